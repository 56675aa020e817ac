// Edit > Shuffle Tokens: one undo step that renumbers a self-attention scenario's tokens,
// whose weights and outputs then appear moved with their tokens, and a status line saying
// why (or why not, under a causal mask).
#include "document.h"
#include "mainwindow.h"
#include "shuffletokensaction.h"

#include <QStandardPaths>
#include <QStatusBar>
#include <QTest>

class TestShuffleTokens : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void outputsMoveWithTheirTokens()
    {
        MainWindow window;
        QVERIFY(window.openPreset(QStringLiteral("acetic-acid")));
        Document *document = window.document();
        auto *shuffle = window.findChild<ShuffleTokensAction *>();
        QVERIFY(shuffle && shuffle->isEnabled());
        const attn::AttentionTrace before = document->trace();
        const std::vector<std::string> labels = document->scenario().queryLabels;
        shuffle->trigger();
        QTRY_VERIFY(!document->isComputing());
        const attn::AttentionTrace &after = document->trace();
        QVERIFY(document->scenario().queryLabels != labels);
        for (std::size_t r = 0; r < labels.size(); ++r) {
            const auto old = std::find(labels.begin(), labels.end(), after.queryLabels[r]);
            QVERIFY(old != labels.end());
            const Eigen::Index i = old - labels.begin();
            QVERIFY(
                (after.output.row(Eigen::Index(r)) - before.output.row(i)).cwiseAbs().maxCoeff() <=
                1e-12);
        }
        QVERIFY2(window.statusBar()->currentMessage().contains(QStringLiteral("equivariant")),
                 qPrintable(window.statusBar()->currentMessage()));
        document->undoStack()->undo();
        QCOMPARE(document->scenario().queryLabels, labels);
    }

    void causalMaskSaysWhy()
    {
        MainWindow window;
        QVERIFY(window.openPreset(QStringLiteral("self-attention-causal")));
        window.findChild<ShuffleTokensAction *>()->trigger();
        QVERIFY2(window.statusBar()->currentMessage().contains(QStringLiteral("positions")),
                 qPrintable(window.statusBar()->currentMessage()));
    }

    void onlySelfAttention()
    {
        MainWindow window;
        QVERIFY(window.openPreset(QStringLiteral("circle")));
        QVERIFY(!window.findChild<ShuffleTokensAction *>()->isEnabled());
    }
};

QTEST_MAIN(TestShuffleTokens)
#include "tst_shuffletokens.moc"
