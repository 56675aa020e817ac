#include "scenariolimits.h"

#include "scenario.h"
#include "validation.h"

namespace {

bool fail(QString *error, const QString &message)
{
    if (error)
        *error = message;
    return false;
}

template <typename M> bool fits(const M &m, const char *field, QString *error)
{
    if (m.rows() <= attn::kMaxTokens && m.cols() <= attn::kMaxDimension)
        return true;
    //: %1 is a field of the scenario, %2 x %3 its size (rows x columns)
    return fail(error, ScenarioLimits::tr("%1: %2 x %3, beyond the %4 x %5 this program holds")
                           .arg(QLatin1String(field))
                           .arg(m.rows())
                           .arg(m.cols())
                           .arg(attn::kMaxTokens)
                           .arg(attn::kMaxDimension));
}

} // namespace

bool ScenarioLimits::check(const attn::Scenario &s, QString *error)
{
    if (!fits(s.queries, "queries", error) || !fits(s.keys, "keys", error) ||
        !fits(s.values, "values", error) || !fits(s.tokens, "tokens", error) ||
        !fits(s.sourceTokens, "sourceTokens", error) || !fits(s.customMask, "customMask", error) ||
        !fits(s.outputProjection, "outputProjection", error))
        return false;
    if (s.heads.size() > std::size_t(attn::kMaxHeads) ||
        s.importedWeights.size() > std::size_t(attn::kMaxHeads))
        return fail(error, tr("%1: more than the %2 this program holds")
                               .arg(QStringLiteral("heads"))
                               .arg(attn::kMaxHeads));
    for (const attn::HeadProjection &head : s.heads) {
        if (!fits(head.wq, "heads[].wq", error) || !fits(head.wk, "heads[].wk", error) ||
            !fits(head.wv, "heads[].wv", error) ||
            !fits(head.additiveQ, "heads[].additiveQ", error) ||
            !fits(head.additiveK, "heads[].additiveK", error))
            return false;
        const std::pair<const char *, const attn::Vector *> vectors[] = {
            {"heads[].additiveV", &head.additiveV},
            {"heads[].queryBias", &head.queryBias},
            {"heads[].keyBias", &head.keyBias},
            {"heads[].valueBias", &head.valueBias}};
        for (const auto &[name, vector] : vectors)
            if (vector->size() > attn::kMaxDimension)
                return fail(error, tr("%1: more than %2 components")
                                       .arg(QLatin1String(name))
                                       .arg(attn::kMaxDimension));
    }
    for (const attn::Matrix &weights : s.importedWeights)
        if (!fits(weights, "importedWeights", error))
            return false;
    if (s.queryLabels.size() > std::size_t(attn::kMaxTokens) ||
        s.keyLabels.size() > std::size_t(attn::kMaxTokens))
        //: %1 is the field (labels), %2 the largest number of labels on either side
        return fail(error,
                    tr("%1: more than %2").arg(QStringLiteral("labels")).arg(attn::kMaxTokens));
    return true;
}

double ScenarioLimits::bytes(const attn::Scenario &s)
{
    double values = double(s.queries.size() + s.keys.size() + s.values.size() + s.tokens.size() +
                           s.sourceTokens.size() + s.outputProjection.size());
    for (const attn::HeadProjection &head : s.heads)
        values += double(head.wq.size() + head.wk.size() + head.wv.size() + head.additiveQ.size() +
                         head.additiveK.size() + head.additiveV.size() + head.queryBias.size() +
                         head.keyBias.size() + head.valueBias.size());
    for (const attn::Matrix &weights : s.importedWeights)
        values += double(weights.size());
    return 8 * values + double(s.customMask.size());
}
