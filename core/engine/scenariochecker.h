#pragma once

#include "matrixchecks.h"
#include "scenario.h"

namespace attn {

/// Checks a scenario (all but imported weights) field by field: its inputs, settings,
/// labels, mask, head shapes and combination.
class ScenarioChecker : public MatrixChecks
{
public:
    explicit ScenarioChecker(const Scenario &scenario) : m_s(scenario) {}

    /// Every issue of the scenario, in the order of its fields.
    ValidationIssues run();

private:
    /// Temperature, custom scale and head count.
    void checkSettings();
    /// Label counts match the tokens.
    void checkLabels();
    /// The mask's kind and, for a custom mask, its shape.
    void checkMask();
    /// A graph's nodes match the tokens of self-attention and its edges name nodes.
    void checkGraph();
    /// d_model divides among the heads where the head dimensions are automatic.
    void checkDivisibility();
    /// Head `index`'s projections and scores settings.
    void checkHead(std::size_t index);
    /// W_O and the combination of the heads.
    void checkCombination();

    const Scenario &m_s;
    bool m_inputsValid = true;
};

} // namespace attn
