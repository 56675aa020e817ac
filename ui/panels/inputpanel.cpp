#include "inputpanel.h"

#include "document.h"
#include "matrixeditor.h"
#include "retranslate.h"
#include "scenarioedits.h"
#include "tokenlisteditor.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QTabWidget>
#include <QVBoxLayout>

#include <utility>

QString InputPanel::modeName(attn::InputMode mode)
{
    switch (mode) {
    case attn::InputMode::Direct:
        return tr("Direct: type Q, K, V");
    case attn::InputMode::SelfAttention:
        return tr("Self-attention from tokens X");
    case attn::InputMode::CrossAttention:
        return tr("Cross-attention: X to Y");
    case attn::InputMode::ImportedWeights:
        break; // not a choice of the box: a weights-only scenario has no inputs
    }
    return QString();
}

InputPanel::InputPanel(Document *document, QWidget *parent)
    : QWidget(parent), m_document(document), m_mode(new QComboBox), m_keysAreValues(new QCheckBox),
      m_queryTokens(new TokenListEditor(document, scenarioedits::Side::Query)),
      m_keyTokens(new TokenListEditor(document, scenarioedits::Side::Key)), m_tabs(new QTabWidget)
{
    m_mode->addItem(QString(), int(attn::InputMode::Direct));
    m_mode->addItem(QString(), int(attn::InputMode::SelfAttention));
    m_mode->addItem(QString(), int(attn::InputMode::CrossAttention));
    auto *source = new QGroupBox;
    onLanguageChange(this, [this, source] {
        m_keysAreValues->setText(tr("Keys are the values (V = K)"));
        for (int i = 0; i < m_mode->count(); ++i)
            m_mode->setItemText(i, modeName(attn::InputMode(m_mode->itemData(i).toInt())));
        m_mode->setToolTip(tr("Where queries, keys and values come from"));
        source->setTitle(tr("Input"));
    });
    auto *form = new QFormLayout(source);
    form->addRow(translatedLabel("InputPanel", QT_TR_NOOP("Mode:")), m_mode);
    form->addRow(m_keysAreValues);

    using K = MatrixRef::Kind;
    for (K kind : {K::Queries, K::Keys, K::Values, K::Tokens, K::SourceTokens}) {
        auto *editor = new MatrixEditor(document, MatrixRef{kind, 0});
        m_editors << editor;
        m_tabs->addTab(editor, MatrixRef{kind, 0}.symbol());
        m_tabs->setTabToolTip(m_tabs->count() - 1, MatrixRef{kind, 0}.title());
    }

    auto *tokens = new QHBoxLayout;
    tokens->addWidget(m_queryTokens);
    tokens->addWidget(m_keyTokens);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(source);
    layout->addLayout(tokens);
    layout->addWidget(m_tabs, 1);

    connect(m_mode, &QComboBox::activated, this, [this] {
        attn::Scenario s = m_document->scenario();
        const auto mode = attn::InputMode(m_mode->currentData().toInt());
        scenarioedits::setMode(s, mode);
        m_document->editScenario(std::move(s),
                                 [mode] { return tr("Input mode: %1").arg(modeName(mode)); });
    });
    connect(m_keysAreValues, &QCheckBox::toggled, this, [this](bool on) {
        attn::Scenario s = m_document->scenario();
        scenarioedits::setKeysAreValues(s, on);
        m_document->editScenario(
            std::move(s), [on] { return on ? tr("Keys are values") : tr("Separate values"); });
    });
    connect(m_document, &Document::changed, this, [this](Document::Change change) {
        if (change == Document::Change::Structure)
            refresh();
    });
    refresh();
}

MatrixEditor *InputPanel::matrixEditor(MatrixRef::Kind kind) const
{
    const int i = int(kind);
    return i >= 0 && i < m_editors.size() ? m_editors[i] : nullptr;
}

void InputPanel::refresh()
{
    const attn::Scenario &s = m_document->scenario();
    const QSignalBlocker b1(m_mode), b2(m_keysAreValues);
    m_mode->setCurrentIndex(m_mode->findData(int(s.mode)));
    m_keysAreValues->setChecked(s.keysAreValues);
    m_keysAreValues->setVisible(s.mode == attn::InputMode::Direct);
    m_keyTokens->setVisible(s.mode != attn::InputMode::SelfAttention);
    // Token lists edit the rows of Q/K/V, X or Y; a scenario without those (imported
    // weights) has nothing they could change.
    const bool editable = m_mode->currentIndex() >= 0;
    m_queryTokens->setEnabled(editable);
    m_keyTokens->setEnabled(editable);
    bool currentVisible = false;
    for (int i = 0; i < m_editors.size(); ++i) {
        const bool visible = m_editors[i]->matrixRef().exists(s);
        m_tabs->setTabVisible(i, visible);
        currentVisible = currentVisible || (visible && i == m_tabs->currentIndex());
    }
    if (!currentVisible) {
        for (int i = 0; i < m_editors.size(); ++i) {
            if (m_tabs->isTabVisible(i)) {
                m_tabs->setCurrentIndex(i);
                break;
            }
        }
    }
}
