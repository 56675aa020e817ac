#pragma once

#include "matrix.h"

#include <bit>
#include <cstdint>

/// True when a and b have the same shape and every entry the same bits (so 0 and -0 differ,
/// and a NaN equals only the same NaN): what a lossless round trip must give.
inline bool bitEqual(const attn::Matrix &a, const attn::Matrix &b)
{
    if (a.rows() != b.rows() || a.cols() != b.cols())
        return false;
    for (Eigen::Index i = 0; i < a.size(); ++i)
        if (std::bit_cast<std::uint64_t>(a.data()[i]) != std::bit_cast<std::uint64_t>(b.data()[i]))
            return false;
    return true;
}
