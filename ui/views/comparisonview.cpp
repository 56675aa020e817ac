#include "comparisonview.h"

#include "flowlayout.h"
#include "graphedits.h"
#include "heatmapview.h"
#include "plotstyle.h"
#include "retranslate.h"
#include "softmaxbarsview.h"
#include "viewbinding.h"

#include <qcustomplot.h>

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QGridLayout>
#include <QLabel>
#include <QPushButton>
#include <QScrollArea>
#include <QUndoStack>

#include <cmath>
#include <limits>

namespace {

QLabel *paneTitle()
{
    auto *label = new QLabel;
    label->setFont(PlotStyle::titleFont());
    label->setAlignment(Qt::AlignCenter);
    label->setWordWrap(true);
    return label;
}

/// Whether the copy can take `mask` with the current scenario's shapes.
bool maskFits(const attn::Scenario &s)
{
    if (s.mask == attn::MaskKind::Custom)
        return s.customMask.rows() == s.queryCount() && s.customMask.cols() == s.keyCount();
    if (s.mask == attn::MaskKind::ValidLength)
        return s.validLength > 0 && s.validLength <= s.keyCount();
    if (s.mask == attn::MaskKind::Neighbours)
        return !s.graph.empty();
    return true;
}

} // namespace

ComparisonView::ComparisonView(Document *current, QWidget *parent)
    : QWidget(parent), m_current(current), m_copy(new Document(this)),
      m_leftHeatmap(new HeatmapView(current)), m_rightHeatmap(new HeatmapView(m_copy)),
      m_leftBars(new SoftmaxBarsView(current)), m_rightBars(new SoftmaxBarsView(m_copy)),
      m_leftTitle(paneTitle()), m_rightTitle(paneTitle()), m_scalingBox(new QComboBox),
      m_temperatureSpin(new QDoubleSpinBox), m_maskBox(new QComboBox), m_followBox(new QCheckBox)
{
    auto *duplicateButton = new QPushButton;
    for (attn::ScalingKind kind :
         {attn::ScalingKind::None, attn::ScalingKind::InverseSqrtKeyDim, attn::ScalingKind::Custom})
        m_scalingBox->addItem(QString(), int(kind));
    m_temperatureSpin->setRange(0.0, 1000.0);
    m_temperatureSpin->setDecimals(2);
    m_temperatureSpin->setSingleStep(0.5);
    for (attn::MaskKind kind :
         {attn::MaskKind::None, attn::MaskKind::Causal, attn::MaskKind::ValidLength,
          attn::MaskKind::Custom, attn::MaskKind::Neighbours})
        m_maskBox->addItem(QString(), int(kind));
    m_followBox->setChecked(true);
    auto *inCopy = new QLabel;

    // The controls wrap onto a second line when the view is narrow.
    auto *bar = new QWidget;
    auto *flow = new FlowLayout(bar, 8);
    flow->setContentsMargins(0, 0, 0, 0);
    flow->addWidget(duplicateButton);
    flow->addWidget(inCopy);
    flow->addWidget(m_scalingBox);
    flow->addWidget(m_temperatureSpin);
    flow->addWidget(m_maskBox);
    flow->addWidget(m_followBox);

    // The panes scroll when the view is shorter than the heatmaps need (presentation type
    // on a small projector) rather than squash them.
    auto *panes = new QWidget;
    auto *grid = new QGridLayout(panes);
    grid->setContentsMargins(0, 0, 0, 0);
    grid->addWidget(m_leftTitle, 0, 0);
    grid->addWidget(m_rightTitle, 0, 1);
    grid->addWidget(m_leftHeatmap, 1, 0);
    grid->addWidget(m_rightHeatmap, 1, 1);
    grid->addWidget(m_leftBars, 2, 0);
    grid->addWidget(m_rightBars, 2, 1);
    grid->setRowStretch(1, 4);
    grid->setRowStretch(2, 5);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(bar);
    auto *scroll = new QScrollArea;
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setWidgetResizable(true);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    scroll->setWidget(panes);
    layout->addWidget(scroll, 1);

    connect(duplicateButton, &QPushButton::clicked, this, &ComparisonView::duplicate);
    connect(m_scalingBox, &QComboBox::activated, this,
            [this] { setCopyScaling(attn::ScalingKind(m_scalingBox->currentData().toInt())); });
    connect(m_temperatureSpin, &QDoubleSpinBox::valueChanged, this,
            &ComparisonView::setCopyTemperature);
    connect(m_maskBox, &QComboBox::activated, this,
            [this] { setCopyMask(attn::MaskKind(m_maskBox->currentData().toInt())); });
    connect(m_followBox, &QCheckBox::toggled, this, &ComparisonView::setFollowing);
    // Connected after the views, so the shared scales are set once both have refreshed.
    // It reads the current scenario and selection (SelectedHead: every change).
    m_binding = new ViewBinding(m_current, this, ViewBinding::Reads::SelectedHead, [this] {
        const Document::Change change = m_pendingChange;
        m_pendingChange = Document::Change::Selection;
        onCurrentChanged(change);
    });
    m_binding->setChangeHook([this](Document::Change change) {
        if (change != Document::Change::Selection)
            m_pendingChange = change; // any edit makes the copy follow in full
        // A second trace of a large scenario only for a pane someone looks at (the window
        // may not be shown yet: a file opened at start).
        if (!isVisible() && Document::computesInBackground(m_current->scenario())) {
            m_largePending = true;
            return true;
        }
        return false;
    });
    connect(m_copy, &Document::changed, this, [this] {
        syncControls();
        shareScales();
    });
    duplicate();
    onLanguageChange(this, [this, duplicateButton, inCopy] {
        duplicateButton->setText(tr("Copy the current scenario"));
        duplicateButton->setToolTip(tr("Start the comparison again from the current scenario"));
        inCopy->setText(tr("In the copy:"));
        m_scalingBox->setItemText(0, tr("no scaling"));
        m_scalingBox->setItemText(1, tr("scaled by 1/√d_k"));
        m_scalingBox->setItemText(2, tr("custom scale"));
        m_temperatureSpin->setPrefix(tr("T = "));
        m_temperatureSpin->setSpecialValueText(tr("T = 0 (hardmax)"));
        m_maskBox->setItemText(0, tr("no mask"));
        m_maskBox->setItemText(1, tr("causal mask"));
        m_maskBox->setItemText(2, tr("valid length"));
        m_maskBox->setItemText(3, tr("custom mask"));
        m_maskBox->setItemText(4, tr("neighbours only"));
        m_followBox->setText(tr("Follow edits of the current scenario"));
        syncControls(); // the pane titles
    });
}

void ComparisonView::duplicate()
{
    m_copy->resetScenario(m_current->scenario());
    m_copy->setSelection(m_current->selectedHead(), m_current->selectedQuery(),
                         m_current->selectedKey());
    m_duplicated = true;
    syncControls();
    shareScales();
}

void ComparisonView::editCopy(const attn::Scenario &after)
{
    m_copy->editScenario(after, [] { return tr("Change the comparison"); });
}

void ComparisonView::setCopyScaling(attn::ScalingKind scaling)
{
    attn::Scenario s = m_copy->scenario();
    s.scaling = scaling;
    editCopy(s);
}

void ComparisonView::setCopyTemperature(double temperature)
{
    attn::Scenario s = m_copy->scenario();
    s.temperature = temperature;
    editCopy(s);
}

void ComparisonView::setCopyMask(attn::MaskKind mask)
{
    attn::Scenario s = m_copy->scenario();
    s.mask = mask;
    if (mask == attn::MaskKind::ValidLength && (s.validLength <= 0 || s.validLength > s.keyCount()))
        s.validLength = std::max(1, s.keyCount() / 2);
    if (mask == attn::MaskKind::Custom && !maskFits(s))
        s.customMask = attn::BoolMatrix::Constant(s.queryCount(), s.keyCount(), true);
    if (mask == attn::MaskKind::Neighbours)
        graphedits::makeGraph(s);
    if (!maskFits(s)) { // neighbours of a scenario that cannot be a graph (not self-attention)
        syncControls();
        return;
    }
    editCopy(s);
}

void ComparisonView::setFollowing(bool follow)
{
    if (m_followBox->isChecked() != follow)
        m_followBox->setChecked(follow);
    if (follow)
        onCurrentChanged(Document::Change::Values);
}

void ComparisonView::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    if (m_largePending) {
        m_largePending = false;
        m_binding->request();
    }
}

void ComparisonView::onCurrentChanged(Document::Change change)
{
    if (change == Document::Change::Selection || !m_followBox->isChecked()) {
        m_copy->setSelection(m_current->selectedHead(), m_current->selectedQuery(),
                             m_current->selectedKey());
        shareScales();
        return;
    }
    // The copy is the current scenario with the copy's own scaling, temperature and mask.
    const attn::Scenario &mine = m_copy->scenario();
    attn::Scenario next = m_current->scenario();
    next.scaling = mine.scaling;
    next.customScale = mine.customScale;
    next.temperature = mine.temperature;
    attn::Scenario masked = next;
    masked.mask = mine.mask;
    masked.validLength = mine.validLength;
    masked.customMask = mine.customMask;
    if (maskFits(masked))
        next = masked;
    // Following is not an edit of the copy: no undo step there.
    m_copy->resetScenario(next);
    m_copy->setSelection(m_current->selectedHead(), m_current->selectedQuery(),
                         m_current->selectedKey());
}

void ComparisonView::syncControls()
{
    const attn::Scenario &s = m_copy->scenario();
    const QSignalBlocker b1(m_scalingBox), b2(m_temperatureSpin), b3(m_maskBox);
    m_scalingBox->setCurrentIndex(m_scalingBox->findData(int(s.scaling)));
    if (std::isfinite(s.temperature))
        m_temperatureSpin->setValue(s.temperature);
    m_maskBox->setCurrentIndex(m_maskBox->findData(int(s.mask)));
    m_leftTitle->setText(tr("Current: %1").arg(settingsText(m_current->scenario())));
    m_rightTitle->setText(tr("Copy: %1").arg(settingsText(s)));
}

QString ComparisonView::settingsText(const attn::Scenario &s)
{
    QStringList parts;
    switch (s.scaling) {
    case attn::ScalingKind::None:
        parts << tr("no scaling");
        break;
    case attn::ScalingKind::InverseSqrtKeyDim:
        parts << tr("scaled by 1/√d_k");
        break;
    case attn::ScalingKind::Custom:
        parts << tr("scale %1").arg(PlotStyle::compact(s.customScale));
        break;
    }
    parts << tr("T = %1").arg(PlotStyle::compact(s.temperature));
    switch (s.mask) {
    case attn::MaskKind::None:
        parts << tr("no mask");
        break;
    case attn::MaskKind::Causal:
        parts << tr("causal mask");
        break;
    case attn::MaskKind::ValidLength:
        parts << tr("valid length %1").arg(s.validLength);
        break;
    case attn::MaskKind::Custom:
        parts << tr("custom mask");
        break;
    case attn::MaskKind::Neighbours:
        parts << tr("neighbours only");
        break;
    }
    return parts.join(QStringLiteral(" · "));
}

void ComparisonView::shareScales()
{
    syncControls();
    // Weights already share [0, 1]; the score axes take the range that holds both.
    QCPAxis *left = m_leftBars->plot()->axisRect(0)->axis(QCPAxis::atLeft);
    QCPAxis *right = m_rightBars->plot()->axisRect(0)->axis(QCPAxis::atLeft);
    const QCPRange a = left->range(), b = right->range();
    const QCPRange both(std::min(a.lower, b.lower), std::max(a.upper, b.upper));
    left->setRange(both);
    right->setRange(both);
    m_leftBars->plot()->replot(QCustomPlot::rpQueuedReplot);
    m_rightBars->plot()->replot(QCustomPlot::rpQueuedReplot);
}
