#include "linesview.h"

#include "figurepainting.h"
#include "plaintooltip.h"
#include "plotstyle.h"
#include "retranslate.h"
#include "viewbinding.h"

#include <qcustomplot.h>

#include <QCheckBox>
#include <QMouseEvent>
#include <QPainter>
#include <QToolTip>

#include <algorithm>

using Side = LinesGeometry::Side;

LinesView::LinesView(Document *document, QWidget *parent) : QWidget(parent), m_document(document)
{
    setObjectName(QStringLiteral("linesView"));
    setMouseTracking(true);
    setAutoFillBackground(true);
    QPalette p = palette();
    p.setColor(QPalette::Window, PlotStyle::backgroundColor());
    setPalette(p);
    m_everyHead = new QCheckBox(this);
    m_everyHead->setObjectName(QStringLiteral("everyHead"));
    connect(m_everyHead, &QCheckBox::toggled, this, [this] { refresh(); });
    onLanguageChange(this, [this] {
        m_everyHead->setText(tr("Every head"));
        m_everyHead->setToolTip(tr("Draw every head's lines over each other, one colour each"));
        placeCheckBox();
        update();
    });
    // Every head is drawn with "Every head" checked: the other heads coming in redraw too.
    m_binding =
        new ViewBinding(m_document, this, ViewBinding::Reads::EveryHead, [this] { refresh(); });
    refresh();
}

bool LinesView::everyHead() const
{
    return m_everyHead->isChecked();
}

void LinesView::setEveryHead(bool every)
{
    m_everyHead->setChecked(every);
}

std::vector<int> LinesView::shownHeads() const
{
    const int heads = int(m_document->trace().heads.size());
    if (heads == 0)
        return {};
    if (!everyHead())
        return {std::clamp(m_document->selectedHead(), 0, heads - 1)};
    std::vector<int> all;
    for (int head = 0; head < heads; ++head)
        all.push_back(head);
    return all;
}

LinesPainter::Scene LinesView::scene(bool figure) const
{
    LinesPainter::Scene s;
    s.trace = m_document->hasTrace() ? &m_document->trace() : nullptr;
    if (s.trace && s.trace->heads.empty())
        s.trace = nullptr;
    s.heads = shownHeads();
    s.everyHead = everyHead();
    s.selectedQuery = m_document->selectedQuery();
    s.hoveredQuery = figure ? -1 : m_hoveredQuery;
    s.hoveredKey = figure ? -1 : m_hoveredKey;
    s.figure = figure;
    s.showTitle = figureShows(this, FigurePart::Title);
    s.title = exportTitle();
    s.headerReserve = figure ? 0 : m_everyHead->sizeHint().width() + 12;
    return s;
}

std::vector<LinesStrokes::Stroke> LinesView::strokes() const
{
    const LinesPainter::Scene s = scene(false);
    return s.trace ? LinesPainter(s).strokes() : std::vector<LinesStrokes::Stroke>{};
}

bool LinesView::drawsEveryLine() const
{
    const LinesPainter::Scene s = scene(false);
    return !s.trace || LinesPainter(s).drawsEveryLine();
}

QStringList LinesView::caption() const
{
    const LinesPainter::Scene s = scene(paintsFigure(this));
    return s.trace ? LinesPainter(s).caption(m_geometry) : QStringList();
}

QString LinesView::exportTitle() const
{
    const attn::AttentionTrace &t = m_document->trace();
    if (everyHead() && t.heads.size() > 1)
        return tr("Attention lines — every head (%1)").arg(t.heads.size());
    return tr("Attention lines — head %1").arg(m_document->selectedHead() + 1);
}

QSize LinesView::preferredSize() const
{
    if (isVisible() && width() >= 200 && height() >= 150)
        return size();
    return QSize(900, 700);
}

void LinesView::render(QCPPainter &painter, const QSize &size, const PlotRenderOptions &options)
{
    if (size.isEmpty())
        return;
    const FigurePainting figure(this, options);
    if (!options.transparentBackground)
        painter.fillRect(QRect(QPoint(0, 0), size), PlotStyle::backgroundColor());
    const LinesPainter::Scene s = scene(true);
    if (!s.trace)
        return;
    LinesGeometry geometry; // the view's own stays as laid out on screen
    LinesPainter(s).paint(painter, size, geometry);
}

QSize LinesView::sizeHint() const
{
    return QSize(800, 600);
}

QSize LinesView::minimumSizeHint() const
{
    return QSize(300, 220);
}

void LinesView::refresh()
{
    if (m_hoveredQuery >= int(m_document->trace().queryLabels.size()) ||
        m_hoveredKey >= int(m_document->trace().keyLabels.size()))
        m_hoveredQuery = m_hoveredKey = -1;
    const LinesPainter::Scene s = scene(false);
    if (s.trace)
        LinesPainter(s).layOut(size(), m_geometry);
    update();
}

void LinesView::placeCheckBox()
{
    const QSize hint = m_everyHead->sizeHint();
    m_everyHead->setGeometry(width() - hint.width() - 8,
                             std::max(2, (LinesPainter::headerHeight() - hint.height()) / 2),
                             hint.width(), hint.height());
}

void LinesView::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    placeCheckBox();
    refresh();
}

void LinesView::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    painter.fillRect(rect(), PlotStyle::backgroundColor());
    const LinesPainter::Scene s = scene(false);
    if (!s.trace)
        return;
    placeCheckBox(); // presentation mode's fonts move it
    LinesPainter(s).paint(painter, size(), m_geometry);
}

void LinesView::setHovered(int query, int key)
{
    if (query == m_hoveredQuery && key == m_hoveredKey)
        return;
    m_hoveredQuery = query;
    m_hoveredKey = key;
    update();
}

void LinesView::mouseMoveEvent(QMouseEvent *event)
{
    const QPointF pos = event->position();
    const int query = m_geometry.tokenAt(Side::Query, pos);
    const int key = query >= 0 ? -1 : m_geometry.tokenAt(Side::Key, pos);
    setHovered(query, key);
    const attn::AttentionTrace &t = m_document->trace();
    if (query >= 0 && std::size_t(query) < t.queryLabels.size())
        PlainToolTip::show(
            event->globalPosition().toPoint(),
            tr("query “%1”").arg(QString::fromStdString(t.queryLabels[std::size_t(query)])), this);
    else if (key >= 0 && std::size_t(key) < t.keyLabels.size())
        PlainToolTip::show(
            event->globalPosition().toPoint(),
            tr("key “%1”").arg(QString::fromStdString(t.keyLabels[std::size_t(key)])), this);
    else
        QToolTip::hideText();
}

void LinesView::mousePressEvent(QMouseEvent *event)
{
    if (event->button() != Qt::LeftButton)
        return;
    const int query = m_geometry.tokenAt(Side::Query, event->position());
    if (query >= 0)
        m_document->setSelection(m_document->selectedHead(), query, m_document->selectedKey());
}

void LinesView::leaveEvent(QEvent *event)
{
    QWidget::leaveEvent(event);
    setHovered(-1, -1);
}
