#pragma once

#include "computationstages.h"

#include <QWidget>

#include <vector>

/// One stage of the step-by-step view: its title, its shape, and its numbers as small
/// coloured cells (a corner of at most maxRows x maxColumns, saying so when truncated).
/// Cells chosen as sources of another stage's cell are outlined.
class StageMatrixView : public QWidget
{
    Q_OBJECT
public:
    static constexpr int maxRows = 10;
    static constexpr int maxColumns = 8;     ///< components
    static constexpr int maxKeyColumns = 12; ///< keys, in the queries x keys stages

    explicit StageMatrixView(QWidget *parent = nullptr);

    void setStage(const ComputationStage &stage);
    const ComputationStage &stage() const { return m_stage; }
    /// Rows and columns drawn (the truncated corner).
    int shownRows() const;
    int shownColumns() const;
    /// maxKeyColumns for the queries x keys stages (a' to the weights), else maxColumns.
    int columnLimit() const;
    static int columnLimitOf(const ComputationStage &stage);
    bool isTruncated() const;

    /// Outlined cells; row or column -1 stands for all of them.
    void setHighlights(const std::vector<StageCells> &cells);
    const std::vector<StageCells> &highlights() const { return m_highlights; }
    void setSelectedCell(int row, int column);
    /// Draws a frame around the whole stage (the one just revealed).
    void setCurrent(bool current);

    /// The cell under `pos` (x = column, y = row), (-1, -1) outside.
    QPoint cellAt(const QPoint &pos) const;
    QRect cellRect(int row, int column) const;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override { return sizeHint(); }

signals:
    void cellClicked(int row, int column);

protected:
    void paintEvent(QPaintEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;

private:
    int rowLabelWidth() const;
    QString shapeText() const;
    bool isHighlighted(int row, int column) const;

    ComputationStage m_stage{};
    std::vector<StageCells> m_highlights;
    int m_selectedRow = -1;
    int m_selectedColumn = -1;
    bool m_current = false;
};
