#include "formulapanel.h"

#include "plotstyle.h"

#include <QEvent>
#include <QTextDocument>

#include <algorithm>
#include <cmath>

using namespace attn;

namespace {

QString sub(const QString &base, const QString &index)
{
    return base + QStringLiteral("<sub>") + index + QStringLiteral("</sub>");
}

QString var(const QString &name)
{
    return QStringLiteral("<i>") + name + QStringLiteral("</i>");
}

QString dk()
{
    return sub(var(QStringLiteral("d")), var(QStringLiteral("k")));
}

QString transposed(const QString &m)
{
    return m + QStringLiteral("<sup>⊤</sup>");
}

QString cells(const QString &label, const QString &formula)
{
    return QStringLiteral("<td style='padding-right:10px'><b>%1</b></td>"
                          "<td class='f' style='padding-right:28px'>%2</td>")
        .arg(label.toHtmlEscaped(), formula);
}

} // namespace

FormulaPanel::FormulaPanel(Document *document, QWidget *parent)
    : QTextBrowser(parent), m_document(document)
{
    setOpenLinks(false);
    fitHeight();
    connect(m_document, &Document::changed, this, [this](Document::Change change) {
        if (change != Document::Change::Selection)
            refresh();
    });
    refresh();
}

QString FormulaPanel::mainLine(const Scenario &s) const
{
    if (s.mode != InputMode::Direct && s.mode != InputMode::SelfAttention &&
        s.mode != InputMode::CrossAttention)
        return var(QStringLiteral("A")) + QStringLiteral(" = ") + tr("imported weights");
    const bool multi = s.headCount > 1;
    const QString q =
        multi ? sub(var(QStringLiteral("Q")), var(QStringLiteral("i"))) : var(QStringLiteral("Q"));
    const QString k =
        multi ? sub(var(QStringLiteral("K")), var(QStringLiteral("i"))) : var(QStringLiteral("K"));
    const QString v =
        multi ? sub(var(QStringLiteral("V")), var(QStringLiteral("i"))) : var(QStringLiteral("V"));
    QString scores = s.score == ScoreKind::DotProduct
                         ? QString(q + QStringLiteral(" ") + transposed(k))
                         : sub(QStringLiteral("score"), QStringLiteral("add")) +
                               QStringLiteral("(") + q + QStringLiteral(", ") + k +
                               QStringLiteral(")");
    if (s.scaling == ScalingKind::InverseSqrtKeyDim)
        scores += QStringLiteral(" / √") + dk();
    else if (s.scaling == ScalingKind::Custom)
        scores = var(QStringLiteral("s")) + QStringLiteral(" · ") + scores;
    const bool finiteT = std::isfinite(s.temperature);
    if (finiteT && s.temperature != 1.0 && s.temperature != 0.0)
        scores = QStringLiteral("(") + scores + QStringLiteral(") / ") + var(QStringLiteral("T"));
    if (s.mask != MaskKind::None)
        scores += QStringLiteral(" + ") + var(QStringLiteral("M"));
    QString weights;
    if (!finiteT)
        weights =
            tr("uniform") + QStringLiteral(" (1/") + var(QStringLiteral("n")) + QStringLiteral(")");
    else if (s.temperature == 0.0)
        weights = QStringLiteral("hardmax(") + scores + QStringLiteral(")");
    else
        weights = QStringLiteral("softmax(") + scores + QStringLiteral(")");
    QString line = weights + QStringLiteral(" ") + v;
    if (multi) {
        const QString h = QString::number(s.headCount);
        line = sub(QStringLiteral("head"), var(QStringLiteral("i"))) + QStringLiteral(" = ") + line;
        switch (s.combination) {
        case HeadCombination::ConcatProject:
            line += QStringLiteral(",&nbsp;&nbsp; out = concat(") +
                    sub(QStringLiteral("head"), QStringLiteral("1")) + QStringLiteral(", …, ") +
                    sub(QStringLiteral("head"), h) + QStringLiteral(") ") +
                    sub(var(QStringLiteral("W")), var(QStringLiteral("O")));
            break;
        case HeadCombination::WeightedSum:
            line += QStringLiteral(",&nbsp;&nbsp; out = Σ") + QStringLiteral("<sub>i</sub> ") +
                    sub(var(QStringLiteral("w")), var(QStringLiteral("i"))) + QStringLiteral(" ") +
                    sub(QStringLiteral("head"), var(QStringLiteral("i")));
            break;
        case HeadCombination::Mean:
            line += QStringLiteral(",&nbsp;&nbsp; out = (1/") + h +
                    QStringLiteral(") Σ<sub>i</sub> ") +
                    sub(QStringLiteral("head"), var(QStringLiteral("i")));
            break;
        }
    } else {
        line = QStringLiteral("out = ") + line;
    }
    return line;
}

QString FormulaPanel::inputsLine(const Scenario &s) const
{
    auto shape = [](const Matrix &m) {
        return QStringLiteral("%1×%2").arg(m.rows()).arg(m.cols());
    };
    const bool multi = s.headCount > 1;
    const QString i = multi ? var(QStringLiteral("i")) : QString();
    auto w = [&](const char *which) {
        return sub(var(QStringLiteral("W")),
                   var(QLatin1String(which)) + (multi ? QStringLiteral(",") + i : QString()));
    };
    auto qkv = [&](const char *name) {
        return multi ? sub(var(QLatin1String(name)), i) : var(QLatin1String(name));
    };
    // "Q = X W_Q", with "+ b_Q" where a head has that bias (a trained model's heads).
    auto biased = [&](const attn::Vector HeadProjection::*bias) {
        return std::any_of(s.heads.begin(), s.heads.end(),
                           [bias](const HeadProjection &h) { return (h.*bias).size() > 0; });
    };
    auto projection = [&](const char *name, const char *input,
                          const attn::Vector HeadProjection::*bias) {
        QString line = qkv(name) + QStringLiteral(" = ") + var(QLatin1String(input)) +
                       QStringLiteral(" ") + w(name);
        if (biased(bias))
            line += QStringLiteral(" + ") +
                    sub(var(QStringLiteral("b")),
                        var(QLatin1String(name)) + (multi ? QStringLiteral(",") + i : QString()));
        return line;
    };
    const bool cross = s.mode == InputMode::CrossAttention;
    const char *source = cross ? "Y" : "X";
    const QString projections =
        projection("Q", "X", &HeadProjection::queryBias) + QStringLiteral(", ") +
        projection("K", source, &HeadProjection::keyBias) + QStringLiteral(", ") +
        projection("V", source, &HeadProjection::valueBias) + QStringLiteral("&nbsp;&nbsp; (") +
        var(QStringLiteral("X")) + QStringLiteral(": ") + shape(s.tokens);
    switch (s.mode) {
    case InputMode::Direct:
        return tr("%1 (%2), %3 (%4), %5 given")
            .arg(var(QStringLiteral("Q")), shape(s.queries), var(QStringLiteral("K")),
                 shape(s.keys),
                 s.keysAreValues ? QString(var(QStringLiteral("V")) + QStringLiteral(" = ") +
                                           var(QStringLiteral("K")))
                                 : var(QStringLiteral("V")) + QStringLiteral(" (") +
                                       shape(s.values) + QStringLiteral(")"));
    case InputMode::SelfAttention:
        return projections + QStringLiteral(")");
    case InputMode::CrossAttention:
        return projections + QStringLiteral(", ") + var(QStringLiteral("Y")) +
               QStringLiteral(": ") + shape(s.sourceTokens) + QStringLiteral(")");
    default:
        break;
    }
    // Weights imported from a model: nothing is computed before them.
    return tr("attention weights given directly (imported): no Q, K, V or scores");
}

QString FormulaPanel::scoreLine(const Scenario &s) const
{
    if (s.mode == InputMode::ImportedWeights)
        return tr("none: the weights were imported, not computed from scores");
    const QString a = sub(QStringLiteral("a′"), var(QStringLiteral("ij")));
    const QString qi = sub(var(QStringLiteral("q")), var(QStringLiteral("i")));
    const QString kj = sub(var(QStringLiteral("k")), var(QStringLiteral("j")));
    if (s.score == ScoreKind::DotProduct)
        return a + QStringLiteral(" = ") + qi + QStringLiteral(" · ") + kj +
               QStringLiteral("&nbsp;&nbsp; ") + tr("(dot product)");
    return a + QStringLiteral(" = ") + sub(var(QStringLiteral("w")), var(QStringLiteral("v"))) +
           QStringLiteral(" · tanh(") + qi + QStringLiteral(" ") +
           sub(var(QStringLiteral("A")), var(QStringLiteral("q"))) + QStringLiteral(" + ") + kj +
           QStringLiteral(" ") + sub(var(QStringLiteral("A")), var(QStringLiteral("k"))) +
           QStringLiteral(")&nbsp;&nbsp; ") +
           tr("(additive, hidden width %1)").arg(s.additiveHidden);
}

QString FormulaPanel::scalingLine(const Scenario &s) const
{
    if (s.mode == InputMode::ImportedWeights)
        return tr("does not apply to imported weights");
    const QString sv = var(QStringLiteral("s"));
    switch (s.scaling) {
    case ScalingKind::None:
        return sv + QStringLiteral(" = 1&nbsp;&nbsp; ") + tr("(no scaling)");
    case ScalingKind::InverseSqrtKeyDim: {
        const AttentionTrace &trace = m_document->trace();
        if (m_document->hasTrace() && !trace.heads.empty()) {
            // As the engine computes it (scaleFor()); not a head's own factor, which a job
            // computing head by head may not have replaced yet.
            const auto d = trace.heads.front().k.cols();
            return sv + QStringLiteral(" = 1/√") + dk() + QStringLiteral(" = 1/√%1 = ").arg(d) +
                   PlotStyle::compact(1.0 / std::sqrt(double(d)));
        }
        return sv + QStringLiteral(" = 1/√") + dk();
    }
    case ScalingKind::Custom:
        return sv + QStringLiteral(" = ") + PlotStyle::compact(s.customScale) +
               QStringLiteral("&nbsp;&nbsp; ") + tr("(custom)");
    }
    return QString();
}

QString FormulaPanel::temperatureLine(const Scenario &s) const
{
    const QString t = var(QStringLiteral("T"));
    // Whatever T a file stored, imported weights are shown as they are, never made uniform.
    if (s.mode == InputMode::ImportedWeights)
        return tr("does not apply: the imported weights are shown as they are");
    if (!std::isfinite(s.temperature))
        return t + QStringLiteral(" = ∞: ") +
               tr("uniform attention, every visible key gets 1/%1").arg(var(QStringLiteral("n")));
    if (s.temperature == 0.0)
        return t + QStringLiteral(" = 0: ") +
               tr("hard attention, weight 1 on the largest score (ties share)");
    return t + QStringLiteral(" = ") + PlotStyle::compact(s.temperature) +
           (s.temperature == 1.0 ? QStringLiteral("&nbsp;&nbsp; ") + tr("(ordinary softmax)")
                                 : QString());
}

QString FormulaPanel::maskLine(const Scenario &s) const
{
    if (s.mode == InputMode::ImportedWeights)
        return tr("as imported: a key with weight 0 is hidden from that query");
    const QString m = sub(var(QStringLiteral("M")), var(QStringLiteral("ij")));
    switch (s.mask) {
    case MaskKind::None:
        return tr("none: every query sees every key");
    case MaskKind::Causal:
        return tr("causal: %1 = −∞ for %2 > %3 (no looking ahead)")
            .arg(m, var(QStringLiteral("j")), var(QStringLiteral("i")));
    case MaskKind::ValidLength:
        return tr("valid length %1: %2 = −∞ for %3 ≥ %1")
            .arg(s.validLength)
            .arg(m, var(QStringLiteral("j")));
    case MaskKind::Custom:
        return tr("custom: %1 = −∞ where the mask hides the pair, 0 elsewhere").arg(m);
    case MaskKind::Neighbours:
        return tr("neighbours only: %1 = −∞ unless an edge %2 → %3 joins the nodes%4")
            .arg(m, var(QStringLiteral("j")), var(QStringLiteral("i")),
                 s.graph.selfLoops
                     ? tr(" (or %1 = %2)").arg(var(QStringLiteral("j")), var(QStringLiteral("i")))
                     : QString());
    }
    return QString();
}

QString FormulaPanel::headsLine(const Scenario &s) const
{
    if (s.headCount <= 1)
        return tr("one head");
    QString text;
    switch (s.combination) {
    case HeadCombination::ConcatProject:
        text = tr("%1 heads, concatenated and projected by %2")
                   .arg(s.headCount)
                   .arg(sub(var(QStringLiteral("W")), var(QStringLiteral("O"))));
        break;
    case HeadCombination::WeightedSum: {
        QStringList weights;
        for (const HeadProjection &head : s.heads)
            weights << PlotStyle::compact(head.combineWeight);
        text = tr("%1 heads, weighted sum with w = (%2)")
                   .arg(s.headCount)
                   .arg(weights.join(QStringLiteral(", ")));
        break;
    }
    case HeadCombination::Mean:
        text = tr("%1 heads, averaged").arg(s.headCount);
        break;
    }
    QStringList off;
    for (std::size_t i = 0; i < s.heads.size(); ++i) {
        if (!s.heads[i].enabled)
            off << QString::number(i + 1);
    }
    if (!off.isEmpty())
        text += QStringLiteral("; ") +
                tr("switched off (count as 0): %1").arg(off.join(QStringLiteral(", ")));
    return text;
}

void FormulaPanel::refresh()
{
    const Scenario &s = m_document->scenario();
    const QString main = mainLine(s);
    if (main != m_mainHtml) {
        QTextDocument plain;
        plain.setHtml(main);
        m_mainPlain = plain.toPlainText();
        m_mainHtml = main;
    }
    // A serif face for the mathematics, as in the texts; the labels stay in the UI font.
    QString html = QStringLiteral("<style>.f { font-family: 'DejaVu Serif', serif; }</style>"
                                  "<p class='f' style='font-size:large'>%1</p><table>")
                       .arg(main);
    // Two parts per line: the panel is wide and short, under the plots.
    const QString weights = sub(var(QStringLiteral("a")), var(QStringLiteral("ij"))) +
                            QStringLiteral(" ≥ 0,&nbsp; Σ<sub><i>j</i></sub> ") +
                            sub(var(QStringLiteral("a")), var(QStringLiteral("ij"))) +
                            QStringLiteral(" = 1");
    html += QStringLiteral("<tr>") + cells(tr("Inputs"), inputsLine(s)) +
            cells(tr("Score"), scoreLine(s)) + QStringLiteral("</tr><tr>") +
            cells(tr("Scaling"), scalingLine(s)) + cells(tr("Temperature"), temperatureLine(s)) +
            QStringLiteral("</tr><tr>") + cells(tr("Mask"), maskLine(s)) +
            cells(tr("Weights"), weights) + QStringLiteral("</tr><tr>") +
            cells(tr("Heads"), headsLine(s)) + QStringLiteral("</tr>");
    html += QStringLiteral("</table>");
    // Most edits change numbers, not the formula: laying the same rich text out again
    // would cost more than the rest of the edit at small sizes.
    if (html == m_html)
        return;
    m_html = html;
    setHtml(html);
}

void FormulaPanel::fitHeight()
{
    // The main line (larger) and four lines of parts, without a scroll bar.
    setMinimumHeight(fontMetrics().lineSpacing() * 7 + 2 * frameWidth());
}

void FormulaPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        refresh();
    if (event->type() == QEvent::FontChange)
        fitHeight();
    QTextBrowser::changeEvent(event);
}
