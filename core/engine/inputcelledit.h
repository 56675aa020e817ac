#pragma once

#include "matrix.h"
#include "scenario.h"

namespace attn {

/// The input matrices a user edits cell by cell.
enum class InputMatrix
{
    Queries,      ///< Q (Direct)
    Keys,         ///< K (Direct)
    Values,       ///< V (Direct, keys are not values)
    Tokens,       ///< X (Self, Cross)
    SourceTokens, ///< Y (Cross)
};

/// One changed cell of an input matrix: what AttentionEngine::runInputCellEdit() updates for.
struct InputCellEdit
{
    InputMatrix matrix = InputMatrix::Queries;
    Eigen::Index row = 0;
    Eigen::Index col = 0;
};

/// Which projected sides a row of an input feeds: a row of X in self-attention is a query,
/// a key and a value; a row of Q only a query; a row of K a key (and a value when V is K).
struct InputSides
{
    bool query = false;
    bool key = false;
    bool value = false;
};

/// The sides that row `edit.row` of `edit.matrix` feeds in the scenario's mode; all false
/// when the matrix plays no part in that mode.
InputSides sidesOf(const Scenario &scenario, InputMatrix matrix);

/// The scenario's matrix named by `matrix` (Q, K, V, X or Y).
Matrix &inputMatrix(Scenario &scenario, InputMatrix matrix);
const Matrix &inputMatrix(const Scenario &scenario, InputMatrix matrix);

} // namespace attn
