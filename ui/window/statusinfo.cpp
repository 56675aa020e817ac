#include "statusinfo.h"

#include "document.h"
#include "fieldnames.h"
#include "importedweights.h"
#include "linelimitedlabel.h"
#include "plaintooltip.h"
#include "retranslate.h"
#include "texttone.h"
#include "tracesummary.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QToolButton>

#include <algorithm>
#include <cmath>
#include <vector>

StatusInfo::StatusInfo(Document *document, QWidget *parent)
    : QWidget(parent), m_document(document), m_shapes(new QLabel),
      m_rowSums(new LineLimitedLabel(1)), m_warnings(new LineLimitedLabel(2)),
      m_computing(new QLabel), m_stop(new QToolButton)
{
    setTextTone(m_computing, TextTone::Emphasis);
    // Token labels and messages about the file reach these: plain text, never HTML.
    m_shapes->setTextFormat(Qt::PlainText);
    // The row sums give way (one line, "…") where the bar is narrow: presentation type at
    // 1024 px wide drew them over the shapes.
    m_rowSums->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Preferred);
    onLanguageChange(m_computing, [this] {
        m_computing->setText(computingText());
        m_computing->setToolTip(tr("The views show the last result until the new one is in; "
                                   "you can keep editing."));
        m_stop->setText(tr("Stop"));
        m_stop->setToolTip(tr("Stop this computation: the views keep the result they show"));
    });
    m_stop->setAutoRaise(true);
    connect(m_stop, &QToolButton::clicked, m_document, &Document::stopComputation);
    setTextTone(m_warnings, TextTone::EmphasisProblem);
    // A long message wraps onto a second line of the status bar and ends with "…" there,
    // rather than being cut at the window's edge, widening the window past the screen or
    // making the status bar taller than two lines (which pushed a 720 px window to 948 px);
    // every issue is in the tooltip. Plain text: file contents reach it.
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(4, 0, 4, 0);
    layout->addWidget(m_shapes);
    layout->addSpacing(16);
    layout->addWidget(m_rowSums);
    layout->addSpacing(16);
    layout->addWidget(m_computing);
    layout->addWidget(m_stop);
    layout->addSpacing(16);
    layout->addWidget(m_warnings, 1);
    connect(m_document, &Document::changed, this, &StatusInfo::refresh);
    connect(m_document, &Document::computingChanged, this, [this] {
        m_permille = 0;
        showProgress(0, 0);
        showComputing();
    });
    connect(m_document, &Document::computingProgress, this, &StatusInfo::showProgress);
    connect(m_document, &Document::computingShare, this, [this](int permille) {
        m_permille = permille;
        m_computing->setText(computingText());
    });
    showComputing();
    refresh();
}

QSize StatusInfo::sizeHint() const
{
    const QSize hint = QWidget::sizeHint();
    return {hint.width(), std::max(hint.height(), m_stop->sizeHint().height())};
}

QSize StatusInfo::minimumSizeHint() const
{
    const QSize hint = QWidget::minimumSizeHint();
    return {hint.width(), std::max(hint.height(), m_stop->sizeHint().height())};
}

QString StatusInfo::computingText() const
{
    if (m_headsTotal <= 0 && m_permille > 0)
        return tr("Computing… %1%").arg(m_permille / 10);
    if (m_headsTotal <= 0)
        return tr("Computing…");
    return tr("Computing… head %1 of %2").arg(m_headsDone).arg(m_headsTotal);
}

void StatusInfo::showComputing()
{
    m_computing->setVisible(m_document->isComputing());
    m_stop->setVisible(m_document->canStopComputation());
}

void StatusInfo::showProgress(int done, int total)
{
    m_headsDone = done;
    m_headsTotal = total;
    m_computing->setText(computingText());
}

QString StatusInfo::shapesText() const
{
    return m_shapes->text();
}

QString StatusInfo::rowSumsText() const
{
    return m_rowSums->fullText();
}

QString StatusInfo::warningsText() const
{
    return describeIssues(*m_document).join(QLatin1Char('\n'));
}

QString StatusInfo::describeShapes(const Document &document)
{
    const attn::AttentionTrace &t = document.trace();
    if (!document.hasTrace() || t.heads.empty())
        return tr("No result yet");
    const attn::HeadTrace &h = t.heads.front();
    const int heads = int(t.heads.size());
    const QString headText = heads == 1 ? tr("1 head") : tr("%1 heads").arg(heads);
    const attn::Graph &graph = document.scenario().graph;
    if (!graph.empty() && graph.nodeCount() == h.weights.rows())
        return tr("graph: %1 nodes, %2 edges  ·  d_k %3  ·  d_v %4  ·  %5  ·  output %6 x %7")
            .arg(graph.nodeCount())
            .arg(graph.edges.size())
            .arg(h.q.cols())
            .arg(h.v.cols())
            .arg(headText)
            .arg(t.output.rows())
            .arg(t.output.cols());
    return tr("%1 queries x %2 keys  ·  d_k %3  ·  d_v %4  ·  %5  ·  output %6 x %7")
        .arg(h.weights.rows())
        .arg(h.weights.cols())
        .arg(h.q.cols())
        .arg(h.v.cols())
        .arg(headText)
        .arg(t.output.rows())
        .arg(t.output.cols());
}

QString StatusInfo::describeRowSums(const Document &document, RowsNamed named)
{
    const attn::AttentionTrace &t = document.trace();
    const int head = document.selectedHead();
    if (!document.hasTrace() || head < 0 || head >= int(t.heads.size()))
        return {};
    const attn::Matrix &w = t.heads[size_t(head)].weights;
    // Computed rows sum to 1 within rounding; weights imported from a model in float32 only
    // to the tolerance their validation accepts (0.999999970198 is a true float32 sum).
    const bool weightsOnly = document.tracedScenario().mode == attn::InputMode::ImportedWeights;
    const double tolerance = weightsOnly ? attn::importedRowSumTolerance(w.cols()) : 1e-9;
    QStringList odd;
    const auto label = [&t](int r) { // built only for the rows named
        return r < int(t.queryLabels.size()) ? QString::fromStdString(t.queryLabels[size_t(r)])
                                             : QString::number(r + 1);
    };
    const std::vector<double> &sums = TraceSummary::of(document)->rowSums(head);
    for (int r = 0; r < w.rows(); ++r) {
        if (r < int(t.maskedRows.size()) && t.maskedRows[size_t(r)]) {
            odd << tr("\"%1\" has every key masked").arg(label(r));
            continue;
        }
        const double sum = sums[std::size_t(r)];
        // An imported all-zero row is how a model marks a query that sees no key.
        if (sum == 0.0 && weightsOnly) {
            odd << tr("\"%1\" has every key masked").arg(label(r));
            continue;
        }
        if (std::abs(sum - 1.0) > tolerance)
            odd << tr("\"%1\" sums to %2").arg(label(r)).arg(sum, 0, 'g', 12);
    }
    if (odd.isEmpty())
        return tr("Every row of head %1 sums to 1").arg(head + 1);
    // The status bar names a few rows; a custom mask can empty hundreds.
    constexpr int kNamedInLine = 3;
    if (named == RowsNamed::Few && odd.size() > kNamedInLine + 1) {
        const qsizetype more = odd.size() - kNamedInLine;
        odd.resize(kNamedInLine);
        odd << tr("and %1 more rows").arg(more);
    }
    return tr("Head %1: %2").arg(head + 1).arg(odd.join(QStringLiteral("; ")));
}

QStringList StatusInfo::describeIssues(const Document &document)
{
    QStringList lines;
    for (const attn::ValidationIssue &issue : document.issues())
        lines << FieldNames::describe(issue);
    return lines;
}

void StatusInfo::showAside(const QString &text)
{
    m_aside = text;
    refresh();
}

void StatusInfo::endAside()
{
    if (m_aside.isEmpty())
        return;
    m_aside.clear();
    refresh();
}

void StatusInfo::refresh()
{
    showComputing(); // a job that follows another may be of the other kind
    if (!m_aside.isEmpty()) {
        m_shapes->setText(m_aside);
        m_rowSums->setFullText(QString());
        m_rowSums->setFullToolTip(QString());
        m_warnings->setFullText(QString());
        m_warnings->setFullToolTip(QString());
        return;
    }
    m_shapes->setText(describeShapes(*m_document));
    const QString rowSums = describeRowSums(*m_document);
    m_rowSums->setFullText(rowSums);
    const QString allRows = describeRowSums(*m_document, RowsNamed::All);
    m_rowSums->setFullToolTip(allRows == rowSums ? QString() : PlainToolTip::of(allRows));
    const QStringList issues = describeIssues(*m_document);
    if (issues.isEmpty()) {
        m_warnings->setFullText(QString());
        m_warnings->setFullToolTip(QString());
        return;
    }
    const QString head =
        issues.size() == 1
            ? tr("Not computed: %1").arg(issues.front())
            : tr("Not computed (%1 problems): %2").arg(issues.size()).arg(issues.front());
    m_warnings->setFullText(head);
    m_warnings->setFullToolTip(PlainToolTip::of(issues.join(QLatin1Char('\n'))));
}
