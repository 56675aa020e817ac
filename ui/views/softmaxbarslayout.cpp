// SoftmaxBarsView's layout: the two panels' heights, the numbers over the bars, the key
// labels, the legend and the axis names fitted to the room the view has.
#include "softmaxbarsview.h"

#include "barnumbersfit.h"
#include "categorylabelfit.h"
#include "elidedtextelement.h"
#include "plotstyle.h"

#include <qcustomplot.h>

#include <algorithm>

namespace {

/// The least height of each of the two plots: below it the view scrolls instead.
constexpr int kLeastPlotHeight = 90;
/// The same in presentation mode, where the title, legend and key names in large type take
/// much of a short pane: bars this tall still read from the back of a room, and the key
/// names under them stay in view on a 1280 x 720 projector.
constexpr int kLeastPresentationPlotHeight = 72;
/// Views shorter than this keep their title on one line (ending in "…", whole in a tooltip).
constexpr int kTwoLineTitleHeight = 480;

/// The axis label `full`, shortened with "…" to the length of its axis when longer.
void setAxisName(QCPAxis *axis, const QString &full)
{
    const double length = axis->orientation() == Qt::Vertical ? axis->axisRect()->height()
                                                              : axis->axisRect()->width();
    axis->setLabel(QFontMetricsF(axis->labelFont()).elidedText(full, Qt::ElideRight, length));
}

} // namespace

int SoftmaxBarsView::unscrolledHeight() const
{
    return m_plot->minimumHeight();
}

void SoftmaxBarsView::setPresentationLayout(bool on)
{
    if (on == m_presentationLayout)
        return;
    m_presentationLayout = on;
    m_plot->replot(QCustomPlot::rpQueuedReplot);
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
    const bool twoTitleLines = height() >= kTwoLineTitleHeight && !m_presentationLayout;
    for (int pass = 0; pass < 4; ++pass) {
        keyWidth = std::min(keyWidth, keyAxis->axisRect()->width());
        const QRect scoreBefore = m_scoreRect->rect();
        const QRect weightBefore = m_weightRect->rect();
        const QRect titleBefore = m_title->outerRect();
        m_title->setMaximumLines(twoTitleLines ? 2 : 1);
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
        m_legendFit.fit(m_plot);
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
    const int plot = m_presentationLayout ? kLeastPresentationPlotHeight : kLeastPlotHeight;
    const int least = std::max(0, fixed + 2 * plot);
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
    BarNumbersFit::fitScores(m_scoreRect, m_scoreLabels, m_temperedLabels, scoreBars(),
                             temperedBars());
}

void SoftmaxBarsView::fitWeights()
{
    BarNumbersFit::fitWeights(
        m_weightRect, m_weightLabels, weightBars(), [this](int key) { return isKeyMasked(key); },
        !m_maskedRowText->visible());
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
