#include "scenariojsonreader.h"

#include "validation.h"

using namespace attn;

// The "graph" object of a format-2 scenario (docs/scenario-format.md):
//   {"directed": false, "selfLoops": true,
//    "nodes": [[x, y], ...],                       one per token row of X
//    "edges": [[sender, receiver], [sender, receiver, weight], ...]}   0-based node numbers
bool ScenarioJsonReader::readGraph(const QJsonValue &value, Graph &out)
{
    const QString field = QStringLiteral("graph");
    if (!value.isObject())
        return fail(field, tr("expected an object, found %1").arg(typeName(value)));
    const QJsonObject object = value.toObject();
    if (!checkKnownKeys(object, QStringLiteral("graph."),
                        {"directed", "selfLoops", "nodes", "edges"}))
        return false;
    Graph graph;
    if (object.contains(QStringLiteral("directed")) &&
        !readBool(object.value(QStringLiteral("directed")), QStringLiteral("graph.directed"),
                  graph.directed))
        return false;
    if (object.contains(QStringLiteral("selfLoops")) &&
        !readBool(object.value(QStringLiteral("selfLoops")), QStringLiteral("graph.selfLoops"),
                  graph.selfLoops))
        return false;

    Matrix places;
    if (!object.contains(QStringLiteral("nodes")))
        return fail(QStringLiteral("graph.nodes"), tr("missing (required)"));
    const QJsonValue nodes = object.value(QStringLiteral("nodes"));
    int rows = 0;
    int cols = 0;
    if (!checkRectangular(nodes, QStringLiteral("graph.nodes"), kMaxTokens, 2, rows, cols) ||
        !readMatrix(nodes, QStringLiteral("graph.nodes"), kMaxTokens, 2, places))
        return false;
    if (rows > 0 && cols != 2)
        return fail(QStringLiteral("graph.nodes"),
                    tr("expected [x, y] for each node, found %1 numbers").arg(cols));
    for (Eigen::Index r = 0; r < places.rows(); ++r)
        graph.nodes.push_back({places(r, 0), places(r, 1)});

    const QJsonValue edges = object.value(QStringLiteral("edges"));
    if (!object.contains(QStringLiteral("edges")))
        return fail(QStringLiteral("graph.edges"), tr("missing (required)"));
    if (!edges.isArray())
        return fail(QStringLiteral("graph.edges"),
                    tr("expected an array, found %1").arg(typeName(edges)));
    const QJsonArray list = edges.toArray();
    if (list.size() > kMaxGraphEdges)
        return fail(QStringLiteral("graph.edges"),
                    tr("%1 edges; the limit is %2").arg(list.size()).arg(kMaxGraphEdges));
    const int last = std::max(int(graph.nodes.size()) - 1, 0);
    graph.edges.reserve(std::size_t(list.size()));
    for (qsizetype k = 0; k < list.size(); ++k) {
        const QString at = indexed(QStringLiteral("graph.edges"), k);
        const QJsonArray edge = list.at(k).toArray();
        if (!list.at(k).isArray() || edge.size() < 2 || edge.size() > 3)
            return fail(at, tr("expected [sender, receiver] or [sender, receiver, weight]"));
        GraphEdge e;
        if (!readInt(edge.at(0), indexed(at, 0), 0, last, e.sender) ||
            !readInt(edge.at(1), indexed(at, 1), 0, last, e.receiver) ||
            (edge.size() == 3 && !readNumber(edge.at(2), indexed(at, 2), e.weight)))
            return false;
        graph.edges.push_back(e);
    }
    out = std::move(graph);
    return true;
}
