#pragma once

#include "document.h"
#include "exportableplot.h"
#include "linesgeometry.h"
#include "linespainter.h"
#include "linesstrokes.h"

#include <QWidget>

#include <vector>

class QCheckBox;
class ViewBinding;

/// The "head view" of attention visualisers: the queries in a column on the left, the keys
/// on the right (the trace's labels), and a straight line from each query to each key whose
/// opacity is its weight and whose width grows with it (LinesStrokes), in the head's colour
/// (HeadColours). Shows the selected head, or with "Every head" checked every head over
/// each other, one colour each. Pointing at a query shows only its row's lines, at a key
/// only the lines into it; clicking a query selects it in the document (as the heatmap
/// does). Masked pairs have no line and a query whose keys are all masked says so; imported
/// weights (no Q, K, V) draw like any other.
///
/// Long sequences: while both columns have at most LinesStrokes::kDenseTokens tokens and
/// there are at most LinesStrokes::kDenseLines lines, every line is drawn; beyond that only
/// the lines of the query pointed at, else of the selected query, (or into the key pointed
/// at) are, and the caption says so. Where tokens are closer than a name is tall, one name
/// in k is shown (LinesGeometry), and the caption says that too. Figures (PNG, SVG, PDF)
/// draw the same without the check box and the hints for the mouse.
class LinesView : public QWidget, public ExportablePlot
{
    Q_OBJECT
public:
    explicit LinesView(Document *document, QWidget *parent = nullptr);

    /// Whether every head is drawn (else the selected head only, the default).
    bool everyHead() const;
    void setEveryHead(bool every);
    QCheckBox *everyHeadBox() const { return m_everyHead; }
    /// The heads drawn: the selected one, or every head of the trace.
    std::vector<int> shownHeads() const;
    /// The token pointed at (-1 for none), as mouse moves set them.
    int hoveredQuery() const { return m_hoveredQuery; }
    int hoveredKey() const { return m_hoveredKey; }
    /// Where the tokens are, as last laid out for the widget's size.
    const LinesGeometry &tokenLayout() const { return m_geometry; }
    /// The lines drawn on screen as things stand.
    std::vector<LinesStrokes::Stroke> strokes() const;
    /// Whether every line is drawn (not only one query's).
    bool drawsEveryLine() const;
    /// The caption under the lines, one paragraph an entry.
    QStringList caption() const;
    Document *document() const { return m_document; }

    QString exportTitle() const override;
    QSize preferredSize() const override;
    void render(QCPPainter &painter, const QSize &size, const PlotRenderOptions &options) override;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void leaveEvent(QEvent *event) override;

private:
    LinesPainter::Scene scene(bool figure) const;
    void refresh();
    void placeCheckBox();
    void setHovered(int query, int key);

    Document *m_document;
    ViewBinding *m_binding;
    QCheckBox *m_everyHead;
    LinesGeometry m_geometry; ///< laid out by refresh() and every paint
    int m_hoveredQuery = -1;
    int m_hoveredKey = -1;
};
