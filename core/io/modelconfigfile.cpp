#include "modelconfigfile.h"

#include "boundedfile.h"
#include "jsonobjectfile.h"

#include <QJsonDocument>
#include <QJsonObject>

namespace attn::io {

namespace {

bool report(QString *error, const QString &message)
{
    if (error)
        *error = message;
    return false;
}

std::optional<model::ModelConfig> fail(QString *error, const QString &message)
{
    report(error, message);
    return std::nullopt;
}

/// A JSON value as text for a message: "12", "1.5", "a string", "null".
QString describe(const QJsonValue &value)
{
    switch (value.type()) {
    case QJsonValue::Double:
        return QString::number(value.toDouble(), 'g', 17);
    case QJsonValue::String:
        return QLatin1Char('"') + value.toString() + QLatin1Char('"');
    case QJsonValue::Bool:
        return value.toBool() ? QStringLiteral("true") : QStringLiteral("false");
    case QJsonValue::Null:
        return QStringLiteral("null");
    case QJsonValue::Array:
        return ModelConfigFile::tr("an array");
    case QJsonValue::Object:
        return ModelConfigFile::tr("an object");
    case QJsonValue::Undefined:
        break;
    }
    return {};
}

/// Reads the whole number at `key` into `out`, from 1 to `max`; a message naming the key
/// otherwise.
bool readSize(const QJsonObject &object, const char *key, int max, const QString &fileName,
              int &out, QString *error)
{
    const QString name = QLatin1String(key);
    if (!object.contains(name))
        return report(error, ModelConfigFile::tr("%1: %2 is missing").arg(fileName, name));
    const QJsonValue value = object.value(name);
    const qint64 size = value.isDouble() ? value.toInteger(0) : 0; // 0 when not whole
    if (size < 1 || size > max)
        return report(error,
                      ModelConfigFile::tr("%1: %2 must be a whole number from 1 to %3, not %4")
                          .arg(fileName, name)
                          .arg(max)
                          .arg(describe(value)));
    out = int(size);
    return true;
}

/// A string key that may be missing but otherwise must be one of `allowed`.
bool checkChoice(const QJsonObject &object, const char *key, const QStringList &allowed,
                 const QString &fileName, QString *error)
{
    const QString name = QLatin1String(key);
    if (!object.contains(name))
        return true;
    const QJsonValue value = object.value(name);
    if (value.isString() && allowed.contains(value.toString()))
        return true;
    return report(error,
                  ModelConfigFile::tr("%1: %2 is %3; this program runs %4")
                      .arg(fileName, name, describe(value), allowed.join(QStringLiteral(" or "))));
}

} // namespace

std::optional<model::ModelConfig> ModelConfigFile::read(const QString &path, QString *error)
{
    QByteArray bytes;
    if (!BoundedFile::read(path, kMaxFileBytes, bytes, error))
        return std::nullopt;
    return parse(bytes, path, error);
}

std::optional<model::ModelConfig> ModelConfigFile::parse(const QByteArray &json,
                                                         const QString &fileName, QString *error)
{
    const std::optional<QJsonObject> root = JsonObjectFile::parse(json, fileName, error);
    if (!root)
        return std::nullopt;
    const QJsonObject &object = *root;

    if (!checkChoice(object, "model_type", {QStringLiteral("gpt2")}, fileName, error) ||
        !checkChoice(object, "activation_function",
                     {QStringLiteral("gelu_new"), QStringLiteral("gelu_pytorch_tanh")}, fileName,
                     error))
        return std::nullopt;

    model::ModelConfig config;
    if (!readSize(object, "vocab_size", kMaxVocabSize, fileName, config.vocabSize, error) ||
        !readSize(object, "n_positions", kMaxContextLength, fileName, config.contextLength,
                  error) ||
        !readSize(object, "n_embd", kMaxWidth, fileName, config.width, error) ||
        !readSize(object, "n_layer", kMaxLayers, fileName, config.layerCount, error) ||
        !readSize(object, "n_head", kMaxWidth, fileName, config.headCount, error))
        return std::nullopt;
    if (config.width % config.headCount != 0)
        return fail(error, tr("%1: n_head %2 does not divide n_embd %3 (each head takes an equal "
                              "share of the width)")
                               .arg(fileName)
                               .arg(config.headCount)
                               .arg(config.width));
    if (object.value(QLatin1String("n_inner")).isNull() ||
        object.value(QLatin1String("n_inner")).isUndefined())
        config.mlpWidth = 4 * config.width;
    else if (!readSize(object, "n_inner", kMaxMlpWidth, fileName, config.mlpWidth, error))
        return std::nullopt;

    const QJsonValue epsilon = object.value(QLatin1String("layer_norm_epsilon"));
    if (!epsilon.isUndefined()) {
        const double value = epsilon.toDouble(-1);
        if (!epsilon.isDouble() || !(value > 0 && value < 1))
            return fail(error, tr("%1: layer_norm_epsilon must be a number between 0 and 1, "
                                  "not %2")
                                   .arg(fileName, describe(epsilon)));
        config.layerNormEpsilon = value;
    }

    const std::int64_t parameters = parameterCount(config);
    if (parameters > kMaxParameters)
        return fail(error, tr("%1: vocab_size, n_positions, n_embd, n_layer and n_inner make %2 "
                              "weights, more than the %3 this program loads")
                               .arg(fileName)
                               .arg(parameters)
                               .arg(kMaxParameters));
    return config;
}

std::int64_t ModelConfigFile::parameterCount(const model::ModelConfig &config)
{
    // Within the kMax limits every term fits easily in 64 bits (at most about 1e12).
    const std::int64_t d = config.width;
    const std::int64_t inner = config.mlpWidth;
    const std::int64_t perBlock = 4 * d * d + 2 * d * inner + 9 * d + inner;
    return std::int64_t(config.vocabSize) * d + std::int64_t(config.contextLength) * d + 2 * d +
           std::int64_t(config.layerCount) * perBlock;
}

} // namespace attn::io
