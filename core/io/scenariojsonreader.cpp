#include "scenariojsonreader.h"

#include "projectionfactory.h"
#include "scenariojsonnames.h"
#include "validation.h"

#include <algorithm>
#include <cmath>

using namespace attn;
namespace names = ScenarioJsonNames;

namespace {

QString key(const char *name)
{
    return QString::fromLatin1(name);
}

QString explicitInitName()
{
    return names::nameOf(names::kProjectionInits, ProjectionInit::Explicit);
}

/// "missing (required when projectionInit is \"explicit\")"
QString requiredWhenExplicit()
{
    //: %1 is a field of the file (projectionInit), %2 one of its values (explicit)
    return ScenarioJsonReader::tr("missing (required when %1 is \"%2\")")
        .arg(QStringLiteral("projectionInit"), explicitInitName());
}

/// "stored only when projectionInit is \"explicit\""
QString storedOnlyWhenExplicit()
{
    //: %1 is a field of the file (projectionInit), %2 one of its values (explicit)
    return ScenarioJsonReader::tr("stored only when %1 is \"%2\"")
        .arg(QStringLiteral("projectionInit"), explicitInitName());
}

} // namespace

template <typename Table, typename Enum>
bool ScenarioJsonReader::readEnum(const QJsonObject &root, const char *name, const Table &table,
                                  Enum &out)
{
    const QString field = QString::fromLatin1(name);
    if (!root.contains(field))
        return true; // optional: the scenario's default stays
    const QJsonValue value = root.value(field);
    const auto parsed =
        value.isString() ? ScenarioJsonNames::valueOf(table, value.toString()) : std::nullopt;
    if (!parsed) {
        return fail(field, tr("expected one of %1, found %2")
                               .arg(ScenarioJsonNames::allNames(table), typeName(value)));
    }
    out = *parsed;
    return true;
}

bool ScenarioJsonReader::fail(const QString &field, const QString &message)
{
    m_error = field + QStringLiteral(": ") + message;
    return false;
}

bool ScenarioJsonReader::checkKnownKeys(const QJsonObject &object, const QString &prefix,
                                        std::initializer_list<const char *> known)
{
    for (auto it = object.begin(); it != object.end(); ++it) {
        const bool isKnown = std::any_of(known.begin(), known.end(), [&](const char *k) {
            return it.key() == QLatin1StringView(k);
        });
        if (!isKnown)
            return fail(prefix + it.key(), tr("unknown field"));
    }
    return true;
}

bool ScenarioJsonReader::read(const QJsonObject &root, Scenario &s)
{
    m_error.clear();
    if (!checkKnownKeys(root, QString(), {"format",         "mode",
                                          "keysAreValues",  "queries",
                                          "keys",           "values",
                                          "tokens",         "sourceTokens",
                                          "queryLabels",    "keyLabels",
                                          "score",          "scaling",
                                          "customScale",    "temperature",
                                          "mask",           "validLength",
                                          "customMask",     "headCount",
                                          "keyDim",         "valueDim",
                                          "outputDim",      "additiveHidden",
                                          "projectionInit", "seed",
                                          "heads",          "outputProjection",
                                          "combination",    "importedWeights",
                                          "graph"}))
        return false;
    if (!root.contains(QStringLiteral("format")))
        return fail(QStringLiteral("format"), tr("missing (required)"));
    int format = 0;
    if (!readInt(root.value(QStringLiteral("format")), QStringLiteral("format"), 0, 1 << 30,
                 format))
        return false;
    if (format < 1 || format > kNewestFormat) {
        return fail(QStringLiteral("format"),
                    tr("unsupported version %1 (this program reads versions 1 to %2)")
                        .arg(format)
                        .arg(kNewestFormat));
    }
    if (!root.contains(QStringLiteral("mode")))
        return fail(QStringLiteral("mode"), tr("missing (required)"));
    if (root.contains(QStringLiteral("graph"))) {
        if (format < kGraphFormat)
            return fail(
                QStringLiteral("graph"),
                tr("needs format %1 or later (the file says %2)").arg(kGraphFormat).arg(format));
        if (!readGraph(root.value(QStringLiteral("graph")), s.graph))
            return false;
    }
    return readEnum(root, "mode", names::kModes, s.mode) && readInputs(root, s) &&
           readSettings(root, s) && readProjections(root, s);
}

bool ScenarioJsonReader::readInputs(const QJsonObject &root, Scenario &s)
{
    if (root.contains(QStringLiteral("keysAreValues")) &&
        !readBool(root.value(QStringLiteral("keysAreValues")), QStringLiteral("keysAreValues"),
                  s.keysAreValues))
        return false;

    struct Input
    {
        const char *name;
        Matrix *matrix;
        bool required;
    };
    const bool direct = s.mode == InputMode::Direct;
    const Input inputs[] = {
        {"queries", &s.queries, direct},
        {"keys", &s.keys, direct},
        {"values", &s.values, direct && !s.keysAreValues},
        {"tokens", &s.tokens,
         s.mode == InputMode::SelfAttention || s.mode == InputMode::CrossAttention},
        {"sourceTokens", &s.sourceTokens, s.mode == InputMode::CrossAttention},
    };
    for (const Input &input : inputs) {
        const QString field = key(input.name);
        if (!root.contains(field)) {
            if (input.required) {
                return fail(field, tr("missing (required in \"%1\" mode)")
                                       .arg(names::nameOf(names::kModes, s.mode)));
            }
            continue;
        }
        if (!readMatrix(root.value(field), field, kMaxTokens, kMaxDimension, *input.matrix))
            return false;
    }
    for (const char *name : {"queryLabels", "keyLabels"}) {
        const QString field = key(name);
        auto &labels = field == QLatin1StringView("queryLabels") ? s.queryLabels : s.keyLabels;
        if (root.contains(field) && !readLabels(root.value(field), field, labels))
            return false;
    }
    return readImportedWeights(root, s);
}

// heads x queries x keys: an array of matrices, required in "imported-weights" mode.
bool ScenarioJsonReader::readImportedWeights(const QJsonObject &root, Scenario &s)
{
    const QString field = QStringLiteral("importedWeights");
    if (!root.contains(field)) {
        if (s.mode == InputMode::ImportedWeights)
            return fail(field, tr("missing (required in \"%1\" mode)")
                                   .arg(names::nameOf(names::kModes, InputMode::ImportedWeights)));
        return true;
    }
    const QJsonValue value = root.value(field);
    if (!value.isArray())
        return fail(field, tr("expected an array of matrices, found %1").arg(typeName(value)));
    const QJsonArray heads = value.toArray();
    if (heads.isEmpty() || heads.size() > kMaxHeads)
        return fail(field, tr("expected 1 to %1 matrices (one per head), found %2")
                               .arg(kMaxHeads)
                               .arg(heads.size()));
    s.importedWeights.assign(std::size_t(heads.size()), Matrix());
    for (qsizetype i = 0; i < heads.size(); ++i) {
        if (!readMatrix(heads.at(i), indexed(field, i), kMaxTokens, kMaxTokens,
                        s.importedWeights[std::size_t(i)]))
            return false;
    }
    // The number of heads is the number of matrices unless the file says otherwise.
    if (!root.contains(QStringLiteral("headCount")))
        s.headCount = int(heads.size());
    return true;
}

bool ScenarioJsonReader::readSettings(const QJsonObject &root, Scenario &s)
{
    if (!readEnum(root, "score", names::kScores, s.score) ||
        !readEnum(root, "scaling", names::kScalings, s.scaling) ||
        !readEnum(root, "mask", names::kMasks, s.mask) ||
        !readEnum(root, "combination", names::kCombinations, s.combination) ||
        !readEnum(root, "projectionInit", names::kProjectionInits, s.projectionInit))
        return false;
    if (root.contains(QStringLiteral("customScale")) &&
        !readNumber(root.value(QStringLiteral("customScale")), QStringLiteral("customScale"),
                    s.customScale))
        return false;
    if (root.contains(QStringLiteral("temperature")) &&
        !readTemperature(root.value(QStringLiteral("temperature")), s.temperature))
        return false;
    if (root.contains(QStringLiteral("validLength")) &&
        !readInt(root.value(QStringLiteral("validLength")), QStringLiteral("validLength"), 0,
                 kMaxTokens, s.validLength))
        return false;
    if (root.contains(QStringLiteral("customMask")) &&
        !readMask(root.value(QStringLiteral("customMask")), QStringLiteral("customMask"),
                  s.customMask))
        return false;
    if (s.mask == MaskKind::ValidLength && !root.contains(QStringLiteral("validLength")))
        return fail(
            QStringLiteral("validLength"),
            tr("missing (required when %1 is \"%2\")")
                .arg(QStringLiteral("mask"), names::nameOf(names::kMasks, MaskKind::ValidLength)));
    if (s.mask == MaskKind::Neighbours && s.graph.empty())
        return fail(
            QStringLiteral("graph"),
            tr("missing (required when %1 is \"%2\")")
                .arg(QStringLiteral("mask"), names::nameOf(names::kMasks, MaskKind::Neighbours)));
    if (s.mask == MaskKind::Custom && !root.contains(QStringLiteral("customMask")))
        return fail(
            QStringLiteral("customMask"),
            tr("missing (required when %1 is \"%2\")")
                .arg(QStringLiteral("mask"), names::nameOf(names::kMasks, MaskKind::Custom)));

    struct IntField
    {
        const char *name;
        int *target;
        int min;
        int max;
    };
    const IntField ints[] = {
        {"headCount", &s.headCount, 1, kMaxHeads},
        {"keyDim", &s.keyDim, 0, kMaxDimension},
        {"valueDim", &s.valueDim, 0, kMaxDimension},
        {"outputDim", &s.outputDim, 0, kMaxDimension},
        {"additiveHidden", &s.additiveHidden, 0, kMaxDimension},
    };
    for (const IntField &f : ints) {
        const QString field = key(f.name);
        if (root.contains(field) && !readInt(root.value(field), field, f.min, f.max, *f.target))
            return false;
    }
    if (root.contains(QStringLiteral("seed")) &&
        !readSeed(root.value(QStringLiteral("seed")), s.seed))
        return false;
    return true;
}

bool ScenarioJsonReader::readProjections(const QJsonObject &root, Scenario &s)
{
    const bool explicitInit = s.projectionInit == ProjectionInit::Explicit;
    const QString headsField = QStringLiteral("heads");
    const QString outputField = QStringLiteral("outputProjection");
    const QString needsExplicit = requiredWhenExplicit();
    s.heads.assign(std::size_t(s.headCount), HeadProjection{});
    if (root.contains(headsField)) {
        const QJsonValue headsValue = root.value(headsField);
        if (!headsValue.isArray())
            return fail(headsField, tr("expected an array, found %1").arg(typeName(headsValue)));
        const QJsonArray heads = headsValue.toArray();
        if (heads.size() != s.headCount) {
            return fail(headsField, tr("expected %1 entries (%2), found %3")
                                        .arg(s.headCount)
                                        .arg(QStringLiteral("headCount"))
                                        .arg(heads.size()));
        }
        for (int i = 0; i < s.headCount; ++i) {
            if (!readHead(heads.at(i), indexed(headsField, i), explicitInit,
                          s.heads[std::size_t(i)]))
                return false;
        }
    } else if (explicitInit) {
        return fail(headsField, needsExplicit);
    }

    if (explicitInit) {
        if (!root.contains(outputField))
            return fail(outputField, needsExplicit);
        return readMatrix(root.value(outputField), outputField, kMaxHeads * kMaxDimension,
                          kMaxDimension, s.outputProjection);
    }
    if (root.contains(outputField))
        return fail(outputField, storedOnlyWhenExplicit());
    // Without stored heads every head is on with weight 1; refreshProjections keeps both.
    if (!checkProjectionBudget(s))
        return false;
    refreshProjections(s);
    return true;
}

bool ScenarioJsonReader::readHead(const QJsonValue &value, const QString &field, bool explicitInit,
                                  HeadProjection &head)
{
    if (!value.isObject())
        return fail(field, tr("expected an object, found %1").arg(typeName(value)));
    const QJsonObject o = value.toObject();
    const QString prefix = field + QLatin1Char('.');
    if (!checkKnownKeys(o, prefix,
                        {"enabled", "combineWeight", "wq", "wk", "wv", "additiveQ", "additiveK",
                         "additiveV", "queryBias", "keyBias", "valueBias"}))
        return false;
    if (o.contains(QStringLiteral("enabled")) &&
        !readBool(o.value(QStringLiteral("enabled")), prefix + QStringLiteral("enabled"),
                  head.enabled))
        return false;
    if (o.contains(QStringLiteral("combineWeight")) &&
        !readNumber(o.value(QStringLiteral("combineWeight")),
                    prefix + QStringLiteral("combineWeight"), head.combineWeight))
        return false;

    struct MatrixField
    {
        const char *name;
        Matrix *matrix;
        bool required;
    };
    const MatrixField matrices[] = {
        {"wq", &head.wq, true},
        {"wk", &head.wk, true},
        {"wv", &head.wv, true},
        {"additiveQ", &head.additiveQ, false},
        {"additiveK", &head.additiveK, false},
    };
    for (const MatrixField &m : matrices) {
        const QString name = key(m.name);
        if (!o.contains(name)) {
            if (explicitInit && m.required)
                return fail(prefix + name, requiredWhenExplicit());
            continue;
        }
        if (!explicitInit)
            return fail(prefix + name, storedOnlyWhenExplicit());
        if (!readMatrix(o.value(name), prefix + name, kMaxDimension, kMaxDimension, *m.matrix))
            return false;
    }
    const std::pair<const char *, Vector *> vectors[] = {{"additiveV", &head.additiveV},
                                                         {"queryBias", &head.queryBias},
                                                         {"keyBias", &head.keyBias},
                                                         {"valueBias", &head.valueBias}};
    for (const auto &[name, vector] : vectors) {
        const QString field = key(name);
        if (!o.contains(field))
            continue;
        if (!explicitInit)
            return fail(prefix + field, storedOnlyWhenExplicit());
        if (!readVector(o.value(field), prefix + field, kMaxDimension, *vector))
            return false;
    }
    return true;
}

// Mirrors the widths refreshProjections derives (projectionfactory.cpp) closely enough to
// bound what it will allocate.
bool ScenarioJsonReader::checkProjectionBudget(const Scenario &s)
{
    const qint64 h = s.headCount;
    const qint64 dq = s.queryInput().cols();
    const qint64 dkIn = s.keyInput().cols();
    const qint64 dvIn = s.valueInput().cols();
    const qint64 hidden = s.additiveHidden;
    qint64 entries = 0;
    if (s.projectionInit == ProjectionInit::Identity) {
        const qint64 concat = h * (dvIn / h);
        entries = dq * (dq / h) + dkIn * (dkIn / h) + dvIn * (dvIn / h) +
                  h * ((dq / h + dkIn / h) * hidden + hidden) + concat * concat;
    } else {
        const qint64 perHead = kMaxDimension / h;
        const qint64 dk = s.keyDim > 0 ? std::min<qint64>(s.keyDim, perHead) : dq / h;
        const qint64 dv = s.valueDim > 0 ? std::min<qint64>(s.valueDim, perHead) : dvIn / h;
        const qint64 concat = h * dv;
        const qint64 dout = s.outputDim > 0 ? s.outputDim : concat;
        entries = h * (dq * dk + dkIn * dk + dvIn * dv + 2 * dk * hidden + hidden) + concat * dout;
    }
    if (entries > kMaxProjectionEntries) {
        return fail(QStringLiteral("heads"),
                    //: %1 to %5 are fields of the file
                    tr("the input widths with %1, %2, %3, %4 and %5 call for %6 projection "
                       "entries, more than the limit of %7")
                        .arg(QStringLiteral("headCount"), QStringLiteral("keyDim"),
                             QStringLiteral("valueDim"), QStringLiteral("outputDim"),
                             QStringLiteral("additiveHidden"))
                        .arg(entries)
                        .arg(kMaxProjectionEntries));
    }
    return true;
}
