// The teaching views: the heads grid and the importance bars select heads, the step-by-step
// stages are the trace's own matrices, and the comparison pane keeps its own setting. With
// ATTENTION_LAB_SNAPSHOT_DIR set, writes a PNG of every view.
#include "../document/largetraces.h"
#include "comparisonview.h"
#include "document.h"
#include "headimportanceview.h"
#include "headsgridview.h"
#include "heatmapview.h"
#include "scorestages.h"
#include "softmaxbarsview.h"
#include "stagematrixview.h"
#include "stepbystepview.h"
#include "teachingtabs.h"
#include "viewtesting.h"

#include <qcustomplot.h>

#include <QDir>
#include <QSet>
#include <QTest>

class TestTeachingViews : public QObject
{
    Q_OBJECT
private slots:
    void headWithZeroOutputBlockHasNoImportance();
    void clickingAHeadTileSelectsIt();
    void chosenHeadsAreTheTiles();
    void disabledHeadIsMarkedInTheImportance();
    void stagesEqualTheTrace_data();
    void stagesEqualTheTrace();
    void scoreCellOutlinesItsQueryAndKeyRows();
    void stepModeRevealsOneStageAtATime();
    void comparisonKeepsItsOwnSetting();
    void comparisonOfALargeScenarioWaitsToBeShown();
    void snapshots();
};

void TestTeachingViews::headWithZeroOutputBlockHasNoImportance()
{
    attn::Scenario s = preset("multihead-shapes");
    s.projectionInit = attn::ProjectionInit::Explicit;
    const Eigen::Index dv = s.heads[1].wv.cols();
    s.outputProjection.middleRows(dv, dv).setZero();
    Document doc;
    doc.resetScenario(s);
    HeadImportanceView view(&doc);
    QCOMPARE(view.importance().size(), 4);
    QCOMPARE(view.importance()[1], 0.0);
    QVERIFY(view.importance()[0] > 0.0);
    QCOMPARE(view.order().last(), 1); // sorted: the useless head comes last
    for (int i = 1; i < view.order().size(); ++i)
        QVERIFY(view.importance()[view.order()[i - 1]] >= view.importance()[view.order()[i]]);
}

void TestTeachingViews::clickingAHeadTileSelectsIt()
{
    Document doc;
    doc.resetScenario(preset("multihead-shapes"));
    HeadsGridView grid(&doc);
    grid.resize(900, 700);
    settle(&grid);
    QCOMPARE(grid.tileCount(), 5); // 4 heads and the mean
    QCOMPARE(doc.selectedHead(), 0);
    QTest::mouseClick(&grid, Qt::LeftButton, {}, grid.tileRect(2).center());
    QCOMPARE(doc.selectedHead(), 2);
    // The mean tile selects nothing.
    QTest::mouseClick(&grid, Qt::LeftButton, {}, grid.tileRect(4).center());
    QCOMPARE(doc.selectedHead(), 2);
    // Mean of the heads that are on.
    const attn::AttentionTrace &t = doc.trace();
    const attn::Matrix mean =
        (t.heads[0].weights + t.heads[1].weights + t.heads[2].weights + t.heads[3].weights) / 4;
    QVERIFY((grid.meanWeights() - mean).norm() < 1e-15);
}

void TestTeachingViews::chosenHeadsAreTheTiles()
{
    // A figure of heads 3 and 1 (export --heads 3,1): those tiles, in that order, no mean;
    // clicking a tile selects its own head; heads the trace lacks are left out.
    Document doc;
    doc.resetScenario(preset("multihead-shapes"));
    HeadsGridView grid(&doc);
    grid.resize(900, 700);
    grid.setShownHeads({2, 0, 7});
    settle(&grid);
    QCOMPARE(grid.tileCount(), 2);
    QVERIFY(!grid.hasMeanTile());
    QCOMPARE(grid.headOfTile(0), 2);
    QCOMPARE(grid.headOfTile(1), 0);
    QVERIFY(grid.heading(0).startsWith(QStringLiteral("Head 3")));
    QVERIFY2(grid.title().startsWith(QStringLiteral("Heads 3, 1 of 4")), qPrintable(grid.title()));
    QTest::mouseClick(&grid, Qt::LeftButton, {}, grid.tileRect(1).center());
    QCOMPARE(doc.selectedHead(), 0);
    QTest::mouseClick(&grid, Qt::LeftButton, {}, grid.tileRect(0).center());
    QCOMPARE(doc.selectedHead(), 2);
    grid.setShownHeads({});
    QCOMPARE(grid.tileCount(), 5);
    QCOMPARE(grid.headOfTile(4), -1);
}

void TestTeachingViews::disabledHeadIsMarkedInTheImportance()
{
    attn::Scenario s = preset("multihead-shapes");
    s.heads[2].enabled = false;
    Document doc;
    doc.resetScenario(s);
    HeadImportanceView view(&doc);
    HeadsGridView grid(&doc);
    QCOMPARE(view.importance()[2], 0.0);
    QVERIFY(view.importance()[3] > 0.0);
    const attn::AttentionTrace &t = doc.trace();
    const attn::Matrix mean = (t.heads[0].weights + t.heads[1].weights + t.heads[3].weights) / 3;
    QVERIFY((grid.meanWeights() - mean).norm() < 1e-15);
}

void TestTeachingViews::stagesEqualTheTrace_data()
{
    QTest::addColumn<QString>("presetId");
    QTest::addColumn<int>("head");
    QTest::newRow("circle") << QStringLiteral("circle") << 0;
    QTest::newRow("multihead-shapes, head 3") << QStringLiteral("multihead-shapes") << 2;
    QTest::newRow("self-attention-causal, head 2") << QStringLiteral("self-attention-causal") << 1;
    QTest::newRow("sleepy-child") << QStringLiteral("sleepy-child") << 0;
}

void TestTeachingViews::stagesEqualTheTrace()
{
    QFETCH(QString, presetId);
    QFETCH(int, head);
    Document doc;
    doc.resetScenario(preset(presetId.toUtf8().constData()));
    doc.setSelection(head, 0, -1);
    StepByStepView view(&doc);
    const attn::AttentionTrace &t = doc.trace();
    const attn::Scenario &s = doc.scenario();
    const attn::HeadTrace &h = t.heads[std::size_t(head)];
    using Kind = ComputationStage::Kind;
    QSet<int> seen;
    for (int i = 0; i < view.stageCount(); ++i) {
        const ComputationStage &stage = view.stage(i);
        const attn::Matrix &v = stage.values;
        seen.insert(int(stage.kind));
        // The stage keeps the whole shape and the corner of it that the view can show.
        const auto keeps = [&stage, &v](const attn::Matrix &whole) {
            return stage.rows == whole.rows() && stage.columns == whole.cols() &&
                   v.rows() ==
                       std::min<Eigen::Index>(whole.rows(), ComputationStage::kCornerRows) &&
                   v.cols() ==
                       std::min<Eigen::Index>(whole.cols(), ComputationStage::kCornerColumns) &&
                   sameValues(v, attn::Matrix(whole.topLeftCorner(v.rows(), v.cols())));
        };
        switch (stage.kind) {
        case Kind::QueryInput:
            QVERIFY(keeps(s.queryInput()));
            break;
        case Kind::KeyInput:
            QVERIFY(keeps(s.keyInput()));
            break;
        case Kind::ValueInput:
            QVERIFY(keeps(s.valueInput()));
            break;
        case Kind::Q:
            QVERIFY(keeps(h.q));
            break;
        case Kind::K:
            QVERIFY(keeps(h.k));
            break;
        case Kind::V:
            QVERIFY(keeps(h.v));
            break;
        case Kind::Scores:
            QVERIFY(keeps(attn::scoreMatrix(t, std::size_t(head), attn::ScoreStage::Raw)));
            break;
        case Kind::Scaled:
            QVERIFY(keeps(attn::scoreMatrix(t, std::size_t(head), attn::ScoreStage::Scaled)));
            break;
        case Kind::Tempered:
            QVERIFY(keeps(attn::scoreMatrix(t, std::size_t(head), attn::ScoreStage::Tempered)));
            break;
        case Kind::Masked: {
            const attn::Matrix tempered =
                attn::scoreMatrix(t, std::size_t(head), attn::ScoreStage::Tempered);
            QCOMPARE(stage.rows, tempered.rows());
            QCOMPARE(stage.columns, tempered.cols());
            for (Eigen::Index r = 0; r < v.rows(); ++r)
                for (Eigen::Index c = 0; c < v.cols(); ++c)
                    QCOMPARE(v(r, c), attn::isVisible(t, std::size_t(head), r, c) ? tempered(r, c)
                                                                                  : -qInf());
            break;
        }
        case Kind::Weights:
            QVERIFY(keeps(h.weights));
            break;
        case Kind::HeadOutput:
            QVERIFY(keeps(h.output));
            break;
        case Kind::Concat:
            QVERIFY(keeps(t.concatenated));
            break;
        case Kind::OutputProjection:
            QVERIFY(keeps(s.outputProjection));
            break;
        case Kind::Output:
            QVERIFY(keeps(t.output));
            break;
        }
        // Shape shown on the stage is the full shape, even when the cells are a corner.
        QVERIFY(view.stageView(i)->shownRows() <= StageMatrixView::maxRows);
        QCOMPARE(view.stageView(i)->isTruncated(),
                 stage.rows > StageMatrixView::maxRows ||
                     stage.columns > view.stageView(i)->columnLimit());
    }
    for (Kind k : {Kind::QueryInput, Kind::Scores, Kind::Scaled, Kind::Tempered, Kind::Masked,
                   Kind::Weights, Kind::HeadOutput, Kind::Output})
        QVERIFY2(seen.contains(int(k)), "a stage is missing");
    if (t.heads.size() > 1)
        QVERIFY(seen.contains(int(Kind::Concat)) && seen.contains(int(Kind::K)));
}

void TestTeachingViews::scoreCellOutlinesItsQueryAndKeyRows()
{
    Document doc;
    doc.resetScenario(preset("multihead-shapes"));
    StepByStepView view(&doc);
    int scores = -1, q = -1, k = -1, out = -1, weights = -1, v = -1;
    for (int i = 0; i < view.stageCount(); ++i) {
        switch (view.stage(i).kind) {
        case ComputationStage::Kind::Scores:
            scores = i;
            break;
        case ComputationStage::Kind::Q:
            q = i;
            break;
        case ComputationStage::Kind::K:
            k = i;
            break;
        case ComputationStage::Kind::V:
            v = i;
            break;
        case ComputationStage::Kind::Weights:
            weights = i;
            break;
        case ComputationStage::Kind::HeadOutput:
            out = i;
            break;
        default:
            break;
        }
    }
    QVERIFY(scores >= 0 && q >= 0 && k >= 0 && out >= 0);
    view.selectCell(scores, 2, 1);
    QCOMPARE(view.highlighted(q), (std::vector<StageCells>{{q, 2, -1}}));
    QCOMPARE(view.highlighted(k), (std::vector<StageCells>{{k, 1, -1}}));
    QVERIFY(view.highlighted(out).empty());
    QCOMPARE(doc.selectedQuery(), 2); // a score is a (query, key) pair: shared
    QCOMPARE(doc.selectedKey(), 1);
    view.selectCell(out, 1, 3);
    QCOMPARE(view.highlighted(weights), (std::vector<StageCells>{{weights, 1, -1}}));
    QCOMPARE(view.highlighted(v), (std::vector<StageCells>{{v, -1, 3}}));
    QVERIFY(view.highlighted(q).empty());
}

void TestTeachingViews::stepModeRevealsOneStageAtATime()
{
    Document doc;
    doc.resetScenario(preset("circle"));
    StepByStepView view(&doc);
    view.resize(1200, 800);
    settle(&view);
    const int all = view.stageCount();
    QVERIFY(all >= 8);
    QCOMPARE(view.revealedCount(), all);
    view.setStepMode(true);
    QCOMPARE(view.revealedCount(), 1);
    QVERIFY(view.stageView(0)->isVisible());
    QVERIFY(!view.stageView(1)->isVisible());
    QTest::keyClick(&view, Qt::Key_Right);
    QCOMPARE(view.revealedCount(), 2);
    QVERIFY(view.stageView(1)->isVisible());
    for (int i = 0; i < all + 3; ++i)
        view.nextStep();
    QCOMPARE(view.revealedCount(), all);
    view.previousStep();
    QCOMPARE(view.revealedCount(), all - 1);
    QVERIFY(!view.stageView(all - 1)->isVisible());
}

void TestTeachingViews::comparisonKeepsItsOwnSetting()
{
    Document doc;
    doc.resetScenario(preset("sleepy-child"));
    ComparisonView view(&doc);
    Document *copy = view.comparisonDocument();
    QVERIFY(sameValues(copy->trace().heads[0].weights, doc.trace().heads[0].weights));
    view.setCopyTemperature(5.0);
    QCOMPARE(copy->scenario().temperature, 5.0);
    QCOMPARE(doc.scenario().temperature, 1.0);
    QVERIFY(copy->trace().heads[0].weights(0, 3) < doc.trace().heads[0].weights(0, 3));
    // An edit of the current scenario reaches the copy, which keeps T = 5.
    attn::Scenario edited = doc.scenario();
    edited.keys(3, 1) = 0.0;
    doc.editScenario(edited, QStringLiteral("edit"));
    QCOMPARE(copy->scenario().keys(3, 1), 0.0);
    QCOMPARE(copy->scenario().temperature, 5.0);
    // Shared score scale on the two bar charts.
    const QCPRange a = view.currentBars()->plot()->axisRect(0)->axis(QCPAxis::atLeft)->range();
    const QCPRange b = view.copyBars()->plot()->axisRect(0)->axis(QCPAxis::atLeft)->range();
    QCOMPARE(a.lower, b.lower);
    QCOMPARE(a.upper, b.upper);
    QVERIFY(ComparisonView::settingsText(copy->scenario()).contains(QStringLiteral("T = 5")));
}

void TestTeachingViews::comparisonOfALargeScenarioWaitsToBeShown()
{
    // A file opened at start, before the window is shown: the Compare pane computed a
    // second whole trace of it (1 GiB of weights for 4,096 tokens and 8 heads) for a tab
    // nobody had opened.
    Document doc;
    doc.resetScenario(preset("sleepy-child"));
    ComparisonView view(&doc);
    Document *copy = view.comparisonDocument();
    const attn::Scenario large = largeScenario();
    QVERIFY(Document::computesInBackground(large));
    doc.resetScenario(large);
    doc.waitForComputation();
    QVERIFY(view.isFollowPending());
    QCOMPARE(copy->scenario().queryCount(), 1); // still the small one
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    QVERIFY(!view.isFollowPending());
    copy->waitForComputation();
    QCOMPARE(copy->trace().heads[0].weights.rows(), large.queryCount());
    QVERIFY(copy->scenario().tokens == large.tokens); // with the copy's own settings
}

void TestTeachingViews::snapshots()
{
    const QString dir = qEnvironmentVariable("ATTENTION_LAB_SNAPSHOT_DIR");
    if (dir.isEmpty())
        QSKIP("set ATTENTION_LAB_SNAPSHOT_DIR to write the view images");
    QDir().mkpath(dir);
    for (const char *id : {"circle", "multihead-shapes", "self-attention-causal"}) {
        Document doc;
        doc.resetScenario(preset(id));
        // The last token sees every key under the causal mask.
        doc.setSelection(0, doc.scenario().queryCount() - 1, -1);
        auto *heatmap = new HeatmapView(&doc);
        TeachingTabs tabs(&doc, heatmap);
        tabs.resize(1300, 860);
        if (QByteArray(id) == "circle")
            tabs.comparisonView()->setCopyTemperature(5.0);
        else // the other way round from the preset
            tabs.comparisonView()->setCopyScaling(doc.scenario().scaling == attn::ScalingKind::None
                                                      ? attn::ScalingKind::InverseSqrtKeyDim
                                                      : attn::ScalingKind::None);
        const QStringList names = {QStringLiteral("heatmap"), QStringLiteral("heads"),
                                   QStringLiteral("steps"), QStringLiteral("plane"),
                                   QStringLiteral("compare")};
        for (int i = 0; i < tabs.count(); ++i) {
            tabs.setCurrentIndex(i);
            settle(&tabs);
            settle(&tabs);
            const QString path =
                QStringLiteral("%1/%2-%3.png").arg(dir, names.at(i), QString::fromLatin1(id));
            QVERIFY2(tabs.grab().save(path, "PNG"), qPrintable(path));
        }
    }
}

QTEST_MAIN(TestTeachingViews)
#include "tst_teachingviews.moc"
