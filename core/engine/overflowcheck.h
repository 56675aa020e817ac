#pragma once

#include "scenario.h"
#include "trace.h"
#include "validationissue.h"

namespace attn {

/// Issues for every stage of a computed trace whose numbers left the range of double
/// (|x| > 1.8e308 gives +-inf; inf - inf gives NaN): projected Q_i, K_i, V_i, the scaled
/// scores s a' (non-finite whenever a' is), a head's output a V_i, and the combined output.
/// Entries up to 1.8e308 are valid input, but e.g. 1e300 * 1e300 in q . k is not
/// representable; such a scenario is refused rather than shown with infinities and NaN.
/// Each issue names the input field to change. Empty when every stage is finite.
/// The tempered scores s a' / T may be +-inf for a tiny T; the softmax subtracts the
/// maximum before it divides, so the weights stay exact and these are not reported.
/// `projectionsChecked`: Q_i, K_i and V_i are those of a trace that passed this check before
/// (a run that reused them), so they are not scanned again.
ValidationIssues overflowIssues(const Scenario &scenario, const AttentionTrace &trace,
                                bool projectionsChecked = false);

/// Appends the issue overflowIssues() reports for head i (from 0) of `s` whose trace is `h`,
/// if any. `outputOnly`: only the head's output was computed again (the rest passed before).
void appendHeadOverflow(const Scenario &s, std::size_t i, const HeadTrace &h,
                        bool projectionsChecked, bool outputOnly, ValidationIssues &issues);
/// Appends the issue of a combination (concat(heads) and output) that left the range, if any.
void appendCombinedOverflow(const Scenario &s, const Matrix &concatenated, const Matrix &output,
                            ValidationIssues &issues);

} // namespace attn
