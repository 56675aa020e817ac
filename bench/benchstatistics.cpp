#include "benchstatistics.h"

#include <algorithm>
#include <chrono>
#include <ctime>

namespace attnbench {

namespace {

double processCpuMs()
{
    timespec ts{};
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
    return double(ts.tv_sec) * 1e3 + double(ts.tv_nsec) * 1e-6;
}

double median(std::vector<double> values)
{
    if (values.empty())
        return 0.0;
    std::sort(values.begin(), values.end());
    const size_t n = values.size();
    return n % 2 ? values[n / 2] : 0.5 * (values[n / 2 - 1] + values[n / 2]);
}

} // namespace

BenchStatistics timeRepeated(const std::function<void()> &work, int warmups, int minReps,
                             int maxReps, double budgetSeconds)
{
    using Clock = std::chrono::steady_clock;
    BenchStatistics stats;
    stats.warmups = warmups;
    for (int i = 0; i < warmups; ++i)
        work();

    std::vector<double> cpu;
    double total = 0.0;
    while (int(stats.samples.size()) < maxReps &&
           (int(stats.samples.size()) < minReps || total < budgetSeconds * 1e3)) {
        const double cpuStart = processCpuMs();
        const auto start = Clock::now();
        work();
        const double ms = std::chrono::duration<double, std::milli>(Clock::now() - start).count();
        cpu.push_back(processCpuMs() - cpuStart);
        stats.samples.push_back(ms);
        total += ms;
    }

    stats.median = median(stats.samples);
    stats.cpuMedian = median(cpu);
    if (!stats.samples.empty()) {
        const auto [lo, hi] = std::minmax_element(stats.samples.begin(), stats.samples.end());
        stats.minimum = *lo;
        stats.maximum = *hi;
    }
    return stats;
}

} // namespace attnbench
