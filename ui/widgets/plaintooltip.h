#pragma once

#include <QString>

class QPoint;
class QWidget;

/// Tooltip text that is shown as written. A tooltip guesses its format as a QLabel does
/// (Qt::mightBeRichText), so a token label such as "<h1 style='color:red'>..." read from a
/// file became a red headline when the mouse rested on its cell. Every tooltip that can
/// quote a label, a file name or a message about a file goes through of().
class PlainToolTip
{
public:
    /// `text` unchanged where Qt would show it as plain text anyway (so that most tooltips
    /// keep their exact text); otherwise escaped into HTML that shows the same characters,
    /// line breaks kept.
    static QString of(const QString &text);
    /// QToolTip::showText() with of(text).
    static void show(const QPoint &globalPosition, const QString &text, QWidget *widget);
};
