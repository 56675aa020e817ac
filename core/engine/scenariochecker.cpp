#include "scenariochecker.h"

#include "labeltext.h"
#include "tracebudget.h"
#include "validation.h"

#include <cmath>

namespace attn {

void ScenarioChecker::checkSettings()
{
    if (std::isnan(m_s.temperature) || m_s.temperature < 0)
        add("temperature",
            QT_TRANSLATE_NOOP("ValidationIssue",
                              "temperature is %1; it must be >= 0 (0 = hard attention, "
                              "infinity = uniform)"),
            {num(m_s.temperature)});
    if (m_s.scaling == ScalingKind::Custom && !std::isfinite(m_s.customScale))
        add("customScale",
            QT_TRANSLATE_NOOP("ValidationIssue",
                              "customScale is %1; the scale factor must be finite"),
            {num(m_s.customScale)});
    if (m_s.headCount < 1 || m_s.headCount > kMaxHeads)
        add("headCount",
            QT_TRANSLATE_NOOP("ValidationIssue", "headCount is %1; it must be between 1 and %2"),
            {num(Eigen::Index(m_s.headCount)), num(Eigen::Index(kMaxHeads))});
    else if (m_s.heads.size() != std::size_t(m_s.headCount))
        add("heads",
            QT_TRANSLATE_NOOP("ValidationIssue", "heads has %1 entries but headCount is %2"),
            {num(Eigen::Index(m_s.heads.size())), num(Eigen::Index(m_s.headCount))});

    const int heads = std::max(m_s.headCount, 1);
    const struct
    {
        const char *field;
        int value;
        int limit;
    } dims[] = {{"keyDim", m_s.keyDim, kMaxDimension / heads},
                {"valueDim", m_s.valueDim, kMaxDimension / heads},
                {"outputDim", m_s.outputDim, kMaxDimension},
                {"additiveHidden", m_s.additiveHidden, kMaxDimension}};
    for (const auto &d : dims) {
        if (d.value < 0 || d.value > d.limit)
            add(d.field,
                QT_TRANSLATE_NOOP("ValidationIssue",
                                  "%1 is %2; it must be between 0 (derived) and %3"),
                {d.field, num(Eigen::Index(d.value)), num(Eigen::Index(d.limit))});
    }
    if (m_s.score == ScoreKind::Additive && m_s.projectionInit != ProjectionInit::Explicit &&
        m_s.additiveHidden == 0)
        add("additiveHidden",
            QT_TRANSLATE_NOOP("ValidationIssue",
                              "additiveHidden is 0; the additive score needs a hidden layer of "
                              "width at least 1"),
            {});
}

void ScenarioChecker::checkLabels()
{
    const auto check = [this](const char *field, const std::vector<std::string> &labels,
                              Eigen::Index rows, const char *what) {
        if (labels.empty() || Eigen::Index(labels.size()) == rows)
            return;
        const std::vector<IssueArg> args = {field, num(Eigen::Index(labels.size())), num(rows),
                                            IssueArg::word(what)};
        if (labels.size() == 1)
            add(field,
                QT_TRANSLATE_NOOP("ValidationIssue",
                                  "%1 has %2 label but there are %3 %4 (leave the list empty "
                                  "for automatic labels)"),
                args);
        else
            add(field,
                QT_TRANSLATE_NOOP("ValidationIssue",
                                  "%1 has %2 labels but there are %3 %4 (leave the list empty "
                                  "for automatic labels)"),
                args);
    };
    check("queryLabels", m_s.queryLabels, m_s.queryInput().rows(),
          m_s.mode == InputMode::SelfAttention ? QT_TRANSLATE_NOOP("ValidationIssue", "tokens")
                                               : QT_TRANSLATE_NOOP("ValidationIssue", "queries"));
    if (m_s.mode != InputMode::SelfAttention)
        check("keyLabels", m_s.keyLabels, m_s.keyInput().rows(),
              QT_TRANSLATE_NOOP("ValidationIssue", "keys"));
    checkLabelText("queryLabels", m_s.queryLabels, issues());
    checkLabelText("keyLabels", m_s.keyLabels, issues());
}

void ScenarioChecker::checkMask()
{
    const Eigen::Index m = m_s.queryInput().rows();
    const Eigen::Index n = m_s.keyInput().rows();
    if (m_s.mask == MaskKind::ValidLength && (m_s.validLength < 1 || m_s.validLength > n))
        add("validLength",
            QT_TRANSLATE_NOOP(
                "ValidationIssue",
                "validLength is %1; it must be between 1 and the number of keys (%2)"),
            {num(Eigen::Index(m_s.validLength)), num(n)});
    if (m_s.mask == MaskKind::Custom)
        checkSize("customMask",
                  IssueArg::word(QT_TRANSLATE_NOOP("ValidationIssue", "queries x keys")),
                  m_s.customMask.rows(), m_s.customMask.cols(), m, n);
    if (m_s.mask == MaskKind::Neighbours && m_s.graph.empty())
        add("mask",
            QT_TRANSLATE_NOOP("ValidationIssue",
                              "mask is neighbours, but the scenario has no graph whose edges "
                              "would say who the neighbours are"),
            {});
    checkGraph();
}

void ScenarioChecker::checkGraph()
{
    const Graph &g = m_s.graph;
    if (g.empty())
        return;
    if (m_s.mode != InputMode::SelfAttention) {
        add("graph",
            QT_TRANSLATE_NOOP("ValidationIssue",
                              "a graph's nodes are the tokens of self-attention; the mode must "
                              "be self-attention"),
            {});
        return;
    }
    const Eigen::Index tokens = m_s.tokens.rows();
    if (Eigen::Index(g.nodes.size()) != tokens)
        add("graph.nodes",
            QT_TRANSLATE_NOOP("ValidationIssue",
                              "graph.nodes has %1 nodes but there are %2 tokens (one node per "
                              "token)"),
            {num(Eigen::Index(g.nodes.size())), num(tokens)});
    for (std::size_t i = 0; i < g.nodes.size(); ++i)
        if (!std::isfinite(g.nodes[i].x) || !std::isfinite(g.nodes[i].y)) {
            add("graph.nodes",
                QT_TRANSLATE_NOOP("ValidationIssue", "node %1 has a position that is not finite"),
                {num(Eigen::Index(i + 1))});
            break;
        }
    if (g.edges.size() > std::size_t(kMaxGraphEdges)) {
        add("graph.edges",
            QT_TRANSLATE_NOOP("ValidationIssue", "graph.edges has %1 edges; the limit is %2"),
            {num(Eigen::Index(g.edges.size())), num(Eigen::Index(kMaxGraphEdges))});
        return;
    }
    const int nodes = g.nodeCount();
    for (std::size_t k = 0; k < g.edges.size(); ++k) {
        const GraphEdge &e = g.edges[k];
        if (e.sender < 0 || e.sender >= nodes || e.receiver < 0 || e.receiver >= nodes) {
            add("graph.edges",
                QT_TRANSLATE_NOOP("ValidationIssue",
                                  "edge %1 joins node %2 to node %3, but the nodes are numbered "
                                  "1 to %4"),
                {num(Eigen::Index(k + 1)), num(Eigen::Index(e.sender) + 1),
                 num(Eigen::Index(e.receiver) + 1), num(Eigen::Index(nodes))});
            return;
        }
        if (!std::isfinite(e.weight)) {
            add("graph.edges",
                QT_TRANSLATE_NOOP("ValidationIssue", "edge %1 has a weight that is not finite"),
                {num(Eigen::Index(k + 1))});
            return;
        }
    }
}

// d_k = d_model / h and d_v = d_in / h are only meaningful when h divides the width.
void ScenarioChecker::checkDivisibility()
{
    if (m_s.projectionInit == ProjectionInit::Explicit || m_s.headCount <= 1 ||
        m_s.headCount > kMaxHeads)
        return;
    const bool identity = m_s.projectionInit == ProjectionInit::Identity;
    const auto check = [this, identity](Eigen::Index width, const IssueArg &what,
                                        const char *derived, const char *setting) {
        if (width % m_s.headCount == 0)
            return;
        const std::vector<IssueArg> args = {what, num(width), num(Eigen::Index(m_s.headCount)),
                                            derived, setting};
        if (identity)
            add("headCount",
                QT_TRANSLATE_NOOP("ValidationIssue",
                                  "%1 (%2) is not divisible by headCount (%3), so %4 = %1 / h "
                                  "would not be a whole number; choose a head count that "
                                  "divides %2"),
                args);
        else
            add("headCount",
                QT_TRANSLATE_NOOP("ValidationIssue",
                                  "%1 (%2) is not divisible by headCount (%3), so %4 = %1 / h "
                                  "would not be a whole number; choose a head count that "
                                  "divides %2, or set %5"),
                args);
    };
    if (identity || m_s.keyDim == 0)
        check(m_s.queryInput().cols(), "d_model", "d_k", "keyDim");
    if (identity && m_s.keyInput().cols() != m_s.queryInput().cols())
        check(m_s.keyInput().cols(),
              IssueArg::word(QT_TRANSLATE_NOOP("ValidationIssue", "key width")), "d_k", "keyDim");
    if ((identity || m_s.valueDim == 0) &&
        !(m_s.valueInput().cols() == m_s.queryInput().cols() && (identity || m_s.keyDim == 0)))
        check(m_s.valueInput().cols(),
              IssueArg::word(QT_TRANSLATE_NOOP("ValidationIssue", "value width")), "d_v",
              "valueDim");
}

void ScenarioChecker::checkHead(std::size_t index)
{
    const HeadProjection &head = m_s.heads[index];
    const std::string prefix = "heads[" + std::to_string(index) + "].";
    const auto checkProjection = [&](const char *name, const char *symbol, const Matrix &w,
                                     Eigen::Index inputWidth, const char *inputName) {
        const std::string field = prefix + name;
        if (w.rows() != inputWidth) {
            add(field,
                QT_TRANSLATE_NOOP("ValidationIssue",
                                  "%1 (%2) has %3 rows but the %4 have %5 components; it must be "
                                  "%5 x d"),
                {field, symbol, num(w.rows()), IssueArg::word(inputName), num(inputWidth)});
        }
        if (w.cols() < 1 || w.cols() > kMaxDimension)
            add(field,
                QT_TRANSLATE_NOOP("ValidationIssue",
                                  "%1 (%2) has %3 columns; it needs between 1 and %4"),
                {field, symbol, num(w.cols()), num(Eigen::Index(kMaxDimension))});
        else if (w.rows() == inputWidth)
            checkFinite(field, w);
    };
    const auto checkBias = [&](const char *name, const char *symbol, const Vector &b,
                               Eigen::Index width) {
        const std::string field = prefix + name;
        if (b.size() == 0)
            return;
        if (b.size() != width)
            add(field,
                QT_TRANSLATE_NOOP("ValidationIssue",
                                  "%1 (%2) has %3 entries but its projection gives rows of "
                                  "width %4; a bias needs one entry per column"),
                {field, symbol, num(b.size()), num(width)});
        else
            checkFinite(field, b);
    };
    const char *tokens = QT_TRANSLATE_NOOP("ValidationIssue", "tokens");
    const char *queryName =
        m_s.mode == InputMode::Direct ? QT_TRANSLATE_NOOP("ValidationIssue", "queries") : tokens;
    const char *keyName = m_s.mode == InputMode::Direct
                              ? QT_TRANSLATE_NOOP("ValidationIssue", "keys")
                          : m_s.mode == InputMode::SelfAttention
                              ? tokens
                              : QT_TRANSLATE_NOOP("ValidationIssue", "source tokens");
    const char *valueName = m_s.mode == InputMode::Direct && !m_s.keysAreValues
                                ? QT_TRANSLATE_NOOP("ValidationIssue", "values")
                                : keyName;
    checkProjection("wq", "W_Q", head.wq, m_s.queryInput().cols(), queryName);
    checkProjection("wk", "W_K", head.wk, m_s.keyInput().cols(), keyName);
    checkProjection("wv", "W_V", head.wv, m_s.valueInput().cols(), valueName);
    checkBias("queryBias", "b_Q", head.queryBias, head.wq.cols());
    checkBias("keyBias", "b_K", head.keyBias, head.wk.cols());
    checkBias("valueBias", "b_V", head.valueBias, head.wv.cols());

    if (m_s.score == ScoreKind::DotProduct && head.wq.cols() != head.wk.cols()) {
        const std::vector<IssueArg> args = {prefix + "wk",           num(head.wk.cols()),
                                            prefix + "wq",           num(head.wq.cols()),
                                            num(m_s.queries.cols()), num(m_s.keys.cols())};
        if (m_s.mode == InputMode::Direct && m_s.queries.cols() != m_s.keys.cols())
            add(prefix + "wk",
                QT_TRANSLATE_NOOP("ValidationIssue",
                                  "%1 (W_K) gives keys of width %2 but %3 (W_Q) gives queries "
                                  "of width %4; the dot-product score needs equal widths (the "
                                  "queries have %5 components and the keys %6)"),
                args);
        else
            add(prefix + "wk",
                QT_TRANSLATE_NOOP("ValidationIssue",
                                  "%1 (W_K) gives keys of width %2 but %3 (W_Q) gives queries "
                                  "of width %4; the dot-product score needs equal widths"),
                args);
    }
    if (m_s.score == ScoreKind::Additive) {
        const Eigen::Index hidden = head.additiveV.size();
        if (hidden < 1 || hidden > kMaxDimension)
            add(prefix + "additiveV",
                QT_TRANSLATE_NOOP("ValidationIssue",
                                  "%1 (w_v) has %2 entries; the hidden width must be between 1 "
                                  "and %3"),
                {prefix + "additiveV", num(hidden), num(Eigen::Index(kMaxDimension))});
        else
            checkFinite(prefix + "additiveV", head.additiveV);
        if (checkSize(
                prefix + "additiveQ",
                IssueArg::word(QT_TRANSLATE_NOOP("ValidationIssue", "A_q: d_k(query) x hidden")),
                head.additiveQ.rows(), head.additiveQ.cols(), head.wq.cols(), hidden))
            checkFinite(prefix + "additiveQ", head.additiveQ);
        if (checkSize(
                prefix + "additiveK",
                IssueArg::word(QT_TRANSLATE_NOOP("ValidationIssue", "A_k: d_k(key) x hidden")),
                head.additiveK.rows(), head.additiveK.cols(), head.wk.cols(), hidden))
            checkFinite(prefix + "additiveK", head.additiveK);
    }
    if (m_s.combination == HeadCombination::WeightedSum && !std::isfinite(head.combineWeight))
        add(prefix + "combineWeight",
            QT_TRANSLATE_NOOP("ValidationIssue", "%1 is %2; the weight of a head must be finite"),
            {prefix + "combineWeight", num(head.combineWeight)});
}

void ScenarioChecker::checkCombination()
{
    if (m_s.heads.empty())
        return;
    if (m_s.combination != HeadCombination::ConcatProject) {
        const Eigen::Index width = m_s.heads.front().wv.cols();
        for (std::size_t i = 1; i < m_s.heads.size(); ++i) {
            if (m_s.heads[i].wv.cols() != width)
                add("heads[" + std::to_string(i) + "].wv",
                    QT_TRANSLATE_NOOP("ValidationIssue",
                                      "%1 gives values of width %2 but heads[0].wv gives %3; "
                                      "summing or averaging heads needs equal d_v"),
                    {"heads[" + std::to_string(i) + "].wv", num(m_s.heads[i].wv.cols()),
                     num(width)});
        }
        return;
    }
    Eigen::Index concatWidth = 0;
    for (const HeadProjection &head : m_s.heads)
        concatWidth += head.wv.cols();
    const Matrix &wo = m_s.outputProjection;
    if (wo.rows() != concatWidth)
        add("outputProjection",
            QT_TRANSLATE_NOOP("ValidationIssue",
                              "outputProjection (W_O) has %1 rows but the concatenated heads are "
                              "%2 wide (sum of d_v); it must be %2 x d_out"),
            {num(wo.rows()), num(concatWidth)});
    if (wo.cols() < 1 || wo.cols() > kMaxDimension)
        add("outputProjection",
            QT_TRANSLATE_NOOP("ValidationIssue",
                              "outputProjection (W_O) has %1 columns; d_out must be between 1 "
                              "and %2"),
            {num(wo.cols()), num(Eigen::Index(kMaxDimension))});
    else if (wo.rows() == concatWidth)
        checkFinite("outputProjection", wo);
}

ValidationIssues ScenarioChecker::run()
{
    switch (m_s.mode) {
    case InputMode::Direct:
        m_inputsValid &= checkInput("queries", m_s.queries);
        m_inputsValid &= checkInput("keys", m_s.keys);
        if (!m_s.keysAreValues) {
            m_inputsValid &= checkInput("values", m_s.values);
            if (m_s.values.rows() != m_s.keys.rows())
                add("values",
                    QT_TRANSLATE_NOOP("ValidationIssue",
                                      "values has %1 rows but keys has %2; every key needs exactly "
                                      "one value"),
                    {num(m_s.values.rows()), num(m_s.keys.rows())});
        }
        break;
    case InputMode::SelfAttention:
        m_inputsValid &= checkInput("tokens", m_s.tokens);
        break;
    case InputMode::CrossAttention:
        m_inputsValid &= checkInput("tokens", m_s.tokens);
        m_inputsValid &= checkInput("sourceTokens", m_s.sourceTokens);
        break;
    case InputMode::ImportedWeights:
        break; // validate() hands these to validateImportedWeights()
    }
    checkSettings();
    checkLabels();
    checkMask();
    if (m_inputsValid) {
        checkDivisibility();
        // An absurd heads[] from a hostile file must not make us walk it for ever.
        if (m_s.heads.size() <= std::size_t(kMaxHeads)) {
            for (std::size_t i = 0; i < m_s.heads.size(); ++i)
                checkHead(i);
            checkCombination();
        }
    }
    return take();
}

} // namespace attn
