// Edit-to-pixel latency of the real window: a scripted sequence of single-cell edits,
// temperature drags and head switches through the Document of a MainWindow shown offscreen,
// each timed from the edit call until every queued replot has run and what the edit changed
// has been painted (--full-repaint: the whole window). Prints p50 / p95 / max per action
// kind and size.
//
//   latency_bench [--sizes 16x64x4,128x256x8,1024x512x8] [--actions 60] [--json]
//                 [--full-repaint]
#include "benchscenario.h"
#include "document.h"
#include "mainwindow.h"
#include "matrixref.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QStandardPaths>

#include <algorithm>
#include <cstdio>
#include <fstream>
#include <map>
#include <string>
#include <thread>
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

/// Wall time of `edit` through to the painted window, in milliseconds.
template <typename Edit> double timeEdit(QWidget &window, Edit edit)
{
    QElapsedTimer clock;
    clock.start();
    edit();
    g_editMs += double(clock.nsecsElapsed()) / 1e6;
    settleAndPaint(window);
    return double(clock.nsecsElapsed()) / 1e6;
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
std::map<std::string, std::vector<double>> runSize(MainWindow &window, const Size &size,
                                                   int actions)
{
    Document *document = window.document();
    QElapsedTimer open;
    open.start();
    document->resetScenario(makeScenario(size));
    settleAndPaint(window);
    std::printf("  opened in %.0f ms\n", double(open.nsecsElapsed()) / 1e6);

    std::map<std::string, std::vector<double>> samples;
    const MatrixRef tokens{MatrixRef::Kind::Tokens, 0};
    const int dragId = document->newMergeId();
    for (int i = 0; i < actions; ++i) {
        const int row = (i * 7) % size.tokens;
        const int col = (i * 3) % size.modelDim;
        const double value = 0.5 + 0.01 * i;
        samples["cell edit"].push_back(
            timeEdit(window, [&] { document->setCell(tokens, row, col, value); }));

        attn::Scenario warmer = document->scenario();
        warmer.temperature = 0.5 + 0.05 * (i % 20); // a drag: small successive steps
        samples["temperature drag"].push_back(timeEdit(window, [&] {
            document->editScenario(warmer, QStringLiteral("Temperature"), dragId);
        }));

        attn::Scenario switched = document->scenario();
        const int head = i % size.heads;
        switched.heads[std::size_t(head)].enabled = !switched.heads[std::size_t(head)].enabled;
        samples["head switch"].push_back(timeEdit(
            window, [&] { document->editScenario(switched, QStringLiteral("Head switch")); }));
    }
    return samples;
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
        else {
            std::fprintf(stderr,
                         "usage: latency_bench [--sizes LxDxH,...] [--actions N] [--json] "
                         "[--full-repaint]\n");
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
    std::string jsonText = "[";
    for (const Size &size : sizes) {
        std::printf("L = %d, d_model = %d, h = %d (%d actions of each kind)\n", size.tokens,
                    size.modelDim, size.heads, actions);
        g_editMs = 0.0;
        const auto samples = runSize(window, size, actions);
        std::vector<double> all;
        for (const auto &[kind, times] : samples) {
            all.insert(all.end(), times.begin(), times.end());
            std::printf("  %-18s p50 %8.2f ms  p95 %8.2f ms  max %8.2f ms\n", kind.c_str(),
                        percentile(times, 0.5), percentile(times, 0.95),
                        *std::max_element(times.begin(), times.end()));
            char entry[256];
            std::snprintf(entry, sizeof entry,
                          "%s{\"size\":\"%s\",\"action\":\"%s\",\"count\":%zu,\"p50_ms\":%.3f,"
                          "\"p95_ms\":%.3f}",
                          jsonText.size() > 1 ? "," : "", sizeName(size).c_str(), kind.c_str(),
                          times.size(), percentile(times, 0.5), percentile(times, 0.95));
            jsonText += entry;
        }
        double total = 0.0;
        for (double t : all)
            total += t;
        std::printf("  %-18s p50 %8.2f ms  p95 %8.2f ms  (%.0f%% of the time inside the edit "
                    "call: engine and views' refresh; the rest replots and painting)\n",
                    "all", percentile(all, 0.5), percentile(all, 0.95), 100.0 * g_editMs / total);
    }
    if (json)
        std::printf("%s]\n", jsonText.c_str());
    return 0;
}
