// Edit-to-pixel latency of the real window: a scripted sequence of single-cell edits,
// temperature drags and head switches through the Document of a MainWindow shown offscreen,
// each timed from the edit call until every queued replot has run and what the edit changed
// has been painted (--full-repaint: the whole window). Scenarios the window computes in the
// background are waited for. Prints p50 / p95 / max per action kind and size, and the p95
// of the longest stretch in each action during which the window's thread was busy and could
// not have answered the user (the edit call, the adoption of a background result, a
// repaint).
//
//   latency_bench [--sizes 16x64x4,128x256x8,1024x512x8] [--actions 60] [--json]
//                 [--full-repaint]
//   latency_bench --plane-drag [--actions 60]
//                 drags the query of the `circle` preset round the 2-D plane with mouse
//                 events, each move timed to the painted window, and reports frames per second
#include "benchscenario.h"
#include "document.h"
#include "mainwindow.h"
#include "matrixref.h"
#include "planeview.h"
#include "presetlibrary.h"
#include "teachingtabs.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QMouseEvent>
#include <QStandardPaths>
#include <QUndoStack>
#include <qcustomplot.h>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <fstream>
#include <map>
#include <string>
#include <thread>
#include <utility>
#include <vector>

namespace {

struct Size
{
    int tokens = 0;
    int modelDim = 0;
    int heads = 0;
};

std::string sizeName(const Size &s)
{
    return std::to_string(s.tokens) + "x" + std::to_string(s.modelDim) + "x" +
           std::to_string(s.heads);
}

/// Self-attention of the engine benchmark's shape, without a mask.
attn::Scenario makeScenario(const Size &s)
{
    return attnbench::selfAttentionScenario(s.tokens, s.modelDim, s.heads, false);
}

/// --full-repaint: repaint the whole window after each edit, not only what the edit dirtied.
bool g_fullRepaint = false;

/// Runs what the edit queued (QCustomPlot's queued replots, deferred layouts) and the paint
/// requests they made, so that when this returns every visible view shows the edit on
/// screen: Qt repaints the regions that changed, as it does for a user. With
/// --full-repaint the whole window is painted again as well (every panel, changed or not).
void settleAndPaint(QWidget &window)
{
    for (int pass = 0; pass < 3; ++pass)
        QCoreApplication::processEvents(QEventLoop::AllEvents);
    QCoreApplication::sendPostedEvents(nullptr, QEvent::UpdateRequest);
    if (g_fullRepaint)
        window.repaint();
}

/// Time spent inside the edit calls themselves (engine and the views' synchronous refresh),
/// in milliseconds; the rest of each latency is queued replots and painting.
double g_editMs = 0.0;

double millisecondsOf(const QElapsedTimer &clock)
{
    return double(clock.nsecsElapsed()) / 1e6;
}

/// One timed action: edit to painted window, and the longest the window's thread was busy.
struct Sample
{
    double latencyMs = 0.0; ///< to the painted window with the whole trace in
    double busyMs = 0.0;
    /// To the painted window showing the edit's numbers in every visible view: the selected
    /// head and the selected query's output, which a head-by-head job hands over first
    /// (Document::isFocusCurrent()); latencyMs when the edit is computed at once.
    double shownMs = 0.0;
};

/// Times `edit` through to the painted window. While the document computes in the
/// background the event loop is run in short passes, each timed: a pass that takes long is
/// time the window could not answer input.
template <typename Edit> Sample timeEdit(MainWindow &window, Edit edit)
{
    QElapsedTimer clock;
    clock.start();
    edit();
    Sample sample;
    sample.busyMs = millisecondsOf(clock);
    g_editMs += sample.busyMs;
    bool shown = false;
    while (window.document()->isComputing()) {
        std::this_thread::sleep_for(std::chrono::microseconds(200));
        QElapsedTimer pass;
        pass.start();
        if (!shown && window.document()->isFocusCurrent()) {
            settleAndPaint(window);
            sample.shownMs = millisecondsOf(clock);
            shown = true;
        } else {
            QCoreApplication::processEvents(QEventLoop::AllEvents);
        }
        sample.busyMs = std::max(sample.busyMs, millisecondsOf(pass));
    }
    QElapsedTimer paint;
    paint.start();
    settleAndPaint(window);
    sample.busyMs = std::max(sample.busyMs, millisecondsOf(paint));
    sample.latencyMs = millisecondsOf(clock);
    if (!shown)
        sample.shownMs = sample.latencyMs;
    return sample;
}

double percentile(std::vector<double> v, double p)
{
    if (v.empty())
        return 0.0;
    std::sort(v.begin(), v.end());
    const std::size_t i = std::min(v.size() - 1, std::size_t(p * double(v.size() - 1) + 0.5));
    return v[i];
}

/// Times `actions` actions of each kind on one size; returns the samples by kind.
std::map<std::string, std::vector<Sample>> runSize(MainWindow &window, const Size &size,
                                                   int actions)
{
    Document *document = window.document();
    QElapsedTimer open;
    open.start();
    document->resetScenario(makeScenario(size));
    document->waitForComputation();
    settleAndPaint(window);
    std::printf("  opened in %.0f ms\n", double(open.nsecsElapsed()) / 1e6);

    std::map<std::string, std::vector<Sample>> samples;
    const MatrixRef tokens{MatrixRef::Kind::Tokens, 0};
    const int dragId = document->newMergeId();
    for (int i = 0; i < actions; ++i) {
        const int row = (i * 7) % size.tokens;
        const int col = (i * 3) % size.modelDim;
        const double value = 0.5 + 0.01 * i;
        samples["cell edit"].push_back(
            timeEdit(window, [&] { document->setCell(tokens, row, col, value); }));

        // As the window's controls do: the setting changed in place (Document::editSettings).
        samples["temperature drag"].push_back(timeEdit(window, [&] {
            const double t = 0.5 + 0.05 * (i % 20); // a drag: small successive steps
            document->editSettings([t](attn::Scenario &s) { s.temperature = t; },
                                   [] { return QStringLiteral("Temperature"); }, dragId);
        }));

        const auto head = std::size_t(i % size.heads);
        samples["head switch"].push_back(timeEdit(window, [&] {
            document->editSettings(
                [head](attn::Scenario &s) { s.heads[head].enabled = !s.heads[head].enabled; },
                [] { return QStringLiteral("Head switch"); });
        }));
    }
    return samples;
}

/// Sends a mouse event of `type` at `pixel` to the plot, as a user's hand would.
void sendMouse(QCustomPlot *plot, QEvent::Type type, const QPointF &pixel)
{
    const Qt::MouseButton button = type == QEvent::MouseMove ? Qt::NoButton : Qt::LeftButton;
    const Qt::MouseButtons held =
        type == QEvent::MouseButtonRelease ? Qt::NoButton : Qt::LeftButton;
    QMouseEvent event(type, pixel, plot->mapToGlobal(pixel), button, held, Qt::NoModifier);
    QCoreApplication::sendEvent(plot, &event);
}

/// Drags the selected query of `circle` once round the unit circle on the 2-D plane, in
/// `moves` mouse moves; returns each move's time to the painted window, or nothing when the
/// press did not catch the arrow.
std::vector<double> runPlaneDrag(MainWindow &window, int moves)
{
    Document *document = window.document();
    document->resetScenario(attn::findPreset("circle")->scenario);
    auto *tabs = window.findChild<TeachingTabs *>();
    tabs->setCurrentIndex(TeachingTabs::PlaneTab);
    settleAndPaint(window);
    QCustomPlot *plot = tabs->planeView()->findChild<QCustomPlot *>();
    const attn::Matrix &q = document->scenario().queries;
    const int query = document->selectedQuery();
    const auto pixelOf = [plot](double x, double y) {
        return QPointF(plot->xAxis->coordToPixel(x), plot->yAxis->coordToPixel(y));
    };
    const double startAngle = std::atan2(q(query, 1), q(query, 0));
    const double radius = std::hypot(q(query, 0), q(query, 1));
    sendMouse(plot, QEvent::MouseButtonPress, pixelOf(q(query, 0), q(query, 1)));
    std::vector<double> times;
    for (int i = 1; i <= moves; ++i) {
        const double angle = startAngle + 2.0 * M_PI * i / moves;
        const QPointF to = pixelOf(radius * std::cos(angle), radius * std::sin(angle));
        times.push_back(
            timeEdit(window, [&] { sendMouse(plot, QEvent::MouseMove, to); }).latencyMs);
    }
    sendMouse(plot, QEvent::MouseButtonRelease, pixelOf(q(query, 0), q(query, 1)));
    if (document->undoStack()->count() != 1)
        return {}; // the press missed the arrow: nothing was dragged
    return times;
}

std::vector<Size> parseSizes(const std::string &text)
{
    std::vector<Size> sizes;
    std::size_t start = 0;
    while (start < text.size()) {
        const std::size_t end = std::min(text.find(',', start), text.size());
        Size s;
        if (std::sscanf(text.substr(start, end - start).c_str(), "%dx%dx%d", &s.tokens, &s.modelDim,
                        &s.heads) == 3 &&
            s.tokens > 0 && s.modelDim > 0 && s.heads > 0 && s.modelDim % s.heads == 0)
            sizes.push_back(s);
        start = end + 1;
    }
    return sizes;
}

std::string cpuModel()
{
    std::ifstream info("/proc/cpuinfo");
    std::string line;
    while (std::getline(info, line))
        if (line.rfind("model name", 0) == 0)
            return line.substr(line.find(':') + 2);
    return "unknown";
}

} // namespace

int main(int argc, char *argv[])
{
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    std::vector<Size> sizes = {{16, 64, 4}, {128, 256, 8}, {1024, 512, 8}};
    int actions = 60;
    bool json = false;
    bool planeDrag = false;
    for (int i = 1; i < argc; ++i) {
        const std::string arg = argv[i];
        if (arg == "--sizes" && i + 1 < argc)
            sizes = parseSizes(argv[++i]);
        else if (arg == "--actions" && i + 1 < argc)
            actions = std::max(1, std::atoi(argv[++i]));
        else if (arg == "--json")
            json = true;
        else if (arg == "--full-repaint")
            g_fullRepaint = true;
        else if (arg == "--plane-drag")
            planeDrag = true;
        else {
            std::fprintf(stderr, "usage: latency_bench [--sizes LxDxH,...] [--actions N] [--json] "
                                 "[--full-repaint] [--plane-drag]\n");
            return 2;
        }
    }
    QApplication app(argc, argv);
    QStandardPaths::setTestModeEnabled(true); // leave the user's settings and autosaves alone
    MainWindow window;
    window.resize(1600, 1000);
    window.show();
    settleAndPaint(window);

    std::printf("CPU: %s, %u hardware threads; window %d x %d, platform %s; %s\n",
                cpuModel().c_str(), std::thread::hardware_concurrency(), window.width(),
                window.height(), qPrintable(QGuiApplication::platformName()),
                g_fullRepaint ? "whole window repainted after each edit"
                              : "what each edit changed repainted");
    if (planeDrag) {
        const std::vector<double> times = runPlaneDrag(window, actions);
        if (times.empty()) {
            std::fprintf(stderr, "the drag did not catch the query arrow\n");
            return 1;
        }
        const double p50 = percentile(times, 0.5);
        const double p95 = percentile(times, 0.95);
        std::printf("2-D plane drag of circle, %zu moves: p50 %.2f ms  p95 %.2f ms  max %.2f ms  "
                    "(%.0f frames per second at p95)\n",
                    times.size(), p50, p95, *std::max_element(times.begin(), times.end()),
                    1000.0 / p95);
        if (json)
            std::printf("[{\"action\":\"plane drag\",\"count\":%zu,\"p50_ms\":%.3f,"
                        "\"p95_ms\":%.3f}]\n",
                        times.size(), p50, p95);
        return 0;
    }
    std::string jsonText = "[";
    for (const Size &size : sizes) {
        std::printf("L = %d, d_model = %d, h = %d (%d actions of each kind)\n", size.tokens,
                    size.modelDim, size.heads, actions);
        g_editMs = 0.0;
        const auto samples = runSize(window, size, actions);
        std::vector<double> all, allComplete;
        double total = 0.0;
        for (const auto &[kind, taken] : samples) {
            std::vector<double> shown, complete, busy;
            for (const Sample &t : taken) {
                shown.push_back(t.shownMs);
                complete.push_back(t.latencyMs);
                busy.push_back(t.busyMs);
                total += t.latencyMs;
            }
            all.insert(all.end(), shown.begin(), shown.end());
            allComplete.insert(allComplete.end(), complete.begin(), complete.end());
            std::printf("  %-18s p50 %8.2f ms  p95 %8.2f ms  max %8.2f ms  complete p50 %8.2f / "
                        "p95 %8.2f ms  window busy p95 %8.2f ms\n",
                        kind.c_str(), percentile(shown, 0.5), percentile(shown, 0.95),
                        *std::max_element(shown.begin(), shown.end()), percentile(complete, 0.5),
                        percentile(complete, 0.95), percentile(busy, 0.95));
            char entry[400];
            std::snprintf(entry, sizeof entry,
                          "%s{\"size\":\"%s\",\"action\":\"%s\",\"count\":%zu,\"p50_ms\":%.3f,"
                          "\"p95_ms\":%.3f,\"complete_p50_ms\":%.3f,\"complete_p95_ms\":%.3f,"
                          "\"busy_p95_ms\":%.3f}",
                          jsonText.size() > 1 ? "," : "", sizeName(size).c_str(), kind.c_str(),
                          shown.size(), percentile(shown, 0.5), percentile(shown, 0.95),
                          percentile(complete, 0.5), percentile(complete, 0.95),
                          percentile(busy, 0.95));
            jsonText += entry;
        }
        std::printf(
            "  %-18s p50 %8.2f ms  p95 %8.2f ms  complete p50 %8.2f / p95 %8.2f ms  (%.0f%% "
            "of the time inside the edit call)\n",
            "all", percentile(all, 0.5), percentile(all, 0.95), percentile(allComplete, 0.5),
            percentile(allComplete, 0.95), 100.0 * g_editMs / total);
    }
    if (json)
        std::printf("%s]\n", jsonText.c_str());
    return 0;
}
