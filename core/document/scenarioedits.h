#pragma once

#include "matrixref.h"
#include "scenario.h"

#include <cstdint>
#include <string>

/// Pure edits of a scenario value used by the editors before they hand the result to
/// Document::editScenario(). Each keeps the scenario self-consistent: labels match rows,
/// the custom mask matches m x n, and projections follow the inputs unless explicit.
namespace scenarioedits {

/// Which token list: the queries' (Q or X) or the keys' and values' (K/V or Y).
/// In self-attention both sides are the one list X.
enum class Side
{
    Query,
    Key
};

/// Labels of one side (self-attention: the key side is the query side).
std::vector<std::string> &labels(attn::Scenario &s, Side side);
/// The same, read only.
const std::vector<std::string> &labels(const attn::Scenario &s, Side side);
/// Number of tokens of one side.
int tokenCount(const attn::Scenario &s, Side side);

/// Pads or trims labels to the rows, resizes the custom mask to m x n (new cells visible),
/// gives a graph one node per token, clamps the valid length, and refreshes projections
/// unless they are explicit.
void conform(attn::Scenario &s);

/// Inserts a token (a zero row in every matrix of that side) before `position`.
void insertToken(attn::Scenario &s, Side side, int position, const std::string &label);
/// Removes the token at `position` (its row in every matrix of that side, its mask row or
/// column).
void removeToken(attn::Scenario &s, Side side, int position);
/// Moves the token at `from` to `to`, carrying its rows and mask row/column.
void moveToken(attn::Scenario &s, Side side, int from, int to);
/// Gives the token at `position` the label `label`.
void renameToken(attn::Scenario &s, Side side, int position, const std::string &label);

/// Switches input mode and carries the numbers over (Q becomes X, and so on).
void setMode(attn::Scenario &s, attn::InputMode mode);
/// Direct mode: V stops being K (V starts as a copy of K) or becomes K again.
void setKeysAreValues(attn::Scenario &s, bool keysAreValues);

/// Sets the number of columns of an input matrix (zeros added on the right). In direct
/// mode with a dot-product score, Q and K keep the same width.
void setDimension(attn::Scenario &s, const MatrixRef &ref, int columns);
/// Fills the matrix with N(0, 1) entries from `seed`.
void randomize(attn::Scenario &s, const MatrixRef &ref, std::uint64_t seed);
/// Divides every non-zero row by its Euclidean length.
void normalizeRows(attn::Scenario &s, const MatrixRef &ref);
void zero(attn::Scenario &s, const MatrixRef &ref);
/// Replaces a whole matrix; projections become explicit so a refresh keeps them.
void replaceMatrix(attn::Scenario &s, const MatrixRef &ref, const attn::Matrix &matrix);

/// Switches to a custom mask (starting from `current`, the mask in force, when it is m x n)
/// and flips the visibility of one (query, key) cell.
void toggleMaskCell(attn::Scenario &s, int query, int key, const attn::BoolMatrix &current);

} // namespace scenarioedits
