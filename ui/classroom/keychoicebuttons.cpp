#include "keychoicebuttons.h"

#include "plaintooltip.h"

#include <QButtonGroup>
#include <QGridLayout>
#include <QPushButton>

#include <algorithm>

KeyChoiceButtons::KeyChoiceButtons(QWidget *parent)
    : QWidget(parent), m_grid(new QGridLayout(this)), m_group(new QButtonGroup(this))
{
    m_grid->setContentsMargins(0, 0, 0, 0);
    m_grid->setSpacing(4);
    m_group->setExclusive(true);
    connect(m_group, &QButtonGroup::idClicked, this, &KeyChoiceButtons::chosen);
}

void KeyChoiceButtons::setChoices(const QStringList &labels)
{
    for (QAbstractButton *button : m_group->buttons()) {
        m_group->removeButton(button);
        delete button;
    }
    m_columns = 0;
    for (int key = 0; key < labels.size(); ++key) {
        auto *button = new QPushButton(labels.at(key), this);
        button->setCheckable(true);
        // The panel's page never gets wider than the panel (its text would be cut at the
        // right): a button narrower than its word is better than a line nobody can read.
        button->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Fixed);
        button->setToolTip(PlainToolTip::of(button->text()));
        m_group->addButton(button, key);
    }
    layOut();
}

int KeyChoiceButtons::count() const
{
    return int(m_group->buttons().size());
}

void KeyChoiceButtons::setChosen(int key)
{
    if (QAbstractButton *button = m_group->button(key))
        button->setChecked(true);
}

void KeyChoiceButtons::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    layOut();
}

void KeyChoiceButtons::layOut()
{
    const QList<QAbstractButton *> buttons = m_group->buttons();
    if (buttons.isEmpty())
        return;
    int widest = 0;
    for (const QAbstractButton *button : buttons)
        widest = std::max(widest, button->sizeHint().width());
    const int spacing = m_grid->spacing();
    const int fit = (width() + spacing) / std::max(1, widest + spacing);
    const int columns = std::clamp(fit, 2, buttons.size() > 12 ? 5 : 3);
    if (columns == m_columns)
        return;
    m_columns = columns;
    for (QAbstractButton *button : buttons)
        m_grid->removeWidget(button);
    for (QAbstractButton *button : buttons) {
        const int key = m_group->id(button);
        m_grid->addWidget(button, key / columns, key % columns);
    }
}
