#include "plotstyle.h"

#include "elidedtextelement.h"
#include "uprightaxistitles.h"

#include <qcustomplot.h>

#include <QPaintEngine>
#include <QPainter>
#include <QPixmap>

#include <algorithm>
#include <array>
#include <cmath>

namespace {
bool s_dark = false;
bool s_highContrast = false;
double s_fontScale = 1.0;
constexpr double kTickPoints = 12; ///< tickFont() at scale 1
int s_decimals = -1;
double s_lineScale = 1.0;
} // namespace

void PlotStyle::setDark(bool dark)
{
    s_dark = dark;
}
bool PlotStyle::isDark()
{
    return s_dark;
}
void PlotStyle::setHighContrast(bool high)
{
    s_highContrast = high;
}
bool PlotStyle::isHighContrast()
{
    return s_highContrast;
}
void PlotStyle::setFontScale(double scale)
{
    s_fontScale = scale;
}
double PlotStyle::fontScale()
{
    return s_fontScale;
}
double PlotStyle::fontScaleFor(double points)
{
    return points / kTickPoints;
}
void PlotStyle::setDecimals(int decimals)
{
    s_decimals = decimals;
}
int PlotStyle::decimals(int automatic)
{
    return s_decimals >= 0 ? s_decimals : automatic;
}
bool PlotStyle::decimalsChosen()
{
    return s_decimals >= 0;
}
void PlotStyle::setLineScale(double scale)
{
    s_lineScale = scale;
}
double PlotStyle::lineScale()
{
    return s_lineScale;
}

QColor PlotStyle::backgroundColor()
{
    if (s_dark)
        return s_highContrast ? QColor(Qt::black) : QColor(0x1e, 0x1f, 0x22);
    return QColor(Qt::white);
}

namespace {

/// The application's font at `points` × the font scale. No shaping for scripts that do not
/// need it: a ligature such as "fi" is one glyph, which a PDF reader gives back as the one
/// character U+FB01, so "first" copied from a figure would not be the word.
QFont plotFont(double points)
{
    QFont font;
    font.setPointSizeF(points * PlotStyle::fontScale());
    font.setStyleStrategy(QFont::PreferNoShaping);
    return font;
}

} // namespace

QFont PlotStyle::titleFont()
{
    QFont font = plotFont(14);
    font.setBold(true);
    return font;
}

QFont PlotStyle::labelFont()
{
    return plotFont(12);
}

QFont PlotStyle::tickFont()
{
    return plotFont(kTickPoints);
}

QFont PlotStyle::valueFont()
{
    return plotFont(11);
}

QFont PlotStyle::noteFont()
{
    QFont font = plotFont(11);
    font.setItalic(true);
    return font;
}

// Colours from the Okabe-Ito palette, which stays distinguishable with colour-blindness.
// Neutral colours per theme; high contrast (projectors wash out greys) pushes them apart.
QColor PlotStyle::textColor()
{
    if (s_dark)
        return s_highContrast ? QColor(Qt::white) : QColor(0xe6, 0xe6, 0xe6);
    return s_highContrast ? QColor(Qt::black) : QColor(0x20, 0x20, 0x20);
}
QColor PlotStyle::mutedTextColor()
{
    if (s_dark)
        return s_highContrast ? QColor(0xd0, 0xd0, 0xd0) : QColor(0xa0, 0xa0, 0xa0);
    return s_highContrast ? QColor(0x38, 0x38, 0x38) : QColor(0x70, 0x70, 0x70);
}
QColor PlotStyle::gridColor()
{
    if (s_dark)
        return s_highContrast ? QColor(0x70, 0x70, 0x70) : QColor(0x48, 0x48, 0x4c);
    return s_highContrast ? QColor(0xa8, 0xa8, 0xa8) : QColor(0xdd, 0xdd, 0xdd);
}
QColor PlotStyle::scoreColor()
{
    return QColor(0x00, 0x72, 0xb2);
}
QColor PlotStyle::temperedColor()
{
    return QColor(0xe6, 0x9f, 0x00);
}
QColor PlotStyle::weightColor()
{
    return QColor(0x21, 0x91, 0x8c);
}
QColor PlotStyle::headOutputColor()
{
    return QColor(0x00, 0x9e, 0x73);
}
QColor PlotStyle::combinedOutputColor()
{
    return QColor(0xcc, 0x79, 0xa7);
}
QColor PlotStyle::selectionColor()
{
    return QColor(0xd5, 0x5e, 0x00);
}
QColor PlotStyle::highlightColor()
{
    return QColor(0xd5, 0x5e, 0x00, 40);
}

namespace {

/// A masked cell's ground and its hatch lines, 12 px apart along x + y.
constexpr double kHatchSpacing = 12;
QColor maskGround(bool dark)
{
    return dark ? QColor(0x3a, 0x3a, 0x3e) : QColor(0xe4, 0xe4, 0xe4);
}
QPen hatchPen(bool dark)
{
    return QPen(dark ? QColor(0x6a, 0x6a, 0x70) : QColor(0xb0, 0xb0, 0xb0), 1.5);
}

} // namespace

QBrush PlotStyle::maskedBrush()
{
    // A texture rather than Qt::BDiagPattern so the hatch has its own background colour
    // and keeps a fixed line spacing in exported images.
    QPixmap tile(static_cast<int>(kHatchSpacing), static_cast<int>(kHatchSpacing));
    tile.fill(maskGround(s_dark));
    QPainter painter(&tile);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setPen(hatchPen(s_dark));
    painter.drawLine(QPointF(-1, 13), QPointF(13, -1));
    painter.drawLine(QPointF(-1, 1), QPointF(1, -1));
    painter.drawLine(QPointF(11, 13), QPointF(13, 11));
    painter.end();
    return QBrush(tile);
}

void PlotStyle::fillMasked(QPainter &painter, const QRectF &rect)
{
    const QPaintEngine *engine = painter.paintEngine();
    if (!engine || engine->type() == QPaintEngine::Raster || rect.isEmpty()) {
        painter.fillRect(rect, maskedBrush());
        return;
    }
    // The texture's geometry: lines x + y = 12 k (in the painter's coordinates), each cut
    // to the rectangle here (an SVG writer ignores clipping).
    painter.save();
    painter.fillRect(rect, maskGround(s_dark));
    painter.setRenderHint(QPainter::Antialiasing);
    QPen pen = hatchPen(s_dark);
    pen.setCapStyle(Qt::FlatCap);
    painter.setPen(pen);
    const double left = rect.left(), right = rect.right(), top = rect.top(), bottom = rect.bottom();
    for (double sum = std::ceil((left + top) / kHatchSpacing) * kHatchSpacing;
         sum <= right + bottom; sum += kHatchSpacing) {
        const double from = std::max(left, sum - bottom), to = std::min(right, sum - top);
        if (to > from)
            painter.drawLine(QPointF(from, sum - from), QPointF(to, sum - to));
    }
    painter.restore();
}

void PlotStyle::applyToPlot(QCustomPlot *plot)
{
    plot->setBackground(backgroundColor());
    plot->setInteractions({});
    plot->setAntialiasedElements(QCP::aeNone);
    plot->setNotAntialiasedElements(QCP::aeNone);
    plot->plotLayout()->setRowSpacing(4);
    plot->plotLayout()->setMargins(QMargins(8, 6, 12, 6));
    if (!plot->findChild<UprightAxisTitles *>())
        new UprightAxisTitles(plot); // Japanese titles of vertical axes read upright
}

void PlotStyle::applyToAxis(QCPAxis *axis)
{
    axis->setTickLabelFont(tickFont());
    axis->setLabelFont(labelFont());
    axis->setTickLabelColor(textColor());
    axis->setLabelColor(textColor());
    axis->setBasePen(QPen(mutedTextColor(), s_lineScale));
    axis->setTickPen(QPen(mutedTextColor(), s_lineScale));
    axis->setSubTickPen(Qt::NoPen);
    axis->setTickLengthIn(0);
    axis->setTickLengthOut(4);
    axis->setTickLabelPadding(6);
    axis->setLabelPadding(8);
    axis->grid()->setPen(QPen(gridColor(), s_lineScale, Qt::DashLine));
    axis->grid()->setZeroLinePen(QPen(mutedTextColor(), s_lineScale));
    axis->grid()->setSubGridVisible(false);
}

void PlotStyle::applyToAxisRect(QCPAxisRect *rect)
{
    for (QCPAxis *axis : rect->axes())
        applyToAxis(axis);
    rect->axis(QCPAxis::atBottom)->grid()->setVisible(false);
    rect->axis(QCPAxis::atLeft)->grid()->setVisible(true);
}

int PlotStyle::latinCharWidth(const QFont &font)
{
    static const QString letters = QStringLiteral("abcdefghijklmnopqrstuvwxyz");
    return int(QFontMetrics(font).horizontalAdvance(letters) / letters.size());
}

double PlotStyle::widestLabel(const QStringList &labels, const QFont &font)
{
    // Every edit fits the labels again, and measuring a thousand of them (text shaping)
    // costs more than the edit: remember the last few lists measured.
    struct Measured
    {
        QStringList labels;
        QFont font;
        double widest = 0;
    };
    static std::array<Measured, 8> cache;
    static std::size_t next = 0;
    for (const Measured &m : cache)
        if (m.font == font && m.labels == labels && !labels.isEmpty())
            return m.widest;
    const QFontMetricsF metrics(font);
    double widest = 0;
    for (const QString &label : labels)
        widest = std::max(widest, metrics.horizontalAdvance(label));
    cache[next] = {labels, font, widest};
    next = (next + 1) % cache.size();
    return widest;
}

void PlotStyle::fitCategoryLabels(QCPAxis *axis, QCPAxisTickerText *ticker,
                                  const QStringList &labels)
{
    ticker->clear();
    if (labels.isEmpty())
        return;
    const QFontMetricsF metrics(axis->tickLabelFont());
    const double lineHeight = metrics.height() + 2;
    const bool horizontal = axis->orientation() == Qt::Horizontal;
    const double length = horizontal ? axis->axisRect()->width() : axis->axisRect()->height();
    // The room per label: below a pixel when there are more labels than pixels (hundreds of
    // tokens), so that the step below keeps the shown labels apart on screen.
    const double slot = std::max(1.0, length) / double(labels.size());
    double needed = lineHeight;
    if (horizontal) {
        const double widest = widestLabel(labels, axis->tickLabelFont());
        const bool turn = widest + 10 > slot;
        axis->setTickLabelRotation(turn ? 45 : 0);
        // Turned labels lie diagonally: neighbours are slot * sin 45 apart.
        needed = turn ? lineHeight / std::sqrt(0.5) : widest + 10;
    }
    const int step = std::max(1, int(std::ceil(needed / slot)));
    for (int i = 0; i < labels.size(); i += step)
        ticker->addTick(i, labels.at(i));
}

QCPTextElement *PlotStyle::createText(QCustomPlot *plot, const QString &text, const QFont &font)
{
    auto *element = new ElidedTextElement(plot, text, font);
    // The layout takes a set minimum over the text's own size hint (0 means "unset"): a width
    // of 1 frees the width, the height still follows the text.
    element->setMinimumSize(QSize(1, 0));
    return element;
}

QCPTextElement *PlotStyle::createTitle(QCustomPlot *plot)
{
    QCPTextElement *title = createText(plot, QString(), titleFont());
    title->setObjectName(QStringLiteral("plot-title"));
    return title;
}

std::pair<QCPTextElement *, QCPTextElement *> PlotStyle::addTitleAndNote(QCustomPlot *plot)
{
    plot->plotLayout()->insertRow(0);
    QCPTextElement *title = createTitle(plot);
    title->setTextColor(textColor());
    plot->plotLayout()->addElement(0, 0, title);
    plot->plotLayout()->insertRow(1);
    QCPTextElement *note = createText(plot, QString(), noteFont());
    note->setTextColor(mutedTextColor());
    plot->plotLayout()->addElement(1, 0, note);
    return {title, note};
}

bool PlotStyle::isTitle(const QCPLayoutElement *element)
{
    return element && element->objectName() == QLatin1String("plot-title");
}

void PlotStyle::setNote(QCPTextElement *note, const QString &text)
{
    note->setText(text);
    note->setMinimumSize(text.isEmpty() ? QSize(1, 1) : QSize(1, 0));
    note->setMaximumSize(QWIDGETSIZE_MAX, text.isEmpty() ? 1 : QWIDGETSIZE_MAX);
}

QCPItemText *PlotStyle::createValueLabel(QCustomPlot *plot, QCPAxisRect *rect)
{
    auto *label = new QCPItemText(plot);
    label->setClipAxisRect(rect);
    label->setClipToAxisRect(false);
    label->position->setAxisRect(rect);
    label->position->setAxes(rect->axis(QCPAxis::atBottom), rect->axis(QCPAxis::atLeft));
    label->setFont(valueFont());
    label->setColor(textColor());
    label->setPadding(QMargins(0, 2, 0, 2));
    label->setVisible(false);
    return label;
}
