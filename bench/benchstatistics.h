#pragma once

#include <functional>
#include <vector>

namespace attnbench {

/// Wall-clock times of repeated runs of one piece of work, in milliseconds.
struct BenchStatistics
{
    std::vector<double> samples; ///< one per timed run, in run order
    double median = 0.0;
    double minimum = 0.0;
    double maximum = 0.0;
    double cpuMedian = 0.0; ///< median process CPU time per run (all threads), ms: robust
                            ///< against other processes on the machine, unlike wall time
    int warmups = 0;
};

/// Runs `work` `warmups` times untimed (first-touch page faults, caches, thread pools),
/// then at least `minReps` and at most `maxReps` timed times, stopping early once the timed
/// runs have taken `budgetSeconds` in total. Returns the statistics of the timed runs.
BenchStatistics timeRepeated(const std::function<void()> &work, int warmups, int minReps,
                             int maxReps, double budgetSeconds);

} // namespace attnbench
