#include "scenarioedits.h"

#include "projectionfactory.h"

#include <algorithm>
#include <cmath>

namespace scenarioedits {
namespace {

using attn::InputMode;
using attn::Matrix;

void insertRow(Matrix &m, int position)
{
    const int rows = int(m.rows());
    position = std::clamp(position, 0, rows);
    Matrix out = Matrix::Zero(rows + 1, m.cols());
    out.topRows(position) = m.topRows(position);
    out.bottomRows(rows - position) = m.bottomRows(rows - position);
    m = std::move(out);
}

void removeRow(Matrix &m, int position)
{
    const int rows = int(m.rows());
    if (position < 0 || position >= rows)
        return;
    Matrix out(rows - 1, m.cols());
    out.topRows(position) = m.topRows(position);
    out.bottomRows(rows - 1 - position) = m.bottomRows(rows - 1 - position);
    m = std::move(out);
}

template <typename M> void moveRow(M &m, int from, int to)
{
    if (from < 0 || to < 0 || from >= m.rows() || to >= m.rows() || from == to)
        return;
    const auto row = m.row(from).eval();
    const int step = to > from ? 1 : -1;
    for (int r = from; r != to; r += step)
        m.row(r) = m.row(r + step);
    m.row(to) = row;
}

/// Resizes keeping the overlapping block; new cells get `fill`.
template <typename M> void resizeKeeping(M &m, int rows, int cols, typename M::Scalar fill)
{
    M out = M::Constant(rows, cols, fill);
    const int r = std::min<int>(rows, int(m.rows()));
    const int c = std::min<int>(cols, int(m.cols()));
    out.topLeftCorner(r, c) = m.topLeftCorner(r, c);
    m = std::move(out);
}

/// Where a node inserted into `graph` is drawn: right of the nodes there are.
attn::GraphNode newNodePlace(const attn::Graph &graph)
{
    attn::GraphNode place;
    for (const attn::GraphNode &node : graph.nodes)
        place.x = std::max(place.x, node.x + 1.0);
    return place;
}

bool maskInUse(const attn::Scenario &s)
{
    return s.mask == attn::MaskKind::Custom || s.customMask.size() > 0;
}

std::string defaultLabel(Side side, int index)
{
    return (side == Side::Query ? "q" : "k") + std::to_string(index + 1);
}

void fillLabels(attn::Scenario &s, Side side)
{
    auto &l = labels(s, side);
    const int count = tokenCount(s, side);
    for (int i = int(l.size()); i < count; ++i)
        l.push_back(defaultLabel(side, i));
    l.resize(size_t(count));
}

/// Keeps explicit projections multipliable after the inputs changed width.
void conformExplicitProjections(attn::Scenario &s)
{
    const int dq = int(s.queryInput().cols());
    const int dk = int(s.keyInput().cols());
    const int dv = int(s.valueInput().cols());
    for (attn::HeadProjection &h : s.heads) {
        resizeKeeping(h.wq, dq, int(h.wq.cols()), 0.0);
        resizeKeeping(h.wk, dk, int(h.wk.cols()), 0.0);
        resizeKeeping(h.wv, dv, int(h.wv.cols()), 0.0);
    }
}

} // namespace

std::vector<std::string> &labels(attn::Scenario &s, Side side)
{
    if (side == Side::Query || s.mode == InputMode::SelfAttention)
        return s.queryLabels;
    return s.keyLabels;
}

const std::vector<std::string> &labels(const attn::Scenario &s, Side side)
{
    if (side == Side::Query || s.mode == InputMode::SelfAttention)
        return s.queryLabels;
    return s.keyLabels;
}

int tokenCount(const attn::Scenario &s, Side side)
{
    return side == Side::Query ? s.queryCount() : s.keyCount();
}

void conform(attn::Scenario &s)
{
    if (!s.queryLabels.empty() || s.mode == InputMode::SelfAttention)
        fillLabels(s, Side::Query);
    if (s.mode != InputMode::SelfAttention && !s.keyLabels.empty())
        fillLabels(s, Side::Key);
    if (s.mode == InputMode::Direct && !s.keysAreValues && s.values.rows() != s.keys.rows())
        resizeKeeping(s.values, int(s.keys.rows()), int(s.values.cols()), 0.0);
    if (maskInUse(s))
        resizeKeeping(s.customMask, s.queryCount(), s.keyCount(), true);
    if (s.mask == attn::MaskKind::ValidLength)
        s.validLength = std::clamp(s.validLength, 1, std::max(1, s.keyCount()));
    if (s.mode == InputMode::SelfAttention && !s.graph.empty()) {
        // One node per token: rows replaced wholesale (an import) add or drop nodes at the end.
        while (s.graph.nodeCount() > s.tokens.rows())
            s.graph.removeNode(s.graph.nodeCount() - 1);
        while (s.graph.nodeCount() < s.tokens.rows())
            s.graph.insertNode(s.graph.nodeCount(), newNodePlace(s.graph));
    }
    if (s.projectionInit == attn::ProjectionInit::Explicit)
        conformExplicitProjections(s);
    attn::refreshProjections(s);
}

void insertToken(attn::Scenario &s, Side side, int position, const std::string &label)
{
    fillLabels(s, side);
    if (side == Side::Query || s.mode == InputMode::SelfAttention) {
        insertRow(s.mode == InputMode::Direct ? s.queries : s.tokens, position);
    } else if (s.mode == InputMode::Direct) {
        insertRow(s.keys, position);
        if (!s.keysAreValues)
            insertRow(s.values, position);
    } else {
        insertRow(s.sourceTokens, position);
    }
    auto &l = labels(s, side);
    position = std::clamp(position, 0, int(l.size()));
    l.insert(l.begin() + position, label);
    if (!s.graph.empty() && s.mode == InputMode::SelfAttention)
        s.graph.insertNode(position, newNodePlace(s.graph));
    if (maskInUse(s)) {
        // A new token may attend and be attended to: insert a visible row / column.
        attn::BoolMatrix &m = s.customMask;
        const bool rows = side == Side::Query || s.mode == InputMode::SelfAttention;
        const bool cols = side == Side::Key || s.mode == InputMode::SelfAttention;
        attn::BoolMatrix out =
            attn::BoolMatrix::Constant(m.rows() + (rows ? 1 : 0), m.cols() + (cols ? 1 : 0), true);
        for (int r = 0; r < m.rows(); ++r)
            for (int c = 0; c < m.cols(); ++c)
                out(r + (rows && r >= position ? 1 : 0), c + (cols && c >= position ? 1 : 0)) =
                    m(r, c);
        m = std::move(out);
    }
    conform(s);
}

void removeToken(attn::Scenario &s, Side side, int position)
{
    if (position < 0 || position >= tokenCount(s, side))
        return;
    fillLabels(s, side);
    if (side == Side::Query || s.mode == InputMode::SelfAttention) {
        removeRow(s.mode == InputMode::Direct ? s.queries : s.tokens, position);
    } else if (s.mode == InputMode::Direct) {
        removeRow(s.keys, position);
        if (!s.keysAreValues)
            removeRow(s.values, position);
    } else {
        removeRow(s.sourceTokens, position);
    }
    auto &l = labels(s, side);
    l.erase(l.begin() + position);
    if (!s.graph.empty() && s.mode == InputMode::SelfAttention)
        s.graph.removeNode(position);
    if (maskInUse(s)) {
        attn::BoolMatrix &m = s.customMask;
        const bool rows = side == Side::Query || s.mode == InputMode::SelfAttention;
        const bool cols = side == Side::Key || s.mode == InputMode::SelfAttention;
        const int outRows = int(m.rows()) - (rows && position < m.rows() ? 1 : 0);
        const int outCols = int(m.cols()) - (cols && position < m.cols() ? 1 : 0);
        attn::BoolMatrix out(outRows, outCols);
        for (int r = 0, orow = 0; r < m.rows(); ++r) {
            if (rows && r == position)
                continue;
            for (int c = 0, ocol = 0; c < m.cols(); ++c) {
                if (cols && c == position)
                    continue;
                out(orow, ocol++) = m(r, c);
            }
            ++orow;
        }
        m = std::move(out);
    }
    conform(s);
}

void moveToken(attn::Scenario &s, Side side, int from, int to)
{
    const int count = tokenCount(s, side);
    if (from < 0 || to < 0 || from >= count || to >= count || from == to)
        return;
    fillLabels(s, side);
    const bool querySide = side == Side::Query || s.mode == InputMode::SelfAttention;
    if (querySide) {
        moveRow(s.mode == InputMode::Direct ? s.queries : s.tokens, from, to);
    } else if (s.mode == InputMode::Direct) {
        moveRow(s.keys, from, to);
        if (!s.keysAreValues)
            moveRow(s.values, from, to);
    } else {
        moveRow(s.sourceTokens, from, to);
    }
    auto &l = labels(s, side);
    std::string label = l[size_t(from)];
    l.erase(l.begin() + from);
    l.insert(l.begin() + to, label);
    if (!s.graph.empty() && s.mode == InputMode::SelfAttention)
        s.graph.moveNode(from, to);
    if (maskInUse(s) && s.customMask.rows() == s.queryCount() &&
        s.customMask.cols() == s.keyCount()) {
        if (querySide)
            moveRow(s.customMask, from, to);
        if (side == Side::Key || s.mode == InputMode::SelfAttention) {
            attn::BoolMatrix t = s.customMask.transpose();
            moveRow(t, from, to);
            s.customMask = t.transpose();
        }
    }
    conform(s);
}

void renameToken(attn::Scenario &s, Side side, int position, const std::string &label)
{
    if (position < 0 || position >= tokenCount(s, side))
        return;
    fillLabels(s, side);
    labels(s, side)[size_t(position)] = label;
}

void setMode(attn::Scenario &s, attn::InputMode mode)
{
    if (mode == s.mode)
        return;
    const InputMode from = s.mode;
    const Matrix queryRows = s.queryInput();
    const Matrix keyRows = s.keyInput();
    const Matrix valueRows = s.valueInput();
    if (from == InputMode::SelfAttention)
        s.keyLabels = s.queryLabels;
    switch (mode) {
    case InputMode::Direct:
        s.queries = queryRows;
        s.keys = keyRows;
        s.values = valueRows;
        s.keysAreValues = from == InputMode::Direct ? s.keysAreValues : true;
        break;
    case InputMode::SelfAttention:
        s.tokens = queryRows;
        break;
    case InputMode::CrossAttention:
        s.tokens = queryRows;
        s.sourceTokens = keyRows;
        break;
    default:
        break; // other modes are not made by editing numbers (e.g. imported weights)
    }
    s.mode = mode;
    if (mode != InputMode::SelfAttention && !s.graph.empty()) {
        // A graph's nodes are the tokens of self-attention: it does not survive the switch.
        s.graph = attn::Graph();
        if (s.mask == attn::MaskKind::Neighbours)
            s.mask = attn::MaskKind::None;
    }
    conform(s);
}

void setKeysAreValues(attn::Scenario &s, bool keysAreValues)
{
    if (s.keysAreValues == keysAreValues)
        return;
    if (!keysAreValues)
        s.values = s.keys;
    s.keysAreValues = keysAreValues;
    conform(s);
}

void setDimension(attn::Scenario &s, const MatrixRef &ref, int columns)
{
    if (!ref.exists(s) || columns < 1)
        return;
    Matrix m = ref.get(s);
    resizeKeeping(m, int(m.rows()), columns, 0.0);
    ref.set(s, m);
    const bool sharedWidth =
        s.mode == InputMode::Direct && s.score == attn::ScoreKind::DotProduct &&
        (ref.kind == MatrixRef::Kind::Queries || ref.kind == MatrixRef::Kind::Keys);
    if (sharedWidth) {
        resizeKeeping(s.queries, int(s.queries.rows()), columns, 0.0);
        resizeKeeping(s.keys, int(s.keys.rows()), columns, 0.0);
    }
    if (!ref.isProjection())
        conform(s);
}

void randomize(attn::Scenario &s, const MatrixRef &ref, std::uint64_t seed)
{
    const Matrix m = ref.get(s);
    replaceMatrix(s, ref, attn::seededNormal(int(m.rows()), int(m.cols()), seed, 1.0));
}

void normalizeRows(attn::Scenario &s, const MatrixRef &ref)
{
    Matrix m = ref.get(s);
    for (int r = 0; r < m.rows(); ++r) {
        const double length = m.row(r).norm();
        if (length > 0.0 && std::isfinite(length))
            m.row(r) /= length;
    }
    replaceMatrix(s, ref, m);
}

void zero(attn::Scenario &s, const MatrixRef &ref)
{
    const Matrix m = ref.get(s);
    replaceMatrix(s, ref, Matrix::Zero(m.rows(), m.cols()));
}

void replaceMatrix(attn::Scenario &s, const MatrixRef &ref, const attn::Matrix &matrix)
{
    if (!ref.exists(s))
        return;
    const bool reshaped = matrix.rows() != ref.rows(s) || matrix.cols() != ref.cols(s);
    ref.set(s, matrix);
    if (ref.isProjection())
        s.projectionInit = attn::ProjectionInit::Explicit;
    else if (reshaped)
        conform(s);
}

void toggleMaskCell(attn::Scenario &s, int query, int key, const attn::BoolMatrix &current)
{
    const int m = s.queryCount();
    const int n = s.keyCount();
    if (query < 0 || key < 0 || query >= m || key >= n)
        return;
    if (s.mask != attn::MaskKind::Custom) {
        s.customMask = (current.rows() == m && current.cols() == n)
                           ? current
                           : attn::BoolMatrix::Constant(m, n, true);
        s.mask = attn::MaskKind::Custom;
    }
    if (s.customMask.rows() != m || s.customMask.cols() != n)
        resizeKeeping(s.customMask, m, n, true);
    s.customMask(query, key) = !s.customMask(query, key);
}

} // namespace scenarioedits
