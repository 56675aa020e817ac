// Scenario files: any bytes must give either a scenario the engine accepts or an error
// sentence, never a crash; an accepted scenario must also survive a save and reload.
#include "fuzzinput.h"
#include "scenariofile.h"
#include "validation.h"

#include <cstdlib>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    attn::Scenario scenario;
    QString error;
    if (!ScenarioFile::fromJson(fuzzInput(data, size), scenario, &error)) {
        if (error.isEmpty())
            std::abort(); // a refusal must say why
        return 0;
    }
    // The loader promises a scenario the engine accepts, and a round trip that keeps it.
    if (!attn::validate(scenario).empty())
        std::abort();
    attn::Scenario again;
    if (!ScenarioFile::fromJson(ScenarioFile::toJson(scenario), again, &error) ||
        !(again == scenario))
        std::abort();
    return 0;
}
