#pragma once

#include "modelweights.h"
#include "wordvocabulary.h"

#include <QString>
#include <QWidget>

#include <memory>

namespace attn::io {
class BpeTokenizer;
struct ModelCheckpoint;
} // namespace attn::io
class Document;
struct LessonModel;
class LineLimitedLabel;
class ModelHeadPanel;
class ModelOpener;
class ModelHeadsGrid;
class ModelSession;
class ModelTokenChips;
class NextTokenBars;
class QBoxLayout;
class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QScrollArea;
class QSplitter;

/// The Model tab: a small trained language model at work. A sentence is typed (words of
/// the model's vocabulary) and run; its tokens are chips that mask a word when clicked;
/// every head of every layer is a thumbnail of its weights (ModelHeadsGrid), the one picked
/// is shown large with its interventions (ModelHeadPanel), and the prediction of the next
/// word is shown beside them (NextTokenBars). A head can be opened in the lab: it replaces
/// the document's scenario as one undo step.
///
/// The model shipped with the program is read on first use; setModel() gives another.
class ModelView : public QWidget
{
    Q_OBJECT
public:
    explicit ModelView(Document *document, QWidget *parent = nullptr);

    ModelSession *session() const { return m_session; }
    /// Reads the shipped model (or the folder given by setModelFolder()) unless a model is
    /// there already; false when it cannot be read (the tab then says why).
    bool ensureModel();
    /// Runs `weights` with `vocabulary` instead (`name` names it in messages; empty: the
    /// induction model), the sentence kept or, when there is none, the example.
    void setModel(std::shared_ptr<const attn::model::ModelWeights> weights,
                  attn::model::WordVocabulary vocabulary, const QString &name,
                  std::shared_ptr<const attn::io::BpeTokenizer> bytePairs = nullptr);
    /// The folder ensureModel() reads, instead of the shipped model's (`--model-folder`).
    void setModelFolder(const QString &folder) { m_folder = folder; }
    /// Reads the checkpoint in `folder` off the window's thread (ModelOpener) and shows it,
    /// named `name`; the model shown stays until then, and stays if the folder cannot be
    /// read (openFailed()) or the reading is canceled.
    void openFolder(const QString &folder, const QString &name);
    ModelOpener *opener() const { return m_opener; }
    /// Blocks until the runs and the large head are computed (snapshots, the command line).
    void waitForComputation();
    /// Runs `text` as if typed (reading the model first).
    void setText(const QString &text);
    /// The sentence of repeated words the Example button types.
    QString exampleText() const;
    /// What the tab shows, for the explanation (the caption under it in presentation):
    /// the model's name and shape, how to read the views and what to try.
    QString captionTitle() const;
    QString captionText() const;
    /// The status bar's line while the tab is in front: the model's shape and the words
    /// read ("model: 2 layers x 4 heads  ·  d_model 64  ·  d_k 16  ·  words read: 9").
    QString statusText() const;
    /// Shows a lesson step on the model: runs its sentence with its heads off and words
    /// masked (any other intervention dropped), picks its head and outlines word `query`.
    void showLessonModel(const LessonModel &model, int query);
    /// Replaces the document's scenario by head `head` of layer `layer` (one undo step).
    void openInLab(int layer, int head);

    QLineEdit *sentenceEdit() const { return m_sentence; }
    QComboBox *wordList() const { return m_words; }
    QPushButton *exampleButton() const { return m_example; }
    /// The line that names unknown words and other problems (empty text: none).
    QLabel *messageLine() const { return m_message; }
    ModelTokenChips *chips() const { return m_chips; }
    ModelHeadsGrid *grid() const { return m_grid; }
    ModelHeadPanel *headPanel() const { return m_headPanel; }
    NextTokenBars *predictions() const { return m_predictions; }

    /// Whether the prediction is in a column of its own beside the large head (a short
    /// centre) rather than under the thumbnails.
    bool predictionBeside() const;
    /// Whether the large head is above the thumbnails and the prediction, at the whole
    /// width (a narrow tab).
    bool headFirst() const;

signals:
    /// A head was opened in the lab; `message` says which ("Layer 2 head 1 of ...").
    void openedInLab(const QString &message);
    /// openFolder() could not read its folder: `message` names the file and what is wrong.
    void openFailed(const QString &message);

protected:
    void showEvent(QShowEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    /// The scroll area's viewport resized (a scroll bar came or went): arranged again.
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    /// The large head goes under the thumbnails when beside them it would have less than
    /// this many times its least width.
    static constexpr int kComfortableHeadShare = 2;
    /// The heatmap is capped at the height in sight, but never below this.
    static constexpr int kLeastHeatmapHeight = 200;
    void setTexts();
    /// setModel() with a checkpoint's weights and tokenizer.
    void showCheckpoint(const attn::io::ModelCheckpoint &checkpoint, const QString &name);
    void refreshMessage();
    void fillWordList();
    /// Puts the prediction under the thumbnails, or beside the large head where the height
    /// is too short for the thumbnails and the ten bars one above the other.
    void arrange();

    Document *m_document;
    ModelSession *m_session;
    QString m_folder;
    QString m_readError; ///< why the model could not be read (empty: it was, or not tried)
    bool m_modelTried = false;
    bool m_modelMissing = false; ///< the build has no shipped model
    QLabel *m_sentenceLabel;
    QLineEdit *m_sentence;
    QComboBox *m_words;
    QPushButton *m_example;
    QLabel *m_message;
    LineLimitedLabel *m_chipsHint;
    ModelTokenChips *m_chips;
    LineLimitedLabel *m_gridTitle;
    ModelHeadsGrid *m_grid;
    LineLimitedLabel *m_predictionTitle;
    NextTokenBars *m_predictions;
    LineLimitedLabel *m_predictionLegend;
    ModelHeadPanel *m_headPanel;
    ModelOpener *m_opener;
    QWidget *m_overview = nullptr;
    QBoxLayout *m_overviewLayout = nullptr;
    QWidget *m_predictionBox = nullptr;
    QSplitter *m_split = nullptr;
    QScrollArea *m_scroll = nullptr;
};
