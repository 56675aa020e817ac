#include "tracematrix.h"

#include "scorestages.h"

#include <QCoreApplication>

namespace {

QStringList labels(const std::vector<std::string> &names)
{
    QStringList out;
    for (const std::string &name : names)
        out << QString::fromStdString(name);
    return out;
}

} // namespace

QList<TraceMatrix::Kind> TraceMatrix::kinds()
{
    return {Kind::Weights, Kind::Scores, Kind::Scaled,     Kind::Tempered, Kind::Queries,
            Kind::Keys,    Kind::Values, Kind::HeadOutput, Kind::Output,   Kind::Concatenated};
}

QString TraceMatrix::name(Kind kind)
{
    switch (kind) {
    case Kind::Weights:
        return QStringLiteral("weights");
    case Kind::Scores:
        return QStringLiteral("scores");
    case Kind::Scaled:
        return QStringLiteral("scaled");
    case Kind::Tempered:
        return QStringLiteral("tempered");
    case Kind::Queries:
        return QStringLiteral("q");
    case Kind::Keys:
        return QStringLiteral("k");
    case Kind::Values:
        return QStringLiteral("v");
    case Kind::HeadOutput:
        return QStringLiteral("head-output");
    case Kind::Output:
        return QStringLiteral("output");
    case Kind::Concatenated:
        return QStringLiteral("concatenated");
    }
    return QString();
}

std::optional<TraceMatrix::Kind> TraceMatrix::fromName(const QString &name)
{
    for (Kind kind : kinds())
        if (TraceMatrix::name(kind) == name)
            return kind;
    return std::nullopt;
}

QString TraceMatrix::description(Kind kind)
{
    switch (kind) {
    case Kind::Weights:
        return QCoreApplication::translate("TraceMatrix", "Attention weights a (queries × keys)");
    case Kind::Scores:
        return QCoreApplication::translate("TraceMatrix", "Raw scores a′ (queries × keys)");
    case Kind::Scaled:
        return QCoreApplication::translate("TraceMatrix", "Scaled scores s·a′ (queries × keys)");
    case Kind::Tempered:
        return QCoreApplication::translate("TraceMatrix",
                                           "Scores entering the softmax s·a′ / T (queries × keys)");
    case Kind::Queries:
        return QCoreApplication::translate("TraceMatrix", "Projected queries Q (queries × d_k)");
    case Kind::Keys:
        return QCoreApplication::translate("TraceMatrix", "Projected keys K (keys × d_k)");
    case Kind::Values:
        return QCoreApplication::translate("TraceMatrix", "Projected values V (keys × d_v)");
    case Kind::HeadOutput:
        return QCoreApplication::translate("TraceMatrix", "Head output a·V (queries × d_v)");
    case Kind::Output:
        return QCoreApplication::translate("TraceMatrix", "Combined output (queries × d_out)");
    case Kind::Concatenated:
        return QCoreApplication::translate("TraceMatrix",
                                           "Concatenated head outputs (queries × h·d_v)");
    }
    return QString();
}

bool TraceMatrix::isPerHead(Kind kind)
{
    return kind != Kind::Output && kind != Kind::Concatenated;
}

bool TraceMatrix::extract(const attn::AttentionTrace &trace, Kind kind, int head,
                          attn::Matrix &matrix, QStringList &rowLabels, QStringList &columnLabels,
                          QString *error)
{
    const auto fail = [error](const QString &message) {
        if (error)
            *error = message;
        return false;
    };
    if (trace.heads.empty())
        return fail(QStringLiteral("there is no result to export"));
    const QStringList queries = labels(trace.queryLabels);
    const QStringList keys = labels(trace.keyLabels);
    rowLabels.clear();
    columnLabels.clear();
    if (!isPerHead(kind)) {
        matrix = kind == Kind::Output ? trace.output : trace.concatenated;
        rowLabels = queries;
        if (matrix.cols() == 0)
            return fail(QStringLiteral("the %1 is empty for this scenario%2")
                            .arg(name(kind), trace.heads.front().weightsOnly
                                                 ? QStringLiteral(" (it has imported weights only)")
                                                 : QString()));
        return true;
    }
    if (head < 0 || head >= int(trace.heads.size()))
        return fail(QStringLiteral("there is no head %1 (the scenario has %2)")
                        .arg(head + 1)
                        .arg(trace.heads.size()));
    const attn::HeadTrace &h = trace.heads[std::size_t(head)];
    if (h.weightsOnly && kind != Kind::Weights)
        return fail(QStringLiteral("this scenario has imported attention weights only: there "
                                   "are no %1")
                        .arg(name(kind)));
    switch (kind) {
    case Kind::Weights:
    case Kind::Scores:
    case Kind::Scaled:
    case Kind::Tempered:
        matrix = kind == Kind::Weights
                     ? h.weights
                     : attn::scoreMatrix(trace, std::size_t(head),
                                         kind == Kind::Scores   ? attn::ScoreStage::Raw
                                         : kind == Kind::Scaled ? attn::ScoreStage::Scaled
                                                                : attn::ScoreStage::Tempered);
        rowLabels = queries;
        columnLabels = keys;
        break;
    case Kind::Queries:
    case Kind::HeadOutput:
        matrix = kind == Kind::Queries ? h.q : h.output;
        rowLabels = queries;
        break;
    case Kind::Keys:
    case Kind::Values:
        matrix = kind == Kind::Keys ? h.k : h.v;
        rowLabels = keys;
        break;
    case Kind::Output:
    case Kind::Concatenated:
        break;
    }
    // Labels are decoration: drop them rather than fail when a count does not match.
    if (rowLabels.size() != matrix.rows())
        rowLabels.clear();
    if (columnLabels.size() != matrix.cols())
        columnLabels.clear();
    return true;
}
