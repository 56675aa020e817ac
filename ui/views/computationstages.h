#pragma once

#include "scenario.h"
#include "trace.h"

#include <QString>
#include <QStringList>

#include <vector>

/// One matrix of the computation as the step-by-step view shows it: its shape and the
/// top-left corner the view can show, copied from the trace (or from the scenario, for
/// inputs and W_O); nothing is recomputed, and a large trace is not copied whole.
struct ComputationStage
{
    /// The largest corner kept: what the view shows, at most (StageMatrixView's limits).
    static constexpr int kCornerRows = 10;
    static constexpr int kCornerColumns = 12;

    enum class Kind
    {
        QueryInput, ///< Q (direct) or X
        KeyInput,   ///< K (direct) or Y (cross); absent in self-attention
        ValueInput, ///< V (direct, when it is not K)
        Q,          ///< Q_i = X W_Q^i
        K,
        V,
        Scores,           ///< a' = Q_i K_i^T
        Scaled,           ///< s a'
        Tempered,         ///< s a' / T
        Masked,           ///< s a' / T with masked cells at -infinity
        Weights,          ///< softmax per row
        HeadOutput,       ///< A V_i
        Concat,           ///< concat(head_1 .. head_h)
        OutputProjection, ///< W_O
        Output,           ///< combined output
    };
    Kind kind;
    int group = 0;         ///< 0 inputs and projections, 1 scores and softmax, 2 output
    QString title;         ///< e.g. "Q₁ = X W_Q¹"
    QString caption;       ///< e.g. "s = 0.707"; may be empty
    attn::Matrix values;   ///< the top-left corner, at most kCornerRows x kCornerColumns
    attn::BoolMatrix mask; ///< Masked and Weights: the same corner, true = visible; else empty
    bool isWeights = false;
    QStringList rowLabels;
    QStringList columnLabels;
    int blockOffset = 0;      ///< Concat: first column of the shown head's block
    int blockWidth = 0;       ///< Concat: width of that block
    Eigen::Index rows = 0;    ///< of the whole matrix
    Eigen::Index columns = 0; ///< of the whole matrix
};

/// A cell, a row (column == -1), a column (row == -1) or a whole stage (both -1).
struct StageCells
{
    int stage = -1;
    int row = -1;
    int column = -1;
    bool operator==(const StageCells &) const = default;
};

/// The stages of the computation for head `head`, in order. Projection stages are left out
/// when the head's projection is the identity (Q_i equal to its input), since they would
/// repeat the input.
std::vector<ComputationStage> computationStages(const attn::Scenario &scenario,
                                                const attn::AttentionTrace &trace, int head);

/// The heading of a group of stages (ComputationStage::group): "1. Inputs and projections",
/// then the scores to the weights, then the output.
QString stageGroupTitle(int group);

/// The cells that cell (row, column) of stage `stage` is computed from, in earlier stages:
/// a row of Q_i and a row of K_i for a score, a row of the weights and a column of V_i for
/// an output, and so on.
std::vector<StageCells> stageSources(const std::vector<ComputationStage> &stages, int stage,
                                     int row, int column);
