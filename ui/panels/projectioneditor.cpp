#include "projectioneditor.h"

#include "document.h"
#include "matrixeditor.h"
#include "projectionfactory.h"
#include "retranslate.h"

#include <QButtonGroup>
#include <QComboBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QRadioButton>
#include <QSpinBox>
#include <QVBoxLayout>

#include <utility>

QString ProjectionEditor::initName(attn::ProjectionInit init)
{
    switch (init) {
    case attn::ProjectionInit::Identity:
        return tr("Identity");
    case attn::ProjectionInit::Random:
        return tr("Random");
    case attn::ProjectionInit::Explicit:
        break;
    }
    return tr("Edited");
}

ProjectionEditor::ProjectionEditor(Document *document, QWidget *parent)
    : QGroupBox(tr("Projections"), parent), m_document(document), m_init(new QButtonGroup(this)),
      m_seed(new QSpinBox), m_head(new QComboBox), m_matrix(new QComboBox),
      m_editor(new MatrixEditor(document, MatrixRef{MatrixRef::Kind::HeadWq, 0})),
      m_seedMergeId(document->newMergeId())
{
    auto *identity = new QRadioButton;
    auto *random = new QRadioButton;
    auto *explicitly = new QRadioButton;
    identity->setToolTip(tr("W = identity: each head takes its own slice of the components"));
    random->setToolTip(tr("W ~ N(0, 1/d_in) from the seed: the same seed, the same numbers"));
    explicitly->setToolTip(tr("The numbers in the table, as typed"));
    m_init->addButton(identity, int(attn::ProjectionInit::Identity));
    m_init->addButton(random, int(attn::ProjectionInit::Random));
    m_init->addButton(explicitly, int(attn::ProjectionInit::Explicit));
    m_seed->setRange(0, 1'000'000);
    m_seed->setToolTip(tr("Seed of the random projections"));

    auto *initRow = new QHBoxLayout;
    initRow->addWidget(identity);
    initRow->addWidget(random);
    initRow->addWidget(explicitly);
    initRow->addStretch();
    for (QComboBox *combo : {m_head, m_matrix}) {
        combo->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
        combo->setMinimumContentsLength(combo == m_head ? 6 : 12);
    }
    auto *pick = new QHBoxLayout;
    pick->addWidget(m_head);
    pick->addWidget(m_matrix, 1);

    auto *form = new QFormLayout;
    form->addRow(translatedLabel("ProjectionEditor", QT_TR_NOOP("Made as:")), initRow);
    form->addRow(translatedLabel("ProjectionEditor", QT_TR_NOOP("Random seed:")), m_seed);
    form->addRow(translatedLabel("ProjectionEditor", QT_TR_NOOP("Show:")), pick);
    // Texts again on a language switch; the combo boxes are refilled in refresh().
    onLanguageChange(this, [this, identity, random, explicitly] {
        setTitle(tr("Projections"));
        identity->setText(initName(attn::ProjectionInit::Identity));
        random->setText(initName(attn::ProjectionInit::Random));
        explicitly->setText(initName(attn::ProjectionInit::Explicit));
        identity->setToolTip(tr("W = identity: each head takes its own slice of the components"));
        random->setToolTip(tr("W ~ N(0, 1/d_in) from the seed: the same seed, the same numbers"));
        explicitly->setToolTip(tr("The numbers in the table, as typed"));
        m_seed->setToolTip(tr("Seed of the random projections"));
    });
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_editor, 1);

    connect(m_init, &QButtonGroup::idClicked, this, &ProjectionEditor::setInit);
    connect(m_seed, &QSpinBox::valueChanged, this, [this](int seed) {
        attn::Scenario s = m_document->scenario();
        s.seed = std::uint64_t(seed);
        if (s.projectionInit != attn::ProjectionInit::Random)
            s.projectionInit = attn::ProjectionInit::Random;
        attn::refreshProjections(s);
        m_document->editScenario(
            std::move(s), [seed] { return tr("Projection seed %1").arg(seed); }, m_seedMergeId);
    });
    connect(m_head, &QComboBox::activated, this, &ProjectionEditor::retarget);
    connect(m_matrix, &QComboBox::activated, this, &ProjectionEditor::retarget);
    connect(m_document, &Document::changed, this, [this](Document::Change change) {
        if (change != Document::Change::Selection)
            refresh();
    });
    refresh();
}

void ProjectionEditor::setInit(int init)
{
    attn::Scenario s = m_document->scenario();
    s.projectionInit = attn::ProjectionInit(init);
    attn::refreshProjections(s);
    const auto kind = attn::ProjectionInit(init);
    m_document->editScenario(std::move(s),
                             [kind] { return tr("Projections made as %1").arg(initName(kind)); });
}

void ProjectionEditor::refresh()
{
    const attn::Scenario &s = m_document->scenario();
    const QSignalBlocker b1(m_head), b2(m_matrix), b3(m_seed);
    if (QAbstractButton *b = m_init->button(int(s.projectionInit)))
        b->setChecked(true);
    m_seed->setValue(int(std::min<std::uint64_t>(s.seed, 1'000'000)));

    const int heads = std::max(1, int(s.heads.size()));
    const int head = std::clamp(m_head->currentIndex(), 0, heads - 1);
    m_head->clear();
    for (int h = 0; h < heads; ++h)
        m_head->addItem(tr("Head %1").arg(h + 1));
    m_head->setCurrentIndex(head);

    using K = MatrixRef::Kind;
    const int kind =
        m_matrix->currentData().isValid() ? m_matrix->currentData().toInt() : int(K::HeadWq);
    m_matrix->clear();
    m_matrix->addItem(tr("W_Q  (queries)"), int(K::HeadWq));
    m_matrix->addItem(tr("W_K  (keys)"), int(K::HeadWk));
    m_matrix->addItem(tr("W_V  (values)"), int(K::HeadWv));
    if (s.score == attn::ScoreKind::Additive) {
        m_matrix->addItem(tr("A_q  (additive, query side)"), int(K::AdditiveQ));
        m_matrix->addItem(tr("A_k  (additive, key side)"), int(K::AdditiveK));
        m_matrix->addItem(tr("w_v  (additive, output)"), int(K::AdditiveV));
    }
    if (s.combination == attn::HeadCombination::ConcatProject)
        m_matrix->addItem(tr("W_O  (after concatenation)"), int(K::OutputProjection));
    const int at = m_matrix->findData(kind);
    m_matrix->setCurrentIndex(at >= 0 ? at : 0);
    m_head->setEnabled(m_matrix->currentData().toInt() != int(K::OutputProjection));
    retarget();
}

void ProjectionEditor::retarget()
{
    const MatrixRef ref{MatrixRef::Kind(m_matrix->currentData().toInt()),
                        std::max(0, m_head->currentIndex())};
    m_head->setEnabled(ref.kind != MatrixRef::Kind::OutputProjection);
    if (!(ref == m_editor->matrixRef()))
        m_editor->setMatrixRef(ref);
}
