#pragma once

#include <QModelIndex>
#include <QPoint>
#include <QTableView>

class Document;
class MatrixTableModel;

/// A table of numbers that can be nudged: turn the mouse wheel over the current cell, or
/// Alt+drag (or middle-drag) up and down on any cell. Ctrl+C / Ctrl+V copy and paste
/// spreadsheet text. Each wheel run or drag is one undo step.
class MatrixTableView : public QTableView
{
    Q_OBJECT
public:
    MatrixTableView(Document *document, QWidget *parent = nullptr);

    MatrixTableModel *matrixModel() const;
    /// Pastes `text` at the current cell (or the top-left cell).
    bool paste(const QString &text);

    /// Change per wheel notch (Shift: a tenth, Ctrl: ten times); per pixel of drag / 10.
    static constexpr double kNudgeStep = 0.1;

signals:
    /// Something the user typed or pasted was refused.
    void inputRejected(const QString &message);

protected:
    void wheelEvent(QWheelEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;

private:
    double stepFor(Qt::KeyboardModifiers modifiers) const;

    Document *m_document;
    QPersistentModelIndex m_wheelIndex;
    int m_wheelMergeId = -1;
    QPersistentModelIndex m_dragIndex;
    QPoint m_dragLast;
    int m_dragMergeId = -1;
};
