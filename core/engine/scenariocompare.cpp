#include "scenariocompare.h"

bool sameHeadMatrices(const attn::HeadProjection &a, const attn::HeadProjection &b)
{
    return sameMatrix(a.wq, b.wq) && sameMatrix(a.wk, b.wk) && sameMatrix(a.wv, b.wv) &&
           sameMatrix(a.additiveQ, b.additiveQ) && sameMatrix(a.additiveK, b.additiveK) &&
           sameMatrix(a.additiveV, b.additiveV) && sameMatrix(a.queryBias, b.queryBias) &&
           sameMatrix(a.keyBias, b.keyBias) && sameMatrix(a.valueBias, b.valueBias);
}

bool sameInputs(const attn::Scenario &a, const attn::Scenario &b)
{
    return a.mode == b.mode && a.keysAreValues == b.keysAreValues && a.score == b.score &&
           sameMatrix(a.queries, b.queries) && sameMatrix(a.keys, b.keys) &&
           sameMatrix(a.values, b.values) && sameMatrix(a.tokens, b.tokens) &&
           sameMatrix(a.sourceTokens, b.sourceTokens);
}

bool sameSoftmaxSettings(const attn::Scenario &a, const attn::Scenario &b)
{
    return a.scaling == b.scaling && a.customScale == b.customScale &&
           a.temperature == b.temperature && a.mask == b.mask && a.validLength == b.validLength &&
           sameMatrix(a.customMask, b.customMask) &&
           (a.mask != attn::MaskKind::Neighbours ||
            (a.graph.edges == b.graph.edges && a.graph.directed == b.graph.directed &&
             a.graph.selfLoops == b.graph.selfLoops && a.graph.nodeCount() == b.graph.nodeCount()));
}

bool sameScenario(const attn::Scenario &a, const attn::Scenario &b)
{
    if (a.importedWeights.size() != b.importedWeights.size())
        return false;
    if (a.mode != b.mode || a.keysAreValues != b.keysAreValues || a.score != b.score ||
        a.scaling != b.scaling || a.customScale != b.customScale ||
        a.temperature != b.temperature || a.mask != b.mask || a.validLength != b.validLength ||
        a.headCount != b.headCount || a.keyDim != b.keyDim || a.valueDim != b.valueDim ||
        a.outputDim != b.outputDim || a.additiveHidden != b.additiveHidden ||
        a.projectionInit != b.projectionInit || a.seed != b.seed ||
        a.combination != b.combination || a.queryLabels != b.queryLabels ||
        a.keyLabels != b.keyLabels || a.heads.size() != b.heads.size() || a.graph != b.graph)
        return false;
    // The small fields first: a head switched or reweighted needs no matrix read.
    for (size_t i = 0; i < a.heads.size(); ++i)
        if (a.heads[i].enabled != b.heads[i].enabled ||
            a.heads[i].combineWeight != b.heads[i].combineWeight)
            return false;
    if (!sameMatrix(a.queries, b.queries) || !sameMatrix(a.keys, b.keys) ||
        !sameMatrix(a.values, b.values) || !sameMatrix(a.tokens, b.tokens) ||
        !sameMatrix(a.sourceTokens, b.sourceTokens) || !sameMatrix(a.customMask, b.customMask) ||
        !sameMatrix(a.outputProjection, b.outputProjection))
        return false;
    for (size_t i = 0; i < a.heads.size(); ++i)
        if (!sameHeadMatrices(a.heads[i], b.heads[i]))
            return false;
    for (size_t i = 0; i < a.importedWeights.size(); ++i)
        if (!sameMatrix(a.importedWeights[i], b.importedWeights[i]))
            return false;
    return true;
}
