#pragma once

#include "document.h"
#include "exportableplot.h"

#include <QWidget>

class GraphCanvas;
class QCheckBox;
class QLabel;
class QPushButton;
class QStackedWidget;
class ViewBinding;

/// Attention on a graph: the scenario's nodes where they are placed, its edges, and the
/// selected head's attention over them (GraphCanvas). Above the drawing: "Directed" and
/// "Self-loops" (undoable edits of the graph), "Every node" (every node's attention, not only
/// the selected node's) and a line saying how to edit the graph with the mouse. A scenario
/// that is a sequence shows instead a sentence and a button that makes a graph of its tokens
/// (self-attention only; the button says why it is disabled otherwise). Figures (PNG, SVG,
/// PDF) draw the graph without the controls and the hints for the mouse.
class GraphView : public QWidget, public ExportablePlot
{
    Q_OBJECT
public:
    explicit GraphView(Document *document, QWidget *parent = nullptr);

    GraphCanvas *canvas() const { return m_canvas; }
    QCheckBox *directedBox() const { return m_directed; }
    QCheckBox *selfLoopsBox() const { return m_selfLoops; }
    QCheckBox *everyNodeBox() const { return m_everyNode; }
    QPushButton *makeGraphButton() const { return m_makeGraph; }
    /// The sentence shown for a scenario that is not a graph, and why the button is disabled.
    QString notGraphText() const;
    QString disabledReason() const;
    /// Whether the scenario has a graph (else the sentence and the button are shown).
    bool showsGraph() const;
    Document *document() const { return m_document; }

    QString exportTitle() const override;
    QSize preferredSize() const override;
    void render(QCPPainter &painter, const QSize &size, const PlotRenderOptions &options) override;

    QSize minimumSizeHint() const override;

private:
    void refresh();
    void setTexts();
    void editGraph(bool directed, bool selfLoops);

    Document *m_document;
    ViewBinding *m_binding;
    QWidget *m_controls;
    QCheckBox *m_directed;
    QCheckBox *m_selfLoops;
    QCheckBox *m_everyNode;
    QLabel *m_hint;
    QStackedWidget *m_pages;
    GraphCanvas *m_canvas;
    QLabel *m_notGraph;
    QPushButton *m_makeGraph;
    QLabel *m_reason;
};
