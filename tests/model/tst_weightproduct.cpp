// The products a model computes with its weights: a float-kept matrix gives what its values
// in double give (the conversion is exact and the arithmetic double), across the column or
// row blocks the threads share, the last block shorter; GELU applied after the bias.

#include "gelu.h"
#include "projectionfactory.h"
#include "weightproduct.h"

#include <QTest>

using attn::Matrix;
using attn::Vector;
using attn::model::FloatMatrix;
using attn::model::WeightMatrix;

namespace {

/// A rows x cols float matrix of N(0, 0.5^2) values.
FloatMatrix floats(int rows, int cols, std::uint64_t seed)
{
    return attn::seededNormal(rows, cols, seed, 0.5).cast<float>();
}

/// Largest |a - b| relative to the largest |b|.
double relative(const Matrix &a, const Matrix &b)
{
    return (a - b).cwiseAbs().maxCoeff() / b.cwiseAbs().maxCoeff();
}

} // namespace

class TestWeightProduct : public QObject
{
    Q_OBJECT

private slots:
    void floatWeightsMultiplyInDouble_data()
    {
        QTest::addColumn<int>("rows");
        QTest::addColumn<int>("inner");
        QTest::addColumn<int>("cols");
        QTest::newRow("one block") << 3 << 8 << 5;
        QTest::newRow("blocks and a short last one") << 17 << 300 << 600;
        QTest::newRow("one row, many blocks") << 1 << 64 << 1100;
    }

    void floatWeightsMultiplyInDouble()
    {
        QFETCH(int, rows);
        QFETCH(int, inner);
        QFETCH(int, cols);
        const Matrix x = attn::seededNormal(rows, inner, 1, 1.0);
        const FloatMatrix w = floats(inner, cols, 2);
        const Vector bias = attn::seededNormal(cols, 1, 3, 0.3).col(0);
        const Matrix exact = w.cast<double>();

        Matrix expected = x * exact;
        expected.rowwise() += bias.transpose();
        const Matrix fromFloat = attn::model::timesWeight(x, WeightMatrix(w), bias);
        const Matrix fromDouble = attn::model::timesWeight(x, WeightMatrix(exact), bias);
        QVERIFY2(relative(fromFloat, expected) < 1e-13, "float weights, double arithmetic");
        QVERIFY(relative(fromDouble, expected) < 1e-13);
        // Every value of a float differs from its double in the bits after float's 24: a
        // product in float arithmetic would be ~1e-7 away.
        QVERIFY(relative(Matrix((x.cast<float>() * w).cast<double>()), expected) > 1e-9);

        attn::model::applyGelu(expected);
        const Matrix activated =
            attn::model::timesWeight(x, WeightMatrix(w), bias, attn::model::Activation::Gelu);
        QVERIFY(relative(activated, expected) < 1e-13);

        const FloatMatrix table = floats(cols, inner, 4); // as wte: vocabulary x width
        const Matrix logits = attn::model::timesWeightTransposed(x, WeightMatrix(table));
        QVERIFY(relative(logits, Matrix(x * table.cast<double>().transpose())) < 1e-13);
    }

    void slicesKeepTheirPrecision()
    {
        const FloatMatrix w = floats(4, 9, 5);
        const WeightMatrix kept(w);
        QVERIFY(!kept.isDouble());
        const WeightMatrix middle = kept.columns(3, 3);
        QVERIFY(!middle.isDouble());
        QCOMPARE(middle.toDouble(), Matrix(w.middleCols(3, 3).cast<double>()));
        QCOMPARE(kept.row(2), Eigen::RowVectorXd(w.row(2).cast<double>()));
        QCOMPARE(kept.middleRows(1, 2), Matrix(w.middleRows(1, 2).cast<double>()));
        QVERIFY(WeightMatrix(Matrix(w.cast<double>())).columns(0, 2).isDouble());
    }
};

QTEST_APPLESS_MAIN(TestWeightProduct)
#include "tst_weightproduct.moc"
