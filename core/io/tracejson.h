#pragma once

#include "trace.h"

#include <QJsonObject>

/// The trace as JSON for `attention-lab compute`: top-level "output", "masked_rows",
/// "query_labels", "key_labels", and "heads" with per head "q", "k", "v", "scores",
/// "scaled", "weights", "output", "entropy", "argmax", "enabled". Doubles at full precision;
/// +-infinity (tempered scores at a tiny T) as "Infinity" / "-Infinity" (JsonNumber).
QJsonObject traceToJson(const attn::AttentionTrace &trace);
