// The Model tab: a grid of every layer's heads, chips of the words typed, unknown words
// reported, a head switched off changing the prediction, a masked word weightless in every
// head, and a head opened in the lab with exactly the model's weights, one undo step.
// Runs on a model of random weights; the shipped induction model, where it is built in,
// must predict the example's repeated word.
#include "classroomactions.h"
#include "document.h"
#include "explanationpanel.h"
#include "formulapanel.h"
#include "heatmapview.h"
#include "mainwindow.h"
#include "modelheadpanel.h"
#include "modelheadsgrid.h"
#include "modelsession.h"
#include "modeltokenchips.h"
#include "modelview.h"
#include "nexttokenbars.h"
#include "randommodel.h"
#include "randommodelview.h"
#include "softmaxbarsview.h"
#include "statusinfo.h"
#include "teachingtabs.h"
#include "viewtesting.h"

#include <QCheckBox>
#include <QDoubleSpinBox>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QStatusBar>
#include <QTest>
#include <QToolButton>
#include <QUndoStack>

using namespace Qt::StringLiterals;

namespace {

double largestDifference(const attn::Matrix &a, const attn::Matrix &b)
{
    if (a.rows() != b.rows() || a.cols() != b.cols())
        return 1e300;
    return (a - b).cwiseAbs().maxCoeff();
}

} // namespace

class TestModelView : public QObject
{
    Q_OBJECT
private slots:
    void gridHasEveryLayerAndHead();
    void chipsAreTheTypedWords();
    void unknownWordsAreReported();
    void headOffChangesThePrediction();
    void temperatureChangesTheLayersAbove();
    void maskedWordIsWeightlessInEveryHead();
    void openInLabHasTheModelsWeights_data();
    void openInLabHasTheModelsWeights();
    void openInLabShowsTheHeatmapTab();
    void openedBeforeTheWindowIsUpReadsOnce();
    void explanationFollowsTheModelTab();
    void shippedModelPredictsTheRepeat();
};

void TestModelView::gridHasEveryLayerAndHead()
{
    Document doc;
    auto view = randomModelView(&doc, QStringLiteral("red cat blue dog red cat"));
    ModelHeadsGrid *grid = view->grid();
    QCOMPARE(grid->rowCount(), 2);
    QCOMPARE(grid->columnCount(), 4);
    QList<QRect> seen;
    for (int layer = 0; layer < 2; ++layer)
        for (int head = 0; head < 4; ++head) {
            const QRect r = grid->thumbnailRect(layer, head);
            QVERIFY2(grid->rect().contains(r), qPrintable(grid->heading(layer, head)));
            for (const QRect &other : seen)
                QVERIFY(!other.intersects(r));
            seen << r;
            QCOMPARE(grid->heading(layer, head),
                     QStringLiteral("L%1 H%2").arg(layer + 1).arg(head + 1));
        }
    // Layers down, heads across.
    QVERIFY(grid->thumbnailRect(1, 0).top() > grid->thumbnailRect(0, 0).bottom());
    QVERIFY(grid->thumbnailRect(0, 1).left() > grid->thumbnailRect(0, 0).right());
    // A click picks the head the large view shows.
    QTest::mouseClick(grid, Qt::LeftButton, {}, grid->thumbnailRect(1, 2).center());
    QCOMPARE(view->session()->selectedLayer(), 1);
    QCOMPARE(view->session()->selectedHead(), 2);
    QCOMPARE(view->headPanel()->layerDocument()->selectedHead(), 2);
    QVERIFY(view->headPanel()->heading()->text().contains(u'2'));
    // Its title names the layer too: head 3 alone would not say which of the model's.
    QCOMPARE(view->headPanel()->heatmap()->title(),
             QStringLiteral("Layer 2, head 3 — attention weights"));
    // The large view shows that head's weights in the run.
    QVERIFY(sameValues(view->headPanel()->layerDocument()->trace().heads[2].weights,
                       view->session()->layerTrace(1).heads[2].weights));
}

void TestModelView::chipsAreTheTypedWords()
{
    Document doc;
    auto view = randomModelView(&doc, QStringLiteral("Red cat  blue"));
    QCOMPARE(view->chips()->labels(),
             (QStringList{QStringLiteral("red"), QStringLiteral("cat"), QStringLiteral("blue")}));
    QVERIFY(!view->messageLine()->isVisibleTo(view.get()));
    // Typing runs again.
    QTest::keyClicks(view->sentenceEdit(), QStringLiteral(" dog"));
    QCOMPARE(view->chips()->labels().last(), QStringLiteral("dog"));
    QCOMPARE(view->chips()->chipCount(), 4);
    QCOMPARE(view->session()->run().tokens().size(), std::size_t(4));
    // The example repeats a segment of known words.
    QTest::mouseClick(view->exampleButton(), Qt::LeftButton);
    QCOMPARE(view->sentenceEdit()->text(), view->exampleText());
    QCOMPARE(view->chips()->labels(), view->exampleText().split(u' '));
    QCOMPARE(view->exampleText(), QStringLiteral("red cat blue dog green fish red cat blue"));
}

void TestModelView::unknownWordsAreReported()
{
    Document doc;
    auto view = randomModelView(&doc, QStringLiteral("red zebra cat qwerty"));
    QCOMPARE(view->chips()->labels(), (QStringList{QStringLiteral("red"), QStringLiteral("cat")}));
    QVERIFY(view->messageLine()->isVisibleTo(view.get()));
    QVERIFY2(view->messageLine()->text().contains(QStringLiteral("zebra")) &&
                 view->messageLine()->text().contains(QStringLiteral("qwerty")),
             qPrintable(view->messageLine()->text()));
    QVERIFY(view->session()->hasResult());
    // Nothing known: no run, no crash, and a message.
    view->setText(QStringLiteral("zebra"));
    QVERIFY(!view->session()->hasResult());
    QCOMPARE(view->chips()->chipCount(), 0);
    QVERIFY(view->predictions()->rows().empty());
    QVERIFY(view->messageLine()->isVisibleTo(view.get()));
    view->setText(QString());
    QVERIFY(view->messageLine()->isVisibleTo(view.get()));
    view->setText(QStringLiteral("cat"));
    QVERIFY(!view->messageLine()->isVisibleTo(view.get()));
}

void TestModelView::headOffChangesThePrediction()
{
    Document doc;
    auto view = randomModelView(&doc, QStringLiteral("red cat blue dog red cat"));
    const std::vector<NextTokenBars::Row> before = view->predictions()->rows();
    QCOMPARE(int(before.size()), NextTokenBars::kShown);
    QVERIFY(!view->predictions()->showsBefore());
    QVERIFY(!view->grid()->isDrawnOff(0, 1));
    view->session()->select(0, 1);
    QVERIFY(view->headPanel()->headOnBox()->isChecked());
    QTest::mouseClick(view->headPanel()->headOnBox(), Qt::LeftButton);
    QVERIFY(!view->session()->interventions().head(0, 1).enabled);
    QVERIFY(view->grid()->isDrawnOff(0, 1));
    QVERIFY(!view->grid()->isDrawnOff(0, 0));
    const std::vector<NextTokenBars::Row> after = view->predictions()->rows();
    QVERIFY(view->predictions()->showsBefore());
    // The top word's probability moved, and the "before" numbers are the old ones.
    QVERIFY(std::abs(after[0].probability - after[0].before) > 1e-6);
    for (const NextTokenBars::Row &row : after)
        for (const NextTokenBars::Row &old : before)
            if (old.word == row.word)
                QVERIFY(std::abs(old.probability - row.before) < 1e-12);
    QVERIFY(!view->session()->layerTrace(0).heads[1].enabled);
    // Reset: every head on, the prediction as before.
    QVERIFY(view->headPanel()->resetButton()->isEnabled());
    QTest::mouseClick(view->headPanel()->resetButton(), Qt::LeftButton);
    QVERIFY(!view->grid()->isDrawnOff(0, 1));
    QVERIFY(!view->predictions()->showsBefore());
    QCOMPARE(view->predictions()->rows()[0].word, before[0].word);
    QVERIFY(std::abs(view->predictions()->rows()[0].probability - before[0].probability) < 1e-12);
}

void TestModelView::temperatureChangesTheLayersAbove()
{
    Document doc;
    auto view = randomModelView(&doc, QStringLiteral("red cat blue dog red cat"));
    const attn::Matrix upper = view->session()->layerTrace(1).heads[0].weights;
    const attn::Matrix lower = view->session()->layerTrace(0).heads[2].weights;
    view->session()->select(0, 2);
    view->headPanel()->temperatureSpin()->setValue(3.0);
    QCOMPARE(view->session()->interventions().head(0, 2).temperature, 3.0);
    QCOMPARE(view->session()->run().firstLayerComputed(), 0);
    // Flatter weights in the head itself, other weights above.
    const attn::Matrix &tempered = view->session()->layerTrace(0).heads[2].weights;
    QVERIFY(tempered.row(5).maxCoeff() < lower.row(5).maxCoeff());
    QVERIFY(largestDifference(view->session()->layerTrace(1).heads[0].weights, upper) > 1e-9);
    // The large view follows.
    QVERIFY(sameValues(view->headPanel()->layerDocument()->trace().heads[2].weights, tempered));
    view->headPanel()->scaleSpin()->setValue(0.0);
    const attn::Matrix &uniform = view->session()->layerTrace(0).heads[2].weights;
    QVERIFY(std::abs(uniform(5, 0) - 1.0 / 6.0) < 1e-12);
}

void TestModelView::maskedWordIsWeightlessInEveryHead()
{
    Document doc;
    auto view = randomModelView(&doc, QStringLiteral("red cat blue dog red cat"));
    ModelSession *session = view->session();
    for (int layer = 0; layer < 2; ++layer)
        for (int head = 0; head < 4; ++head)
            QVERIFY(session->layerTrace(layer).heads[std::size_t(head)].weights(4, 1) > 0.0);
    QToolButton *chip = view->chips()->chip(1);
    QVERIFY(chip);
    QTest::mouseClick(chip, Qt::LeftButton);
    QVERIFY(session->isMasked(1));
    QVERIFY(view->chips()->chip(1)->font().strikeOut());
    QVERIFY(!view->chips()->chip(0)->font().strikeOut());
    for (int layer = 0; layer < 2; ++layer)
        for (int head = 0; head < 4; ++head) {
            const attn::Matrix &w = session->layerTrace(layer).heads[std::size_t(head)].weights;
            for (int query = 2; query < 6; ++query)
                QCOMPARE(w(query, 1), 0.0);
            QVERIFY(w(1, 1) > 0.0); // it still sees itself
            QVERIFY(std::abs(w.row(5).sum() - 1.0) < 1e-12);
        }
    QVERIFY(view->predictions()->showsBefore());
    // Clicked again: seen again.
    QTest::mouseClick(view->chips()->chip(1), Qt::LeftButton);
    QVERIFY(!session->isMasked(1));
    QVERIFY(session->layerTrace(1).heads[0].weights(4, 1) > 0.0);
    QVERIFY(!view->chips()->chip(1)->font().strikeOut());
}

void TestModelView::openInLabHasTheModelsWeights_data()
{
    QTest::addColumn<int>("layer");
    QTest::addColumn<int>("head");
    QTest::addColumn<bool>("intervene");
    QTest::newRow("layer 1 head 1") << 0 << 0 << false;
    QTest::newRow("layer 2 head 3") << 1 << 2 << false;
    QTest::newRow("layer 2 head 4 tempered, a word masked") << 1 << 3 << true;
}

void TestModelView::openInLabHasTheModelsWeights()
{
    QFETCH(int, layer);
    QFETCH(int, head);
    QFETCH(bool, intervene);
    Document doc;
    doc.resetScenario(preset("sleepy-child"));
    const attn::Scenario before = doc.scenario();
    auto view = randomModelView(&doc, QStringLiteral("red cat blue dog green fish red cat blue"));
    if (intervene) {
        view->session()->setHeadIntervention(layer, head, {true, 0.5, 1.5});
        view->session()->setMasked(2, true);
        view->session()->setHeadIntervention(0, 1, {false, 1.0, 1.0}); // X of layer 2 moves
    }
    QSignalSpy opened(view.get(), &ModelView::openedInLab);
    view->session()->select(layer, head);
    QTest::mouseClick(view->headPanel()->openButton(), Qt::LeftButton);
    QCOMPARE(opened.count(), 1);
    QVERIFY(opened.at(0).at(0).toString().contains(QString::number(layer + 1)));
    QCOMPARE(doc.undoStack()->count(), 1);
    doc.waitForComputation();
    QCOMPARE(doc.scenario().headCount, 1);
    QCOMPARE(doc.scenario().queryLabels.size(), std::size_t(9));
    QCOMPARE(doc.scenario().queryLabels[3], std::string("dog"));
    QVERIFY(doc.issues().empty());
    const attn::Matrix &model = view->session()->layerTrace(layer).heads[std::size_t(head)].weights;
    const attn::Matrix &lab = doc.trace().heads[0].weights;
    QVERIFY2(largestDifference(model, lab) < 1e-12,
             qPrintable(QString::number(largestDifference(model, lab))));
    // Its output through its rows of W_O is the head's share of the layer's output.
    QVERIFY(sameValues(doc.scenario().tokens,
                       view->session()->run().layer(std::size_t(layer)).attentionInput));
    // The double-click on a thumbnail opens too; undo brings back the scenario before.
    ModelHeadsGrid *grid = view->grid();
    QTest::mouseDClick(grid, Qt::LeftButton, {}, grid->thumbnailRect(1, 1).center());
    QCOMPARE(opened.count(), 2);
    QCOMPARE(doc.undoStack()->count(), 2);
    doc.undoStack()->undo();
    doc.undoStack()->undo();
    doc.waitForComputation();
    QVERIFY(doc.scenario() == before);
}

void TestModelView::openInLabShowsTheHeatmapTab()
{
    MainWindow window;
    window.fitToScreen(QSize(1280, 720));
    auto *tabs = window.findChild<TeachingTabs *>();
    ModelView *view = tabs->modelView();
    view->setModel(randommodel::weights(), randommodel::vocabulary(), QString());
    tabs->setCurrentIndex(TeachingTabs::ModelTab);
    QCOMPARE(tabs->tabText(TeachingTabs::ModelTab), QStringLiteral("Model"));
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    // The tab takes the whole centre, as the lines and the graph do.
    QVERIFY(!window.softmaxBarsView()->isVisible());
    view->session()->select(1, 0);
    QTest::mouseClick(view->headPanel()->openButton(), Qt::LeftButton);
    QCOMPARE(tabs->currentIndex(), int(TeachingTabs::HeatmapTab));
    QTRY_COMPARE(window.statusBar()->currentMessage(),
                 QStringLiteral("Layer 2 head 1 of the induction model, as a scenario"));
    window.document()->waitForComputation();
    QVERIFY(window.heatmapView()->isVisible());
    QCOMPARE(window.heatmapView()->queryLabels().size(), 9);
    QVERIFY(largestDifference(window.document()->trace().heads[0].weights,
                              view->session()->layerTrace(1).heads[0].weights) < 1e-12);
    window.document()->undoStack()->undo();
    QCOMPARE(window.document()->scenario().queryLabels.size(), std::size_t(1)); // sleepy child
}

void TestModelView::openedBeforeTheWindowIsUpReadsOnce()
{
    // As --model-open does: the head is opened before the window is shown.
    MainWindow window;
    ModelView *view = window.findChild<TeachingTabs *>()->modelView();
    view->setModel(randommodel::weights(), randommodel::vocabulary(), QString());
    QVERIFY(!window.classroom()->formulaPanel()->toPlainText().contains(QStringLiteral("bQ")));
    view->openInLab(1, 0);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    // The message replaces the status line's own text instead of being drawn over it.
    QTRY_COMPARE(window.statusBar()->currentMessage(),
                 QStringLiteral("Layer 2 head 1 of the induction model, as a scenario"));
    QVERIFY(!window.findChild<StatusInfo *>()->isVisible());
    // The formula names the head's biases.
    const QString formula = window.classroom()->formulaPanel()->toPlainText();
    QVERIFY2(formula.contains(QStringLiteral("Q = X WQ + bQ")), qPrintable(formula));
    QVERIFY2(formula.contains(QStringLiteral("V = X WV + bV")), qPrintable(formula));
}

void TestModelView::explanationFollowsTheModelTab()
{
    // Projected, the explanation is the caption under the Model tab: it must describe the
    // model, not the sleepy child of the lab behind it; the lab's story comes back after.
    MainWindow window;
    auto *tabs = window.findChild<TeachingTabs *>();
    tabs->modelView()->setModel(randommodel::weights(), randommodel::vocabulary(),
                                QStringLiteral("random"));
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    ExplanationPanel *explanation = window.explanationPanel();
    const QString story = explanation->toPlainText();
    StatusInfo *status = window.statusInfo();
    const QString scenarioShapes = status->shapesText();
    tabs->setCurrentIndex(TeachingTabs::ModelTab);
    const QString shape = QStringLiteral("Layers: %1, heads in each: %2.")
                              .arg(randommodel::weights()->config.layerCount)
                              .arg(randommodel::weights()->config.headCount);
    QTRY_VERIFY2(explanation->toPlainText().contains(shape),
                 qPrintable(explanation->toPlainText()));
    QVERIFY(explanation->toPlainText().contains(QStringLiteral("The trained transformer random")));
    // The status line too describes the model and the sentence it read, not the scenario.
    tabs->modelView()->setText(QStringLiteral("red cat blue dog"));
    // A copy: the weights randommodel::weights() returns are gone at the end of the line.
    const attn::model::ModelConfig config = randommodel::weights()->config;
    QTRY_COMPARE(status->shapesText(),
                 QStringLiteral("model: %1 layers x %2 heads  ·  d_model %3  ·  d_k %4  ·  "
                                "words read: 4")
                     .arg(config.layerCount)
                     .arg(config.headCount)
                     .arg(config.width)
                     .arg(config.headWidth()));
    QVERIFY(status->rowSumsText().isEmpty());
    tabs->setCurrentIndex(TeachingTabs::HeatmapTab);
    QTRY_COMPARE(explanation->toPlainText(), story);
    QTRY_COMPARE(status->shapesText(), scenarioShapes);
    // In a lesson the caption is the lesson's step, on every tab.
    QVERIFY(window.classroom()->openLesson(
        ClassroomActions::lessonPath(QStringLiteral("temperature"))));
    tabs->setCurrentIndex(TeachingTabs::ModelTab);
    QTest::qWait(20);
    QVERIFY(!explanation->showsAside());
    QVERIFY(!explanation->toPlainText().contains(shape));
    QTRY_VERIFY(status->shapesText().startsWith(QStringLiteral("model: ")));
}

void TestModelView::shippedModelPredictsTheRepeat()
{
    Document doc;
    ModelView view(&doc);
    if (!view.ensureModel())
        QSKIP("the shipped model is not built in yet");
    QCOMPARE(view.session()->layerCount(), 2);
    view.setText(view.exampleText());
    QVERIFY(view.messageLine()->text().isEmpty());
    QCOMPARE(view.predictions()->rows().front().word, QStringLiteral("dog"));
}

QTEST_MAIN(TestModelView)
#include "tst_modelview.moc"
