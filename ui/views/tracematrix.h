#pragma once

#include "matrix.h"
#include "trace.h"

#include <QString>
#include <QStringList>

#include <optional>

/// One named matrix of a trace with the token labels that go with its rows and columns,
/// for "Export numbers" and `attention-lab export --matrix`.
class TraceMatrix
{
public:
    enum class Kind
    {
        Weights,      ///< a, m x n (per head)
        Scores,       ///< a', m x n (per head)
        Scaled,       ///< s a', m x n (per head)
        Tempered,     ///< s a' / T, m x n (per head)
        Queries,      ///< Q_i, m x d_k (per head)
        Keys,         ///< K_i, n x d_k (per head)
        Values,       ///< V_i, n x d_v (per head)
        HeadOutput,   ///< a V_i, m x d_v (per head)
        Output,       ///< combined output, m x d_out
        Concatenated, ///< concat of the head outputs, m x (h d_v)
    };

    /// Every kind, in menu order.
    static QList<Kind> kinds();
    /// The command-line name: weights, scores, scaled, tempered, q, k, v, head-output,
    /// output, concatenated.
    static QString name(Kind kind);
    static std::optional<Kind> fromName(const QString &name);
    /// A description for menus, in the language of the moment: "Attention weights a
    /// (queries x keys)".
    static QString description(Kind kind);
    static bool isPerHead(Kind kind);

    /// The matrix of `head` (ignored when not per head) and its labels. False with `error`
    /// set when the trace does not have it (no such head; imported weights have no scores).
    static bool extract(const attn::AttentionTrace &trace, Kind kind, int head,
                        attn::Matrix &matrix, QStringList &rowLabels, QStringList &columnLabels,
                        QString *error);
};
