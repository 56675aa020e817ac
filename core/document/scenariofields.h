#pragma once

// The matrix fields of a scenario, walked one by one: for the undo steps that leave out the
// matrices an edit did not change (ScenarioDelta) and for the autosave's kept copy
// (AutosaveWriter).

#include "scenario.h"

namespace scenariofields {

/// The matrix fields of a scenario.
enum Field : unsigned
{
    Queries,
    Keys,
    Values,
    Tokens,
    SourceTokens,
    ImportedWeights,
    CustomMask,
    Projections, ///< every head's W_Q, W_K, W_V and additive-score matrices
    OutputProjection,
    FieldCount,
};

/// Calls op(x, y) on each matrix of one field, x of `a` and y of `b`: the projections are
/// each head's matrices (for the heads both have; the switches and combination weights are
/// not part of the field), the imported weights their whole list.
template <typename A, typename B, typename Op>
void forFieldMatrices(A &a, B &b, unsigned field, Op op)
{
    switch (field) {
    case Queries:
        op(a.queries, b.queries);
        return;
    case Keys:
        op(a.keys, b.keys);
        return;
    case Values:
        op(a.values, b.values);
        return;
    case Tokens:
        op(a.tokens, b.tokens);
        return;
    case SourceTokens:
        op(a.sourceTokens, b.sourceTokens);
        return;
    case ImportedWeights:
        op(a.importedWeights, b.importedWeights);
        return;
    case CustomMask:
        op(a.customMask, b.customMask);
        return;
    case Projections:
        for (std::size_t i = 0; i < a.heads.size() && i < b.heads.size(); ++i) {
            auto &x = a.heads[i];
            auto &y = b.heads[i];
            op(x.wq, y.wq);
            op(x.wk, y.wk);
            op(x.wv, y.wv);
            op(x.additiveQ, y.additiveQ);
            op(x.additiveK, y.additiveK);
            op(x.additiveV, y.additiveV);
            op(x.queryBias, y.queryBias);
            op(x.keyBias, y.keyBias);
            op(x.valueBias, y.valueBias);
        }
        return;
    case OutputProjection:
        op(a.outputProjection, b.outputProjection);
        return;
    }
}

/// Every field's bit.
constexpr unsigned kEveryField = (1u << FieldCount) - 1;

/// Calls f(field) for every field whose bit is set in `fields`.
template <typename F> void forFields(unsigned fields, F f)
{
    for (unsigned field = 0; field < FieldCount; ++field)
        if (fields & (1u << field))
            f(field);
}

} // namespace scenariofields
