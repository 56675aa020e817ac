// The window's controls of settings (the temperature slider, a head's switch and weight, the
// scale factor) edit the document in place: one undo step each (a drag is one), undone
// exactly, and the scenario's matrices are never copied on the way (their storage stays).
#include "document.h"
#include "headswitchpanel.h"
#include "mainwindow.h"
#include "parameterpanel.h"
#include "presetlibrary.h"
#include "scenariocompare.h"
#include "temperaturecontrol.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QSlider>
#include <QStandardPaths>
#include <QTest>
#include <QUndoStack>

class TestSettingsControls : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();
    void headSwitchIsOneStepInPlace();
    void temperatureDragIsOneStep();
    void headWeightAndScaleFactorEditInPlace();

private:
    MainWindow *m_window = nullptr;
    const double *m_tokens = nullptr; ///< the token matrix's storage after the preset opened
};

void TestSettingsControls::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
}

void TestSettingsControls::init()
{
    m_window = new MainWindow;
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window));
    const attn::Preset *preset = attn::findPreset("multihead-shapes");
    QVERIFY(preset && preset->scenario.heads.size() >= 2);
    m_window->document()->resetScenario(preset->scenario);
    m_window->document()->waitForComputation();
    m_tokens = m_window->document()->scenario().tokens.data();
    QVERIFY(m_tokens);
}

void TestSettingsControls::cleanup()
{
    delete m_window;
    m_window = nullptr;
}

void TestSettingsControls::headSwitchIsOneStepInPlace()
{
    Document *doc = m_window->document();
    const attn::Scenario start = doc->scenario();
    const attn::Matrix output = doc->trace().output;
    QCheckBox *box = m_window->parameterPanel()->headSwitches()->enabledBox(1);
    QVERIFY(box && box->isChecked());
    box->click(); // as a click on it does (the panel may be scrolled out of view)
    QVERIFY(!doc->scenario().heads[1].enabled);
    QVERIFY(doc->trace().output != output);
    QCOMPARE(doc->undoStack()->count(), 1);
    QCOMPARE(doc->scenario().tokens.data(), m_tokens);

    doc->undoStack()->undo();
    QVERIFY(sameScenario(doc->scenario(), start));
    QVERIFY(doc->trace().output == output);
    QVERIFY(box->isChecked());
    QCOMPARE(doc->scenario().tokens.data(), m_tokens);
}

void TestSettingsControls::temperatureDragIsOneStep()
{
    Document *doc = m_window->document();
    const double start = doc->scenario().temperature;
    const attn::Matrix weights = doc->trace().heads[0].weights;
    QSlider *slider = m_window->parameterPanel()->temperatureControl()->slider();
    slider->setSliderDown(true);
    for (int step = 1; step <= 4; ++step)
        slider->setValue(slider->value() + 7 * step);
    slider->setSliderDown(false);
    const double dragged = doc->scenario().temperature;
    QVERIFY(dragged != start);
    QCOMPARE(doc->undoStack()->count(), 1);
    QCOMPARE(doc->scenario().tokens.data(), m_tokens);
    QVERIFY(doc->trace().heads[0].weights != weights);

    doc->undoStack()->undo();
    QCOMPARE(doc->scenario().temperature, start);
    QVERIFY(doc->trace().heads[0].weights == weights);
    doc->undoStack()->redo();
    QCOMPARE(doc->scenario().temperature, dragged);
}

void TestSettingsControls::headWeightAndScaleFactorEditInPlace()
{
    Document *doc = m_window->document();
    attn::Scenario weighted = doc->scenario();
    weighted.combination = attn::HeadCombination::WeightedSum;
    weighted.scaling = attn::ScalingKind::Custom;
    doc->resetScenario(weighted);
    m_tokens = doc->scenario().tokens.data();

    QDoubleSpinBox *weight = m_window->parameterPanel()->headSwitches()->weightSpin(0);
    QVERIFY(weight && weight->isEnabled());
    weight->setValue(2.5);
    QCOMPARE(doc->scenario().heads[0].combineWeight, 2.5);
    QCOMPARE(doc->undoStack()->count(), 1);
    QCOMPARE(doc->scenario().tokens.data(), m_tokens);
    const attn::Matrix output = doc->trace().output;

    QDoubleSpinBox *factor = m_window->parameterPanel()->customScaleSpin();
    QVERIFY(factor->isEnabled());
    factor->setValue(0.125);
    QCOMPARE(doc->scenario().customScale, 0.125);
    QCOMPARE(doc->undoStack()->count(), 2);
    QCOMPARE(doc->scenario().tokens.data(), m_tokens);
    QVERIFY(doc->trace().output != output);

    doc->undoStack()->undo();
    QVERIFY(doc->trace().output == output);
    doc->undoStack()->undo();
    QCOMPARE(doc->scenario().heads[0].combineWeight, weighted.heads[0].combineWeight);
    QVERIFY(sameScenario(doc->scenario(), weighted));
    QCOMPARE(doc->scenario().tokens.data(), m_tokens);
}

QTEST_MAIN(TestSettingsControls)
#include "tst_settingscontrols.moc"
