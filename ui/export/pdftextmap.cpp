#include "pdftextmap.h"

#include <QList>
#include <QString>

namespace {

/// Kangxi radicals, CJK radicals supplement, CJK compatibility ideographs.
bool isCompatibilityForm(char16_t c)
{
    return (c >= 0x2E80 && c <= 0x2FDF) || (c >= 0xF900 && c <= 0xFAFF);
}

/// The ideograph `c` stands for, or `c` when it is one already.
char16_t unified(char16_t c)
{
    if (!isCompatibilityForm(c))
        return c;
    const QString form = QString(QChar(c)).normalized(QString::NormalizationForm_KC);
    return form.size() == 1 && !isCompatibilityForm(form.at(0).unicode()) ? form.at(0).unicode()
                                                                          : c;
}

int hexValue(char c)
{
    if (c >= '0' && c <= '9')
        return c - '0';
    if (c >= 'A' && c <= 'F')
        return c - 'A' + 10;
    if (c >= 'a' && c <= 'f')
        return c - 'a' + 10;
    return -1;
}

/// Rewrites the four-digit character at `at` (just after a '<') in place; true if it did.
bool rewriteCharacter(QByteArray &pdf, qsizetype at)
{
    if (at + 4 >= pdf.size() || pdf.at(at + 4) != '>')
        return false;
    int code = 0;
    for (int i = 0; i < 4; ++i) {
        const int digit = hexValue(pdf.at(at + i));
        if (digit < 0)
            return false;
        code = code * 16 + digit;
    }
    const char16_t to = unified(char16_t(code));
    if (to == code)
        return false;
    const QByteArray hex = QByteArray::number(int(to), 16).toUpper().rightJustified(4, '0');
    pdf.replace(at, 4, hex);
    return true;
}

/// The '<' openings of the destinations in one line of a bfchar or bfrange block: in
/// "<src> <dst>" the second; in "<first> <last> [<d1> <d2> ...]" each inside the brackets;
/// in "<first> <last> <dst>" the third only when the range is one glyph (a longer range
/// maps its glyphs to consecutive characters and is left as it is).
QList<qsizetype> destinations(const QByteArray &pdf, qsizetype begin, qsizetype end, bool ranges)
{
    QList<qsizetype> inArray, plain;
    bool array = false;
    for (qsizetype i = begin; i < end; ++i) {
        const char c = pdf.at(i);
        if (c == '[' || c == ']')
            array = c == '[';
        else if (c == '<')
            (array ? inArray : plain) << i;
    }
    QList<qsizetype> out = inArray;
    if (!ranges && plain.size() == 2)
        out << plain.at(1);
    if (ranges && plain.size() == 3 && pdf.mid(plain.at(0), 6) == pdf.mid(plain.at(1), 6))
        out << plain.at(2);
    return out;
}

int rewriteBlocks(QByteArray &pdf, const QByteArray &open, const QByteArray &close, bool ranges)
{
    int rewritten = 0;
    for (qsizetype from = pdf.indexOf(open); from >= 0; from = pdf.indexOf(open, from)) {
        const qsizetype end = pdf.indexOf(close, from);
        if (end < 0)
            break;
        qsizetype line = pdf.indexOf('\n', from) + 1;
        while (line > 0 && line < end) {
            qsizetype next = pdf.indexOf('\n', line);
            if (next < 0 || next > end)
                next = end;
            for (qsizetype at : destinations(pdf, line, next, ranges))
                rewritten += rewriteCharacter(pdf, at + 1) ? 1 : 0;
            line = next + 1;
        }
        from = end;
    }
    return rewritten;
}

} // namespace

int PdfTextMap::restoreUnifiedIdeographs(QByteArray &pdf)
{
    return rewriteBlocks(pdf, "beginbfchar", "endbfchar", false) +
           rewriteBlocks(pdf, "beginbfrange", "endbfrange", true);
}
