#include "elidedtextelement.h"

#include <QFontMetrics>

ElidedTextElement::ElidedTextElement(QCustomPlot *plot, const QString &text, const QFont &font)
    : QCPTextElement(plot, text, font)
{
}

void ElidedTextElement::draw(QCPPainter *painter)
{
    const QFont font = mainFont();
    const QFontMetrics metrics(font);
    QStringList lines = mText.split(QLatin1Char('\n'));
    for (QString &line : lines)
        line = metrics.elidedText(line, Qt::ElideRight, mRect.width());
    painter->setFont(font);
    painter->setPen(QPen(mainTextColor()));
    painter->drawText(mRect, mTextFlags, lines.join(QLatin1Char('\n')), &mTextBoundingRect);
}
