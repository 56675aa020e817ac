#pragma once

#include "validationissue.h"

#include <string>
#include <vector>

namespace attn {

/// The longest label, in UTF-8 bytes: a token, a word or a short phrase. Every view lays
/// out every label; labels of megabytes kept the window black for minutes and took
/// gigabytes.
inline constexpr std::size_t kMaxLabelBytes = 1000;

/// Adds an issue for the first label of `labels` (UTF-8) longer than kMaxLabelBytes, or
/// else the first that holds a control character:
/// C0 (U+0000 to U+001F: NUL, tab, line breaks, ...), DEL (U+007F) or C1 (U+0080 to
/// U+009F). Such a character is invisible in a heatmap, cuts a label short where text is
/// NUL-terminated, and breaks a line of a CSV or label file written from it. The issue
/// names the field and the label, e.g. "keyLabels[1] contains the control character U+000D
/// (carriage return) ...".
void checkLabelText(const std::string &field, const std::vector<std::string> &labels,
                    ValidationIssues &issues);

} // namespace attn
