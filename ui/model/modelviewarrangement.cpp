// ModelView's arrangement of its three parts (the thumbnails, the prediction, the large
// head) for the room the tab has.
#include "heatmapview.h"
#include "linelimitedlabel.h"
#include "modelheadpanel.h"
#include "modelheadsgrid.h"
#include "modelview.h"

#include <QBoxLayout>
#include <QScrollArea>
#include <QSplitter>

#include <algorithm>

bool ModelView::predictionBeside() const
{
    return m_predictionBox->parentWidget() == m_split;
}

bool ModelView::headFirst() const
{
    return m_split->orientation() == Qt::Vertical;
}

void ModelView::arrange()
{
    // Measured on the layout as it is now: a language's chips may wrap on more or fewer rows,
    // and the scroll area around them passes that on only with the next layout pass.
    m_scroll->widget()->layout()->activate();
    const int handle = m_split->handleWidth();
    const QWidget *gridBox = m_grid->parentWidget();
    const int gridWidth = gridBox->minimumSizeHint().width();
    const int predictionWidth = m_predictionBox->minimumSizeHint().width();
    const int headWidth = m_headPanel->minimumSizeHint().width();
    const int stackedHeight = gridBox->minimumSizeHint().height() +
                              m_predictionBox->minimumSizeHint().height() +
                              m_overviewLayout->spacing();
    const int besideWidth = gridWidth + predictionWidth + headWidth + 2 * handle;
    // The room the splitter would have without scrolling.
    const QWidget *content = m_scroll->widget();
    const int height = m_scroll->viewport()->height() - (content->height() - m_split->height());
    const int width = m_scroll->viewport()->width() - (content->width() - m_split->width());
    // Where height is short (a projector at 720 pixels), the hint gives its lines to the
    // heads: each word's tooltip says the same.
    const int hint = m_chipsHint->sizeHint().height() + layout()->spacing();
    const int roomWithoutHint = height + (m_chipsHint->isVisible() ? hint : 0);
    m_chipsHint->setVisible(roomWithoutHint - hint >= stackedHeight);

    enum class Arrangement
    {
        Beside,
        Stacked,
        HeadFirst
    };
    // The large head is what a class reads. Beside both columns where the height is short
    // for them one above the other and the head keeps there every key's name whole (the
    // columns' stretch is 0: the width judged is the width it gets); else beside one column
    // of both, the tab scrolling for the other (a lesson's dock beside the tab on a
    // projector), where the head keeps kComfortableHeadShare times its least width; else
    // first, at the whole width, the thumbnails and the prediction under it.
    const int headBesideBoth = width - gridWidth - predictionWidth - 2 * handle;
    const bool roomBesideBoth =
        width >= besideWidth && m_headPanel->heatmap()->keyLabelsWholeAt(headBesideBoth);
    const bool roomBesideOne =
        width - std::max(gridWidth, predictionWidth) - handle >= kComfortableHeadShare * headWidth;
    Arrangement wanted = Arrangement::Stacked;
    if (height < stackedHeight && roomBesideBoth)
        wanted = Arrangement::Beside;
    else if (!roomBesideOne)
        wanted = Arrangement::HeadFirst;
    const bool beside = wanted == Arrangement::Beside;
    // Where the head's heatmap and controls are taller than the height in sight (a
    // projector at 720 pixels), the heatmap takes that height, even below its least (its
    // note says which query names are left out): its cells and key names are in sight
    // together and the tab scrolls to the controls under it.
    const int headWidthNow = beside ? headBesideBoth : m_headPanel->width();
    QWidget *heatmap = m_headPanel->heatmap();
    const bool tall =
        heatmap->minimumSizeHint().height() + m_headPanel->controlsHeight(headWidthNow) > height;
    const int fixed = std::max(height, kLeastHeatmapHeight);
    heatmap->setMinimumHeight(tall ? fixed : 0);
    heatmap->setMaximumHeight(tall ? fixed : QWIDGETSIZE_MAX);

    const Arrangement now = predictionBeside() ? Arrangement::Beside
                            : headFirst()      ? Arrangement::HeadFirst
                                               : Arrangement::Stacked;
    if (wanted != now) {
        const bool first = wanted == Arrangement::HeadFirst;
        if (beside)
            m_split->addWidget(m_predictionBox);
        else
            m_overviewLayout->addWidget(m_predictionBox, 2);
        m_split->insertWidget(first ? 0 : 1, m_headPanel); // moves it
        m_split->setOrientation(first ? Qt::Vertical : Qt::Horizontal);
        m_overviewLayout->setDirection(first ? QBoxLayout::LeftToRight : QBoxLayout::TopToBottom);
        m_split->setStretchFactor(m_split->indexOf(m_overview), beside ? 0 : 1);
        m_split->setStretchFactor(m_split->indexOf(m_headPanel), 2);
        if (beside)
            m_split->setStretchFactor(m_split->indexOf(m_predictionBox), 0);
    }
    if (beside)
        m_split->setSizes({gridWidth, headBesideBoth, predictionWidth});
}
