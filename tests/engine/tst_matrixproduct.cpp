// multiplyInto() writes a b or a b^T straight into its destination (dgemm with beta = 0 when
// the engine uses BLAS): compared with a plain triple loop on blocks with outer strides, and
// on the empty and zero-depth cases.
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
    QTest::addColumn<bool>("transposeB");
    QTest::newRow("a b") << false;
    QTest::newRow("a b^T") << true;
}

void TestMatrixProduct::blocksWithStridesMatchTheLoop()
{
    QFETCH(bool, transposeB);
    // Blocks inside larger matrices: every operand has an outer stride above its width.
    const Matrix bigA = seededNormal(40, 30, 1, 1.0);
    const Matrix bigB = seededNormal(35, 45, 2, 1.0);
    const Matrix a = bigA.block(3, 2, 17, 11);
    const Matrix b =
        transposeB ? Matrix(bigB.block(1, 4, 13, 11)) : Matrix(bigB.block(1, 4, 11, 13));
    Matrix big = Matrix::Constant(30, 25, 7.0);
    if (transposeB)
        detail::multiplyInto(big.block(5, 3, 17, 13), bigA.block(3, 2, 17, 11),
                             bigB.block(1, 4, 13, 11), true);
    else
        detail::multiplyInto(big.block(5, 3, 17, 13), bigA.block(3, 2, 17, 11),
                             bigB.block(1, 4, 11, 13));
    const Matrix expected = reference(a, b, transposeB);
    QVERIFY((big.block(5, 3, 17, 13) - expected).cwiseAbs().maxCoeff() < 1e-13);
    // Outside the destination block nothing was written.
    Matrix outside = big;
    outside.block(5, 3, 17, 13).setConstant(7.0);
    QVERIFY(outside == Matrix::Constant(30, 25, 7.0));
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
