#pragma once

#include <QObject>

#include <functional>

/// Calls setTexts now and again whenever owner receives QEvent::LanguageChange, so texts
/// set once at construction follow a language switch at run time. The hook is a child
/// of owner (a widget: widgets pass LanguageChange on to their children) and dies with it.
/// setTexts should only re-set texts, e.g. [=] { menu->setTitle(tr("&File")); }.
void onLanguageChange(QObject *owner, std::function<void()> setTexts);

/// Like onLanguageChange, for a rebuild that deletes children of owner (menu entries, rows
/// of widgets): on a switch it runs once the event has reached every child, since Qt hands
/// it on to a list of the children taken before.
void onLanguageChangeRebuild(QObject *owner, std::function<void()> rebuild);

class QLabel;

/// A label showing QCoreApplication::translate(context, source), re-set on every language
/// switch. Mark source with QT_TR_NOOP at the call so lupdate finds it.
QLabel *translatedLabel(const char *context, const char *source);
