// What does not apply to imported attention weights says so: the controls of scores,
// scaling, temperature and heads are disabled with a tooltip saying why, head importance is
// not measured (nor shown as 0.00 on the tiles, nor the bars titled with a T), the formula never
// calls imported weights uniform, and float32 row sums count as 1 while a real error is still
// flagged. The temperature and scaling controls explain themselves in English and Japanese.
#include "document.h"
#include "formulapanel.h"
#include "headimportanceview.h"
#include "headsgridview.h"
#include "languageswitcher.h"
#include "parameterpanel.h"
#include "presetlibrary.h"
#include "softmaxbarsview.h"
#include "statusinfo.h"
#include "temperaturecontrol.h"
#include "weightsonlyscenario.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QLineEdit>
#include <QPushButton>
#include <QSet>
#include <QSettings>
#include <QSlider>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTest>

#include <algorithm>
#include <cmath>
#include <limits>

namespace {

attn::Scenario weightsOnly()
{
    return weightsOnlyScenario();
}

attn::Scenario computed()
{
    const attn::Preset *preset = attn::findPreset("multihead-shapes");
    Q_ASSERT(preset);
    return preset->scenario;
}

void switchTo(const char *language)
{
    LanguageSwitcher::instance()->setLanguage(QLatin1String(language), false);
    QCoreApplication::sendPostedEvents(nullptr, QEvent::LanguageChange);
    QCoreApplication::processEvents();
}

} // namespace

class TestWeightsOnlyControls : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void cleanupTestCase();
    void scoreControlsAreDisabledWithAReason();
    void headImportanceIsNotMeasured();
    void formulaNeverCallsImportedWeightsUniform();
    void float32RowSumsCountAsOne();
    void temperatureAndScalingExplainThemselves_data();
    void temperatureAndScalingExplainThemselves();
};

void TestWeightsOnlyControls::initTestCase()
{
    QSettings::setDefaultFormat(QSettings::IniFormat);
    QStandardPaths::setTestModeEnabled(true);
}

void TestWeightsOnlyControls::cleanupTestCase()
{
    switchTo("en");
}

void TestWeightsOnlyControls::scoreControlsAreDisabledWithAReason()
{
    Document doc;
    doc.resetScenario(weightsOnly());
    ParameterPanel panel(&doc);
    TemperatureControl *temperature = panel.temperatureControl();
    const QList<QWidget *> notApplying = {
        panel.scoreCombo(),   panel.scalingCombo(),     panel.customScaleSpin(),
        temperature,          panel.headCountSpin(),    panel.keyDimSpin(),
        panel.valueDimSpin(), panel.combinationCombo(), panel.maskCombo()};
    for (QWidget *widget : notApplying) {
        QVERIFY2(!widget->isEnabled(), widget->metaObject()->className());
        if (widget != temperature)
            QVERIFY2(widget->toolTip().contains(QStringLiteral("Imported attention weights")),
                     qPrintable(widget->toolTip()));
    }
    QList<QWidget *> parts;
    parts << temperature->slider() << temperature->field() << temperature->hardButton()
          << temperature->uniformButton();
    for (QWidget *part : parts)
        QVERIFY2(part->toolTip().contains(QStringLiteral("temperature does not change them")),
                 qPrintable(part->toolTip()));

    // A computed scenario again: everything back, with the usual tooltips.
    doc.resetScenario(computed());
    for (QWidget *widget : notApplying) {
        if (widget != panel.customScaleSpin())
            QVERIFY2(widget->isEnabled(), widget->metaObject()->className());
        QVERIFY(!widget->toolTip().contains(QStringLiteral("Imported")));
    }
    QVERIFY(!temperature->uniformButton()->toolTip().contains(QStringLiteral("Imported")));
}

void TestWeightsOnlyControls::headImportanceIsNotMeasured()
{
    Document doc;
    doc.resetScenario(weightsOnly());
    HeadImportanceView view(&doc);
    QVERIFY(view.importance().isEmpty());
    QVERIFY(!view.isEnabled());
    QVERIFY(view.toolTip().contains(QStringLiteral("head importance cannot be measured")));
    // The tiles of All heads do not claim an importance of 0.00 either, and the bars do
    // not claim a temperature was applied.
    HeadsGridView grid(&doc);
    grid.resize(800, 600);
    grid.show();
    QCoreApplication::processEvents();
    for (int tile = 0; tile < 2; ++tile)
        QVERIFY2(!grid.heading(tile).contains(QStringLiteral("0.00")),
                 qPrintable(grid.heading(tile)));
    SoftmaxBarsView bars(&doc);
    bars.refresh();
    QVERIFY2(!bars.title().contains(QStringLiteral("T =")), qPrintable(bars.title()));
    QVERIFY2(bars.title().contains(QStringLiteral("imported")), qPrintable(bars.title()));
    doc.resetScenario(computed());
    doc.waitForComputation();
    view.refresh();
    QVERIFY(view.isEnabled());
    QCOMPARE(view.importance().size(), doc.scenario().headCount);
}

void TestWeightsOnlyControls::formulaNeverCallsImportedWeightsUniform()
{
    // A file may store T = inf with imported weights; they are still shown as imported.
    attn::Scenario s = weightsOnly();
    s.temperature = std::numeric_limits<double>::infinity();
    Document doc;
    doc.resetScenario(s);
    QVERIFY(doc.issues().empty());
    QCOMPARE(doc.trace().heads.front().weights(0, 3), 0.4); // not 1/4
    FormulaPanel formula(&doc);
    const QString text = formula.toPlainText();
    QVERIFY2(!text.contains(QStringLiteral("uniform"), Qt::CaseInsensitive), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("imported weights are shown as they are")),
             qPrintable(text));
    // A computed scenario at T = inf still says it.
    attn::Scenario hot = computed();
    hot.temperature = std::numeric_limits<double>::infinity();
    doc.resetScenario(hot);
    doc.waitForComputation();
    QVERIFY(formula.toPlainText().contains(QStringLiteral("uniform attention")));
}

void TestWeightsOnlyControls::float32RowSumsCountAsOne()
{
    attn::Scenario s = weightsOnly();
    // Rows of float32 weights, as dumped from a model: sums off by a few 1e-8.
    s.importedWeights[0].row(0) << double(0.1f), double(0.2f), double(0.3f), 0.39999997;
    const double sum = s.importedWeights[0].row(0).sum();
    QVERIFY(sum != 1.0 && std::abs(sum - 1.0) < 1e-7);
    Document doc;
    doc.resetScenario(s);
    QVERIFY(doc.issues().empty());
    // Only the all-zero row (a query that sees no key) is named, not the float32 one.
    QCOMPARE(StatusInfo::describeRowSums(doc),
             QStringLiteral("Head 1: \"q2\" has every key masked"));

    // 0.99 is an error, not rounding: still flagged.
    s.importedWeights[0].row(0) << 0.1, 0.2, 0.3, 0.39;
    doc.resetScenario(s);
    const QString issues = StatusInfo::describeIssues(doc).join(QLatin1Char('\n'));
    QVERIFY2(issues.contains(QStringLiteral("sums to 0.99")), qPrintable(issues));
}

void TestWeightsOnlyControls::temperatureAndScalingExplainThemselves_data()
{
    QTest::addColumn<QString>("language");
    QTest::newRow("en") << QStringLiteral("en");
    QTest::newRow("ja") << QStringLiteral("ja");
}

void TestWeightsOnlyControls::temperatureAndScalingExplainThemselves()
{
    QFETCH(QString, language);
    switchTo(language.toLatin1().constData());
    Document doc;
    doc.resetScenario(computed());
    ParameterPanel panel(&doc);
    TemperatureControl *t = panel.temperatureControl();
    QStringList tips = {t->hardButton()->toolTip(), t->oneButton()->toolTip(),
                        t->uniformButton()->toolTip(), panel.scalingCombo()->toolTip()};
    for (int i = 0; i < panel.scalingCombo()->count(); ++i)
        tips << panel.scalingCombo()->itemData(i, Qt::ToolTipRole).toString();
    QCOMPARE(tips.size(), 7);
    for (const QString &tip : tips) {
        QVERIFY2(tip.size() > 20, qPrintable(tip));
        // Japanese tooltips are Japanese (a hiragana or katakana somewhere), English ones not.
        const bool kana = std::any_of(tip.begin(), tip.end(), [](QChar c) {
            return c.unicode() >= 0x3040 && c.unicode() <= 0x30ff;
        });
        QVERIFY2(kana == (language == QLatin1String("ja")), qPrintable(tip));
    }
    QCOMPARE(QSet<QString>(tips.begin(), tips.end()).size(), tips.size());
}

QTEST_MAIN(TestWeightsOnlyControls)
#include "tst_weightsonlycontrols.moc"
