#pragma once

// The token labels of a document's trace, as the views must show them.

#include "document.h"
#include "largestweight.h"

#include <QString>
#include <QStringList>

#include <algorithm>
#include <string>
#include <vector>

inline QStringList toStrings(const std::vector<std::string> &labels)
{
    QStringList out;
    for (const std::string &label : labels)
        out << QString::fromStdString(label);
    return out;
}

/// The token labels of one trace, as the views must show them.
struct Tokens
{
    QStringList queries;
    QStringList keys;
    /// Per row of the selected head, the keys with the largest weight (several on a tie).
    std::vector<std::vector<int>> largest;
    int query = 0; ///< the selected query

    static Tokens of(const Document &document)
    {
        Tokens t;
        const attn::AttentionTrace &trace = document.trace();
        t.queries = toStrings(trace.queryLabels);
        t.keys = toStrings(trace.keyLabels);
        if (!trace.heads.empty()) {
            const int head = std::clamp(document.selectedHead(), 0, int(trace.heads.size()) - 1);
            const attn::HeadTrace &h = trace.heads[std::size_t(head)];
            for (int row = 0; row < int(h.weights.rows()); ++row)
                t.largest.push_back(LargestWeight::keys(h, row));
        }
        t.query = std::clamp(document.selectedQuery(), 0, std::max(0, int(t.queries.size()) - 1));
        return t;
    }
};
