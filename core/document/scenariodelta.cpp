#include "scenariodelta.h"

#include "scenariocompare.h"
#include "scenariofields.h"

#include <algorithm>
#include <utility>
#include <vector>

namespace {

using namespace scenariofields;

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

/// Entry-for-entry equality of one matrix, or of a list of them.
template <typename M> bool sameValue(const M &a, const M &b)
{
    return sameMatrix(a, b);
}

bool sameValue(const std::vector<attn::Matrix> &a, const std::vector<attn::Matrix> &b)
{
    return std::equal(
        a.begin(), a.end(), b.begin(), b.end(),
        [](const attn::Matrix &x, const attn::Matrix &y) { return sameMatrix(x, y); });
}

bool sameField(const attn::Scenario &a, const attn::Scenario &b, unsigned field)
{
    if (field == Projections && a.heads.size() != b.heads.size())
        return false;
    bool same = true;
    forFieldMatrices(a, b, field,
                     [&same](const auto &x, const auto &y) { same = same && sameValue(x, y); });
    return same;
}

/// The fields, not among `alreadyShared`, that `before` and `after` hold equal.
unsigned newlyShared(const attn::Scenario &before, const attn::Scenario &after,
                     unsigned alreadyShared)
{
    unsigned shared = 0;
    forFields(~alreadyShared, [&](unsigned field) {
        if (sameField(before, after, field))
            shared |= 1u << field;
    });
    return shared;
}

void clearField(attn::Scenario &s, unsigned field)
{
    attn::Scenario empty;
    empty.heads.resize(s.heads.size());
    copyField(s, empty, field);
}

/// Runs f() with the fields in `fields` of `s` moved aside (empty in `s`), then moves them
/// back: what f() copies of `s` holds none of them.
template <typename F> void withFieldsAside(attn::Scenario &s, unsigned fields, F f)
{
    attn::Scenario aside;
    aside.heads.resize(s.heads.size());
    forFields(fields, [&](unsigned field) { swapField(aside, s, field); });
    f();
    forFields(fields, [&](unsigned field) { swapField(s, aside, field); });
}

/// Whether `after` differs from `before` (both without their matrices) in settings only:
/// the temperature, the scaling and its factor, the mask kind and valid length, the heads'
/// switches and combination weights. Anything else (a matrix, a head more or less, the
/// mode, the labels, how projections are made) makes the edit one of the whole scenario.
bool onlySettingsDiffer(const attn::Scenario &before, const attn::Scenario &after)
{
    if (before.heads.size() != after.heads.size())
        return false;
    attn::Scenario rest = after;
    rest.temperature = before.temperature;
    rest.scaling = before.scaling;
    rest.customScale = before.customScale;
    rest.mask = before.mask;
    rest.validLength = before.validLength;
    for (std::size_t i = 0; i < rest.heads.size(); ++i) {
        rest.heads[i].enabled = before.heads[i].enabled;
        rest.heads[i].combineWeight = before.heads[i].combineWeight;
    }
    return sameScenario(rest, before);
}

/// `stripped` with every field in `fields` taken from `from`.
attn::Scenario restored(const attn::Scenario &stripped, unsigned fields, const attn::Scenario &from)
{
    attn::Scenario s = stripped;
    forFields(fields, [&](unsigned field) { copyField(s, from, field); });
    return s;
}

} // namespace

ScenarioDelta::ScenarioDelta(attn::Scenario before, attn::Scenario after)
    : m_before(std::move(before)), m_after(std::move(after))
{
}

void ScenarioDelta::share()
{
    const unsigned shared = newlyShared(m_before, m_after, m_shared);
    forFields(shared, [this](unsigned field) {
        clearField(m_before, field);
        clearField(m_after, field);
    });
    m_shared |= shared;
}

attn::Scenario ScenarioDelta::takeAfterAndShare()
{
    attn::Scenario whole = std::move(m_after);
    const unsigned shared = newlyShared(m_before, whole, m_shared);
    // The shared fields step aside while `after` is copied, so that the copy holds only what
    // the edit changed (and the small fields); then they go back.
    forFields(shared, [&](unsigned field) { clearField(m_before, field); });
    withFieldsAside(whole, shared, [&] { m_after = whole; });
    m_shared |= shared;
    return whole;
}

std::optional<ScenarioDelta>
ScenarioDelta::ofSettings(attn::Scenario &current,
                          const std::function<void(attn::Scenario &)> &change)
{
    ScenarioDelta delta{attn::Scenario(), attn::Scenario()};
    withFieldsAside(current, kEveryField, [&] {
        delta.m_before = current;
        delta.m_after = current;
    });
    change(delta.m_after);
    if (!onlySettingsDiffer(delta.m_before, delta.m_after))
        return std::nullopt;
    delta.m_shared = kEveryField;
    return delta;
}

void ScenarioDelta::restoreBefore(attn::Scenario &current) const
{
    withFieldsAside(current, m_shared, [&] { current = m_before; });
}

void ScenarioDelta::restoreAfter(attn::Scenario &current) const
{
    withFieldsAside(current, m_shared, [&] { current = m_after; });
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
    forFields(m_shared & ~both, [&](unsigned field) { copyField(m_before, next.m_before, field); });
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
