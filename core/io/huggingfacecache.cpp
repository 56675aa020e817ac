#include "huggingfacecache.h"

#include "boundedfile.h"
#include "safetensorsindex.h"

#include <QDateTime>
#include <QDir>
#include <QDirIterator>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>
#include <optional>

namespace attn::io {

namespace {

const QString kPrefix = QStringLiteral("models--");
const QString kSeparator = QStringLiteral("--");

/// `value` with a leading "~" made the home folder, as Python's os.path.expanduser does.
QString expandHome(const QString &value, const QString &home)
{
    if (value == QStringLiteral("~"))
        return home;
    if (value.startsWith(QStringLiteral("~/")))
        return home + value.mid(1);
    return value;
}

/// A commit name that is a plain folder name of snapshots/, never a way out of it.
bool isPlainName(const QString &name)
{
    return !name.isEmpty() && name != QStringLiteral(".") && name != QStringLiteral("..") &&
           !name.contains(QLatin1Char('/')) && !name.contains(QLatin1Char('\\'));
}

/// The snapshot refs/main names, else the most recently modified one; empty when none.
QString chooseSnapshot(const QDir &repository, int maxSnapshots)
{
    const QDir snapshots(repository.filePath(QStringLiteral("snapshots")));
    QByteArray ref;
    if (BoundedFile::read(repository.filePath(QStringLiteral("refs/main")), 256, ref, nullptr)) {
        const QString commit = QString::fromUtf8(ref).trimmed();
        if (isPlainName(commit) && QFileInfo(snapshots.filePath(commit)).isDir())
            return commit;
    }
    QString newest;
    QDateTime newestTime;
    QDirIterator it(snapshots.path(), QDir::Dirs | QDir::NoDotAndDotDot);
    for (int seen = 0; it.hasNext() && seen < maxSnapshots; ++seen) {
        it.next();
        const QFileInfo info = it.fileInfo();
        const QDateTime time = info.lastModified();
        if (newest.isEmpty() || time > newestTime ||
            (time == newestTime && info.fileName() > newest)) {
            newest = info.fileName();
            newestTime = time;
        }
    }
    return newest;
}

/// Fills the weights' size and whether they are all there, without opening them.
void measureWeights(const QDir &snapshot, CachedModel &model)
{
    const QFileInfo single(snapshot.filePath(QStringLiteral("model.safetensors")));
    if (single.exists()) { // a symlink into blobs/ counts when its blob is there
        model.weightBytes = single.size();
        model.hasWeights = true;
        return;
    }
    const QString indexPath = snapshot.filePath(QStringLiteral("model.safetensors.index.json"));
    if (!QFileInfo::exists(indexPath))
        return;
    const std::optional<SafetensorsIndex> index = SafetensorsIndex::read(indexPath, nullptr);
    if (!index)
        return;
    bool complete = true;
    for (const QString &shard : index->shards()) {
        const QFileInfo info(snapshot.filePath(shard));
        if (info.exists())
            model.weightBytes += info.size();
        else
            complete = false;
    }
    model.hasWeights = complete;
}

bool hasTokenizer(const QDir &snapshot)
{
    return QFileInfo::exists(snapshot.filePath(QStringLiteral("tokenizer.json"))) ||
           (QFileInfo::exists(snapshot.filePath(QStringLiteral("vocab.json"))) &&
            QFileInfo::exists(snapshot.filePath(QStringLiteral("merges.txt"))));
}

} // namespace

QString HuggingFaceCache::folder(const QProcessEnvironment &environment)
{
    QString home = environment.value(QStringLiteral("HOME"));
    if (home.isEmpty())
        home = QDir::homePath();
    for (const char *name : {"HF_HUB_CACHE", "HUGGINGFACE_HUB_CACHE"}) {
        const QString value = environment.value(QLatin1String(name));
        if (!value.isEmpty())
            return QDir::cleanPath(expandHome(value, home));
    }
    const QString hfHome = environment.value(QStringLiteral("HF_HOME"));
    if (!hfHome.isEmpty())
        return QDir::cleanPath(expandHome(hfHome, home) + QStringLiteral("/hub"));
    const QString xdgCache = environment.value(QStringLiteral("XDG_CACHE_HOME"));
    const QString cache =
        xdgCache.isEmpty() ? home + QStringLiteral("/.cache") : expandHome(xdgCache, home);
    return QDir::cleanPath(cache + QStringLiteral("/huggingface/hub"));
}

QString HuggingFaceCache::folder()
{
    return folder(QProcessEnvironment::systemEnvironment());
}

QString HuggingFaceCache::repoId(const QString &folderName)
{
    if (!folderName.startsWith(kPrefix) || folderName.size() == kPrefix.size())
        return {};
    // huggingface_hub writes "org/name" as "org--name"; names may not hold "--" themselves.
    QString id = folderName.mid(kPrefix.size());
    id.replace(kSeparator, QStringLiteral("/"));
    return id;
}

bool HuggingFaceCache::isGpt2Config(const QString &path)
{
    QByteArray bytes;
    if (!BoundedFile::read(path, kMaxConfigBytes, bytes, nullptr))
        return false;
    const QJsonObject config = QJsonDocument::fromJson(bytes).object();
    if (config.value(QStringLiteral("model_type")).toString() == QStringLiteral("gpt2"))
        return true;
    const QJsonArray architectures = config.value(QStringLiteral("architectures")).toArray();
    return std::any_of(architectures.begin(), architectures.end(), [](const QJsonValue &name) {
        return name.toString().startsWith(QStringLiteral("GPT2"));
    });
}

QList<CachedModel> HuggingFaceCache::models(const QString &cacheFolder, int maxRepositories,
                                            int maxSnapshots)
{
    QList<CachedModel> found;
    QDirIterator it(cacheFolder, {kPrefix + QLatin1Char('*')},
                    QDir::Dirs | QDir::NoDotAndDotDot | QDir::Readable);
    for (int seen = 0; it.hasNext() && seen < maxRepositories; ++seen) {
        it.next();
        const QString id = repoId(it.fileName());
        if (id.isEmpty())
            continue;
        const QDir repository(it.filePath());
        const QString commit = chooseSnapshot(repository, maxSnapshots);
        if (commit.isEmpty())
            continue;
        const QDir snapshot(repository.filePath(QStringLiteral("snapshots/") + commit));
        if (!isGpt2Config(snapshot.filePath(QStringLiteral("config.json"))))
            continue;
        CachedModel model;
        model.repoId = id;
        model.snapshotFolder = snapshot.path();
        model.commit = commit;
        measureWeights(snapshot, model);
        model.hasTokenizer = hasTokenizer(snapshot);
        found.append(model);
    }
    std::sort(found.begin(), found.end(),
              [](const CachedModel &a, const CachedModel &b) { return a.repoId < b.repoId; });
    return found;
}

} // namespace attn::io
