#pragma once

#include "scenario.h"
#include "trace.h"
#include "validationissue.h"

namespace attn {

/// Computes attention traces. Keeps its buffers between calls so that repeated
/// computations of scenarios of the same size do not allocate.
class AttentionEngine
{
public:
    /// Validates the scenario; if valid, computes into trace() and returns no issues.
    /// A computation whose numbers overflow the range of double (see overflowIssues()) is
    /// refused as well. On issues the previous trace is left as it was.
    ValidationIssues run(const Scenario &scenario);

    /// The trace of the last successful run().
    const AttentionTrace &trace() const { return m_trace; }

private:
    AttentionTrace m_trace;
    /// The scenario of m_trace, to recompute it after an overflow overwrote the buffers
    /// (rare; cheaper than a second trace's worth of memory for every run).
    Scenario m_traceScenario;
    bool m_hasTrace = false;
};

/// Computes the full trace of a scenario that validate() accepts (precondition).
/// Per head i: Q_i = X_q W_Q^i, K_i = X_k W_K^i, V_i = X_v W_V^i;
/// a' = Q_i K_i^T (or additive); a = softmax(mask(s a' / T)); head_i = a V_i;
/// output = concat(head_1..head_h) W_O, or sum_h w_h head_h, or mean.
AttentionTrace computeTrace(const Scenario &scenario);

} // namespace attn
