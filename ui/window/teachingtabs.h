#pragma once

#include <QList>
#include <QTabWidget>

class ComparisonView;
class Document;
class GraphView;
class HeadImportanceView;
class HeadsGridView;
class HeatmapView;
class LinesView;
class ModelView;
class PlaneView;
class QAction;
class RowMeasuresView;
class StepByStepView;
struct LessonModel;

/// The centre of the window: the heatmap (with each row's entropy and argmax beside it),
/// all heads with their importance, the computation step by step, the 2-D plane and the
/// comparison of two scenarios, the lines from each query to each key, attention over a
/// graph and a small trained language model's heads at work, one tab each.
/// View-menu actions switch between them.
class TeachingTabs : public QTabWidget
{
    Q_OBJECT
public:
    enum Tab
    {
        HeatmapTab,
        HeadsTab,
        StepsTab,
        PlaneTab,
        CompareTab,
        LinesTab,
        GraphTab,
        ModelTab
    };

    /// Takes `heatmap` (the window's main heatmap) into its first tab.
    TeachingTabs(Document *document, HeatmapView *heatmap, QWidget *parent = nullptr);

    RowMeasuresView *rowMeasuresView() const { return m_rowMeasures; }
    HeadsGridView *headsGridView() const { return m_headsGrid; }
    HeadImportanceView *headImportanceView() const { return m_importance; }
    StepByStepView *stepByStepView() const { return m_steps; }
    PlaneView *planeView() const { return m_plane; }
    ComparisonView *comparisonView() const { return m_comparison; }
    LinesView *linesView() const { return m_lines; }
    GraphView *graphView() const { return m_graph; }
    ModelView *modelView() const { return m_model; }
    /// A lesson step on the model: the Model tab in front, running the step's sentence.
    void showLessonModel(const LessonModel &model, int query);
    /// A lesson step on the document: back to the heatmap if a model step put the Model tab
    /// in front (a tab the class chose itself stays).
    void showLessonLab();
    /// One checkable action per tab, Ctrl+1, Ctrl+2, ... in tab order, for the View menu.
    QList<QAction *> viewActions() const { return m_actions; }

private:
    RowMeasuresView *m_rowMeasures;
    HeadsGridView *m_headsGrid;
    HeadImportanceView *m_importance;
    StepByStepView *m_steps;
    PlaneView *m_plane;
    ComparisonView *m_comparison;
    LinesView *m_lines;
    GraphView *m_graph;
    ModelView *m_model;
    QList<QAction *> m_actions;
    bool m_modelByLesson = false; ///< a lesson step put the Model tab in front
};
