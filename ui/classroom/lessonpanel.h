#pragma once

#include "lessonfile.h"

#include <QWidget>

#include <vector>

class Document;
class HeatmapView;
class KeyChoiceButtons;
class PredictionCurtain;
class QAction;
class QGroupBox;
class QLabel;
class QPushButton;
class QScrollArea;

/// A guided lesson, one step at a time: the step's explanation, Previous / Next, and for a
/// step with a question the "predict, then reveal" exercise. Each step puts its scenario into
/// the document exactly (as a fresh document: no undo history to leak into the next step).
/// While a prediction is open a curtain hides the views, so the weights cannot be read.
class LessonPanel : public QWidget
{
    Q_OBJECT
public:
    explicit LessonPanel(Document *document, QWidget *parent = nullptr);

    /// While a caption under the plots shows the step (presentation mode), the panel keeps
    /// only the question and the buttons: the same text twice would take its room.
    void setCaptioned(bool captioned);
    bool isCaptioned() const { return m_captioned; }

    /// The widget whose views the curtain hides while students predict.
    void setCovered(QWidget *covered);
    /// The heatmap whose quantity a step chooses (optional).
    void setHeatmap(HeatmapView *heatmap) { m_heatmap = heatmap; }

    /// Starts a lesson at its first step.
    void setLesson(const Lesson &lesson);
    const Lesson &lesson() const { return m_lesson; }
    bool hasLesson() const { return !m_lesson.steps.empty(); }
    int currentStep() const { return m_step; }
    int stepCount() const { return int(m_lesson.steps.size()); }
    void goToStep(int index);
    void next() { goToStep(m_step + 1); }
    void previous() { goToStep(m_step - 1); }

    /// True while a question waits for its reveal (the views are hidden).
    bool isConcealed() const { return m_concealed; }
    /// The student's guess, a key column; -1 = none yet.
    void predict(int key);
    int prediction() const { return m_prediction; }
    /// Shows the views again and says which key got the most weight.
    void reveal();
    /// The keys sharing the most weight for the step's query and head (one unless there is
    /// a tie, see LargestWeight::keys()); empty when none is visible.
    std::vector<int> answerKeys() const;
    /// The first of answerKeys(); -1 when none is visible.
    int answerKey() const;
    QString feedback() const;
    PredictionCurtain *curtain() const { return m_curtain; }
    /// "Lesson · step 2 of 5: title" of the current step (empty without a lesson).
    QString captionTitle() const;
    /// The current step's text, then its question until the reveal and its remark after
    /// it; paragraphs separated by blank lines.
    QString captionText() const;
    /// The step's text as shown in the panel (for tests).
    QLabel *stepTextLabel() const { return m_text; }
    /// The panel's scrolled page (for tests).
    QScrollArea *page() const { return m_page; }

    QAction *nextAction() const { return m_nextAction; }
    QAction *previousAction() const { return m_previousAction; }
    QAction *revealAction() const { return m_revealAction; }

signals:
    void lessonStarted(const QString &title, const QString &summary);
    void stepChanged(int index);
    /// A step on the shipped model is shown: the Model tab should run its sentence with its
    /// interventions and show its head, word `query` outlined (the document holds that
    /// head already).
    void modelStepShown(const LessonModel &model, int query);
    /// A step on the document alone is shown.
    void labStepShown();
    void concealedChanged(bool concealed);
    /// The current step's caption changed (a new step, a reveal, a language): what a
    /// projected caption shows instead of the lesson's summary.
    void captionChanged(const QString &title, const QString &text);

protected:
    void changeEvent(QEvent *event) override;

private:
    void showStep();
    void rebuildKeyButtons();
    void setConcealed(bool concealed);
    void updateTexts();
    bool japanese() const;
    QString curtainMessage() const;

    Document *m_document;
    HeatmapView *m_heatmap = nullptr;
    PredictionCurtain *m_curtain = nullptr;
    Lesson m_lesson;
    int m_step = -1;
    int m_prediction = -1;
    bool m_concealed = false;
    bool m_captioned = false;
    bool m_revealed = false;

    QLabel *m_lessonTitle;
    QLabel *m_stepTitle;
    QLabel *m_text;
    QScrollArea *m_page; ///< titles, text and question, scrolled together when too long
    QGroupBox *m_questionBox;
    QLabel *m_prompt;
    KeyChoiceButtons *m_keys;
    QPushButton *m_revealButton;
    QLabel *m_feedback;
    QPushButton *m_previousButton;
    QPushButton *m_nextButton;
    QAction *m_nextAction;
    QAction *m_previousAction;
    QAction *m_revealAction;
};
