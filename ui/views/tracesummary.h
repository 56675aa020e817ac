#pragma once

#include "matrix.h"

#include <QObject>

#include <optional>
#include <vector>

class Document;

/// What several views show of the document's trace beside its matrices: each head's
/// importance, the mean weights of the heads switched on, the row sums of a head. Each is
/// computed once per trace, when first asked for, and kept until the trace changes, so
/// that no view computes them (Document: views never compute attention) and two views of
/// one quantity show the same numbers.
class TraceSummary : public QObject
{
    Q_OBJECT
public:
    /// The summary of `document`'s trace, made on first use and owned by the document.
    static TraceSummary *of(const Document &document);

    /// attn::headImportance of the trace and the scenario it was computed from, one entry
    /// per head; empty without a trace and for imported weights (no outputs to compare).
    const std::vector<double> &headImportance();
    /// Mean weights of the heads switched on (of every head when none is), m x n; 0 x 0
    /// without heads.
    const attn::Matrix &meanWeights();
    /// The sum of each row of head `head`'s weights (from 2^22 weights on, summed on two
    /// threads); empty for a head the trace does not have.
    const std::vector<double> &rowSums(int head);

    /// Times each quantity was computed since the summary was made (for tests).
    int importanceComputations() const { return m_importanceRuns; }
    int meanComputations() const { return m_meanRuns; }
    int rowSumComputations() const { return m_rowSumRuns; }

private:
    explicit TraceSummary(Document *document);
    /// The trace changed: whatever was computed from it is dropped.
    void forget();

    const Document *m_document;
    std::optional<std::vector<double>> m_importance;
    std::optional<attn::Matrix> m_mean;
    std::vector<std::optional<std::vector<double>>> m_rowSums; ///< per head, as asked for
    int m_importanceRuns = 0;
    int m_meanRuns = 0;
    int m_rowSumRuns = 0;
};
