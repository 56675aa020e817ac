#include "validation.h"

#include "importedweights.h"
#include "scenariochecker.h"
#include "tracebudget.h"

namespace attn {

ValidationIssues validate(const Scenario &scenario)
{
    ValidationIssues issues = scenario.mode == InputMode::ImportedWeights
                                  ? validateImportedWeights(scenario)
                                  : ScenarioChecker(scenario).run();
    // The sizes known consistent: refuse what the memory budget cannot hold.
    if (issues.empty())
        if (std::optional<IssueText> over = overBudget(scenario))
            issues.push_back(ValidationIssue::of(
                scenario.mode == InputMode::ImportedWeights ? "importedWeights" : "headCount",
                std::move(*over)));
    // And what would compute for many minutes.
    if (issues.empty())
        if (std::optional<IssueText> over = overAdditiveWork(scenario))
            issues.push_back(ValidationIssue::of("additiveHidden", std::move(*over)));
    return issues;
}

} // namespace attn
