#pragma once

#include "npystream.h"
#include "npzfile.h"
#include "trace.h"

#include <QCoreApplication>
#include <QString>

#include <functional>

/// The whole trace in one file: an .npz of named arrays or the JSON of TraceJson, both written
/// as they are made, never whole in memory.
///
/// .npz arrays (float64 unless noted), per head i: head<i>_q, head<i>_k, head<i>_v,
/// head<i>_scores, head<i>_scaled, head<i>_tempered, head<i>_mask (1 = visible),
/// head<i>_weights, head<i>_output, head<i>_entropy, head<i>_argmax (-1 = fully masked);
/// then weights (heads x queries x keys, ready for import), output, concatenated (when the
/// heads are concatenated), masked_rows (1 = every key masked), head_scale, head_enabled,
/// and query_labels, key_labels (unicode arrays: np.load needs no pickle).
class TraceArchive
{
public:
    /// Receives each array of the .npz in order: its name and its .npy file as it is made.
    /// False stops the visit.
    using Visit = std::function<bool(const QString &name, const NpyStream::Content &content)>;
    /// Visits the arrays above, each derived matrix (scaled scores, mask ...) made only for
    /// its visit, so that a trace is archived with no second copy of it in memory. Returns
    /// false when a visit did.
    static bool visitArrays(const attn::AttentionTrace &trace, const Visit &visit);
    /// Every array read back (tests; small traces).
    static QList<NpzFile::NamedArray> arrays(const attn::AttentionTrace &trace);

    static bool saveNpz(const QString &path, const attn::AttentionTrace &trace, QString *error);
    static bool saveJson(const QString &path, const attn::AttentionTrace &trace, QString *error);
    /// By suffix: .npz or .json.
    static bool save(const QString &path, const attn::AttentionTrace &trace, QString *error);

    // Messages are shown to users, so they are translatable (context "TraceArchive").
    Q_DECLARE_TR_FUNCTIONS(TraceArchive)
};
