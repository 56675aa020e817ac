#include "elidedtextelement.h"

#include <QFontMetrics>
#include <QTextLayout>

ElidedTextElement::ElidedTextElement(QCustomPlot *plot, const QString &text, const QFont &font)
    : QCPTextElement(plot, text, font)
{
}

void ElidedTextElement::setMaximumLines(int lines)
{
    m_maximumLines = std::max(1, lines);
}

QStringList ElidedTextElement::shownLines(int width, bool *elided) const
{
    const QFontMetrics metrics(mainFont());
    *elided = false;
    QStringList shown;
    for (const QString &paragraph : mText.split(QLatin1Char('\n'))) {
        QStringList lines;
        if (m_maximumLines > 1 && width > 0) {
            QTextLayout layout(paragraph, mainFont());
            QTextOption option;
            option.setWrapMode(QTextOption::WrapAtWordBoundaryOrAnywhere);
            layout.setTextOption(option);
            layout.beginLayout();
            for (QTextLine line = layout.createLine(); line.isValid(); line = layout.createLine()) {
                line.setLineWidth(width);
                lines << paragraph.mid(line.textStart(), line.textLength());
            }
            layout.endLayout();
            if (lines.size() > m_maximumLines) {
                // The last line allowed carries the rest, shortened below.
                const QString rest = lines.mid(m_maximumLines - 1).join(QString());
                lines = lines.mid(0, m_maximumLines - 1);
                lines << rest;
            }
            for (QString &line : lines)
                line = line.trimmed();
        } else {
            lines << paragraph;
        }
        for (QString &line : lines) {
            const QString full = line;
            line = metrics.elidedText(line, Qt::ElideRight, width);
            *elided = *elided || line != full;
        }
        shown << lines;
    }
    return shown;
}

QSize ElidedTextElement::wrappedSize() const
{
    bool elided = false;
    const QString text = shownLines(m_wrapWidth, &elided).join(QLatin1Char('\n'));
    const QFontMetrics metrics(mainFont());
    QSize size = metrics.boundingRect(0, 0, 0, 0, Qt::TextDontClip, text).size();
    size.rwidth() += mMargins.left() + mMargins.right();
    size.rheight() += mMargins.top() + mMargins.bottom();
    return size;
}

QSize ElidedTextElement::minimumOuterSizeHint() const
{
    if (m_maximumLines <= 1 || m_wrapWidth <= 0)
        return QCPTextElement::minimumOuterSizeHint();
    return wrappedSize();
}

QSize ElidedTextElement::maximumOuterSizeHint() const
{
    if (m_maximumLines <= 1 || m_wrapWidth <= 0)
        return QCPTextElement::maximumOuterSizeHint();
    return QSize(QWIDGETSIZE_MAX, wrappedSize().height());
}

bool ElidedTextElement::rewrap()
{
    bool elided = false;
    shownLines(mRect.width(), &elided);
    m_elided = elided;
    if (m_maximumLines <= 1 || mRect.width() == m_wrapWidth)
        return false;
    const int before = minimumOuterSizeHint().height();
    m_wrapWidth = mRect.width();
    return minimumOuterSizeHint().height() != before;
}

void ElidedTextElement::draw(QCPPainter *painter)
{
    const QStringList lines = shownLines(mRect.width(), &m_elided);
    painter->setFont(mainFont());
    painter->setPen(QPen(mainTextColor()));
    painter->drawText(mRect, mTextFlags, lines.join(QLatin1Char('\n')), &mTextBoundingRect);
}
