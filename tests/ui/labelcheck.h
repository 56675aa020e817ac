#pragma once

// What the views show of the token labels, checked against the trace they draw: every
// problem collected per view (how often, and where first) rather than the first one failing.

#include "headsgridview.h"
#include "heatmapview.h"
#include "largestweight.h"
#include "outputview.h"
#include "planeview.h"
#include "plotstyle.h"
#include "rowmeasuresview.h"
#include "softmaxbarsview.h"
#include "stagematrixview.h"
#include "stepbystepview.h"
#include "tracetokens.h"

#include <qcustomplot.h>

#include <QMap>
#include <QSet>
#include <QString>
#include <QStringList>

#include <cmath>

/// “label”, as titles quote a token.
inline QString quoted(const QString &label)
{
    return QStringLiteral("“%1”").arg(label);
}

/// Collects what the views show wrong: per view, how often and where first.
class LabelCheck
{
public:
    void setContext(const QString &context) { m_context = context; }
    bool passed() const { return m_views.isEmpty(); }
    QString report() const
    {
        QStringList lines;
        for (auto it = m_views.cbegin(); it != m_views.cend(); ++it)
            lines << QStringLiteral("%1: %2 wrong, first %3")
                         .arg(it.key())
                         .arg(it->count)
                         .arg(it->first);
        return lines.join(u'\n');
    }

    void expect(bool ok, const QString &view, const QString &what)
    {
        if (ok)
            return;
        Problem &p = m_views[view];
        if (p.count++ == 0)
            p.first = what + QStringLiteral("  [") + m_context + u']';
    }

    /// The ticks an axis drew at its last replot (tickVector, tickVectorLabels): each on a
    /// slot 0 .. n-1 with that slot's label, the first slot labelled.
    void axis(QCPAxis *axis, const QStringList &labels, const QString &view)
    {
        const QVector<double> ticks = axis->tickVector();
        const QVector<QString> texts = axis->tickVectorLabels();
        expect(!ticks.isEmpty() || labels.isEmpty(), view, QStringLiteral("no token labels"));
        if (!ticks.isEmpty())
            expect(ticks.first() == 0.0, view, QStringLiteral("the first token is not labelled"));
        for (int i = 0; i < ticks.size() && i < texts.size(); ++i) {
            const long slot = std::lround(ticks[i]);
            if (slot < 0 || slot >= labels.size()) {
                expect(false, view,
                       QStringLiteral("a tick label on slot %1 of %2 (“%3”)")
                           .arg(slot)
                           .arg(labels.size())
                           .arg(texts[i]));
                continue;
            }
            QString text = texts[i];
            text.remove(QStringLiteral("⚠ ")); // the heatmap marks fully masked rows
            // A lower line of staggered labels: line feeds, or lines of an ideographic space.
            while (text.startsWith(u'\n') || text.startsWith(QStringLiteral("\u3000\n")))
                text.remove(0, text.indexOf(u'\n') + 1);
            // Shortened with "…" where the slot is narrow (the tooltip names it whole).
            const bool elided = text.endsWith(u'…') && text.size() > 1 &&
                                labels.at(slot).startsWith(text.chopped(1));
            expect(text == labels.at(slot) || elided, view,
                   QStringLiteral("slot %1 labelled “%2”, the trace says “%3”")
                       .arg(slot)
                       .arg(text, labels.at(slot)));
        }
    }

    void heatmap(HeatmapView *view, const Tokens &t, const QString &name)
    {
        if (!view->isVisible())
            return;
        expect(view->keyLabels() == t.keys, name,
               QStringLiteral("key labels ") + view->keyLabels().join(u' '));
        expect(view->queryLabels() == t.queries, name,
               QStringLiteral("query labels ") + view->queryLabels().join(u' '));
        axis(view->plot()->xAxis, t.keys, name + QStringLiteral(" keys"));
        axis(view->plot()->yAxis, t.queries, name + QStringLiteral(" queries"));
    }

    void bars(SoftmaxBarsView *view, const Tokens &t, const QString &name)
    {
        if (!view->isVisible())
            return;
        expect(view->keyLabels() == t.keys, name,
               QStringLiteral("key labels ") + view->keyLabels().join(u' '));
        // The weights panel (the lower axis rect) names the keys.
        axis(view->plot()->axisRect(1)->axis(QCPAxis::atBottom), t.keys, name);
        const int query = view->shownQuery();
        expect(query >= 0 && query < t.queries.size() &&
                   view->title().contains(quoted(t.queries.at(query))),
               name, QStringLiteral("title “%1”").arg(view->title()));
    }

    void output(OutputView *view, const Tokens &t)
    {
        if (!view->isVisible() || t.queries.isEmpty())
            return;
        expect(view->title().contains(quoted(t.queries.at(t.query))), QStringLiteral("output"),
               QStringLiteral("title “%1”").arg(view->title()));
    }

    void rowMeasures(RowMeasuresView *view, const Tokens &t)
    {
        if (!view->isVisible())
            return;
        // The key with the largest weight, or "tie" naming or counting the tied keys.
        QStringList expected;
        for (const std::vector<int> &keys : t.largest) {
            QStringList names;
            for (int j : keys)
                names << (j < t.keys.size() ? t.keys.at(j) : QStringLiteral("k%1").arg(j + 1));
            expected << (names.isEmpty()     ? QStringLiteral("—")
                         : names.size() == 1 ? names.first()
                         : names.size() <= LargestWeight::kNamedTies
                             ? QStringLiteral("tie: ") + names.join(QStringLiteral(", "))
                             : QStringLiteral("tie of %1").arg(names.size()));
        }
        expect(view->argmaxLabels() == expected, QStringLiteral("entropy column"),
               QStringLiteral("argmax labels ") + view->argmaxLabels().join(u' '));
    }

    void headsGrid(HeadsGridView *view, const QVector<double> &importance, const Tokens &t)
    {
        if (!view->isVisible() || t.keys.isEmpty())
            return;
        const QString name = QStringLiteral("all heads");
        // A heading may be shortened, never its importance value.
        for (int head = 0; head < importance.size() && head < view->tileCount(); ++head) {
            const QString heading = view->heading(head);
            expect(heading.contains(PlotStyle::fixed(importance[head], 2)) ||
                       heading.contains(QStringLiteral("off")),
                   name, QStringLiteral("heading “%1” without its importance").arg(heading));
        }
        expect(view->title().contains(t.queries.first()) && view->title().contains(t.keys.last()),
               name, QStringLiteral("title “%1”").arg(view->title()));
        for (int tile = 0; tile < view->tileCount(); ++tile) {
            const QList<HeadsGridView::KeyLabel> labels = view->keyLabels(tile);
            const int step = view->keyLabelStep();
            expect(!labels.isEmpty() && labels.first().key == 0, name,
                   QStringLiteral("tile %1 without its first key label").arg(tile + 1));
            expect(step > 1 || labels.size() == t.keys.size(), name,
                   QStringLiteral("tile %1 labels %2 of %3 keys without saying so")
                       .arg(tile + 1)
                       .arg(labels.size())
                       .arg(t.keys.size()));
            for (const HeadsGridView::KeyLabel &label : labels) {
                const bool inRange = label.key >= 0 && label.key < t.keys.size();
                const QString full = inRange ? t.keys.at(label.key) : QString();
                const bool elided =
                    label.text.endsWith(u'…') && full.startsWith(label.text.chopped(1));
                expect(inRange && label.fullText == full && (label.text == full || elided), name,
                       QStringLiteral("tile %1 key %2 drawn as “%3” (full “%4”), the trace “%5”")
                           .arg(tile + 1)
                           .arg(label.key)
                           .arg(label.text, label.fullText, full));
            }
        }
    }

    void steps(StepByStepView *view, const Tokens &t)
    {
        if (!view->isVisible())
            return;
        using Kind = ComputationStage::Kind;
        for (StageMatrixView *stage : view->findChildren<StageMatrixView *>()) {
            const ComputationStage &s = stage->stage();
            const bool byKey = s.kind == Kind::KeyInput || s.kind == Kind::ValueInput ||
                               s.kind == Kind::K || s.kind == Kind::V;
            const bool keyColumns = s.kind == Kind::Scores || s.kind == Kind::Scaled ||
                                    s.kind == Kind::Tempered || s.kind == Kind::Masked ||
                                    s.kind == Kind::Weights;
            const QString name = QStringLiteral("step “%1”").arg(s.title);
            if (s.kind == Kind::OutputProjection)
                continue; // rows of W_O are components, not tokens
            const QStringList &rows = byKey ? t.keys : t.queries;
            for (int r = 0; r < stage->shownRows(); ++r)
                expect(r < s.rowLabels.size() && r < rows.size() && s.rowLabels.at(r) == rows.at(r),
                       name,
                       QStringLiteral("row %1 labelled “%2”")
                           .arg(r)
                           .arg(r < s.rowLabels.size() ? s.rowLabels.at(r) : QString()));
            for (int c = 0; keyColumns && c < stage->shownColumns(); ++c)
                expect(c < s.columnLabels.size() && c < t.keys.size() &&
                           s.columnLabels.at(c) == t.keys.at(c),
                       name,
                       QStringLiteral("column %1 labelled “%2”")
                           .arg(c)
                           .arg(c < s.columnLabels.size() ? s.columnLabels.at(c) : QString()));
        }
    }

    /// Arrow labels start with the token's name ("v name" for a value): every key drawn is
    /// named, and no label names a token the trace does not have.
    void plane(PlaneView *view, const Tokens &t)
    {
        if (!view->isVisible())
            return;
        QSet<QString> names;
        for (QCPAbstractItem *item : view->plot()->findChildren<QCPAbstractItem *>())
            if (auto *text = qobject_cast<QCPItemText *>(item))
                if (!text->text().isEmpty())
                    names.insert(text->text().section(u'\n', 0, 0));
        QSet<QString> allowed{PlaneView::tr("output o")};
        for (const QString &key : t.keys)
            allowed << key << PlaneView::tr("v %1").arg(key);
        if (!t.queries.isEmpty())
            allowed << t.queries.at(t.query);
        for (const QString &name : std::as_const(names))
            expect(allowed.contains(name), QStringLiteral("2-D plane"),
                   QStringLiteral("an arrow labelled “%1”").arg(name));
        if (view->arrowCount(PlaneView::Role::Key) == t.keys.size())
            for (const QString &key : t.keys)
                expect(names.contains(key), QStringLiteral("2-D plane"),
                       QStringLiteral("no arrow labelled “%1”").arg(key));
    }

private:
    struct Problem
    {
        int count = 0;
        QString first;
    };
    QString m_context;
    QMap<QString, Problem> m_views;
};
