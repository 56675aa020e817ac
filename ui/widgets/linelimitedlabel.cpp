#include "linelimitedlabel.h"

#include <QEvent>
#include <QResizeEvent>
#include <QTextLayout>

LineLimitedLabel::LineLimitedLabel(int maxLines, QWidget *parent)
    : QLabel(parent), m_maxLines(std::max(1, maxLines))
{
    setTextFormat(Qt::PlainText);
    // Wrapping stays on (the height follows the width, as for any wrapped label), bounded
    // by the height of maxLines lines: the text is cut to fit them before it is set.
    setWordWrap(m_maxLines > 1);
    setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    limitHeight();
}

QSize LineLimitedLabel::sizeHint() const
{
    if (m_maxLines > 1)
        return QLabel::sizeHint();
    const QMargins m = contentsMargins();
    return {fontMetrics().horizontalAdvance(m_fullText) + m.left() + m.right() + 2 * margin() + 1,
            QLabel::sizeHint().height()};
}

QSize LineLimitedLabel::minimumSizeHint() const
{
    if (m_maxLines > 1)
        return QLabel::minimumSizeHint();
    return {std::min(sizeHint().width(), fontMetrics().horizontalAdvance(QStringLiteral("0000…"))),
            QLabel::minimumSizeHint().height()};
}

void LineLimitedLabel::changeEvent(QEvent *event)
{
    QLabel::changeEvent(event);
    if (event->type() == QEvent::FontChange || event->type() == QEvent::StyleChange) {
        limitHeight();
        refit();
    }
}

void LineLimitedLabel::limitHeight()
{
    const QMargins m = contentsMargins();
    setMaximumHeight(m_maxLines * fontMetrics().lineSpacing() + m.top() + m.bottom() +
                     2 * margin());
}

void LineLimitedLabel::setFullText(const QString &text)
{
    m_fullText = text;
    updateGeometry(); // sizeHint() follows the whole text, not the part shown
    refit();
}

void LineLimitedLabel::setFullToolTip(const QString &toolTip)
{
    m_toolTip = toolTip;
    refit();
}

void LineLimitedLabel::resizeEvent(QResizeEvent *event)
{
    QLabel::resizeEvent(event);
    if (event->size().width() != event->oldSize().width())
        refit();
}

QString LineLimitedLabel::fitted(int width, bool *cut) const
{
    *cut = false;
    if (m_fullText.isEmpty() || width <= 0)
        return m_fullText;
    QTextLayout layout(m_fullText, font());
    QTextOption option;
    option.setWrapMode(QTextOption::WrapAtWordBoundaryOrAnywhere);
    layout.setTextOption(option);
    QStringList lines;
    layout.beginLayout();
    for (QTextLine line = layout.createLine(); line.isValid(); line = layout.createLine()) {
        line.setLineWidth(width);
        if (lines.size() == m_maxLines - 1) {
            // The last line allowed: what is left, elided if it does not fit.
            const QString rest = m_fullText.mid(line.textStart());
            const QString elided = fontMetrics().elidedText(rest, Qt::ElideRight, width);
            *cut = elided != rest;
            lines << elided;
            break;
        }
        lines << m_fullText.mid(line.textStart(), line.textLength()).trimmed();
    }
    layout.endLayout();
    return lines.join(u'\n');
}

void LineLimitedLabel::refit()
{
    bool cut = false;
    setText(fitted(contentsRect().width(), &cut));
    setToolTip(cut && m_toolTip.isEmpty() ? m_fullText : m_toolTip);
}
