#include "stepbystepview.h"

#include "everylanguage.h"
#include "flowlayout.h"
#include "plotstyle.h"
#include "retranslate.h"
#include "stagematrixview.h"
#include "texttone.h"
#include "viewbinding.h"

#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QPushButton>
#include <QScrollArea>
#include <QVBoxLayout>

namespace {

const char *const kStepThrough = QT_TRANSLATE_NOOP("StepByStepView", "Step through");
const char *const kBack = QT_TRANSLATE_NOOP("StepByStepView", "◀ Back");
const char *const kNext = QT_TRANSLATE_NOOP("StepByStepView", "Next step ▶");

QString signatureOf(const std::vector<ComputationStage> &stages)
{
    QString s;
    for (const ComputationStage &stage : stages)
        s += QStringLiteral("%1:%2x%3:%4|")
                 .arg(int(stage.kind))
                 .arg(stage.rows)
                 .arg(stage.columns)
                 .arg(stage.title);
    return s;
}

} // namespace

StepByStepView::StepByStepView(Document *document, QWidget *parent)
    : QWidget(parent), m_document(document), m_scroll(new QScrollArea),
      m_modeButton(new QPushButton), m_backButton(new QPushButton), m_nextButton(new QPushButton),
      m_stepLabel(new QLabel)
{
    setFocusPolicy(Qt::StrongFocus);
    m_modeButton->setCheckable(true);
    auto *bar = new QHBoxLayout;
    bar->addWidget(m_modeButton);
    bar->addWidget(m_backButton);
    bar->addWidget(m_nextButton);
    bar->addSpacing(12);
    bar->addWidget(m_stepLabel, 2);
    m_hint = new QLabel;
    setTextTone(m_hint, TextTone::Hint);
    bar->addWidget(m_hint, 1);
    // Both wrap: on a narrow screen (or in large type) the bar grows a line rather than
    // making the window wider than the screen.
    m_stepLabel->setWordWrap(true);
    m_hint->setWordWrap(true);
    m_scroll->setWidgetResizable(true);
    m_scroll->setFrameShape(QFrame::NoFrame);
    m_scroll->setBackgroundRole(QPalette::Base);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addLayout(bar);
    layout->addWidget(m_scroll, 1);

    onLanguageChange(this, [this] {
        m_modeButton->setText(tr(kStepThrough));
        m_modeButton->setToolTip(tr("Reveal the stages one at a time (arrow keys: next / back)"));
        m_backButton->setText(tr(kBack));
        m_nextButton->setText(tr(kNext));
        m_hint->setText(tr("Click a cell to outline the cells it comes from."));
        fitButtons();
        updateVisibility();
    });

    connect(m_modeButton, &QPushButton::toggled, this, &StepByStepView::setStepMode);
    connect(m_nextButton, &QPushButton::clicked, this, &StepByStepView::nextStep);
    connect(m_backButton, &QPushButton::clicked, this, &StepByStepView::previousStep);
    // Every stage of the trace at once: not while a job shows the selected head first and
    // swaps the others in (the stages follow when the whole trace is in).
    m_binding =
        new ViewBinding(m_document, this, ViewBinding::Reads::WholeTrace, [this] { refresh(); });
    // Without stages there is no selected head's stage to follow.
    m_binding->setChangeHook([this](Document::Change change) {
        return change == Document::Change::Selection && m_stages.empty();
    });
    refresh();
}

void StepByStepView::refresh()
{
    std::vector<ComputationStage> stages = computationStages(
        m_document->tracedScenario(), m_document->trace(), m_document->selectedHead());
    const QString signature = signatureOf(stages);
    m_stages = std::move(stages);
    if (signature != m_signature) {
        m_signature = signature;
        m_selectedStage = -1;
        rebuild();
    } else {
        for (int i = 0; i < m_views.size(); ++i)
            m_views[i]->setStage(m_stages[std::size_t(i)]);
    }
    applyHighlights();
    updateVisibility();
}

void StepByStepView::rebuild()
{
    delete m_canvas;
    m_views.clear();
    m_arrows.clear();
    m_groupTitles.clear();
    m_canvas = new QWidget;
    m_canvas->setBackgroundRole(QPalette::Base);
    m_canvas->setAutoFillBackground(true);
    auto *column = new QVBoxLayout(m_canvas);
    column->setSpacing(6);
    FlowLayout *row = nullptr;
    int group = -1;
    QFont heading = PlotStyle::titleFont();
    for (int i = 0; i < int(m_stages.size()); ++i) {
        const ComputationStage &stage = m_stages[std::size_t(i)];
        if (stage.group != group) {
            group = stage.group;
            auto *title = new QLabel(stageGroupTitle(group));
            title->setFont(heading);
            column->addWidget(title);
            m_groupTitles << title;
            row = new FlowLayout(nullptr, 4);
            column->addLayout(row);
            m_arrows << nullptr;
        } else {
            auto *arrow = new QLabel(QStringLiteral("→"));
            arrow->setFont(heading);
            arrow->setAlignment(Qt::AlignHCenter | Qt::AlignTop);
            // Level with the first rows of cells, below the stage titles.
            arrow->setContentsMargins(0, 70, 0, 0);
            row->addWidget(arrow);
            m_arrows << arrow;
        }
        auto *view = new StageMatrixView;
        view->setStage(stage);
        row->addWidget(view);
        connect(view, &StageMatrixView::cellClicked, this,
                [this, i](int r, int c) { selectCell(i, r, c); });
        m_views << view;
    }
    column->addStretch(1);
    m_scroll->setWidget(m_canvas);
    m_revealed = std::clamp(m_revealed, 1, std::max(1, int(m_stages.size())));
}

void StepByStepView::selectCell(int stage, int row, int column)
{
    m_selectedStage = stage >= 0 && stage < stageCount() ? stage : -1;
    m_selectedRow = row;
    m_selectedColumn = column;
    applyHighlights();
    // A cell of a queries x keys stage is a (query, key) pair: share it with the other views.
    if (m_selectedStage >= 0) {
        const ComputationStage::Kind kind = m_stages[std::size_t(stage)].kind;
        if (kind >= ComputationStage::Kind::Scores && kind <= ComputationStage::Kind::Weights)
            m_document->setSelection(m_document->selectedHead(), row, column);
    }
}

std::vector<StageCells> StepByStepView::highlighted(int stage) const
{
    return stage >= 0 && stage < m_views.size() ? m_views[stage]->highlights()
                                                : std::vector<StageCells>();
}

void StepByStepView::applyHighlights()
{
    const int stage = m_selectedStage, row = m_selectedRow, column = m_selectedColumn;
    const std::vector<StageCells> sources = m_selectedStage >= 0
                                                ? stageSources(m_stages, stage, row, column)
                                                : std::vector<StageCells>();
    for (int i = 0; i < m_views.size(); ++i) {
        std::vector<StageCells> mine;
        for (const StageCells &s : sources)
            if (s.stage == i)
                mine.push_back(s);
        m_views[i]->setHighlights(mine);
        m_views[i]->setSelectedCell(i == m_selectedStage ? row : -1,
                                    i == m_selectedStage ? column : -1);
    }
}

void StepByStepView::setStepMode(bool on)
{
    m_stepMode = on;
    if (on)
        m_revealed = 1;
    if (m_modeButton->isChecked() != on)
        m_modeButton->setChecked(on);
    updateVisibility();
    setFocus();
}

int StepByStepView::revealedCount() const
{
    return m_stepMode ? std::min(m_revealed, stageCount()) : stageCount();
}

void StepByStepView::nextStep()
{
    if (!m_stepMode)
        return setStepMode(true);
    m_revealed = std::min(m_revealed + 1, stageCount());
    updateVisibility();
}

void StepByStepView::previousStep()
{
    if (!m_stepMode)
        return;
    m_revealed = std::max(m_revealed - 1, 1);
    updateVisibility();
}

void StepByStepView::updateVisibility()
{
    const int shown = revealedCount();
    int groupIndex = -1;
    for (int i = 0; i < m_views.size(); ++i) {
        const bool visible = i < shown;
        m_views[i]->setVisible(visible);
        m_views[i]->setCurrent(m_stepMode && i == shown - 1);
        if (m_arrows[i])
            m_arrows[i]->setVisible(visible);
        else if (++groupIndex < m_groupTitles.size())
            m_groupTitles[groupIndex]->setVisible(visible);
    }
    m_nextButton->setEnabled(!m_stepMode || shown < stageCount());
    m_backButton->setEnabled(m_stepMode && shown > 1);
    if (m_stepMode && shown > 0)
        m_stepLabel->setText(tr("Step %1 of %2: %3")
                                 .arg(shown)
                                 .arg(stageCount())
                                 .arg(m_stages[std::size_t(shown - 1)].title));
    else
        m_stepLabel->setText(
            tr("Head %1 · %2 stages").arg(m_document->selectedHead() + 1).arg(stageCount()));
    if (m_stepMode && shown > 0)
        scrollToStage(shown - 1);
}

void StepByStepView::scrollToStage(int index)
{
    // The stage was hidden until now: its place is known once the canvas is laid out again,
    // which Qt would do only after this returns (and ensureWidgetVisible would go to where
    // the stage was last, or nowhere).
    if (QLayout *layout = m_canvas ? m_canvas->layout() : nullptr) {
        layout->activate();
        const int width = m_scroll->viewport()->width();
        const int height = m_canvas->hasHeightForWidth() ? m_canvas->heightForWidth(width)
                                                         : layout->sizeHint().height();
        m_canvas->resize(width, std::max(m_scroll->viewport()->height(), height));
        layout->activate();
    }
    QWidget *view = m_views.value(index);
    if (!view)
        return;
    m_scroll->ensureWidgetVisible(view, 20, 20);
}

void StepByStepView::fitButtons()
{
    fixWidthForEveryLanguage(m_modeButton, "StepByStepView", kStepThrough);
    fixWidthForEveryLanguage(m_backButton, "StepByStepView", kBack);
    fixWidthForEveryLanguage(m_nextButton, "StepByStepView", kNext);
}

void StepByStepView::changeEvent(QEvent *event)
{
    // Presentation mode enlarges the type: the fixed widths follow.
    if (event->type() == QEvent::FontChange)
        fitButtons();
    QWidget::changeEvent(event);
}

void StepByStepView::keyPressEvent(QKeyEvent *event)
{
    if (event->key() == Qt::Key_Right || event->key() == Qt::Key_Space)
        nextStep();
    else if (event->key() == Qt::Key_Left || event->key() == Qt::Key_Backspace)
        previousStep();
    else
        QWidget::keyPressEvent(event);
}
