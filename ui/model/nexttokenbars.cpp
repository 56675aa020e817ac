#include "nexttokenbars.h"

#include "modelsession.h"
#include "plotstyle.h"
#include "retranslate.h"

#include <QEvent>
#include <QPainter>

#include <algorithm>
#include <cmath>

namespace {

constexpr int kPad = 6;     ///< between the label, the bar and the number
constexpr int kMinBar = 60; ///< the least length of a whole bar

} // namespace

NextTokenBars::NextTokenBars(ModelSession *session, QWidget *parent)
    : QWidget(parent), m_session(session)
{
    setObjectName(QStringLiteral("nextTokenBars"));
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Preferred);
    connect(session, &ModelSession::changed, this, &NextTokenBars::refresh);
    onLanguageChange(this, [this] { update(); });
    refresh();
}

void NextTokenBars::refresh()
{
    m_rows.clear();
    m_showsBefore = m_session->hasResult() && m_session->hasInterventions();
    if (m_session->hasResult()) {
        for (const attn::model::NextToken &next : m_session->run().topNextTokens(kShown)) {
            Row row;
            row.word = m_session->tokenText(next.token);
            if (row.word.isEmpty())
                row.word = QString::number(next.token);
            row.probability = next.probability;
            row.before = m_session->plainRun().nextTokenProbability(next.token);
            m_rows.push_back(row);
        }
    }
    updateGeometry();
    update();
}

QString NextTokenBars::legendText()
{
    return tr("Hollow bars and (numbers): before the interventions");
}

int NextTokenBars::rowHeight() const
{
    // From a line and a little (a short pane) to a line and a half.
    const int line = QFontMetrics(PlotStyle::tickFont()).height();
    return std::clamp((height() - kPad) / kShown, line + 2, line + line / 2);
}

int NextTokenBars::labelWidth() const
{
    const QFontMetrics metrics(PlotStyle::tickFont());
    int widest = metrics.horizontalAdvance(QStringLiteral("word"));
    for (const Row &row : m_rows)
        widest = std::max(widest, metrics.horizontalAdvance(row.word));
    return widest;
}

QString NextTokenBars::numberText(const Row &row) const
{
    const QString now = PlotStyle::fixed(row.probability, 3);
    return m_showsBefore ? tr("%1 (%2)").arg(now, PlotStyle::fixed(row.before, 3)) : now;
}

int NextTokenBars::numberWidth() const
{
    const QFontMetrics metrics(PlotStyle::valueFont());
    return metrics.horizontalAdvance(numberText(Row{QString(), 0.888, 0.888}));
}

QSize NextTokenBars::sizeHint() const
{
    const int line = QFontMetrics(PlotStyle::tickFont()).height();
    return QSize(labelWidth() + numberWidth() + 200 + 3 * kPad, (line + line / 2) * kShown + kPad);
}

QSize NextTokenBars::minimumSizeHint() const
{
    const int line = QFontMetrics(PlotStyle::tickFont()).height();
    return QSize(labelWidth() + numberWidth() + kMinBar + 3 * kPad, (line + 2) * kShown + kPad);
}

void NextTokenBars::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::FontChange)
        updateGeometry();
    QWidget::changeEvent(event);
}

void NextTokenBars::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    painter.fillRect(rect(), PlotStyle::backgroundColor());
    const int rowH = rowHeight();
    const int labels = labelWidth();
    const int numbers = numberWidth();
    const int barLeft = labels + 2 * kPad;
    const int barRoom = std::max(width() - barLeft - numbers - 2 * kPad, 8);
    const QColor bar = PlotStyle::weightColor();
    for (std::size_t i = 0; i < m_rows.size(); ++i) {
        const Row &row = m_rows[i];
        const int top = int(i) * rowH + kPad / 2;
        painter.setFont(PlotStyle::tickFont());
        painter.setPen(PlotStyle::textColor());
        painter.drawText(QRect(kPad, top, labels, rowH), Qt::AlignRight | Qt::AlignVCenter,
                         row.word);
        const int length = int(std::lround(barRoom * std::clamp(row.probability, 0.0, 1.0)));
        const int was = int(std::lround(barRoom * std::clamp(row.before, 0.0, 1.0)));
        // With the interventions' probabilities before: each bar half the row.
        const int barHeight = m_showsBefore ? rowH / 2 - 2 : rowH - 6;
        painter.fillRect(
            QRect(barLeft, top + (m_showsBefore ? 2 : 3), std::max(length, 1), barHeight), bar);
        if (m_showsBefore) {
            // Without the interventions: a hollow bar under the filled one.
            painter.setPen(QPen(PlotStyle::mutedTextColor(), 1.5));
            painter.setBrush(Qt::NoBrush);
            painter.drawRect(
                QRectF(barLeft + 0.5, top + rowH / 2 + 1.5, std::max(was, 1), rowH / 2 - 4));
        }
        painter.setFont(PlotStyle::valueFont());
        painter.setPen(PlotStyle::textColor());
        const int numberLeft = barLeft + (m_showsBefore ? std::max(length, was) : length) + kPad;
        painter.drawText(QRect(std::min(numberLeft, width() - numbers - kPad), top, numbers, rowH),
                         Qt::AlignLeft | Qt::AlignVCenter, numberText(row));
    }
}
