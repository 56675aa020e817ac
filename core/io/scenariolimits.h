#pragma once

#include <QCoreApplication>
#include <QString>

namespace attn {
struct Scenario;
}

/// The sizes any scenario the program holds stays within, whatever else may be wrong with
/// it: at most attn::kMaxTokens rows and attn::kMaxDimension columns in every matrix, at
/// most attn::kMaxHeads heads (projections and imported weights), at most kMaxTokens labels
/// each side. A scenario that is inconsistent but within them (heads = 2 with d_model = 3,
/// as the window allows while one edits) can be held, shown and edited; one beyond them
/// cannot be held at all.
class ScenarioLimits
{
public:
    /// True when `scenario` is within the limits; otherwise false, with `error` naming the
    /// first field beyond them.
    static bool check(const attn::Scenario &scenario, QString *error);
    /// The bytes of the scenario's matrices (inputs, projections, imported weights, mask).
    static double bytes(const attn::Scenario &scenario);

    // Messages are shown to users, so they are translatable (context "ScenarioLimits").
    Q_DECLARE_TR_FUNCTIONS(ScenarioLimits)
};
