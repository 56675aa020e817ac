// multiplyInto() writes a b or a b^T straight into its destination (dgemm with beta = 0 when
// the engine uses BLAS): compared with a plain triple loop on blocks with outer strides, in
// the shapes that take each of its ways (a small a b^T through a copy of b^T, a large one as
// it is; a narrow deep a b in depth chunks, the last one partial), and on the empty and
// zero-depth cases.
#include "matrixproduct.h"
#include "projectionfactory.h"

#include <QTest>

using namespace attn;

namespace {

/// sum_l a_il b_lj (or b_jl when transposed), one term at a time.
Matrix reference(const Matrix &a, const Matrix &b, bool transposeB)
{
    Matrix c(a.rows(), transposeB ? b.rows() : b.cols());
    for (Eigen::Index i = 0; i < c.rows(); ++i)
        for (Eigen::Index j = 0; j < c.cols(); ++j) {
            double sum = 0.0;
            for (Eigen::Index l = 0; l < a.cols(); ++l)
                sum += a(i, l) * (transposeB ? b(j, l) : b(l, j));
            c(i, j) = sum;
        }
    return c;
}

} // namespace

class TestMatrixProduct : public QObject
{
    Q_OBJECT

private slots:
    void blocksWithStridesMatchTheLoop_data();
    void blocksWithStridesMatchTheLoop();
    void emptyAndZeroDepth();
};

void TestMatrixProduct::blocksWithStridesMatchTheLoop_data()
{
    QTest::addColumn<int>("rows");
    QTest::addColumn<int>("depth");
    QTest::addColumn<int>("cols");
    QTest::addColumn<bool>("transposeB");
    QTest::newRow("a b") << 17 << 11 << 13 << false;
    QTest::newRow("a b^T, small") << 17 << 11 << 13 << true;
    QTest::newRow("a b^T, a few rows") << 5 << 11 << 13 << true;
    QTest::newRow("a b^T, large") << 130 << 70 << 150 << true;
    QTest::newRow("a b, narrow and deep") << 70 << 300 << 32 << false;
    QTest::newRow("a b, one row, deep") << 1 << 200 << 64 << false;
    QTest::newRow("a b, wide and deep") << 20 << 300 << 130 << false;
}

void TestMatrixProduct::blocksWithStridesMatchTheLoop()
{
    QFETCH(int, rows);
    QFETCH(int, depth);
    QFETCH(int, cols);
    QFETCH(bool, transposeB);
    // Blocks inside larger matrices: every operand has an outer stride above its width.
    const Matrix bigA = seededNormal(rows + 5, depth + 4, 1, 1.0);
    const Matrix bigB = transposeB ? seededNormal(cols + 3, depth + 6, 2, 1.0)
                                   : seededNormal(depth + 3, cols + 6, 2, 1.0);
    const auto a = bigA.block(3, 2, rows, depth);
    const auto b = transposeB ? bigB.block(1, 4, cols, depth) : bigB.block(1, 4, depth, cols);
    Matrix big = Matrix::Constant(rows + 8, cols + 9, 7.0);
    detail::multiplyInto(big.block(5, 3, rows, cols), a, b, transposeB);
    const Matrix expected = reference(a, b, transposeB);
    // Sums of `depth` products of N(0, 1) numbers, each rounded: well within 1e-13 * depth.
    QVERIFY((big.block(5, 3, rows, cols) - expected).cwiseAbs().maxCoeff() < 1e-13 * depth);
    // Outside the destination block nothing was written.
    Matrix outside = big;
    outside.block(5, 3, rows, cols).setConstant(7.0);
    QVERIFY(outside == Matrix::Constant(rows + 8, cols + 9, 7.0));
}

void TestMatrixProduct::emptyAndZeroDepth()
{
    Matrix none(0, 4);
    detail::multiplyInto(none, Matrix(0, 3), Matrix::Ones(3, 4));
    QCOMPARE(none.size(), Eigen::Index(0));
    Matrix c = Matrix::Constant(2, 3, 5.0);
    detail::multiplyInto(c, Matrix(2, 0), Matrix(0, 3)); // a sum of no terms
    QVERIFY(c == Matrix::Zero(2, 3));
}

QTEST_APPLESS_MAIN(TestMatrixProduct)
#include "tst_matrixproduct.moc"
