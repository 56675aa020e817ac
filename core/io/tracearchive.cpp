#include "tracearchive.h"

#include "npyfile.h"
#include "scorestages.h"
#include "tracejson.h"
#include "zipstreamwriter.h"

#include <QFileInfo>
#include <QSaveFile>

#include <algorithm>
#include <functional>

namespace {

NpyArray vectorArray(const std::vector<double> &values)
{
    return NpyArray({std::int64_t(values.size())}, values);
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
            *error = QCoreApplication::translate("TraceArchive", "cannot write %1: %2")
                         .arg(path, file.errorString());
        return false;
    }
    return true;
}

} // namespace

bool TraceArchive::visitArrays(const attn::AttentionTrace &trace, const Visit &visit)
{
    const auto matrix = [&](const QString &name, const attn::Matrix &m) {
        return visit(name, NpyStream::ofMatrix(m));
    };
    const auto small = [&](const QString &name, const NpyArray &array) {
        return visit(name, NpyStream::ofBytes(NpyFile::write(array)));
    };
    std::vector<const attn::Matrix *> weights;
    std::vector<double> scales, enabled;
    for (std::size_t i = 0; i < trace.heads.size(); ++i) {
        const attn::HeadTrace &head = trace.heads[i];
        const QString prefix = QStringLiteral("head%1_").arg(i);
        const auto name = [&](const char *part) -> QString {
            return prefix + QLatin1StringView(part);
        };
        // The derived matrices are made one at a time, each only while it is written.
        const auto stage = [&](const char *part, attn::ScoreStage which) {
            return matrix(name(part), attn::scoreMatrix(trace, i, which));
        };
        const bool written =
            matrix(name("q"), head.q) && matrix(name("k"), head.k) && matrix(name("v"), head.v) &&
            stage("scores", attn::ScoreStage::Raw) && stage("scaled", attn::ScoreStage::Scaled) &&
            stage("tempered", attn::ScoreStage::Tempered) &&
            matrix(name("mask"), attn::maskMatrix(trace, i).cast<double>()) &&
            matrix(name("weights"), head.weights) && matrix(name("output"), head.output) &&
            small(name("entropy"),
                  vectorArray(std::vector<double>(head.entropy.begin(), head.entropy.end()))) &&
            small(name("argmax"),
                  vectorArray(std::vector<double>(head.argmax.begin(), head.argmax.end())));
        if (!written)
            return false;
        weights.push_back(&head.weights);
        scales.push_back(head.scale);
        enabled.push_back(head.enabled ? 1.0 : 0.0);
    }
    // A stack needs equal shapes; the engine gives every head m x n weights.
    const bool stackable = std::all_of(weights.begin(), weights.end(), [&](const auto *w) {
        return w->rows() == weights.front()->rows() && w->cols() == weights.front()->cols();
    });
    if (!weights.empty() && stackable &&
        !visit(QStringLiteral("weights"), NpyStream::ofMatrices(weights)))
        return false;
    return matrix(QStringLiteral("output"), trace.output) &&
           (trace.concatenated.size() == 0 ||
            matrix(QStringLiteral("concatenated"), trace.concatenated)) &&
           small(QStringLiteral("masked_rows"),
                 vectorArray(
                     std::vector<double>(trace.maskedRows.begin(), trace.maskedRows.end()))) &&
           small(QStringLiteral("head_scale"), vectorArray(scales)) &&
           small(QStringLiteral("head_enabled"), vectorArray(enabled)) &&
           small(QStringLiteral("query_labels"),
                 NpyArray::fromStrings(labels(trace.queryLabels))) &&
           small(QStringLiteral("key_labels"), NpyArray::fromStrings(labels(trace.keyLabels)));
}

QList<NpzFile::NamedArray> TraceArchive::arrays(const attn::AttentionTrace &trace)
{
    QList<NpzFile::NamedArray> out;
    visitArrays(trace, [&](const QString &name, const NpyStream::Content &content) {
        QByteArray bytes;
        content([&](QByteArrayView piece) {
            bytes += piece;
            return true;
        });
        NpyArray array;
        const bool read = NpyFile::read(bytes, array, nullptr);
        out.append({name, std::move(array)});
        return read;
    });
    return out;
}

bool TraceArchive::saveNpz(const QString &path, const attn::AttentionTrace &trace, QString *error)
{
    // Member by member: the archive of 16 heads of 4,096 x 4,096 is over 10 GiB.
    return saveWith(
        path,
        [&](QIODevice &file) {
            ZipStreamWriter zip(file);
            return visitArrays(trace,
                               [&](const QString &name, const NpyStream::Content &content) {
                                   return zip.add(name + QStringLiteral(".npy"), content);
                               }) &&
                   zip.finish();
        },
        error);
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
        *error = tr("%1: choose a .npz or .json file name").arg(QFileInfo(path).fileName());
    return false;
}
