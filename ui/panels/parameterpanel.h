#pragma once

#include <QWidget>

namespace attn {
struct Scenario;
}

class Document;
class HeadSwitchPanel;
class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QSpinBox;
class TemperatureControl;

/// The right side: how scores are made and turned into weights. Score function, scaling,
/// temperature, heads (count, d_k, d_v, combination, on/off) and the mask.
class ParameterPanel : public QWidget
{
    Q_OBJECT
public:
    explicit ParameterPanel(Document *document, QWidget *parent = nullptr);

    TemperatureControl *temperatureControl() const { return m_temperature; }
    QComboBox *scoreCombo() const { return m_score; }
    QComboBox *scalingCombo() const { return m_scaling; }
    QDoubleSpinBox *customScaleSpin() const { return m_customScale; }
    QSpinBox *headCountSpin() const { return m_headCount; }
    QSpinBox *keyDimSpin() const { return m_keyDim; }
    QSpinBox *valueDimSpin() const { return m_valueDim; }
    QComboBox *combinationCombo() const { return m_combination; }
    QComboBox *maskCombo() const { return m_mask; }
    QSpinBox *validLengthSpin() const { return m_validLength; }
    HeadSwitchPanel *headSwitches() const { return m_headSwitches; }

private:
    QWidget *buildScoreGroup();
    QWidget *buildTemperatureGroup();
    QWidget *buildHeadsGroup();
    QWidget *buildMaskGroup();
    void refresh();
    /// Disables what does not apply to the scenario (most of it for imported weights).
    void showWhatApplies(const attn::Scenario &s);

    Document *m_document;
    QComboBox *m_score;
    QComboBox *m_scaling;
    QDoubleSpinBox *m_customScale;
    TemperatureControl *m_temperature;
    QSpinBox *m_headCount;
    QSpinBox *m_keyDim;
    QSpinBox *m_valueDim;
    QComboBox *m_combination;
    HeadSwitchPanel *m_headSwitches;
    QComboBox *m_mask;
    QSpinBox *m_validLength;
    QLabel *m_maskHint;
    int m_temperatureMergeId = -1;
    int m_spinMergeId;
};
