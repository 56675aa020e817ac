// .npy files: any bytes give an array or one error sentence; an array read survives write.
#include "fuzzinput.h"
#include "npyfile.h"

#include <cstdlib>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    NpyArray array;
    QString error;
    if (!NpyFile::read(fuzzInput(data, size), array, &error)) {
        if (error.isEmpty())
            std::abort();
        return 0;
    }
    NpyArray again;
    if (!NpyFile::read(NpyFile::write(array), again, &error))
        std::abort();
    return 0;
}
