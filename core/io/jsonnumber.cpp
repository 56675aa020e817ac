#include "jsonnumber.h"

#include <QLocale>
#include <QString>

#include <cmath>
#include <limits>

QByteArray JsonNumber::text(double value)
{
    if (std::isnan(value))
        return QByteArrayLiteral("null");
    if (std::isinf(value))
        return value > 0 ? QByteArrayLiteral("\"Infinity\"") : QByteArrayLiteral("\"-Infinity\"");
    // QJsonDocument's own formatting of a double, so the text is what it would write.
    return QByteArray::number(value + 0.0, 'g', QLocale::FloatingPointShortest);
}

std::optional<double> JsonNumber::fromJson(const QJsonValue &value)
{
    if (value.isDouble())
        return value.toDouble();
    if (value.isString()) {
        const QString text = value.toString();
        if (text == QLatin1String("Infinity"))
            return std::numeric_limits<double>::infinity();
        if (text == QLatin1String("-Infinity"))
            return -std::numeric_limits<double>::infinity();
    }
    return std::nullopt;
}
