#pragma once

#include "trace.h"

namespace attn {

/// Copies into `to` what a new softmax over `from`'s raw scores reads (per head Q, K, V, the
/// raw scores, the scale, switches and finite flags; the mask, temperature and labels) and
/// gives everything it overwrites (weights, entropy, argmax, head outputs, the combination)
/// `from`'s sizes without copying it: a new temperature at L = 1024 with 8 heads then copies
/// 64 MB of scores and not also 64 MB of weights it would replace.
void copyTraceBeforeSoftmax(const AttentionTrace &from, AttentionTrace &to);

} // namespace attn
