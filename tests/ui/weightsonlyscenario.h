#pragma once

// Two heads of imported attention weights over 3 queries and 4 keys, as dumped from a model:
// a row with one sure key, a row of zeros (nothing to attend to) and ordinary rows.

#include "scenario.h"

inline attn::Scenario weightsOnlyScenario()
{
    attn::Scenario s;
    s.mode = attn::InputMode::ImportedWeights;
    attn::Matrix a(3, 4), b(3, 4);
    a << 0.1, 0.2, 0.3, 0.4, 0, 0, 0, 0, 1, 0, 0, 0;
    b << 0.25, 0.25, 0.25, 0.25, 0.5, 0.5, 0, 0, 0, 0.3, 0.3, 0.4;
    s.importedWeights = {a, b};
    s.headCount = 2;
    s.heads.resize(2);
    return s;
}
