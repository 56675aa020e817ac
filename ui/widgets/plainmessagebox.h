#pragma once

#include <QMessageBox>

/// QMessageBox::warning() and question() with the text shown as plain text. The static
/// QMessageBox functions guess the format (Qt::AutoText), so a message quoting a file (a
/// key, a field, a file or archive member name such as "<h1 style='color:red'>...") would
/// be rendered as HTML: a headline, a colour, a link. Every message that can carry a
/// file's content goes through here.
class PlainMessageBox
{
public:
    static QMessageBox::StandardButton
    warning(QWidget *parent, const QString &title, const QString &text,
            QMessageBox::StandardButtons buttons = QMessageBox::Ok,
            QMessageBox::StandardButton defaultButton = QMessageBox::NoButton);
    static QMessageBox::StandardButton
    question(QWidget *parent, const QString &title, const QString &text,
             QMessageBox::StandardButtons buttons = QMessageBox::Yes | QMessageBox::No,
             QMessageBox::StandardButton defaultButton = QMessageBox::NoButton);

private:
    static QMessageBox::StandardButton show(QMessageBox::Icon icon, QWidget *parent,
                                            const QString &title, const QString &text,
                                            QMessageBox::StandardButtons buttons,
                                            QMessageBox::StandardButton defaultButton);
};
