#include "plaintooltip.h"

#include <QTextDocument>
#include <QToolTip>

QString PlainToolTip::of(const QString &text)
{
    if (!Qt::mightBeRichText(text))
        return text;
    return QStringLiteral("<p style='white-space:pre'>") + text.toHtmlEscaped() +
           QStringLiteral("</p>");
}

void PlainToolTip::show(const QPoint &globalPosition, const QString &text, QWidget *widget)
{
    QToolTip::showText(globalPosition, of(text), widget);
}
