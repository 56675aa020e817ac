#pragma once

#include <QObject>
#include <QStringList>

class Document;
class ExplanationPanel;
class FormulaPanel;
class HeatmapView;
class LessonPanel;
class PresentationMode;
class PresetOrigin;
class QActionGroup;
class QDockWidget;
class QMainWindow;
class QMenu;

/// Everything a teacher in front of a projector uses, added to a main window in one place:
/// presentation mode, themes and colour maps (View menu), the lessons (their own menu and
/// dock) and the formula dock. Choices of theme and colour map are remembered.
class ClassroomActions : public QObject
{
    Q_OBJECT
public:
    ClassroomActions(QMainWindow *window, Document *document, HeatmapView *heatmap,
                     ExplanationPanel *explanation);

    /// Adds the dock toggles, presentation mode, text size, theme and colour maps.
    void addViewActions(QMenu *view);
    QMenu *lessonsMenu() const { return m_lessonsMenu; }

    PresentationMode *presentation() const { return m_presentation; }
    LessonPanel *lessonPanel() const { return m_lessonPanel; }
    FormulaPanel *formulaPanel() const { return m_formulaPanel; }
    /// The preset the scenario came from (Presets > Reset to preset); the main window tells
    /// it when it opens a preset.
    PresetOrigin *presetOrigin() const { return m_presetOrigin; }

    /// The lessons shipped with the program (resource paths, in teaching order).
    static QStringList builtInLessons();
    /// Loads a lesson file (or resource) and starts it. On failure sets `error`, or shows
    /// the message in a box when `error` is null.
    bool openLesson(const QString &path, QString *error = nullptr);
    /// The path of the built-in lesson with this id ("temperature"), else `idOrPath` itself.
    static QString lessonPath(const QString &idOrPath);

private:
    void fillLessonsMenu();
    void chooseLessonFile();
    void restoreChoices();
    /// Keeps the explanation true to the scenario: the note on an edited preset, and no
    /// preset's story once the scenario came from elsewhere.
    void followPresetOrigin();
    /// In presentation the lesson dock takes kPresentedLessonShare of the window's width
    /// for a question, the least it can for a step without one: the views beside it keep
    /// the room a projector's class reads them in.
    void fitLessonDock();
    static constexpr double kPresentedLessonShare = 0.26;

    QMainWindow *m_window;
    Document *m_document;
    ExplanationPanel *m_explanation;
    PresentationMode *m_presentation;
    LessonPanel *m_lessonPanel;
    FormulaPanel *m_formulaPanel;
    PresetOrigin *m_presetOrigin;
    QDockWidget *m_lessonDock;
    QDockWidget *m_formulaDock;
    QMenu *m_lessonsMenu;
};
