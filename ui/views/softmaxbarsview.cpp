#include "softmaxbarsview.h"

#include "scorestages.h"

#include "barnumbersfit.h"
#include "barvaluelabels.h"
#include "categorylabelfit.h"
#include "elidedtextelement.h"
#include "keyband.h"
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
#include <vector>

namespace {

QVector<double> barValues(const QCPBars *bars)
{
    QVector<double> values;
    for (auto it = bars->data()->constBegin(); it != bars->data()->constEnd(); ++it)
        values << it->value;
    return values;
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

    m_scoreBand = KeyBand::create(m_plot, m_scoreRect, PlotStyle::highlightColor());
    m_weightBand = KeyBand::create(m_plot, m_weightRect, PlotStyle::highlightColor());
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
    m_plot->legend->setColumnSpacing(24);        // or 12: LegendFit
    m_plot->legend->setMinimumSize(QSize(1, 0)); // LegendFit wraps it instead
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

    m_binding =
        new ViewBinding(m_document, this, ViewBinding::Reads::SelectedHead, [this] { refresh(); });
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
        BarValueLabels::set(m_scoreLabels[j], scoreKeys[j], scores[j],
                            hasScores ? PlotStyle::compact(scores[j]) : QString());
        BarValueLabels::set(m_temperedLabels[j], temperedKeys[j], tempered[j],
                            PlotStyle::compact(tempered[j]));
        const bool masked = m_maskedKeys[std::size_t(j)];
        BarValueLabels::set(m_weightLabels[j], j, weights[j],
                            masked ? tr("masked")
                                   : PlotStyle::fixed(weights[j], PlotStyle::decimals(3)));
        m_weightLabels[j]->setColor(masked ? PlotStyle::mutedTextColor() : PlotStyle::textColor());
    }

    for (QCPItemRect *band : std::as_const(m_maskBands))
        m_plot->removeItem(band);
    m_maskBands.clear();
    for (int j = 0; j < n; ++j)
        if (m_maskedKeys[std::size_t(j)]) {
            m_maskBands << KeyBand::create(m_plot, m_weightRect, QColor());
            KeyBand::place(m_maskBands.last(), j, 0.45);
        }
    m_maskedRowText->setVisible(rowMasked);

    const int key = m_document->selectedKey();
    m_highlightedKey = key >= 0 && key < n ? key : -1;
    m_scoreBand->setVisible(false);
    m_weightBand->setVisible(false);
    if (m_highlightedKey >= 0) {
        KeyBand::place(m_scoreBand, m_highlightedKey, 0.5);
        KeyBand::place(m_weightBand, m_highlightedKey, 0.5);
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
                whole = m_legendFit.wholeName(item->plottable());
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
