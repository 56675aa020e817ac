// The model runtime on a checkpoint (default: the shipped induction model): the whole
// forward on L tokens, and an intervention (one head of the last layer switched off and on
// again: ModelRun::intervene() recomputes from that layer). Prints medians in ms, or JSON.
//
//   model_bench [--model DIR] [--tokens L] [--threads N] [--budget S] [--json]

#include "benchstatistics.h"
#include "modelcheckpoint.h"
#include "modelrun.h"

#include <QCoreApplication>
#include <QFile>

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <string>

#ifdef ATTENTION_LAB_ENGINE_OPENMP
#include <omp.h>
#endif

extern "C" void openblas_set_num_threads(int);

namespace {

/// Resident memory of this process in KiB (/proc/self/status VmRSS), 0 when unknown.
long residentKiB()
{
    QFile status(QStringLiteral("/proc/self/status"));
    if (!status.open(QIODevice::ReadOnly))
        return 0;
    for (const QByteArray &line : status.readAll().split('\n'))
        if (line.startsWith("VmRSS:"))
            return line.mid(6).trimmed().split(' ').front().toLong();
    return 0;
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QString folder = QStringLiteral(ATTENTION_LAB_SOURCE_DIR "/resources/models/induction");
    int length = 64;
    int threads = 1;
    double budget = 2.0;
    bool json = false;
    for (int i = 1; i < argc; ++i) {
        const std::string arg = argv[i];
        if (arg == "--model" && i + 1 < argc)
            folder = QString::fromLocal8Bit(argv[++i]);
        else if (arg == "--tokens" && i + 1 < argc)
            length = std::max(1, std::atoi(argv[++i]));
        else if (arg == "--threads" && i + 1 < argc)
            threads = std::max(1, std::atoi(argv[++i]));
        else if (arg == "--budget" && i + 1 < argc)
            budget = std::atof(argv[++i]);
        else if (arg == "--json")
            json = true;
        else {
            std::fprintf(stderr, "usage: model_bench [--model DIR] [--tokens L] [--threads N] "
                                 "[--budget S] [--json]\n");
            return 2;
        }
    }
#ifdef ATTENTION_LAB_ENGINE_OPENMP
    omp_set_num_threads(threads);
#endif
    openblas_set_num_threads(threads);
    const long before = residentKiB();
    QString error;
    const auto readStart = std::chrono::steady_clock::now();
    const auto checkpoint = attn::io::readModelCheckpoint(folder, &error);
    const double readMs =
        std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - readStart)
            .count();
    if (!checkpoint) {
        std::fprintf(stderr, "%s\n", qPrintable(error));
        return 1;
    }
    const attn::model::ModelConfig &c = checkpoint->weights->config;
    length = std::min(length, c.contextLength);
    // Token i is i mod 7 (a sequence that repeats, as the induction task's do).
    std::vector<int> tokens;
    for (int i = 0; i < length; ++i)
        tokens.push_back(i % std::min(7, c.vocabSize));

    // Two sequences that differ in their first token: each run() computes every layer.
    std::vector<int> other = tokens;
    other.front() = (other.front() + 1) % c.vocabSize;
    const long loaded = residentKiB();
    attn::model::ModelRun run(checkpoint->weights);
    run.run(tokens);
    const long ran = residentKiB();
    bool first = false;
    const auto forward = attnbench::timeRepeated(
        [&] {
            first = !first;
            run.run(first ? tokens : other);
        },
        3, 5, 100000, budget);
    run.run(tokens);
    attn::model::Interventions off;
    off.setHead(c.layerCount - 1, 0, {false, 1.0, 1.0});
    bool switchedOff = false;
    const auto intervention = attnbench::timeRepeated(
        [&] {
            switchedOff = !switchedOff;
            run.intervene(switchedOff ? off : attn::model::Interventions{});
        },
        3, 5, 100000, budget);
    if (json)
        std::printf("{\"tokens\": %d, \"threads\": %d, \"forward_ms\": %.6f, "
                    "\"intervention_ms\": %.6f, \"first_layer_recomputed\": %d}\n",
                    length, threads, forward.median, intervention.median, run.firstLayerComputed());
    else
        std::printf("model %s: %d layers x %d heads, d %d; %d tokens, %d thread(s)\n"
                    "forward      %.4f ms (median of %zu)\n"
                    "intervention %.4f ms (median of %zu; recomputes from layer %d)\n"
                    "reading the checkpoint: %.1f ms, resident memory +%ld KiB; the first run "
                    "+%ld KiB\n",
                    qPrintable(folder), c.layerCount, c.headCount, c.width, length, threads,
                    forward.median, forward.samples.size(), intervention.median,
                    intervention.samples.size(), run.firstLayerComputed() + 1, readMs,
                    loaded - before, ran - loaded);
    return 0;
}
