#pragma once

#include <QMainWindow>
#include <QMessageBox>

#include <functional>

namespace attn {
struct Preset;
}

class Autosave;
class ClassroomActions;
class Document;
class ExplanationPanel;
class HeatmapView;
class InputPanel;
class OutputView;
class ParameterPanel;
class ProjectionEditor;
class QSplitter;
class RecentFiles;
class SoftmaxBarsView;
class StatusInfo;

/// The Attention Lab window: inputs on the left, parameters and the explanation on the
/// right, heatmap, softmax bars and output in the centre, shapes and warnings below.
/// Owns its Document; opens the sleepy-child preset on start.
class MainWindow : public QMainWindow
{
    Q_OBJECT
public:
    explicit MainWindow(QWidget *parent = nullptr);
    /// Leaves presentation mode first: its scale and contrast are application-wide.
    ~MainWindow() override;

    Document *document() const { return m_document; }

    /// Loads a scenario file. On failure shows the error (see setMessageHandler) and leaves
    /// the open document exactly as it was.
    bool openFile(const QString &path);
    /// Saves atomically; on failure shows the error. Marks the document saved on success.
    bool saveFile(const QString &path);
    /// Opens a preset of attn::presetLibrary() with its explanation; false for unknown ids.
    bool openPreset(const QString &id);
    /// A blank scenario: one query and three keys of two components, all zero.
    void newScenario();

    /// Replaces the modal QMessageBox used for errors (tests; batch use).
    using MessageHandler = std::function<void(const QString &title, const QString &text)>;
    void setMessageHandler(MessageHandler handler) { m_messageHandler = std::move(handler); }
    /// Replaces the "save changes?" question asked before closing or replacing a modified
    /// document; the answer is Save, Discard or Cancel.
    using SaveQuestion = std::function<QMessageBox::StandardButton()>;
    void setSaveQuestion(SaveQuestion question) { m_saveQuestion = std::move(question); }

    InputPanel *inputPanel() const { return m_inputPanel; }
    ProjectionEditor *projectionEditor() const { return m_projectionEditor; }
    ParameterPanel *parameterPanel() const { return m_parameterPanel; }
    StatusInfo *statusInfo() const { return m_statusInfo; }
    ExplanationPanel *explanationPanel() const { return m_explanation; }
    HeatmapView *heatmapView() const { return m_heatmap; }
    SoftmaxBarsView *softmaxBarsView() const { return m_bars; }
    OutputView *outputView() const { return m_output; }
    /// Presentation mode, themes, colour maps, lessons and the formula panel.
    ClassroomActions *classroom() const { return m_classroom; }
    /// Crash-safe copy of unsaved changes.
    Autosave *autosave() const { return m_autosave; }
    /// At start-up, after a crash or kill: offers every set of unsaved changes that dead
    /// windows left behind; the first chosen is restored here, each other in a new window
    /// of its own (deleted when closed). Returns how many were restored.
    int restoreUnsavedWork();

    /// Lays the window out as on a screen of `screen` pixels (`--size`, the layout tests):
    /// that size, the panels in one column where two would not fit, and presentation mode
    /// sized for it instead of full screen.
    void fitToScreen(const QSize &screen);

protected:
    void closeEvent(QCloseEvent *event) override;
    void showEvent(QShowEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void buildCentre();
    void buildDocks();
    void buildMenus();
    void buildPresetMenu(QMenu *menu);
    void buildLanguageMenu(QMenu *menu);
    void updateTitle();
    void showMessage(const QString &title, const QString &text);
    /// Asks about unsaved changes; false when the user cancels.
    bool maybeSave();
    bool save();
    bool saveAs();
    void open();
    void restoreLayout();
    void fitPanels(const QSize &screen);
    /// Gives the bars below the teaching views the height they need to show without
    /// scrolling, as far as the teaching views can spare it (never takes height from the
    /// bars).
    void balanceCentre();
    void saveLayout() const;

    Document *m_document;
    InputPanel *m_inputPanel = nullptr;
    ProjectionEditor *m_projectionEditor = nullptr;
    ParameterPanel *m_parameterPanel = nullptr;
    StatusInfo *m_statusInfo = nullptr;
    ExplanationPanel *m_explanation = nullptr;
    HeatmapView *m_heatmap = nullptr;
    SoftmaxBarsView *m_bars = nullptr;
    OutputView *m_output = nullptr;
    QSplitter *m_centreSplitter = nullptr;
    /// The saved divisions of the centre and of the panels below it, given to the splitters
    /// again once the window has its size (a resize shares them out anew).
    QByteArray m_savedCentre;
    QByteArray m_savedLower;
    bool m_centreDividedByHand = false; ///< the centre's divider was dragged
    QSplitter *m_lowerSplitter = nullptr;
    QMenu *m_viewMenu = nullptr;
    RecentFiles *m_recentFiles = nullptr;
    /// The preset that names a document not saved yet (none: "Untitled").
    const attn::Preset *m_titlePreset = nullptr;
    MessageHandler m_messageHandler;
    SaveQuestion m_saveQuestion;
    ClassroomActions *m_classroom = nullptr;
    Autosave *m_autosave = nullptr;
};
