#include "outputview.h"

#include "elidedtextelement.h"
#include "outputbounds.h"
#include "plaintooltip.h"
#include "plotstyle.h"
#include "retranslate.h"
#include "scrollingplot.h"
#include "valueaxisticks.h"
#include "viewbinding.h"

#include <qcustomplot.h>

#include <QToolTip>

#include <algorithm>
#include <cmath>
#include <tuple>

namespace {

/// The least height of each output plot: below it the view scrolls instead.
constexpr int kLeastPlotHeight = 70;
/// Views shorter than this keep their title on one line (ending in "…", whole in a tooltip).
constexpr int kTwoLineTitleHeight = 480;

QVector<double> rowOf(const attn::Matrix &matrix, int row, int count)
{
    QVector<double> values;
    if (row < 0 || row >= matrix.rows())
        return values;
    for (int c = 0; c < std::min<int>(count, int(matrix.cols())); ++c)
        values << (std::isfinite(matrix(row, c)) ? matrix(row, c) : 0.0);
    return values;
}

QString combinationName(attn::HeadCombination combination)
{
    switch (combination) {
    case attn::HeadCombination::ConcatProject:
        return OutputView::tr("concat · W_O");
    case attn::HeadCombination::WeightedSum:
        return OutputView::tr("weighted sum of heads");
    case attn::HeadCombination::Mean:
        return OutputView::tr("mean of heads");
    }
    return QString();
}

} // namespace

OutputView::OutputView(Document *document, QWidget *parent)
    : QWidget(parent), m_document(document), m_plot(new QCustomPlot(this))
{
    placeScrollingPlot(this, m_plot); // too short a pane scrolls, never squashes
    PlotStyle::applyToPlot(m_plot);

    // Rows: title, note, head heading, head bars, combined heading, combined bars.
    QCPLayoutGrid *grid = m_plot->plotLayout();
    QCPAxisRect *headRect = m_plot->axisRect();
    grid->take(headRect);
    m_title = static_cast<ElidedTextElement *>(PlotStyle::createTitle(m_plot));
    m_title->setMaximumLines(2);
    m_title->setTextColor(PlotStyle::textColor());
    m_note = PlotStyle::createText(m_plot, QString(), PlotStyle::noteFont());
    m_note->setTextColor(PlotStyle::mutedTextColor());
    grid->addElement(0, 0, m_title);
    grid->addElement(1, 0, m_note);
    setupPanel(m_head, headRect, PlotStyle::headOutputColor());
    setupPanel(m_combined, new QCPAxisRect(m_plot), PlotStyle::combinedOutputColor());
    grid->addElement(2, 0, m_head.heading);
    grid->addElement(3, 0, m_head.rect);
    grid->addElement(4, 0, m_combined.heading);
    grid->addElement(5, 0, m_combined.rect);
    auto *margins = new QCPMarginGroup(m_plot);
    m_head.rect->setMarginGroup(QCP::msLeft | QCP::msRight, margins);
    m_combined.rect->setMarginGroup(QCP::msLeft | QCP::msRight, margins);

    m_binding =
        new ViewBinding(m_document, this, ViewBinding::Reads::SelectedHead, [this] { refresh(); });
    m_plot->setMouseTracking(true);
    connect(m_plot, &QCustomPlot::afterLayout, this, &OutputView::fitLayout);
    connect(m_plot, &QCustomPlot::mouseMove, this, &OutputView::onMouseMove);
    refresh();
}

OutputView::~OutputView() = default;

void OutputView::setupPanel(Panel &panel, QCPAxisRect *rect, const QColor &colour)
{
    panel.rect = rect;
    PlotStyle::applyToAxisRect(rect);
    panel.ticker.reset(new QCPAxisTickerText);
    rect->axis(QCPAxis::atBottom)->setTicker(panel.ticker);
    rect->axis(QCPAxis::atBottom)->setBasePen(Qt::NoPen);
    onLanguageChange(this, [rect] {
        rect->axis(QCPAxis::atBottom)->setLabel(tr("component"));
        rect->axis(QCPAxis::atLeft)->setLabel(tr("value"));
    });
    panel.bars = new QCPBars(rect->axis(QCPAxis::atBottom), rect->axis(QCPAxis::atLeft));
    panel.bars->setBrush(colour);
    panel.bars->setPen(Qt::NoPen);
    panel.bars->setWidth(0.6);
    QFont font = PlotStyle::labelFont();
    font.setBold(true);
    panel.heading = PlotStyle::createText(m_plot, QString(), font);
    panel.heading->setTextColor(PlotStyle::textColor());
}

QVector<double> OutputView::headOutputBars() const
{
    QVector<double> values;
    for (auto it = m_head.bars->data()->constBegin(); it != m_head.bars->data()->constEnd(); ++it)
        values << it->value;
    return values;
}

QVector<double> OutputView::combinedOutputBars() const
{
    QVector<double> values;
    if (!m_combinedShown)
        return values;
    for (auto it = m_combined.bars->data()->constBegin(); it != m_combined.bars->data()->constEnd();
         ++it)
        values << it->value;
    return values;
}

QString OutputView::title() const
{
    return m_title->text();
}

QString OutputView::note() const
{
    return m_note->text();
}

QString OutputView::readout(const QString &name, const QVector<double> &values, int total,
                            int shown)
{
    QStringList numbers;
    for (int i = 0; i < std::min<int>(shown, int(values.size())); ++i)
        numbers << PlotStyle::fixed(values[i], PlotStyle::decimals(3));
    if (total > numbers.size())
        numbers << QStringLiteral("…");
    if (total == 1 && values.size() == 1)
        return name + QStringLiteral(" = ") + numbers.first();
    return name + QStringLiteral(" = (") + numbers.join(QStringLiteral(", ")) + u')';
}

void OutputView::fillPanel(Panel &panel, const QVector<double> &values)
{
    const int d = int(values.size());
    QVector<double> keys;
    double low = 0, high = 0;
    for (int i = 0; i < d; ++i) {
        keys << i + 1;
        low = std::min(low, values[i]);
        high = std::max(high, values[i]);
    }
    panel.bars->setData(keys, values, true);
    // The component ticks are set in fitPanel(), once the panel's width is known.
    // A short vector keeps slim bars instead of filling the panel with one block.
    const double half = std::max(d / 2.0, 2.0);
    const double centre = (d + 1) / 2.0;
    panel.rect->axis(QCPAxis::atBottom)->setRange(centre - half, centre + half);
    // The value range follows in fitPanel(), with room for the numbers in pixels; until
    // then, the bars' own.
    panel.rect->axis(QCPAxis::atLeft)
        ->setRange(std::min(low, panel.low), std::max({high, panel.high, low + 1e-9}));

    while (panel.labels.size() > d)
        m_plot->removeItem(panel.labels.takeLast());
    while (panel.labels.size() < d)
        panel.labels << PlotStyle::createValueLabel(m_plot, panel.rect);
    for (int i = 0; i < d; ++i) {
        QCPItemText *label = panel.labels[i];
        label->position->setCoords(i + 1, values[i]);
        label->setPositionAlignment(Qt::AlignHCenter |
                                    (values[i] < 0 ? Qt::AlignTop : Qt::AlignBottom));
        label->setText(PlotStyle::fixed(values[i], PlotStyle::decimals(3)));
    }
}

void OutputView::showCombined(bool show)
{
    if (show == m_combinedShown)
        return;
    m_combinedShown = show;
    QCPLayoutGrid *grid = m_plot->plotLayout();
    if (show) {
        grid->addElement(4, 0, m_combined.heading);
        grid->addElement(5, 0, m_combined.rect);
    } else {
        grid->take(m_combined.heading);
        grid->take(m_combined.rect);
        grid->simplify();
    }
    m_combined.heading->setVisible(show);
    m_combined.rect->setVisible(show);
}

void OutputView::refresh()
{
    const attn::AttentionTrace &trace = m_document->trace();
    const int heads = int(trace.heads.size());
    const int head = heads > 0 ? std::clamp(m_document->selectedHead(), 0, heads - 1) : -1;
    const attn::HeadTrace *headTrace = head >= 0 ? &trace.heads[std::size_t(head)] : nullptr;
    const int queries = headTrace ? int(headTrace->output.rows()) : 0;
    const int query = queries > 0 ? std::clamp(m_document->selectedQuery(), 0, queries - 1) : -1;

    const int headDim = query >= 0 ? int(headTrace->output.cols()) : 0;
    const int combinedDim =
        query >= 0 && query < trace.output.rows() ? int(trace.output.cols()) : 0;
    const QVector<double> headValues =
        query >= 0 ? rowOf(headTrace->output, query, maxComponents) : QVector<double>();
    const QVector<double> combinedValues = rowOf(trace.output, query, maxComponents);
    std::tie(m_head.low, m_head.high) = OutputBounds::heads(trace);
    std::tie(m_combined.low, m_combined.high) =
        OutputBounds::combined(trace, m_document->scenario());
    fillPanel(m_head, headValues);
    fillPanel(m_combined, combinedValues);
    const bool sameAsHead =
        combinedDim == headDim && query >= 0 && combinedDim > 0 &&
        (trace.output.row(query) - headTrace->output.row(query)).cwiseAbs().maxCoeff() <= 1e-12;
    showCombined(query >= 0 && combinedDim > 0 && (heads > 1 || !sameAsHead));
    for (QCPItemText *label : std::as_const(m_combined.labels))
        label->setVisible(false);

    QString subscript;
    if (heads > 1)
        for (QChar digit : QString::number(head + 1))
            subscript += QChar(0x2080 + digit.digitValue());
    m_head.readoutName = QStringLiteral("o") + subscript;
    m_head.values = headValues;
    m_head.total = headDim;
    m_combined.readoutName = QStringLiteral("y");
    m_combined.values = combinedValues;
    m_combined.total = combinedDim;
    m_headReadout = readout(m_head.readoutName, headValues, headDim);
    m_combinedReadout = readout(m_combined.readoutName, combinedValues, combinedDim);
    m_head.headingPrefix = heads > 1 ? tr("Head %1 output:  ").arg(head + 1) : tr("Output:  ");
    m_combined.headingPrefix =
        tr("Combined output (%1):  ").arg(combinationName(m_document->scenario().combination));
    m_head.heading->setText(m_head.headingPrefix + m_headReadout);
    m_combined.heading->setText(m_combined.headingPrefix + m_combinedReadout);

    QStringList notes;
    if (query < 0) {
        m_title->setText(tr("Output"));
        m_head.headingPrefix.clear();
        m_head.readoutName.clear();
        m_head.heading->setText(QString());
        notes << tr("No result yet: the scenario has not been computed.");
    } else {
        const QString label = query < int(trace.queryLabels.size())
                                  ? QString::fromStdString(trace.queryLabels[std::size_t(query)])
                                  : QStringLiteral("q%1").arg(query + 1);
        m_title->setText(tr("Output for query “%1”").arg(label));
        if (headTrace->weightsOnly)
            notes << tr("Imported attention weights come without values: there is no output.");
        else if (!headTrace->enabled)
            notes << tr("Head %1 is switched off: its output counts as zeros.").arg(head + 1);
        if (std::max(headDim, combinedDim) > maxComponents)
            notes << tr("Showing the first %1 of %2 components.")
                         .arg(maxComponents)
                         .arg(std::max(headDim, combinedDim));
        if (!m_document->issues().empty())
            notes << tr("The scenario has problems; showing the last valid result.");
    }
    PlotStyle::setNote(m_note, notes.join(u' '));
    m_plot->replot(QCustomPlot::rpQueuedReplot);
}

void OutputView::setComponentTicks(Panel &panel, int components, int most)
{
    // Ticks only on components that exist: 1, then every step-th.
    int step = 1;
    for (int candidate : {1, 2, 4, 5, 8, 10, 16, 20, 25, 32, 50, 64, 100, 128, 256, 512, 1024})
        if (components / candidate <= most || candidate == 1024) {
            step = candidate;
            break;
        }
    if (step == panel.tickStep && components == panel.tickComponents)
        return;
    panel.tickStep = step;
    panel.tickComponents = components;
    panel.ticker->clear();
    for (int i = 1; i <= components; ++i)
        if (i == 1 || i % step == 0)
            panel.ticker->addTick(i, QString::number(i));
}

void OutputView::fitLayout()
{
    // The fits read the sizes the layout gave and may change what it needs (a wrapped
    // title, wider tick labels): lay out again until the plots keep their size.
    for (int pass = 0; pass < 4; ++pass) {
        const QRect headBefore = m_head.rect->rect();
        const QRect combinedBefore = m_combined.rect->rect();
        const QRect titleBefore = m_title->outerRect();
        m_title->setMaximumLines(height() >= kTwoLineTitleHeight ? 2 : 1);
        m_title->rewrap();
        for (Panel *panel : {&m_head, &m_combined}) {
            fitPanel(*panel);
            fitHeading(*panel);
        }
        for (auto phase : {QCPLayoutElement::upPreparation, QCPLayoutElement::upMargins,
                           QCPLayoutElement::upLayout})
            m_plot->plotLayout()->update(phase);
        if (m_head.rect->rect() == headBefore && m_combined.rect->rect() == combinedBefore &&
            m_title->outerRect() == titleBefore)
            break;
    }
    const int plots = m_combinedShown ? 2 : 1;
    const int fixed = m_plot->height() - m_head.rect->height() -
                      (m_combinedShown ? m_combined.rect->height() : 0);
    // Not laid out yet (a figure rendered without a window): the plot has no height.
    const int least = std::max(0, fixed + plots * kLeastPlotHeight);
    if (m_plot->minimumHeight() != least)
        m_plot->setMinimumHeight(least);
}

void OutputView::fitPanel(Panel &panel)
{
    // Component ticks as many as fit the panel's width, on components that exist.
    const int components = int(panel.bars->data()->size());
    QCPAxis *keyAxis = panel.rect->axis(QCPAxis::atBottom);
    const double labelWidth =
        QFontMetricsF(keyAxis->tickLabelFont()).horizontalAdvance(QString::number(components));
    const int fit = int(panel.rect->width() / (labelWidth + 14.0));
    setComponentTicks(panel, components, std::clamp(fit - 1, 1, 16));

    // Numbers over the bars when every one of them fits beside its neighbours and the plot
    // keeps at least half its height for the bars.
    const bool shown = &panel == &m_head || m_combinedShown;
    const double pixels = std::max(1, panel.rect->height());
    double line = 0;
    bool fits = shown && !panel.labels.isEmpty();
    double right = -1e9;
    bool positive = false, negative = false;
    for (const QCPItemText *label : std::as_const(panel.labels)) {
        const QFontMetricsF metrics(label->font());
        line = metrics.height() + label->padding().top() + label->padding().bottom() + 2;
        const double centre = keyAxis->coordToPixel(label->position->key());
        const double width = metrics.horizontalAdvance(label->text());
        fits = fits && centre - width / 2 >= std::max<double>(right + 6, panel.rect->left()) &&
               centre + width / 2 <= panel.rect->right();
        right = centre + width / 2;
        positive = positive || label->position->value() >= 0;
        negative = negative || label->position->value() < 0;
    }
    const double room = line + 4;
    fits = fits && room * (int(positive) + int(negative)) <= pixels / 2;
    for (QCPItemText *label : std::as_const(panel.labels))
        label->setVisible(fits);

    // The bound of the values, stretched by the room the numbers take in pixels.
    double low = panel.low, high = panel.high;
    for (double v : std::as_const(panel.values)) {
        low = std::min(low, v);
        high = std::max(high, v);
    }
    if (!(high > low))
        high = low + 1;
    const double top = fits && high > 0 ? room / pixels : 4 / pixels;
    const double bottom = fits && low < 0 ? room / pixels : (low < 0 ? 4 / pixels : 0);
    const double total = (high - low) / std::max(0.2, 1 - top - bottom);
    QCPAxis *valueAxis = panel.rect->axis(QCPAxis::atLeft);
    valueAxis->setRange(low - bottom * total, high + top * total);
    ValueAxisTicks::fit(valueAxis);
}

void OutputView::fitHeading(Panel &panel)
{
    // Headings shorten their readout to the width of the plot.
    if (panel.readoutName.isEmpty()) {
        panel.heading->setText(panel.headingPrefix);
        return;
    }
    const QFontMetricsF headingMetrics(panel.heading->font());
    const double room = m_plot->viewport().width() - 24;
    QString text;
    for (int count = 8; count >= 1; --count) {
        text = panel.headingPrefix + readout(panel.readoutName, panel.values, panel.total, count);
        if (headingMetrics.horizontalAdvance(text) <= room)
            break;
    }
    panel.heading->setText(text);
}

void OutputView::onMouseMove(QMouseEvent *event)
{
    // A title too long for two lines ends in "…": the tooltip has it whole.
    if (m_title->isElided() && m_title->outerRect().contains(event->position().toPoint()))
        PlainToolTip::show(event->globalPosition().toPoint(), m_title->text(), m_plot);
    else
        QToolTip::hideText();
}
