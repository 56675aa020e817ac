// engine_bench: times the full multi-head self-attention forward of the engine, keeping the
// whole trace, the way the GUI runs it (one AttentionEngine, the same scenario run again and
// again so that buffers are reused, with Reuse::Nothing so that every run computes all of it).
// See bench/README.md.

#include "attentionengine.h"
#include "benchscenario.h"
#include "benchstatistics.h"
#include "projectionfactory.h"
#include "scenario.h"

#include <Eigen/Core>

#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#ifdef _OPENMP
#include <omp.h>
#endif

// Present only when the engine links OpenBLAS; weak so that the benchmark also links without.
extern "C" void openblas_set_num_threads(int) __attribute__((weak));
extern "C" char *openblas_get_corename(void) __attribute__((weak));
extern "C" char *openblas_get_config(void) __attribute__((weak));

namespace {

struct Size
{
    int tokens;
    int modelDim;
    int heads;
};

struct Options
{
    std::vector<Size> sizes{
        {16, 64, 4}, {128, 256, 8}, {512, 512, 8}, {1024, 512, 8}, {2048, 512, 16}};
    std::vector<int> threads{1, 2};
    bool json = false;
    double budgetSeconds = 2.0;
    int minReps = 5;
    int maxReps = 2000;
    std::string dumpDir; ///< when set, the inputs and output sums are written here for torch
};

/// Floating-point operations of the matrix products of one forward pass, with
/// d_k = d_v = d / h and d_out = d:
///   projections Q, K, V   3 * 2 L d d
///   scores Q_i K_i^T      h * 2 L L d_k = 2 L^2 d
///   weights V_i           h * 2 L L d_v = 2 L^2 d
///   output W_O            2 L d d
///   total                 8 L d^2 + 4 L^2 d
/// The causal mask is not subtracted: this is the nominal count torch also performs.
double forwardFlops(const Size &s)
{
    const double L = s.tokens, d = s.modelDim;
    return 8.0 * L * d * d + 4.0 * L * L * d;
}

attn::Scenario makeScenario(const Size &s)
{
    return attnbench::selfAttentionScenario(s.tokens, s.modelDim, s.heads, true);
}

/// The engine built with OpenMP takes its thread count from OpenMP (and keeps OpenBLAS
/// serial itself); built without, the only threads are OpenBLAS's.
void setThreads(int n)
{
#ifdef _OPENMP
    omp_set_num_threads(n);
#endif
#ifndef ATTENTION_LAB_ENGINE_OPENMP
    if (openblas_set_num_threads)
        openblas_set_num_threads(n);
#endif
}

std::string sizeName(const Size &s)
{
    return "L" + std::to_string(s.tokens) + "_d" + std::to_string(s.modelDim) + "_h" +
           std::to_string(s.heads);
}

void writeMatrix(const std::filesystem::path &path, const attn::Matrix &m)
{
    std::ofstream out(path, std::ios::binary);
    out.write(reinterpret_cast<const char *>(m.data()), std::streamsize(m.size() * 8));
}

/// Writes X, the per-head projections side by side (W_Q = [W_Q^1 .. W_Q^h], d x d) and W_O
/// as raw row-major float64, so that reference_torch.py can compute from the same numbers.
void dumpInputs(const std::string &dir, const Size &s, const attn::Scenario &scenario,
                const attn::AttentionTrace &trace)
{
    const std::filesystem::path base = std::filesystem::path(dir) / sizeName(s);
    std::filesystem::create_directories(base);
    const int dk = s.modelDim / s.heads;
    attn::Matrix wq(s.modelDim, s.modelDim), wk(s.modelDim, s.modelDim), wv(s.modelDim, s.modelDim);
    for (int i = 0; i < s.heads; ++i) {
        wq.middleCols(i * dk, dk) = scenario.heads[size_t(i)].wq;
        wk.middleCols(i * dk, dk) = scenario.heads[size_t(i)].wk;
        wv.middleCols(i * dk, dk) = scenario.heads[size_t(i)].wv;
    }
    writeMatrix(base / "x.bin", scenario.tokens);
    writeMatrix(base / "wq.bin", wq);
    writeMatrix(base / "wk.bin", wk);
    writeMatrix(base / "wv.bin", wv);
    writeMatrix(base / "wo.bin", scenario.outputProjection);
    char sum[64];
    std::snprintf(sum, sizeof sum, "%.17g\n", trace.output.sum());
    std::ofstream(base / "output_sum.txt") << sum;
}

std::vector<int> parseInts(const std::string &text, char separator)
{
    std::vector<int> values;
    std::stringstream stream(text);
    std::string item;
    while (std::getline(stream, item, separator))
        values.push_back(std::stoi(item));
    return values;
}

int usage(const char *program)
{
    std::fprintf(stderr,
                 "usage: %s [--json] [--threads 1,2] [--sizes 16x64x4,128x256x8,...]\n"
                 "          [--budget SECONDS per size and thread count] [--min-reps N]\n"
                 "          [--max-reps N] [--dump-inputs DIR]\n",
                 program);
    return 2;
}

bool parseOptions(int argc, char **argv, Options &options)
{
    for (int i = 1; i < argc; ++i) {
        const std::string arg = argv[i];
        const bool hasValue = i + 1 < argc;
        if (arg == "--json") {
            options.json = true;
        } else if (arg == "--threads" && hasValue) {
            options.threads = parseInts(argv[++i], ',');
        } else if (arg == "--sizes" && hasValue) {
            options.sizes.clear();
            std::stringstream stream(argv[++i]);
            std::string item;
            while (std::getline(stream, item, ',')) {
                const std::vector<int> v = parseInts(item, 'x');
                if (v.size() != 3)
                    return false;
                options.sizes.push_back({v[0], v[1], v[2]});
            }
        } else if (arg == "--budget" && hasValue) {
            options.budgetSeconds = std::stod(argv[++i]);
        } else if (arg == "--min-reps" && hasValue) {
            options.minReps = std::stoi(argv[++i]);
        } else if (arg == "--max-reps" && hasValue) {
            options.maxReps = std::stoi(argv[++i]);
        } else if (arg == "--dump-inputs" && hasValue) {
            options.dumpDir = argv[++i];
        } else {
            return false;
        }
    }
    return !options.sizes.empty() && !options.threads.empty();
}

} // namespace

int main(int argc, char **argv)
{
    Options options;
    if (!parseOptions(argc, argv, options))
        return usage(argv[0]);

    const std::string blasCore = openblas_get_corename ? openblas_get_corename() : "none";
    const std::string blasConfig = openblas_get_config ? openblas_get_config() : "none";
    if (options.json) {
        std::printf("{\n  \"benchmark\": \"engine\",\n  \"precision\": \"float64\",\n"
                    "  \"eigen_simd\": \"%s\",\n  \"openblas_core\": \"%s\",\n"
                    "  \"openblas_config\": \"%s\",\n"
                    "  \"flops_formula\": \"8 L d^2 + 4 L^2 d\",\n  \"results\": [",
                    Eigen::SimdInstructionSetsInUse(), blasCore.c_str(), blasConfig.c_str());
    } else {
        std::printf("engine_bench: float64, causal self-attention, whole trace kept\n"
                    "Eigen SIMD: %s; OpenBLAS: %s (%s)\n"
                    "GFLOP/s from 8 L d^2 + 4 L^2 d (matrix products, nominal)\n\n",
                    Eigen::SimdInstructionSetsInUse(), blasCore.c_str(), blasConfig.c_str());
        std::printf("%6s %6s %4s %7s %5s %11s %11s %11s %9s %16s\n", "L", "d", "h", "threads",
                    "reps", "median ms", "min ms", "cpu ms", "GFLOP/s", "output sum");
    }

    bool first = true;
    for (const Size &size : options.sizes) {
        const attn::Scenario scenario = makeScenario(size);
        attn::AttentionEngine engine;
        const attn::ValidationIssues issues = engine.run(scenario);
        if (!issues.empty()) {
            std::fprintf(stderr, "scenario %s rejected: %s: %s\n", sizeName(size).c_str(),
                         issues.front().field.c_str(), issues.front().message.c_str());
            return 1;
        }
        if (!options.dumpDir.empty())
            dumpInputs(options.dumpDir, size, scenario, engine.trace());

        for (int threads : options.threads) {
            setThreads(threads);
            const attnbench::BenchStatistics stats = attnbench::timeRepeated(
                [&] { engine.run(scenario, attn::AttentionEngine::Reuse::Nothing); }, 2,
                options.minReps, options.maxReps, options.budgetSeconds);
            const double gflops = forwardFlops(size) / (stats.median * 1e6);
            const double outputSum = engine.trace().output.sum();
            if (options.json) {
                std::printf("%s\n    {\"tokens\": %d, \"d_model\": %d, \"heads\": %d, "
                            "\"threads\": %d, \"reps\": %d, \"median_ms\": %.4f, "
                            "\"min_ms\": %.4f, \"max_ms\": %.4f, \"cpu_median_ms\": %.4f, "
                            "\"gflops\": %.2f, \"output_sum\": %.12g}",
                            first ? "" : ",", size.tokens, size.modelDim, size.heads, threads,
                            int(stats.samples.size()), stats.median, stats.minimum, stats.maximum,
                            stats.cpuMedian, gflops, outputSum);
            } else {
                std::printf("%6d %6d %4d %7d %5d %11.4f %11.4f %11.4f %9.2f %16.9g\n", size.tokens,
                            size.modelDim, size.heads, threads, int(stats.samples.size()),
                            stats.median, stats.minimum, stats.cpuMedian, gflops, outputSum);
            }
            std::fflush(stdout);
            first = false;
        }
    }
    if (options.json)
        std::printf("\n  ]\n}\n");
    return 0;
}
