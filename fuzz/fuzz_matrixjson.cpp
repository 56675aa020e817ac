// Matrix JSON (plain or labelled form): any bytes give a matrix without NaN ("Infinity" and
// "-Infinity" are read) or an error.
#include "fuzzinput.h"
#include "matrixjson.h"

#include <cstdlib>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    attn::Matrix matrix;
    QStringList rowLabels, columnLabels;
    QString error;
    if (!MatrixJson::read(fuzzInput(data, size), matrix, &error, &rowLabels, &columnLabels)) {
        if (error.isEmpty())
            std::abort();
        return 0;
    }
    if (matrix.array().isNaN().any())
        std::abort();
    return 0;
}
