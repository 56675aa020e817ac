// A weights-only scenario (attention imported from a model) opens in the whole window: the
// heatmap shows the weights whatever quantity is chosen, the bars show the weights with no
// invented scores, and no view reads the matrices that do not exist.
#include "document.h"
#include "exportableplot.h"
#include "heatmapview.h"
#include "imageexport.h"
#include "importdialog.h"
#include "mainwindow.h"
#include "matrixexport.h"
#include "outputview.h"
#include "softmaxbarsview.h"
#include "weightsonlyscenario.h"

#include <qcustomplot.h>

#include <QTemporaryDir>
#include <QTest>

namespace {

attn::Scenario weightsOnly()
{
    attn::Scenario s = weightsOnlyScenario();
    s.queryLabels = {"I", "saw", "it"};
    s.keyLabels = {"<s>", "I", "saw", "it"};
    return s;
}

} // namespace

class TestWeightsOnlyViews : public QObject
{
    Q_OBJECT
private slots:
    void init();
    void cleanup();
    void heatmapShowsWeights_data();
    void heatmapShowsWeights();
    void barsShowWeightsOnly();
    void everyViewPaints();
    void importedWeightsFileBecomesScenario();

private:
    MainWindow *m_window = nullptr;
};

void TestWeightsOnlyViews::init()
{
    m_window = new MainWindow;
    m_window->setMessageHandler([](const QString &, const QString &) {});
    m_window->document()->resetScenario(weightsOnly());
    QVERIFY(m_window->document()->issues().empty());
}

void TestWeightsOnlyViews::cleanup()
{
    delete m_window;
}

void TestWeightsOnlyViews::heatmapShowsWeights_data()
{
    QTest::addColumn<int>("quantity");
    QTest::addColumn<int>("head");
    QTest::newRow("weights, head 1") << int(HeatmapView::Quantity::Weights) << 0;
    QTest::newRow("raw scores asked, head 2") << int(HeatmapView::Quantity::RawScores) << 1;
    QTest::newRow("tempered asked, head 1") << int(HeatmapView::Quantity::TemperedScores) << 0;
}

void TestWeightsOnlyViews::heatmapShowsWeights()
{
    QFETCH(int, quantity);
    QFETCH(int, head);
    HeatmapView *heatmap = m_window->heatmapView();
    heatmap->setQuantity(HeatmapView::Quantity(quantity));
    m_window->document()->setSelection(head, 0, -1);
    const attn::Matrix w = weightsOnly().importedWeights[std::size_t(head)];
    QCOMPARE(heatmap->rowCount(), 3);
    QCOMPARE(heatmap->columnCount(), 4);
    for (int r = 0; r < 3; ++r)
        for (int c = 0; c < 4; ++c)
            if (!heatmap->isRowFullyMasked(r))
                QCOMPARE(heatmap->cellValue(r, c), w(r, c));
    QVERIFY(heatmap->title().startsWith(QStringLiteral("Attention weights")));
    QVERIFY(heatmap->cellToolTip(0, 0).contains(QStringLiteral("no scores")));
    // The all-zero row of head 1 is drawn as a query that sees no key.
    QCOMPARE(heatmap->isRowFullyMasked(1), head == 0);
}

void TestWeightsOnlyViews::barsShowWeightsOnly()
{
    m_window->document()->setSelection(1, 2, -1);
    SoftmaxBarsView *bars = m_window->softmaxBarsView();
    const QVector<double> expected = {0, 0.3, 0.3, 0.4};
    QCOMPARE(bars->weightBars(), expected);
    for (double score : bars->scoreBars())
        QCOMPARE(score, 0.0);
    QVERIFY(bars->temperedBars().isEmpty());
    QCOMPARE(m_window->outputView()->headOutputBars().size(), 0);
}

void TestWeightsOnlyViews::everyViewPaints()
{
    // Every head and query, every view, on screen and exported: nothing may read a matrix
    // the trace does not have.
    for (int head = 0; head < 2; ++head)
        for (int query = 0; query < 3; ++query) {
            m_window->document()->setSelection(head, query, 1);
            QVERIFY(!m_window->grab().isNull());
        }
    int exported = 0;
    for (QWidget *widget : m_window->findChildren<QWidget *>()) {
        auto plot = ExportablePlot::forWidget(widget);
        if (!plot || qobject_cast<QCustomPlot *>(widget))
            continue;
        ImageExportSettings settings;
        settings.pixelSize = QSize(400, 300);
        settings.dpi = 96;
        QVERIFY(!ImageExport::renderSvg(*plot, settings).isEmpty());
        ++exported;
    }
    QVERIFY(exported >= 3);
}

void TestWeightsOnlyViews::importedWeightsFileBecomesScenario()
{
    QTemporaryDir dir;
    const QString csv = dir.filePath(QStringLiteral("weights.csv"));
    attn::Matrix w(2, 2);
    w << 0.5, 0.5, 0.9, 0.1;
    QVERIFY(MatrixExport::save(csv, w, {QStringLiteral("a"), QStringLiteral("b")},
                               {QStringLiteral("x"), QStringLiteral("y")}));
    QString error;
    Document *document = m_window->document();
    QVERIFY2(
        ImportDialog::importInto(document, csv, ImportDialog::Target::Weights, QString(), &error),
        qPrintable(error));
    QCOMPARE(document->scenario().mode, attn::InputMode::ImportedWeights);
    QVERIFY(document->trace().heads.front().weights == w);
    QCOMPARE(document->trace().keyLabels, (std::vector<std::string>{"x", "y"}));
    QCOMPARE(document->trace().queryLabels, (std::vector<std::string>{"a", "b"}));

    // Rows that do not sum to 1 are refused with the reason, and nothing changes.
    attn::Matrix bad(2, 2);
    bad << 0.5, 0.6, 1, 0;
    const QString badPath = dir.filePath(QStringLiteral("bad.npy"));
    QVERIFY(MatrixExport::save(badPath, bad));
    QVERIFY(!ImportDialog::importInto(document, badPath, ImportDialog::Target::Weights, QString(),
                                      &error));
    QVERIFY2(error.contains(QStringLiteral("sums to 1.1")), qPrintable(error));
    QVERIFY(document->trace().heads.front().weights == w);

    // Keys of another width than the scenario's go in as a new direct scenario.
    const QString keys = dir.filePath(QStringLiteral("k.npy"));
    attn::Matrix k(3, 2);
    k << 1, 0, 0, 1, 1, 1;
    QVERIFY(MatrixExport::save(keys, k));
    m_window->openPreset(QStringLiteral("sleepy-child"));
    QVERIFY(
        !ImportDialog::importInto(document, keys, ImportDialog::Target::Keys, QString(), &error));
    QVERIFY2(error.contains(QStringLiteral("k.npy")), qPrintable(error));
}

QTEST_MAIN(TestWeightsOnlyViews)
#include "tst_weightsonlyviews.moc"
