#include "lessonfile.h"

#include "boundedfile.h"
#include "jsonduplicatekey.h"
#include "presetlibrary.h"
#include "projectionfactory.h"
#include "scenariofile.h"
#include "scenariolimits.h"

#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <cmath>
#include <initializer_list>

namespace {

/// Reads one lesson, remembering the first problem found with the field it concerns.
class LessonReader
{
public:
    QString error;

    bool fail(const QString &field, const QString &message)
    {
        error = field + QStringLiteral(": ") + message;
        return false;
    }

    static QString typeName(const QJsonValue &value)
    {
        switch (value.type()) {
        case QJsonValue::Null:
            return QStringLiteral("null");
        case QJsonValue::Bool:
            return LessonFile::tr("a boolean");
        case QJsonValue::Double:
            return LessonFile::tr("a number");
        case QJsonValue::String:
            return LessonFile::tr("a string");
        case QJsonValue::Array:
            return LessonFile::tr("an array");
        case QJsonValue::Object:
            return LessonFile::tr("an object");
        case QJsonValue::Undefined:
            break;
        }
        return QStringLiteral("nothing");
    }

    bool onlyKnownFields(const QJsonObject &object, const QString &prefix,
                         std::initializer_list<const char *> known)
    {
        for (auto it = object.begin(); it != object.end(); ++it) {
            bool found = false;
            for (const char *name : known)
                found = found || it.key() == QLatin1String(name);
            if (!found)
                return fail(prefix + it.key(), LessonFile::tr("unknown field"));
        }
        return true;
    }

    bool readInt(const QJsonValue &value, const QString &field, int low, int high, int &out)
    {
        const double number = value.toDouble();
        if (!value.isDouble() || !std::isfinite(number) || number != std::floor(number) ||
            number < low || number > high)
            return fail(field,
                        LessonFile::tr("expected an integer from %1 to %2, found %3")
                            .arg(low)
                            .arg(high)
                            .arg(value.isDouble() ? QString::number(number) : typeName(value)));
        out = int(number);
        return true;
    }

    bool readString(const QJsonValue &value, const QString &field, int maxChars, QString &out)
    {
        if (!value.isString())
            return fail(field, LessonFile::tr("expected a string, found %1").arg(typeName(value)));
        const QString text = value.toString();
        if (text.trimmed().isEmpty())
            return fail(field, LessonFile::tr("must not be empty"));
        if (text.size() > maxChars)
            return fail(field, LessonFile::tr("%1 characters, more than the limit of %2")
                                   .arg(text.size())
                                   .arg(maxChars));
        out = text;
        return true;
    }

    bool readText(const QJsonValue &value, const QString &field, int maxChars, LessonText &out)
    {
        if (!value.isObject())
            return fail(field, LessonFile::tr("expected an object with \"en\" and \"ja\", found %1")
                                   .arg(typeName(value)));
        const QJsonObject object = value.toObject();
        const QString prefix = field + QLatin1Char('.');
        if (!onlyKnownFields(object, prefix, {"en", "ja"}))
            return false;
        for (const char *language : {"en", "ja"}) {
            if (!object.contains(QLatin1String(language)))
                return fail(prefix + QLatin1String(language), QStringLiteral("missing"));
        }
        return readString(object.value(QLatin1String("en")), prefix + QStringLiteral("en"),
                          maxChars, out.en) &&
               readString(object.value(QLatin1String("ja")), prefix + QStringLiteral("ja"),
                          maxChars, out.ja);
    }

    bool readScenario(const QJsonObject &step, const QString &prefix, LessonStep &out)
    {
        const bool hasPreset = step.contains(QLatin1String("preset"));
        const bool hasScenario = step.contains(QLatin1String("scenario"));
        const bool hasModel = step.contains(QLatin1String("model"));
        if (int(hasPreset) + int(hasScenario) + int(hasModel) != 1)
            return fail(prefix + QStringLiteral("preset"),
                        LessonFile::tr("give exactly one of \"preset\", \"scenario\" and "
                                       "\"model\""));
        if (!hasPreset && step.contains(QLatin1String("overrides")))
            return fail(prefix + QStringLiteral("overrides"),
                        LessonFile::tr("only allowed with \"preset\""));
        if (hasScenario) {
            const QJsonValue value = step.value(QLatin1String("scenario"));
            if (!value.isObject())
                return fail(
                    prefix + QStringLiteral("scenario"),
                    LessonFile::tr("expected a scenario object, found %1").arg(typeName(value)));
            return resolve(value.toObject(), prefix + QStringLiteral("scenario"), out.scenario);
        }
        if (hasModel) {
            LessonModel model;
            if (!LessonModelStep::read(step.value(QLatin1String("model")),
                                       prefix + QStringLiteral("model"), model, out.scenario,
                                       &error))
                return false;
            out.model = std::move(model);
            out.query = int(out.scenario.queryCount()) - 1; // the last word, unless told
            return true;
        }
        QString id;
        if (!readString(step.value(QLatin1String("preset")), prefix + QStringLiteral("preset"),
                        kMaxIdChars(), id))
            return false;
        const attn::Preset *preset = attn::findPreset(id.toStdString());
        if (!preset)
            return fail(prefix + QStringLiteral("preset"),
                        LessonFile::tr("unknown preset \"%1\"").arg(id));
        QJsonObject merged =
            QJsonDocument::fromJson(ScenarioFile::toJson(preset->scenario)).object();
        if (step.contains(QLatin1String("overrides"))) {
            const QJsonValue overrides = step.value(QLatin1String("overrides"));
            if (!overrides.isObject())
                return fail(prefix + QStringLiteral("overrides"),
                            LessonFile::tr("expected an object of scenario fields, found %1")
                                .arg(typeName(overrides)));
            const QJsonObject fields = overrides.toObject();
            for (auto it = fields.begin(); it != fields.end(); ++it) {
                if (it.key() == QLatin1String("format"))
                    return fail(prefix + QStringLiteral("overrides.format"),
                                LessonFile::tr("the format belongs to the lesson, not a step"));
                merged.insert(it.key(), it.value());
            }
        }
        return resolve(merged, prefix + QStringLiteral("overrides"), out.scenario);
    }

    bool resolve(const QJsonObject &scenario, const QString &field, attn::Scenario &out)
    {
        QJsonObject object = scenario;
        if (!object.contains(QLatin1String("format")))
            object.insert(QStringLiteral("format"), ScenarioFile::kFormatVersion);
        QString message;
        if (!ScenarioFile::fromJson(QJsonDocument(object).toJson(QJsonDocument::Compact), out,
                                    &message))
            return fail(field, message);
        return true;
    }

    bool readStep(const QJsonValue &value, const QString &field, LessonStep &out)
    {
        if (!value.isObject())
            return fail(field,
                        LessonFile::tr("expected a step object, found %1").arg(typeName(value)));
        const QJsonObject step = value.toObject();
        const QString prefix = field + QLatin1Char('.');
        if (!onlyKnownFields(step, prefix,
                             {"title", "text", "preset", "overrides", "scenario", "model", "query",
                              "head", "heatmap", "question", "reveal"}))
            return false;
        for (const char *required : {"title", "text"}) {
            if (!step.contains(QLatin1String(required)))
                return fail(prefix + QLatin1String(required), QStringLiteral("missing"));
        }
        if (!readText(step.value(QLatin1String("title")), prefix + QStringLiteral("title"),
                      LessonFile::kMaxTitleChars, out.title) ||
            !readText(step.value(QLatin1String("text")), prefix + QStringLiteral("text"),
                      LessonFile::kMaxTextChars, out.text) ||
            !readScenario(step, prefix, out))
            return false;
        if (step.contains(QLatin1String("query")) &&
            !readInt(step.value(QLatin1String("query")), prefix + QStringLiteral("query"), 0,
                     out.scenario.queryCount() - 1, out.query))
            return false;
        if (step.contains(QLatin1String("head")) &&
            !readInt(step.value(QLatin1String("head")), prefix + QStringLiteral("head"), 0,
                     out.scenario.headCount - 1, out.head))
            return false;
        if (step.contains(QLatin1String("heatmap")) &&
            !readHeatmap(step.value(QLatin1String("heatmap")), prefix + QStringLiteral("heatmap"),
                         out.heatmap))
            return false;
        if (step.contains(QLatin1String("reveal")) && !step.contains(QLatin1String("question")))
            return fail(prefix + QStringLiteral("reveal"),
                        LessonFile::tr("only allowed with \"question\""));
        if (step.contains(QLatin1String("question"))) {
            out.hasQuestion = true;
            if (!readText(step.value(QLatin1String("question")),
                          prefix + QStringLiteral("question"), LessonFile::kMaxTitleChars * 2,
                          out.question))
                return false;
            if (step.contains(QLatin1String("reveal")) &&
                !readText(step.value(QLatin1String("reveal")), prefix + QStringLiteral("reveal"),
                          LessonFile::kMaxTextChars, out.reveal))
                return false;
        }
        return true;
    }

    bool readHeatmap(const QJsonValue &value, const QString &field, LessonHeatmap &out)
    {
        static const std::pair<const char *, LessonHeatmap> names[] = {
            {"weights", LessonHeatmap::Weights},
            {"raw-scores", LessonHeatmap::RawScores},
            {"scaled-scores", LessonHeatmap::ScaledScores},
            {"tempered-scores", LessonHeatmap::TemperedScores},
        };
        for (const auto &[name, heatmap] : names) {
            if (value.isString() && value.toString() == QLatin1String(name)) {
                out = heatmap;
                return true;
            }
        }
        return fail(field,
                    QStringLiteral("expected \"weights\", \"raw-scores\", \"scaled-scores\" "
                                   "or \"tempered-scores\", found %1")
                        .arg(value.isString()
                                 ? QLatin1Char('"') + value.toString().left(40) + QLatin1Char('"')
                                 : typeName(value)));
    }

    bool readId(const QJsonValue &value, QString &out)
    {
        if (!readString(value, QStringLiteral("id"), kMaxIdChars(), out))
            return false;
        for (QChar c : std::as_const(out)) {
            if (!(c.isDigit() || (c >= u'a' && c <= u'z') || c == u'-'))
                return fail(QStringLiteral("id"),
                            LessonFile::tr("use lower-case letters, digits and '-' only"));
        }
        return true;
    }

    bool readLesson(const QJsonObject &root, Lesson &out)
    {
        if (!onlyKnownFields(root, QString(), {"format", "id", "title", "summary", "steps"}))
            return false;
        for (const char *required : {"format", "id", "title", "steps"}) {
            if (!root.contains(QLatin1String(required)))
                return fail(QLatin1String(required), QStringLiteral("missing"));
        }
        int format = 0;
        if (!readInt(root.value(QLatin1String("format")), QStringLiteral("format"), 0, 1000000,
                     format))
            return false;
        if (format != LessonFile::kFormatVersion)
            return fail(QStringLiteral("format"),
                        LessonFile::tr("unsupported version %1 (this program reads version %2)")
                            .arg(format)
                            .arg(LessonFile::kFormatVersion));
        if (!readId(root.value(QLatin1String("id")), out.id) ||
            !readText(root.value(QLatin1String("title")), QStringLiteral("title"),
                      LessonFile::kMaxTitleChars, out.title))
            return false;
        if (root.contains(QLatin1String("summary")) &&
            !readText(root.value(QLatin1String("summary")), QStringLiteral("summary"),
                      LessonFile::kMaxTextChars, out.summary))
            return false;
        const QJsonValue steps = root.value(QLatin1String("steps"));
        if (!steps.isArray())
            return fail(
                QStringLiteral("steps"),
                LessonFile::tr("expected an array of steps, found %1").arg(typeName(steps)));
        const QJsonArray array = steps.toArray();
        if (array.isEmpty() || array.size() > LessonFile::kMaxSteps)
            return fail(QStringLiteral("steps"), LessonFile::tr("expected 1 to %1 steps, found %2")
                                                     .arg(LessonFile::kMaxSteps)
                                                     .arg(array.size()));
        out.steps.resize(std::size_t(array.size()));
        double bytes = 0;
        for (qsizetype i = 0; i < array.size(); ++i) {
            const QString field = QStringLiteral("steps[%1]").arg(i);
            if (!readStep(array.at(i), field, out.steps[std::size_t(i)]))
                return false;
            // Counted and checked whole (the limit bounds the time to read a lesson too),
            // kept without what its seed makes again when the step is shown.
            bytes += ScenarioLimits::bytes(out.steps[std::size_t(i)].scenario);
            attn::dropDerivedProjections(out.steps[std::size_t(i)].scenario);
            if (bytes > LessonFile::kMaxScenarioBytes)
                return fail(field, LessonFile::tr("the steps up to this one hold %1 MiB of "
                                                  "matrices, more than the %2 MiB a lesson may "
                                                  "hold")
                                       .arg(qint64(std::ceil(bytes / (1024 * 1024))))
                                       .arg(qint64(LessonFile::kMaxScenarioBytes / (1024 * 1024))));
        }
        return true;
    }

private:
    static constexpr int kMaxIdChars() { return LessonFile::kMaxIdChars; }
};

} // namespace

bool LessonFile::fromJson(const QByteArray &json, Lesson &out, QString *error)
{
    LessonReader reader;
    auto failed = [&](const QString &message) {
        if (error)
            *error = message;
        return false;
    };
    if (json.size() > kMaxFileBytes)
        return failed(LessonFile::tr("file: %1 bytes, more than the limit of %2")
                          .arg(json.size())
                          .arg(kMaxFileBytes));
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(json, &parseError);
    if (parseError.error != QJsonParseError::NoError)
        return failed(LessonFile::tr("file: not valid JSON at offset %1: %2")
                          .arg(parseError.offset)
                          .arg(parseError.errorString()));
    if (!document.isObject())
        return failed(LessonFile::tr("file: expected a lesson object at the top level"));
    const QString repeated = JsonDuplicateKey::find(json);
    if (!repeated.isEmpty())
        return failed(LessonFile::tr("%1: given twice; each field may appear only once in an "
                                     "object")
                          .arg(repeated));
    Lesson lesson;
    if (!reader.readLesson(document.object(), lesson))
        return failed(reader.error);
    out = std::move(lesson);
    return true;
}

bool LessonFile::load(const QString &path, Lesson &out, QString *error)
{
    // A lesson is a few kilobytes: anything huge is refused before it is read.
    QByteArray json;
    QString message;
    if (!BoundedFile::read(path, kMaxFileBytes, json, &message)) {
        if (error)
            *error = LessonFile::tr("file: %1").arg(message);
        return false;
    }
    return fromJson(json, out, error);
}

attn::Scenario LessonStep::shown() const
{
    attn::Scenario s = scenario;
    if (s.projectionInit != attn::ProjectionInit::Explicit)
        attn::refreshProjections(s);
    return s;
}
