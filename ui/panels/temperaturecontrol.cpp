#include "temperaturecontrol.h"

#include "retranslate.h"
#include "texttone.h"

#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPushButton>
#include <QSlider>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>
#include <limits>

TemperatureControl::TemperatureControl(QWidget *parent)
    : QWidget(parent), m_slider(new QSlider(Qt::Horizontal)), m_field(new QLineEdit),
      m_hard(new QPushButton(tr("T = 0 (hard)"))), m_one(new QPushButton(tr("T = 1"))),
      m_uniform(new QPushButton(tr("T = ∞ (uniform)"))), m_message(new QLabel)
{
    m_slider->setRange(0, kSliderSteps);
    m_slider->setPageStep(kSliderSteps / 8);
    m_field->setMaximumWidth(fontMetrics().horizontalAdvance(QStringLiteral("0000.000")) + 24);
    setTextTone(m_message, TextTone::Problem);
    m_message->setTextFormat(Qt::PlainText); // it quotes what was typed
    m_message->setWordWrap(true);
    onLanguageChange(this, [this] {
        m_hard->setText(tr("T = 0 (hard)"));
        m_one->setText(tr("T = 1"));
        m_uniform->setText(tr("T = ∞ (uniform)"));
        applyToolTips();
    });
    m_message->hide();

    auto *low = new QLabel(QStringLiteral("0.01"));
    auto *high = new QLabel(QStringLiteral("100"));
    auto *row = new QHBoxLayout;
    row->addWidget(low);
    row->addWidget(m_slider, 1);
    row->addWidget(high);
    row->addWidget(m_field);
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_hard);
    buttons->addWidget(m_one);
    buttons->addWidget(m_uniform);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(row);
    layout->addLayout(buttons);
    layout->addWidget(m_message);

    connect(m_slider, &QSlider::valueChanged, this, [this](int position) {
        m_temperature = temperatureAt(position);
        m_field->setText(format(m_temperature));
        emit temperatureEdited(m_temperature, m_slider->isSliderDown());
    });
    connect(m_field, &QLineEdit::editingFinished, this, &TemperatureControl::commitField);
    auto choose = [this](double t) {
        setTemperature(t);
        emit temperatureEdited(t, false);
    };
    connect(m_hard, &QPushButton::clicked, this, [choose] { choose(0.0); });
    connect(m_one, &QPushButton::clicked, this, [choose] { choose(1.0); });
    connect(m_uniform, &QPushButton::clicked, this,
            [choose] { choose(std::numeric_limits<double>::infinity()); });
    setTemperature(1.0);
}

void TemperatureControl::setUnavailable(const QString &reason)
{
    m_unavailableReason = reason;
    setEnabled(reason.isEmpty());
    applyToolTips();
}

void TemperatureControl::applyToolTips()
{
    // A disabled control still shows its tooltip: there it says why T does not apply.
    if (!m_unavailableReason.isEmpty()) {
        for (QWidget *part : {static_cast<QWidget *>(m_slider), static_cast<QWidget *>(m_field),
                              static_cast<QWidget *>(m_hard), static_cast<QWidget *>(m_one),
                              static_cast<QWidget *>(m_uniform)})
            part->setToolTip(m_unavailableReason);
        return;
    }
    m_slider->setToolTip(tr("Temperature on a log scale from 0.01 to 100: low T sharpens "
                            "the weights, high T flattens them"));
    m_field->setToolTip(tr("Temperature T >= 0; type inf for uniform attention"));
    m_hard->setToolTip(tr("Hard attention, the limit T → 0: the key with the largest score "
                          "gets all the weight (keys tied for the largest share it equally)"));
    m_one->setToolTip(tr("Ordinary softmax: the scores are used as they are, neither "
                         "sharpened nor flattened"));
    m_uniform->setToolTip(tr("Uniform attention, the limit T → ∞: the scores no longer "
                             "matter, every visible key gets the same weight 1/n"));
}

double TemperatureControl::temperatureAt(int position)
{
    const double t = double(position) / kSliderSteps;
    return std::pow(10.0, kSliderMinLog10 + (kSliderMaxLog10 - kSliderMinLog10) * t);
}

int TemperatureControl::positionFor(double temperature)
{
    if (!(temperature > 0.0))
        return 0;
    if (std::isinf(temperature))
        return kSliderSteps;
    const double t =
        (std::log10(temperature) - kSliderMinLog10) / (kSliderMaxLog10 - kSliderMinLog10);
    return int(std::lround(std::clamp(t, 0.0, 1.0) * kSliderSteps));
}

QString TemperatureControl::format(double temperature)
{
    if (std::isinf(temperature))
        return QStringLiteral("∞");
    return QString::number(temperature, 'g', 4);
}

void TemperatureControl::setTemperature(double temperature)
{
    m_temperature = temperature;
    const QSignalBlocker blockSlider(m_slider);
    m_slider->setValue(positionFor(temperature));
    m_field->setText(format(temperature));
    m_message->hide();
}

void TemperatureControl::commitField()
{
    QString text = m_field->text().trimmed();
    double t = 0.0;
    bool ok = false;
    if (text == QStringLiteral("∞") ||
        text.compare(QStringLiteral("inf"), Qt::CaseInsensitive) == 0 ||
        text.compare(QStringLiteral("infinity"), Qt::CaseInsensitive) == 0) {
        t = std::numeric_limits<double>::infinity();
        ok = true;
    } else {
        t = QLocale::c().toDouble(text, &ok);
        if (!ok)
            t = QLocale().toDouble(text, &ok);
        ok = ok && !std::isnan(t);
    }
    if (!ok || t < 0.0) {
        m_message->setText(
            tr("The temperature must be a number >= 0 or inf; \"%1\" is not.").arg(text));
        m_message->show();
        m_field->setText(format(m_temperature));
        return;
    }
    if (t == m_temperature)
        return;
    setTemperature(t);
    emit temperatureEdited(t, false);
}
