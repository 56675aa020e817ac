#include "matrixref.h"

#include <QCoreApplication>

namespace {

const attn::HeadProjection *headOf(const attn::Scenario &s, int head)
{
    if (head < 0 || head >= int(s.heads.size()))
        return nullptr;
    return &s.heads[size_t(head)];
}

/// The matrix `ref` names in the scenario, or nullptr when it does not exist or is w_v (a
/// vector, see additiveVOf()). No copy: cell reads and writes go straight to the scenario.
attn::Matrix *matrixOf(attn::Scenario &s, const MatrixRef &ref)
{
    using Kind = MatrixRef::Kind;
    if (!ref.exists(s) || ref.kind == Kind::AdditiveV)
        return nullptr;
    attn::HeadProjection *h = ref.isProjection() && ref.kind != Kind::OutputProjection
                                  ? &s.heads[size_t(ref.head)]
                                  : nullptr;
    switch (ref.kind) {
    case Kind::Queries:
        return &s.queries;
    case Kind::Keys:
        return &s.keys;
    case Kind::Values:
        return &s.values;
    case Kind::Tokens:
        return &s.tokens;
    case Kind::SourceTokens:
        return &s.sourceTokens;
    case Kind::HeadWq:
        return &h->wq;
    case Kind::HeadWk:
        return &h->wk;
    case Kind::HeadWv:
        return &h->wv;
    case Kind::AdditiveQ:
        return &h->additiveQ;
    case Kind::AdditiveK:
        return &h->additiveK;
    case Kind::OutputProjection:
        return &s.outputProjection;
    case Kind::AdditiveV:
        break;
    }
    return nullptr;
}

const attn::Matrix *matrixOf(const attn::Scenario &s, const MatrixRef &ref)
{
    return matrixOf(const_cast<attn::Scenario &>(s), ref);
}

/// w_v of the head `ref` names when it is MatrixRef::Kind::AdditiveV, else nullptr.
attn::Vector *additiveVOf(attn::Scenario &s, const MatrixRef &ref)
{
    if (ref.kind != MatrixRef::Kind::AdditiveV || !ref.exists(s))
        return nullptr;
    return &s.heads[size_t(ref.head)].additiveV;
}

const attn::Vector *additiveVOf(const attn::Scenario &s, const MatrixRef &ref)
{
    return additiveVOf(const_cast<attn::Scenario &>(s), ref);
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

attn::InputMatrix MatrixRef::inputMatrix() const
{
    switch (kind) {
    case Kind::Keys:
        return attn::InputMatrix::Keys;
    case Kind::Values:
        return attn::InputMatrix::Values;
    case Kind::Tokens:
        return attn::InputMatrix::Tokens;
    case Kind::SourceTokens:
        return attn::InputMatrix::SourceTokens;
    default:
        return attn::InputMatrix::Queries;
    }
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
    if (const attn::Matrix *m = matrixOf(s, *this))
        return *m;
    if (const attn::Vector *v = additiveVOf(s, *this))
        return *v;
    return {};
}

void MatrixRef::set(attn::Scenario &s, const attn::Matrix &m) const
{
    if (attn::Matrix *target = matrixOf(s, *this))
        *target = m;
    else if (attn::Vector *v = additiveVOf(s, *this))
        *v = m.cols() > 0 ? attn::Vector(m.col(0)) : attn::Vector();
}

int MatrixRef::rows(const attn::Scenario &s) const
{
    if (const attn::Matrix *m = matrixOf(s, *this))
        return int(m->rows());
    const attn::Vector *v = additiveVOf(s, *this);
    return v ? int(v->size()) : 0;
}

int MatrixRef::cols(const attn::Scenario &s) const
{
    if (const attn::Matrix *m = matrixOf(s, *this))
        return int(m->cols());
    return additiveVOf(s, *this) ? 1 : 0;
}

double MatrixRef::value(const attn::Scenario &s, int row, int col) const
{
    if (row < 0 || col < 0 || row >= rows(s) || col >= cols(s))
        return 0.0;
    if (const attn::Matrix *m = matrixOf(s, *this))
        return (*m)(row, col);
    return (*additiveVOf(s, *this))[row];
}

void MatrixRef::setValue(attn::Scenario &s, int row, int col, double v) const
{
    if (row < 0 || col < 0 || row >= rows(s) || col >= cols(s))
        return;
    if (attn::Matrix *m = matrixOf(s, *this))
        (*m)(row, col) = v;
    else
        (*additiveVOf(s, *this))[row] = v;
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
