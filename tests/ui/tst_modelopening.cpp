// Models other than the shipped one: a GPT-2 BPE tokenizer takes any text, shown token by
// token; File > Open model... lists the Hugging Face cache's GPT-2-family models, greying
// those without weights or tokenizer; a folder is read off the window's thread, and a folder
// that cannot be read, or a reading canceled, leaves the model shown as it was.
#include "bpetokenizer.h"
#include "bytelevelalphabet.h"
#include "document.h"
#include "heatmapview.h"
#include "linelimitedlabel.h"
#include "modelheadpanel.h"
#include "modelopener.h"
#include "modelsession.h"
#include "modeltokenchips.h"
#include "modelview.h"
#include "nexttokenbars.h"
#include "openmodeldialog.h"
#include "randommodel.h"
#include "viewtesting.h"

#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QListWidget>
#include <QLocale>
#include <QPushButton>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;

namespace {

const QString kTiny = QStringLiteral(ATTENTION_LAB_SOURCE_DIR "/tests/data/models/tiny");

/// A Hugging Face cache in `cache`: org/tiny, the tiny model with only its word list (no GPT-2
/// tokenizer), and gpt2, the same weights with, instead of the word list, a tokenizer.json of
/// 256 byte tokens: more than the tiny model's 5 embeddings.
bool writeCache(const QDir &cache)
{
    const QStringList files{u"config.json"_s, u"model.safetensors"_s, u"vocab.txt"_s};
    for (const QString &repo : {u"models--org--tiny"_s, u"models--gpt2"_s}) {
        const QString snapshot = repo + u"/snapshots/0123abcd"_s;
        if (!cache.mkpath(snapshot) || !cache.mkpath(repo + u"/refs"_s))
            return false;
        QFile ref(cache.filePath(repo + u"/refs/main"_s));
        if (!ref.open(QIODevice::WriteOnly) || ref.write("0123abcd") != 8)
            return false;
        ref.close();
        for (const QString &file : files)
            if ((repo == u"models--org--tiny"_s || file != u"vocab.txt"_s) &&
                !QFile::copy(kTiny + u'/' + file, cache.filePath(snapshot + u'/' + file)))
                return false;
    }
    QString vocab;
    for (int byte = 0; byte < 256; ++byte) {
        QString token =
            QString::fromStdString(attn::io::ByteLevelAlphabet::encode(std::string(1, char(byte))));
        if (token == u"\""_s || token == u"\\"_s)
            token.prepend(u'\\');
        vocab += (byte ? u","_s : QString()) + u'"' + token + u"\":"_s + QString::number(byte);
    }
    QFile tokenizer(cache.filePath(u"models--gpt2/snapshots/0123abcd/tokenizer.json"_s));
    if (!tokenizer.open(QIODevice::WriteOnly))
        return false;
    tokenizer.write((u"{\"model\":{\"type\":\"BPE\",\"vocab\":{"_s + vocab +
                     u"},\"merges\":[]},\"added_tokens\":[]}"_s)
                        .toUtf8());
    return true;
}

} // namespace

class TestModelOpening : public QObject
{
    Q_OBJECT
private slots:
    void bytePairModelTakesAnyText();
    void dialogListsTheCache();
    void openFolderShowsItsModel();
    void unreadableFolderKeepsTheModel();
    void canceledReadingKeepsTheModel();
};

void TestModelOpening::bytePairModelTakesAnyText()
{
    // A GPT-2 tokenizer (the 256 byte tokens and two merges): any text runs, cut into its
    // tokens; the chips, the heatmap's names and the prediction show what each covers, a
    // token of spaces as "␣"; no word list is offered.
    std::vector<std::string> tokens;
    for (int byte = 0; byte < 256; ++byte)
        tokens.push_back(attn::io::ByteLevelAlphabet::encode(std::string(1, char(byte))));
    tokens.push_back("ca");
    tokens.push_back("cat");
    QString error;
    auto bpe = attn::io::BpeTokenizer::create(tokens, {{"c", "a"}, {"ca", "t"}}, &error);
    QVERIFY2(bpe, qPrintable(error));
    Document doc;
    ModelView view(&doc);
    view.setModel(randommodel::weights(2, 4, 7, 300), attn::model::WordVocabulary(),
                  QStringLiteral("bytes"),
                  std::make_shared<const attn::io::BpeTokenizer>(std::move(*bpe)));
    view.setText(QStringLiteral("cat  猫"));
    ModelSession *session = view.session();
    QVERIFY(session->takesAnyText());
    QCOMPARE(session->unknownWords(), QStringList());
    // "cat" (merged twice), the first space (a run of spaces before a word leaves it its
    // last), the second space and 猫's three bytes (no merge joins them).
    const QStringList expected{u"cat"_s, u"␣"_s, u"␣"_s, u"‹E7›"_s, u"‹8C›"_s, u"‹AB›"_s};
    QCOMPARE(session->words(), expected);
    QCOMPARE(view.chips()->labels(), expected);
    QCOMPARE(view.headPanel()->heatmap()->keyLabels(), expected);
    QCOMPARE(view.predictions()->rows().size(), std::size_t(10));
    for (const NextTokenBars::Row &row : view.predictions()->rows())
        QVERIFY(!row.word.isEmpty());
    QVERIFY(!view.findChild<QComboBox *>()->isVisibleTo(&view));
    // The hint over the chips speaks of tokens.
    QStringList hints;
    for (const LineLimitedLabel *label : view.findChildren<LineLimitedLabel *>())
        hints << label->fullText();
    QVERIFY2(hints.contains(u"Click a token to mask it: no later token may attend to it, in any "
                            u"layer."_s),
             qPrintable(hints.join(u'|')));
}

void TestModelOpening::dialogListsTheCache()
{
    QTemporaryDir dir;
    QVERIFY(writeCache(QDir(dir.path())));
    OpenModelDialog dialog(nullptr, dir.path());
    QCOMPARE(dialog.models().size(), 2);
    QCOMPARE(dialog.models().at(0).repoId, u"gpt2"_s);
    QCOMPARE(dialog.models().at(1).repoId, u"org/tiny"_s);
    // The copy without a GPT-2 tokenizer is listed greyed, saying what it lacks; the other
    // is chosen, with its size.
    QListWidget *list = dialog.list();
    QVERIFY(list->item(0)->flags() & Qt::ItemIsEnabled);
    QVERIFY(!(list->item(1)->flags() & Qt::ItemIsEnabled));
    QVERIFY2(list->item(1)->toolTip().contains(u"its tokenizer"_s),
             qPrintable(list->item(1)->toolTip()));
    QCOMPARE(list->currentRow(), 0);
    const qint64 bytes = QFileInfo(kTiny + u"/model.safetensors"_s).size();
    QCOMPARE(list->item(0)->text(),
             u"gpt2 · "_s + QLocale().formattedDataSize(bytes, 0, QLocale::DataSizeSIFormat));
    QVERIFY(dialog.openButton()->isEnabled());
    dialog.openButton()->click();
    QCOMPARE(dialog.result(), int(QDialog::Accepted));
    QCOMPARE(dialog.name(), u"gpt2"_s);
    QCOMPARE(QDir(dialog.folder()).canonicalPath(),
             QDir(dir.filePath(u"models--gpt2/snapshots/0123abcd"_s)).canonicalPath());
    // An empty cache says so.
    QTemporaryDir empty;
    OpenModelDialog none(nullptr, empty.path());
    QVERIFY(none.models().isEmpty());
    QVERIFY(!none.openButton()->isEnabled());
}

void TestModelOpening::openFolderShowsItsModel()
{
    Document doc;
    ModelView view(&doc);
    view.setModel(randommodel::weights(), randommodel::vocabulary(), u"random"_s);
    view.setText(u"red cat blue"_s);
    QCOMPARE(view.session()->headCount(), 4);
    view.openFolder(kTiny, u"tiny"_s);
    // Read off the window's thread: the window goes on meanwhile, and the model comes.
    QTRY_COMPARE(view.session()->headCount(), 2);
    QCOMPARE(view.session()->modelName(), u"tiny"_s);
    QCOMPARE(view.session()->weights().config.vocabSize, 5);
    // The random model's sentence means nothing to it: its example runs instead.
    QVERIFY(view.session()->hasResult());
    QVERIFY(!view.opener()->isReading());
}

void TestModelOpening::unreadableFolderKeepsTheModel()
{
    QTemporaryDir dir;
    QVERIFY(writeCache(QDir(dir.path())));
    Document doc;
    ModelView view(&doc);
    view.setModel(randommodel::weights(), randommodel::vocabulary(), u"random"_s);
    view.setText(u"red cat blue"_s);
    QSignalSpy failed(&view, &ModelView::openFailed);
    view.openFolder(dir.filePath(u"models--gpt2/snapshots/0123abcd"_s), u"gpt2"_s);
    QTRY_COMPARE(failed.count(), 1);
    const QString message = failed.at(0).at(0).toString();
    QVERIFY2(message.contains(u"tokenizer.json has 256 tokens, but config.json gives "
                              u"vocab_size 5"_s),
             qPrintable(message));
    QCOMPARE(view.session()->headCount(), 4);
    QCOMPARE(view.session()->modelName(), u"random"_s);
    QCOMPARE(view.session()->words(), (QStringList{u"red"_s, u"cat"_s, u"blue"_s}));
}

void TestModelOpening::canceledReadingKeepsTheModel()
{
    Document doc;
    ModelView view(&doc);
    view.setModel(randommodel::weights(), randommodel::vocabulary(), u"random"_s);
    QSignalSpy failed(&view, &ModelView::openFailed);
    view.openFolder(kTiny, u"tiny"_s);
    view.opener()->cancel();
    QVERIFY(!view.opener()->isReading());
    QTest::qWait(300); // the reading ends out of sight; its model is dropped
    QCOMPARE(view.session()->headCount(), 4);
    QCOMPARE(failed.count(), 0);
}

QTEST_MAIN(TestModelOpening)
#include "tst_modelopening.moc"
