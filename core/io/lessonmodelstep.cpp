#include "lessonmodelstep.h"

#include "layerscenario.h"
#include "modelcheckpoint.h"
#include "modelrun.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QStringList>

#include <algorithm>
#include <cmath>
#include <optional>

std::optional<ModelHeadAddress> ModelHeadAddress::fromText(const QString &text)
{
    const QStringList parts = text.split(QLatin1Char('.'));
    bool okLayer = false;
    bool okHead = false;
    const int layer = parts.value(0).toInt(&okLayer);
    const int head = parts.value(1).toInt(&okHead);
    if (parts.size() != 2 || !okLayer || !okHead)
        return std::nullopt;
    return ModelHeadAddress{layer - 1, head - 1};
}

attn::model::Interventions LessonModel::interventions() const
{
    attn::model::Interventions out;
    for (const ModelHeadAddress &h : off)
        out.setHead(h.layer, h.head, {false, 1.0, 1.0});
    out.maskedPositions = masked;
    std::sort(out.maskedPositions.begin(), out.maskedPositions.end());
    return out;
}

namespace {

/// The shipped model, read once for every lesson (it is a few hundred KB, mapped).
const attn::io::ModelCheckpoint *shippedModel(QString *error)
{
    static QString readError;
    static const std::optional<attn::io::ModelCheckpoint> checkpoint =
        attn::io::readModelCheckpoint(attn::io::shippedModelFolder(), &readError);
    if (!checkpoint)
        *error = readError;
    return checkpoint ? &*checkpoint : nullptr;
}

class ModelStepReader
{
public:
    ModelStepReader(const attn::io::ModelCheckpoint &model, const QString &field)
        : m_model(model), m_field(field)
    {
    }

    QString error;

    bool fail(const QString &where, const QString &message)
    {
        error = (where.isEmpty() ? m_field : m_field + QLatin1Char('.') + where) +
                QStringLiteral(": ") + message;
        return false;
    }

    /// "2.4" -> layer 1, head 3, inside the model.
    bool readHead(const QJsonValue &value, const QString &where, ModelHeadAddress &out)
    {
        const std::optional<ModelHeadAddress> address =
            value.isString() ? ModelHeadAddress::fromText(value.toString()) : std::nullopt;
        if (!address)
            return fail(where, LessonModelStep::tr("expected \"LAYER.HEAD\" counted from 1, such "
                                                   "as \"2.4\""));
        const attn::model::ModelConfig &c = m_model.weights->config;
        if (address->layer < 0 || address->layer >= c.layerCount || address->head < 0 ||
            address->head >= c.headCount)
            return fail(where, LessonModelStep::tr("\"%1\" is not a head of the model: it has %2 "
                                                   "layers of %3 heads")
                                   .arg(value.toString())
                                   .arg(c.layerCount)
                                   .arg(c.headCount));
        out = *address;
        return true;
    }

    bool readTokens(const QJsonValue &value, std::vector<int> &tokens, QString &text)
    {
        text = value.toString().simplified();
        if (!value.isString() || text.isEmpty())
            return fail(QStringLiteral("text"), LessonModelStep::tr("expected the sentence the "
                                                                    "model reads, a string of "
                                                                    "its words"));
        std::vector<std::string> unknown;
        tokens = m_model.tokenizer.words.encode(text.toStdString(), &unknown);
        if (!unknown.empty())
            return fail(QStringLiteral("text"),
                        LessonModelStep::tr("\"%1\" is not a word of the model (the Model tab "
                                            "lists its words)")
                            .arg(QString::fromStdString(unknown.front())));
        if (int(tokens.size()) > m_model.weights->config.contextLength)
            return fail(QStringLiteral("text"),
                        LessonModelStep::tr("%1 words, more than the %2 the model reads")
                            .arg(tokens.size())
                            .arg(m_model.weights->config.contextLength));
        return true;
    }

    bool readMasks(const QJsonValue &value, int tokenCount, std::vector<int> &out)
    {
        if (!value.isArray())
            return fail(QStringLiteral("mask"), LessonModelStep::tr("expected an array of word "
                                                                    "positions counted from 0"));
        const QJsonArray array = value.toArray();
        for (qsizetype i = 0; i < array.size(); ++i) {
            const double p = array.at(i).toDouble(-1.0);
            if (!array.at(i).isDouble() || p != std::floor(p) || p < 0 || p >= tokenCount)
                return fail(QStringLiteral("mask[%1]").arg(i),
                            LessonModelStep::tr("expected a word position from 0 to %1")
                                .arg(tokenCount - 1));
            out.push_back(int(p));
        }
        return true;
    }

    bool read(const QJsonValue &value, LessonModel &model, attn::Scenario &scenario)
    {
        if (!value.isObject())
            return fail(QString(), LessonModelStep::tr("expected an object with \"text\" and "
                                                       "\"head\""));
        const QJsonObject object = value.toObject();
        for (auto it = object.begin(); it != object.end(); ++it)
            if (!QStringList{QStringLiteral("text"), QStringLiteral("head"), QStringLiteral("off"),
                             QStringLiteral("mask")}
                     .contains(it.key()))
                return fail(it.key(), LessonModelStep::tr("unknown field"));
        for (const char *required : {"text", "head"})
            if (!object.contains(QLatin1String(required)))
                return fail(QLatin1String(required), QStringLiteral("missing"));
        LessonModel m;
        std::vector<int> tokens;
        if (!readTokens(object.value(QLatin1String("text")), tokens, m.text) ||
            !readHead(object.value(QLatin1String("head")), QStringLiteral("head"), m.head))
            return false;
        const QJsonValue off = object.value(QLatin1String("off"));
        if (!off.isUndefined() && !off.isArray())
            return fail(QStringLiteral("off"), LessonModelStep::tr("expected an array of heads "
                                                                   "such as [\"2.4\"]"));
        const QJsonArray offHeads = off.toArray();
        for (qsizetype i = 0; i < offHeads.size(); ++i) {
            ModelHeadAddress head;
            if (!readHead(offHeads.at(i), QStringLiteral("off[%1]").arg(i), head))
                return false;
            m.off.push_back(head);
        }
        if (object.contains(QLatin1String("mask")) &&
            !readMasks(object.value(QLatin1String("mask")), int(tokens.size()), m.masked))
            return false;
        attn::model::ModelRun run(m_model.weights);
        const std::string problem = run.run(tokens, m.interventions());
        if (!problem.empty())
            return fail(QString(), QString::fromStdString(problem));
        std::vector<std::string> labels;
        for (int token : tokens)
            labels.push_back(m_model.tokenizer.words.word(token));
        scenario = attn::model::runHeadScenario(run, m.head.layer, m.head.head, std::move(labels));
        model = std::move(m);
        return true;
    }

private:
    const attn::io::ModelCheckpoint &m_model;
    QString m_field;
};

} // namespace

bool LessonModelStep::read(const QJsonValue &value, const QString &field, LessonModel &model,
                           attn::Scenario &scenario, QString *error)
{
    QString readError;
    const attn::io::ModelCheckpoint *shipped = shippedModel(&readError);
    if (!shipped) {
        *error = field + QStringLiteral(": ") +
                 tr("the model shipped with the program could not be read: %1").arg(readError);
        return false;
    }
    ModelStepReader reader(*shipped, field);
    if (reader.read(value, model, scenario))
        return true;
    *error = reader.error;
    return false;
}
