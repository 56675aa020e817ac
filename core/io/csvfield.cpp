#include "csvfield.h"

#include <QByteArray>

#include <charconv>
#include <cmath>

CsvField::Number CsvField::toNumber(bool decimalComma, double &value) const
{
    QString digits = text;
    if (decimalComma)
        digits.replace(u',', u'.');
    if (digits.startsWith(u'+'))
        digits.remove(0, 1);
    const QByteArray latin = digits.toLatin1();
    if (latin.isEmpty() || digits.size() != latin.size())
        return Number::NotANumber;
    const char *end = latin.constData() + latin.size();
    const auto result = std::from_chars(latin.constData(), end, value);
    if (result.ec == std::errc::result_out_of_range) {
        value = latin.startsWith('-') ? -HUGE_VAL : HUGE_VAL;
        return Number::OutOfRange;
    }
    if (result.ec != std::errc() || result.ptr != end)
        return Number::NotANumber;
    return std::isnan(value) ? Number::NaN : Number::Ok;
}

bool CsvField::isText(bool decimalComma) const
{
    double value = 0;
    return quoted || (!text.isEmpty() && toNumber(decimalComma, value) == Number::NotANumber);
}

QString CsvField::label() const
{
    return text.startsWith(u'\'') && looksLikeFormula(text) ? text.mid(1) : text;
}

bool CsvField::looksLikeFormula(const QString &label)
{
    static const QString triggers = QStringLiteral("=+-@\t\r");
    qsizetype i = 0;
    while (i < label.size() && label[i] == u'\'')
        ++i;
    return i < label.size() && triggers.contains(label[i]);
}
