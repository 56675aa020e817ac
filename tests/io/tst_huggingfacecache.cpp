// The Hugging Face hub cache: its folder found from HF_HUB_CACHE, HUGGINGFACE_HUB_CACHE,
// HF_HOME, XDG_CACHE_HOME and HOME in huggingface_hub's order; the GPT-2-family models of a
// fake cache built by the test (snapshots whose files are symlinks into blobs/, refs/main,
// two snapshots, shards, pickles, a BERT, broken links, datasets) listed with their repo id,
// snapshot, weights' size and tokenizer; the number of folders looked at is capped.
#include "huggingfacecache.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <utime.h>

using namespace attn::io;
using namespace Qt::StringLiterals;

namespace {

const QByteArray kGpt2Config = R"({"model_type":"gpt2","n_layer":2})";

bool write(const QString &path, const QByteArray &content)
{
    QDir().mkpath(QFileInfo(path).path());
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(content) == content.size();
}

/// The blob `content` in repository `repo`, and `snapshotFile` a relative symlink to it, as
/// huggingface_hub lays them out.
bool linkBlob(const QString &repo, const QString &snapshotFile, const QByteArray &content)
{
    const QString blob =
        u"blobs/"_s + QString::number(qHash(content), 16) + QString::number(content.size());
    if (!write(repo + u'/' + blob, content))
        return false;
    const QString link = repo + u'/' + snapshotFile;
    QDir().mkpath(QFileInfo(link).path());
    // snapshots/<commit>/<file> -> ../../blobs/<hash>
    return QFile::link(u"../../"_s + blob, link);
}

/// Sets the modification time of `path` (a folder too) to `seconds` after the epoch.
bool touch(const QString &path, qint64 seconds)
{
    utimbuf times{time_t(seconds), time_t(seconds)};
    return ::utime(QFile::encodeName(path).constData(), &times) == 0;
}

} // namespace

class TestHuggingFaceCache : public QObject
{
    Q_OBJECT

private slots:
    void folderFollowsEnvironment_data();
    void folderFollowsEnvironment();
    void repoIds_data();
    void repoIds();
    void listsGpt2Models();
    void emptyOrMissingCache();
    void capsFoldersLookedAt();
};

void TestHuggingFaceCache::folderFollowsEnvironment_data()
{
    QTest::addColumn<QStringList>("variables"); // NAME=value
    QTest::addColumn<QString>("expected");
    const QStringList all{u"HF_HUB_CACHE=/a"_s, u"HUGGINGFACE_HUB_CACHE=/b"_s, u"HF_HOME=/c"_s,
                          u"XDG_CACHE_HOME=/d"_s, u"HOME=/h"_s};
    QTest::newRow("HF_HUB_CACHE first") << all << u"/a"_s;
    QTest::newRow("then its old name") << all.mid(1) << u"/b"_s;
    QTest::newRow("then HF_HOME/hub") << all.mid(2) << u"/c/hub"_s;
    QTest::newRow("then XDG_CACHE_HOME") << all.mid(3) << u"/d/huggingface/hub"_s;
    QTest::newRow("then HOME") << all.mid(4) << u"/h/.cache/huggingface/hub"_s;
    QTest::newRow("HF_HOME beats XDG_CACHE_HOME")
        << QStringList{u"XDG_CACHE_HOME=/d"_s, u"HF_HOME=/c"_s, u"HOME=/h"_s} << u"/c/hub"_s;
    QTest::newRow("empty counts as unset")
        << QStringList{u"HF_HUB_CACHE="_s, u"HF_HOME=/c"_s, u"HOME=/h"_s} << u"/c/hub"_s;
    QTest::newRow("tilde") << QStringList{u"HF_HOME=~/hf"_s, u"HOME=/h"_s} << u"/h/hf/hub"_s;
    QTest::newRow("trailing slash")
        << QStringList{u"HF_HUB_CACHE=/a/b/"_s, u"HOME=/h"_s} << u"/a/b"_s;
    QTest::newRow("no HOME") << QStringList{} << QDir::homePath() + u"/.cache/huggingface/hub"_s;
}

void TestHuggingFaceCache::folderFollowsEnvironment()
{
    QFETCH(QStringList, variables);
    QFETCH(QString, expected);
    QProcessEnvironment environment;
    for (const QString &variable : variables)
        environment.insert(variable.section(u'=', 0, 0), variable.section(u'=', 1));
    QCOMPARE(HuggingFaceCache::folder(environment), expected);
}

void TestHuggingFaceCache::repoIds_data()
{
    QTest::addColumn<QString>("folder");
    QTest::addColumn<QString>("id");
    QTest::newRow("bare") << u"models--gpt2"_s << u"gpt2"_s;
    QTest::newRow("org") << u"models--distilbert--distilgpt2"_s << u"distilbert/distilgpt2"_s;
    QTest::newRow("dashes") << u"models--openai-community--gpt2-medium"_s
                            << u"openai-community/gpt2-medium"_s;
    QTest::newRow("dataset") << u"datasets--wikitext"_s << QString();
    QTest::newRow("prefix only") << u"models--"_s << QString();
}

void TestHuggingFaceCache::repoIds()
{
    QFETCH(QString, folder);
    QFETCH(QString, id);
    QCOMPARE(HuggingFaceCache::repoId(folder), id);
}

void TestHuggingFaceCache::listsGpt2Models()
{
    QTemporaryDir cache;
    const QString root = cache.path();
    const QByteArray weights(1234, 'w');
    // gpt2: refs/main names the older of two snapshots, and wins over the newer.
    const QString gpt2 = root + u"/models--gpt2"_s;
    QVERIFY(linkBlob(gpt2, u"snapshots/aaa111/config.json"_s, kGpt2Config));
    QVERIFY(linkBlob(gpt2, u"snapshots/aaa111/model.safetensors"_s, weights));
    QVERIFY(linkBlob(gpt2, u"snapshots/aaa111/vocab.json"_s, "{}"));
    QVERIFY(linkBlob(gpt2, u"snapshots/aaa111/merges.txt"_s, "#version: 0.2\n"));
    QVERIFY(linkBlob(gpt2, u"snapshots/bbb222/config.json"_s, kGpt2Config));
    QVERIFY(write(gpt2 + u"/refs/main"_s, "aaa111\n"));
    // distilgpt2: no refs/main; the newer snapshot is sharded and has tokenizer.json.
    const QString distil = root + u"/models--distilbert--distilgpt2"_s;
    QVERIFY(linkBlob(distil, u"snapshots/old/config.json"_s, kGpt2Config));
    QVERIFY(linkBlob(distil, u"snapshots/old/model.safetensors"_s, weights));
    QVERIFY(linkBlob(distil, u"snapshots/new/config.json"_s, kGpt2Config));
    QVERIFY(linkBlob(distil, u"snapshots/new/tokenizer.json"_s, "{}"));
    QVERIFY(linkBlob(distil, u"snapshots/new/model.safetensors.index.json"_s,
                     R"({"weight_map":{"wte.weight":"a.safetensors","wpe.weight":"b.safetensors",)"
                     R"("ln_f.bias":"b.safetensors"}})"));
    QVERIFY(linkBlob(distil, u"snapshots/new/a.safetensors"_s, QByteArray(100, 'a')));
    QVERIFY(linkBlob(distil, u"snapshots/new/b.safetensors"_s, QByteArray(23, 'b')));
    // gpt2-medium: known by its architecture; only a pickle, only vocab.json (no merges).
    const QString medium = root + u"/models--openai-community--gpt2-medium"_s;
    QVERIFY(linkBlob(medium, u"snapshots/c0ffee/config.json"_s,
                     R"({"architectures":["GPT2LMHeadModel"]})"));
    QVERIFY(linkBlob(medium, u"snapshots/c0ffee/pytorch_model.bin"_s, "pickle"));
    QVERIFY(linkBlob(medium, u"snapshots/c0ffee/vocab.json"_s, "{}"));
    QVERIFY(write(medium + u"/refs/main"_s, "c0ffee"));
    // tiny-gpt2: its weights' blob not downloaded (a dangling link); refs/main points out of
    // snapshots/, so the only snapshot is taken.
    const QString tiny = root + u"/models--sshleifer--tiny-gpt2"_s;
    QVERIFY(linkBlob(tiny, u"snapshots/d00d/config.json"_s, kGpt2Config));
    QVERIFY(QDir().mkpath(tiny + u"/snapshots/d00d"_s));
    QVERIFY(QFile::link(u"../../blobs/missing"_s, tiny + u"/snapshots/d00d/model.safetensors"_s));
    QVERIFY(write(tiny + u"/refs/main"_s, "../../models--gpt2/snapshots/aaa111"));
    // gpt2-large: sharded, one shard's blob not downloaded: the weights are not all there.
    const QString large = root + u"/models--openai-community--gpt2-large"_s;
    QVERIFY(linkBlob(large, u"snapshots/e0/config.json"_s, kGpt2Config));
    QVERIFY(
        linkBlob(large, u"snapshots/e0/model.safetensors.index.json"_s,
                 R"({"weight_map":{"wte.weight":"a.safetensors","wpe.weight":"b.safetensors"}})"));
    QVERIFY(linkBlob(large, u"snapshots/e0/a.safetensors"_s, QByteArray(40, 'a')));
    QVERIFY(QFile::link(u"../../blobs/partial"_s, large + u"/snapshots/e0/b.safetensors"_s));
    // Skipped: BERT, a config.json that is a dangling link, a dataset, a plain file, a
    // config that is not JSON, a model with no snapshot.
    QVERIFY(linkBlob(root + u"/models--bert-base-uncased"_s, u"snapshots/e1/config.json"_s,
                     R"({"model_type":"bert","architectures":["BertForMaskedLM"]})"));
    QVERIFY(QDir().mkpath(root + u"/models--broken/snapshots/f1"_s));
    QVERIFY(
        QFile::link(u"../../blobs/gone"_s, root + u"/models--broken/snapshots/f1/config.json"_s));
    QVERIFY(
        linkBlob(root + u"/datasets--gpt2--data"_s, u"snapshots/g1/config.json"_s, kGpt2Config));
    QVERIFY(write(root + u"/models--file"_s, kGpt2Config));
    QVERIFY(linkBlob(root + u"/models--garbled"_s, u"snapshots/h1/config.json"_s, "{gpt2"));
    QVERIFY(QDir().mkpath(root + u"/models--empty/snapshots"_s));
    // Times last: writing into a folder changes its own.
    QVERIFY(touch(gpt2 + u"/snapshots/aaa111"_s, 1'000'000));
    QVERIFY(touch(gpt2 + u"/snapshots/bbb222"_s, 2'000'000));
    QVERIFY(touch(distil + u"/snapshots/old"_s, 1'000'000));
    QVERIFY(touch(distil + u"/snapshots/new"_s, 2'000'000));

    const QList<CachedModel> models = HuggingFaceCache::models(root);
    QStringList ids;
    for (const CachedModel &model : models)
        ids << model.repoId;
    QCOMPARE(ids,
             (QStringList{u"distilbert/distilgpt2"_s, u"gpt2"_s, u"openai-community/gpt2-large"_s,
                          u"openai-community/gpt2-medium"_s, u"sshleifer/tiny-gpt2"_s}));

    const CachedModel &d = models[0];
    QCOMPARE(d.commit, u"new"_s);
    QCOMPARE(d.snapshotFolder, distil + u"/snapshots/new"_s);
    QCOMPARE(d.weightBytes, qint64(123));
    QVERIFY(d.hasWeights);
    QVERIFY(d.hasTokenizer);

    const CachedModel &g = models[1];
    QCOMPARE(g.commit, u"aaa111"_s);
    QCOMPARE(g.snapshotFolder, gpt2 + u"/snapshots/aaa111"_s);
    QCOMPARE(g.weightBytes, qint64(1234)); // the blob's size, not the link's
    QVERIFY(g.hasWeights);
    QVERIFY(g.hasTokenizer);

    const CachedModel &l = models[2];
    QVERIFY(!l.hasWeights);
    QCOMPARE(l.weightBytes, qint64(40)); // what is there
    QVERIFY(!l.hasTokenizer);

    const CachedModel &m = models[3];
    QCOMPARE(m.commit, u"c0ffee"_s);
    QCOMPARE(m.weightBytes, qint64(0));
    QVERIFY(!m.hasWeights);
    QVERIFY(!m.hasTokenizer);

    const CachedModel &t = models[4];
    QCOMPARE(t.commit, u"d00d"_s);
    QCOMPARE(t.snapshotFolder, tiny + u"/snapshots/d00d"_s);
    QVERIFY(!t.hasWeights);
    QCOMPARE(t.weightBytes, qint64(0));
}

void TestHuggingFaceCache::emptyOrMissingCache()
{
    QTemporaryDir cache;
    QVERIFY(HuggingFaceCache::models(cache.path()).isEmpty());
    QVERIFY(HuggingFaceCache::models(cache.filePath(u"nowhere"_s)).isEmpty());
}

void TestHuggingFaceCache::capsFoldersLookedAt()
{
    // The default cap, 4,096, works the same; a small one keeps the test quick.
    QTemporaryDir cache;
    for (int i = 0; i < 15; ++i) {
        const QString model = cache.path() + u"/models--m"_s + QString::number(i);
        QVERIFY(write(model + u"/snapshots/s/config.json"_s, kGpt2Config));
        // Older snapshots without a config.json: the newest, s, is taken.
        for (int j = 0; j < 5; ++j) {
            const QString old = model + u"/snapshots/x"_s + QString::number(j);
            QVERIFY(QDir().mkpath(old));
            QVERIFY(touch(old, 1'000'000));
        }
        QVERIFY(touch(model + u"/snapshots/s"_s, 2'000'000));
    }
    QCOMPARE(HuggingFaceCache::models(cache.path(), 10, 6).size(), 10);
    QCOMPARE(HuggingFaceCache::models(cache.path(), 20, 6).size(), 15);
    QCOMPARE(HuggingFaceCache::models(cache.path()).size(), 15);
}

QTEST_GUILESS_MAIN(TestHuggingFaceCache)
#include "tst_huggingfacecache.moc"
