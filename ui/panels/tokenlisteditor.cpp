#include "tokenlisteditor.h"

#include "document.h"
#include "retranslate.h"

#include <QGridLayout>
#include <QListWidget>
#include <QToolButton>

using scenarioedits::Side;

TokenListEditor::TokenListEditor(Document *document, Side side, QWidget *parent)
    : QGroupBox(parent), m_document(document), m_side(side), m_list(new QListWidget),
      m_remove(new QToolButton)
{
    m_list->setMinimumHeight(fontMetrics().height() * 5);
    m_list->setMinimumWidth(fontMetrics().horizontalAdvance(QStringLiteral("token 12")) + 24);
    // Compact symbol buttons keep two token lists side by side in the left panel.
    auto *add = new QToolButton;
    auto *up = new QToolButton;
    auto *down = new QToolButton;
    add->setText(QStringLiteral("+"));
    m_remove->setText(QStringLiteral("−"));
    up->setText(QStringLiteral("▲"));
    down->setText(QStringLiteral("▼"));
    onLanguageChange(this, [this, add, up, down] {
        m_list->setToolTip(tr("Double-click a token to rename it"));
        add->setToolTip(tr("Add a token after the selected one (its vector starts at zero)"));
        m_remove->setToolTip(tr("Remove the selected token"));
        up->setToolTip(tr("Move the selected token one place earlier"));
        down->setToolTip(tr("Move the selected token one place later"));
    });
    const int buttonSide = fontMetrics().height() + 14;
    for (QToolButton *b : {add, m_remove, up, down})
        b->setFixedSize(buttonSide, buttonSide);

    auto *layout = new QGridLayout(this);
    layout->addWidget(m_list, 0, 0, 5, 1);
    layout->addWidget(add, 0, 1);
    layout->addWidget(m_remove, 1, 1);
    layout->addWidget(up, 2, 1);
    layout->addWidget(down, 3, 1);
    layout->setRowStretch(4, 1);

    connect(add, &QToolButton::clicked, this, &TokenListEditor::addToken);
    connect(m_remove, &QToolButton::clicked, this, &TokenListEditor::removeToken);
    connect(up, &QToolButton::clicked, this, &TokenListEditor::moveUp);
    connect(down, &QToolButton::clicked, this, &TokenListEditor::moveDown);
    connect(m_list, &QListWidget::itemChanged, this, [this](QListWidgetItem *item) {
        const int row = m_list->row(item);
        const QString text = item->text().trimmed();
        attn::Scenario s = m_document->scenario();
        if (text.isEmpty()) {
            refresh(); // an empty label would be ambiguous on the axes: keep the old one
            return;
        }
        scenarioedits::renameToken(s, m_side, row, text.toStdString());
        m_document->editScenario(s, [text] { return tr("Rename token to \"%1\"").arg(text); });
    });
    connect(m_document, &Document::changed, this, [this](Document::Change change) {
        if (change == Document::Change::Structure)
            refresh();
    });
    refresh();
}

void TokenListEditor::refresh()
{
    const attn::Scenario &s = m_document->scenario();
    const bool self = s.mode == attn::InputMode::SelfAttention;
    if (self)
        setTitle(tr("Tokens"));
    else if (m_side == Side::Query)
        setTitle(tr("Query tokens"));
    else
        setTitle(tr("Key / value tokens"));

    const int count = scenarioedits::tokenCount(s, m_side);
    const auto &labels = scenarioedits::labels(s, m_side);
    const int current = m_list->currentRow();
    const QSignalBlocker blocker(m_list);
    m_list->clear();
    for (int i = 0; i < count; ++i) {
        QString label =
            i < int(labels.size()) ? QString::fromStdString(labels[size_t(i)]) : QString();
        if (label.isEmpty())
            label = (m_side == Side::Query || self ? QStringLiteral("q%1") : QStringLiteral("k%1"))
                        .arg(i + 1);
        auto *item = new QListWidgetItem(label, m_list);
        item->setFlags(item->flags() | Qt::ItemIsEditable);
    }
    m_list->setCurrentRow(std::min(current, count - 1));
    m_remove->setEnabled(count > 1);
}

void TokenListEditor::addToken()
{
    attn::Scenario s = m_document->scenario();
    const int count = scenarioedits::tokenCount(s, m_side);
    const int at = m_list->currentRow() >= 0 ? m_list->currentRow() + 1 : count;
    const QString label = tr("token %1").arg(count + 1);
    scenarioedits::insertToken(s, m_side, at, label.toStdString());
    m_document->editScenario(s, [label] { return tr("Add token \"%1\"").arg(label); });
    m_list->setCurrentRow(at);
}

void TokenListEditor::removeToken()
{
    attn::Scenario s = m_document->scenario();
    const int row = m_list->currentRow();
    if (row < 0 || scenarioedits::tokenCount(s, m_side) <= 1)
        return;
    const QString label = m_list->item(row)->text();
    scenarioedits::removeToken(s, m_side, row);
    m_document->editScenario(s, [label] { return tr("Remove token \"%1\"").arg(label); });
}

void TokenListEditor::moveUp()
{
    move(-1);
}

void TokenListEditor::moveDown()
{
    move(+1);
}

void TokenListEditor::move(int delta)
{
    const int from = m_list->currentRow();
    const int to = from + delta;
    attn::Scenario s = m_document->scenario();
    if (from < 0 || to < 0 || to >= scenarioedits::tokenCount(s, m_side))
        return;
    scenarioedits::moveToken(s, m_side, from, to);
    m_document->editScenario(
        s, [label = m_list->item(from)->text()] { return tr("Move token \"%1\"").arg(label); });
    m_list->setCurrentRow(to);
}
