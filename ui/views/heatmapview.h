#pragma once

#include "categorylabelfit.h"
#include "document.h"
#include "heatmaptokenlabels.h"

#include <QPoint>
#include <QSharedPointer>
#include <QStringList>
#include <QWidget>

class ViewBinding;
class HeatmapCells;
class QCPAxisTickerText;
class QCPColorScale;
class QCPTextElement;
class QCustomPlot;
class QMouseEvent;

/// The attention matrix of the selected head: query tokens down (first query at the top),
/// key tokens across, one crisp cell per pair with its value printed when it fits.
/// Reads Document::trace() only; clicking a cell selects that query and key.
class HeatmapView : public QWidget
{
    Q_OBJECT
public:
    /// Which matrix of the head the cells show.
    enum class Quantity
    {
        Weights,        ///< a = softmax(...), fixed colour range [0, 1]
        RawScores,      ///< a'
        ScaledScores,   ///< s a'
        TemperedScores, ///< s a' / T, what enters the softmax
    };
    Q_ENUM(Quantity)

    /// Above this many key columns no numbers are printed in the cells.
    static constexpr int maxColumnsWithText = 40;

    explicit HeatmapView(Document *document, QWidget *parent = nullptr);
    ~HeatmapView() override;

    /// Room for the title, a two-line note, two lines of key labels (or what the plot's
    /// layout needed at its last fit, if more) and cells a label's line tall per row (up to
    /// eight rows, at least 80 px): less, and the cells would be squashed to a strip, the
    /// row labels thinned out or the texts drawn over each other.
    QSize minimumSizeHint() const override;
    /// As wide as cells holding their numbers need, for up to ten keys.
    QSize sizeHint() const override;

    /// The plot, for export (toPainter, savePng, savePdf).
    QCustomPlot *plot() const { return m_plot; }

    Quantity quantity() const { return m_quantity; }
    void setQuantity(Quantity quantity);
    bool cellTextVisible() const { return m_cellTextVisible; }
    void setCellTextVisible(bool visible);

    /// Shape of the matrix shown (queries x keys); 0 x 0 when there is no trace.
    int rowCount() const { return m_rows; }
    int columnCount() const { return m_columns; }
    /// The value drawn for (query row, key column): the entry itself, or, when the matrix
    /// has more entries than the view has pixels, that of the pooled cell covering it (the
    /// covered entry of largest magnitude, see HeatmapPooling).
    double cellValue(int row, int column) const;
    /// One colour-map cell per entry regardless of the view's size (image export), or
    /// pooled to the view's pixels (the default).
    void setFullResolution(bool full);
    /// Whether the selected cell and row are outlined (a figure has no selection).
    void setSelectionShown(bool shown);
    /// Whether the cell is drawn as masked (weights only).
    bool isCellMasked(int row, int column) const;
    /// Whether the row is flagged as having every key masked (weights only).
    bool isRowFullyMasked(int row) const;
    /// The query row drawn with an outline, -1 for none.
    int outlinedRow() const;
    QString title() const;
    /// Names the heads as heads of layer `layer` (0-based) of a model in the title; -1: none.
    void setLayer(int layer);
    /// The remark under the title (problems, labels shown one in k, numbers hidden).
    QString note() const;
    /// True when every cell shows its number.
    bool showsCellNumbers() const;
    /// How the key (column) and query (row) labels fit the axes at the last layout.
    const CategoryLabelFit &columnLabelFit() const { return m_labels.columnFit(); }
    /// Whether every key's name would be drawn whole were the view `width` pixels wide (its
    /// margins as they are now).
    bool keyLabelsWholeAt(int width) const
    {
        return m_labels.keysWholeWider(m_plot, width - this->width());
    }
    const CategoryLabelFit &rowLabelFit() const { return m_labels.rowFit(); }
    /// The token names along the axes, one per row and one per column.
    QStringList queryLabels() const { return m_labels.queries(); }
    QStringList keyLabels() const { return m_labels.keys(); }
    /// The cell under a pixel position of plot(): x = key column, y = query row;
    /// (-1, -1) outside the matrix.
    QPoint cellAt(const QPointF &pixel) const;
    /// Query, key, raw score, scaled score, tempered score when it differs, weight.
    QString cellToolTip(int row, int column) const;

public slots:
    /// Pulls everything from the document and queues a replot.
    void refresh();

private:
    /// A new query or key of the head shown only moves the outlines (true); anything else
    /// refreshes the view (false).
    bool followSelection(Document::Change change);
    void updateSelection();
    void updateTitle();
    void fillCells();
    /// The most cells the colour map needs across and down: the cells' rectangle in device
    /// pixels (at least kMinPooledCells), or the matrix's size at full resolution.
    QSize poolingPixels() const;
    void onMousePress(QMouseEvent *event);
    void onMouseMove(QMouseEvent *event);
    void fitLayout();
    void fitLabels();
    void updateNote();
    int shownHead() const;
    /// The quantity drawn: quantity(), or the weights for a head of imported weights.
    Quantity shownQuantity() const;

    Document *m_document;
    QCustomPlot *m_plot;
    ViewBinding *m_binding; ///< refreshes as what it reads changes, on the next show when hidden
    HeatmapCells *m_cells;
    QCPColorScale *m_colorScale;
    QCPTextElement *m_title;
    QCPTextElement *m_note;
    QString m_scaleTitle; ///< the colour scale's title, drawn where it fits
    QSharedPointer<QCPAxisTickerText> m_keyTicker;
    QSharedPointer<QCPAxisTickerText> m_queryTicker;
    Quantity m_quantity = Quantity::Weights;
    bool m_cellTextVisible = true;
    bool m_fullResolution = false;
    bool m_selectionShown = true; ///< see setSelectionShown()
    static constexpr int kDefaultPixels = 1024;
    static constexpr int kMinPooledCells = 64;
    int m_rows = 0;
    int m_columns = 0;
    int m_head = -1;
    int m_layer = -1;            ///< the model layer the heads belong to (title), -1: none
    HeatmapTokenLabels m_labels; ///< the token names on the axes
    int m_layoutMinimum = 0;     ///< the plot layout's least height, cells aside, at the last fit
};
