#include "linespainter.h"

#include "headcolours.h"
#include "plotstyle.h"

#include <QFontMetrics>
#include <QPainter>
#include <QPainterPath>

#include <algorithm>
#include <cmath>

namespace {

constexpr int kMargin = 8;
constexpr int kLegendSwatch = 22; ///< length of a head's line in the legend
const QString kSeparator = QStringLiteral(" · ");
constexpr double kSmallestNames = 0.8;

using Side = LinesGeometry::Side;

QStringList names(const std::vector<std::string> &labels)
{
    QStringList list;
    list.reserve(qsizetype(labels.size()));
    for (const std::string &label : labels)
        list << QString::fromStdString(label);
    return list;
}

QFont emphasised(QFont font)
{
    font.setBold(true);
    return font;
}

} // namespace

LinesPainter::LinesPainter(const Scene &scene) : m_scene(scene) {}

int LinesPainter::queries() const
{
    const attn::AttentionTrace *t = m_scene.trace;
    return t && !t->heads.empty() ? int(t->heads.front().weights.rows()) : 0;
}

int LinesPainter::keys() const
{
    const attn::AttentionTrace *t = m_scene.trace;
    return t && !t->heads.empty() ? int(t->heads.front().weights.cols()) : 0;
}

QString LinesPainter::queryName(int i) const
{
    const auto &labels = m_scene.trace->queryLabels;
    return i >= 0 && std::size_t(i) < labels.size() ? QString::fromStdString(labels[std::size_t(i)])
                                                    : QString();
}

QString LinesPainter::keyName(int j) const
{
    const auto &labels = m_scene.trace->keyLabels;
    return j >= 0 && std::size_t(j) < labels.size() ? QString::fromStdString(labels[std::size_t(j)])
                                                    : QString();
}

bool LinesPainter::rowMasked(int query) const
{
    const auto &masked = m_scene.trace->maskedRows;
    if (std::size_t(query) < masked.size() && masked[std::size_t(query)])
        return true;
    // Imported weights mark no mask, but a row of zeros (a padding token) attends to nothing
    // either, as the status bar says. (Looked for where every line is drawn: a long trace's
    // rows would cost more to sum at every paint than the lines.)
    if (m_scene.trace->heads.empty() || !m_scene.trace->heads.front().weightsOnly ||
        !drawsEveryLine())
        return false;
    for (int head : m_scene.heads)
        if (head >= 0 && head < int(m_scene.trace->heads.size()) &&
            m_scene.trace->heads[std::size_t(head)].weights.row(query).sum() != 0)
            return false;
    return !m_scene.heads.empty();
}

bool LinesPainter::drawsEveryLine() const
{
    return LinesStrokes::drawsEveryLine(queries(), keys(), int(m_scene.heads.size()));
}

std::vector<LinesStrokes::Stroke> LinesPainter::strokes() const
{
    if (!m_scene.trace || queries() == 0)
        return {};
    const int hoveredQuery = m_scene.figure ? -1 : m_scene.hoveredQuery;
    const int hoveredKey = m_scene.figure ? -1 : m_scene.hoveredKey;
    return LinesStrokes::collect(
        *m_scene.trace, m_scene.heads,
        LinesStrokes::focusFor(drawsEveryLine(), hoveredQuery, hoveredKey, m_scene.selectedQuery));
}

int LinesPainter::headerHeight()
{
    return QFontMetrics(PlotStyle::titleFont()).height() + 10;
}

QStringList LinesPainter::caption(const LinesGeometry &geometry) const
{
    QStringList caption;
    caption << (m_scene.figure ? tr("Line opacity and width grow with the weight")
                               : tr("Line opacity and width grow with the weight · point at a "
                                    "token for its lines alone · click a query to select it"));
    if (!drawsEveryLine()) {
        const LinesStrokes::Focus focus =
            LinesStrokes::focusFor(false, m_scene.figure ? -1 : m_scene.hoveredQuery,
                                   m_scene.figure ? -1 : m_scene.hoveredKey, m_scene.selectedQuery);
        caption << (focus.key >= 0 ? tr("%1 × %2 tokens: only the lines into key “%3” are drawn")
                                         .arg(queries())
                                         .arg(keys())
                                         .arg(keyName(focus.key))
                                   : tr("%1 × %2 tokens: only the lines of query “%3” are drawn")
                                         .arg(queries())
                                         .arg(keys())
                                         .arg(queryName(focus.query)));
    }
    const int queryStep = geometry.labelStep(Side::Query);
    const int keyStep = geometry.labelStep(Side::Key);
    if (queryStep == keyStep && queryStep > 1)
        caption << tr("one name in %1 shown").arg(queryStep);
    else if (queryStep > 1 || keyStep > 1)
        caption << tr("one query name in %1, one key name in %2 shown").arg(queryStep).arg(keyStep);
    for (int i = 0; i < queries(); ++i)
        if (rowMasked(i)) {
            caption << tr("a query whose keys are all masked has no lines");
            break;
        }
    return caption;
}

QStringList LinesPainter::fittedCaption(const LinesGeometry &geometry, int width) const
{
    // On a short screen the hint for the mouse gives way to the names and to what the
    // picture leaves out.
    QStringList text = caption(geometry);
    const int line = QFontMetrics(PlotStyle::noteFont()).lineSpacing();
    const bool thinned = geometry.labelStep(Side::Query) > 1 || geometry.labelStep(Side::Key) > 1;
    if (!m_scene.figure && text.size() > 1 &&
        (thinned || captionHeight(text, width) > 2 * line + 2))
        text.removeFirst();
    return text;
}

int LinesPainter::captionHeight(const QStringList &caption, int width) const
{
    return QFontMetrics(PlotStyle::noteFont())
        .boundingRect(QRect(0, 0, width, 10000), Qt::TextWordWrap, caption.join(kSeparator))
        .height();
}

int LinesPainter::legendHeight() const
{
    return m_scene.everyHead && m_scene.heads.size() > 1
               ? QFontMetrics(PlotStyle::labelFont()).height() + 6
               : 0;
}

void LinesPainter::layOut(const QSize &size, LinesGeometry &geometry) const
{
    // Names a little smaller (down to kSmallestNames of the labels' size) before one in k.
    m_nameFont = PlotStyle::tickFont();
    layOutWith(size, geometry);
    const auto thinned = [&] {
        return geometry.labelStep(Side::Query) > 1 || geometry.labelStep(Side::Key) > 1;
    };
    // (Not for long sequences, which are thinned at any size: measuring their names again
    // at every size would cost more than it gives.)
    const bool few = std::max(queries(), keys()) <= LinesStrokes::kDenseTokens;
    for (double scale = 0.9; few && scale >= kSmallestNames - 1e-9 && thinned(); scale -= 0.1) {
        m_nameFont = PlotStyle::tickFont();
        m_nameFont.setPointSizeF(m_nameFont.pointSizeF() * scale);
        layOutWith(size, geometry);
    }
    if (few && thinned()) { // thinned all the same: at full size
        m_nameFont = PlotStyle::tickFont();
        layOutWith(size, geometry);
    }
}

void LinesPainter::layOutWith(const QSize &size, LinesGeometry &geometry) const
{
    const QFont nameFont = emphasised(m_nameFont); // room for a bold name too
    const QFontMetrics names(nameFont);
    const int headings = QFontMetrics(PlotStyle::labelFont()).height() + 4;
    int top = (m_scene.showTitle ? headerHeight() : kMargin) + headings;
    LinesGeometry::Input input;
    // Names may come closer than the font's line height (which in a CJK font has much air
    // above and below): as close as their ink, with a little space.
    QString sample = QStringLiteral("Ag");
    if (m_scene.trace)
        for (const auto *labels : {&m_scene.trace->queryLabels, &m_scene.trace->keyLabels})
            for (std::size_t i = 0; i < labels->size() && i < 64; ++i)
                sample += QString::fromStdString((*labels)[i]);
    input.labelHeight = std::min(names.height(), names.tightBoundingRect(sample).height() + 2);
    // The first name's glyphs reach above its ink: the headings sit above them.
    top += int(std::ceil((names.height() - input.labelHeight) / 2));
    if (m_scene.trace) {
        input.queryNames = PlotStyle::widestLabel(::names(m_scene.trace->queryLabels), nameFont);
        input.keyNames = PlotStyle::widestLabel(::names(m_scene.trace->keyLabels), nameFont);
    }
    input.queries = queries();
    input.keys = keys();
    // Three times: the caption says whether names are thinned, which its height decides.
    const int text = size.width() - 2 * kMargin;
    LinesGeometry previous;
    for (int pass = 0; pass < 3; ++pass) {
        const int bottom =
            legendHeight() + captionHeight(fittedCaption(previous, text), text) + kMargin;
        input.plot = QRectF(kMargin, top, text, std::max(0, size.height() - top - bottom - 4));
        geometry.layOut(input);
        previous = geometry;
    }
}

void LinesPainter::paint(QPainter &painter, const QSize &size, LinesGeometry &geometry) const
{
    layOut(size, geometry);
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setRenderHint(QPainter::TextAntialiasing);
    const int width = size.width() - 2 * kMargin;
    if (m_scene.showTitle) {
        painter.setFont(PlotStyle::titleFont());
        painter.setPen(PlotStyle::textColor());
        const int room = width - m_scene.headerReserve;
        painter.drawText(QRect(kMargin, 4, room, headerHeight() - 4),
                         (m_scene.figure ? Qt::AlignHCenter : Qt::AlignLeft) | Qt::AlignVCenter,
                         painter.fontMetrics().elidedText(m_scene.title, Qt::ElideRight, room));
    }
    if (queries() > 0) {
        for (const LinesStrokes::Stroke &s : strokes()) {
            QColor colour = HeadColours::of(s.head);
            if (s.opacity * 255 < 1)
                continue;
            colour.setAlphaF(float(s.opacity));
            painter.setPen(
                QPen(colour, s.width * PlotStyle::lineScale(), Qt::SolidLine, Qt::FlatCap));
            painter.drawLine(geometry.anchor(Side::Query, s.query),
                             geometry.anchor(Side::Key, s.key));
        }
        paintNames(painter, geometry);
    }
    const QStringList text = fittedCaption(geometry, width);
    const int captionTop = size.height() - kMargin - captionHeight(text, width);
    paintLegend(painter, QRect(kMargin, captionTop - legendHeight(), width, legendHeight()));
    painter.setFont(PlotStyle::noteFont());
    painter.setPen(PlotStyle::mutedTextColor());
    painter.drawText(QRect(kMargin, captionTop, width, size.height() - captionTop),
                     Qt::AlignHCenter | Qt::AlignTop | Qt::TextWordWrap, text.join(kSeparator));
    painter.restore();
}

void LinesPainter::paintNames(QPainter &painter, const LinesGeometry &geometry) const
{
    const int hoveredQuery = m_scene.figure ? -1 : m_scene.hoveredQuery;
    const int hoveredKey = m_scene.figure ? -1 : m_scene.hoveredKey;
    // A figure of every line marks no query: the selection is the window's, not the figure's.
    const int selected = m_scene.figure && drawsEveryLine() ? -1 : m_scene.selectedQuery;
    const int focusQuery = hoveredQuery >= 0 ? hoveredQuery : (hoveredKey >= 0 ? -1 : selected);
    // The columns' headings.
    painter.setFont(PlotStyle::labelFont());
    painter.setPen(PlotStyle::mutedTextColor());
    const int headingHeight = painter.fontMetrics().height();
    const double nameHeight = QFontMetrics(emphasised(m_nameFont)).height();
    for (Side side : {Side::Query, Side::Key}) {
        const QRectF column = geometry.column(side);
        const QString heading = side == Side::Query ? tr("Queries") : tr("Keys");
        const double w = QFontMetricsF(painter.font()).horizontalAdvance(heading) + 2;
        const double bottom = geometry.anchor(side, 0).y() - nameHeight / 2;
        // Over its names, inside the figure however narrow they are.
        const double left = side == Side::Query ? std::max(column.left(), column.right() - w)
                                                : std::min(column.left(), column.right() - w);
        painter.drawText(QRectF(left, bottom - headingHeight, w, headingHeight),
                         Qt::AlignLeft | Qt::AlignVCenter | Qt::TextDontClip, heading);
    }
    const QFont plain = m_nameFont;
    const QFont bold = emphasised(plain);
    for (Side side : {Side::Query, Side::Key}) {
        const int n = side == Side::Query ? queries() : keys();
        const int focus = side == Side::Query ? focusQuery : hoveredKey;
        const bool dots = geometry.pitch(side) >= 6;
        for (int i = 0; i < n; ++i) {
            const QPointF anchor = geometry.anchor(side, i);
            if (dots || i == focus) {
                painter.setPen(Qt::NoPen);
                painter.setBrush(i == focus ? PlotStyle::selectionColor()
                                            : PlotStyle::mutedTextColor());
                const double r = (i == focus ? 3.5 : 2.5) * PlotStyle::lineScale();
                painter.drawEllipse(anchor, r, r);
            }
            if (!geometry.showsLabel(side, i, focus))
                continue;
            const bool isMasked = side == Side::Query && rowMasked(i);
            painter.setFont(i == focus ? bold : plain);
            painter.setPen(isMasked ? PlotStyle::mutedTextColor() : PlotStyle::textColor());
            const QRectF rect = geometry.labelRect(side, i);
            const QString name = side == Side::Query ? queryName(i) : keyName(i);
            painter.drawText(
                rect, (side == Side::Query ? Qt::AlignRight : Qt::AlignLeft) | Qt::AlignVCenter,
                painter.fontMetrics().elidedText(name, Qt::ElideRight, int(rect.width()) + 1));
            if (isMasked) {
                painter.setFont(PlotStyle::noteFont());
                painter.setPen(PlotStyle::mutedTextColor());
                painter.drawText(QRectF(anchor.x() + 8, rect.top(), 400, rect.height()),
                                 Qt::AlignLeft | Qt::AlignVCenter, tr("every key masked"));
            }
        }
    }
    painter.setBrush(Qt::NoBrush);
}

void LinesPainter::paintLegend(QPainter &painter, const QRect &room) const
{
    if (legendHeight() == 0)
        return;
    painter.setFont(PlotStyle::labelFont());
    const QFontMetrics metrics = painter.fontMetrics();
    // "Head 1" where the legend fits on one line, else "H1".
    auto itemText = [&](int head, bool longForm) {
        return longForm ? tr("Head %1").arg(head + 1) : tr("H%1").arg(head + 1);
    };
    auto total = [&](bool longForm) {
        int w = 0;
        for (int head : m_scene.heads)
            w += kLegendSwatch + 4 + metrics.horizontalAdvance(itemText(head, longForm)) + 14;
        return w;
    };
    const bool longForm = total(true) <= room.width();
    int x = room.left() + std::max(0, (room.width() - total(longForm)) / 2);
    const int y = room.center().y();
    for (int head : m_scene.heads) {
        painter.setPen(
            QPen(HeadColours::of(head), 3 * PlotStyle::lineScale(), Qt::SolidLine, Qt::FlatCap));
        painter.drawLine(QPointF(x, y), QPointF(x + kLegendSwatch, y));
        x += kLegendSwatch + 4;
        const QString text = itemText(head, longForm);
        painter.setPen(PlotStyle::textColor());
        painter.drawText(QRect(x, room.top(), metrics.horizontalAdvance(text) + 2, room.height()),
                         Qt::AlignLeft | Qt::AlignVCenter, text);
        x += metrics.horizontalAdvance(text) + 14;
    }
}
