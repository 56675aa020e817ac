#include "halfprecision.h"

#include <bit>

namespace attn::io {

namespace {

// binary64: 1 sign bit, 11 exponent bits with bias 1023, 52 mantissa bits.
constexpr int kDoubleMantissaBits = 52;
constexpr int kDoubleBias = 1023;
constexpr int kHalfMantissaBits = 10;
constexpr int kHalfBias = 15;

double fromFields(std::uint64_t sign, std::uint64_t exponent, std::uint64_t mantissa)
{
    return std::bit_cast<double>((sign << 63) | (exponent << kDoubleMantissaBits) | mantissa);
}

} // namespace

double halfToDouble(std::uint16_t bits)
{
    const std::uint64_t sign = bits >> 15;
    const int exponent = (bits >> kHalfMantissaBits) & 0x1F;
    std::uint64_t mantissa = bits & 0x3FF;
    constexpr int kShift = kDoubleMantissaBits - kHalfMantissaBits;
    if (exponent == 0x1F) // infinity (mantissa 0) or NaN (payload kept, so never 0)
        return fromFields(sign, 0x7FF, mantissa << kShift);
    if (exponent != 0)
        return fromFields(sign, std::uint64_t(exponent - kHalfBias + kDoubleBias),
                          mantissa << kShift);
    if (mantissa == 0)
        return fromFields(sign, 0, 0); // +0 or -0
    // Subnormal: m 2^-24. Shift the mantissa until its leading 1 is the implicit bit
    // (bit 10), lowering the exponent by one for each shift; every binary16 subnormal is a
    // normal double.
    int unbiased = 1 - kHalfBias;
    while ((mantissa & 0x400) == 0) {
        mantissa <<= 1;
        --unbiased;
    }
    mantissa &= 0x3FF;
    return fromFields(sign, std::uint64_t(unbiased + kDoubleBias), mantissa << kShift);
}

double bfloat16ToDouble(std::uint16_t bits)
{
    // Widening binary32 to binary64 is exact for every value, NaN stays NaN.
    return double(std::bit_cast<float>(std::uint32_t(bits) << 16));
}

} // namespace attn::io
