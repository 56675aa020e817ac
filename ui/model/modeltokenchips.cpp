#include "modeltokenchips.h"

#include "flowlayout.h"
#include "modelsession.h"
#include "retranslate.h"

#include <QEvent>
#include <QResizeEvent>
#include <QScrollArea>
#include <QScrollBar>
#include <QStyle>
#include <QToolButton>

#include <algorithm>

namespace {

constexpr int kSpacing = 4;

} // namespace

ModelTokenChips::ModelTokenChips(ModelSession *session, QWidget *parent)
    : QWidget(parent), m_session(session), m_scroll(new QScrollArea), m_inner(new QWidget),
      m_flow(new FlowLayout(m_inner, kSpacing))
{
    setObjectName(QStringLiteral("modelTokenChips"));
    m_flow->setContentsMargins(0, 0, 0, 0);
    m_scroll->setWidget(m_inner);
    m_scroll->setWidgetResizable(true);
    m_scroll->setFrameShape(QFrame::NoFrame);
    m_scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    // No layout of its own: a layout would answer for its height (QWidgetItem asks a
    // widget's layout, not the widget), and the height is heightForWidth()'s.
    m_scroll->setParent(this);
    m_inner->installEventFilter(this);
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
            auto *chip = new QToolButton(m_inner);
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

void ModelTokenChips::resizeEvent(QResizeEvent *event)
{
    m_scroll->setGeometry(rect());
    QWidget::resizeEvent(event);
}

bool ModelTokenChips::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_inner && event->type() == QEvent::LayoutRequest)
        updateGeometry();
    return QWidget::eventFilter(watched, event);
}

int ModelTokenChips::shownRowsHeight() const
{
    const int row = m_chips.isEmpty() ? 0 : m_chips.first()->sizeHint().height();
    return kShownRows * row + (kShownRows - 1) * kSpacing;
}

int ModelTokenChips::heightForWidth(int width) const
{
    const int all = m_flow->heightForWidth(width);
    if (all <= shownRowsHeight())
        return all;
    // More rows than shown: they scroll, beside a vertical scroll bar.
    const int bar = style()->pixelMetric(QStyle::PM_ScrollBarExtent, nullptr, m_scroll);
    return std::min(m_flow->heightForWidth(width - bar), shownRowsHeight());
}

QSize ModelTokenChips::sizeHint() const
{
    const QSize inner = m_flow->sizeHint();
    return {inner.width(), heightForWidth(std::max(width(), 1))};
}

QSize ModelTokenChips::minimumSizeHint() const
{
    return {0, m_chips.isEmpty() ? 0 : std::min(m_flow->minimumSize().height(), shownRowsHeight())};
}

void ModelTokenChips::setTexts()
{
    for (int i = 0; i < m_chips.size(); ++i)
        m_chips.at(i)->setToolTip(tr("Token %1: click to hide it from the words after it in "
                                     "every layer (a mask), click again to show it")
                                      .arg(i + 1));
}
