#pragma once

#include "inputcelledit.h"
#include "scenario.h"

#include <QString>

/// Names one editable matrix of a scenario (an input, or a projection of one head), so that
/// editors, models and undo commands can address it without knowing where it lives.
struct MatrixRef
{
    enum class Kind
    {
        Queries,          ///< Q (Direct)
        Keys,             ///< K (Direct)
        Values,           ///< V (Direct, when keys are not values)
        Tokens,           ///< X (Self / Cross)
        SourceTokens,     ///< Y (Cross)
        HeadWq,           ///< W_Q^i
        HeadWk,           ///< W_K^i
        HeadWv,           ///< W_V^i
        AdditiveQ,        ///< A_q of head i
        AdditiveK,        ///< A_k of head i
        AdditiveV,        ///< w_v of head i (a vector, shown as one column)
        OutputProjection, ///< W_O
    };

    Kind kind = Kind::Queries;
    int head = 0;

    bool operator==(const MatrixRef &) const = default;

    /// True for W_Q, W_K, W_V, additive weights and W_O (rows are not tokens).
    bool isProjection() const;
    /// True for Q, K, V, X and Y, whose single-cell edits the engine updates incrementally.
    bool isInput() const { return !isProjection(); }
    /// The engine's name of an input matrix. Precondition: isInput().
    attn::InputMatrix inputMatrix() const;
    /// True when the matrix exists in this scenario (mode, head count).
    bool exists(const attn::Scenario &scenario) const;
    /// Rows of the matrix in `scenario`. Precondition: exists().
    int rows(const attn::Scenario &scenario) const;
    /// Columns of the matrix in `scenario`. Precondition: exists().
    int cols(const attn::Scenario &scenario) const;
    /// The cell at `row`, `col`. Precondition: exists() and the cell is in range.
    double value(const attn::Scenario &scenario, int row, int col) const;
    /// Precondition: exists() and the cell is in range.
    void setValue(attn::Scenario &scenario, int row, int col, double value) const;
    /// A copy of the matrix (w_v as a column); empty when it does not exist.
    attn::Matrix get(const attn::Scenario &scenario) const;
    /// Replaces the matrix (w_v takes the first column). Precondition: exists().
    void set(attn::Scenario &scenario, const attn::Matrix &matrix) const;
    /// Short symbol for headers and undo text, e.g. "Q", "W_K (head 2)".
    QString symbol() const;
    /// A longer title for group boxes, e.g. "Queries Q".
    QString title() const;
    /// Label of a row: token label for inputs, "in 1".. for projections.
    QString rowLabel(const attn::Scenario &scenario, int row) const;
};
