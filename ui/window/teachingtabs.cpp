#include "teachingtabs.h"

#include "comparisonview.h"
#include "graphview.h"
#include "headimportanceview.h"
#include "headsgridview.h"
#include "heatmappage.h"
#include "heatmapview.h"
#include "linesview.h"
#include "modelview.h"
#include "planeview.h"
#include "reflowsplitter.h"
#include "retranslate.h"
#include "rowmeasuresview.h"
#include "stepbystepview.h"

#include <QAction>
#include <QActionGroup>
#include <QHBoxLayout>

TeachingTabs::TeachingTabs(Document *document, HeatmapView *heatmap, QWidget *parent)
    : QTabWidget(parent)
{
    setObjectName(QStringLiteral("teachingTabs"));
    setDocumentMode(true);

    m_rowMeasures = new RowMeasuresView(document, heatmap);
    auto *heatmapPage = new HeatmapPage(heatmap, m_rowMeasures);

    auto *heads = new ReflowSplitter;
    m_headsGrid = new HeadsGridView(document);
    m_importance = new HeadImportanceView(document);
    heads->addWidget(m_headsGrid);
    heads->addWidget(m_importance);
    heads->setStretchFactor(0, 3);
    heads->setStretchFactor(1, 2);
    heads->setChildrenCollapsible(false);

    m_steps = new StepByStepView(document);

    // The plane beside its own heatmap, so the weights can be watched while dragging.
    auto *plane = new ReflowSplitter;
    m_plane = new PlaneView(document);
    plane->addWidget(m_plane);
    plane->addWidget(new HeatmapView(document));
    plane->setStretchFactor(0, 3);
    plane->setStretchFactor(1, 2);
    plane->setChildrenCollapsible(false);

    m_comparison = new ComparisonView(document);
    m_lines = new LinesView(document);
    m_graph = new GraphView(document);
    m_model = new ModelView(document);
    // A head opened in the lab is shown where the lab's views are.
    connect(m_model, &ModelView::openedInLab, this, [this] { setCurrentIndex(HeatmapTab); });

    for (QWidget *page : {static_cast<QWidget *>(heatmapPage), static_cast<QWidget *>(heads),
                          static_cast<QWidget *>(m_steps), static_cast<QWidget *>(plane),
                          static_cast<QWidget *>(m_comparison), static_cast<QWidget *>(m_lines),
                          static_cast<QWidget *>(m_graph), static_cast<QWidget *>(m_model)})
        addTab(page, QString());

    auto *group = new QActionGroup(this);
    for (int i = 0; i < count(); ++i) {
        auto *action = new QAction(this);
        action->setCheckable(true);
        action->setShortcut(QKeySequence(Qt::CTRL | Qt::Key(Qt::Key_1 + i)));
        action->setChecked(i == currentIndex());
        connect(action, &QAction::triggered, this, [this, i] { setCurrentIndex(i); });
        group->addAction(action);
        m_actions << action;
    }
    onLanguageChange(this, [this] {
        const QStringList titles = {tr("Heatmap"),   tr("All heads"), tr("Step by step"),
                                    tr("2-D plane"), tr("Compare"),   tr("Lines"),
                                    tr("Graph"),     tr("Model")};
        for (int i = 0; i < count(); ++i) {
            setTabText(i, titles.at(i));
            m_actions[i]->setText(titles.at(i));
        }
    });
    connect(this, &QTabWidget::currentChanged, this, [this](int index) {
        if (index >= 0 && index < m_actions.size())
            m_actions[index]->setChecked(true);
    });
}

void TeachingTabs::showLessonModel(const LessonModel &model, int query)
{
    m_model->showLessonModel(model, query);
    setCurrentIndex(ModelTab);
    m_modelByLesson = true;
}

void TeachingTabs::showLessonLab()
{
    if (m_modelByLesson && currentIndex() == ModelTab)
        setCurrentIndex(HeatmapTab);
    m_modelByLesson = false;
}
