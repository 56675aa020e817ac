#pragma once

#include <thread>

/// Entries (a 2048 x 2048 head) from which reading a matrix on two threads pays: a thread
/// costs tens of microseconds, reading 32 MB several milliseconds.
constexpr long long kRowHalvesFrom = 1LL << 22;

/// Runs work(first, last) over rows [0, rows) of a matrix of `entries` entries: from
/// kRowHalvesFrom entries on in two halves, the second on a thread of its own; else in one
/// call. `work` must only read what is shared and write only what its rows own.
template <typename Work> void forRowHalves(int rows, long long entries, const Work &work)
{
    if (entries < kRowHalvesFrom || rows < 2) {
        work(0, rows);
        return;
    }
    const int half = rows / 2;
    std::thread second([&] { work(half, rows); });
    work(0, half);
    second.join();
}
