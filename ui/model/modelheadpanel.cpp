#include "modelheadpanel.h"

#include "document.h"
#include "flowlayout.h"
#include "heatmapview.h"
#include "layerscenario.h"
#include "modelsession.h"
#include "retranslate.h"

#include <QCheckBox>
#include <QDoubleSpinBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

#include <algorithm>

namespace {

/// A label and its spin box, kept together when the controls wrap.
QWidget *labelled(QLabel *label, QWidget *control)
{
    auto *pair = new QWidget;
    auto *layout = new QHBoxLayout(pair);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(label);
    layout->addWidget(control);
    label->setBuddy(control);
    return pair;
}

} // namespace

ModelHeadPanel::ModelHeadPanel(ModelSession *session, QWidget *parent)
    : QWidget(parent), m_session(session), m_layerDocument(new Document(this)),
      m_heatmap(new HeatmapView(m_layerDocument)), m_heading(new QLabel), m_headOn(new QCheckBox),
      m_temperatureLabel(new QLabel), m_temperature(new QDoubleSpinBox), m_scaleLabel(new QLabel),
      m_scale(new QDoubleSpinBox), m_reset(new QPushButton), m_open(new QPushButton)
{
    setObjectName(QStringLiteral("modelHeadPanel"));
    m_headOn->setObjectName(QStringLiteral("modelHeadOn"));
    m_temperature->setObjectName(QStringLiteral("modelHeadTemperature"));
    m_scale->setObjectName(QStringLiteral("modelHeadScale"));
    m_reset->setObjectName(QStringLiteral("modelResetInterventions"));
    m_open->setObjectName(QStringLiteral("modelOpenInLab"));
    QFont bold = m_heading->font();
    bold.setBold(true);
    m_heading->setFont(bold);
    // Narrower than the heatmap asks for on its own: beside the thumbnails and the
    // prediction in a centre 600 px wide (1024 x 768 with the panels), it still shows nine
    // words. Its least height is its own (the fonts' and the words' room: presentation
    // mode's larger text needs more), so that the tab scrolls rather than squash the cells.
    m_heatmap->setMinimumWidth(220);

    m_temperature->setRange(0.05, 20.0);
    m_temperature->setSingleStep(0.1);
    m_temperature->setDecimals(2);
    m_temperature->setValue(1.0);
    m_scale->setRange(0.0, 10.0);
    m_scale->setSingleStep(0.1);
    m_scale->setDecimals(2);
    m_scale->setValue(1.0);

    m_controls = new QWidget;
    auto *flow = new FlowLayout(m_controls, 8);
    flow->setContentsMargins(0, 0, 0, 0);
    // The head's name first, with what may be changed of it.
    flow->addWidget(m_heading);
    flow->addWidget(m_headOn);
    flow->addWidget(labelled(m_temperatureLabel, m_temperature));
    flow->addWidget(labelled(m_scaleLabel, m_scale));
    flow->addWidget(m_reset);
    flow->addWidget(m_open);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_heatmap, 1);
    layout->addWidget(m_controls);
    // Where the heatmap's height is fixed at the height in sight (ModelView::arrange()),
    // the room left goes under the controls.
    layout->addStretch(0);

    connect(m_headOn, &QCheckBox::clicked, this, &ModelHeadPanel::editHead);
    connect(m_temperature, &QDoubleSpinBox::valueChanged, this, &ModelHeadPanel::editHead);
    connect(m_scale, &QDoubleSpinBox::valueChanged, this, &ModelHeadPanel::editHead);
    connect(m_reset, &QPushButton::clicked, session, &ModelSession::resetInterventions);
    connect(m_open, &QPushButton::clicked, this,
            [this] { emit openRequested(m_session->selectedLayer(), m_session->selectedHead()); });
    connect(session, &ModelSession::changed, this, &ModelHeadPanel::refresh);
    // A long sentence's layer is computed off the window's thread: its rows exist only once
    // that is done, and the word outlined (the last) is set again then.
    connect(m_layerDocument, &Document::changed, this, [this](Document::Change change) {
        if (change != Document::Change::Selection && !m_layerDocument->isComputing() &&
            m_session->hasResult())
            m_layerDocument->setSelection(m_session->selectedHead(), m_session->selectedQuery(),
                                          -1);
    });
    connect(session, &ModelSession::selectionChanged, this, &ModelHeadPanel::refresh);
    onLanguageChange(this, [this] { setTexts(); });
    refresh();
}

QSize ModelHeadPanel::minimumSizeHint() const
{
    // The controls as tall as they wrap at the heatmap's least width, so that the heatmap
    // keeps its least height above them at any width (the tab scrolls instead).
    QSize size = QWidget::minimumSizeHint();
    size.setHeight(std::max(size.height(), m_heatmap->minimumHeight() +
                                               controlsHeight(m_heatmap->minimumWidth())));
    return size;
}

int ModelHeadPanel::controlsHeight(int width) const
{
    return m_controls->heightForWidth(width) + layout()->spacing();
}

void ModelHeadPanel::setTexts()
{
    m_headOn->setText(tr("Head on"));
    m_headOn->setToolTip(tr("Off: the head's output counts as zeros; the layers above and "
                            "the prediction change"));
    m_temperatureLabel->setText(tr("Temperature"));
    m_temperature->setToolTip(tr("T: this head's weights become softmax(s q·k / T) inside the "
                                 "model"));
    m_scaleLabel->setText(tr("Scaling factor"));
    m_scale->setToolTip(tr("c: multiplies the model's own scaling 1/√d_k of this head"));
    m_reset->setText(tr("Reset interventions"));
    m_reset->setToolTip(tr("Every head on, temperature and scaling back to 1, no masked "
                           "words"));
    m_open->setText(tr("Open in the lab"));
    m_open->setToolTip(tr("Make this head a scenario of its own: its input X, its W_Q, W_K, "
                          "W_V and W_O, causal mask; the other views show it and it can be "
                          "edited"));
    refresh();
}

void ModelHeadPanel::refresh()
{
    const int layer = m_session->selectedLayer();
    const int head = m_session->selectedHead();
    const bool result = m_session->hasResult();
    m_heading->setText(result ? tr("Layer %1, head %2:").arg(layer + 1).arg(head + 1) : QString());
    const attn::model::HeadIntervention &h = m_session->interventions().head(layer, head);
    for (QWidget *w : {static_cast<QWidget *>(m_headOn), static_cast<QWidget *>(m_temperature),
                       static_cast<QWidget *>(m_scale), static_cast<QWidget *>(m_open)})
        w->setEnabled(result);
    m_reset->setEnabled(m_session->hasInterventions());
    {
        const QSignalBlocker blockOn(m_headOn);
        const QSignalBlocker blockT(m_temperature);
        const QSignalBlocker blockC(m_scale);
        m_headOn->setChecked(h.enabled);
        m_temperature->setValue(h.temperature);
        m_scale->setValue(h.scaleFactor);
    }
    if (!result)
        return;
    std::vector<std::string> labels;
    for (const QString &word : m_session->words())
        labels.push_back(word.toStdString());
    const attn::model::ModelRun &run = m_session->run();
    m_layerDocument->resetScenario(attn::model::layerScenario(
        m_session->weights(), layer, run.layer(std::size_t(layer)).attentionInput,
        m_session->interventions(), std::move(labels)));
    // The last word's row (the one whose attention makes the prediction) unless a lesson
    // asks about another.
    m_layerDocument->setSelection(head, m_session->selectedQuery(), -1);
    m_heatmap->setLayer(layer);
}

void ModelHeadPanel::waitForComputation()
{
    m_layerDocument->waitForComputation();
}

void ModelHeadPanel::editHead()
{
    attn::model::HeadIntervention h;
    h.enabled = m_headOn->isChecked();
    h.temperature = m_temperature->value();
    h.scaleFactor = m_scale->value();
    m_session->setHeadIntervention(m_session->selectedLayer(), m_session->selectedHead(), h);
}
