// Every view names the tokens of the trace it draws. The window switches presets so that
// every ordered pair of presets follows each other once (one walk through all of them), shows
// every tab after each switch, and compares the token labels each visible view shows (the
// tick labels its axes drew, its item and heading texts, its stages' labels) with the query
// and key labels of the trace it draws; then the same after importing key labels.
// The check of each view is labelcheck.h.
#include "comparisonview.h"
#include "document.h"
#include "headimportanceview.h"
#include "heatmapview.h"
#include "importdialog.h"
#include "labelcheck.h"
#include "mainwindow.h"
#include "presetlibrary.h"
#include "teachingtabs.h"
#include "tokenlabelfile.h"
#include "tracetokens.h"

#include <QFile>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <set>
#include <utility>

namespace {

QtMessageHandler s_testHandler = nullptr;

/// The offscreen platform says this whenever a window is shown; it says nothing of labels.
void withoutSizeHintNotes(QtMsgType type, const QMessageLogContext &context, const QString &text)
{
    if (text != QLatin1String("This plugin does not support propagateSizeHints()"))
        s_testHandler(type, context, text);
}

/// Presets in an order in which every ordered pair (a, b), a != b, follows once: an Euler
/// circuit of the complete directed graph (Hierholzer), n (n - 1) + 1 presets long.
std::vector<int> everyOrderedPair(int n)
{
    std::vector<std::vector<int>> next;
    next.resize(std::size_t(n));
    for (int a = 0; a < n; ++a)
        for (int b = n - 1; b >= 0; --b)
            if (a != b)
                next[std::size_t(a)].push_back(b);
    std::vector<int> stack{0}, walk;
    while (!stack.empty()) {
        std::vector<int> &out = next[std::size_t(stack.back())];
        if (out.empty()) {
            walk.push_back(stack.back());
            stack.pop_back();
        } else {
            stack.push_back(out.back());
            out.pop_back();
        }
    }
    std::reverse(walk.begin(), walk.end());
    return walk;
}

} // namespace

class TestViewLabels : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void cleanup();
    void walkVisitsEveryOrderedPair();
    void switchingPresetsRelabelsEveryView();
    void importedKeyLabelsReachEveryView();

private:
    /// Shows every tab, starting at `firstTab`, and checks the views that can be seen.
    void checkEveryTab(int firstTab);
    void checkVisibleViews();

    MainWindow *m_window = nullptr;
    TeachingTabs *m_tabs = nullptr;
    LabelCheck m_check;
};

void TestViewLabels::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true); // QSettings go to a test location
    s_testHandler = qInstallMessageHandler(withoutSizeHintNotes);
}

void TestViewLabels::init()
{
    m_check = LabelCheck();
    m_window = new MainWindow;
    m_window->setMessageHandler([](const QString &title, const QString &text) {
        QFAIL(qPrintable(title + QStringLiteral(": ") + text));
    });
    m_window->setSaveQuestion([] { return QMessageBox::Discard; });
    m_window->resize(1600, 1000);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window));
    m_tabs = m_window->findChild<TeachingTabs *>();
    QVERIFY(m_tabs);
}

void TestViewLabels::cleanup()
{
    delete m_window;
    m_window = nullptr;
}

void TestViewLabels::walkVisitsEveryOrderedPair()
{
    for (int n : {2, 3, 11}) {
        const std::vector<int> walk = everyOrderedPair(n);
        QCOMPARE(int(walk.size()), n * (n - 1) + 1);
        std::set<std::pair<int, int>> pairs;
        for (std::size_t i = 1; i < walk.size(); ++i)
            pairs.insert({walk[i - 1], walk[i]});
        QCOMPARE(int(pairs.size()), n * (n - 1));
    }
}

void TestViewLabels::checkVisibleViews()
{
    // Queued replots, and whatever the views deferred until they were shown.
    QCoreApplication::processEvents();
    QCoreApplication::processEvents();
    Document *document = m_window->document();
    const Tokens t = Tokens::of(*document);
    m_check.heatmap(m_window->heatmapView(), t, QStringLiteral("heatmap"));
    m_check.bars(m_window->softmaxBarsView(), t, QStringLiteral("softmax bars"));
    m_check.output(m_window->outputView(), t);
    m_check.rowMeasures(m_tabs->rowMeasuresView(), t);
    m_check.headsGrid(m_tabs->headsGridView(), m_tabs->headImportanceView()->importance(), t);
    m_check.steps(m_tabs->stepByStepView(), t);
    m_check.plane(m_tabs->planeView(), t);
    for (HeatmapView *heatmap :
         m_tabs->widget(TeachingTabs::PlaneTab)->findChildren<HeatmapView *>())
        m_check.heatmap(heatmap, t, QStringLiteral("2-D plane's heatmap"));

    ComparisonView *compare = m_tabs->comparisonView();
    if (compare->isVisible()) {
        m_check.heatmap(compare->currentHeatmap(), t, QStringLiteral("compare: current heatmap"));
        m_check.bars(compare->currentBars(), t, QStringLiteral("compare: current bars"));
        // The copy follows the current scenario: it has the same tokens, and shows its own.
        const Tokens copy = Tokens::of(*compare->comparisonDocument());
        m_check.expect(copy.queries == t.queries && copy.keys == t.keys,
                       QStringLiteral("compare: copy"),
                       QStringLiteral("keys ") + copy.keys.join(u' '));
        m_check.heatmap(compare->copyHeatmap(), copy, QStringLiteral("compare: copy heatmap"));
        m_check.bars(compare->copyBars(), copy, QStringLiteral("compare: copy bars"));
    }
}

void TestViewLabels::checkEveryTab(int firstTab)
{
    for (int i = 0; i < m_tabs->count(); ++i) {
        const int tab = (firstTab + i) % m_tabs->count();
        m_tabs->setCurrentIndex(tab);
        checkVisibleViews();
    }
}

void TestViewLabels::switchingPresetsRelabelsEveryView()
{
    const std::vector<attn::Preset> &presets = attn::presetLibrary();
    const std::vector<int> walk = everyOrderedPair(int(presets.size()));
    QString previous = QStringLiteral("start");
    for (std::size_t step = 0; step < walk.size(); ++step) {
        const QString id = QString::fromStdString(presets[std::size_t(walk[step])].id);
        // The tab in front while the preset opens changes from step to step.
        const int firstTab = int(step) % m_tabs->count();
        m_check.setContext(QStringLiteral("%1 then %2, tab %3 in front")
                               .arg(previous, id, m_tabs->tabText(m_tabs->currentIndex())));
        QVERIFY(m_window->openPreset(id));
        checkVisibleViews();
        checkEveryTab(firstTab);
        previous = id;
    }
    QVERIFY2(m_check.passed(), qPrintable(m_check.report()));
}

void TestViewLabels::importedKeyLabelsReachEveryView()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    for (const attn::Preset &preset : attn::presetLibrary()) {
        const QString id = QString::fromStdString(preset.id);
        QVERIFY(m_window->openPreset(id));
        m_tabs->setCurrentIndex(TeachingTabs::HeatmapTab);
        QCoreApplication::processEvents();
        const int keys = int(m_window->document()->trace().keyLabels.size());
        QStringList labels;
        for (int j = 0; j < keys; ++j)
            labels << (j == 0          ? QStringLiteral("[CLS]")
                       : j == keys - 1 ? QStringLiteral("[SEP]")
                                       : QStringLiteral("tok%1").arg(j));
        const QString path = dir.filePath(id + QStringLiteral(".txt"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(TokenLabelFile::write(labels));
        file.close();
        QString error;
        QVERIFY2(ImportDialog::importInto(m_window->document(), path,
                                          ImportDialog::Target::KeyLabels, QString(), &error),
                 qPrintable(error));
        QCOMPARE(toStrings(m_window->document()->trace().keyLabels), labels);
        m_check.setContext(id + QStringLiteral(" with imported key labels"));
        checkVisibleViews();
        checkEveryTab(TeachingTabs::HeatmapTab);
    }
    QVERIFY2(m_check.passed(), qPrintable(m_check.report()));
}

QTEST_MAIN(TestViewLabels)
#include "tst_viewlabels.moc"
