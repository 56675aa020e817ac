#include "parameterpanel.h"

#include "document.h"
#include "graphedits.h"
#include "headswitchpanel.h"
#include "projectionfactory.h"
#include "retranslate.h"
#include "scenarioedits.h"
#include "temperaturecontrol.h"
#include "validation.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QLabel>
#include <QSlider>
#include <QSpinBox>
#include <QStandardItemModel>
#include <QVBoxLayout>

#include <cmath>
#include <initializer_list>
#include <utility>

ParameterPanel::ParameterPanel(Document *document, QWidget *parent)
    : QWidget(parent), m_document(document), m_spinMergeId(document->newMergeId())
{
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(buildScoreGroup());
    layout->addWidget(buildTemperatureGroup());
    layout->addWidget(buildHeadsGroup());
    layout->addWidget(buildMaskGroup());
    layout->addStretch();
    // Long item texts would otherwise make the whole side panel as wide as the longest one.
    for (QComboBox *combo : findChildren<QComboBox *>()) {
        combo->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
        combo->setMinimumContentsLength(12);
    }
    connect(m_document, &Document::changed, this, [this](Document::Change change) {
        if (change != Document::Change::Selection)
            refresh();
    });
    onLanguageChange(this, [this] { refresh(); }); // the tooltips set by refresh()
}

QWidget *ParameterPanel::buildScoreGroup()
{
    auto *group = new QGroupBox;
    onLanguageChange(group, [group] { group->setTitle(tr("Score")); });
    m_score = new QComboBox;
    m_score->addItem(QString(), int(attn::ScoreKind::DotProduct));
    m_score->addItem(QString(), int(attn::ScoreKind::Additive));
    onLanguageChange(this, [this] {
        m_score->setItemText(0, tr("Dot product  q · k"));
        m_score->setItemText(1, tr("Additive  w_v · tanh(q A_q + k A_k)"));
    });
    m_scaling = new QComboBox;
    m_scaling->addItem(QString(), int(attn::ScalingKind::None));
    m_scaling->addItem(QString(), int(attn::ScalingKind::InverseSqrtKeyDim));
    m_scaling->addItem(QString(), int(attn::ScalingKind::Custom));
    onLanguageChange(this, [this] {
        m_scaling->setItemText(0, tr("None"));
        m_scaling->setItemText(1, tr("1 / √d_k"));
        m_scaling->setItemText(2, tr("Custom factor"));
        m_scaling->setItemData(0,
                               tr("No scaling: the raw scores. The wider the keys (d_k), the "
                                  "larger the scores grow and the sharper the weights become."),
                               Qt::ToolTipRole);
        m_scaling->setItemData(1,
                               tr("Divide the scores by √d_k, as the Transformer does: their "
                                  "spread stays about the same whatever the width of the keys, "
                                  "so the softmax does not saturate."),
                               Qt::ToolTipRole);
        m_scaling->setItemData(2, tr("Multiply the scores by the factor s set below."),
                               Qt::ToolTipRole);
    });
    m_customScale = new QDoubleSpinBox;
    m_customScale->setRange(-1000.0, 1000.0);
    m_customScale->setDecimals(4);
    m_customScale->setSingleStep(0.1);
    auto *form = new QFormLayout(group);
    form->addRow(translatedLabel("ParameterPanel", QT_TR_NOOP("Function:")), m_score);
    form->addRow(translatedLabel("ParameterPanel", QT_TR_NOOP("Scaling:")), m_scaling);
    form->addRow(translatedLabel("ParameterPanel", QT_TR_NOOP("Factor s:")), m_customScale);

    connect(m_score, &QComboBox::activated, this, [this] {
        attn::Scenario s = m_document->scenario();
        s.score = attn::ScoreKind(m_score->currentData().toInt());
        attn::refreshProjections(s);
        m_document->editScenario(std::move(s), [] { return tr("Score function"); });
    });
    connect(m_scaling, &QComboBox::activated, this, [this] {
        const auto scaling = attn::ScalingKind(m_scaling->currentData().toInt());
        m_document->editSettings([scaling](attn::Scenario &s) { s.scaling = scaling; },
                                 [] { return tr("Scaling"); });
    });
    connect(m_customScale, &QDoubleSpinBox::valueChanged, this, [this](double v) {
        m_document->editSettings([v](attn::Scenario &s) { s.customScale = v; },
                                 [] { return tr("Scale factor"); }, m_spinMergeId);
    });
    return group;
}

QWidget *ParameterPanel::buildTemperatureGroup()
{
    auto *group = new QGroupBox;
    onLanguageChange(
        group, [group] { group->setTitle(tr("Temperature T  (weights = softmax(s a' / T))")); });
    m_temperature = new TemperatureControl;
    auto *layout = new QVBoxLayout(group);
    layout->addWidget(m_temperature);
    connect(m_temperature, &TemperatureControl::temperatureEdited, this,
            [this](double t, bool dragging) {
                // One undo step per slider drag; clicks and typed values are their own step.
                if (!dragging || m_temperatureMergeId < 0)
                    m_temperatureMergeId = m_document->newMergeId();
                m_document->editSettings(
                    [t](attn::Scenario &s) { s.temperature = t; },
                    [t] { return tr("Temperature %1").arg(TemperatureControl::format(t)); },
                    dragging ? m_temperatureMergeId : -1);
                if (!dragging)
                    m_temperatureMergeId = -1;
            });
    connect(m_temperature->slider(), &QSlider::sliderPressed, this,
            [this] { m_temperatureMergeId = -1; });
    return group;
}

QWidget *ParameterPanel::buildHeadsGroup()
{
    auto *group = new QGroupBox;
    onLanguageChange(group, [group] { group->setTitle(tr("Heads")); });
    m_headCount = new QSpinBox;
    m_headCount->setRange(1, attn::kMaxHeads);
    m_keyDim = new QSpinBox;
    m_keyDim->setRange(0, 1024);
    m_valueDim = new QSpinBox;
    m_valueDim->setRange(0, 1024);
    onLanguageChange(this, [this] {
        m_keyDim->setSpecialValueText(tr("auto (d_model / h)"));
        m_valueDim->setSpecialValueText(tr("auto (d_model / h)"));
    });
    m_combination = new QComboBox;
    m_combination->addItem(QString(), int(attn::HeadCombination::ConcatProject));
    m_combination->addItem(QString(), int(attn::HeadCombination::WeightedSum));
    m_combination->addItem(QString(), int(attn::HeadCombination::Mean));
    onLanguageChange(this, [this] {
        m_combination->setItemText(0, tr("Concatenate, then W_O"));
        m_combination->setItemText(1, tr("Weighted sum over heads"));
        m_combination->setItemText(2, tr("Mean over heads"));
    });
    m_headSwitches = new HeadSwitchPanel(m_document);
    auto *form = new QFormLayout(group);
    form->addRow(translatedLabel("ParameterPanel", QT_TR_NOOP("Number of heads h:")), m_headCount);
    form->addRow(translatedLabel("ParameterPanel", QT_TR_NOOP("d_k per head:")), m_keyDim);
    form->addRow(translatedLabel("ParameterPanel", QT_TR_NOOP("d_v per head:")), m_valueDim);
    form->addRow(translatedLabel("ParameterPanel", QT_TR_NOOP("Combine heads:")), m_combination);
    form->addRow(m_headSwitches);

    auto editInt = [this](QSpinBox *spin, int attn::Scenario::*field, const char *name) {
        connect(spin, &QSpinBox::valueChanged, this, [this, field, name](int v) {
            attn::Scenario s = m_document->scenario();
            s.*field = v;
            scenarioedits::conform(s);
            m_document->editScenario(
                std::move(s), [name] { return tr(name); }, m_spinMergeId);
        });
    };
    editInt(m_headCount, &attn::Scenario::headCount, QT_TR_NOOP("Number of heads"));
    editInt(m_keyDim, &attn::Scenario::keyDim, QT_TR_NOOP("d_k per head"));
    editInt(m_valueDim, &attn::Scenario::valueDim, QT_TR_NOOP("d_v per head"));
    connect(m_combination, &QComboBox::activated, this, [this] {
        attn::Scenario s = m_document->scenario();
        s.combination = attn::HeadCombination(m_combination->currentData().toInt());
        scenarioedits::conform(s);
        m_document->editScenario(std::move(s), [] { return tr("Combine heads"); });
    });
    return group;
}

QWidget *ParameterPanel::buildMaskGroup()
{
    auto *group = new QGroupBox;
    onLanguageChange(group, [group] { group->setTitle(tr("Mask")); });
    m_mask = new QComboBox;
    m_mask->addItem(QString(), int(attn::MaskKind::None));
    m_mask->addItem(QString(), int(attn::MaskKind::Causal));
    m_mask->addItem(QString(), int(attn::MaskKind::ValidLength));
    m_mask->addItem(QString(), int(attn::MaskKind::Custom));
    m_mask->addItem(QString(), int(attn::MaskKind::Neighbours));
    onLanguageChange(this, [this] {
        m_mask->setItemText(0, tr("None"));
        m_mask->setItemText(1, tr("Causal (only earlier keys)"));
        m_mask->setItemText(2, tr("Valid length (first L keys)"));
        m_mask->setItemText(3, tr("Custom (Ctrl+click heatmap cells)"));
        m_mask->setItemText(4, tr("Neighbours only (graph edges)"));
        m_mask->setItemData(4,
                            tr("Each node attends to the nodes joined to it by an edge. "
                               "Self-attention only; edit the edges in the Graph tab."),
                            Qt::ToolTipRole);
    });
    m_validLength = new QSpinBox;
    m_validLength->setMinimum(1);
    m_maskHint = new QLabel;
    onLanguageChange(m_maskHint, [this] {
        m_maskHint->setText(tr("Ctrl+click a cell of the heatmap to hide or show that key "
                               "for that query."));
    });
    m_maskHint->setWordWrap(true);
    auto *form = new QFormLayout(group);
    form->addRow(translatedLabel("ParameterPanel", QT_TR_NOOP("Kind:")), m_mask);
    form->addRow(translatedLabel("ParameterPanel", QT_TR_NOOP("Valid length L:")), m_validLength);
    form->addRow(m_maskHint);

    connect(m_mask, &QComboBox::activated, this, [this] {
        attn::Scenario s = m_document->scenario();
        s.mask = attn::MaskKind(m_mask->currentData().toInt());
        if (s.mask == attn::MaskKind::ValidLength && s.validLength <= 0)
            s.validLength = s.keyCount();
        if (s.mask == attn::MaskKind::Custom &&
            (s.customMask.rows() != s.queryCount() || s.customMask.cols() != s.keyCount()))
            s.customMask = attn::BoolMatrix::Constant(s.queryCount(), s.keyCount(), true);
        if (s.mask == attn::MaskKind::Neighbours)
            graphedits::makeGraph(s); // a sequence becomes nodes on a circle, no edges yet
        m_document->editScenario(std::move(s), [] { return tr("Mask"); });
    });
    connect(m_validLength, &QSpinBox::valueChanged, this, [this](int v) {
        m_document->editSettings([v](attn::Scenario &s) { s.validLength = v; },
                                 [] { return tr("Valid length"); }, m_spinMergeId);
    });
    return group;
}

void ParameterPanel::refresh()
{
    const attn::Scenario &s = m_document->scenario();
    const QSignalBlocker b1(m_score), b2(m_scaling), b3(m_customScale), b4(m_headCount),
        b5(m_keyDim), b6(m_valueDim), b7(m_combination), b8(m_mask), b9(m_validLength);
    for (QWidget *control : std::initializer_list<QWidget *>{
             m_score, m_scaling, m_headCount, m_keyDim, m_valueDim, m_combination, m_mask})
        control->setEnabled(true);
    m_score->setCurrentIndex(m_score->findData(int(s.score)));
    m_scaling->setCurrentIndex(m_scaling->findData(int(s.scaling)));
    m_customScale->setValue(s.customScale);
    m_customScale->setEnabled(s.scaling == attn::ScalingKind::Custom);
    // Exact comparison is meant: only a different stored value should move the slider.
    if (!(m_temperature->temperature() == s.temperature))
        m_temperature->setTemperature(s.temperature);
    m_headCount->setValue(s.headCount);
    m_keyDim->setValue(s.keyDim);
    m_valueDim->setValue(s.valueDim);
    m_combination->setCurrentIndex(m_combination->findData(int(s.combination)));
    m_mask->setCurrentIndex(m_mask->findData(int(s.mask)));
    if (auto *items = qobject_cast<QStandardItemModel *>(m_mask->model()))
        items->item(m_mask->findData(int(attn::MaskKind::Neighbours)))
            ->setEnabled(s.mode == attn::InputMode::SelfAttention);
    m_validLength->setMaximum(std::max(1, s.keyCount()));
    m_validLength->setValue(std::max(1, s.validLength));
    m_validLength->setEnabled(s.mask == attn::MaskKind::ValidLength);
    m_maskHint->setVisible(s.mask == attn::MaskKind::Custom);
    showWhatApplies(s);
}

void ParameterPanel::showWhatApplies(const attn::Scenario &s)
{
    // Imported weights are shown as they are: nothing here computes them. The controls stay
    // visible (the panel does not jump) but disabled, each saying why in its tooltip.
    const bool weightsOnly = s.mode == attn::InputMode::ImportedWeights;
    const auto apply = [weightsOnly](QWidget *widget, const QString &usual, const QString &reason) {
        widget->setEnabled(widget->isEnabled() && !weightsOnly);
        widget->setToolTip(weightsOnly ? reason : usual);
    };
    apply(m_score, QString(),
          tr("Imported attention weights have no scores: the score function does not apply."));
    apply(m_scaling,
          tr("How the scores are scaled before the softmax: not at all, by 1/√d_k, or by a "
             "factor of your own"),
          tr("Imported attention weights have no scores: scaling does not apply."));
    apply(m_customScale, QString(),
          tr("Imported attention weights have no scores: scaling does not apply."));
    m_temperature->setUnavailable(
        weightsOnly ? tr("Imported attention weights are shown as they are: the temperature "
                         "does not change them.")
                    : QString());
    const QString fixedByImport =
        tr("Imported attention weights: the heads and their sizes come from the imported file.");
    apply(m_headCount, QString(), fixedByImport);
    apply(m_keyDim, QString(), fixedByImport);
    apply(m_valueDim, QString(), fixedByImport);
    apply(m_combination, QString(),
          tr("Imported attention weights have no outputs: there are no heads to combine."));
    const QString maskInWeights = tr("Imported attention weights already include any mask "
                                     "(a key with weight 0 is hidden).");
    apply(m_mask, QString(), maskInWeights);
    apply(m_validLength, QString(), maskInWeights);
}
