#pragma once

#include "graph.h"
#include "matrix.h"

#include <cstdint>
#include <string>
#include <vector>

namespace attn {

/// Where the queries, keys and values come from.
enum class InputMode
{
    Direct,         ///< Q (m x d), K (n x d), V (n x d_v) typed in directly
    SelfAttention,  ///< Q, K, V all projected from the token vectors X (L x d_model)
    CrossAttention, ///< Q from X (m x d_model); K, V from source tokens Y (n x d_src)
    /// Attention weights given directly (heads x m x n), e.g. from a real model; there are
    /// no Q, K, V or scores, and no output.
    ImportedWeights,
};

/// How a query and a key are turned into a raw score a'.
enum class ScoreKind
{
    DotProduct, ///< a' = q . k
    Additive,   ///< a' = w_v . tanh(q A_q + k A_k)   (Bahdanau)
};

/// Factor s applied to the raw scores: scaled = s * a'.
enum class ScalingKind
{
    None,              ///< s = 1
    InverseSqrtKeyDim, ///< s = 1 / sqrt(d_k), d_k = width of the head's projected keys
    Custom,            ///< s = Scenario::customScale
};

/// Which (query, key) pairs may attend.
enum class MaskKind
{
    None,        ///< every pair
    Causal,      ///< key j visible to query i iff j <= i
    ValidLength, ///< key j visible iff j < validLength
    Custom,      ///< Scenario::customMask (m x n, true = visible)
    /// Graphs: key j visible to query i iff an edge j -> i of Scenario::graph exists, or
    /// i = j with self-loops (Graph::neighbourMask()): each node attends to its neighbours.
    Neighbours,
};

/// How the outputs of the heads become one output.
enum class HeadCombination
{
    ConcatProject, ///< concat(head_1 .. head_h) W_O
    WeightedSum,   ///< sum_h w_h head_h   (w_h = HeadProjection::combineWeight)
    Mean,          ///< (1/h) sum_h head_h
};

/// How projection matrices are made; Explicit means "as stored, edited by the user".
enum class ProjectionInit
{
    Identity, ///< W = identity (for h > 1: head i takes its own slice of the components)
    Random,   ///< W ~ N(0, 1/d_in), reproducible from Scenario::seed
    Explicit, ///< the matrices stored in the scenario
};

/// The learnable matrices of one head.
struct HeadProjection
{
    Matrix wq; ///< W_Q^i: d_q_in x d_k
    Matrix wk; ///< W_K^i: d_k_in x d_k
    Matrix wv; ///< W_V^i: d_v_in x d_v
    /// Biases b_Q^i (d_k), b_K^i (d_k), b_V^i (d_v) added to every projected row:
    /// q = x W_Q^i + b_Q^i (as in trained models' linear layers); empty = no bias. Only
    /// explicit projections have them.
    Vector queryBias;
    Vector keyBias;
    Vector valueBias;
    Matrix additiveQ;           ///< A_q: d_k x hidden (additive score only)
    Matrix additiveK;           ///< A_k: d_k x hidden (additive score only)
    Vector additiveV;           ///< w_v: hidden      (additive score only)
    bool enabled = true;        ///< false = ablated: the head's output counts as zeros
    double combineWeight = 1.0; ///< w_h for HeadCombination::WeightedSum

    bool operator==(const HeadProjection &) const = default;
};

/// Every input and setting of one attention computation. A plain value type.
struct Scenario
{
    InputMode mode = InputMode::Direct;
    bool keysAreValues = true; ///< Direct mode: V is K

    Matrix queries;                      ///< Direct: Q, m x d_q
    Matrix keys;                         ///< Direct: K, n x d_k_in
    Matrix values;                       ///< Direct: V, n x d_v_in (unused when keysAreValues)
    Matrix tokens;                       ///< Self/Cross: X, L x d_model (query side)
    Matrix sourceTokens;                 ///< Cross: Y, n x d_src (key and value side)
    std::vector<Matrix> importedWeights; ///< ImportedWeights: one m x n matrix per head

    std::vector<std::string> queryLabels; ///< one per query row (UTF-8); may be empty
    std::vector<std::string> keyLabels;   ///< one per key row (UTF-8); Self mode uses queryLabels

    ScoreKind score = ScoreKind::DotProduct;
    ScalingKind scaling = ScalingKind::None;
    double customScale = 1.0;
    double temperature = 1.0; ///< T >= 0; 0 = hardmax, +infinity = uniform

    MaskKind mask = MaskKind::None;
    int validLength = 0;   ///< MaskKind::ValidLength: 0 < validLength <= n
    BoolMatrix customMask; ///< MaskKind::Custom: m x n, true = visible
    /// Self-attention over a graph's nodes (the token rows of X); empty for a sequence.
    Graph graph;

    int headCount = 1;
    int keyDim = 0;         ///< d_k per head for Random init; 0 = d_model / h
    int valueDim = 0;       ///< d_v per head for Random init; 0 = d_model / h
    int outputDim = 0;      ///< d_out of W_O for Random init; 0 = h * d_v
    int additiveHidden = 4; ///< hidden width of the additive score for Random / Identity init
    ProjectionInit projectionInit = ProjectionInit::Identity;
    std::uint64_t seed = 1;
    std::vector<HeadProjection> heads; ///< headCount entries, see refreshProjections()
    Matrix outputProjection;           ///< W_O: (h d_v) x d_out
    HeadCombination combination = HeadCombination::ConcatProject;

    bool operator==(const Scenario &) const = default;

    /// Query-side input rows: Q (Direct) or X (Self, Cross).
    const Matrix &queryInput() const;
    /// Key-side input rows: K (Direct), X (Self) or Y (Cross).
    const Matrix &keyInput() const;
    /// Value-side input rows: V or K (Direct), X (Self) or Y (Cross).
    const Matrix &valueInput() const;
    /// Number of query rows m (ImportedWeights: rows of the first head's weights).
    int queryCount() const;
    /// Number of key rows n (ImportedWeights: columns of the first head's weights).
    int keyCount() const;
    /// Labels of the keys: keyLabels, or queryLabels in self-attention.
    const std::vector<std::string> &effectiveKeyLabels() const;
};

/// to = from, for a `to` whose inputs (Q, K, V, X, Y) and per-head W_Q, W_K, W_V and additive
/// matrices already equal from's (precondition; the engine checks it before it reuses a
/// trace): those, the bulk of a large scenario (67 MB at L = 4096, d_model = 1024), are left
/// where they are instead of being copied again.
void assignKeepingInputs(Scenario &to, const Scenario &from);

} // namespace attn
