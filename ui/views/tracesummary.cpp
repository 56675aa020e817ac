#include "tracesummary.h"

#include "document.h"
#include "headimportance.h"
#include "rowhalves.h"
#include "viewbinding.h"

TraceSummary *TraceSummary::of(const Document &document)
{
    if (auto *summary = document.findChild<TraceSummary *>(QString(), Qt::FindDirectChildrenOnly))
        return summary;
    // A cache of the trace, not a change of the document: made for a const document too.
    return new TraceSummary(const_cast<Document *>(&document));
}

TraceSummary::TraceSummary(Document *document) : QObject(document), m_document(document)
{
    // Every head counts, and a head's numbers come in with allHeadsComputed() as well.
    auto *binding =
        new ViewBinding(document, this, ViewBinding::Reads::EveryHead, [this] { forget(); });
    binding->setChangeHook(
        [](Document::Change change) { return change == Document::Change::Selection; });
}

void TraceSummary::forget()
{
    m_importance.reset();
    m_mean.reset();
    m_rowSums.clear();
}

const std::vector<double> &TraceSummary::headImportance()
{
    if (m_importance)
        return *m_importance;
    const attn::AttentionTrace &t = m_document->trace();
    // Imported weights come without values or outputs: no head changes an output.
    const bool weightsOnly = m_document->tracedScenario().mode == attn::InputMode::ImportedWeights;
    m_importance.emplace();
    if (m_document->hasTrace() && !t.heads.empty() && !weightsOnly) {
        ++m_importanceRuns;
        *m_importance = attn::headImportance(m_document->tracedScenario(), t);
    }
    return *m_importance;
}

const attn::Matrix &TraceSummary::meanWeights()
{
    if (m_mean)
        return *m_mean;
    const attn::AttentionTrace &t = m_document->trace();
    m_mean.emplace();
    if (t.heads.empty())
        return *m_mean;
    ++m_meanRuns;
    attn::Matrix &mean = *m_mean;
    int on = 0;
    mean = attn::Matrix::Zero(t.heads.front().weights.rows(), t.heads.front().weights.cols());
    for (const attn::HeadTrace &h : t.heads)
        if (h.enabled) {
            mean += h.weights;
            ++on;
        }
    if (on == 0) {
        for (const attn::HeadTrace &h : t.heads)
            mean += h.weights;
        on = int(t.heads.size());
    }
    mean /= double(on);
    return mean;
}

const std::vector<double> &TraceSummary::rowSums(int head)
{
    static const std::vector<double> none;
    const attn::AttentionTrace &t = m_document->trace();
    if (head < 0 || head >= int(t.heads.size()))
        return none;
    m_rowSums.resize(t.heads.size());
    std::optional<std::vector<double>> &sums = m_rowSums[std::size_t(head)];
    if (sums)
        return *sums;
    ++m_rowSumRuns;
    const attn::Matrix &w = t.heads[std::size_t(head)].weights;
    sums.emplace(std::size_t(w.rows()));
    // L = 4096: 128 MB a head, summed on two threads.
    std::vector<double> &out = *sums;
    forRowHalves(int(w.rows()), w.size(), [&](int first, int last) {
        for (int r = first; r < last; ++r)
            out[std::size_t(r)] = w.row(r).sum();
    });
    return out;
}
