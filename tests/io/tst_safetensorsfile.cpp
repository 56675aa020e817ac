// Safetensors files: every dtype read exactly from bytes the test lays out itself, the
// binary16 and bfloat16 conversions bit by bit, and each malformed header refused with a
// sentence naming the file and the tensor, without allocating what the header claims.
#include "halfprecision.h"
#include "safetensorsfile.h"
#include "safetensorswriter.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <sys/resource.h>

#include <bit>
#include <cmath>
#include <limits>

using namespace attn;
using namespace attn::io;
using namespace Qt::StringLiterals;

namespace {

QString writeFile(const QTemporaryDir &dir, const QByteArray &content)
{
    const QString path = dir.filePath(QStringLiteral("model.safetensors"));
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(content) != content.size())
        return {};
    return path;
}

/// The peak resident memory of this process so far, in MiB.
long peakMebibytes()
{
    rusage usage{};
    getrusage(RUSAGE_SELF, &usage);
    return usage.ru_maxrss / 1024;
}

/// binary16 from its fields by the definition, for comparison with the bit manipulation.
double halfReference(std::uint16_t bits)
{
    const double sign = (bits & 0x8000) ? -1.0 : 1.0;
    const int exponent = (bits >> 10) & 0x1F;
    const int mantissa = bits & 0x3FF;
    if (exponent == 0x1F)
        return mantissa ? std::numeric_limits<double>::quiet_NaN()
                        : sign * std::numeric_limits<double>::infinity();
    if (exponent == 0)
        return sign * std::ldexp(mantissa, -24);
    return sign * std::ldexp(1024 + mantissa, exponent - 25);
}

} // namespace

class TestSafetensorsFile : public QObject
{
    Q_OBJECT

private slots:
    void claimsOfGigabytesCostNoMemory();
    void readsEveryDtype_data();
    void readsEveryDtype();
    void halfConversions_data();
    void halfConversions();
    void everyHalfMatchesItsDefinition();
    void refusesMalformedFiles_data();
    void refusesMalformedFiles();
};

void TestSafetensorsFile::claimsOfGigabytesCostNoMemory()
{
    QTemporaryDir dir;
    const long before = peakMebibytes();
    QString error;
    // A header length of 2^63, and 8 GB of tensor in a file of a few hundred bytes.
    QVERIFY(!SafetensorsFile::open(
        writeFile(dir, safetensorsFile("{}", {}, std::uint64_t(1) << 63)), &error));
    QVERIFY2(error.contains(QStringLiteral("9223372036854775808 bytes")), qPrintable(error));
    const QByteArray huge = R"({"w":{"dtype":"F64","shape":[1000000000],)"
                            R"("data_offsets":[0,8000000000]}})";
    QVERIFY(!SafetensorsFile::open(writeFile(dir, safetensorsFile(huge, "12345678")), &error));
    QVERIFY2(error.contains(QStringLiteral("\"w\" data_offsets end 8000000000 is past the 8 "
                                           "bytes")),
             qPrintable(error));
    // A real 1 GiB tensor (a sparse file): opening maps it and reads nothing of the data.
    const QByteArray gig = R"({"w":{"dtype":"F32","shape":[16384,16384],)"
                           R"("data_offsets":[0,1073741824]}})";
    const QString path = writeFile(dir, safetensorsFile(gig));
    QVERIFY(QFile::resize(path, 8 + gig.size() + (qint64(1) << 30)));
    const std::unique_ptr<SafetensorsFile> file = SafetensorsFile::open(path, &error);
    QVERIFY2(file, qPrintable(error));
    QCOMPARE(file->find("w")->elementCount(), std::uint64_t(1) << 28);
    QVERIFY2(peakMebibytes() - before < 32,
             qPrintable(QStringLiteral("peak grew by %1 MiB").arg(peakMebibytes() - before)));
}

void TestSafetensorsFile::readsEveryDtype_data()
{
    QTest::addColumn<QByteArray>("dtype");
    QTest::addColumn<QByteArray>("padding"); // shifts the data off any alignment
    for (const char *dtype : {"F64", "F32", "F16", "BF16"}) {
        QTest::newRow(dtype) << QByteArray(dtype) << QByteArray();
        QTest::newRow(QByteArray(dtype) + " unaligned") << QByteArray(dtype) << QByteArray("   ");
    }
}

void TestSafetensorsFile::readsEveryDtype()
{
    QFETCH(QByteArray, dtype);
    QFETCH(QByteArray, padding);
    // Exact in every dtype: at most 8 significant bits, within binary16's range (2^-20 is
    // subnormal there).
    const std::vector<double> values = {1.0, -2.5, 0.0078125, 100.0, -0.0, std::ldexp(1.0, -20)};
    const std::vector<double> bias = {0.5, -1.5};
    const QList<SafetensorsEntry> entries = {
        {"m", dtype, {2, 3}, encodeValues(values, dtype)},
        {"b", dtype, {2}, encodeValues(bias, dtype)},
        {"empty", dtype, {0, 3}, {}},
    };
    QByteArray data;
    for (const SafetensorsEntry &entry : entries)
        data += entry.data;
    const QByteArray header = safetensorsHeader(entries, R"({"format":"pt"})") + padding;
    QTemporaryDir dir;
    QString error;
    const auto file = SafetensorsFile::open(writeFile(dir, safetensorsFile(header, data)), &error);
    QVERIFY2(file, qPrintable(error));
    QCOMPARE(file->tensors().size(), std::size_t(3)); // __metadata__ is not a tensor
    const SafetensorsFile::Tensor *m = file->find("m");
    QVERIFY(m && !file->find("__metadata__") && !file->find("x"));
    QCOMPARE(SafetensorsFile::dtypeName(m->dtype), QString::fromLatin1(dtype));
    QCOMPARE(m->shape, (std::vector<std::int64_t>{2, 3}));
    QCOMPARE(m->begin, std::uint64_t(0));
    QCOMPARE(m->end, std::uint64_t(6 * SafetensorsFile::elementBytes(m->dtype)));
    const Matrix matrix = file->matrix(*m, 2, 3);
    for (int i = 0; i < 6; ++i) {
        QCOMPARE(matrix(i / 3, i % 3), values[std::size_t(i)]);
        QCOMPARE(std::signbit(matrix(i / 3, i % 3)), std::signbit(values[std::size_t(i)]));
    }
    const Vector b = file->vector(*file->find("b"));
    QCOMPARE(b.size(), Eigen::Index(2));
    QCOMPARE(b(0), 0.5);
    QCOMPARE(b(1), -1.5);
    QCOMPARE(file->find("empty")->elementCount(), std::uint64_t(0));
}

void TestSafetensorsFile::halfConversions_data()
{
    QTest::addColumn<bool>("bfloat");
    QTest::addColumn<int>("bits");
    QTest::addColumn<double>("value");
    const double inf = std::numeric_limits<double>::infinity();
    const double nan = std::numeric_limits<double>::quiet_NaN();
    QTest::newRow("f16 +0") << false << 0x0000 << 0.0;
    QTest::newRow("f16 -0") << false << 0x8000 << -0.0;
    QTest::newRow("f16 1") << false << 0x3C00 << 1.0;
    QTest::newRow("f16 -2") << false << 0xC000 << -2.0;
    QTest::newRow("f16 1/3") << false << 0x3555 << 0.333251953125;
    QTest::newRow("f16 max") << false << 0x7BFF << 65504.0;
    QTest::newRow("f16 min normal") << false << 0x0400 << std::ldexp(1.0, -14);
    QTest::newRow("f16 min subnormal") << false << 0x0001 << std::ldexp(1.0, -24);
    QTest::newRow("f16 max subnormal") << false << 0x03FF << std::ldexp(1023.0, -24);
    QTest::newRow("f16 -subnormal") << false << 0x8200 << -std::ldexp(1.0, -15);
    QTest::newRow("f16 +inf") << false << 0x7C00 << inf;
    QTest::newRow("f16 -inf") << false << 0xFC00 << -inf;
    QTest::newRow("f16 quiet NaN") << false << 0x7E00 << nan;
    QTest::newRow("f16 signalling NaN") << false << 0x7C01 << nan;
    QTest::newRow("f16 -NaN") << false << 0xFFFF << nan;
    QTest::newRow("bf16 +0") << true << 0x0000 << 0.0;
    QTest::newRow("bf16 -0") << true << 0x8000 << -0.0;
    QTest::newRow("bf16 1") << true << 0x3F80 << 1.0;
    QTest::newRow("bf16 pi") << true << 0x4049 << 3.140625;
    QTest::newRow("bf16 max") << true << 0x7F7F << std::ldexp(255.0, 120);
    QTest::newRow("bf16 min subnormal") << true << 0x0001 << std::ldexp(1.0, -133);
    QTest::newRow("bf16 +inf") << true << 0x7F80 << inf;
    QTest::newRow("bf16 -inf") << true << 0xFF80 << -inf;
    QTest::newRow("bf16 NaN") << true << 0x7FC0 << nan;
}

void TestSafetensorsFile::halfConversions()
{
    QFETCH(bool, bfloat);
    QFETCH(int, bits);
    QFETCH(double, value);
    const double converted =
        bfloat ? bfloat16ToDouble(std::uint16_t(bits)) : halfToDouble(std::uint16_t(bits));
    if (std::isnan(value)) {
        QVERIFY(std::isnan(converted));
        return;
    }
    QCOMPARE(converted, value);
    QCOMPARE(std::signbit(converted), std::signbit(value));
}

void TestSafetensorsFile::everyHalfMatchesItsDefinition()
{
    for (int bits = 0; bits < 0x10000; ++bits) {
        const double converted = halfToDouble(std::uint16_t(bits));
        const double expected = halfReference(std::uint16_t(bits));
        if (std::isnan(expected)) {
            QVERIFY2(std::isnan(converted), qPrintable(QString::number(bits, 16)));
            continue;
        }
        QVERIFY2(std::bit_cast<std::uint64_t>(converted) == std::bit_cast<std::uint64_t>(expected),
                 qPrintable(QString::number(bits, 16)));
        // And binary16 through the writer's encoder comes back to the same bits.
        QCOMPARE(int(halfBits(converted)), bits);
    }
}

void TestSafetensorsFile::refusesMalformedFiles_data()
{
    QTest::addColumn<QByteArray>("content");
    QTest::addColumn<QStringList>("expected"); // parts of the message, besides the file name
    auto row = [](const char *name, const QByteArray &content, const QStringList &expected) {
        QTest::newRow(name) << content << expected;
    };
    auto tensor = [](const QByteArray &entry, const QByteArray &data = QByteArray(16, '\0')) {
        return safetensorsFile("{\"w\":" + entry + "}", data);
    };
    const QByteArray f32x2 = R"("dtype":"F32","shape":[2],)";
    row("too short", "abcd", {u"4 bytes long, too short"_s});
    row("length 0", safetensorsFile("", "{}", 0), {u"header length is 0 bytes"_s});
    row("length 1", safetensorsFile("{", "}", 1), {u"header length is 1 bytes"_s});
    row("length over the limit", safetensorsFile("{}", {}, 100'000'001),
        {u"100000001 bytes, more than the 100000000"_s});
    row("length past the end", safetensorsFile("{}", "    ", 1000),
        {u"1000 bytes, but only 6 follow it"_s});
    row("not JSON", safetensorsFile("{\"w\":"), {u"not valid JSON"_s});
    row("array", safetensorsFile("[1,2]"), {u"not a JSON object"_s});
    row("repeated name", safetensorsFile(R"({"w":{},"w":{}})"), {u"names \"w\" twice"_s});
    row("entry not object", tensor("3"), {u"tensor \"w\" is not a JSON object"_s});
    row("no dtype", tensor(R"({"shape":[2],"data_offsets":[0,8]})"),
        {u"tensor \"w\" has no dtype"_s});
    row("unknown dtype", tensor(R"({"dtype":"I64","shape":[2],"data_offsets":[0,16]})"),
        {u"tensor \"w\" has dtype \"I64\""_s, u"F64, F32, F16 and BF16"_s});
    row("shape not array", tensor(R"({"dtype":"F32","shape":2,"data_offsets":[0,8]})"),
        {u"tensor \"w\" has no shape array"_s});
    row("negative shape", tensor(R"({"dtype":"F32","shape":[2,-1],"data_offsets":[0,8]})"),
        {u"tensor \"w\" shape entry 1 is not a non-negative integer"_s});
    row("fractional shape", tensor(R"({"dtype":"F32","shape":[1.5],"data_offsets":[0,8]})"),
        {u"tensor \"w\" shape entry 0 is not"_s});
    row("string shape", tensor(R"({"dtype":"F32","shape":["2"],"data_offsets":[0,8]})"),
        {u"tensor \"w\" shape entry 0 is not"_s});
    row("count overflow",
        tensor(R"({"dtype":"F32","shape":[4294967296,4294967296],"data_offsets":[0,8]})"),
        {u"tensor \"w\" has shape [4294967296, 4294967296], more elements than can be"_s});
    row("byte overflow",
        tensor(R"({"dtype":"F64","shape":[2305843009213693952,8],"data_offsets":[0,8]})"),
        {u"tensor \"w\" has shape [2305843009213693952, 8], more elements"_s});
    row("one offset", tensor("{" + f32x2 + R"("data_offsets":[0]})"),
        {u"tensor \"w\" data_offsets must be two non-negative integers"_s});
    row("no offsets", tensor("{" + f32x2.chopped(1) + "}"), {u"tensor \"w\" data_offsets"_s});
    row("negative offset", tensor("{" + f32x2 + R"("data_offsets":[-8,0]})"),
        {u"tensor \"w\" data_offsets must be"_s});
    row("string offset", tensor("{" + f32x2 + R"("data_offsets":["0",8]})"),
        {u"tensor \"w\" data_offsets must be"_s});
    row("begin after end", tensor("{" + f32x2 + R"("data_offsets":[8,0]})"),
        {u"tensor \"w\" data_offsets begin 8 is after end 0"_s});
    row("end past data", tensor("{" + f32x2 + R"("data_offsets":[12,20]})"),
        {u"tensor \"w\" data_offsets end 20 is past the 16 bytes of data"_s});
    row("bytes not shape", tensor("{" + f32x2 + R"("data_offsets":[0,12]})"),
        {u"tensor \"w\" holds 12 bytes, but shape [2] of F32 needs 8"_s});
    row("overlap",
        safetensorsFile(R"({"a":{"dtype":"F32","shape":[2],"data_offsets":[0,8]},)"
                        R"("w":{"dtype":"F16","shape":[4],"data_offsets":[4,12]}})",
                        QByteArray(16, '\0')),
        {u"tensors \"a\" (bytes 0 to 8) and \"w\" (bytes 4 to 12) overlap"_s});
    row("overlap inside",
        safetensorsFile(R"({"big":{"dtype":"F32","shape":[4],"data_offsets":[0,16]},)"
                        R"("x":{"dtype":"F16","shape":[1],"data_offsets":[2,4]},)"
                        R"("y":{"dtype":"F16","shape":[1],"data_offsets":[8,10]}})",
                        QByteArray(16, '\0')),
        {u"tensors \"big\" (bytes 0 to 16) and \"x\" (bytes 2 to 4) overlap"_s});
    row("shared bytes",
        safetensorsFile(R"({"a":{"dtype":"F32","shape":[2],"data_offsets":[0,8]},)"
                        R"("b":{"dtype":"F64","shape":[1],"data_offsets":[0,8]}})",
                        QByteArray(8, '\0')),
        {u"tensors \"a\" (bytes 0 to 8) and \"b\" (bytes 0 to 8) overlap"_s});
}

void TestSafetensorsFile::refusesMalformedFiles()
{
    QFETCH(QByteArray, content);
    QFETCH(QStringList, expected);
    QTemporaryDir dir;
    const QString path = writeFile(dir, content);
    QString error;
    QVERIFY(!SafetensorsFile::open(path, &error));
    QVERIFY2(error.contains(path), qPrintable(error));
    for (const QString &part : expected)
        QVERIFY2(error.contains(part), qPrintable(error));
}

QTEST_GUILESS_MAIN(TestSafetensorsFile)
#include "tst_safetensorsfile.moc"
