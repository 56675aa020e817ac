#pragma once

#include <QString>
#include <QStringList>

class QAbstractButton;

/// A source string and its translations into every language the program ships (see
/// LanguageSwitcher::languages()), whatever language is on: for sizes that must not change
/// when the language does.
QStringList inEveryLanguage(const char *context, const char *source);

/// Fixes a button's width to fit the widest of `source`'s translations (context `context`),
/// so that neither a language switch nor a text change moves the widgets beside it.
void fixWidthForEveryLanguage(QAbstractButton *button, const char *context, const char *source);
