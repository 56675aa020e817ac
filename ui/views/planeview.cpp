#include "planeview.h"

#include "scorestages.h"

#include "plaintooltip.h"
#include "planelabelplacer.h"
#include "plotstyle.h"
#include "retranslate.h"
#include "scenariocompare.h"
#include "valueaxisticks.h"
#include "viewbinding.h"

#include <qcustomplot.h>

#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QSpinBox>
#include <QToolTip>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>
#include <tuple>

namespace {

QString label(const std::vector<std::string> &labels, int i, QChar prefix)
{
    return i < int(labels.size()) ? QString::fromStdString(labels[std::size_t(i)])
                                  : QString(prefix) + QString::number(i + 1);
}

} // namespace

PlaneView::PlaneView(Document *document, QWidget *parent)
    : QWidget(parent), m_document(document), m_plot(new QCustomPlot(this)),
      m_spaceBox(new QComboBox), m_planeBox(new QComboBox), m_xSpin(new QSpinBox),
      m_ySpin(new QSpinBox)
{
    auto *controls = new QHBoxLayout;
    controls->addWidget(translatedLabel("PlaneView", QT_TR_NOOP("Show")));
    controls->addWidget(m_spaceBox);
    controls->addSpacing(12);
    controls->addWidget(m_planeBox);
    controls->addWidget(m_xSpin);
    controls->addWidget(m_ySpin);
    controls->addStretch(1);
    m_spaceBox->addItems({QString(), QString()}); // texts in syncControls()
    m_planeBox->addItems({QString(), QString()});
    // Long choices (Japanese, presentation type) may be cut in the closed box rather than
    // widen the window past the screen; the open list shows them whole.
    for (QComboBox *box : {m_spaceBox, m_planeBox}) {
        box->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
        box->setMinimumContentsLength(12);
        box->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Fixed);
    }
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 0);
    layout->addLayout(controls);
    layout->addWidget(m_plot, 1);

    PlotStyle::applyToPlot(m_plot);
    PlotStyle::applyToAxisRect(m_plot->axisRect());
    m_plot->xAxis->grid()->setVisible(true);
    m_plot->setAntialiasedElements(QCP::aeItems | QCP::aePlottables);
    m_plot->setMouseTracking(true);
    std::tie(m_title, m_note) = PlotStyle::addTitleAndNote(m_plot);

    m_circle = new QCPCurve(m_plot->xAxis, m_plot->yAxis);
    m_circle->setPen(QPen(PlotStyle::gridColor().darker(115), 1.5, Qt::DashLine));
    QVector<double> xs, ys, ts;
    for (int i = 0; i <= 180; ++i) {
        const double angle = 2 * M_PI * i / 180;
        ts << i;
        xs << std::cos(angle);
        ys << std::sin(angle);
    }
    m_circle->setData(ts, xs, ys);

    // Refreshed when the rest of the heads are in as well, as it always was.
    m_binding =
        new ViewBinding(m_document, this, ViewBinding::Reads::EveryHead, [this] { refresh(); });
    connect(m_plot, &QCustomPlot::afterLayout, this, &PlaneView::updateRanges);
    connect(m_plot, &QCustomPlot::mousePress, this, &PlaneView::onMousePress);
    connect(m_plot, &QCustomPlot::mouseMove, this, &PlaneView::onMouseMove);
    connect(m_plot, &QCustomPlot::mouseRelease, this, &PlaneView::onMouseRelease);
    connect(m_spaceBox, &QComboBox::activated, this,
            [this](int index) { setSpace(index == 0 ? Space::Inputs : Space::Head); });
    connect(m_planeBox, &QComboBox::activated, this,
            [this](int index) { setPrincipal(index == 1); });
    connect(m_xSpin, &QSpinBox::valueChanged, this,
            [this](int value) { setComponents(value - 1, m_componentB); });
    connect(m_ySpin, &QSpinBox::valueChanged, this,
            [this](int value) { setComponents(m_componentA, value - 1); });
    refresh();
}

PlaneView::~PlaneView() = default;

QSize PlaneView::minimumSizeHint() const
{
    const QFontMetrics title(m_title->font());
    const QFontMetrics note(m_note->font());
    const QFontMetrics ticks(m_plot->xAxis->tickLabelFont());
    const int controls = m_spaceBox->minimumSizeHint().height() + 8;
    const int height =
        controls + title.height() + 3 * note.lineSpacing() + 2 * ticks.lineSpacing() + 160 + 24;
    const int width = std::max(m_spaceBox->minimumSizeHint().width() + 80,
                               ticks.horizontalAdvance(QStringLiteral("-0.00")) + 200);
    return QSize(width, height);
}

void PlaneView::setSpace(Space space)
{
    m_space = space;
    refresh();
}

void PlaneView::setPrincipal(bool principal)
{
    m_principal = principal;
    refresh();
}

void PlaneView::setComponents(int a, int b)
{
    if (a == m_componentA && b == m_componentB)
        return;
    m_componentA = a;
    m_componentB = b;
    refresh();
}

int PlaneView::arrowCount(Role role) const
{
    return int(std::count_if(m_arrows.begin(), m_arrows.end(),
                             [role](const Arrow &a) { return a.role == role; }));
}

QPointF PlaneView::tip(Role role, int index) const
{
    for (const Arrow &a : m_arrows)
        if (a.role == role && a.index == index)
            return a.tip;
    return QPointF(std::nan(""), std::nan(""));
}

QPointF PlaneView::tipPixel(Role role, int index) const
{
    const QPointF t = tip(role, index);
    return QPointF(m_plot->xAxis->coordToPixel(t.x()), m_plot->yAxis->coordToPixel(t.y()));
}

QString PlaneView::title() const
{
    return m_title->text();
}

QString PlaneView::note() const
{
    return m_note->text();
}

void PlaneView::refresh()
{
    collect();
    syncControls();
    updateRanges();
    m_plot->replot(QCustomPlot::rpQueuedReplot);
}

void PlaneView::syncControls()
{
    const QSignalBlocker b1(m_spaceBox), b2(m_planeBox), b3(m_xSpin), b4(m_ySpin);
    const int head = std::max(0, m_document->selectedHead()) + 1;
    m_spaceBox->setItemText(0, tr("Input vectors (drag to edit)"));
    m_spaceBox->setItemText(1, tr("Head %1: q, k, v after W_Q, W_K, W_V").arg(head));
    m_planeBox->setItemText(0, tr("Components"));
    m_planeBox->setItemText(1, tr("Principal directions of the keys"));
    m_xSpin->setPrefix(tr("x: component "));
    m_ySpin->setPrefix(tr("y: component "));
    m_spaceBox->setCurrentIndex(m_space == Space::Inputs ? 0 : 1);
    const int dim = m_projection.dimension();
    const bool choose = dim > 2;
    m_planeBox->setVisible(choose);
    m_xSpin->setVisible(choose && !m_principal);
    m_ySpin->setVisible(choose && !m_principal);
    m_planeBox->setCurrentIndex(m_principal ? 1 : 0);
    m_xSpin->setRange(1, std::max(1, dim));
    m_ySpin->setRange(1, std::max(1, dim));
    m_xSpin->setValue(m_projection.firstComponent() + 1);
    m_ySpin->setValue(m_projection.secondComponent() + 1);
}

void PlaneView::collect()
{
    const attn::AttentionTrace &t = m_document->trace();
    const attn::Scenario &s = m_document->tracedScenario();
    QList<Arrow> next;
    const attn::Matrix *queries = nullptr, *keys = nullptr, *values = nullptr, *outputs = nullptr;
    int q = m_document->selectedQuery();
    int head = std::clamp(m_document->selectedHead(), 0, std::max(0, int(t.heads.size()) - 1));
    const attn::HeadTrace *h = t.heads.empty() ? nullptr : &t.heads[std::size_t(head)];
    if (h && m_space == Space::Inputs) {
        queries = &s.queryInput();
        keys = &s.keyInput();
        if (s.mode == attn::InputMode::Direct && !s.keysAreValues)
            values = &s.values;
        // The head's output lives in its value space; it belongs here only when that space
        // is the input space itself (identity W_V).
        const attn::Matrix &in = s.valueInput();
        if (sameMatrix(h->v, in))
            outputs = &h->output;
    } else if (h) {
        queries = &h->q;
        keys = &h->k;
        if (!sameMatrix(h->v, h->k))
            values = &h->v;
        outputs = &h->output;
    }
    const int dim = keys ? int(keys->cols()) : 2;
    if (!m_dragging)
        m_projection = m_principal && keys && dim > 2
                           ? PlaneProjection::principal(*keys)
                           : PlaneProjection::components(dim, m_componentA, m_componentB);
    const bool weightsFit =
        h && keys && h->weights.cols() == keys->rows() && q >= 0 && q < h->weights.rows();
    auto add = [&](Role role, const attn::Matrix *m, int row) {
        if (!m || m->cols() != dim || row < 0 || row >= m->rows())
            return;
        Arrow a;
        a.role = role;
        a.index = row;
        a.tip = m_projection.project(m->row(row));
        if ((role == Role::Key || role == Role::Value) && weightsFit) {
            a.weight = h->weights(q, row);
            a.masked = !attn::isVisible(t, std::size_t(head), q, row);
        }
        next << a;
    };
    for (int j = 0; keys && j < keys->rows(); ++j)
        add(Role::Key, keys, j);
    for (int j = 0; values && j < values->rows(); ++j)
        add(Role::Value, values, j);
    add(Role::Query, queries, q);
    add(Role::Output, outputs, q); // last: on top of the query, which often points the same way

    // Items are recreated only when the set of arrows changes; a drag just moves them.
    bool same = next.size() == m_arrows.size();
    for (int i = 0; same && i < next.size(); ++i)
        same = next[i].role == m_arrows[i].role && next[i].index == m_arrows[i].index;
    for (int i = 0; i < next.size(); ++i) {
        if (same) {
            next[i].line = m_arrows[i].line;
            next[i].label = m_arrows[i].label;
        } else {
            next[i].line = new QCPItemLine(m_plot);
            next[i].label = new QCPItemText(m_plot);
            next[i].label->position->setParentAnchor(next[i].line->end);
        }
    }
    if (!same)
        for (Arrow &old : m_arrows) {
            m_plot->removeItem(old.label);
            m_plot->removeItem(old.line);
        }
    m_arrows = next;

    const std::vector<std::string> &qLabels = t.queryLabels, &kLabels = t.keyLabels;
    double largest = 0;
    double extent = 0.5;
    for (const Arrow &a : m_arrows) {
        largest = std::max(largest, a.weight);
        extent = std::max({extent, std::abs(a.tip.x()), std::abs(a.tip.y())});
    }
    for (Arrow &a : m_arrows)
        a.relative = largest > 0 ? a.weight / largest : 0.0;
    for (Arrow &a : m_arrows) {
        const QString name = a.role == Role::Query    ? label(qLabels, a.index, u'q')
                             : a.role == Role::Output ? tr("output o")
                                                      : label(kLabels, a.index, u'k');
        styleArrow(a, name);
    }
    const bool circle = dim == 2 && m_projection.isExact();
    m_circle->setVisible(circle);
    // The scale stays put while dragging, so the tip stays under the pointer.
    if (!m_dragging)
        m_extent = circle ? std::max(extent * 1.08, 1.08) : extent * 1.08;

    // Title and note say what the picture is, and when it is only a projection.
    const QString what = m_space == Space::Inputs ? tr("Input vectors")
                                                  : tr("Head %1 after W_Q, W_K, W_V").arg(head + 1);
    QString note;
    if (!h) {
        m_title->setText(tr("2-D plane: no result yet"));
    } else if (m_projection.isExact()) {
        m_title->setText(what + tr(" in the plane"));
    } else {
        m_title->setText(tr("%1 (%2-D), projected").arg(what).arg(dim));
        note = m_projection.isPrincipal()
                   ? tr("the plane of the keys' first two principal directions")
                   : tr("the plane of components %1 and %2")
                         .arg(m_projection.firstComponent() + 1)
                         .arg(m_projection.secondComponent() + 1);
        note += u'\n';
    }
    note += tr("orange: the query · grey to teal: keys, thicker and darker = more weight");
    if (arrowCount(Role::Value) > 0)
        note += tr(" · dashed: values");
    note += u'\n';
    if (arrowCount(Role::Output) > 0)
        note += tr("pink: the output o = Σ a_j v_j");
    else if (h)
        note += tr("the output lives in head %1's value space: show “Head %1”").arg(head + 1);
    if (m_space == Space::Inputs)
        note += m_projection.isExact() ? tr(" · drag a tip; Shift snaps to the unit circle")
                                       : tr(" · dragging moves a vector within this plane");
    else
        note += tr(" · read only: show the input vectors to drag");
    m_noteLines = note.split(u'\n');
    PlotStyle::setNote(m_note, note);
    m_plot->xAxis->setLabel(m_projection.xLabel());
    m_plot->yAxis->setLabel(m_projection.yLabel());
}
