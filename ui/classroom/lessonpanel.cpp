#include "lessonpanel.h"

#include "document.h"
#include "heatmapview.h"
#include "keychoicebuttons.h"
#include "languageswitcher.h"
#include "largestweight.h"
#include "plotstyle.h"
#include "predictioncurtain.h"

#include <QAction>
#include <QEvent>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QScrollArea>
#include <QVBoxLayout>

#include <algorithm>

namespace {

HeatmapView::Quantity quantityOf(LessonHeatmap heatmap)
{
    switch (heatmap) {
    case LessonHeatmap::RawScores:
        return HeatmapView::Quantity::RawScores;
    case LessonHeatmap::ScaledScores:
        return HeatmapView::Quantity::ScaledScores;
    case LessonHeatmap::TemperedScores:
        return HeatmapView::Quantity::TemperedScores;
    case LessonHeatmap::Weights:
        break;
    }
    return HeatmapView::Quantity::Weights;
}

/// Lesson texts are plain; blank lines separate paragraphs.
QString paragraphs(const QString &text)
{
    QString html;
    for (const QString &paragraph : text.split(QStringLiteral("\n\n"), Qt::SkipEmptyParts))
        html += QStringLiteral("<p>") + paragraph.toHtmlEscaped() + QStringLiteral("</p>");
    return html;
}

} // namespace

LessonPanel::LessonPanel(Document *document, QWidget *parent)
    : QWidget(parent), m_document(document)
{
    m_lessonTitle = new QLabel;
    m_lessonTitle->setWordWrap(true);
    // Titles and the question come from the lesson file: plain text, never HTML.
    m_lessonTitle->setTextFormat(Qt::PlainText);
    QFont titleFont = m_lessonTitle->font();
    titleFont.setBold(true);
    m_lessonTitle->setFont(titleFont);
    m_stepTitle = new QLabel;
    m_stepTitle->setWordWrap(true);
    m_stepTitle->setTextFormat(Qt::PlainText);
    // A label that wraps, not a text box of its own height: the step's text, the question
    // and the reveal's remark scroll together as one page, and none is cut off.
    m_text = new QLabel;
    m_text->setWordWrap(true);
    m_text->setTextFormat(Qt::RichText);
    m_text->setOpenExternalLinks(true);
    m_text->setTextInteractionFlags(Qt::TextBrowserInteraction);
    m_text->setAlignment(Qt::AlignLeft | Qt::AlignTop);

    m_questionBox = new QGroupBox;
    m_prompt = new QLabel;
    m_prompt->setWordWrap(true);
    m_prompt->setTextFormat(Qt::PlainText);
    m_keys = new KeyChoiceButtons;
    connect(m_keys, &KeyChoiceButtons::chosen, this, &LessonPanel::predict);
    m_revealButton = new QPushButton;
    m_revealButton->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Fixed);
    connect(m_revealButton, &QPushButton::clicked, this, &LessonPanel::reveal);
    m_feedback = new QLabel;
    m_feedback->setWordWrap(true);
    m_feedback->setTextFormat(Qt::RichText);
    auto *questionLayout = new QVBoxLayout(m_questionBox);
    questionLayout->addWidget(m_prompt);
    questionLayout->addWidget(m_keys);
    questionLayout->addWidget(m_revealButton);
    questionLayout->addWidget(m_feedback);

    m_previousButton = new QPushButton;
    m_nextButton = new QPushButton;
    connect(m_previousButton, &QPushButton::clicked, this, &LessonPanel::previous);
    connect(m_nextButton, &QPushButton::clicked, this, &LessonPanel::next);
    auto *navigation = new QHBoxLayout;
    navigation->addWidget(m_previousButton);
    navigation->addWidget(m_nextButton);

    auto *page = new QWidget;
    auto *pageLayout = new QVBoxLayout(page);
    pageLayout->setContentsMargins(0, 0, 0, 0);
    pageLayout->addWidget(m_lessonTitle);
    pageLayout->addWidget(m_stepTitle);
    pageLayout->addWidget(m_text);
    pageLayout->addWidget(m_questionBox);
    pageLayout->addStretch(1);
    // Never wider than the panel, whatever the group box's title or a long word asks for:
    // a set least width wins over the layout's (and the scroll area's) own.
    page->setMinimumWidth(1);
    m_page = new QScrollArea;
    m_page->setWidget(page);
    m_page->setWidgetResizable(true);
    m_page->setFrameShape(QFrame::NoFrame);
    // Lines wrap to the panel's width: a sideways scroll bar would hide half of each line.
    m_page->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_page, 1);
    layout->addLayout(navigation);

    // Page Down / Page Up: what a presentation clicker sends.
    m_nextAction = new QAction(this);
    m_nextAction->setShortcut(QKeySequence(Qt::Key_PageDown));
    connect(m_nextAction, &QAction::triggered, this, &LessonPanel::next);
    m_previousAction = new QAction(this);
    m_previousAction->setShortcut(QKeySequence(Qt::Key_PageUp));
    connect(m_previousAction, &QAction::triggered, this, &LessonPanel::previous);
    m_revealAction = new QAction(this);
    m_revealAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Return));
    connect(m_revealAction, &QAction::triggered, this, &LessonPanel::reveal);
    updateTexts();
    showStep();
}

void LessonPanel::setCovered(QWidget *covered)
{
    delete m_curtain;
    m_curtain = covered ? new PredictionCurtain(covered) : nullptr;
    if (m_curtain) {
        m_curtain->setMessage(curtainMessage());
        m_curtain->setVisible(m_concealed);
    }
}

QString LessonPanel::curtainMessage() const
{
    return tr("Predict first: which key will get the most weight?\n"
              "Choose it in the lesson panel, then reveal.");
}

bool LessonPanel::japanese() const
{
    return LanguageSwitcher::instance()->language() == QLatin1String("ja");
}

void LessonPanel::setLesson(const Lesson &lesson)
{
    m_lesson = lesson;
    m_step = -1;
    emit lessonStarted(m_lesson.title.in(japanese()), m_lesson.summary.in(japanese()));
    goToStep(0);
}

void LessonPanel::goToStep(int index)
{
    if (m_lesson.steps.empty() || index < 0 || index >= stepCount())
        return;
    m_step = index;
    const LessonStep &step = m_lesson.steps[std::size_t(index)];
    m_document->resetScenario(step.shown());
    m_document->setSelection(step.head, step.query, -1);
    if (m_heatmap)
        m_heatmap->setQuantity(quantityOf(step.heatmap));
    m_prediction = -1;
    m_revealed = false;
    rebuildKeyButtons();
    setConcealed(step.hasQuestion);
    showStep();
    if (step.model)
        emit modelStepShown(*step.model, step.query);
    else
        emit labStepShown();
    emit stepChanged(index);
}

void LessonPanel::setCaptioned(bool captioned)
{
    m_captioned = captioned;
    showStep();
}

void LessonPanel::rebuildKeyButtons()
{
    QStringList labels;
    if (m_step >= 0 && m_lesson.steps[std::size_t(m_step)].hasQuestion)
        for (int key = 0; key < int(m_document->trace().keyLabels.size()); ++key)
            labels << LargestWeight::distinctKeyLabel(m_document->trace(), key);
    m_keys->setChoices(labels);
}

void LessonPanel::setConcealed(bool concealed)
{
    const bool changed = concealed != m_concealed;
    m_concealed = concealed;
    if (m_curtain) {
        m_curtain->setVisible(concealed);
    }
    if (changed)
        emit concealedChanged(concealed);
}

void LessonPanel::predict(int key)
{
    if (!m_concealed || key < 0 || key >= m_keys->count())
        return;
    m_prediction = key;
    m_keys->setChosen(key);
    showStep();
}

void LessonPanel::reveal()
{
    if (!m_concealed)
        return;
    m_revealed = true;
    setConcealed(false);
    showStep();
}

std::vector<int> LessonPanel::answerKeys() const
{
    if (m_step < 0 || !m_document->hasTrace())
        return {};
    const LessonStep &step = m_lesson.steps[std::size_t(m_step)];
    const attn::AttentionTrace &trace = m_document->trace();
    if (step.head < 0 || step.head >= int(trace.heads.size()))
        return {};
    return LargestWeight::keys(trace.heads[std::size_t(step.head)], step.query);
}

int LessonPanel::answerKey() const
{
    const std::vector<int> keys = answerKeys();
    return keys.empty() ? -1 : keys.front();
}

QString LessonPanel::feedback() const
{
    const std::vector<int> answers = answerKeys();
    if (answers.empty())
        return tr("This query sees no key, so no key gets any weight.");
    const LessonStep &step = m_lesson.steps[std::size_t(m_step)];
    const attn::AttentionTrace &trace = m_document->trace();
    const attn::Matrix &weights = trace.heads[std::size_t(step.head)].weights;
    auto label = [&](int key) {
        return LargestWeight::distinctKeyLabel(trace, key).toHtmlEscaped();
    };
    auto weight = [&](int key) { return PlotStyle::fixed(weights(step.query, key), 3); };
    const int answer = answers.front();
    const bool tie = answers.size() > 1;
    // With a tie every tied key is named: none of them won alone.
    QStringList tiedNames;
    for (int key : answers)
        tiedNames << QStringLiteral("<b>") + label(key) + QStringLiteral("</b>");
    const QString tied = tiedNames.join(QStringLiteral(", "));
    const bool right = std::find(answers.begin(), answers.end(), m_prediction) != answers.end();
    QString text;
    if (m_prediction < 0)
        text = tie ? tr("%1 tie for the most weight: %2 each.").arg(tied, weight(answer))
                   : tr("<b>%1</b> gets the most weight: %2.").arg(label(answer), weight(answer));
    else if (right)
        text =
            tie ? tr("<b>Right!</b> %1 tie for the most weight: %2 each.").arg(tied, weight(answer))
                : tr("<b>Right!</b> <b>%1</b> gets the most weight: %2.")
                      .arg(label(m_prediction), weight(m_prediction));
    else
        text = tie ? tr("<b>Not this time.</b> %1 tie for the most weight (%2 each); %3 gets %4.")
                         .arg(tied, weight(answer), label(m_prediction), weight(m_prediction))
                   : tr("<b>Not this time.</b> <b>%1</b> gets the most weight (%2); %3 gets %4.")
                         .arg(label(answer), weight(answer), label(m_prediction),
                              weight(m_prediction));
    const QString remark = step.reveal.in(japanese());
    if (!remark.isEmpty())
        text += QStringLiteral("<p>") + remark.toHtmlEscaped() + QStringLiteral("</p>");
    return text;
}

void LessonPanel::showStep()
{
    const bool active = m_step >= 0;
    const bool ja = japanese();
    m_lessonTitle->setText(active ? m_lesson.title.in(ja)
                                  : tr("No lesson open. Choose one from the Lessons menu."));
    m_lessonTitle->setVisible(!(active && m_captioned));
    m_stepTitle->setVisible(active && !m_captioned); // the caption's headline names it
    m_text->setVisible(active && !m_captioned);
    const LessonStep *step = active ? &m_lesson.steps[std::size_t(m_step)] : nullptr;
    if (step) {
        m_stepTitle->setText(
            tr("Step %1 of %2: %3").arg(m_step + 1).arg(stepCount()).arg(step->title.in(ja)));
        m_text->setText(paragraphs(step->text.in(ja)));
    }
    const bool question = step && step->hasQuestion;
    m_questionBox->setVisible(question);
    if (question) {
        m_prompt->setText(step->question.in(ja));
        // After the reveal the answer takes the buttons' room: the dock is short.
        m_keys->setVisible(!m_revealed);
        m_revealButton->setVisible(!m_revealed);
        m_feedback->setText(m_revealed ? feedback() : QString());
        m_feedback->setVisible(m_revealed);
    }
    m_previousButton->setEnabled(active && m_step > 0);
    m_nextButton->setEnabled(active && m_step + 1 < stepCount());
    m_previousAction->setEnabled(m_previousButton->isEnabled());
    m_nextAction->setEnabled(m_nextButton->isEnabled());
    m_revealAction->setEnabled(question && m_concealed);
    if (active) // without a lesson the caption is the scenario's explanation
        emit captionChanged(captionTitle(), captionText());
}

QString LessonPanel::captionTitle() const
{
    if (m_step < 0)
        return QString();
    const bool ja = japanese();
    return tr("%1 · step %2 of %3: %4")
        .arg(m_lesson.title.in(ja))
        .arg(m_step + 1)
        .arg(stepCount())
        .arg(m_lesson.steps[std::size_t(m_step)].title.in(ja));
}

QString LessonPanel::captionText() const
{
    if (m_step < 0)
        return QString();
    const LessonStep &step = m_lesson.steps[std::size_t(m_step)];
    const bool ja = japanese();
    QString text = step.text.in(ja);
    // The question while the class predicts; the remark once the weights are shown.
    if (step.hasQuestion && !m_revealed && !step.question.in(ja).isEmpty())
        text += QStringLiteral("\n\n") + step.question.in(ja);
    if (m_revealed && !step.reveal.in(ja).isEmpty())
        text += QStringLiteral("\n\n") + step.reveal.in(ja);
    return text;
}

void LessonPanel::updateTexts()
{
    m_questionBox->setTitle(tr("Predict, then reveal"));
    // No mnemonics on the buttons: Alt+letter belongs to the menus.
    m_revealButton->setText(tr("Reveal the weights"));
    m_previousButton->setText(tr("◀ Previous"));
    m_nextButton->setText(tr("Next ▶"));
    m_nextAction->setText(tr("&Next step"));
    m_previousAction->setText(tr("&Previous step"));
    m_revealAction->setText(tr("&Reveal the weights"));
}

void LessonPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange || event->type() == QEvent::LocaleChange) {
        updateTexts();
        if (m_curtain)
            m_curtain->setMessage(curtainMessage());
        if (hasLesson() && event->type() == QEvent::LanguageChange)
            emit lessonStarted(m_lesson.title.in(japanese()), m_lesson.summary.in(japanese()));
        // After lessonStarted: the caption is the step's text, not the summary.
        showStep();
    }
    QWidget::changeEvent(event);
}
