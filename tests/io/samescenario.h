#pragma once

#include "presetlibrary.h"
#include "scenario.h"

#include <QtGlobal>

/// Helpers of the scenario file tests (tst_scenariofile, tst_badscenariofiles).

// Scenario::operator== compares Eigen matrices, which requires equal shapes; check those
// first so that a shape difference fails the test instead of reading out of bounds.
inline bool sameShapes(const attn::Matrix &a, const attn::Matrix &b)
{
    return a.rows() == b.rows() && a.cols() == b.cols();
}

inline bool sameScenario(const attn::Scenario &a, const attn::Scenario &b)
{
    if (!sameShapes(a.queries, b.queries) || !sameShapes(a.keys, b.keys) ||
        !sameShapes(a.values, b.values) || !sameShapes(a.tokens, b.tokens) ||
        !sameShapes(a.sourceTokens, b.sourceTokens) ||
        !sameShapes(a.outputProjection, b.outputProjection) ||
        a.customMask.rows() != b.customMask.rows() || a.customMask.cols() != b.customMask.cols() ||
        a.heads.size() != b.heads.size())
        return false;
    for (std::size_t i = 0; i < a.heads.size(); ++i) {
        const attn::HeadProjection &x = a.heads[i];
        const attn::HeadProjection &y = b.heads[i];
        if (!sameShapes(x.wq, y.wq) || !sameShapes(x.wk, y.wk) || !sameShapes(x.wv, y.wv) ||
            !sameShapes(x.additiveQ, y.additiveQ) || !sameShapes(x.additiveK, y.additiveK) ||
            x.additiveV.size() != y.additiveV.size() || x.queryBias.size() != y.queryBias.size() ||
            x.keyBias.size() != y.keyBias.size() || x.valueBias.size() != y.valueBias.size())
            return false;
    }
    return a == b;
}

inline attn::Scenario preset(const char *id)
{
    const attn::Preset *p = attn::findPreset(id);
    if (!p)
        qFatal("no preset %s", id);
    return p->scenario;
}
