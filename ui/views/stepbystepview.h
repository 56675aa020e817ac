#pragma once

#include "computationstages.h"
#include "document.h"

#include <QList>
#include <QWidget>

#include <vector>

class ViewBinding;

class QLabel;
class QPushButton;
class QScrollArea;
class QVBoxLayout;
class StageMatrixView;

/// The whole computation of the selected head as rows of labelled matrices: inputs and
/// projections, scores to weights, weights x V to the output. Clicking a cell outlines
/// the cells it was computed from. In step mode the stages appear one at a time (Next /
/// Back, or the arrow keys), for a class following along.
class StepByStepView : public QWidget
{
    Q_OBJECT
public:
    explicit StepByStepView(Document *document, QWidget *parent = nullptr);

    Document *document() const { return m_document; }
    int stageCount() const { return int(m_stages.size()); }
    const ComputationStage &stage(int index) const { return m_stages.at(std::size_t(index)); }
    StageMatrixView *stageView(int index) const { return m_views.value(index); }

    /// Selects a cell of a stage and outlines its sources; (-1, -1, -1) clears.
    void selectCell(int stage, int row, int column);
    /// The source cells outlined in stage `stage`.
    std::vector<StageCells> highlighted(int stage) const;

    bool isStepMode() const { return m_stepMode; }
    void setStepMode(bool on);
    /// Stages shown in step mode (all of them otherwise).
    int revealedCount() const;
    void nextStep();
    void previousStep();
    QPushButton *nextButton() const { return m_nextButton; }
    QPushButton *backButton() const { return m_backButton; }

public slots:
    void refresh();

protected:
    void keyPressEvent(QKeyEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    void rebuild();
    void updateVisibility();
    void applyHighlights();
    /// Scrolls the canvas so that stage `index` (just revealed) is in view.
    void scrollToStage(int index);
    /// Back stays left of Next, both always shown (Back disabled until there is a step to
    /// go back to), each as wide as its longest text in any language: a class clicking
    /// Next again and again never finds another button under the cursor.
    void fitButtons();

    Document *m_document;
    ViewBinding *m_binding; ///< refreshes as what it reads changes, on the next show when hidden
    QScrollArea *m_scroll;
    QWidget *m_canvas = nullptr;
    QPushButton *m_modeButton;
    QPushButton *m_backButton;
    QPushButton *m_nextButton;
    QLabel *m_stepLabel;
    QLabel *m_hint;
    std::vector<ComputationStage> m_stages;
    QList<StageMatrixView *> m_views;
    QList<QWidget *> m_arrows;      ///< the "→" between stages, hidden with the stage after it
    QList<QWidget *> m_groupTitles; ///< hidden until their first stage is revealed
    QString m_signature;            ///< kinds and shapes: a rebuild is needed when it changes
    bool m_stepMode = false;
    int m_revealed = 1;
    int m_selectedStage = -1;
    int m_selectedRow = -1;
    int m_selectedColumn = -1;
};
