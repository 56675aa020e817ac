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

void assignKeepingInputs(Scenario &to, const Scenario &from)
{
    to.mode = from.mode;
    to.keysAreValues = from.keysAreValues;
    to.importedWeights = from.importedWeights;
    to.queryLabels = from.queryLabels;
    to.keyLabels = from.keyLabels;
    to.score = from.score;
    to.scaling = from.scaling;
    to.customScale = from.customScale;
    to.temperature = from.temperature;
    to.mask = from.mask;
    to.validLength = from.validLength;
    to.customMask = from.customMask;
    to.graph = from.graph;
    to.headCount = from.headCount;
    to.keyDim = from.keyDim;
    to.valueDim = from.valueDim;
    to.outputDim = from.outputDim;
    to.additiveHidden = from.additiveHidden;
    to.projectionInit = from.projectionInit;
    to.seed = from.seed;
    to.heads.resize(from.heads.size());
    for (std::size_t i = 0; i < from.heads.size(); ++i) {
        to.heads[i].enabled = from.heads[i].enabled;
        to.heads[i].combineWeight = from.heads[i].combineWeight;
    }
    to.outputProjection = from.outputProjection;
    to.combination = from.combination;
}

} // namespace attn
