#include "tracearchive.h"

#include "scorestages.h"
#include "tracejson.h"

#include <QFileInfo>
#include <QSaveFile>

#include <functional>

namespace {

NpyArray vectorArray(const std::vector<double> &values)
{
    return NpyArray({std::int64_t(values.size())}, values);
}

NpyArray maskArray(const attn::BoolMatrix &mask)
{
    return NpyArray::fromMatrix(mask.cast<double>());
}

QStringList labels(const std::vector<std::string> &names)
{
    QStringList out;
    for (const std::string &name : names)
        out << QString::fromStdString(name);
    return out;
}

/// Atomic: `write` fills a QSaveFile, which replaces `path` only when every write succeeded.
bool saveWith(const QString &path, const std::function<bool(QIODevice &)> &write, QString *error)
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || !write(file) || !file.commit()) {
        if (error)
            *error = QStringLiteral("cannot write %1: %2").arg(path, file.errorString());
        return false;
    }
    return true;
}

} // namespace

QList<NpzFile::NamedArray> TraceArchive::arrays(const attn::AttentionTrace &trace)
{
    QList<NpzFile::NamedArray> out;
    std::vector<attn::Matrix> weights;
    std::vector<double> scales, enabled;
    for (std::size_t i = 0; i < trace.heads.size(); ++i) {
        const attn::HeadTrace &head = trace.heads[i];
        const QString prefix = QStringLiteral("head%1_").arg(i);
        auto add = [&](const char *name, NpyArray array) {
            out.append({prefix + QLatin1StringView(name), std::move(array)});
        };
        add("q", NpyArray::fromMatrix(head.q));
        add("k", NpyArray::fromMatrix(head.k));
        add("v", NpyArray::fromMatrix(head.v));
        add("scores", NpyArray::fromMatrix(attn::scoreMatrix(trace, i, attn::ScoreStage::Raw)));
        add("scaled", NpyArray::fromMatrix(attn::scoreMatrix(trace, i, attn::ScoreStage::Scaled)));
        add("tempered",
            NpyArray::fromMatrix(attn::scoreMatrix(trace, i, attn::ScoreStage::Tempered)));
        add("mask", maskArray(attn::maskMatrix(trace, i)));
        add("weights", NpyArray::fromMatrix(head.weights));
        add("output", NpyArray::fromMatrix(head.output));
        add("entropy", vectorArray(std::vector<double>(head.entropy.begin(), head.entropy.end())));
        add("argmax", vectorArray(std::vector<double>(head.argmax.begin(), head.argmax.end())));
        weights.push_back(head.weights);
        scales.push_back(head.scale);
        enabled.push_back(head.enabled ? 1.0 : 0.0);
    }
    // A stack needs equal shapes; the engine gives every head m x n weights.
    bool stackable = true;
    for (const attn::Matrix &w : weights)
        stackable =
            stackable && w.rows() == weights.front().rows() && w.cols() == weights.front().cols();
    if (!weights.empty() && stackable)
        out.append({QStringLiteral("weights"), NpyArray::fromMatrices(weights)});
    out.append({QStringLiteral("output"), NpyArray::fromMatrix(trace.output)});
    if (trace.concatenated.size() > 0)
        out.append({QStringLiteral("concatenated"), NpyArray::fromMatrix(trace.concatenated)});
    out.append(
        {QStringLiteral("masked_rows"),
         vectorArray(std::vector<double>(trace.maskedRows.begin(), trace.maskedRows.end()))});
    out.append({QStringLiteral("head_scale"), vectorArray(scales)});
    out.append({QStringLiteral("head_enabled"), vectorArray(enabled)});
    out.append({QStringLiteral("query_labels"), NpyArray::fromStrings(labels(trace.queryLabels))});
    out.append({QStringLiteral("key_labels"), NpyArray::fromStrings(labels(trace.keyLabels))});
    return out;
}

bool TraceArchive::saveNpz(const QString &path, const attn::AttentionTrace &trace, QString *error)
{
    const QByteArray bytes = NpzFile::write(arrays(trace));
    return saveWith(
        path, [&](QIODevice &file) { return file.write(bytes) == bytes.size(); }, error);
}

bool TraceArchive::saveJson(const QString &path, const attn::AttentionTrace &trace, QString *error)
{
    return saveWith(
        path, [&](QIODevice &file) { return TraceJson::write(file, trace); }, error);
}

bool TraceArchive::save(const QString &path, const attn::AttentionTrace &trace, QString *error)
{
    const QString suffix = QFileInfo(path).suffix().toLower();
    if (suffix == u"npz")
        return saveNpz(path, trace, error);
    if (suffix == u"json")
        return saveJson(path, trace, error);
    if (error)
        *error =
            QStringLiteral("%1: choose a .npz or .json file name").arg(QFileInfo(path).fileName());
    return false;
}
