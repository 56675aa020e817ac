#include "npyheader.h"

#include <QHash>

namespace {

/// A hand-written reader for the Python literal subset NumPy uses; never evaluates anything.
class HeaderParser
{
public:
    explicit HeaderParser(const QByteArray &text) : m_text(text) {}

    bool parse(NpyHeader &out, QString *error);

private:
    void skipSpace()
    {
        while (m_pos < m_text.size() && (m_text[m_pos] == ' ' || m_text[m_pos] == '\t' ||
                                         m_text[m_pos] == '\n' || m_text[m_pos] == '\r'))
            ++m_pos;
    }
    bool consume(char c)
    {
        skipSpace();
        if (m_pos < m_text.size() && m_text[m_pos] == c) {
            ++m_pos;
            return true;
        }
        return false;
    }
    char peek()
    {
        skipSpace();
        return m_pos < m_text.size() ? m_text[m_pos] : '\0';
    }
    bool fail(const QString &message)
    {
        //: %1 says what is wrong with the header
        m_error = NpyHeader::tr("bad .npy header: %1").arg(message);
        return false;
    }
    bool readString(QByteArray &out);
    bool readShape(std::vector<std::int64_t> &out);
    bool readBool(bool &out);

    const QByteArray &m_text;
    qsizetype m_pos = 0;
    QString m_error;
};

bool HeaderParser::readString(QByteArray &out)
{
    const char quote = peek();
    if (quote != '\'' && quote != '"')
        return fail(NpyHeader::tr("expected a quoted string at offset %1").arg(m_pos));
    const qsizetype end = m_text.indexOf(quote, m_pos + 1);
    if (end < 0)
        return fail(NpyHeader::tr("unterminated string at offset %1").arg(m_pos));
    out = m_text.mid(m_pos + 1, end - m_pos - 1);
    m_pos = end + 1;
    return true;
}

bool HeaderParser::readBool(bool &out)
{
    skipSpace();
    if (m_text.mid(m_pos, 4) == "True") {
        out = true;
        m_pos += 4;
        return true;
    }
    if (m_text.mid(m_pos, 5) == "False") {
        out = false;
        m_pos += 5;
        return true;
    }
    return fail(NpyHeader::tr("'fortran_order' must be True or False"));
}

bool HeaderParser::readShape(std::vector<std::int64_t> &out)
{
    if (!consume('('))
        return fail(NpyHeader::tr("'shape' must be a tuple such as (3, 4)"));
    out.clear();
    while (!consume(')')) {
        skipSpace();
        std::int64_t value = 0;
        qsizetype digits = 0;
        while (m_pos < m_text.size() && m_text[m_pos] >= '0' && m_text[m_pos] <= '9') {
            if (value > (std::int64_t(1) << 56))
                return fail(NpyHeader::tr("a dimension of 'shape' is too large"));
            value = value * 10 + (m_text[m_pos] - '0');
            ++m_pos;
            ++digits;
        }
        if (digits == 0)
            return fail(NpyHeader::tr("'shape' must hold non-negative integers"));
        if (m_pos < m_text.size() && m_text[m_pos] == 'L') // Python 2 long literal
            ++m_pos;
        out.push_back(value);
        if (out.size() > 32)
            return fail(NpyHeader::tr("'shape' has more than 32 axes"));
        if (!consume(',')) {
            if (!consume(')'))
                return fail(NpyHeader::tr("unterminated 'shape' tuple"));
            break;
        }
    }
    return true;
}

bool HeaderParser::parse(NpyHeader &out, QString *error)
{
    auto done = [&](bool ok) {
        if (!ok && error)
            *error = m_error;
        return ok;
    };
    if (!consume('{'))
        return done(fail(NpyHeader::tr("expected a dictionary starting with '{'")));
    QByteArray descr;
    bool haveDescr = false, haveOrder = false, haveShape = false;
    while (!consume('}')) {
        QByteArray key;
        if (!readString(key))
            return done(false);
        if (!consume(':'))
            return done(
                fail(NpyHeader::tr("expected ':' after '%1'").arg(QString::fromLatin1(key))));
        bool ok = true;
        if (key == "descr") {
            if (peek() == '[')
                return done(fail(NpyHeader::tr("structured (record) dtypes are not supported")));
            ok = readString(descr);
            haveDescr = true;
        } else if (key == "fortran_order") {
            ok = readBool(out.fortranOrder);
            haveOrder = true;
        } else if (key == "shape") {
            ok = readShape(out.shape);
            haveShape = true;
        } else {
            return done(fail(NpyHeader::tr("unexpected key '%1'").arg(QString::fromLatin1(key))));
        }
        if (!ok)
            return done(false);
        if (!consume(',')) {
            if (!consume('}'))
                return done(fail(NpyHeader::tr("expected ',' or '}' at offset %1").arg(m_pos)));
            break;
        }
    }
    skipSpace();
    if (m_pos != m_text.size())
        return done(fail(NpyHeader::tr("unexpected text after the dictionary")));
    if (!haveDescr || !haveOrder || !haveShape)
        return done(fail(NpyHeader::tr("'descr', 'fortran_order' and 'shape' are required")));

    out.descr = QString::fromLatin1(descr);
    if (descr.size() < 3)
        return done(fail(NpyHeader::tr("unsupported dtype '%1'").arg(out.descr)));
    const char order = descr[0];
    const char kind = descr[1];
    bool sizeOk = false;
    const int size = descr.mid(2).toInt(&sizeOk);
    if (!sizeOk || size <= 0 || (order != '<' && order != '>' && order != '|' && order != '='))
        return done(fail(NpyHeader::tr("unsupported dtype '%1'").arg(out.descr)));
    out.bigEndian = order == '>';
    const bool intSize = size == 1 || size == 2 || size == 4 || size == 8;
    if (kind == 'f' && (size == 4 || size == 8)) {
        out.kind = NpyHeader::Kind::Float;
    } else if (kind == 'i' && intSize) {
        out.kind = NpyHeader::Kind::SignedInt;
    } else if (kind == 'u' && intSize) {
        out.kind = NpyHeader::Kind::UnsignedInt;
    } else if (kind == 'b' && size == 1) {
        out.kind = NpyHeader::Kind::Bool;
    } else if (kind == 'U' && size <= 4096) {
        out.kind = NpyHeader::Kind::Unicode;
    } else {
        const QString message =
            kind == 'c'   ? NpyHeader::tr("unsupported dtype '%1' (complex numbers)")
            : kind == 'O' ? NpyHeader::tr("unsupported dtype '%1' (Python objects)")
            : kind == 'f' ? NpyHeader::tr("unsupported dtype '%1' (only float32 and float64)")
                          : NpyHeader::tr("unsupported dtype '%1'");
        return done(fail(message.arg(out.descr)));
    }
    out.itemSize = kind == 'U' ? size * 4 : size;
    return done(true);
}

} // namespace

bool NpyHeader::parse(const QByteArray &text, NpyHeader &out, QString *error)
{
    NpyHeader header;
    if (!HeaderParser(text).parse(header, error))
        return false;
    out = std::move(header);
    return true;
}

std::int64_t NpyHeader::elementCount() const
{
    std::int64_t count = 1;
    for (std::int64_t n : shape)
        if (__builtin_mul_overflow(count, n, &count))
            return -1;
    return count;
}

QByteArray NpyHeader::toText() const
{
    QByteArray shapeText = "(";
    for (std::size_t i = 0; i < shape.size(); ++i)
        shapeText += (i ? ", " : "") + QByteArray::number(shape[i]);
    shapeText += shape.size() == 1 ? ",)" : ")";
    return "{'descr': '" + descr.toLatin1() +
           "', 'fortran_order': " + (fortranOrder ? "True" : "False") + ", 'shape': " + shapeText +
           ", }";
}
