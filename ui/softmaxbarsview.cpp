#include "softmaxbarsview.h"

#include "scorestages.h"

#include "categorylabelfit.h"
#include "deferredrefresh.h"
#include "elidedtextelement.h"
#include "maskedband.h"
#include "plaintooltip.h"
#include "plotstyle.h"
#include "retranslate.h"
#include "scrollingplot.h"
#include "valueaxisticks.h"

#include <qcustomplot.h>

#include <QToolTip>

#include <algorithm>
#include <cmath>
#include <vector>

namespace {

/// The least height of each of the two plots: below it the view scrolls instead.
constexpr int kLeastPlotHeight = 90;
/// Views shorter than this keep their title on one line (ending in "…", whole in a tooltip).
constexpr int kTwoLineTitleHeight = 480;

QVector<double> barValues(const QCPBars *bars)
{
    QVector<double> values;
    for (auto it = bars->data()->constBegin(); it != bars->data()->constEnd(); ++it)
        values << it->value;
    return values;
}

/// A band over one key of `rect`'s panel: filled with `colour`, or a MaskedBand (hatched)
/// when `colour` is invalid.
QCPItemRect *createBand(QCustomPlot *plot, QCPAxisRect *rect, const QColor &colour)
{
    // Spans the whole height of the panel whatever its value range: x in plot coordinates,
    // y as a fraction of the axis rect.
    QCPItemRect *band = colour.isValid() ? new QCPItemRect(plot) : new MaskedBand(plot);
    band->setLayer(QStringLiteral("background"));
    band->setClipAxisRect(rect);
    band->setPen(Qt::NoPen);
    if (colour.isValid())
        band->setBrush(colour);
    for (QCPItemPosition *corner : {band->topLeft, band->bottomRight}) {
        corner->setAxisRect(rect);
        corner->setAxes(rect->axis(QCPAxis::atBottom), rect->axis(QCPAxis::atLeft));
        corner->setTypeX(QCPItemPosition::ptPlotCoords);
        corner->setTypeY(QCPItemPosition::ptAxisRectRatio);
    }
    band->setVisible(false);
    return band;
}

void placeBand(QCPItemRect *band, double key, double halfWidth)
{
    band->topLeft->setCoords(key - halfWidth, 0);
    band->bottomRight->setCoords(key + halfWidth, 1);
    band->setVisible(true);
}

void setLabel(QCPItemText *label, double key, double value, const QString &text)
{
    label->position->setCoords(key, value);
    label->setPositionAlignment(Qt::AlignHCenter | (value < 0 ? Qt::AlignTop : Qt::AlignBottom));
    label->setText(text);
}

/// The height a value label takes over its bar, padding and a small gap included.
double labelLine(const QList<QCPItemText *> &labels)
{
    if (labels.isEmpty())
        return 0;
    const QCPItemText *label = labels.first();
    return QFontMetricsF(label->font()).height() + label->padding().top() +
           label->padding().bottom() + 2;
}

/// A value label and the key of the bar it names.
struct Placed
{
    QCPItemText *label;
    double key;
};

/// The labels that have a text, with their bars' keys, in key order.
std::vector<Placed> placed(const QList<QCPItemText *> &labels, const QVector<double> &keys)
{
    std::vector<Placed> items;
    for (int j = 0; j < std::min<int>(int(labels.size()), int(keys.size())); ++j)
        if (!labels[j]->text().isEmpty())
            items.push_back({labels[j], keys[j]});
    std::sort(items.begin(), items.end(),
              [](const Placed &a, const Placed &b) { return a.key < b.key; });
    return items;
}

/// Whether `items` fit side by side on one line over their bars, `gap` pixels apart, within
/// [left, right]: a label that would stick out at an end moves inward. With `apply`, puts
/// them there.
bool arrangeOneLine(const std::vector<Placed> &items, const QCPAxis *keyAxis, double left,
                    double right, double gap, bool apply)
{
    double previousRight = left - gap;
    std::vector<double> centres;
    for (const Placed &item : items) {
        const double width =
            QFontMetricsF(item.label->font()).horizontalAdvance(item.label->text());
        if (width > right - left)
            return false;
        const double centre =
            std::clamp(keyAxis->coordToPixel(item.key), left + width / 2, right - width / 2);
        if (centre - width / 2 < previousRight + gap)
            return false;
        previousRight = centre + width / 2;
        centres.push_back(centre);
    }
    if (apply)
        for (std::size_t i = 0; i < items.size(); ++i)
            items[i].label->position->setCoords(keyAxis->pixelToCoord(centres[i]),
                                                items[i].label->position->value());
    return true;
}

/// Value range [lower, upper] that holds [low, high] (low <= 0 <= high, in units of the data)
/// with `above` and `below` pixels of room on a panel `pixels` tall.
QCPRange paddedRange(double low, double high, double above, double below, double pixels)
{
    if (!(high > low))
        high = low + 1;
    const double top = high > 0 ? above / pixels : 0.0;
    const double bottom = low < 0 ? below / pixels : 0.0;
    const double total = (high - low) / std::max(0.2, 1.0 - top - bottom);
    return QCPRange(low - bottom * total, high + top * total);
}

/// The axis label `full`, shortened with "…" to the length of its axis when longer.
void setAxisName(QCPAxis *axis, const QString &full)
{
    const double length = axis->orientation() == Qt::Vertical ? axis->axisRect()->height()
                                                              : axis->axisRect()->width();
    axis->setLabel(QFontMetricsF(axis->labelFont()).elidedText(full, Qt::ElideRight, length));
}

} // namespace

SoftmaxBarsView::SoftmaxBarsView(Document *document, QWidget *parent)
    : QWidget(parent), m_document(document), m_plot(new QCustomPlot(this)),
      m_keyTicker(new QCPAxisTickerText)
{
    placeScrollingPlot(this, m_plot); // too short a pane scrolls, never squashes
    m_plot->setMouseTracking(true);
    PlotStyle::applyToPlot(m_plot);

    m_scoreRect = addPanel(m_plot->axisRect());
    m_weightRect = addPanel(new QCPAxisRect(m_plot));
    m_plot->plotLayout()->addElement(1, 0, m_weightRect);
    auto *margins = new QCPMarginGroup(m_plot);
    m_scoreRect->setMarginGroup(QCP::msLeft | QCP::msRight, margins);
    m_weightRect->setMarginGroup(QCP::msLeft | QCP::msRight, margins);
    // The keys are named once, under the weights; the score panel shares their slots.
    m_scoreRect->axis(QCPAxis::atBottom)->setTickLabels(false);
    QCPAxis *weightAxis = m_weightRect->axis(QCPAxis::atLeft);
    weightAxis->setRange(0, 1.18);
    // s a' / T on a scale of its own: at a low temperature it is many times a', and on one
    // axis the raw scores would shrink to nothing.
    QCPAxis *temperedAxis = m_scoreRect->axis(QCPAxis::atRight);
    temperedAxis->grid()->setVisible(false);
    temperedAxis->setVisible(false);

    m_scoreBars =
        new QCPBars(m_scoreRect->axis(QCPAxis::atBottom), m_scoreRect->axis(QCPAxis::atLeft));
    m_scoreBars->setBrush(PlotStyle::scoreColor());
    m_scoreBars->setPen(Qt::NoPen);
    m_temperedBars = new QCPBars(m_scoreRect->axis(QCPAxis::atBottom), temperedAxis);
    m_temperedBars->setBrush(PlotStyle::temperedColor());
    m_temperedBars->setPen(Qt::NoPen);
    m_weightBars = new QCPBars(m_weightRect->axis(QCPAxis::atBottom), weightAxis);
    m_weightBars->setBrush(PlotStyle::weightColor());
    m_weightBars->setPen(Qt::NoPen);
    m_weightBars->setWidth(0.6);
    onLanguageChange(this, [this] {
        m_scoreAxisName = tr("score");
        m_weightAxisName = tr("weight");
        m_scoreRect->axis(QCPAxis::atLeft)->setLabel(m_scoreAxisName);
        m_weightRect->axis(QCPAxis::atLeft)->setLabel(m_weightAxisName);
        m_weightRect->axis(QCPAxis::atBottom)->setLabel(tr("key"));
        m_scoreBars->setName(tr("raw score a′ = q·k"));
        m_weightBars->setName(tr("weight a = softmax"));
    });

    m_scoreBand = createBand(m_plot, m_scoreRect, PlotStyle::highlightColor());
    m_weightBand = createBand(m_plot, m_weightRect, PlotStyle::highlightColor());
    m_maskedRowText = PlotStyle::createValueLabel(m_plot, m_weightRect);
    m_maskedRowText->position->setType(QCPItemPosition::ptAxisRectRatio);
    m_maskedRowText->position->setCoords(0.5, 0.45);
    m_maskedRowText->setText(tr("Every key is masked for this query: no weights."));
    m_maskedRowText->setFont(PlotStyle::labelFont());
    m_maskedRowText->setBrush(Qt::white);
    m_maskedRowText->setPen(QPen(PlotStyle::mutedTextColor()));
    m_maskedRowText->setPadding(QMargins(8, 4, 8, 4));

    // Title, note and legend above the panels.
    m_plot->legend->setVisible(true);
    m_plot->axisRect()->insetLayout()->take(m_plot->legend);
    m_plot->legend->setFillOrder(QCPLayoutGrid::foColumnsFirst);
    m_plot->legend->setBorderPen(Qt::NoPen);
    m_plot->legend->setFont(PlotStyle::labelFont());
    m_plot->legend->setTextColor(PlotStyle::textColor());
    m_plot->legend->setColumnSpacing(24);        // or 12: fitLegend()
    m_plot->legend->setMinimumSize(QSize(1, 0)); // fitLegend() wraps it instead
    m_plot->plotLayout()->insertRow(0);
    m_plot->plotLayout()->addElement(0, 0, m_plot->legend);
    m_plot->plotLayout()->setRowStretchFactor(0, 0.001);
    m_plot->plotLayout()->insertRow(0);
    m_note = PlotStyle::createText(m_plot, QString(), PlotStyle::noteFont());
    m_note->setTextColor(PlotStyle::mutedTextColor());
    m_plot->plotLayout()->addElement(0, 0, m_note);
    m_plot->plotLayout()->insertRow(0);
    m_title = static_cast<ElidedTextElement *>(PlotStyle::createTitle(m_plot));
    m_title->setMaximumLines(2);
    m_title->setTextColor(PlotStyle::textColor());
    m_plot->plotLayout()->addElement(0, 0, m_title);

    m_deferred = new DeferredRefresh(this, [this] { refresh(); });
    connect(m_document, &Document::changed, m_deferred, &DeferredRefresh::request);
    connect(m_plot, &QCustomPlot::afterLayout, this, &SoftmaxBarsView::fitLayout);
    connect(m_plot, &QCustomPlot::mousePress, this, &SoftmaxBarsView::onMousePress);
    connect(m_plot, &QCustomPlot::mouseMove, this, &SoftmaxBarsView::onMouseMove);
    refresh();
}

SoftmaxBarsView::~SoftmaxBarsView() = default;

QCPAxisRect *SoftmaxBarsView::addPanel(QCPAxisRect *rect)
{
    PlotStyle::applyToAxisRect(rect);
    rect->axis(QCPAxis::atBottom)->setTicker(m_keyTicker);
    rect->axis(QCPAxis::atBottom)->setBasePen(Qt::NoPen);
    return rect;
}

QVector<double> SoftmaxBarsView::scoreBars() const
{
    return barValues(m_scoreBars);
}

QVector<double> SoftmaxBarsView::temperedBars() const
{
    return m_showTempered ? barValues(m_temperedBars) : QVector<double>();
}

QVector<double> SoftmaxBarsView::weightBars() const
{
    return barValues(m_weightBars);
}

bool SoftmaxBarsView::isKeyMasked(int key) const
{
    return key >= 0 && key < int(m_maskedKeys.size()) && m_maskedKeys[std::size_t(key)];
}

QString SoftmaxBarsView::title() const
{
    return m_title->text();
}

QString SoftmaxBarsView::temperedName() const
{
    const QString s = PlotStyle::compact(m_scale);
    if (m_scale != 1.0 && m_temperature != 1.0)
        return tr("s·a′ / T (s = %1)").arg(s);
    if (m_scale != 1.0)
        return tr("scaled s·a′ (s = %1)").arg(s);
    return tr("tempered a′ / T");
}

void SoftmaxBarsView::rebuildLabels(int keys)
{
    if (m_weightLabels.size() == keys)
        return;
    for (QList<QCPItemText *> *labels : {&m_scoreLabels, &m_temperedLabels, &m_weightLabels}) {
        for (QCPItemText *label : std::as_const(*labels))
            m_plot->removeItem(label);
        labels->clear();
    }
    for (int j = 0; j < keys; ++j) {
        m_scoreLabels << PlotStyle::createValueLabel(m_plot, m_scoreRect);
        m_temperedLabels << PlotStyle::createValueLabel(m_plot, m_scoreRect);
        m_temperedLabels.last()->position->setAxes(m_scoreRect->axis(QCPAxis::atBottom),
                                                   m_scoreRect->axis(QCPAxis::atRight));
        m_weightLabels << PlotStyle::createValueLabel(m_plot, m_weightRect);
    }
}

void SoftmaxBarsView::refresh()
{
    const attn::AttentionTrace &trace = m_document->trace();
    const int heads = int(trace.heads.size());
    m_head = heads > 0 ? std::clamp(m_document->selectedHead(), 0, heads - 1) : -1;
    const attn::HeadTrace *head = m_head >= 0 ? &trace.heads[std::size_t(m_head)] : nullptr;
    // Imported weights have no scores (0 x 0): the weights panel still shows them.
    const int keys = head ? int(head->weights.cols()) : 0;
    const int queries = head ? int(head->weights.rows()) : 0;
    const bool hasScores = head && attn::hasScores(*head);
    m_query = queries > 0 ? std::clamp(m_document->selectedQuery(), 0, queries - 1) : -1;
    if (m_query < 0) {
        m_head = -1;
        m_query = -1;
    }
    const int n = m_query >= 0 ? keys : 0;
    if (m_document->issues().empty())
        m_temperature = m_document->scenario().temperature;
    m_scale = head ? head->scale : 1.0;

    m_keyLabels.clear();
    for (int j = 0; j < n; ++j)
        m_keyLabels << (j < int(trace.keyLabels.size())
                            ? QString::fromStdString(trace.keyLabels[std::size_t(j)])
                            : QStringLiteral("k%1").arg(j + 1));
    const bool rowMasked = m_query >= 0 && head->argmax[std::size_t(m_query)] < 0;
    m_maskedKeys.assign(std::size_t(n), false);
    for (int j = 0; j < n; ++j)
        m_maskedKeys[std::size_t(j)] = !attn::isVisible(trace, std::size_t(m_head), m_query, j);

    // The selected query's row of scores, computed from the trace (it keeps no scaled or
    // tempered scores).
    m_rawRow = hasScores && n > 0
                   ? attn::scoreRow(trace, std::size_t(m_head), attn::ScoreStage::Raw, m_query)
                   : attn::RowVector();
    m_temperedRow = hasScores && n > 0 ? attn::scoreRow(trace, std::size_t(m_head),
                                                        attn::ScoreStage::Tempered, m_query)
                                       : attn::RowVector();
    auto finite = [](double v) { return std::isfinite(v) ? v : 0.0; };
    m_showTempered = false;
    for (int j = 0; j < n && hasScores; ++j)
        if (std::abs(m_temperedRow[j] - m_rawRow[j]) > 1e-12 * (1 + std::abs(m_rawRow[j])))
            m_showTempered = true;

    const double offset = m_showTempered ? 0.2 : 0.0;
    QVector<double> scoreKeys, temperedKeys, weightKeys, scores, tempered, weights;
    for (int j = 0; j < n; ++j) {
        scoreKeys << j - offset;
        temperedKeys << j + offset;
        weightKeys << j;
        scores << (hasScores ? finite(m_rawRow[j]) : 0.0);
        tempered << (hasScores ? finite(m_temperedRow[j]) : 0.0);
        weights << finite(head->weights(m_query, j));
    }
    m_scoreBars->setWidth(m_showTempered ? 0.38 : 0.6);
    m_temperedBars->setWidth(0.38);
    m_scoreBars->setData(scoreKeys, scores, true);
    m_temperedBars->setData(m_showTempered ? temperedKeys : QVector<double>(),
                            m_showTempered ? tempered : QVector<double>(), true);
    m_weightBars->setData(weightKeys, weights, true);
    m_temperedBars->setName(temperedName());
    m_temperedBars->setVisible(m_showTempered);
    m_scoreRect->axis(QCPAxis::atRight)->setVisible(m_showTempered);
    if (m_showTempered)
        m_temperedBars->addToLegend();
    else
        m_temperedBars->removeFromLegend();

    // The value ranges follow in fitLayout(), once the plots' heights are known.
    for (QCPAxisRect *rect : {m_scoreRect, m_weightRect})
        rect->axis(QCPAxis::atBottom)->setRange(-0.5, std::max(n, 1) - 0.5);

    rebuildLabels(n);
    for (int j = 0; j < n; ++j) {
        setLabel(m_scoreLabels[j], scoreKeys[j], scores[j],
                 hasScores ? PlotStyle::compact(scores[j]) : QString());
        setLabel(m_temperedLabels[j], temperedKeys[j], tempered[j],
                 PlotStyle::compact(tempered[j]));
        const bool masked = m_maskedKeys[std::size_t(j)];
        setLabel(m_weightLabels[j], j, weights[j],
                 masked ? tr("masked") : PlotStyle::fixed(weights[j], PlotStyle::decimals(3)));
        m_weightLabels[j]->setColor(masked ? PlotStyle::mutedTextColor() : PlotStyle::textColor());
    }

    for (QCPItemRect *band : std::as_const(m_maskBands))
        m_plot->removeItem(band);
    m_maskBands.clear();
    for (int j = 0; j < n; ++j)
        if (m_maskedKeys[std::size_t(j)]) {
            m_maskBands << createBand(m_plot, m_weightRect, QColor());
            placeBand(m_maskBands.last(), j, 0.45);
        }
    m_maskedRowText->setVisible(rowMasked);

    const int key = m_document->selectedKey();
    m_highlightedKey = key >= 0 && key < n ? key : -1;
    m_scoreBand->setVisible(false);
    m_weightBand->setVisible(false);
    if (m_highlightedKey >= 0) {
        placeBand(m_scoreBand, m_highlightedKey, 0.5);
        placeBand(m_weightBand, m_highlightedKey, 0.5);
    }

    const QString temperature = m_temperature == 0.0        ? tr("0, hardmax")
                                : std::isinf(m_temperature) ? tr("∞, uniform")
                                                            : PlotStyle::compact(m_temperature);
    if (m_query < 0) {
        m_title->setText(tr("Scores and softmax weights"));
        m_noteText = tr("No result yet: the scenario has not been computed.");
        PlotStyle::setNote(m_note, m_noteText);
    } else {
        const QString query = m_query < int(trace.queryLabels.size())
                                  ? QString::fromStdString(trace.queryLabels[std::size_t(m_query)])
                                  : QStringLiteral("q%1").arg(m_query + 1);
        // Imported weights are shown as they are: no temperature was applied to them.
        QString title =
            head && head->weightsOnly
                ? tr("Query “%1”: imported attention weights").arg(query)
                : tr("Query “%1”: scores and softmax weights (T = %2)").arg(query, temperature);
        if (heads > 1)
            title += tr(" — head %1").arg(m_head + 1);
        m_title->setText(title);
        m_noteText = !m_document->issues().empty()
                         ? tr("The scenario has problems; showing the last valid result.")
                     : hasScores ? QString()
                                 : tr("Imported attention weights: there are no scores.");
        PlotStyle::setNote(m_note, m_noteText);
    }
    m_plot->replot(QCustomPlot::rpQueuedReplot);
}

int SoftmaxBarsView::unscrolledHeight() const
{
    return m_plot->minimumHeight();
}

void SoftmaxBarsView::fitLayout()
{
    // Each fit reads the sizes the layout gave and may change what the layout needs (a
    // wrapped title, two lines of key labels, wider tick labels): lay out again until the
    // plots keep their size, which takes two or three passes.
    QCPAxis *keyAxis = m_weightRect->axis(QCPAxis::atBottom);
    // The key labels fit the narrowest width seen: a width that grows when the labels take
    // fewer lines (tick labels beside a taller plot) would otherwise swing back and forth.
    int keyWidth = keyAxis->axisRect()->width();
    for (int pass = 0; pass < 4; ++pass) {
        keyWidth = std::min(keyWidth, keyAxis->axisRect()->width());
        const QRect scoreBefore = m_scoreRect->rect();
        const QRect weightBefore = m_weightRect->rect();
        const QRect titleBefore = m_title->outerRect();
        m_title->setMaximumLines(height() >= kTwoLineTitleHeight ? 2 : 1);
        m_title->rewrap();
        // The first and last key may reach into the margins, not past the plot's edges.
        const QRect keyRect = keyAxis->axisRect()->rect();
        const CategoryLabelFit keyFit = CategoryLabelFit::columns(
            m_keyLabels, keyAxis->tickLabelFont(), keyWidth, 3, keyRect.left() - 2,
            m_plot->viewport().width() - 1 - keyRect.right() - 2);
        keyFit.apply(m_keyTicker.data());
        // Keys named one in k: said in the note (hovering a bar names its key).
        QStringList notes;
        if (!m_noteText.isEmpty())
            notes << m_noteText;
        if (keyFit.kind() == CategoryLabelFit::Kind::EveryKth)
            notes << tr("One key label in %1: hover a bar to read its key.").arg(keyFit.step());
        if (m_note->text() != notes.join(u' '))
            PlotStyle::setNote(m_note, notes.join(u' '));
        fitLegend();
        shareHeight();
        fitScores();
        fitWeights();
        fitAxisLabels();
        for (auto phase : {QCPLayoutElement::upPreparation, QCPLayoutElement::upMargins,
                           QCPLayoutElement::upLayout})
            m_plot->plotLayout()->update(phase);
        if (m_scoreRect->rect() == scoreBefore && m_weightRect->rect() == weightBefore &&
            m_title->outerRect() == titleBefore)
            break;
    }
    const int fixed = m_plot->height() - m_scoreRect->height() - m_weightRect->height();
    // Not laid out yet (a figure rendered without a window): the plot has no height.
    const int least = std::max(0, fixed + 2 * kLeastPlotHeight);
    if (m_plot->minimumHeight() != least) {
        m_plot->setMinimumHeight(least);
        emit unscrolledHeightChanged(least);
    }
}

void SoftmaxBarsView::shareHeight()
{
    // The grid splits the rows' height by stretch factor, axis margins included: the key
    // labels under the weights would leave that plot a strip. Factors of the plot height
    // plus each row's own margins give both plots the same height.
    QCPLayoutGrid *grid = m_plot->plotLayout();
    int scoreRow = -1, weightRow = -1;
    for (int row = 0; row < grid->rowCount(); ++row) {
        // A figure without its title leaves that cell empty (hasElement asks quietly).
        const QCPLayoutElement *element =
            grid->hasElement(row, 0) ? grid->element(row, 0) : nullptr;
        if (element == m_scoreRect)
            scoreRow = row;
        if (element == m_weightRect)
            weightRow = row;
    }
    if (scoreRow < 0 || weightRow < 0)
        return;
    const int scoreMargins = m_scoreRect->outerRect().height() - m_scoreRect->height();
    const int weightMargins = m_weightRect->outerRect().height() - m_weightRect->height();
    const int total = m_scoreRect->outerRect().height() + m_weightRect->outerRect().height();
    const double plot = std::max(1.0, (total - scoreMargins - weightMargins) / 2.0);
    grid->setRowStretchFactor(scoreRow, plot + scoreMargins);
    grid->setRowStretchFactor(weightRow, plot + weightMargins);
}

void SoftmaxBarsView::fitScores()
{
    QCPAxis *keyAxis = m_scoreRect->axis(QCPAxis::atBottom);
    QCPAxis *rawAxis = m_scoreRect->axis(QCPAxis::atLeft);
    QCPAxis *temperedAxis = m_scoreRect->axis(QCPAxis::atRight);
    const QVector<double> raw = scoreBars();
    const QVector<double> tempered = temperedBars();
    double rawLow = 0, rawHigh = 0, temperedLow = 0, temperedHigh = 0;
    for (double v : raw) {
        rawLow = std::min(rawLow, v);
        rawHigh = std::max(rawHigh, v);
    }
    for (double v : tempered) {
        temperedLow = std::min(temperedLow, v);
        temperedHigh = std::max(temperedHigh, v);
    }

    // Numbers over the bars: raw and tempered side by side on one line, else on two lines
    // (each then has a whole slot), else the raw ones only. A row is shown whole or not at
    // all, and only when the plot keeps at least half its height for the bars.
    const double left = m_scoreRect->left();
    const double right = m_scoreRect->right();
    const double gap = 6;
    const double pixels = std::max(1, m_scoreRect->height());
    const double line = labelLine(m_scoreLabels);
    const bool anyNumber = std::any_of(m_scoreLabels.begin(), m_scoreLabels.end(),
                                       [](const QCPItemText *l) { return !l->text().isEmpty(); });
    const double offset = m_showTempered ? 0.2 : 0.0;
    QVector<double> rawKeys, temperedKeys;
    for (int j = 0; j < m_scoreLabels.size(); ++j) {
        rawKeys << j - offset;
        temperedKeys << j + offset;
    }
    const std::vector<Placed> rawItems = placed(m_scoreLabels, rawKeys);
    const std::vector<Placed> temperedItems =
        m_showTempered ? placed(m_temperedLabels, temperedKeys) : std::vector<Placed>();
    std::vector<Placed> bothItems = rawItems;
    bothItems.insert(bothItems.end(), temperedItems.begin(), temperedItems.end());
    std::sort(bothItems.begin(), bothItems.end(),
              [](const Placed &a, const Placed &b) { return a.key < b.key; });
    const bool rawFits = anyNumber && arrangeOneLine(rawItems, keyAxis, left, right, gap, false);
    const bool temperedFits =
        !temperedItems.empty() && arrangeOneLine(temperedItems, keyAxis, left, right, gap, false);
    const bool negative = rawLow < 0 || temperedLow < 0;
    const bool positive = rawHigh > 0 || temperedHigh > 0;
    auto roomFor = [&](int lines) {
        return lines * line * (int(positive) + int(negative)) <= pixels / 2;
    };
    bool showRaw = false, showTempered = false, stagger = false;
    if (rawFits && temperedFits && arrangeOneLine(bothItems, keyAxis, left, right, gap, false) &&
        roomFor(1)) {
        showRaw = showTempered = true;
    } else if (rawFits && temperedFits && roomFor(2)) {
        showRaw = showTempered = stagger = true;
    } else if (rawFits && roomFor(1)) {
        showRaw = true;
    }
    const int lines = int(showRaw) + int(stagger);
    const double room = lines * line;

    // Both axes put zero at the same height: each series is scaled by its own largest
    // magnitude, and the two ranges are the same range in those units.
    const double rawScale = std::max(std::abs(rawLow), std::abs(rawHigh));
    const double temperedScale = std::max(std::abs(temperedLow), std::abs(temperedHigh));
    const double rawUnit = rawScale > 0 ? rawScale : 1.0;
    const double temperedUnit = temperedScale > 0 ? temperedScale : 1.0;
    double low = rawLow / rawUnit, high = rawHigh / rawUnit;
    if (m_showTempered) {
        low = std::min(low, temperedLow / temperedUnit);
        high = std::max(high, temperedHigh / temperedUnit);
    }
    const QCPRange range = paddedRange(low, high, room + 4, room + 4, pixels);
    rawAxis->setRange(range.lower * rawUnit, range.upper * rawUnit);
    temperedAxis->setRange(range.lower * temperedUnit, range.upper * temperedUnit);
    ValueAxisTicks::fit(rawAxis);
    if (m_showTempered)
        ValueAxisTicks::fit(temperedAxis);

    // A staggered tempered number sits one line further from the zero line than its raw
    // neighbour's.
    const double shift = line * temperedAxis->range().size() / pixels;
    const QVector<double> temperedValues = temperedBars();
    for (int j = 0; j < m_temperedLabels.size(); ++j) {
        const double value = j < temperedValues.size() ? temperedValues[j] : 0.0;
        const double out = stagger ? (value < 0 ? -shift : shift) : 0.0;
        m_temperedLabels[j]->position->setCoords(temperedKeys[j], value + out);
    }
    for (int j = 0; j < m_scoreLabels.size(); ++j)
        m_scoreLabels[j]->position->setCoords(rawKeys[j], m_scoreLabels[j]->position->value());
    if (showRaw && showTempered && !stagger)
        arrangeOneLine(bothItems, keyAxis, left, right, gap, true);
    else if (showRaw)
        arrangeOneLine(rawItems, keyAxis, left, right, gap, true);
    if (stagger)
        arrangeOneLine(temperedItems, keyAxis, left, right, gap, true);
    for (QCPItemText *label : std::as_const(m_scoreLabels))
        label->setVisible(showRaw && !label->text().isEmpty());
    for (QCPItemText *label : std::as_const(m_temperedLabels))
        label->setVisible(showTempered);
}

void SoftmaxBarsView::fitWeights()
{
    // The weights' numbers: all of them when they fit; else the weights without the word
    // "masked" (the hatching says it); never hidden because keys are masked.
    QCPAxis *keyAxis = m_weightRect->axis(QCPAxis::atBottom);
    QCPAxis *weightAxis = m_weightRect->axis(QCPAxis::atLeft);
    const double pixels = std::max(1, m_weightRect->height());
    const double line = labelLine(m_weightLabels);
    const double left = m_weightRect->left();
    const double right = m_weightRect->right();
    const double gap = 6;
    QList<QCPItemText *> open;
    QVector<double> keys, openKeys;
    for (int j = 0; j < m_weightLabels.size(); ++j) {
        keys << j;
        m_weightLabels[j]->position->setCoords(j, m_weightLabels[j]->position->value());
        if (!isKeyMasked(j)) {
            open << m_weightLabels[j];
            openKeys << j;
        }
    }
    const std::vector<Placed> allItems = placed(m_weightLabels, keys);
    const std::vector<Placed> openItems = placed(open, openKeys);
    const bool room = line + 4 <= pixels / 2 && !m_maskedRowText->visible();
    // Three decimals, or two when three do not fit (a figure's own choice, or nothing).
    const QVector<double> weights = weightBars();
    bool openFit = false;
    const QList<int> tries =
        PlotStyle::decimalsChosen() ? QList<int>{PlotStyle::decimals(3)} : QList<int>{3, 2};
    for (int decimals : tries) {
        for (int j = 0; j < m_weightLabels.size(); ++j)
            if (!isKeyMasked(j) && j < weights.size())
                m_weightLabels[j]->setText(PlotStyle::fixed(weights[j], decimals));
        openFit = room && arrangeOneLine(openItems, keyAxis, left, right, gap, false);
        if (openFit)
            break;
    }
    const bool allFit = room && arrangeOneLine(allItems, keyAxis, left, right, gap, false);
    arrangeOneLine(allFit ? allItems : openItems, keyAxis, left, right, gap, allFit || openFit);
    for (int j = 0; j < m_weightLabels.size(); ++j)
        m_weightLabels[j]->setVisible(isKeyMasked(j) ? allFit : openFit);
    weightAxis->setRange(paddedRange(0, 1, openFit ? line + 4 : 4, 0, pixels));
    ValueAxisTicks::fit(weightAxis);
}

void SoftmaxBarsView::fitAxisLabels()
{
    setAxisName(m_scoreRect->axis(QCPAxis::atLeft), m_scoreAxisName);
    setAxisName(m_weightRect->axis(QCPAxis::atLeft), m_weightAxisName);
    // The legend names s a' / T in full; the axis carries its formula only.
    const QString tempered = m_scale != 1.0 && m_temperature != 1.0 ? QStringLiteral("s·a′ / T")
                             : m_scale != 1.0                       ? QStringLiteral("s·a′")
                                                                    : QStringLiteral("a′ / T");
    setAxisName(m_scoreRect->axis(QCPAxis::atRight), tempered);
}

bool SoftmaxBarsView::fitLegend()
{
    // As many entries per row as the plot's width holds, at least one. Entries fill the
    // rows in turn, so a column is as wide as the widest entry that lands in it.
    QCPLegend *legend = m_plot->legend;
    // The width the plot's layout gives the legend (less the plot layout's own margins), or
    // the plot's before the first layout; inside it, the legend's margins.
    const int given =
        legend->outerRect().width() > 0 ? legend->outerRect().width() : m_plot->viewport().width();
    // Less a pixel per column boundary: the grid rounds each column's share of the width.
    const int available = given - legend->margins().left() - legend->margins().right() - 2;
    // Full names back first (unless a name was set anew since, on a language switch).
    bool renamed = false;
    for (auto it = m_shortenedNames.begin(); it != m_shortenedNames.end(); ++it)
        if (it.key()->name() == it.value().second) {
            it.key()->setName(it.value().first);
            renamed = true;
        }
    m_shortenedNames.clear();
    // Cells of a wrapped grid can be empty: count the entries, not the cells.
    std::vector<int> widths;
    for (int i = 0; i < legend->elementCount(); ++i)
        if (QCPLayoutElement *entry = legend->elementAt(i))
            widths.push_back(entry->minimumOuterSizeHint().width());
    auto gridWidth = [&widths](int columns, int spacing) {
        int total = spacing * (columns - 1);
        for (int column = 0; column < columns; ++column) {
            int widest = 0;
            for (std::size_t i = std::size_t(column); i < widths.size(); i += std::size_t(columns))
                widest = std::max(widest, widths[i]);
            total += widest;
        }
        return total;
    };
    auto columnsAt = [&](int spacing) {
        int columns = 1;
        while (columns < int(widths.size()) && gridWidth(columns + 1, spacing) <= available)
            ++columns;
        return columns;
    };
    // Entries 24 px apart; closer (12) where that keeps a row more (one line less of legend).
    constexpr int kWideSpacing = 24, kNarrowSpacing = 12;
    int spacing = kWideSpacing;
    int columns = columnsAt(kWideSpacing);
    if (columnsAt(kNarrowSpacing) > columns) {
        spacing = kNarrowSpacing;
        columns = columnsAt(kNarrowSpacing);
    }
    const int wrap = columns >= int(widths.size()) ? 0 : columns;
    // An entry wider than the legend even in a column of its own: its name shortened.
    for (int i = 0; columns == 1 && i < legend->itemCount(); ++i) {
        auto *item = qobject_cast<QCPPlottableLegendItem *>(legend->item(i));
        const int need =
            item ? static_cast<QCPLayoutElement *>(item)->minimumOuterSizeHint().width() : 0;
        if (!item || need <= available)
            continue;
        const QString full = item->plottable()->name();
        const QFontMetrics metrics(item->font());
        const int room = available - (need - metrics.horizontalAdvance(full));
        const QString shown = metrics.elidedText(full, Qt::ElideRight, std::max(room, 0));
        item->plottable()->setName(shown);
        m_shortenedNames.insert(item->plottable(), {full, shown});
        renamed = true;
    }
    if (wrap == legend->wrap() && spacing == legend->columnSpacing())
        return renamed;
    legend->setColumnSpacing(spacing);
    legend->setWrap(wrap);
    legend->setFillOrder(QCPLayoutGrid::foColumnsFirst, true); // re-flows the entries
    return true;
}

int SoftmaxBarsView::keyAt(const QPointF &pixel) const
{
    const int n = int(m_keyLabels.size());
    const QRect top = m_scoreRect->rect();
    const QRect bottom = m_weightRect->rect();
    if (n == 0 || pixel.x() < bottom.left() || pixel.x() > bottom.right() ||
        pixel.y() < top.top() || pixel.y() > m_weightRect->outerRect().bottom())
        return -1;
    const int key =
        int(std::lround(m_weightRect->axis(QCPAxis::atBottom)->pixelToCoord(pixel.x())));
    return key >= 0 && key < n ? key : -1;
}

void SoftmaxBarsView::onMousePress(QMouseEvent *event)
{
    const int key = keyAt(event->position());
    if (event->button() == Qt::LeftButton && key >= 0)
        m_document->setSelection(m_head, m_query, key);
}

void SoftmaxBarsView::onMouseMove(QMouseEvent *event)
{
    const int key = keyAt(event->position());
    if (key < 0) {
        // A title too long for two lines ends in "…", and so does a legend entry too wide
        // for the legend: the tooltip has it whole.
        const QPoint at = event->position().toPoint();
        QString whole =
            m_title->isElided() && m_title->outerRect().contains(at) ? m_title->text() : QString();
        for (int i = 0; whole.isEmpty() && i < m_plot->legend->itemCount(); ++i)
            if (auto *item = qobject_cast<QCPPlottableLegendItem *>(m_plot->legend->item(i));
                item && item->outerRect().contains(at))
                whole = m_shortenedNames.value(item->plottable()).first;
        if (!whole.isEmpty())
            PlainToolTip::show(event->globalPosition().toPoint(), whole, m_plot);
        else
            QToolTip::hideText();
        return;
    }
    const attn::HeadTrace &head = m_document->trace().heads[std::size_t(m_head)];
    QStringList lines;
    lines << tr("key “%1”").arg(m_keyLabels.at(key));
    if (key < m_rawRow.size())
        lines << tr("raw score a′ = %1").arg(PlotStyle::compact(m_rawRow[key]));
    if (m_showTempered && key < m_temperedRow.size())
        lines << tr("%1 = %2").arg(temperedName(), PlotStyle::compact(m_temperedRow[key]));
    lines << (isKeyMasked(key)
                  ? tr("masked: weight 0")
                  : tr("weight a = %1").arg(PlotStyle::fixed(head.weights(m_query, key), 4)));
    PlainToolTip::show(event->globalPosition().toPoint(), lines.join(u'\n'), m_plot);
}
