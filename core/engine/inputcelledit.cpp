#include "inputcelledit.h"

namespace attn {

InputSides sidesOf(const Scenario &s, InputMatrix matrix)
{
    switch (matrix) {
    case InputMatrix::Queries:
        return {s.mode == InputMode::Direct, false, false};
    case InputMatrix::Keys: {
        const bool direct = s.mode == InputMode::Direct;
        return {false, direct, direct && s.keysAreValues};
    }
    case InputMatrix::Values: {
        const bool used = s.mode == InputMode::Direct && !s.keysAreValues;
        return {false, false, used};
    }
    case InputMatrix::Tokens: {
        const bool self = s.mode == InputMode::SelfAttention;
        return {self || s.mode == InputMode::CrossAttention, self, self};
    }
    case InputMatrix::SourceTokens: {
        const bool cross = s.mode == InputMode::CrossAttention;
        return {false, cross, cross};
    }
    }
    return {};
}

Matrix &inputMatrix(Scenario &s, InputMatrix matrix)
{
    switch (matrix) {
    case InputMatrix::Queries:
        return s.queries;
    case InputMatrix::Keys:
        return s.keys;
    case InputMatrix::Values:
        return s.values;
    case InputMatrix::Tokens:
        return s.tokens;
    case InputMatrix::SourceTokens:
        return s.sourceTokens;
    }
    return s.queries;
}

const Matrix &inputMatrix(const Scenario &s, InputMatrix matrix)
{
    return inputMatrix(const_cast<Scenario &>(s), matrix);
}

} // namespace attn
