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
    case InputMode::ImportedWeights:
        return keys; // empty: the weights come without keys
    }
    return keys;
}

const Matrix &Scenario::valueInput() const
{
    if (mode == InputMode::Direct)
        return keysAreValues ? keys : values;
    return keyInput();
}

int Scenario::queryCount() const
{
    if (mode == InputMode::ImportedWeights)
        return importedWeights.empty() ? 0 : int(importedWeights.front().rows());
    return int(queryInput().rows());
}

int Scenario::keyCount() const
{
    if (mode == InputMode::ImportedWeights)
        return importedWeights.empty() ? 0 : int(importedWeights.front().cols());
    return int(keyInput().rows());
}

const std::vector<std::string> &Scenario::effectiveKeyLabels() const
{
    return mode == InputMode::SelfAttention ? queryLabels : keyLabels;
}

} // namespace attn
