#include "matrixeditor.h"

#include "document.h"
#include "matrixtablemodel.h"
#include "matrixtableview.h"
#include "retranslate.h"
#include "scenarioedits.h"
#include "texttone.h"
#include "validation.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

#include <utility>

MatrixEditor::MatrixEditor(Document *document, const MatrixRef &ref, QWidget *parent)
    : QGroupBox(parent), m_document(document), m_ref(ref),
      m_model(new MatrixTableModel(document, ref, this)), m_view(new MatrixTableView(document)),
      m_dimension(new QSpinBox), m_dimensionLabel(new QLabel(tr("Components:"))),
      m_seed(new QSpinBox), m_message(new QLabel), m_dimensionMergeId(document->newMergeId())
{
    m_view->setModel(m_model);

    m_dimension->setRange(1, attn::kMaxDimension); // any size a scenario may have
    m_dimension->setToolTip(tr("Number of components of every vector (columns)"));
    m_dimensionLabel->setBuddy(m_dimension);
    m_seed->setRange(0, 1'000'000);
    m_seed->setValue(1);
    m_seed->setToolTip(tr("Seed of the random numbers: the same seed gives the same numbers"));
    auto *randomButton = new QPushButton(tr("Randomize"));
    randomButton->setToolTip(tr("Fill with normally distributed numbers from the seed"));
    auto *normalizeButton = new QPushButton(tr("Normalize rows"));
    normalizeButton->setToolTip(tr("Scale every row to length 1"));
    auto *zeroButton = new QPushButton(tr("Zero"));

    // Three short rows rather than one long one: the side panel stays narrow.
    auto *tools = new QHBoxLayout;
    tools->addWidget(m_dimensionLabel);
    tools->addWidget(m_dimension);
    tools->addStretch();
    auto *seedLabel = new QLabel(tr("seed"));
    seedLabel->setBuddy(m_seed);
    // Texts again on a language switch (the title follows in refresh()).
    onLanguageChange(this, [this, randomButton, normalizeButton, zeroButton, seedLabel] {
        m_dimensionLabel->setText(tr("Components:"));
        m_dimension->setToolTip(tr("Number of components of every vector (columns)"));
        m_seed->setToolTip(tr("Seed of the random numbers: the same seed gives the same numbers"));
        randomButton->setText(tr("Randomize"));
        randomButton->setToolTip(tr("Fill with normally distributed numbers from the seed"));
        normalizeButton->setText(tr("Normalize rows"));
        normalizeButton->setToolTip(tr("Scale every row to length 1"));
        zeroButton->setText(tr("Zero"));
        seedLabel->setText(tr("seed"));
    });
    auto *tools2 = new QHBoxLayout;
    tools2->addWidget(randomButton);
    tools2->addWidget(seedLabel);
    tools2->addWidget(m_seed);
    tools2->addStretch();
    auto *tools3 = new QHBoxLayout;
    tools3->addWidget(normalizeButton);
    tools3->addWidget(zeroButton);
    tools3->addStretch();

    m_message->setWordWrap(true);
    m_message->setTextFormat(Qt::PlainText); // it quotes what was typed or pasted
    setTextTone(m_message, TextTone::EmphasisProblem);
    m_message->hide();

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(tools);
    layout->addLayout(tools2);
    layout->addLayout(tools3);
    layout->addWidget(m_view, 1);
    layout->addWidget(m_message);

    connect(randomButton, &QPushButton::clicked, this, &MatrixEditor::randomize);
    connect(normalizeButton, &QPushButton::clicked, this, &MatrixEditor::normalizeRows);
    connect(zeroButton, &QPushButton::clicked, this, &MatrixEditor::zero);
    connect(m_dimension, &QSpinBox::valueChanged, this, [this](int columns) {
        attn::Scenario s = m_document->scenario();
        if (columns == m_ref.cols(s))
            return;
        scenarioedits::setDimension(s, m_ref, columns);
        m_document->editScenario(
            std::move(s), [ref = m_ref] { return tr("Change dimension of %1").arg(ref.symbol()); },
            m_dimensionMergeId);
    });
    connect(m_model, &MatrixTableModel::inputRejected, this, &MatrixEditor::showMessage);
    connect(m_view, &MatrixTableView::inputRejected, this, &MatrixEditor::showMessage);
    connect(m_document, &Document::changed, this, [this](Document::Change change) {
        if (change == Document::Change::Selection)
            return;
        showMessage(QString());
        refresh();
    });
    refresh();
}

void MatrixEditor::setMatrixRef(const MatrixRef &ref)
{
    m_ref = ref;
    m_model->setMatrixRef(ref);
    showMessage(QString());
    refresh();
}

QString MatrixEditor::message() const
{
    return m_message->text();
}

void MatrixEditor::showMessage(const QString &message)
{
    m_message->setText(message);
    m_message->setVisible(!message.isEmpty());
}

void MatrixEditor::refresh()
{
    const attn::Scenario &s = m_document->scenario();
    setTitle(tr("%1  (%2 x %3)").arg(m_ref.title()).arg(m_ref.rows(s)).arg(m_ref.cols(s)));
    // Projection shapes follow the inputs and the head settings, so they have no spin box.
    m_dimension->setVisible(!m_ref.isProjection());
    m_dimensionLabel->setVisible(!m_ref.isProjection());
    const QSignalBlocker blocker(m_dimension);
    m_dimension->setValue(std::max(1, m_ref.cols(s)));
}

void MatrixEditor::randomize()
{
    attn::Scenario s = m_document->scenario();
    scenarioedits::randomize(s, m_ref, std::uint64_t(m_seed->value()));
    m_document->editScenario(std::move(s), [ref = m_ref, seed = m_seed->value()] {
        return tr("Randomize %1 (seed %2)").arg(ref.symbol()).arg(seed);
    });
}

void MatrixEditor::normalizeRows()
{
    attn::Scenario s = m_document->scenario();
    scenarioedits::normalizeRows(s, m_ref);
    m_document->editScenario(
        std::move(s), [ref = m_ref] { return tr("Normalize rows of %1").arg(ref.symbol()); });
}

void MatrixEditor::zero()
{
    attn::Scenario s = m_document->scenario();
    scenarioedits::zero(s, m_ref);
    m_document->editScenario(std::move(s),
                             [ref = m_ref] { return tr("Zero %1").arg(ref.symbol()); });
}
