#pragma once

#include "safetensorsfile.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QString>

#include <cstdint>
#include <vector>

namespace attn::io {

/// The JSON header of a safetensors file, checked against the size of the data section that
/// follows it. Kept apart from the mapping so that it can be read (and fuzzed) from bytes.
class SafetensorsHeader
{
public:
    /// Parses `json` into `tensors` (sorted by name; "__metadata__" skipped). Refused, with
    /// a sentence that starts with `fileName` and names the tensor: invalid JSON, not an
    /// object, a key given twice, an entry not an object, a dtype other than F64, F32, F16
    /// or BF16, a shape entry negative or not an integer, an element count or byte count
    /// past 2^64, data_offsets not two non-negative integers, begin > end, end past
    /// `dataSize`, end - begin != product(shape) x element size, and two tensors whose bytes
    /// overlap. `tensors` is left untouched on failure.
    static bool parse(const QByteArray &json, std::uint64_t dataSize, const QString &fileName,
                      std::vector<SafetensorsFile::Tensor> &tensors, QString *error);

    // Messages are shown to users, so they are translatable (context "SafetensorsHeader").
    Q_DECLARE_TR_FUNCTIONS(SafetensorsHeader)
};

} // namespace attn::io
