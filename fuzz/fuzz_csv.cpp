// CSV matrices: any bytes give a matrix without NaN (infinities are read: the writer writes
// them) with consistent labels, or an error.
#include "csvmatrix.h"
#include "fuzzinput.h"

#include <cstdlib>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    CsvTable table;
    QString error;
    if (!CsvMatrix::read(fuzzInput(data, size), table, &error)) {
        if (error.isEmpty())
            std::abort();
        return 0;
    }
    if (table.values.array().isNaN().any())
        std::abort(); // NaN is refused by contract
    if (!table.columnLabels.isEmpty() && table.columnLabels.size() != table.values.cols())
        std::abort();
    if (!table.rowLabels.isEmpty() && table.rowLabels.size() != table.values.rows())
        std::abort();
    return 0;
}
