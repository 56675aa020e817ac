#include "graphview.h"

#include "graphcanvas.h"
#include "graphedits.h"
#include "graphpainter.h"
#include "plotstyle.h"
#include "retranslate.h"
#include "texttone.h"
#include "viewbinding.h"

#include <qcustomplot.h>

#include <QCheckBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QStackedWidget>
#include <QVBoxLayout>

GraphView::GraphView(Document *document, QWidget *parent)
    : QWidget(parent), m_document(document), m_controls(new QWidget), m_directed(new QCheckBox),
      m_selfLoops(new QCheckBox), m_everyNode(new QCheckBox), m_hint(new QLabel),
      m_pages(new QStackedWidget), m_canvas(new GraphCanvas(document)), m_notGraph(new QLabel),
      m_makeGraph(new QPushButton), m_reason(new QLabel)
{
    setObjectName(QStringLiteral("graphView"));
    m_directed->setObjectName(QStringLiteral("graphDirected"));
    m_selfLoops->setObjectName(QStringLiteral("graphSelfLoops"));
    m_everyNode->setObjectName(QStringLiteral("graphEveryNode"));
    m_makeGraph->setObjectName(QStringLiteral("makeGraph"));

    auto *boxes = new QHBoxLayout;
    boxes->setContentsMargins(0, 0, 0, 0);
    boxes->addWidget(m_directed);
    boxes->addWidget(m_selfLoops);
    boxes->addSpacing(12);
    boxes->addWidget(m_everyNode);
    boxes->addSpacing(16);
    // Beside the check boxes, so that a short pane keeps its height for the graph.
    boxes->addWidget(m_hint, 1);
    auto *controls = new QVBoxLayout(m_controls);
    controls->setContentsMargins(0, 0, 0, 0);
    controls->addLayout(boxes);
    m_hint->setWordWrap(true);
    setTextTone(m_hint, TextTone::Hint);

    // The page of a sequence: what a graph would be, and the way to make one.
    auto *notGraphPage = new QWidget;
    auto *notGraph = new QVBoxLayout(notGraphPage);
    m_notGraph->setWordWrap(true);
    m_notGraph->setAlignment(Qt::AlignCenter);
    m_reason->setWordWrap(true);
    m_reason->setAlignment(Qt::AlignCenter);
    setTextTone(m_reason, TextTone::Hint);
    notGraph->addStretch(1);
    notGraph->addWidget(m_notGraph);
    notGraph->addSpacing(8);
    notGraph->addWidget(m_makeGraph, 0, Qt::AlignHCenter);
    notGraph->addWidget(m_reason);
    notGraph->addStretch(2);
    m_pages->addWidget(notGraphPage);
    m_pages->addWidget(m_canvas);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 0);
    layout->addWidget(m_controls);
    layout->addWidget(m_pages, 1);

    connect(m_directed, &QCheckBox::clicked, this,
            [this](bool on) { editGraph(on, m_document->scenario().graph.selfLoops); });
    connect(m_selfLoops, &QCheckBox::clicked, this,
            [this](bool on) { editGraph(m_document->scenario().graph.directed, on); });
    connect(m_everyNode, &QCheckBox::toggled, m_canvas, &GraphCanvas::setEveryNode);
    connect(m_makeGraph, &QPushButton::clicked, this, [this] {
        attn::Scenario after = m_document->scenario();
        graphedits::makeGraph(after);
        m_document->editScenario(after, [] { return tr("Make a graph from the tokens"); });
    });
    onLanguageChange(this, [this] { setTexts(); });
    m_binding =
        new ViewBinding(m_document, this, ViewBinding::Reads::SelectedHead, [this] { refresh(); });
    refresh();
}

void GraphView::setTexts()
{
    m_directed->setText(tr("Directed"));
    m_directed->setToolTip(tr("Each edge joins its sender to its receiver only; otherwise an "
                              "edge joins both ways"));
    m_selfLoops->setText(tr("Self-loops"));
    m_selfLoops->setToolTip(tr("Each node attends to itself as well as to its neighbours"));
    m_everyNode->setText(tr("Every node"));
    m_everyNode->setToolTip(tr("Draw every node's attention faintly, not only the selected "
                               "node's"));
    m_hint->setText(tr("Shift+drag from one node to another adds or removes an edge"));
    m_hint->setToolTip(tr("Click a node to select it, drag it to move it; right-click a node "
                          "or an edge for more"));
    m_makeGraph->setText(tr("Make a graph from these tokens"));
    refresh();
}

QString GraphView::notGraphText() const
{
    return tr("This scenario is a sequence, not a graph. On a graph each token is a node and "
              "attends only to its neighbours, the nodes joined to it by an edge.");
}

QString GraphView::disabledReason() const
{
    if (m_document->scenario().mode == attn::InputMode::SelfAttention)
        return QString();
    return tr("Only self-attention can become a graph: its tokens are the nodes. Choose "
              "self-attention in the Inputs dock first.");
}

bool GraphView::showsGraph() const
{
    return !m_document->scenario().graph.empty();
}

void GraphView::editGraph(bool directed, bool selfLoops)
{
    attn::Scenario after = m_document->scenario();
    const attn::Graph before = after.graph;
    graphedits::setDirected(after, directed);
    graphedits::setSelfLoops(after, selfLoops);
    if (after.graph == before)
        return;
    if (before.directed != directed)
        m_document->editScenario(after, [directed] {
            return directed ? tr("Make the edges directed") : tr("Make the edges undirected");
        });
    else
        m_document->editScenario(after, [selfLoops] {
            return selfLoops ? tr("Turn self-loops on") : tr("Turn self-loops off");
        });
}

void GraphView::refresh()
{
    const attn::Graph &g = m_document->scenario().graph;
    const bool graph = showsGraph();
    m_controls->setVisible(graph);
    m_pages->setCurrentIndex(graph ? 1 : 0);
    for (auto [box, on] : {std::pair{m_directed, g.directed}, std::pair{m_selfLoops, g.selfLoops}})
        if (box->isChecked() != on) {
            const QSignalBlocker block(box);
            box->setChecked(on);
        }
    m_notGraph->setText(notGraphText());
    const QString reason = disabledReason();
    m_makeGraph->setEnabled(reason.isEmpty());
    m_makeGraph->setToolTip(reason);
    m_reason->setText(reason);
    m_reason->setVisible(!reason.isEmpty());
    if (graph)
        m_canvas->refresh();
}

QString GraphView::exportTitle() const
{
    return m_canvas->title();
}

QSize GraphView::preferredSize() const
{
    if (isVisible() && m_canvas->width() >= 200 && m_canvas->height() >= 150)
        return m_canvas->size();
    return QSize(800, 700);
}

void GraphView::render(QCPPainter &painter, const QSize &size, const PlotRenderOptions &options)
{
    if (size.isEmpty())
        return;
    if (!options.transparentBackground)
        painter.fillRect(QRect(QPoint(0, 0), size), PlotStyle::backgroundColor());
    if (!showsGraph()) {
        painter.setFont(PlotStyle::labelFont());
        painter.setPen(PlotStyle::textColor());
        painter.drawText(QRect(QPoint(0, 0), size).adjusted(24, 24, -24, -24),
                         Qt::AlignCenter | Qt::TextWordWrap, notGraphText());
        return;
    }
    GraphPainter::Scene scene = m_canvas->scene(true);
    scene.showTitle = options.showTitle;
    GraphGeometry geometry; // the canvas's own stays as laid out on screen
    GraphPainter(scene).paint(painter, size, geometry);
}

QSize GraphView::minimumSizeHint() const
{
    return QSize(300, 260);
}
