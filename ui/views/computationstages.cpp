#include "computationstages.h"

#include "plotstyle.h"
#include "scenariocompare.h"
#include "scorestages.h"

#include <QCoreApplication>

#include <algorithm>
#include <limits>

namespace {

/// The top-left corner of `m` that a stage keeps.
template <typename M> M cornerOf(const M &m)
{
    return m.topLeftCorner(std::min<Eigen::Index>(m.rows(), ComputationStage::kCornerRows),
                           std::min<Eigen::Index>(m.cols(), ComputationStage::kCornerColumns));
}

/// The top-left corner of one head's scores at `stage` (computed, not stored).
attn::Matrix scoreCorner(const attn::AttentionTrace &t, std::size_t head, attn::ScoreStage stage)
{
    const attn::HeadTrace &h = t.heads[head];
    if (!attn::hasScores(h))
        return attn::Matrix();
    attn::Matrix corner(std::min<Eigen::Index>(h.weights.rows(), ComputationStage::kCornerRows),
                        std::min<Eigen::Index>(h.weights.cols(), ComputationStage::kCornerColumns));
    for (Eigen::Index r = 0; r < corner.rows(); ++r)
        for (Eigen::Index c = 0; c < corner.cols(); ++c)
            corner(r, c) = attn::scoreAt(t, head, stage, r, c);
    return corner;
}

/// The top-left corner of the trace's mask.
attn::BoolMatrix maskCorner(const attn::AttentionTrace &t, std::size_t head,
                            const attn::Matrix &corner)
{
    attn::BoolMatrix mask(corner.rows(), corner.cols());
    for (Eigen::Index r = 0; r < mask.rows(); ++r)
        for (Eigen::Index c = 0; c < mask.cols(); ++c)
            mask(r, c) = attn::isVisible(t, head, r, c);
    return mask;
}

/// `n` in the digits of `digits` (sub- or superscript 0 to 9).
QString inDigits(int n, const QString &digits)
{
    QString out;
    for (QChar c : QString::number(n))
        out += digits.at(c.digitValue());
    return out;
}

QString subscript(int n)
{
    return inDigits(n, QStringLiteral("₀₁₂₃₄₅₆₇₈₉"));
}

QString superscript(int n)
{
    return inDigits(n, QStringLiteral("⁰¹²³⁴⁵⁶⁷⁸⁹"));
}

QStringList tokens(const std::vector<std::string> &labels, qsizetype count, QChar prefix)
{
    QStringList out;
    for (qsizetype i = 0; i < count; ++i)
        out << (i < qsizetype(labels.size()) ? QString::fromStdString(labels[std::size_t(i)])
                                             : QString(prefix) + QString::number(i + 1));
    return out;
}

QStringList numbers(qsizetype count)
{
    QStringList out;
    for (qsizetype i = 0; i < count; ++i)
        out << QString::number(i + 1);
    return out;
}

} // namespace

std::vector<ComputationStage> computationStages(const attn::Scenario &s,
                                                const attn::AttentionTrace &t, int head)
{
    std::vector<ComputationStage> stages;
    if (t.heads.empty())
        return stages;
    head = std::clamp(head, 0, int(t.heads.size()) - 1);
    const attn::HeadTrace &h = t.heads[std::size_t(head)];
    const QString i = subscript(head + 1), sup = superscript(head + 1);
    const qsizetype m = h.weights.rows(), n = h.weights.cols();
    const QStringList queries = tokens(t.queryLabels, m, u'q');
    const QStringList keys = tokens(t.keyLabels, n, u'k');
    // Stages with no numbers (imported weights have no Q, K, V or output) are left out; their
    // captions go to a scratch stage.
    ComputationStage scratch{};
    // A stage of rows x columns numbers of which `corner` is the top-left corner.
    auto addCorner = [&](ComputationStage::Kind kind, int group, const QString &title,
                         const attn::Matrix &corner, Eigen::Index rows, Eigen::Index columns,
                         const QStringList &rowLabels, const QStringList &columnLabels) {
        if (corner.size() == 0)
            return &scratch;
        ComputationStage stage{kind, group, title,     QString(),   corner,
                               {},   false, rowLabels, columnLabels};
        stage.rows = rows;
        stage.columns = columns;
        stages.push_back(std::move(stage));
        return &stages.back();
    };
    auto add = [&](ComputationStage::Kind kind, int group, const QString &title,
                   const attn::Matrix &values, const QStringList &rowLabels,
                   const QStringList &columnLabels) {
        return addCorner(kind, group, title, cornerOf(values), values.rows(), values.cols(),
                         rowLabels, columnLabels);
    };
    using Kind = ComputationStage::Kind;
    const bool direct = s.mode == attn::InputMode::Direct;
    const attn::Matrix &qIn = s.queryInput(), &kIn = s.keyInput(), &vIn = s.valueInput();
    add(Kind::QueryInput, 0,
        direct ? QCoreApplication::translate("ComputationStages", "Q (input)")
               : QCoreApplication::translate("ComputationStages", "X (tokens)"),
        qIn, queries, numbers(qIn.cols()));
    if (s.mode != attn::InputMode::SelfAttention)
        add(Kind::KeyInput, 0,
            direct ? QCoreApplication::translate("ComputationStages", "K (input)")
                   : QCoreApplication::translate("ComputationStages", "Y (source tokens)"),
            kIn, keys, numbers(kIn.cols()));
    if (direct && !s.keysAreValues)
        add(Kind::ValueInput, 0, QCoreApplication::translate("ComputationStages", "V (input)"), vIn,
            keys, numbers(vIn.cols()));
    const QString x = direct ? QCoreApplication::translate("ComputationStages", "Q")
                             : QCoreApplication::translate("ComputationStages", "X");
    const QString y = direct ? QCoreApplication::translate("ComputationStages", "K")
                             : (s.mode == attn::InputMode::CrossAttention
                                    ? QCoreApplication::translate("ComputationStages", "Y")
                                    : QCoreApplication::translate("ComputationStages", "X"));
    const QString yv =
        direct ? (s.keysAreValues ? QCoreApplication::translate("ComputationStages", "K")
                                  : QCoreApplication::translate("ComputationStages", "V"))
               : y;
    // Identity projections would only repeat the inputs.
    if (!sameMatrix(h.q, qIn) && h.q.size() > 0)
        add(Kind::Q, 0,
            QCoreApplication::translate("ComputationStages", "Q%1 = %2 W_Q%3").arg(i, x, sup), h.q,
            queries, numbers(h.q.cols()));
    if (!sameMatrix(h.k, kIn))
        add(Kind::K, 0,
            QCoreApplication::translate("ComputationStages", "K%1 = %2 W_K%3").arg(i, y, sup), h.k,
            keys, numbers(h.k.cols()));
    if (!sameMatrix(h.v, vIn))
        add(Kind::V, 0,
            QCoreApplication::translate("ComputationStages", "V%1 = %2 W_V%3").arg(i, yv, sup), h.v,
            keys, numbers(h.v.cols()));

    const bool additive = s.score == attn::ScoreKind::Additive;
    const std::size_t index = std::size_t(head);
    addCorner(Kind::Scores, 1,
              additive ? QCoreApplication::translate("ComputationStages", "a′ = additive score")
                       : QCoreApplication::translate("ComputationStages", "a′ = Q%1 K%1ᵀ").arg(i),
              scoreCorner(t, index, attn::ScoreStage::Raw), m, n, queries, keys);
    addCorner(Kind::Scaled, 1, QCoreApplication::translate("ComputationStages", "s · a′"),
              scoreCorner(t, index, attn::ScoreStage::Scaled), m, n, queries, keys)
        ->caption =
        QCoreApplication::translate("ComputationStages", "s = %1").arg(PlotStyle::compact(h.scale));
    const attn::Matrix tempered = scoreCorner(t, index, attn::ScoreStage::Tempered);
    addCorner(Kind::Tempered, 1, QCoreApplication::translate("ComputationStages", "s · a′ / T"),
              tempered, m, n, queries, keys)
        ->caption = QCoreApplication::translate("ComputationStages", "T = %1")
                        .arg(PlotStyle::compact(s.temperature));
    const attn::BoolMatrix mask = maskCorner(t, index, cornerOf(h.weights));
    ComputationStage *maskStage =
        addCorner(Kind::Masked, 1, QCoreApplication::translate("ComputationStages", "masked"),
                  tempered, m, n, queries, keys);
    if (tempered.size() > 0) {
        maskStage->mask = mask;
        attn::Matrix &shown = maskStage->values;
        for (Eigen::Index r = 0; r < shown.rows(); ++r)
            for (Eigen::Index c = 0; c < shown.cols(); ++c)
                if (!maskStage->mask(r, c))
                    shown(r, c) = -std::numeric_limits<double>::infinity();
    }
    maskStage->caption = QCoreApplication::translate("ComputationStages", "hidden keys → −∞");
    ComputationStage *weights =
        add(Kind::Weights, 1,
            QCoreApplication::translate("ComputationStages", "A%1 = softmax per row").arg(i),
            h.weights, queries, keys);
    weights->mask = mask;
    weights->isWeights = true;
    weights->caption = QCoreApplication::translate("ComputationStages", "rows sum to 1");

    if (h.output.cols() == 0)
        return stages;
    add(Kind::HeadOutput, 2,
        QCoreApplication::translate("ComputationStages", "head%1 = A%1 V%1").arg(i), h.output,
        queries, numbers(h.output.cols()))
        ->caption =
        h.enabled ? QString()
                  : QCoreApplication::translate("ComputationStages", "head switched off: zeros");
    const int heads = int(t.heads.size());
    const bool project = s.combination == attn::HeadCombination::ConcatProject;
    if (project && heads > 1) {
        ComputationStage *c =
            add(Kind::Concat, 2,
                QCoreApplication::translate("ComputationStages", "concat(head₁ … head%1)")
                    .arg(subscript(heads)),
                t.concatenated, queries, numbers(t.concatenated.cols()));
        for (int k = 0; k < head; ++k)
            c->blockOffset += int(t.heads[std::size_t(k)].output.cols());
        c->blockWidth = int(h.output.cols());
        c->caption = QCoreApplication::translate("ComputationStages", "head %1 is columns %2–%3")
                         .arg(head + 1)
                         .arg(c->blockOffset + 1)
                         .arg(c->blockOffset + c->blockWidth);
    }
    if (project) {
        add(Kind::OutputProjection, 2, QCoreApplication::translate("ComputationStages", "W_O"),
            s.outputProjection, numbers(s.outputProjection.rows()),
            numbers(s.outputProjection.cols()));
        add(Kind::Output, 2,
            heads > 1 ? QCoreApplication::translate("ComputationStages", "output = concat W_O")
                      : QCoreApplication::translate("ComputationStages", "output = head₁ W_O"),
            t.output, queries, numbers(t.output.cols()));
    } else {
        add(Kind::Output, 2,
            s.combination == attn::HeadCombination::Mean
                ? QCoreApplication::translate("ComputationStages", "output = mean of the heads")
                : QCoreApplication::translate("ComputationStages", "output = Σ w_h head_h"),
            t.output, queries, numbers(t.output.cols()));
    }
    return stages;
}

QString stageGroupTitle(int group)
{
    switch (group) {
    case 0:
        return QCoreApplication::translate("ComputationStages", "1. Inputs and projections");
    case 1:
        return QCoreApplication::translate("ComputationStages",
                                           "2. Scores, scaling, temperature, mask, softmax");
    case 2:
        return QCoreApplication::translate("ComputationStages",
                                           "3. Weighted sum of the values and the output");
    default:
        return QString();
    }
}

std::vector<StageCells> stageSources(const std::vector<ComputationStage> &stages, int stage,
                                     int row, int column)
{
    std::vector<StageCells> out;
    if (stage < 0 || stage >= int(stages.size()))
        return out;
    using Kind = ComputationStage::Kind;
    // The latest stage before `stage` of one of the kinds (a projection, or its input when
    // the projection is the identity and not shown).
    auto find = [&](std::initializer_list<Kind> kinds) {
        for (int i = stage - 1; i >= 0; --i)
            for (Kind k : kinds)
                if (stages[std::size_t(i)].kind == k)
                    return i;
        return -1;
    };
    auto push = [&](int s, int r, int c) {
        if (s >= 0)
            out.push_back({s, r, c});
    };
    switch (stages[std::size_t(stage)].kind) {
    case Kind::QueryInput:
    case Kind::KeyInput:
    case Kind::ValueInput:
    case Kind::OutputProjection:
        break;
    case Kind::Q:
        push(find({Kind::QueryInput}), row, -1);
        break;
    case Kind::K:
        push(find({Kind::KeyInput, Kind::QueryInput}), row, -1);
        break;
    case Kind::V:
        push(find({Kind::ValueInput, Kind::KeyInput, Kind::QueryInput}), row, -1);
        break;
    case Kind::Scores:
        push(find({Kind::Q, Kind::QueryInput}), row, -1);
        push(find({Kind::K, Kind::KeyInput, Kind::QueryInput}), column, -1);
        break;
    case Kind::Scaled:
    case Kind::Tempered:
    case Kind::Masked:
        push(stage - 1, row, column);
        break;
    case Kind::Weights:
        push(stage - 1, row, -1); // softmax reads the whole row
        break;
    case Kind::HeadOutput:
        push(find({Kind::Weights}), row, -1);
        push(find({Kind::V, Kind::ValueInput, Kind::KeyInput, Kind::QueryInput}), -1, column);
        break;
    case Kind::Concat: {
        const ComputationStage &c = stages[std::size_t(stage)];
        if (column >= c.blockOffset && column < c.blockOffset + c.blockWidth)
            push(find({Kind::HeadOutput}), row, column - c.blockOffset);
        break;
    }
    case Kind::Output: {
        const int concat = find({Kind::Concat, Kind::HeadOutput});
        push(concat, row, -1);
        if (const int wo = find({Kind::OutputProjection}); wo >= 0)
            push(wo, -1, column);
        break;
    }
    }
    return out;
}
