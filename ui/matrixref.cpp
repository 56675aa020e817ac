#include "matrixref.h"

#include <QCoreApplication>

namespace {

const attn::HeadProjection *headOf(const attn::Scenario &s, int head)
{
    if (head < 0 || head >= int(s.heads.size()))
        return nullptr;
    return &s.heads[size_t(head)];
}

QString tr(const char *text)
{
    return QCoreApplication::translate("MatrixRef", text);
}

} // namespace

bool MatrixRef::isProjection() const
{
    return kind >= Kind::HeadWq;
}

bool MatrixRef::exists(const attn::Scenario &s) const
{
    using attn::InputMode;
    switch (kind) {
    case Kind::Queries:
    case Kind::Keys:
        return s.mode == InputMode::Direct;
    case Kind::Values:
        return s.mode == InputMode::Direct && !s.keysAreValues;
    case Kind::Tokens:
        return s.mode == InputMode::SelfAttention || s.mode == InputMode::CrossAttention;
    case Kind::SourceTokens:
        return s.mode == InputMode::CrossAttention;
    case Kind::OutputProjection:
        return true;
    default:
        return headOf(s, head) != nullptr;
    }
}

attn::Matrix MatrixRef::get(const attn::Scenario &s) const
{
    if (!exists(s))
        return {};
    const attn::HeadProjection *h = headOf(s, head);
    switch (kind) {
    case Kind::Queries:
        return s.queries;
    case Kind::Keys:
        return s.keys;
    case Kind::Values:
        return s.values;
    case Kind::Tokens:
        return s.tokens;
    case Kind::SourceTokens:
        return s.sourceTokens;
    case Kind::HeadWq:
        return h->wq;
    case Kind::HeadWk:
        return h->wk;
    case Kind::HeadWv:
        return h->wv;
    case Kind::AdditiveQ:
        return h->additiveQ;
    case Kind::AdditiveK:
        return h->additiveK;
    case Kind::AdditiveV:
        return h->additiveV;
    case Kind::OutputProjection:
        return s.outputProjection;
    }
    return {};
}

void MatrixRef::set(attn::Scenario &s, const attn::Matrix &m) const
{
    attn::HeadProjection *h =
        (head >= 0 && head < int(s.heads.size())) ? &s.heads[size_t(head)] : nullptr;
    switch (kind) {
    case Kind::Queries:
        s.queries = m;
        return;
    case Kind::Keys:
        s.keys = m;
        return;
    case Kind::Values:
        s.values = m;
        return;
    case Kind::Tokens:
        s.tokens = m;
        return;
    case Kind::SourceTokens:
        s.sourceTokens = m;
        return;
    case Kind::OutputProjection:
        s.outputProjection = m;
        return;
    default:
        break;
    }
    if (!h)
        return;
    switch (kind) {
    case Kind::HeadWq:
        h->wq = m;
        break;
    case Kind::HeadWk:
        h->wk = m;
        break;
    case Kind::HeadWv:
        h->wv = m;
        break;
    case Kind::AdditiveQ:
        h->additiveQ = m;
        break;
    case Kind::AdditiveK:
        h->additiveK = m;
        break;
    case Kind::AdditiveV:
        h->additiveV = m.cols() > 0 ? attn::Vector(m.col(0)) : attn::Vector();
        break;
    default:
        break;
    }
}

int MatrixRef::rows(const attn::Scenario &s) const
{
    return int(get(s).rows());
}

int MatrixRef::cols(const attn::Scenario &s) const
{
    return int(get(s).cols());
}

double MatrixRef::value(const attn::Scenario &s, int row, int col) const
{
    const attn::Matrix m = get(s);
    if (row < 0 || col < 0 || row >= m.rows() || col >= m.cols())
        return 0.0;
    return m(row, col);
}

void MatrixRef::setValue(attn::Scenario &s, int row, int col, double v) const
{
    attn::Matrix m = get(s);
    if (row < 0 || col < 0 || row >= m.rows() || col >= m.cols())
        return;
    m(row, col) = v;
    set(s, m);
}

QString MatrixRef::symbol() const
{
    const QString headText = tr(" (head %1)").arg(head + 1);
    switch (kind) {
    case Kind::Queries:
        return QStringLiteral("Q");
    case Kind::Keys:
        return QStringLiteral("K");
    case Kind::Values:
        return QStringLiteral("V");
    case Kind::Tokens:
        return QStringLiteral("X");
    case Kind::SourceTokens:
        return QStringLiteral("Y");
    case Kind::HeadWq:
        return QStringLiteral("W_Q") + headText;
    case Kind::HeadWk:
        return QStringLiteral("W_K") + headText;
    case Kind::HeadWv:
        return QStringLiteral("W_V") + headText;
    case Kind::AdditiveQ:
        return QStringLiteral("A_q") + headText;
    case Kind::AdditiveK:
        return QStringLiteral("A_k") + headText;
    case Kind::AdditiveV:
        return QStringLiteral("w_v") + headText;
    case Kind::OutputProjection:
        return QStringLiteral("W_O");
    }
    return {};
}

QString MatrixRef::title() const
{
    switch (kind) {
    case Kind::Queries:
        return tr("Queries Q");
    case Kind::Keys:
        return tr("Keys K");
    case Kind::Values:
        return tr("Values V");
    case Kind::Tokens:
        return tr("Token vectors X");
    case Kind::SourceTokens:
        return tr("Source tokens Y");
    default:
        return symbol();
    }
}

QString MatrixRef::rowLabel(const attn::Scenario &s, int row) const
{
    const std::vector<std::string> *labels = nullptr;
    switch (kind) {
    case Kind::Queries:
    case Kind::Tokens:
        labels = &s.queryLabels;
        break;
    case Kind::Keys:
    case Kind::Values:
    case Kind::SourceTokens:
        labels = &s.keyLabels;
        break;
    default:
        return tr("in %1").arg(row + 1);
    }
    if (row >= 0 && row < int(labels->size()) && !(*labels)[size_t(row)].empty())
        return QString::fromStdString((*labels)[size_t(row)]);
    const bool querySide = kind == Kind::Queries || kind == Kind::Tokens;
    return (querySide ? QStringLiteral("q%1") : QStringLiteral("k%1")).arg(row + 1);
}
