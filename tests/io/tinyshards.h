#pragma once

// A TinyCheckpoint saved in shards as Hugging Face's save_pretrained(max_shard_size=...)
// lays them out: model-0000k-of-0000n.safetensors, each a run of consecutive tensors, and
// model.safetensors.index.json mapping every tensor to its shard. Tests change the shards or
// the map before write() to make the breakages a reader must refuse.

#include "tinycheckpoint.h"

#include <QPair>

struct TinyShards
{
    QList<QList<SafetensorsEntry>> shards;          ///< the tensors of each shard, in order
    QList<QPair<QByteArray, QByteArray>> weightMap; ///< tensor name, shard file name

    static QByteArray shardName(int index, int count)
    {
        return QByteArray("model-") + QByteArray::number(index + 1).rightJustified(5, '0') +
               "-of-" + QByteArray::number(count).rightJustified(5, '0') + ".safetensors";
    }

    /// The tensors of `tiny` in `dtype`, named with `prefix`, in `count` runs (a
    /// GPT2LMHeadModel export, prefix "transformer.", ends with lm_head.weight).
    TinyShards(const TinyCheckpoint &tiny, int count, const QByteArray &dtype = "F32",
               const QByteArray &prefix = {})
    {
        QList<SafetensorsEntry> entries;
        for (const TinyTensor &tensor : tiny.tensors)
            entries.append(
                {prefix + tensor.name, dtype, tensor.shape, encodeValues(tensor.values, dtype)});
        if (!prefix.isEmpty())
            entries.append({"lm_head.weight", dtype, tiny.tensors[0].shape,
                            encodeValues(tiny.tensors[0].values, dtype)});
        shards.resize(count);
        for (qsizetype i = 0; i < entries.size(); ++i) {
            const int shard = int(i * count / entries.size());
            shards[shard].append(entries[i]);
            weightMap.append({entries[i].name, shardName(shard, count)});
        }
    }

    /// model.safetensors.index.json of weightMap.
    QByteArray indexJson() const
    {
        QByteArray json = R"({"metadata":{"total_size":0},"weight_map":{)";
        for (qsizetype i = 0; i < weightMap.size(); ++i)
            json +=
                (i ? "," : "") + ("\"" + weightMap[i].first + "\":\"" + weightMap[i].second) + "\"";
        return json + "}}";
    }

    /// Writes config.json, every shard and the index into `folder`.
    bool write(const QString &folder, const TinyCheckpoint &tiny) const
    {
        bool ok =
            TinyCheckpoint::writeFile(folder + QStringLiteral("/config.json"), tiny.configJson()) &&
            TinyCheckpoint::writeFile(folder + QStringLiteral("/model.safetensors.index.json"),
                                      indexJson());
        for (qsizetype i = 0; ok && i < shards.size(); ++i)
            ok = TinyCheckpoint::writeFile(
                folder + QLatin1Char('/') +
                    QString::fromLatin1(shardName(int(i), int(shards.size()))),
                safetensorsFile(shards[i], R"({"format":"pt"})"));
        return ok;
    }
};
