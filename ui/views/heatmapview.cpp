#include "heatmapview.h"

#include "categorylabelfit.h"
#include "cellreadout.h"
#include "heatmapcaption.h"
#include "heatmapcells.h"
#include "heatmapfill.h"
#include "heatmapsizing.h"
#include "heatmaptokenlabels.h"
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
#include <tuple>

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

    std::tie(m_title, m_note) = PlotStyle::addTitleAndNote(m_plot);
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
    m_rows = 0;
    m_columns = 0;
    if (m_head >= 0) {
        const attn::HeadTrace &head = trace.heads[std::size_t(m_head)];
        m_rows = int(head.weights.rows());
        m_columns = int(head.weights.cols());
    }
    fillCells();
    if (m_rows != rowsBefore)
        updateGeometry(); // the least height follows the rows

    // Labels go onto the axes in fitLayout(), once the space for them is known.
    m_labels.read(trace, m_rows, m_columns, m_cells->maskedRows);
    fitLabels();
    m_plot->xAxis->setRange(-0.5, std::max(m_columns, 1) - 0.5);
    m_plot->yAxis->setRange(-0.5, std::max(m_rows, 1) - 0.5);

    updateTitle();
    updateSelection();
    m_plot->replot(QCustomPlot::rpQueuedReplot);
}

void HeatmapView::fillCells()
{
    m_cells->rows = m_rows;
    m_cells->columns = m_columns;
    // Imported weights come without scores: whichever quantity is chosen, the weights show.
    const Quantity quantity = shownQuantity();
    m_cells->weights = quantity == Quantity::Weights;
    m_cells->showText = m_cellTextVisible;
    if (HeatmapFill::fill(*m_cells, m_document->trace(), m_head, quantity, poolingPixels()))
        m_scaleTitle = HeatmapCaption::scaleTitle(quantity);
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

void HeatmapView::setLayer(int layer)
{
    if (layer == m_layer)
        return;
    m_layer = layer;
    updateTitle();
    m_plot->replot(QCustomPlot::rpQueuedReplot);
}

void HeatmapView::updateTitle()
{
    m_title->setText(HeatmapCaption::title(shownQuantity(), m_head, m_layer));
    updateNote();
}

void HeatmapView::updateNote()
{
    HeatmapCaption::NoteFacts facts;
    facts.noResult = m_head < 0;
    facts.problems = !m_document->issues().empty();
    if (m_labels.columnFit().kind() == CategoryLabelFit::Kind::EveryKth)
        facts.keyStep = m_labels.columnFit().step();
    if (m_labels.rowFit().kind() == CategoryLabelFit::Kind::EveryKth)
        facts.queryStep = m_labels.rowFit().step();
    facts.numbersHidden = m_rows > 0 && m_cellTextVisible && !m_cells->numbersFit();
    const QString note = HeatmapCaption::note(facts);
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
    if (const int row = m_labels.rowAt(m_plot, pos); row >= 0)
        m_document->setSelection(m_head, row, m_document->selectedKey());
    else if (const int column = m_labels.columnAt(m_plot, pos); column >= 0)
        m_document->setSelection(m_head, m_document->selectedQuery(), column);
}

void HeatmapView::onMouseMove(QMouseEvent *event)
{
    const QPoint cell = cellAt(event->position());
    if (cell.x() < 0) {
        // A label shortened to fit shows its whole name on hover.
        const QString label = m_labels.nameAt(m_plot, event->position());
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
    return CellReadout::describe(m_document->trace(), m_head, row, column,
                                 m_labels.queries().at(row), m_labels.keys().at(column),
                                 isRowFullyMasked(row));
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
    const CategoryLabelFit::Kind oldColumns = m_labels.columnFit().kind();
    fitLabels();
    auto layOut = [this] {
        // The preparation phase takes the tickers' new ticks (QCustomPlot reads them before
        // afterLayout, so without it this frame would draw the previous labels).
        for (auto phase : {QCPLayoutElement::upPreparation, QCPLayoutElement::upMargins,
                           QCPLayoutElement::upLayout})
            m_plot->plotLayout()->update(phase);
    };
    if (maximum != oldMaximum || m_labels.columnFit().kind() != oldColumns) {
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
    return HeatmapSizing::least(m_title->font(), m_note->font(), m_plot->xAxis->tickLabelFont(),
                                m_rows, m_columns, m_layoutMinimum);
}

QSize HeatmapView::sizeHint() const
{
    return HeatmapSizing::preferred(minimumSizeHint(), m_plot->xAxis->tickLabelFont(), m_columns);
}

void HeatmapView::fitLabels()
{
    m_labels.fit(m_plot, m_keyTicker.data(), m_queryTicker.data());
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
