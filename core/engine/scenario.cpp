#include "scenario.h"

namespace attn {

const Matrix &Scenario::queryInput() const
{
    return mode == InputMode::Direct ? queries : tokens;
}

const Matrix &Scenario::keyInput() const
{
    switch (mode) {
    case InputMode::Direct:
        return keys;
    case InputMode::SelfAttention:
        return tokens;
    case InputMode::CrossAttention:
        return sourceTokens;
    }
    return keys;
}

const Matrix &Scenario::valueInput() const
{
    if (mode == InputMode::Direct)
        return keysAreValues ? keys : values;
    return keyInput();
}

const std::vector<std::string> &Scenario::effectiveKeyLabels() const
{
    return mode == InputMode::SelfAttention ? queryLabels : keyLabels;
}

} // namespace attn
