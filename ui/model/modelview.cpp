#include "modelview.h"

#include "document.h"
#include "lessonmodelstep.h"
#include "linelimitedlabel.h"
#include "modelcheckpoint.h"
#include "modelheadpanel.h"
#include "modelheadscenario.h"
#include "modelheadsgrid.h"
#include "modelopener.h"
#include "modelprogressrow.h"
#include "modelsession.h"
#include "modeltokenchips.h"
#include "nexttokenbars.h"
#include "retranslate.h"
#include "texttone.h"

#include <QComboBox>
#include <QDir>
#include <QEvent>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QScrollArea>
#include <QSplitter>
#include <QTimer>
#include <QVBoxLayout>

#include <algorithm>

#include <iterator>

namespace {

/// A segment that repeats, so that the induction head can be watched predicting its next
/// word: "red cat blue dog green fish red cat blue" -> "dog".
const char *const kExampleWords[] = {"red", "cat", "blue", "dog", "green", "fish"};
constexpr int kExampleRepeat = 3;

/// What the tab's scroll area holds: as tall as the viewport whenever its parts' least
/// heights fit. QScrollArea asks a layout of height-for-width items for its preferred height
/// at the width, which would scroll at every size: this answers the least height instead,
/// with the chips (which wrap) as tall as they are at that width.
class ScrolledContent : public QWidget
{
public:
    explicit ScrolledContent(const QWidget *wrapping) : m_wrapping(wrapping) {}
    int heightForWidth(int width) const override
    {
        const int wrapped = m_wrapping->heightForWidth(width - 12); // less the margins
        return minimumSizeHint().height() +
               std::max(wrapped - m_wrapping->minimumSizeHint().height(), 0);
    }

private:
    const QWidget *m_wrapping;
};

LineLimitedLabel *sectionTitle()
{
    auto *label = new LineLimitedLabel(2);
    QFont bold = label->font();
    bold.setBold(true);
    label->setFont(bold);
    return label;
}

} // namespace

ModelView::ModelView(Document *document, QWidget *parent)
    : QWidget(parent), m_document(document), m_session(new ModelSession(this)),
      m_sentenceLabel(new QLabel), m_sentence(new QLineEdit), m_words(new QComboBox),
      m_example(new QPushButton), m_message(new QLabel), m_chipsHint(new LineLimitedLabel(2)),
      m_chips(new ModelTokenChips(m_session)), m_gridTitle(sectionTitle()),
      m_grid(new ModelHeadsGrid(m_session)), m_predictionTitle(sectionTitle()),
      m_predictions(new NextTokenBars(m_session)), m_predictionLegend(new LineLimitedLabel(2)),
      m_headPanel(new ModelHeadPanel(m_session)), m_opener(new ModelOpener(this, this))
{
    setObjectName(QStringLiteral("modelView"));
    m_sentence->setObjectName(QStringLiteral("modelSentence"));
    m_words->setObjectName(QStringLiteral("modelWordList"));
    m_example->setObjectName(QStringLiteral("modelExample"));
    m_message->setObjectName(QStringLiteral("modelMessage"));
    m_sentence->setClearButtonEnabled(true);
    m_sentenceLabel->setBuddy(m_sentence);
    m_words->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_message->setWordWrap(true);
    setTextTone(m_message, TextTone::Problem);
    setTextTone(m_predictionLegend, TextTone::Hint);
    setTextTone(m_chipsHint, TextTone::Hint);

    auto *sentenceRow = new QHBoxLayout;
    sentenceRow->addWidget(m_sentenceLabel);
    sentenceRow->addWidget(m_sentence, 1);
    sentenceRow->addWidget(m_words);
    sentenceRow->addWidget(m_example);

    // Every head above the prediction, beside the head picked, large; or, where the
    // height is short for that, the prediction in a third column (arrange()).
    m_predictionBox = new QWidget;
    auto *prediction = new QVBoxLayout(m_predictionBox);
    prediction->setContentsMargins(0, 0, 0, 0);
    prediction->addWidget(m_predictionTitle);
    prediction->addWidget(m_predictions, 1);
    prediction->addWidget(m_predictionLegend);
    auto *gridBox = new QWidget;
    auto *gridColumn = new QVBoxLayout(gridBox);
    gridColumn->setContentsMargins(0, 0, 0, 0);
    gridColumn->addWidget(m_gridTitle);
    gridColumn->addWidget(m_grid, 1);
    m_overview = new QWidget;
    m_overviewLayout = new QBoxLayout(QBoxLayout::TopToBottom, m_overview);
    m_overviewLayout->setContentsMargins(0, 0, 0, 0);
    m_overviewLayout->addWidget(gridBox, 3);
    m_overviewLayout->addWidget(m_predictionBox, 2);
    // Side by side where the width allows: one above the other, neither would have the
    // height it needs (ten bars, two rows of thumbnails, a heatmap with its labels). Where
    // the width is short (docks open beside the tab), the large head first at the whole
    // width, the heads and the prediction in a row under it, and the tab scrolls (arrange()).
    m_split = new QSplitter(Qt::Horizontal);
    m_split->setObjectName(QStringLiteral("modelSplitter"));
    m_split->addWidget(m_overview);
    m_split->addWidget(m_headPanel);
    m_split->setStretchFactor(0, 1);
    m_split->setStretchFactor(1, 2);
    m_split->setChildrenCollapsible(false);

    // Where even three columns are too short for the ten bars or the heatmap with its
    // labels (presentation type on a short projector), the tab scrolls rather than squash.
    auto *content = new ScrolledContent(m_chips);
    m_scroll = new QScrollArea;
    m_scroll->setWidget(content);
    m_scroll->setWidgetResizable(true);
    m_scroll->setFrameShape(QFrame::NoFrame);
    // The height in sight changes with the viewport, not only with the tab (a horizontal
    // scroll bar coming or going): arrange() follows it.
    m_scroll->viewport()->installEventFilter(this);
    auto *outer = new QVBoxLayout(this);
    outer->setContentsMargins(0, 0, 0, 0);
    outer->addWidget(m_scroll);
    auto *layout = new QVBoxLayout(content);
    layout->setContentsMargins(6, 6, 6, 0);
    layout->addLayout(sentenceRow);
    layout->addWidget(new ModelProgressRow(m_session));
    layout->addWidget(m_message);
    layout->addWidget(m_chipsHint);
    layout->addWidget(m_chips);
    layout->addWidget(m_split, 1);

    connect(m_sentence, &QLineEdit::textEdited, m_session, &ModelSession::setText);
    connect(m_example, &QPushButton::clicked, this, [this] { setText(exampleText()); });
    connect(m_words, &QComboBox::activated, this, [this](int index) {
        if (index <= 0)
            return;
        const QString word = m_words->itemText(index);
        QString text = m_sentence->text().trimmed();
        setText(text.isEmpty() ? word : text + u' ' + word);
        const QSignalBlocker block(m_words);
        m_words->setCurrentIndex(0);
    });
    connect(m_grid, &ModelHeadsGrid::openRequested, this, &ModelView::openInLab);
    connect(m_headPanel, &ModelHeadPanel::openRequested, this, &ModelView::openInLab);
    connect(m_session, &ModelSession::changed, this, &ModelView::refreshMessage);
    connect(m_opener, &ModelOpener::opened, this,
            [this](const attn::io::ModelCheckpoint &checkpoint, const QString &name) {
                m_folder = checkpoint.folder;
                m_modelTried = true;
                showCheckpoint(checkpoint, name);
                // The sentence typed for the last model may be nothing to this one.
                if (!m_session->hasTokens())
                    setText(exampleText());
            });
    connect(m_opener, &ModelOpener::failed, this, &ModelView::openFailed);
    onLanguageChange(this, [this] {
        setTexts();
        // Other words, other widths and heights: arranged again as a window started in the
        // language would be.
        QTimer::singleShot(0, this, &ModelView::arrange);
    });
}

void ModelView::openFolder(const QString &folder, const QString &name)
{
    m_opener->open(folder, name);
}

bool ModelView::ensureModel()
{
    if (m_session->hasModel())
        return true;
    // A folder being read (openFolder()) is the model to show, not the shipped one.
    if (m_modelTried || m_opener->isReading())
        return false;
    m_modelTried = true;
    const QString folder = m_folder.isEmpty() ? attn::io::shippedModelFolder() : m_folder;
    QString error;
    std::optional<attn::io::ModelCheckpoint> checkpoint =
        attn::io::readModelCheckpoint(folder, &error);
    if (!checkpoint) {
        // A build without the shipped model (its files are built in only when present)
        // says so in words of its own; a folder given names the file at fault.
        m_modelMissing = m_folder.isEmpty() && !QFileInfo::exists(folder);
        m_readError = error;
        refreshMessage();
        return false;
    }
    showCheckpoint(*checkpoint, m_folder.isEmpty() ? QString() : QFileInfo(folder).fileName());
    return true;
}

void ModelView::setModel(std::shared_ptr<const attn::model::ModelWeights> weights,
                         attn::model::WordVocabulary vocabulary, const QString &name,
                         std::shared_ptr<const attn::io::BpeTokenizer> bytePairs)
{
    m_readError.clear();
    m_modelMissing = false;
    m_session->setModel(std::move(weights), std::move(vocabulary), name, std::move(bytePairs));
    fillWordList();
    setTexts();
    if (m_sentence->text().isEmpty())
        setText(exampleText());
}

void ModelView::showCheckpoint(const attn::io::ModelCheckpoint &checkpoint, const QString &name)
{
    setModel(checkpoint.weights, checkpoint.tokenizer.words, name, checkpoint.tokenizer.bytePairs);
}

void ModelView::waitForComputation()
{
    m_session->waitForComputation();
    m_headPanel->waitForComputation();
}

void ModelView::setText(const QString &text)
{
    ensureModel();
    if (m_sentence->text() != text)
        m_sentence->setText(text);
    m_session->setText(text);
}

void ModelView::showLessonModel(const LessonModel &model, int query)
{
    setText(model.text);
    m_session->setInterventions(model.interventions());
    m_session->select(model.head.layer, model.head.head);
    m_session->selectQuery(query);
}

QString ModelView::exampleText() const
{
    const attn::model::WordVocabulary &v = m_session->vocabulary();
    QStringList segment;
    // (A BPE tokenizer takes the same words as text.)
    for (const char *word : kExampleWords)
        if (m_session->takesAnyText() || v.find(word))
            segment << QLatin1String(word);
    // Another vocabulary: its first words.
    if (segment.size() < int(std::size(kExampleWords)))
        segment.clear();
    for (int i = 0; segment.isEmpty() && i < std::min(v.size(), 6); ++i)
        segment << QString::fromStdString(v.word(i));
    if (segment.isEmpty())
        return QString();
    return (segment + segment.mid(0, kExampleRepeat)).join(u' ');
}

void ModelView::openInLab(int layer, int head)
{
    if (!m_session->hasResult())
        return;
    m_document->editScenario(modelHeadScenario(*m_session, layer, head), [layer, head] {
        return tr("Open layer %1 head %2 of the model").arg(layer + 1).arg(head + 1);
    });
    const QString name = m_session->modelName();
    emit openedInLab(name.isEmpty() ? tr("Layer %1 head %2 of the induction model, as a scenario")
                                          .arg(layer + 1)
                                          .arg(head + 1)
                                    : tr("Layer %1 head %2 of the model %3, as a scenario")
                                          .arg(layer + 1)
                                          .arg(head + 1)
                                          .arg(name));
}

void ModelView::showEvent(QShowEvent *event)
{
    ensureModel();
    QWidget::showEvent(event);
}

bool ModelView::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_scroll->viewport() && event->type() == QEvent::Resize)
        QTimer::singleShot(0, this, &ModelView::arrange);
    return QWidget::eventFilter(watched, event);
}

void ModelView::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    // After the layouts have given the splitter its new size.
    QTimer::singleShot(0, this, &ModelView::arrange);
}

void ModelView::fillWordList()
{
    const QSignalBlocker block(m_words);
    m_words->clear();
    m_words->addItem(QString());
    for (const std::string &word : m_session->vocabulary().words())
        m_words->addItem(QString::fromStdString(word));
    // A BPE tokenizer takes any text: there is no list of words to choose from.
    m_words->setVisible(!m_session->takesAnyText());
}

void ModelView::setTexts()
{
    m_sentenceLabel->setText(tr("Sentence:"));
    QStringList some;
    for (int i = 0; i < std::min(m_session->vocabulary().size(), 4); ++i)
        some << QString::fromStdString(m_session->vocabulary().word(i));
    if (m_session->takesAnyText()) {
        m_sentence->setPlaceholderText(tr("Type any text"));
        m_sentence->setToolTip(tr("The model's tokenizer cuts the text into tokens, shown "
                                  "under it; a token may be a word, part of one or a space"));
    } else {
        m_sentence->setPlaceholderText(
            some.isEmpty() ? QString()
                           : tr("Type words of the model, such as %1").arg(some.join(tr(", "))));
        m_sentence->setToolTip(tr("The model knows %1 words, listed beside; others are left out")
                                   .arg(m_session->vocabulary().size()));
    }
    if (m_words->count() > 0)
        m_words->setItemText(0, tr("Add a word"));
    m_words->setToolTip(tr("Every word the model knows: choose one to add it to the sentence"));
    m_example->setText(tr("Example"));
    m_example->setToolTip(tr("A sentence whose first words come again: the model predicts "
                             "what followed them the first time"));
    m_chipsHint->setFullText(
        m_session->takesAnyText()
            ? tr("Click a token to mask it: no later token may attend to it, in any layer.")
            : tr("Click a word to mask it: no later word may attend to it, in any layer."));
    m_gridTitle->setFullText(tr("Every head"));
    m_gridTitle->setFullToolTip(tr("Layers down, heads across: L2 H1 is head 1 of layer 2"));
    m_predictionTitle->setFullText(tr("Next word"));
    m_predictionLegend->setFullText(NextTokenBars::legendText());
    refreshMessage();
}

void ModelView::refreshMessage()
{
    QStringList lines;
    // (Made here, so that it follows a language switch.)
    if (m_modelMissing)
        lines << tr("The model could not be read: %1")
                     .arg(tr("this build of Attention Lab has no model built in"));
    else if (!m_readError.isEmpty())
        lines << tr("The model could not be read: %1").arg(m_readError);
    const QStringList unknown = m_session->unknownWords();
    if (!unknown.isEmpty())
        lines << tr("Not in the model's vocabulary, left out: %1").arg(unknown.join(tr(", ")));
    if (m_session->droppedWords() > 0)
        lines << (m_session->takesAnyText()
                      ? tr("The model reads at most %1 tokens: the last ones are left out.")
                      : tr("The model reads at most %1 words: the last ones are left out."))
                     .arg(m_session->weights().config.contextLength);
    if (m_session->hasModel() && !m_session->hasTokens())
        lines << tr("Type a sentence: the model runs on the words it knows.");
    m_message->setText(lines.join(u'\n'));
    m_message->setVisible(!lines.isEmpty());
    m_predictionLegend->setVisible(m_predictions->showsBefore());
    if (m_session->hasResult()) {
        const QStringList words = m_session->words();
        m_predictionTitle->setFullText(m_session->takesAnyText()
                                           ? tr("Next token after “%1”").arg(words.last())
                                           : tr("Next word after “%1”").arg(words.last()));
    }
}
