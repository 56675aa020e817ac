#include "tracejson.h"

#include "matrixjson.h"
#include "scorestages.h"

#include <QString>

#include <algorithm>
#include <memory>

using namespace attn;

namespace {

/// Score rows derived at once when a trace keeps no raw scores: about 8 MiB of doubles.
constexpr Eigen::Index kScoreBlockEntries = Eigen::Index(1) << 20;

void writeVector(JsonStreamWriter &json, const Vector &v)
{
    json.beginArray();
    for (Eigen::Index i = 0; i < v.size(); ++i)
        json.number(v(i));
    json.endArray();
}

/// One head's scores at `stage`, as scoreMatrix() gives them, a block of rows at a time.
void writeScores(JsonStreamWriter &json, const AttentionTrace &trace, std::size_t index,
                 ScoreStage stage)
{
    const HeadTrace &head = trace.heads[index];
    json.beginArray();
    if (hasScores(head)) {
        const Eigen::Index m = head.weights.rows(), n = head.weights.cols();
        const Eigen::Index blockRows =
            std::max<Eigen::Index>(1, kScoreBlockEntries / std::max<Eigen::Index>(1, n));
        Matrix block;
        for (Eigen::Index r0 = 0; r0 < m; r0 += blockRows) {
            const Eigen::Index rows = std::min(blockRows, m - r0);
            if (keepsRawScores(head))
                block = head.scores.middleRows(r0, rows);
            else
                block.noalias() = head.q.middleRows(r0, rows) * head.k.transpose();
            for (Eigen::Index r = 0; r < rows; ++r) {
                json.beginArray();
                for (Eigen::Index c = 0; c < n; ++c) {
                    const double raw = block(r, c);
                    const double scaled = raw * head.scale;
                    json.number(stage == ScoreStage::Raw ? raw
                                : stage == ScoreStage::Scaled
                                    ? scaled
                                    : temperedScore(scaled, trace.temperature));
                }
                json.endArray();
            }
        }
    }
    json.endArray();
}

void writeMask(JsonStreamWriter &json, const AttentionTrace &trace, std::size_t index)
{
    const HeadTrace &head = trace.heads[index];
    const Eigen::Index n = head.weights.cols();
    const std::unique_ptr<bool[]> visible(new bool[std::size_t(std::max<Eigen::Index>(1, n))]);
    json.beginArray();
    for (Eigen::Index r = 0; r < head.weights.rows(); ++r) {
        fillMaskRow(trace, index, r, visible.get());
        json.beginArray();
        for (Eigen::Index c = 0; c < n; ++c)
            json.boolean(visible[std::size_t(c)]);
        json.endArray();
    }
    json.endArray();
}

void writeLabels(JsonStreamWriter &json, const std::vector<std::string> &labels)
{
    json.beginArray();
    for (const std::string &label : labels)
        json.string(QString::fromStdString(label));
    json.endArray();
}

void writeHead(JsonStreamWriter &json, const AttentionTrace &trace, std::size_t index)
{
    const HeadTrace &head = trace.heads[index];
    json.beginObject();
    json.key(QLatin1StringView("argmax"));
    json.beginArray();
    for (int column : head.argmax)
        json.number(column);
    json.endArray();
    json.key(QLatin1StringView("enabled"));
    json.boolean(head.enabled);
    json.key(QLatin1StringView("entropy"));
    writeVector(json, head.entropy);
    json.key(QLatin1StringView("k"));
    MatrixJson::writeRows(json, head.k);
    json.key(QLatin1StringView("mask"));
    writeMask(json, trace, index);
    json.key(QLatin1StringView("output"));
    MatrixJson::writeRows(json, head.output);
    json.key(QLatin1StringView("q"));
    MatrixJson::writeRows(json, head.q);
    json.key(QLatin1StringView("scale"));
    json.number(head.scale);
    json.key(QLatin1StringView("scaled"));
    writeScores(json, trace, index, ScoreStage::Scaled);
    json.key(QLatin1StringView("scores"));
    writeScores(json, trace, index, ScoreStage::Raw);
    json.key(QLatin1StringView("tempered"));
    writeScores(json, trace, index, ScoreStage::Tempered);
    json.key(QLatin1StringView("v"));
    MatrixJson::writeRows(json, head.v);
    json.key(QLatin1StringView("weights"));
    MatrixJson::writeRows(json, head.weights);
    json.endObject();
}

} // namespace

/// The "nodes" array: each receiving node's incoming edges and aggregated output.
static void writeNodes(JsonStreamWriter &json, const AttentionTrace &trace)
{
    const BoolMatrix neighbours = trace.mask.matrix(trace.output.rows(), trace.output.rows());
    json.beginArray();
    for (Eigen::Index i = 0; i < trace.output.rows(); ++i) {
        json.beginObject();
        json.key(QLatin1StringView("in"));
        json.beginArray();
        for (Eigen::Index j = 0; j < neighbours.cols(); ++j) {
            if (!neighbours(i, j))
                continue;
            json.beginObject();
            json.key(QLatin1StringView("from"));
            json.number(double(j));
            json.key(QLatin1StringView("label"));
            json.string(QString::fromStdString(trace.keyLabels[std::size_t(j)]));
            json.key(QLatin1StringView("weights"));
            json.beginArray();
            for (const HeadTrace &head : trace.heads)
                json.number(head.weights(i, j));
            json.endArray();
            json.endObject();
        }
        json.endArray();
        json.key(QLatin1StringView("label"));
        json.string(QString::fromStdString(trace.queryLabels[std::size_t(i)]));
        json.key(QLatin1StringView("output"));
        writeVector(json, trace.output.row(i).transpose());
        json.endObject();
    }
    json.endArray();
}

bool TraceJson::write(QIODevice &device, const AttentionTrace &trace,
                      JsonStreamWriter::Layout layout, const Graph *graph)
{
    JsonStreamWriter json(device, layout);
    json.beginObject();
    if (trace.concatenated.size() > 0) {
        json.key(QLatin1StringView("concatenated"));
        MatrixJson::writeRows(json, trace.concatenated);
    }
    json.key(QLatin1StringView("heads"));
    json.beginArray();
    for (std::size_t i = 0; i < trace.heads.size(); ++i)
        writeHead(json, trace, i);
    json.endArray();
    json.key(QLatin1StringView("key_labels"));
    writeLabels(json, trace.keyLabels);
    json.key(QLatin1StringView("masked_rows"));
    json.beginArray();
    for (bool row : trace.maskedRows)
        json.boolean(row);
    json.endArray();
    if (graph && graph->nodeCount() == trace.output.rows() && !trace.heads.empty() &&
        !trace.heads.front().weightsOnly) {
        json.key(QLatin1StringView("nodes"));
        writeNodes(json, trace);
    }
    json.key(QLatin1StringView("output"));
    MatrixJson::writeRows(json, trace.output);
    json.key(QLatin1StringView("query_labels"));
    writeLabels(json, trace.queryLabels);
    json.endObject();
    return json.finish();
}
