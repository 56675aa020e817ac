#pragma once

#include <QWidget>

class QLabel;
class QLineEdit;
class QPushButton;
class QSlider;

/// Temperature T: a slider on a log scale (0.01 .. 100), a number field that also takes
/// "inf", and buttons for the two limits T = 0 (hard attention) and T = infinity (uniform).
class TemperatureControl : public QWidget
{
    Q_OBJECT
public:
    explicit TemperatureControl(QWidget *parent = nullptr);

    /// Shows `temperature` without emitting temperatureEdited().
    void setTemperature(double temperature);
    double temperature() const { return m_temperature; }

    QSlider *slider() const { return m_slider; }
    QLineEdit *field() const { return m_field; }
    QPushButton *hardButton() const { return m_hard; }
    QPushButton *oneButton() const { return m_one; }
    QPushButton *uniformButton() const { return m_uniform; }

    /// Disables the control and makes `reason` its tooltip (e.g. for imported weights, which
    /// no temperature changes); an empty reason enables it with its usual tooltips.
    void setUnavailable(const QString &reason);
    bool isAvailable() const { return m_unavailableReason.isEmpty(); }

    static constexpr double kSliderMinLog10 = -2.0;
    static constexpr double kSliderMaxLog10 = 2.0;
    static constexpr int kSliderSteps = 400;
    /// Slider position <-> T = 10^(min + (max - min) * position / steps).
    static double temperatureAt(int position);
    static int positionFor(double temperature);
    /// "0", "∞" or the number with up to 4 significant digits.
    static QString format(double temperature);

signals:
    /// The user chose `temperature`; `dragging` is true while the slider is held, so the
    /// document can merge the drag into one undo step.
    void temperatureEdited(double temperature, bool dragging);

private:
    void commitField();
    void applyToolTips();

    double m_temperature = 1.0;
    QSlider *m_slider;
    QLineEdit *m_field;
    QPushButton *m_hard;
    QPushButton *m_one;
    QPushButton *m_uniform;
    QLabel *m_message;
    QString m_unavailableReason;
};
