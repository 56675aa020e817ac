// Every view names the tokens of the trace it draws. The window switches presets so that
// every ordered pair of presets follows each other once (one walk through all of them), shows
// every tab after each switch, and compares the token labels each visible view shows (the
// tick labels its axes drew, its item and heading texts, its stages' labels) with the query
// and key labels of the trace it draws; then the same after importing key labels.
#include "comparisonview.h"
#include "document.h"
#include "headimportanceview.h"
#include "headsgridview.h"
#include "heatmapview.h"
#include "importdialog.h"
#include "largestweight.h"
#include "mainwindow.h"
#include "outputview.h"
#include "planeview.h"
#include "plotstyle.h"
#include "presetlibrary.h"
#include "rowmeasuresview.h"
#include "softmaxbarsview.h"
#include "stagematrixview.h"
#include "stepbystepview.h"
#include "teachingtabs.h"
#include "tokenlabelfile.h"

#include <qcustomplot.h>

#include <QFile>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <set>
#include <utility>

namespace {

QStringList toStrings(const std::vector<std::string> &labels)
{
    QStringList out;
    for (const std::string &label : labels)
        out << QString::fromStdString(label);
    return out;
}

QtMessageHandler s_testHandler = nullptr;

/// The offscreen platform says this whenever a window is shown; it says nothing of labels.
void withoutSizeHintNotes(QtMsgType type, const QMessageLogContext &context, const QString &text)
{
    if (text != QLatin1String("This plugin does not support propagateSizeHints()"))
        s_testHandler(type, context, text);
}

/// “label”, as titles quote a token.
QString quoted(const QString &label)
{
    return QStringLiteral("“%1”").arg(label);
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

/// The token labels of one trace, as the views must show them.
struct Tokens
{
    QStringList queries;
    QStringList keys;
    /// Per row of the selected head, the keys with the largest weight (several on a tie).
    std::vector<std::vector<int>> largest;
    int query = 0; ///< the selected query

    static Tokens of(const Document &document)
    {
        Tokens t;
        const attn::AttentionTrace &trace = document.trace();
        t.queries = toStrings(trace.queryLabels);
        t.keys = toStrings(trace.keyLabels);
        if (!trace.heads.empty()) {
            const int head = std::clamp(document.selectedHead(), 0, int(trace.heads.size()) - 1);
            const attn::HeadTrace &h = trace.heads[std::size_t(head)];
            for (int row = 0; row < int(h.weights.rows()); ++row)
                t.largest.push_back(LargestWeight::keys(h, row));
        }
        t.query = std::clamp(document.selectedQuery(), 0, std::max(0, int(t.queries.size()) - 1));
        return t;
    }
};

/// Collects what the views show wrong: per view, how often and where first.
class LabelCheck
{
public:
    void setContext(const QString &context) { m_context = context; }
    bool passed() const { return m_views.isEmpty(); }
    QString report() const
    {
        QStringList lines;
        for (auto it = m_views.cbegin(); it != m_views.cend(); ++it)
            lines << QStringLiteral("%1: %2 wrong, first %3")
                         .arg(it.key())
                         .arg(it->count)
                         .arg(it->first);
        return lines.join(u'\n');
    }

    void expect(bool ok, const QString &view, const QString &what)
    {
        if (ok)
            return;
        Problem &p = m_views[view];
        if (p.count++ == 0)
            p.first = what + QStringLiteral("  [") + m_context + u']';
    }

    /// The ticks an axis drew at its last replot (tickVector, tickVectorLabels): each on a
    /// slot 0 .. n-1 with that slot's label, the first slot labelled.
    void axis(QCPAxis *axis, const QStringList &labels, const QString &view)
    {
        const QVector<double> ticks = axis->tickVector();
        const QVector<QString> texts = axis->tickVectorLabels();
        expect(!ticks.isEmpty() || labels.isEmpty(), view, QStringLiteral("no token labels"));
        if (!ticks.isEmpty())
            expect(ticks.first() == 0.0, view, QStringLiteral("the first token is not labelled"));
        for (int i = 0; i < ticks.size() && i < texts.size(); ++i) {
            const long slot = std::lround(ticks[i]);
            if (slot < 0 || slot >= labels.size()) {
                expect(false, view,
                       QStringLiteral("a tick label on slot %1 of %2 (“%3”)")
                           .arg(slot)
                           .arg(labels.size())
                           .arg(texts[i]));
                continue;
            }
            QString text = texts[i];
            text.remove(QStringLiteral("⚠ ")); // the heatmap marks fully masked rows
            // A lower line of staggered labels: line feeds, or lines of an ideographic space.
            while (text.startsWith(u'\n') || text.startsWith(QStringLiteral("\u3000\n")))
                text.remove(0, text.indexOf(u'\n') + 1);
            // Shortened with "…" where the slot is narrow (the tooltip names it whole).
            const bool elided = text.endsWith(u'…') && text.size() > 1 &&
                                labels.at(slot).startsWith(text.chopped(1));
            expect(text == labels.at(slot) || elided, view,
                   QStringLiteral("slot %1 labelled “%2”, the trace says “%3”")
                       .arg(slot)
                       .arg(text, labels.at(slot)));
        }
    }

    void heatmap(HeatmapView *view, const Tokens &t, const QString &name)
    {
        if (!view->isVisible())
            return;
        expect(view->keyLabels() == t.keys, name,
               QStringLiteral("key labels ") + view->keyLabels().join(u' '));
        expect(view->queryLabels() == t.queries, name,
               QStringLiteral("query labels ") + view->queryLabels().join(u' '));
        axis(view->plot()->xAxis, t.keys, name + QStringLiteral(" keys"));
        axis(view->plot()->yAxis, t.queries, name + QStringLiteral(" queries"));
    }

    void bars(SoftmaxBarsView *view, const Tokens &t, const QString &name)
    {
        if (!view->isVisible())
            return;
        expect(view->keyLabels() == t.keys, name,
               QStringLiteral("key labels ") + view->keyLabels().join(u' '));
        // The weights panel (the lower axis rect) names the keys.
        axis(view->plot()->axisRect(1)->axis(QCPAxis::atBottom), t.keys, name);
        const int query = view->shownQuery();
        expect(query >= 0 && query < t.queries.size() &&
                   view->title().contains(quoted(t.queries.at(query))),
               name, QStringLiteral("title “%1”").arg(view->title()));
    }

    void output(OutputView *view, const Tokens &t)
    {
        if (!view->isVisible() || t.queries.isEmpty())
            return;
        expect(view->title().contains(quoted(t.queries.at(t.query))), QStringLiteral("output"),
               QStringLiteral("title “%1”").arg(view->title()));
    }

    void rowMeasures(RowMeasuresView *view, const Tokens &t)
    {
        if (!view->isVisible())
            return;
        // The key with the largest weight, or "tie" naming or counting the tied keys.
        QStringList expected;
        for (const std::vector<int> &keys : t.largest) {
            QStringList names;
            for (int j : keys)
                names << (j < t.keys.size() ? t.keys.at(j) : QStringLiteral("k%1").arg(j + 1));
            expected << (names.isEmpty()     ? QStringLiteral("—")
                         : names.size() == 1 ? names.first()
                         : names.size() <= LargestWeight::kNamedTies
                             ? QStringLiteral("tie: ") + names.join(QStringLiteral(", "))
                             : QStringLiteral("tie of %1").arg(names.size()));
        }
        expect(view->argmaxLabels() == expected, QStringLiteral("entropy column"),
               QStringLiteral("argmax labels ") + view->argmaxLabels().join(u' '));
    }

    void headsGrid(HeadsGridView *view, const QVector<double> &importance, const Tokens &t)
    {
        if (!view->isVisible() || t.keys.isEmpty())
            return;
        const QString name = QStringLiteral("all heads");
        // A heading may be shortened, never its importance value.
        for (int head = 0; head < importance.size() && head < view->tileCount(); ++head) {
            const QString heading = view->heading(head);
            expect(heading.contains(PlotStyle::fixed(importance[head], 2)) ||
                       heading.contains(QStringLiteral("off")),
                   name, QStringLiteral("heading “%1” without its importance").arg(heading));
        }
        expect(view->title().contains(t.queries.first()) && view->title().contains(t.keys.last()),
               name, QStringLiteral("title “%1”").arg(view->title()));
        for (int tile = 0; tile < view->tileCount(); ++tile) {
            const QList<HeadsGridView::KeyLabel> labels = view->keyLabels(tile);
            const int step = view->keyLabelStep();
            expect(!labels.isEmpty() && labels.first().key == 0, name,
                   QStringLiteral("tile %1 without its first key label").arg(tile + 1));
            expect(step > 1 || labels.size() == t.keys.size(), name,
                   QStringLiteral("tile %1 labels %2 of %3 keys without saying so")
                       .arg(tile + 1)
                       .arg(labels.size())
                       .arg(t.keys.size()));
            for (const HeadsGridView::KeyLabel &label : labels) {
                const bool inRange = label.key >= 0 && label.key < t.keys.size();
                const QString full = inRange ? t.keys.at(label.key) : QString();
                const bool elided =
                    label.text.endsWith(u'…') && full.startsWith(label.text.chopped(1));
                expect(inRange && label.fullText == full && (label.text == full || elided), name,
                       QStringLiteral("tile %1 key %2 drawn as “%3” (full “%4”), the trace “%5”")
                           .arg(tile + 1)
                           .arg(label.key)
                           .arg(label.text, label.fullText, full));
            }
        }
    }

    void steps(StepByStepView *view, const Tokens &t)
    {
        if (!view->isVisible())
            return;
        using Kind = ComputationStage::Kind;
        for (StageMatrixView *stage : view->findChildren<StageMatrixView *>()) {
            const ComputationStage &s = stage->stage();
            const bool byKey = s.kind == Kind::KeyInput || s.kind == Kind::ValueInput ||
                               s.kind == Kind::K || s.kind == Kind::V;
            const bool keyColumns = s.kind == Kind::Scores || s.kind == Kind::Scaled ||
                                    s.kind == Kind::Tempered || s.kind == Kind::Masked ||
                                    s.kind == Kind::Weights;
            const QString name = QStringLiteral("step “%1”").arg(s.title);
            if (s.kind == Kind::OutputProjection)
                continue; // rows of W_O are components, not tokens
            const QStringList &rows = byKey ? t.keys : t.queries;
            for (int r = 0; r < stage->shownRows(); ++r)
                expect(r < s.rowLabels.size() && r < rows.size() && s.rowLabels.at(r) == rows.at(r),
                       name,
                       QStringLiteral("row %1 labelled “%2”")
                           .arg(r)
                           .arg(r < s.rowLabels.size() ? s.rowLabels.at(r) : QString()));
            for (int c = 0; keyColumns && c < stage->shownColumns(); ++c)
                expect(c < s.columnLabels.size() && c < t.keys.size() &&
                           s.columnLabels.at(c) == t.keys.at(c),
                       name,
                       QStringLiteral("column %1 labelled “%2”")
                           .arg(c)
                           .arg(c < s.columnLabels.size() ? s.columnLabels.at(c) : QString()));
        }
    }

    /// Arrow labels start with the token's name ("v name" for a value): every key drawn is
    /// named, and no label names a token the trace does not have.
    void plane(PlaneView *view, const Tokens &t)
    {
        if (!view->isVisible())
            return;
        QSet<QString> names;
        for (QCPAbstractItem *item : view->plot()->findChildren<QCPAbstractItem *>())
            if (auto *text = qobject_cast<QCPItemText *>(item))
                if (!text->text().isEmpty())
                    names.insert(text->text().section(u'\n', 0, 0));
        QSet<QString> allowed{PlaneView::tr("output o")};
        for (const QString &key : t.keys)
            allowed << key << PlaneView::tr("v %1").arg(key);
        if (!t.queries.isEmpty())
            allowed << t.queries.at(t.query);
        for (const QString &name : std::as_const(names))
            expect(allowed.contains(name), QStringLiteral("2-D plane"),
                   QStringLiteral("an arrow labelled “%1”").arg(name));
        if (view->arrowCount(PlaneView::Role::Key) == t.keys.size())
            for (const QString &key : t.keys)
                expect(names.contains(key), QStringLiteral("2-D plane"),
                       QStringLiteral("no arrow labelled “%1”").arg(key));
    }

private:
    struct Problem
    {
        int count = 0;
        QString first;
    };
    QString m_context;
    QMap<QString, Problem> m_views;
};

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
