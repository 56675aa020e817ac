#pragma once

#include "scenario.h"

#include <functional>
#include <optional>

/// An edit as the scenarios before and after it, without the large matrices the two share.
///
/// A temperature step or a head switched off leaves the token vectors and the projections as
/// they were: at L = 4096 with d_model = 1024 and 16 heads those are 67 MB a scenario, and
/// an undo step that kept both whole scenarios held 134 MB. The delta keeps each matrix
/// field (Q, K, V, X, Y, the imported weights, the custom mask, every head's projections,
/// W_O) only where the two differ; the ones they share are taken back from the document's
/// current scenario, which is the edit's `after` when it is undone and its `before` when it
/// is redone.
class ScenarioDelta
{
public:
    /// Both scenarios whole; share() strips what they have in common.
    ScenarioDelta(attn::Scenario before, attn::Scenario after);

    /// Drops the matrix fields that are equal in both (once `after` is no longer needed
    /// whole, i.e. after the edit was first applied).
    void share();

    /// The edit of `current` by `change`, which sets fields that are no matrix (the
    /// temperature, the scaling, a head's switch or weight) and sees `current` without its
    /// matrices: every matrix field is shared from the start, nothing of them is copied or
    /// compared (67 MB a scenario at L = 4096, d_model = 1024, 16 heads). `current` is as it
    /// was on return. Empty when `change` went beyond settings: gave the scenario a matrix,
    /// changed its heads, mode, score function, combination or labels.
    static std::optional<ScenarioDelta>
    ofSettings(attn::Scenario &current, const std::function<void(attn::Scenario &)> &change);

    /// `current`, the edit's `after`, made its `before` in place: the matrices the two share
    /// stay where they are (no copy), the rest is set from the delta.
    void restoreBefore(attn::Scenario &current) const;
    /// `current`, the edit's `before`, made its `after` in place (as restoreBefore()).
    void restoreAfter(attn::Scenario &current) const;

    /// The scenario before the edit, from the current one (which is the edit's `after`).
    attn::Scenario before(const attn::Scenario &current) const;
    /// The scenario after the edit, from the current one (which is the edit's `before`).
    attn::Scenario after(const attn::Scenario &current) const;
    /// share() for an edit applied for the first time: returns `after` whole, moved out
    /// (no copy of the matrices the two scenarios share), and keeps of it only the rest.
    attn::Scenario takeAfterAndShare();

    /// Extends this edit by the one that followed it (a drag): keeps this `before`, takes
    /// the next edit's `after`. `current` is the scenario after `next`.
    void append(const ScenarioDelta &next, const attn::Scenario &current);

    /// Whether before and after are the same scenario (a drag that came back).
    bool isEmpty() const;

    /// How many matrix fields the delta leaves out (0 before share()).
    int sharedFieldCount() const;

private:
    attn::Scenario m_before;
    attn::Scenario m_after;
    unsigned m_shared = 0; ///< bit per field (see scenariodelta.cpp) held by neither
};
