#pragma once

#include "document.h"
#include "headsgridgeometry.h"

#include <QList>
#include <QRect>
#include <QString>
#include <QWidget>

#include <vector>

class ViewBinding;

/// Every head's attention weights as a small heatmap, side by side, with the mean of the
/// heads that are switched on as a last tile. Heads switched off are drawn in grey; the
/// selected head has an outline; clicking a tile selects its head. Reads the trace only.
class HeadsGridView : public QWidget
{
    Q_OBJECT
public:
    explicit HeadsGridView(Document *document, QWidget *parent = nullptr);

    /// Tiles drawn: one per head, plus the mean when there are two or more heads; or one
    /// per chosen head (setShownHeads()).
    int tileCount() const;
    bool hasMeanTile() const;
    /// The head drawn in tile `tile`, -1 for the mean tile.
    int headOfTile(int tile) const;
    /// Draws only `heads` (indices from 0, in that order, those the trace has) and no mean
    /// tile: a figure of chosen heads (`export --view heads --heads 1,3`). Empty: every head.
    void setShownHeads(std::vector<int> heads);
    /// Where tile `tile` is drawn (its cells and its heading), in widget coordinates.
    QRect tileRect(int tile) const;
    /// The head whose tile contains `pos`, -1 for none (or the mean tile).
    int headAt(const QPoint &pos) const;
    /// Columns of the grid as last laid out.
    int gridColumns() const { return m_geometry.columns(); }
    /// Mean weights of the switched-on heads (all heads when none is on), m x n
    /// (TraceSummary::meanWeights()).
    const attn::Matrix &meanWeights() const;
    /// The line above the tiles, naming the first and last tokens of the trace.
    QString title() const;
    /// Tile `tile`'s heading as drawn: where it is too long, the head's name is shortened
    /// (then the word "importance"), never the importance value.
    QString heading(int tile) const;

    /// A key's name under a tile: `text` as drawn (elided when the slot is narrow, with
    /// `fullText` in the tooltip) centred under the key's column.
    using KeyLabel = HeadsGridGeometry::KeyLabel;
    /// The key names drawn under tile `tile`: every keyLabelStep()-th key, the first and the
    /// last always, read from the trace when asked.
    QList<KeyLabel> keyLabels(int tile) const;
    /// 1 when every key is named; k when only one key in k is (the grid then says so).
    int keyLabelStep() const { return m_geometry.keyStep(); }

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;

private:
    void refresh();
    /// Keys across and queries down of every tile (0 x 0 without heads).
    QSize weightShape() const;
    /// Lays the tiles out for the widget's size and the trace (m_geometry).
    void layoutTiles();
    /// The heading's parts: the head's name and what follows it (" · importance 0.42").
    QString headingName(int tile) const;
    QString headingSuffix(int tile, bool shortForm) const;
    QRect headingRect(int tile) const;
    QRect cellsRect(int tile) const;
    void paintTile(QPainter &painter, int tile);
    void paintLegend(QPainter &painter);

    Document *m_document;
    ViewBinding *m_binding; ///< refreshes as what it reads changes, on the next show when hidden
    std::vector<int> m_shownHeads; ///< see setShownHeads(); empty: every head and the mean
    std::vector<double> m_importance;
    HeadsGridGeometry m_geometry; ///< where the tiles are, laid out by layoutTiles()
};
