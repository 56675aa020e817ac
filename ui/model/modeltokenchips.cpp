#include "modeltokenchips.h"

#include "flowlayout.h"
#include "modelsession.h"
#include "retranslate.h"

#include <QToolButton>

ModelTokenChips::ModelTokenChips(ModelSession *session, QWidget *parent)
    : QWidget(parent), m_session(session), m_flow(new FlowLayout(this, 4))
{
    setObjectName(QStringLiteral("modelTokenChips"));
    m_flow->setContentsMargins(0, 0, 0, 0);
    connect(session, &ModelSession::changed, this, &ModelTokenChips::refresh);
    onLanguageChange(this, [this] { setTexts(); });
    refresh();
}

QStringList ModelTokenChips::labels() const
{
    QStringList out;
    for (const QToolButton *chip : m_chips)
        out << chip->text();
    return out;
}

QToolButton *ModelTokenChips::chip(int position) const
{
    return m_chips.value(position);
}

void ModelTokenChips::refresh()
{
    const QStringList words = m_session->words();
    if (words != labels()) {
        qDeleteAll(m_chips);
        m_chips.clear();
        for (int i = 0; i < words.size(); ++i) {
            auto *chip = new QToolButton(this);
            chip->setObjectName(QStringLiteral("modelTokenChip%1").arg(i));
            chip->setText(words.at(i));
            chip->setCheckable(true);
            chip->setAutoRaise(false);
            connect(chip, &QToolButton::clicked, this,
                    [this, i](bool masked) { m_session->setMasked(i, masked); });
            m_flow->addWidget(chip);
            m_chips << chip;
        }
        setTexts();
    }
    for (int i = 0; i < m_chips.size(); ++i) {
        QToolButton *chip = m_chips.at(i);
        const bool masked = m_session->isMasked(i);
        chip->setChecked(masked);
        if (chip->font().strikeOut() != masked) {
            // Only the strike-out is set: family and size still follow the window's (the
            // language's, presentation mode's).
            QFont f;
            if (masked)
                f.setStrikeOut(true);
            chip->setFont(f);
        }
    }
    updateGeometry();
}

void ModelTokenChips::setTexts()
{
    for (int i = 0; i < m_chips.size(); ++i)
        m_chips.at(i)->setToolTip(tr("Token %1: click to hide it from the words after it in "
                                     "every layer (a mask), click again to show it")
                                      .arg(i + 1));
}
