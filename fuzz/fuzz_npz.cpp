// .npz archives (ZIP, stored or deflated members): every array, or one error sentence.
#include "fuzzinput.h"
#include "npzfile.h"

#include <cstdlib>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const QByteArray bytes = fuzzInput(data, size);
    QList<NpzFile::NamedArray> arrays;
    QString error;
    if (!NpzFile::readAll(bytes, arrays, &error)) {
        if (error.isEmpty())
            std::abort();
        return 0;
    }
    // The names listed must be the names read, and each must be readable on its own.
    QStringList names;
    if (!NpzFile::arrayNames(bytes, names, &error) || names.size() != arrays.size())
        std::abort();
    if (!arrays.isEmpty()) {
        NpyArray first;
        if (!NpzFile::readArray(bytes, arrays.first().first, first, &error))
            std::abort();
    }
    return 0;
}
