#include "heatmapview.h"

#include "scorestages.h"

#include "categorylabelfit.h"
#include "colormap.h"
#include "heatmapcells.h"
#include "heatmappooling.h"
#include "plaintooltip.h"
#include "plotstyle.h"
#include "retranslate.h"
#include "valueaxisticks.h"
#include "viewbinding.h"

#include <qcustomplot.h>

#include <QToolTip>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>
#include <vector>

HeatmapView::HeatmapView(Document *document, QWidget *parent)
    : QWidget(parent), m_document(document), m_plot(new QCustomPlot(this)),
      m_keyTicker(new QCPAxisTickerText), m_queryTicker(new QCPAxisTickerText)
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_plot);
    m_plot->setMouseTracking(true);
    PlotStyle::applyToPlot(m_plot);

    QCPAxisRect *rect = m_plot->axisRect();
    PlotStyle::applyToAxisRect(rect);
    m_plot->xAxis->grid()->setVisible(false);
    m_plot->yAxis->grid()->setVisible(false);
    m_plot->xAxis->setTicker(m_keyTicker);
    m_plot->yAxis->setTicker(m_queryTicker);
    onLanguageChange(this, [this] {
        m_plot->xAxis->setLabel(tr("key"));
        m_plot->yAxis->setLabel(tr("query"));
    });
    m_plot->yAxis->setRangeReversed(true);
    for (QCPAxis *axis : {m_plot->xAxis, m_plot->yAxis})
        axis->setBasePen(Qt::NoPen);

    m_cells = new HeatmapCells(m_plot->xAxis, m_plot->yAxis);
    m_cells->setInterpolate(false);
    m_cells->setTightBoundary(false);

    m_colorScale = new QCPColorScale(m_plot);
    m_colorScale->setType(QCPAxis::atRight);
    m_colorScale->setBarWidth(16);
    PlotStyle::applyToAxis(m_colorScale->axis());
    m_colorScale->axis()->grid()->setVisible(false);
    m_plot->plotLayout()->addElement(0, 1, m_colorScale);
    m_cells->setColorScale(m_colorScale);
    auto *margins = new QCPMarginGroup(m_plot);
    rect->setMarginGroup(QCP::msTop | QCP::msBottom, margins);
    m_colorScale->setMarginGroup(QCP::msTop | QCP::msBottom, margins);

    m_plot->plotLayout()->insertRow(0);
    m_title = PlotStyle::createTitle(m_plot);
    m_title->setTextColor(PlotStyle::textColor());
    m_plot->plotLayout()->addElement(0, 0, m_title);
    m_plot->plotLayout()->insertRow(1);
    m_note = PlotStyle::createText(m_plot, QString(), PlotStyle::noteFont());
    m_note->setTextColor(PlotStyle::mutedTextColor());
    m_plot->plotLayout()->addElement(1, 0, m_note);
    // Two spacers share the height the cells do not use when fitLayout() caps them, so a
    // short matrix sits in the middle of the view with its title.
    m_plot->plotLayout()->insertRow(0);
    m_plot->plotLayout()->addElement(0, 0, new QCPLayoutElement(m_plot));
    m_plot->plotLayout()->addElement(4, 0, new QCPLayoutElement(m_plot));
    m_plot->plotLayout()->setRowStretchFactor(0, 0.001);
    m_plot->plotLayout()->setRowStretchFactor(4, 0.001);
    rect->setSizeConstraintRect(QCPLayoutElement::scrInnerRect);

    m_binding =
        new ViewBinding(m_document, this, ViewBinding::Reads::SelectedHead, [this] { refresh(); });
    m_binding->setChangeHook([this](Document::Change change) { return followSelection(change); });
    connect(m_plot, &QCustomPlot::mousePress, this, &HeatmapView::onMousePress);
    connect(m_plot, &QCustomPlot::mouseMove, this, &HeatmapView::onMouseMove);
    connect(m_plot, &QCustomPlot::afterLayout, this, &HeatmapView::fitLayout);
    refresh();
}

HeatmapView::~HeatmapView() = default;

void HeatmapView::setQuantity(Quantity quantity)
{
    if (quantity == m_quantity)
        return;
    m_quantity = quantity;
    refresh();
}

void HeatmapView::setCellTextVisible(bool visible)
{
    m_cellTextVisible = visible;
    m_cells->showText = visible;
    m_plot->replot(QCustomPlot::rpQueuedReplot);
}

double HeatmapView::cellValue(int row, int column) const
{
    if (row < 0 || row >= m_rows || column < 0 || column >= m_columns)
        return std::nan("");
    const HeatmapPooling &p = m_cells->pooling;
    return m_cells->data()->cell(p.pooledColumn(column), p.pooledRow(row));
}

bool HeatmapView::isCellMasked(int row, int column) const
{
    if (row < 0 || row >= m_rows || column < 0 || column >= m_columns)
        return false;
    const HeatmapPooling &p = m_cells->pooling;
    return m_cells->isMasked(p.pooledRow(row), p.pooledColumn(column));
}

bool HeatmapView::isRowFullyMasked(int row) const
{
    return row >= 0 && row < int(m_cells->maskedRows.size()) &&
           m_cells->maskedRows[std::size_t(row)];
}

int HeatmapView::outlinedRow() const
{
    return m_cells->selectedRow;
}

QString HeatmapView::title() const
{
    return m_title->text();
}

QString HeatmapView::note() const
{
    return m_note->text();
}

bool HeatmapView::showsCellNumbers() const
{
    return m_cellTextVisible && m_cells->numbersFit();
}

HeatmapView::Quantity HeatmapView::shownQuantity() const
{
    const attn::AttentionTrace &trace = m_document->trace();
    if (m_head >= 0 && m_head < int(trace.heads.size()) &&
        trace.heads[std::size_t(m_head)].weightsOnly)
        return Quantity::Weights;
    return m_quantity;
}

int HeatmapView::shownHead() const
{
    const int heads = int(m_document->trace().heads.size());
    if (heads == 0)
        return -1;
    return std::clamp(m_document->selectedHead(), 0, heads - 1);
}

bool HeatmapView::followSelection(Document::Change change)
{
    if (change != Document::Change::Selection || shownHead() != m_head)
        return false;
    updateSelection();
    m_plot->replot(QCustomPlot::rpQueuedReplot);
    return true;
}

void HeatmapView::refresh()
{
    m_head = shownHead();
    const attn::AttentionTrace &trace = m_document->trace();
    const int rowsBefore = m_rows;
    m_queryLabels.clear();
    m_keyLabels.clear();
    m_rows = 0;
    m_columns = 0;
    if (m_head >= 0) {
        const attn::HeadTrace &head = trace.heads[std::size_t(m_head)];
        m_rows = int(head.weights.rows());
        m_columns = int(head.weights.cols());
        for (int r = 0; r < m_rows; ++r)
            m_queryLabels << (r < int(trace.queryLabels.size())
                                  ? QString::fromStdString(trace.queryLabels[std::size_t(r)])
                                  : QStringLiteral("q%1").arg(r + 1));
        for (int c = 0; c < m_columns; ++c)
            m_keyLabels << (c < int(trace.keyLabels.size())
                                ? QString::fromStdString(trace.keyLabels[std::size_t(c)])
                                : QStringLiteral("k%1").arg(c + 1));
    }
    fillCells();
    if (m_rows != rowsBefore)
        updateGeometry(); // the least height follows the rows

    // Labels go onto the axes in fitLayout(), once the space for them is known.
    m_rowLabels.clear();
    for (int r = 0; r < m_rows; ++r)
        m_rowLabels << (isRowFullyMasked(r) ? QStringLiteral("⚠ ") + m_queryLabels.at(r)
                                            : m_queryLabels.at(r));
    fitLabels();
    m_plot->xAxis->setRange(-0.5, std::max(m_columns, 1) - 0.5);
    m_plot->yAxis->setRange(-0.5, std::max(m_rows, 1) - 0.5);

    updateTitle();
    updateSelection();
    m_plot->replot(QCustomPlot::rpQueuedReplot);
}

void HeatmapView::fillCells()
{
    QCPColorMapData *data = m_cells->data();
    m_cells->rows = m_rows;
    m_cells->columns = m_columns;
    m_cells->maskedRows.clear();
    // Imported weights come without scores: whichever quantity is chosen, the weights show.
    const Quantity quantity = shownQuantity();
    m_cells->weights = quantity == Quantity::Weights;
    m_cells->showText = m_cellTextVisible;
    if (m_rows == 0 || m_columns == 0) {
        m_cells->pooling = HeatmapPooling();
        data->setSize(0, 0);
        m_cells->setVisible(false);
        return;
    }
    m_cells->setVisible(true);
    const attn::AttentionTrace &trace = m_document->trace();
    const attn::HeadTrace &head = trace.heads[std::size_t(m_head)];
    // The trace keeps no scaled or tempered scores (and, when large, no raw ones): the
    // shown head's are computed for the view.
    const std::size_t index = std::size_t(m_head);
    const attn::Matrix scores =
        quantity == Quantity::Weights
            ? attn::Matrix()
            : attn::scoreMatrix(trace, index,
                                quantity == Quantity::RawScores      ? attn::ScoreStage::Raw
                                : quantity == Quantity::ScaledScores ? attn::ScoreStage::Scaled
                                                                     : attn::ScoreStage::Tempered);
    const attn::Matrix &matrix = quantity == Quantity::Weights ? head.weights : scores;
    const HeatmapPooling::MaskRows maskRows =
        quantity == Quantity::Weights ? HeatmapPooling::maskOf(trace, index) : nullptr;
    const QSize pixels = poolingPixels();
    m_cells->pooling = HeatmapPooling::pool(matrix, maskRows, pixels.height(), pixels.width());
    const HeatmapPooling &p = m_cells->pooling;
    // QCustomPlot spreads the cells evenly over the range of their centres: with one cell
    // per entry [0, size - 1], with pooled cells of f entries [f/2 - 1/2, size - 1/2 - f/2];
    // one cell alone spans the range itself. Either way they land on [-0.5, size - 0.5].
    auto span = [](int size, int cells) {
        if (cells == 1)
            return QCPRange(-0.5, size - 0.5);
        const double f = double(size) / cells;
        return QCPRange(f / 2 - 0.5, size - 0.5 - f / 2);
    };
    data->setSize(p.columns, p.rows);
    data->setRange(span(m_columns, p.columns), span(m_rows, p.rows));
    data->clearAlpha();
    double largest = 0;
    for (int i = 0; i < p.rows; ++i)
        for (int j = 0; j < p.columns; ++j) {
            const std::size_t at = std::size_t(i) * std::size_t(p.columns) + std::size_t(j);
            const double value = p.values[at];
            data->setCell(j, i, value);
            if (std::isfinite(value))
                largest = std::max(largest, std::abs(value));
            if (!p.masked.empty() && p.masked[at])
                data->setAlpha(j, i, 0);
        }

    if (quantity == Quantity::Weights) {
        m_cells->maskedRows.assign(std::size_t(m_rows), false);
        for (int r = 0; r < m_rows; ++r)
            m_cells->maskedRows[std::size_t(r)] = head.argmax[std::size_t(r)] < 0;
        m_cells->setGradient(ColorMap::weights());
        m_cells->setDataRange(QCPRange(0, 1));
        m_scaleTitle = tr("weight");
    } else {
        m_cells->setGradient(ColorMap::scores());
        const double limit = largest > 0 ? largest : 1.0;
        m_cells->setDataRange(QCPRange(-limit, limit));
        m_scaleTitle = m_quantity == Quantity::RawScores      ? tr("raw score a′")
                       : m_quantity == Quantity::ScaledScores ? tr("scaled score s·a′")
                                                              : tr("s·a′ / T");
    }
}

QSize HeatmapView::poolingPixels() const
{
    if (m_fullResolution)
        return QSize(m_columns, m_rows);
    // Before the first layout the cells' rectangle has no size yet: assume a large view.
    const QRect rect = m_plot->axisRect()->rect();
    const double ratio = m_plot->bufferDevicePixelRatio();
    const int width = rect.width() > 0 ? int(std::ceil(rect.width() * ratio)) : kDefaultPixels;
    const int height = rect.height() > 0 ? int(std::ceil(rect.height() * ratio)) : kDefaultPixels;
    return QSize(std::max(width, kMinPooledCells), std::max(height, kMinPooledCells));
}

void HeatmapView::setFullResolution(bool full)
{
    if (full == m_fullResolution)
        return;
    m_fullResolution = full;
    fillCells();
}

void HeatmapView::updateTitle()
{
    const int head = std::max(m_head, 0) + 1;
    switch (shownQuantity()) {
    case Quantity::Weights:
        m_title->setText(tr("Attention weights — head %1").arg(head));
        break;
    case Quantity::RawScores:
        m_title->setText(tr("Raw scores a′ — head %1").arg(head));
        break;
    case Quantity::ScaledScores:
        m_title->setText(tr("Scaled scores s·a′ — head %1").arg(head));
        break;
    case Quantity::TemperedScores:
        m_title->setText(tr("Scores entering the softmax, s·a′ / T — head %1").arg(head));
        break;
    }
    updateNote();
}

void HeatmapView::updateNote()
{
    QStringList notes;
    if (m_head < 0)
        notes << tr("No result yet: the scenario has not been computed.");
    else if (!m_document->issues().empty())
        notes << tr("The scenario has problems; showing the last valid result.");
    if (m_columnFit.kind() == CategoryLabelFit::Kind::EveryKth)
        notes << tr("One key label in %1.").arg(m_columnFit.step());
    if (m_rowFit.kind() == CategoryLabelFit::Kind::EveryKth)
        notes << tr("One query label in %1.").arg(m_rowFit.step());
    if (m_rows > 0 && m_cellTextVisible && !m_cells->numbersFit())
        notes << tr("Cells too small for their numbers: hover a cell to read it.");
    const QString note = notes.join(u' ');
    if (note != m_note->text())
        PlotStyle::setNote(m_note, note);
}

void HeatmapView::setSelectionShown(bool shown)
{
    m_selectionShown = shown;
    updateSelection();
}

void HeatmapView::updateSelection()
{
    if (!m_selectionShown) {
        m_cells->selectedRow = -1;
        m_cells->selectedColumn = -1;
        return;
    }
    m_cells->selectedRow = m_rows > 0 ? std::clamp(m_document->selectedQuery(), 0, m_rows - 1) : -1;
    const int key = m_document->selectedKey();
    m_cells->selectedColumn = key >= 0 && key < m_columns ? key : -1;
}

QPoint HeatmapView::cellAt(const QPointF &pixel) const
{
    if (m_rows == 0 || m_columns == 0 || !m_plot->axisRect()->rect().contains(pixel.toPoint()))
        return QPoint(-1, -1);
    const int column = int(std::lround(m_plot->xAxis->pixelToCoord(pixel.x())));
    const int row = int(std::lround(m_plot->yAxis->pixelToCoord(pixel.y())));
    if (row < 0 || row >= m_rows || column < 0 || column >= m_columns)
        return QPoint(-1, -1);
    return QPoint(column, row);
}

void HeatmapView::onMousePress(QMouseEvent *event)
{
    if (event->button() != Qt::LeftButton || m_head < 0)
        return;
    const QPointF pos = event->position();
    const QPoint cell = cellAt(pos);
    if (cell.x() >= 0) {
        m_document->setSelection(m_head, cell.y(), cell.x());
        return;
    }
    // Clicking a token label selects that query (left) or key (below).
    const QRect rect = m_plot->axisRect()->rect();
    if (pos.x() < rect.left() && pos.y() >= rect.top() && pos.y() <= rect.bottom()) {
        const int row = int(std::lround(m_plot->yAxis->pixelToCoord(pos.y())));
        if (row >= 0 && row < m_rows)
            m_document->setSelection(m_head, row, m_document->selectedKey());
    } else if (pos.y() > rect.bottom() && pos.x() >= rect.left() && pos.x() <= rect.right()) {
        const int column = int(std::lround(m_plot->xAxis->pixelToCoord(pos.x())));
        if (column >= 0 && column < m_columns)
            m_document->setSelection(m_head, m_document->selectedQuery(), column);
    }
}

void HeatmapView::onMouseMove(QMouseEvent *event)
{
    const QPoint cell = cellAt(event->position());
    if (cell.x() < 0) {
        // A label shortened to fit shows its whole name on hover.
        const QString label = labelAt(event->position());
        if (label.isEmpty())
            QToolTip::hideText();
        else
            PlainToolTip::show(event->globalPosition().toPoint(), label, m_plot);
        return;
    }
    PlainToolTip::show(event->globalPosition().toPoint(), cellToolTip(cell.y(), cell.x()), m_plot);
}

QString HeatmapView::cellToolTip(int row, int column) const
{
    if (m_head < 0 || row < 0 || row >= m_rows || column < 0 || column >= m_columns)
        return QString();
    const attn::AttentionTrace &trace = m_document->trace();
    const std::size_t index = std::size_t(m_head);
    const attn::HeadTrace &head = trace.heads[index];
    QStringList lines;
    lines << tr("query “%1” → key “%2”").arg(m_queryLabels.at(row), m_keyLabels.at(column));
    if (!attn::hasScores(head)) {
        lines << tr("imported weights: no scores");
    } else {
        const double scaled = attn::scoreAt(trace, index, attn::ScoreStage::Scaled, row, column);
        const double tempered =
            attn::scoreAt(trace, index, attn::ScoreStage::Tempered, row, column);
        lines << tr("raw score a′ = %1")
                     .arg(PlotStyle::compact(
                         attn::scoreAt(trace, index, attn::ScoreStage::Raw, row, column)));
        lines << tr("scaled s·a′ = %1 (s = %2)")
                     .arg(PlotStyle::compact(scaled), PlotStyle::compact(head.scale));
        if (tempered != scaled)
            lines << tr("tempered s·a′ / T = %1").arg(PlotStyle::compact(tempered));
    }
    if (isRowFullyMasked(row) || !attn::isVisible(trace, index, row, column))
        lines << tr("masked: weight 0");
    else
        lines << tr("weight a = %1").arg(PlotStyle::fixed(head.weights(row, column), 4));
    return lines.join(u'\n');
}

void HeatmapView::fitLayout()
{
    // Runs after every layout pass (screen or export, at any size), so the labels and the
    // cell proportions fit the size actually drawn; a second pass applies what changed.
    QCPAxisRect *rect = m_plot->axisRect();
    const int oldMaximum = rect->maximumSize().height();
    int maximum = QWIDGETSIZE_MAX;
    if (m_rows > 0 && m_columns > 0) {
        // A matrix of few rows would otherwise stretch into tall bars; keep cells roughly square.
        const double column = double(rect->width()) / m_columns;
        // At least 180 px, so that the colour scale beside it stays readable.
        maximum = std::max(180, int(std::ceil(m_rows * std::max(column * 0.8, 56.0))));
    }
    rect->setMaximumSize(QWIDGETSIZE_MAX, maximum);
    // Pooled cells follow the size of the view: re-pool when it changed the cell count.
    const QSize pixels = poolingPixels();
    const HeatmapPooling &pooling = m_cells->pooling;
    // (Not while the document has no trace: hidden then, see CentreArea; refreshed when shown.)
    if (m_rows > 0 && m_document->hasTrace() &&
        (std::min(m_columns, pixels.width()) != pooling.columns ||
         std::min(m_rows, pixels.height()) != pooling.rows))
        fillCells();
    const CategoryLabelFit::Kind oldColumns = m_columnFit.kind();
    fitLabels();
    auto layOut = [this] {
        // The preparation phase takes the tickers' new ticks (QCustomPlot reads them before
        // afterLayout, so without it this frame would draw the previous labels).
        for (auto phase : {QCPLayoutElement::upPreparation, QCPLayoutElement::upMargins,
                           QCPLayoutElement::upLayout})
            m_plot->plotLayout()->update(phase);
    };
    if (maximum != oldMaximum || m_columnFit.kind() != oldColumns) {
        layOut();
        // The cells' rectangle has its final size only now: space the labels for it.
        fitLabels();
    }
    layOut();
    updateNote();
    // What the plot's own layout needs now (titles, notes, label lines, axis margins):
    // below it QCustomPlot squeezes its texts over each other.
    const int needed = m_plot->plotLayout()->minimumOuterSizeHint().height();
    if (needed != m_layoutMinimum) {
        m_layoutMinimum = needed;
        updateGeometry();
    }
}

QSize HeatmapView::minimumSizeHint() const
{
    const QFontMetrics title(m_title->font());
    const QFontMetrics note(m_note->font());
    const QFontMetrics ticks(m_plot->xAxis->tickLabelFont());
    // Cells: a label's line for each row, up to eight rows' worth, at least 80 px.
    const int cells = std::clamp(m_rows * ticks.lineSpacing(), 80, 8 * ticks.lineSpacing());
    const int height =
        std::max(title.height() + 2 * note.lineSpacing() + 3 * ticks.lineSpacing() + 24,
                 m_layoutMinimum) +
        cells;
    // Row labels, the colour scale beside the cells, and cells two characters wide for up
    // to ten keys (more are pooled or labelled in part, as the note says).
    const int em = PlotStyle::latinCharWidth(m_plot->xAxis->tickLabelFont());
    const int width = 8 * em + 80 + 60 + std::max(0, std::min(m_columns, 10) * 2 * em + 16 - 80);
    return QSize(width, height);
}

QSize HeatmapView::sizeHint() const
{
    // Room for the numbers in the cells of up to ten keys (more are pooled or labelled in
    // part, as the note says).
    const QSize least = minimumSizeHint();
    const QFontMetrics ticks(m_plot->xAxis->tickLabelFont());
    const QFontMetrics numbers(PlotStyle::valueFont());
    const int cell = numbers.horizontalAdvance(QStringLiteral("0.00")) + 10;
    const int em = PlotStyle::latinCharWidth(m_plot->xAxis->tickLabelFont());
    const int width = 8 * em + 80 + 60 + std::min(m_columns, 10) * cell;
    return QSize(std::max(least.width(), width), std::max(least.height(), 300));
}

void HeatmapView::fitLabels()
{
    const QCPAxisRect *rect = m_plot->axisRect();
    const QFont font = m_plot->xAxis->tickLabelFont();
    // Two lines at most: a third would take the height the square cells need, and labels
    // three lines apart no longer read as one row of keys.
    m_columnFit = CategoryLabelFit::columns(m_keyLabels, font, rect->width(), 2);
    if (m_columnFit.kind() == CategoryLabelFit::Kind::EveryKth) // a third line before that
        m_columnFit = CategoryLabelFit::columns(m_keyLabels, font, rect->width(), 3);
    // Row labels take at most a quarter of the width: the cells need it more.
    m_rowFit =
        CategoryLabelFit::rows(m_rowLabels, font, rect->height(), m_plot->viewport().width() / 4.0);
    m_columnFit.apply(m_keyTicker.data());
    m_rowFit.apply(m_queryTicker.data());
    // The colour scale is as tall as the cells: as many ticks as that height holds.
    ValueAxisTicks::fit(m_colorScale->axis());
    // Turned titles beside short cells would stick out over the title and note above:
    // they are drawn only where they fit (the hover tooltip and the title say the same).
    auto fitTitle = [](QCPAxis *axis, const QString &title) {
        const bool fits =
            QFontMetricsF(axis->labelFont()).horizontalAdvance(title) <= axis->axisRect()->height();
        axis->setLabel(fits ? title : QString());
    };
    fitTitle(m_plot->yAxis, tr("query"));
    fitTitle(m_colorScale->axis(), m_scaleTitle);
}

QString HeatmapView::labelAt(const QPointF &pos) const
{
    const QRect rect = m_plot->axisRect()->rect();
    if (pos.x() < rect.left() && pos.y() >= rect.top() && pos.y() <= rect.bottom()) {
        const int row = int(std::lround(m_plot->yAxis->pixelToCoord(pos.y())));
        return row >= 0 && row < m_rows ? m_queryLabels.at(row) : QString();
    }
    if (pos.y() > rect.bottom() && pos.x() >= rect.left() && pos.x() <= rect.right()) {
        const int column = int(std::lround(m_plot->xAxis->pixelToCoord(pos.x())));
        return column >= 0 && column < m_columns ? m_keyLabels.at(column) : QString();
    }
    return QString();
}
