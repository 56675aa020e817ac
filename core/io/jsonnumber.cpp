#include "jsonnumber.h"

#include <QString>

#include <cmath>
#include <limits>

QJsonValue JsonNumber::toJson(double value)
{
    if (std::isnan(value))
        return QJsonValue(QJsonValue::Null);
    if (std::isinf(value))
        return value > 0 ? QStringLiteral("Infinity") : QStringLiteral("-Infinity");
    return QJsonValue(value + 0.0);
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
