// Token label files: any bytes give at most kMaxTokens labels without line breaks, or an error.
#include "fuzzinput.h"
#include "tokenlabelfile.h"
#include "validation.h"

#include <cstdlib>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    QStringList labels;
    QString error;
    if (!TokenLabelFile::read(fuzzInput(data, size), labels, &error)) {
        if (error.isEmpty())
            std::abort();
        return 0;
    }
    if (labels.size() > attn::kMaxTokens)
        std::abort();
    for (const QString &label : labels)
        if (label.contains(QLatin1Char('\n')))
            std::abort();
    return 0;
}
