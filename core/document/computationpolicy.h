#pragma once

// Every size threshold that decides where and how a trace is computed, in one place, each
// with its reason. Sizes are counted in scores, h m n (heads x queries x keys): a trace
// holds each score as a weight and, up to attn::kKeptScoresLimit, as a raw score.

#include "scenario.h"
#include "trace.h"

#include <algorithm>

namespace policy {

/// The number of scores of `s`, h m n (at least one head).
inline double scoreCount(const attn::Scenario &s)
{
    return double(std::max(1, s.headCount)) * double(s.queryInput().rows()) *
           double(s.keyInput().rows());
}

/// From this much work (scores, an additive score weighed by its hidden width) a scenario
/// may be computed in the background: L = 512 with 4 heads, about the most the window's
/// thread computes from scratch within a frame.
constexpr double kBackgroundFrom = double(1 << 20);

/// Up to this many scores (L = 512 with 8 heads) a new softmax over the kept scores fits in
/// a frame on the window's thread (about 6 ns a score on two cores, with the head outputs
/// and W_O); beyond, it goes to the background, into the trace on screen head by head.
constexpr double kLargestForegroundSoftmax = double(1 << 21);

/// From this many scores per head (L = 2048, h = 16) a head-by-head job gets no second
/// head's buffers: one more head would add 32 MB and more to the peak of memory.
constexpr double kSecondHeadBelow = double(1 << 22);

/// From this many scores on (a trace of 1 GiB: weights and raw scores; at L = 4096, h = 16
/// 2 GiB of weights) a second trace would double gigabytes: the background computes in
/// place, head by head, and a spare engine left with such a trace gives its buffers back.
/// TraceComputation::setHeadByHeadFrom() lowers the first use for tests.
constexpr double kHeadByHeadFrom = double(1 << 26);

/// A new size computed by a job of its own (kHeadByHeadFrom and more) drops the trace on
/// screen first when that trace has at least this share of the head-by-head threshold:
/// the two together would hold gigabytes.
constexpr double kDroppedTraceShare = 0.25;

/// Beyond this many scores a dot-product trace keeps no raw scores (the engine's own
/// threshold, without Qt: at L = 4096, h = 16 they would be 2 GiB beside the weights).
constexpr double kKeptScoresLimit = attn::kKeptScoresLimit;

/// From this many entries (a 2048 x 2048 head) reading a matrix on two threads pays
/// (forRowHalves()): a thread costs tens of microseconds, reading 32 MB several ms.
constexpr long long kRowHalvesFrom = 1LL << 22;

/// From this many numbers (8 MB) the autosave writer makes the buffers of a scenario of new
/// shapes on its own thread first: a fresh copy of a large scenario faults in a page every
/// 4 KiB on the window's thread (39 to 226 ms at L = 4096).
constexpr double kAutosavePreparedFrom = double(1 << 20);

} // namespace policy
