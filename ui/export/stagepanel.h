#pragma once

#include "computationstages.h"

#include <QCoreApplication>
#include <QFontMetricsF>
#include <QPointF>
#include <QSizeF>
#include <QString>

#include <vector>

class QPainter;

/// One stage of the computation as a figure draws it: a labelled matrix with its title, its
/// shape, column labels above, row labels at the left, the cells with their numbers coloured
/// as on screen (StageCellLook), masked cells hatched, "…" where the matrix goes on beyond
/// the corner shown, and its caption. Measured and painted at the natural size of
/// PlotStyle's fonts, in a device of 96 dots per inch, as every export paints.
class StagePanel
{
    Q_DECLARE_TR_FUNCTIONS(StagePanel)
public:
    StagePanel(const ComputationStage &stage, bool showValues);

    QSizeF size() const { return m_size; }
    /// From the panel's left: where the cells begin and end, and where the matrix ends
    /// with its "…" (arrows leave from there).
    double cellsLeft() const { return m_rowLabelWidth; }
    double cellsRight() const;
    double matrixRight() const { return cellsRight() + m_moreWidth; }
    /// From the panel's top: the first and last line of cells.
    double cellsTop() const;
    double cellsBottom() const;
    int shownRows() const { return m_rows; }
    int shownColumns() const { return m_columns; }
    /// "7 × 64, first 8 columns shown": the whole matrix's shape, and the corner shown.
    QString shapeText() const;

    /// Draws the panel with its top-left corner at `topLeft`.
    void paint(QPainter &painter, const QPointF &topLeft) const;

    /// Metrics of `font` as every export device measures it (96 dots per inch).
    static QFontMetricsF metrics(const QFont &font);

private:
    void paintCells(QPainter &painter, const QPointF &origin) const;
    void paintEllipses(QPainter &painter, const QPointF &origin) const;
    /// Cell (row, column) with the cells' top-left corner at `cells`.
    QRectF cellRect(const QPointF &cells, int row, int column) const;

    const ComputationStage &m_stage;
    bool m_showValues;
    int m_rows = 0;
    int m_columns = 0;
    bool m_moreRows = false;
    bool m_moreColumns = false;
    double m_titleHeight = 0;
    double m_shapeHeight = 0;
    double m_columnLabelHeight = 0;
    double m_rowLabelWidth = 0;
    std::vector<double> m_columnLeft; ///< from the cells' left, one more than the columns
    double m_cellHeight = 0;
    double m_moreWidth = 0;  ///< room for "…" at the right of the cells
    double m_moreHeight = 0; ///< room for "⋮" below the cells
    double m_captionHeight = 0;
    QSizeF m_size;
};
