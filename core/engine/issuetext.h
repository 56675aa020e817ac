#pragma once

#include <string>
#include <vector>

// lupdate collects what is marked so for the window's translations; the engine has no Qt and
// the mark is the text itself.
#ifndef QT_TRANSLATE_NOOP
#define QT_TRANSLATE_NOOP(scope, x) x // as Qt defines it: the two may meet in one file
#endif

namespace attn {

/// An argument of an issue's message: data shown as it is (a number, a field name, a label),
/// or an English word that the window translates too ("queries").
struct IssueArg
{
    IssueArg(std::string data) : text(std::move(data)) {}
    IssueArg(const char *data) : text(data) {}
    /// A word marked with QT_TRANSLATE_NOOP("ValidationIssue", ...).
    static IssueArg word(const char *english);

    std::string text;
    bool translated = false;
    bool operator==(const IssueArg &) const = default;
};

/// A message as an English template with %1 .. %9 and its arguments. The engine's message
/// (for the command line and files) is format(); the window translates the template, which
/// QT_TRANSLATE_NOOP("ValidationIssue", ...) marks where it is written, and the words among
/// the arguments, so that a message reads as one language.
struct IssueText
{
    std::string templ; ///< empty: a message made otherwise, shown as it is
    std::vector<IssueArg> args;

    /// The template with %n replaced by the n-th argument, in one pass (an argument holding
    /// "%2" stays as it is).
    static std::string format(const std::string &templ, const std::vector<std::string> &args);
    std::string format() const;
    bool operator==(const IssueText &) const = default;
};

} // namespace attn
