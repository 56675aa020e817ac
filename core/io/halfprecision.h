#pragma once

#include <cstdint>

namespace attn::io {

/// IEEE 754 binary16 (F16: 1 sign bit, 5 exponent bits with bias 15, 10 mantissa bits) to
/// double, exactly: normal (-1)^s 2^(e-15) (1 + m/1024), subnormal (-1)^s 2^-14 (m/1024),
/// signed zeros, infinities and NaN (the mantissa kept as the NaN's payload).
double halfToDouble(std::uint16_t bits);

/// bfloat16 (BF16: the upper 16 bits of a binary32 float, 8 exponent bits with bias 127, 7
/// mantissa bits) to double, exactly, subnormals, infinities and NaN included.
double bfloat16ToDouble(std::uint16_t bits);

} // namespace attn::io
