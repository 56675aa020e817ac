// Lesson files: any bytes give a lesson whose every step the engine accepts, or an error.
#include "fuzzinput.h"
#include "lessonfile.h"
#include "validation.h"

#include <cstdlib>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    Lesson lesson;
    QString error;
    if (!LessonFile::fromJson(fuzzInput(data, size), lesson, &error)) {
        if (error.isEmpty())
            std::abort();
        return 0;
    }
    if (lesson.steps.empty() || lesson.steps.size() > std::size_t(LessonFile::kMaxSteps))
        std::abort();
    for (const LessonStep &step : lesson.steps)
        if (!attn::validate(step.shown()).empty())
            std::abort(); // a lesson must never show a scenario the engine refuses
    return 0;
}
