#pragma once
// The inputs of tst_memorybudget: small files that ask for much memory, and the largest
// files the program reads. Each is written into `dir` and its path returned. Written as
// text, not through the program's own writers, so that the test does not depend on them.

#include <QByteArray>
#include <QDir>
#include <QFile>
#include <QRandomGenerator>
#include <QString>

#include <array>
#include <cstdint>

namespace HostileInputs {

inline QString save(const QDir &dir, const QString &name, const QByteArray &bytes)
{
    const QString path = dir.filePath(name);
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size())
        qFatal("cannot write %s", qPrintable(path));
    return path;
}

/// `rows` x `cols` seeded numbers in [-1, 1) with `digits` decimals, as JSON rows.
inline QByteArray jsonMatrix(int rows, int cols, int digits, quint32 seed)
{
    QRandomGenerator random(seed);
    QByteArray text = "[";
    text.reserve(qsizetype(rows) * cols * (digits + 5));
    for (int r = 0; r < rows; ++r) {
        text += r ? ",\n[" : "[";
        for (int c = 0; c < cols; ++c) {
            if (c)
                text += ", ";
            text += QByteArray::number(random.generateDouble() * 2 - 1, 'f', digits);
        }
        text += ']';
    }
    return text + ']';
}

/// Self-attention over `tokens` tokens of `components`, `heads` heads, random projections.
inline QString selfAttention(const QDir &dir, int tokens, int components, int heads, int digits = 4)
{
    return save(dir, QStringLiteral("self-%1x%2h%3.json").arg(tokens).arg(components).arg(heads),
                R"({"format": 1, "mode": "self", "projectionInit": "random", "headCount": )" +
                    QByteArray::number(heads) + R"(, "tokens": )" +
                    jsonMatrix(tokens, components, digits, 7) + "}\n");
}

/// Additive scores over 4,096 tokens with a hidden layer of 4,096 (110 KB).
inline QString additiveWide(const QDir &dir)
{
    return save(dir, QStringLiteral("additive.json"),
                R"({"format": 1, "mode": "self", "projectionInit": "random", "score": )"
                R"("additive", "additiveHidden": 4096, "tokens": )" +
                    jsonMatrix(4096, 4, 3, 8) + "}\n");
}

/// 4,096 queries and keys, each labelled with 1,000 bytes (UTF-8 of 1, 2 and 3 bytes).
inline QString longLabels(const QDir &dir)
{
    auto labels = [](char side) {
        QByteArray list = "[";
        for (int i = 0; i < 4096; ++i) {
            QByteArray label = side + QByteArray::number(i) + ' ';
            while (label.size() + 3 <= 1000)
                label += i % 2 ? "\xe8\xaa\x9e" : "\xc3\xa9x"; // 語, éx
            label += QByteArray(1000 - label.size(), 'y');
            list += (i ? ", \"" : "\"") + label + '"';
        }
        return list + ']';
    };
    return save(dir, QStringLiteral("labels.json"),
                R"({"format": 1, "mode": "direct", "queries": )" + jsonMatrix(4096, 2, 3, 9) +
                    R"(, "keys": )" + jsonMatrix(4096, 2, 3, 10) + R"(, "queryLabels": )" +
                    labels('q') + R"(, "keyLabels": )" + labels('k') + "}\n");
}

/// 100 steps, each one token of 1,024 components with random 1,024 x 1,024 projections:
/// 1.2 MB asking for 3.2 GiB of matrices.
inline QString wideLesson(const QDir &dir)
{
    QByteArray token = "[";
    for (int c = 0; c < 1024; ++c)
        token += c ? ",0.5" : "0.5";
    token += "]";
    const QByteArray step =
        R"({"title": {"en": "S", "ja": "S"}, "text": {"en": "T", "ja": "T"}, "scenario":)"
        R"( {"mode": "self", "projectionInit": "random", "tokens": [)" +
        token + "]}}";
    QByteArrayList steps;
    for (int i = 0; i < 100; ++i)
        steps << step;
    return save(dir, QStringLiteral("wide-lesson.json"),
                R"({"format": 1, "id": "wide", "title": {"en": "W", "ja": "W"}, "steps": [)" +
                    steps.join(',') + "]}\n");
}

/// A 4,096 x 4,096 CSV of numbers with nine decimals: 200 MB, the largest matrix.
inline QString largestCsv(const QDir &dir)
{
    QRandomGenerator random(11);
    QByteArray text;
    text.reserve(qsizetype(4096) * 4096 * 13);
    for (int r = 0; r < 4096; ++r) {
        for (int c = 0; c < 4096; ++c) {
            text += QByteArray::number(random.generateDouble(), 'f', 9);
            text += c + 1 < 4096 ? ',' : '\n';
        }
    }
    return save(dir, QStringLiteral("largest.csv"), text);
}

/// 256 MiB less a byte of "0," on one line: 134 million fields at the size limit.
inline QString oneLineCsv(const QDir &dir)
{
    QByteArray text = QByteArray("0,").repeated((qsizetype(128) << 20) - 1) + '0';
    return save(dir, QStringLiteral("one-line.csv"), text);
}

inline quint32 crc32(const QByteArray &data)
{
    static const std::array<quint32, 256> table = [] {
        std::array<quint32, 256> t{};
        for (quint32 i = 0; i < 256; ++i) {
            quint32 c = i;
            for (int k = 0; k < 8; ++k)
                c = c & 1 ? 0xEDB88320u ^ (c >> 1) : c >> 1;
            t[i] = c;
        }
        return t;
    }();
    quint32 crc = 0xFFFFFFFFu;
    for (const char byte : data)
        crc = table[(crc ^ quint8(byte)) & 0xFF] ^ (crc >> 8);
    return crc ^ 0xFFFFFFFFu;
}

inline void put(QByteArray &out, quint64 value, int bytes)
{
    for (int i = 0; i < bytes; ++i)
        out += char((value >> (8 * i)) & 0xFF);
}

/// An .npz of one deflated member, x.npy: a float64 array of zeros of `shape` ("4096,
/// 16383": just under the 512 MiB a member may declare) in a file of about half a megabyte.
inline QString deflateBomb(const QDir &dir, const QByteArray &shape, qint64 elements)
{
    QByteArray header = "{'descr': '<f8', 'fortran_order': False, 'shape': (" + shape + "), }";
    header += QByteArray(63 - (10 + header.size()) % 64, ' ') + '\n';
    QByteArray npy("\x93NUMPY\x01\x00", 8);
    put(npy, quint64(header.size()), 2);
    npy += header;
    npy += QByteArray(elements * 8, '\0');
    // qCompress gives a zlib stream after a 4-byte size: without its 2-byte header and
    // 4-byte checksum it is the raw deflate a ZIP member holds.
    const QByteArray zlib = qCompress(npy, 9);
    const QByteArray deflated = zlib.mid(6, zlib.size() - 10);
    const quint32 crc = crc32(npy);
    const QByteArray name = "x.npy";
    auto common = [&](QByteArray &out) {
        put(out, 20, 2); // version needed
        put(out, 0, 2);  // flags
        put(out, 8, 2);  // deflate
        put(out, 0, 4);  // time and date
        put(out, crc, 4);
        put(out, quint64(deflated.size()), 4);
        put(out, quint64(npy.size()), 4);
        put(out, quint64(name.size()), 2);
        put(out, 0, 2); // extra
    };
    QByteArray zip;
    put(zip, 0x04034b50, 4);
    common(zip);
    zip += name + deflated;
    const qint64 directoryAt = zip.size();
    QByteArray directory;
    put(directory, 0x02014b50, 4);
    put(directory, 20, 2);
    common(directory);
    put(directory, 0, 2); // comment length
    put(directory, 0, 2); // disk
    put(directory, 0, 2); // internal attributes
    put(directory, 0, 4); // external attributes
    put(directory, 0, 4); // the local header's offset
    directory += name;
    zip += directory;
    put(zip, 0x06054b50, 4);
    put(zip, 0, 4);
    put(zip, 1, 2);
    put(zip, 1, 2);
    put(zip, quint64(directory.size()), 4);
    put(zip, quint64(directoryAt), 4);
    put(zip, 0, 2);
    return save(dir, QStringLiteral("bomb.npz"), zip);
}

/// A member the program cannot hold: a 4,096 x 16,383 matrix (512 MiB, in 520 KB).
inline QString deflateBomb(const QDir &dir)
{
    return deflateBomb(dir, "4096, 16383", qint64(4096) * 16383);
}

/// The largest stack of weights a member may hold: 3 heads of 4,096 x 4,096 zeros (384 MiB
/// in 390 KB), every row a query that sees no key.
inline QString largestWeights(const QDir &dir)
{
    return deflateBomb(dir, "3, 4096, 4096", qint64(3) * 4096 * 4096);
}

} // namespace HostileInputs
