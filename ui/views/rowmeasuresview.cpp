#include "rowmeasuresview.h"

#include "scorestages.h"

#include "heatmapview.h"
#include "largestweight.h"
#include "plotstyle.h"

#include <qcustomplot.h>

#include <QPainter>

#include <algorithm>
#include <cmath>

RowMeasuresView::RowMeasuresView(Document *document, HeatmapView *heatmap, QWidget *parent)
    : QWidget(parent), m_document(document), m_heatmap(heatmap)
{
    setAutoFillBackground(true);
    QPalette p = palette();
    p.setColor(QPalette::Window, PlotStyle::backgroundColor());
    setPalette(p);
    // The heatmap decides where its rows are: repaint whenever it has drawn.
    connect(m_heatmap->plot(), &QCustomPlot::afterReplot, this, qOverload<>(&QWidget::update));
    connect(m_document, &Document::changed, this, qOverload<>(&QWidget::update));
}

int RowMeasuresView::head() const
{
    const int heads = int(m_document->trace().heads.size());
    return heads == 0 ? -1 : std::clamp(m_document->selectedHead(), 0, heads - 1);
}

QVector<double> RowMeasuresView::entropies() const
{
    QVector<double> out;
    if (head() < 0)
        return out;
    const attn::Vector &e = m_document->trace().heads[std::size_t(head())].entropy;
    for (Eigen::Index r = 0; r < e.size(); ++r)
        out << e[r];
    return out;
}

QVector<double> RowMeasuresView::sharpness() const
{
    QVector<double> out;
    if (head() < 0)
        return out;
    const attn::AttentionTrace &t = m_document->trace();
    const attn::HeadTrace &h = t.heads[std::size_t(head())];
    for (Eigen::Index r = 0; r < h.entropy.size(); ++r) {
        const double visible = double(attn::visibleCount(t, std::size_t(head()), r));
        out << (visible > 1 ? h.entropy[r] / std::log(visible) : 0.0);
    }
    return out;
}

QStringList RowMeasuresView::argmaxLabels() const
{
    QStringList out;
    if (head() < 0)
        return out;
    // A tie (every key at T = inf, or equal scores) has no argmax: naming the first tied key
    // would tell the class that one word won.
    const attn::AttentionTrace &t = m_document->trace();
    for (int r = 0; r < int(t.heads[std::size_t(head())].argmax.size()); ++r)
        out << LargestWeight::describe(t, head(), r);
    return out;
}

int RowMeasuresView::rowCentre(int row) const
{
    const QCustomPlot *plot = m_heatmap->plot();
    const int y = int(std::lround(plot->yAxis->coordToPixel(row)));
    return mapFromGlobal(plot->mapToGlobal(QPoint(0, y))).y();
}

QVector<RowMeasuresView::PixelRow>
RowMeasuresView::pixelRows(const QVector<int> &y, const QVector<double> &share, int selected)
{
    QVector<PixelRow> out;
    int count = 0; // rows in out.back()
    for (int r = 0; r < int(y.size()) && r < int(share.size()); ++r) {
        if (out.isEmpty() || out.back().y != y[r]) {
            out.append(PixelRow{y[r], share[r], r == selected});
            count = 1;
            continue;
        }
        PixelRow &p = out.back();
        ++count;
        p.share += (share[r] - p.share) / count; // running mean
        p.selected = p.selected || r == selected;
    }
    return out;
}

void RowMeasuresView::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    painter.fillRect(rect(), PlotStyle::backgroundColor());
    const QVector<double> entropy = entropies();
    const QVector<double> share = sharpness();
    const int rows = int(entropy.size());
    if (rows == 0 || m_heatmap->rowCount() != rows)
        return;
    const QCustomPlot *plot = m_heatmap->plot();
    const int top = mapFromGlobal(plot->mapToGlobal(plot->axisRect()->rect().topLeft())).y();
    const double rowHeight = std::abs(plot->yAxis->coordToPixel(1) - plot->yAxis->coordToPixel(0));
    const QFontMetrics metrics(PlotStyle::valueFont());

    painter.setPen(PlotStyle::textColor());
    QFont heading = PlotStyle::labelFont();
    heading.setBold(true);
    painter.setFont(heading);
    const int headingHeight = QFontMetrics(heading).height();
    painter.drawText(
        QRect(8, top - 2 * headingHeight - 8, width() - 12, headingHeight),
        Qt::AlignLeft | Qt::AlignVCenter,
        QFontMetrics(heading).elidedText(tr("Entropy H → argmax"), Qt::ElideRight, width() - 12));
    painter.setFont(PlotStyle::noteFont());
    painter.setPen(PlotStyle::mutedTextColor());
    painter.drawText(
        QRect(8, top - headingHeight - 6, width() - 12, headingHeight),
        Qt::AlignLeft | Qt::AlignVCenter,
        QFontMetrics(PlotStyle::noteFont())
            .elidedText(tr("nats; bar: sharp 0 … ln n diffuse"), Qt::ElideRight, width() - 12));

    const int barLeft = 8;
    const int barWidth = std::max(30, width() / 3);
    const auto drawBar = [&](int y, int h, double fraction, bool selected) {
        const QRect track(barLeft, y - h / 2, barWidth, h);
        painter.fillRect(track, QColor(0xee, 0xee, 0xee));
        painter.fillRect(QRect(track.left(), track.top(),
                               int(std::lround(std::clamp(fraction, 0.0, 1.0) * barWidth)),
                               track.height()),
                         selected ? PlotStyle::selectionColor() : PlotStyle::weightColor());
    };
    if (rowHeight < 2.0) {
        // More rows than pixels: one bar per pixel row, the mean of the rows it covers; the
        // selected query's pixel row is drawn again, thicker, on top.
        QVector<int> centres(rows);
        for (int r = 0; r < rows; ++r)
            centres[r] = rowCentre(r);
        const QVector<PixelRow> pixels = pixelRows(centres, share, m_document->selectedQuery());
        for (const PixelRow &p : pixels)
            drawBar(p.y, std::max(1, int(std::ceil(rowHeight))), p.share, false);
        for (const PixelRow &p : pixels)
            if (p.selected)
                drawBar(p.y, 3, p.share, true);
        return;
    }
    const bool text = rowHeight >= metrics.height();
    const int trackRight = barLeft + barWidth - 1; // QRect::right() of a bar's track
    const QStringList argmax = text ? argmaxLabels() : QStringList();
    for (int r = 0; r < rows; ++r) {
        const int y = rowCentre(r);
        const int h = std::max(2, int(std::min(rowHeight * 0.45, 16.0)));
        drawBar(y, h, share[r], r == m_document->selectedQuery());
        if (!text)
            continue;
        painter.setFont(PlotStyle::valueFont());
        painter.setPen(PlotStyle::textColor());
        const QString line = tr("%1 → %2").arg(PlotStyle::fixed(entropy[r], 2), argmax.at(r));
        painter.drawText(QRect(trackRight + 8, y - int(rowHeight / 2), width() - trackRight - 10,
                               int(rowHeight)),
                         Qt::AlignLeft | Qt::AlignVCenter,
                         metrics.elidedText(line, Qt::ElideRight, width() - trackRight - 12));
    }
}

QSize RowMeasuresView::minimumSizeHint() const
{
    // A short bar and "1.79 → " with a character or two of the key: the heading and the
    // key's name are shortened with "…" below the width they ask for (sizeHint).
    const QFontMetrics values(PlotStyle::valueFont());
    return QSize(8 + 30 + 8 + values.horizontalAdvance(QStringLiteral("0.00 → MM…")) + 12, 100);
}

QSize RowMeasuresView::sizeHint() const
{
    // The heading whole; the cells need the width more than the note under it, which is
    // shortened.
    QFont heading = PlotStyle::labelFont();
    heading.setBold(true);
    return QSize(std::max(minimumSizeHint().width(),
                          QFontMetrics(heading).horizontalAdvance(tr("Entropy H → argmax")) + 20),
                 200);
}
