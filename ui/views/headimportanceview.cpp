#include "headimportanceview.h"

#include "plotstyle.h"
#include "retranslate.h"
#include "tracesummary.h"
#include "valueaxisticks.h"
#include "viewbinding.h"

#include <qcustomplot.h>

#include <QVBoxLayout>

#include <algorithm>
#include <cmath>
#include <numeric>
#include <tuple>

HeadImportanceView::HeadImportanceView(Document *document, QWidget *parent)
    : QWidget(parent), m_document(document), m_plot(new QCustomPlot(this)),
      m_ticker(new QCPAxisTickerText)
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_plot);
    PlotStyle::applyToPlot(m_plot);
    PlotStyle::applyToAxisRect(m_plot->axisRect());
    m_plot->xAxis->setTicker(m_ticker);
    std::tie(m_title, m_note) = PlotStyle::addTitleAndNote(m_plot);
    onLanguageChange(this, [this] {
        m_title->setText(tr("Head importance"));
        PlotStyle::setNote(m_note, tr("‖out − out without head i‖ / ‖out‖"));
        m_plot->yAxis->setLabel(QString()); // made again where it fits, after the next layout
        m_plot->replot(QCustomPlot::rpQueuedReplot);
    });

    auto makeBars = [this](const QColor &colour) {
        auto *bars = new QCPBars(m_plot->xAxis, m_plot->yAxis);
        bars->setWidth(0.65);
        bars->setPen(Qt::NoPen);
        bars->setBrush(colour);
        return bars;
    };
    m_bars = makeBars(PlotStyle::weightColor());
    m_selectedBar = makeBars(PlotStyle::selectionColor());
    m_offBars = makeBars(QColor(0xc8, 0xc8, 0xc8));

    // Importance compares the whole combination; the selected head's bar is marked.
    m_binding =
        new ViewBinding(m_document, this, ViewBinding::Reads::WholeTrace, [this] { refresh(); });
    connect(m_plot, &QCustomPlot::mousePress, this, &HeadImportanceView::onMousePress);
    connect(m_plot, &QCustomPlot::afterLayout, this, [this] {
        // Ticks as many as the height holds; the turned axis title only where it fits
        // beside the bars (the note above says what the values are).
        QCPAxis *values = m_plot->yAxis;
        const QString title = tr("relative change of the output");
        const bool fits = QFontMetricsF(values->labelFont()).horizontalAdvance(title) <=
                          values->axisRect()->height();
        if (values->label() != (fits ? title : QString())) {
            values->setLabel(fits ? title : QString());
            m_plot->replot(QCustomPlot::rpQueuedReplot); // the margin changes with it
        }
        ValueAxisTicks::fit(values);
        // Ticks are read in the preparation phase, before afterLayout: take the new ones.
        m_plot->plotLayout()->update(QCPLayoutElement::upPreparation);
    });
    refresh();
}

HeadImportanceView::~HeadImportanceView() = default;

QSize HeadImportanceView::minimumSizeHint() const
{
    // The fonts in use (presentation mode scales them), not the defaults.
    const QFontMetrics title(m_title->font());
    const QFontMetrics ticks(m_plot->xAxis->tickLabelFont());
    const QFontMetrics values(PlotStyle::valueFont());
    const QFontMetrics axisLabel(m_plot->yAxis->labelFont());
    const int heads = int(m_order.size());
    // One slot per head (at least four, as refresh() lays them out): its value over the bar
    // and its name under it, with a gap to the next.
    const int slot = std::max({values.horizontalAdvance(PlotStyle::fixed(0.999, 3)),
                               values.horizontalAdvance(tr("off")),
                               ticks.horizontalAdvance(tr("head %1").arg(std::max(heads, 1)))}) +
                     12;
    // The value axis: its turned label, its tick labels, paddings.
    const int axis =
        axisLabel.height() + ticks.horizontalAdvance(QStringLiteral("0.000")) + 2 * 8 + 6 + 4;
    const QMargins margins = m_plot->plotLayout()->margins();
    const int width = std::max(title.horizontalAdvance(m_title->text()) + 16,
                               axis + std::max(4, heads) * slot + 12) +
                      margins.left() + margins.right();
    return QSize(width, 12 * ticks.height());
}

QSize HeadImportanceView::sizeHint() const
{
    const QSize least = minimumSizeHint();
    return QSize(std::max(least.width(), 380), std::max(least.height(), 420));
}

void HeadImportanceView::refresh()
{
    const attn::AttentionTrace &t = m_document->trace();
    const int heads = int(t.heads.size());
    m_importance.clear();
    // Imported weights come without values or outputs: no head changes an output, and bars
    // of 0 would say every head is useless.
    const bool weightsOnly = m_document->tracedScenario().mode == attn::InputMode::ImportedWeights;
    const QString noImportance =
        tr("Imported attention weights have no outputs, so head importance cannot be measured.");
    setEnabled(!weightsOnly);
    setToolTip(weightsOnly ? noImportance : QString());
    if (heads > 0 && m_document->hasTrace() && !weightsOnly) {
        const std::vector<double> &values = TraceSummary::of(*m_document)->headImportance();
        if (int(values.size()) == heads)
            m_importance = QVector<double>(values.begin(), values.end());
    }
    m_order.resize(m_importance.size());
    std::iota(m_order.begin(), m_order.end(), 0);
    // Stable: equal importances keep the heads' own order.
    std::stable_sort(m_order.begin(), m_order.end(),
                     [this](int a, int b) { return m_importance[a] > m_importance[b]; });

    QVector<double> keys, on, selected, off;
    QVector<double> onKeys, selectedKeys, offKeys;
    m_ticker->clear();
    for (QCPItemText *label : std::as_const(m_labels))
        m_plot->removeItem(label);
    m_labels.clear();
    double top = 0;
    for (int slot = 0; slot < m_order.size(); ++slot) {
        const int head = m_order[slot];
        const double value = m_importance[head];
        top = std::max(top, value);
        const bool enabled = t.heads[std::size_t(head)].enabled;
        m_ticker->addTick(slot, tr("head %1").arg(head + 1));
        if (!enabled) {
            offKeys << slot;
            off << 0.0;
        } else if (head == m_document->selectedHead()) {
            selectedKeys << slot;
            selected << value;
        } else {
            onKeys << slot;
            on << value;
        }
        QCPItemText *label = PlotStyle::createValueLabel(m_plot, m_plot->axisRect());
        label->position->setCoords(slot, value);
        label->setPositionAlignment(Qt::AlignHCenter | Qt::AlignBottom);
        label->setText(enabled ? PlotStyle::fixed(value, 3) : tr("off"));
        label->setVisible(true);
        m_labels << label;
    }
    m_bars->setData(onKeys, on, true);
    m_selectedBar->setData(selectedKeys, selected, true);
    m_offBars->setData(offKeys, off, true);
    // At least four slots wide, so that one or two heads do not become slabs.
    m_plot->xAxis->setRange(-0.6, std::max<qsizetype>(4, m_order.size()) - 0.4);
    m_plot->yAxis->setRange(0, std::max(top * 1.2, 0.05));
    if (weightsOnly)
        PlotStyle::setNote(m_note, noImportance);
    else if (m_importance.isEmpty())
        PlotStyle::setNote(m_note, tr("No result yet."));
    else if (heads == 1)
        PlotStyle::setNote(m_note, tr("One head: without it there is no output (importance 1)."));
    else
        PlotStyle::setNote(m_note, tr("‖out − out without head i‖ / ‖out‖, most important first"));
    updateGeometry(); // the number of heads sets the least width
    m_plot->replot(QCustomPlot::rpQueuedReplot);
}

void HeadImportanceView::onMousePress(QMouseEvent *event)
{
    if (!m_plot->axisRect()->rect().contains(event->position().toPoint()))
        return;
    const int slot = int(std::lround(m_plot->xAxis->pixelToCoord(event->position().x())));
    if (slot >= 0 && slot < m_order.size())
        m_document->setSelection(m_order[slot], m_document->selectedQuery(),
                                 m_document->selectedKey());
}
