#pragma once

#include "scenario.h"
#include "trace.h"

#include <utility>

/// Value ranges for the output plots that hold every output the scenario's values allow, so
/// that the axis stays put while the query, the temperature, the scaling or the mask change
/// and bars of 0.128 and 0.400 look as different as they are. A head's output o = a V is a
/// weighted mean of the rows of V (weights >= 0, summing to 1), so each component lies between
/// the smallest and largest entry of its column of V (0 for a masked row or a head switched
/// off); the combined output is a linear map of the heads' outputs, bounded by interval
/// arithmetic. Both are widened to a round number (1, 1.2, 1.5, 2, 2.5, 3, 4, 5, 6 or 8 times
/// a power of ten) and always include 0. The range changes only when V, W_O or the
/// combination does.
class OutputBounds
{
public:
    /// [low, high] for the plot of any head's output (one range for every head).
    static std::pair<double, double> heads(const attn::AttentionTrace &trace);
    /// [low, high] for the combined output, with W_O and the combination of `scenario` when
    /// their shapes match the trace (else from the outputs themselves).
    static std::pair<double, double> combined(const attn::AttentionTrace &trace,
                                              const attn::Scenario &scenario);
    /// The round number at least |value|, with value's sign; 0 stays 0.
    static double roundOut(double value);
};
