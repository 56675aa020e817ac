#pragma once

#include "computationpolicy.h"

#include <thread>

/// Runs work(first, last) over rows [0, rows) of a matrix of `entries` entries: from
/// policy::kRowHalvesFrom entries on in two halves, the second on a thread of its own; else in one
/// call. `work` must only read what is shared and write only what its rows own.
template <typename Work> void forRowHalves(int rows, long long entries, const Work &work)
{
    if (entries < policy::kRowHalvesFrom || rows < 2) {
        work(0, rows);
        return;
    }
    const int half = rows / 2;
    std::thread second([&] { work(half, rows); });
    work(0, half);
    second.join();
}
