#include "scenariodelta.h"

#include "scenariocompare.h"

#include <utility>

namespace {

/// The matrix fields of a scenario that a delta may leave out.
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

bool sameProjections(const attn::Scenario &a, const attn::Scenario &b)
{
    if (a.heads.size() != b.heads.size())
        return false;
    for (std::size_t i = 0; i < a.heads.size(); ++i) {
        const attn::HeadProjection &x = a.heads[i];
        const attn::HeadProjection &y = b.heads[i];
        if (!sameMatrix(x.wq, y.wq) || !sameMatrix(x.wk, y.wk) || !sameMatrix(x.wv, y.wv) ||
            !sameMatrix(x.additiveQ, y.additiveQ) || !sameMatrix(x.additiveK, y.additiveK) ||
            !sameMatrix(x.additiveV, y.additiveV))
            return false;
    }
    return true;
}

bool sameField(const attn::Scenario &a, const attn::Scenario &b, unsigned field)
{
    switch (field) {
    case Queries:
        return sameMatrix(a.queries, b.queries);
    case Keys:
        return sameMatrix(a.keys, b.keys);
    case Values:
        return sameMatrix(a.values, b.values);
    case Tokens:
        return sameMatrix(a.tokens, b.tokens);
    case SourceTokens:
        return sameMatrix(a.sourceTokens, b.sourceTokens);
    case ImportedWeights:
        if (a.importedWeights.size() != b.importedWeights.size())
            return false;
        for (std::size_t i = 0; i < a.importedWeights.size(); ++i)
            if (!sameMatrix(a.importedWeights[i], b.importedWeights[i]))
                return false;
        return true;
    case CustomMask:
        return sameMatrix(a.customMask, b.customMask);
    case Projections:
        return sameProjections(a, b);
    case OutputProjection:
        return sameMatrix(a.outputProjection, b.outputProjection);
    }
    return false;
}

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
        }
        return;
    case OutputProjection:
        op(a.outputProjection, b.outputProjection);
        return;
    }
}

/// Copies one field from `from` into `to`.
void copyField(attn::Scenario &to, const attn::Scenario &from, unsigned field)
{
    forFieldMatrices(to, from, field, [](auto &x, const auto &y) { x = y; });
}

/// Exchanges one field between `a` and `b`, without copying.
void swapField(attn::Scenario &a, attn::Scenario &b, unsigned field)
{
    forFieldMatrices(a, b, field, [](auto &x, auto &y) { x.swap(y); });
}

void clearField(attn::Scenario &s, unsigned field)
{
    attn::Scenario empty;
    empty.heads.resize(s.heads.size());
    copyField(s, empty, field);
}

/// `stripped` with every field in `fields` taken from `from`.
attn::Scenario restored(const attn::Scenario &stripped, unsigned fields, const attn::Scenario &from)
{
    attn::Scenario s = stripped;
    for (unsigned field = 0; field < FieldCount; ++field)
        if (fields & (1u << field))
            copyField(s, from, field);
    return s;
}

} // namespace

ScenarioDelta::ScenarioDelta(attn::Scenario before, attn::Scenario after)
    : m_before(std::move(before)), m_after(std::move(after))
{
}

void ScenarioDelta::share()
{
    for (unsigned field = 0; field < FieldCount; ++field) {
        const unsigned bit = 1u << field;
        if ((m_shared & bit) || !sameField(m_before, m_after, field))
            continue;
        clearField(m_before, field);
        clearField(m_after, field);
        m_shared |= bit;
    }
}

attn::Scenario ScenarioDelta::takeAfterAndShare()
{
    attn::Scenario whole = std::move(m_after);
    unsigned shared = 0;
    for (unsigned field = 0; field < FieldCount; ++field)
        if (!(m_shared & (1u << field)) && sameField(m_before, whole, field))
            shared |= 1u << field;
    // The shared fields step aside while `after` is copied, so that the copy holds only what
    // the edit changed (and the small fields); then they go back.
    attn::Scenario aside;
    aside.heads.resize(whole.heads.size());
    for (unsigned field = 0; field < FieldCount; ++field)
        if (shared & (1u << field)) {
            swapField(aside, whole, field);
            clearField(m_before, field);
        }
    m_after = whole;
    for (unsigned field = 0; field < FieldCount; ++field)
        if (shared & (1u << field))
            swapField(whole, aside, field);
    m_shared |= shared;
    return whole;
}

attn::Scenario ScenarioDelta::before(const attn::Scenario &current) const
{
    return restored(m_before, m_shared, current);
}

attn::Scenario ScenarioDelta::after(const attn::Scenario &current) const
{
    return restored(m_after, m_shared, current);
}

void ScenarioDelta::append(const ScenarioDelta &next, const attn::Scenario &current)
{
    // A field both share was the same before, between and after the two edits: it stays
    // out. One only this edit shares was changed by the next: this `before` takes it from
    // the next edit's `before` (which is this edit's `after`). The new `after` is the next
    // edit's, with what only the next edit shares taken from `current`.
    const unsigned both = m_shared & next.m_shared;
    for (unsigned field = 0; field < FieldCount; ++field) {
        const unsigned bit = 1u << field;
        if ((m_shared & bit) && !(both & bit))
            copyField(m_before, next.m_before, field);
    }
    m_after = restored(next.m_after, next.m_shared & ~both, current);
    m_shared = both;
    share();
}

bool ScenarioDelta::isEmpty() const
{
    return sameScenario(m_before, m_after);
}

int ScenarioDelta::sharedFieldCount() const
{
    int count = 0;
    for (unsigned field = 0; field < FieldCount; ++field)
        count += (m_shared >> field) & 1u;
    return count;
}
