#pragma once

#include <QString>

/// One field of a CSV record: its text (outer spaces trimmed unless quoted) and whether it
/// was "quoted". A quoted field is always a label; an unquoted one is a number when it
/// parses as one.
struct CsvField
{
    enum class Number
    {
        Ok,         ///< a finite number, or infinity spelled out ("inf", "-inf": what we write)
        NotANumber, ///< text: a label, or an error where a number belongs
        NaN,
        OutOfRange, ///< digits beyond +-1.8e308 ("1e999")
    };

    QString text;
    bool quoted = false;

    /// The number the text holds ("0,5" too with `decimalComma`), into `value`.
    Number toNumber(bool decimalComma, double &value) const;
    /// A label, not a number: quoted, or non-empty text that does not parse.
    bool isText(bool decimalComma) const;
    /// The label the field holds: a field that the writer marked with ' (a label a
    /// spreadsheet would run as a formula) loses the mark.
    QString label() const;

    /// Whether a spreadsheet would take `label` for a formula (OWASP, "CSV Injection"): it
    /// starts with = + - @, a tab or a carriage return, after any number of our own ' marks.
    static bool looksLikeFormula(const QString &label);
};
