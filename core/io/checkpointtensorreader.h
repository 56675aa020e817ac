#pragma once

#include "checkpointtensorsource.h"
#include "matrix.h"
#include "weightmatrix.h"

#include <QCoreApplication>
#include <QString>

#include <string>

namespace attn::io {

/// Takes the weights of a checkpoint out of its safetensors file or shards by name, each
/// checked for its shape and for finite values. Names are given without the "transformer." prefix
/// some exports add; the reader adds it when the file uses it. The first failure is kept, with a
/// sentence naming the file and the tensor (the shard that holds it, or the index or file
/// that lacks it), and makes every later call fail at once.
class CheckpointTensorReader
{
public:
    explicit CheckpointTensorReader(const CheckpointTensorSource &source);

    /// The rows x cols tensor `name` (a 2-D tensor of exactly that shape) into `out`, in the
    /// precision the file stores it in (SafetensorsFile::weightMatrix).
    bool matrix(const std::string &name, Eigen::Index rows, Eigen::Index cols,
                model::WeightMatrix &out);
    /// The tensor `name` of `size` elements (a 1-D tensor of exactly that shape) into `out`.
    bool vector(const std::string &name, Eigen::Index size, Vector &out);

    /// The name as the file spells it ("transformer.wte.weight" or "wte.weight").
    std::string fullName(const std::string &name) const { return m_prefix + name; }
    /// The first failure, empty while there was none.
    const QString &error() const { return m_error; }

    // Messages are shown to users, so they are translatable (context "CheckpointTensorReader").
    Q_DECLARE_TR_FUNCTIONS(CheckpointTensorReader)

private:
    /// The tensor named `name` of shape `shape`, or nulls with m_error set.
    CheckpointTensorSource::Location find(const std::string &name,
                                          const std::vector<std::int64_t> &shape);
    /// False, with m_error set, when `values` of the tensor `name` in `file` hold a NaN or
    /// an infinity.
    bool checkFinite(const SafetensorsFile &file, const std::string &name,
                     const model::WeightMatrix &values);
    bool checkFinite(const SafetensorsFile &file, const std::string &name, const Vector &values);
    /// Sets m_error for `value` at element `index` (row-major over `cols` columns).
    void reportNonFinite(const SafetensorsFile &file, const std::string &name, Eigen::Index index,
                         Eigen::Index cols, double value);

    const CheckpointTensorSource &m_source;
    std::string m_prefix;
    QString m_error;
};

} // namespace attn::io
