// The softmax bars and the output pane at classroom window sizes, in English and Japanese,
// at the normal font and at presentation mode's 1.5: no two texts of a plot overlap or leave
// the plot, every key is named, the weights get as much height as the scores, raw and tempered
// scores both stay visible at a low temperature, and every component tick has its bar.
// Where the plots draw their texts is plottextboxes.h.
#include "appsettings.h"
#include "document.h"
#include "languageswitcher.h"
#include "mainwindow.h"
#include "outputview.h"
#include "plotrestyler.h"
#include "plotstyle.h"
#include "plottextboxes.h"
#include "presetlibrary.h"
#include "projectionfactory.h"
#include "softmaxbarsview.h"
#include "viewtesting.h"

#include <qcustomplot.h>

#include <QApplication>
#include <QMouseEvent>
#include <QSettings>
#include <QStandardPaths>
#include <QTest>
#include <QToolTip>

#include <cmath>
#include <memory>

namespace {

/// The pixels from zero to the tallest bar of `bars` on its value axis.
double tallestBar(const QCPBars *bars)
{
    const QCPAxis *axis = bars->valueAxis();
    double tallest = 0;
    for (auto it = bars->data()->constBegin(); it != bars->data()->constEnd(); ++it)
        tallest =
            std::max(tallest, std::abs(axis->coordToPixel(it->value) - axis->coordToPixel(0)));
    return tallest;
}

QCPBars *barsOn(QCustomPlot *plot, const QCPAxis *valueAxis)
{
    for (int i = 0; i < plot->plottableCount(); ++i)
        if (auto *bars = qobject_cast<QCPBars *>(plot->plottable(i));
            bars && bars->valueAxis() == valueAxis && bars->visible())
            return bars;
    return nullptr;
}

/// The plot's axis rects in layout order, without those taken out of the layout: the bars'
/// scores then weights, the output's head then combined output.
QList<QCPAxisRect *> shownRects(QCustomPlot *plot)
{
    QList<QCPAxisRect *> rects;
    for (QCPAxisRect *rect : plot->axisRects())
        if (rect->layout() && rect->visible())
            rects << rect;
    return rects;
}

/// Scenario variations the issue names beside the presets themselves.
enum class Variant
{
    Preset,
    Causal,         ///< Parameters > Mask > causal, a query in the middle
    LowTemperature, ///< T = 0.05
    TwoHeads,       ///< Parameters > heads = 2
};

} // namespace

class TestBarsLayout : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        // The default layout, whatever an earlier test's window saved on closing.
        QSettings(appSettingsOrganization(), appSettingsApplication()).clear();
        m_window = std::make_unique<MainWindow>();
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    }
    void cleanupTestCase()
    {
        m_window.reset();
        PlotStyle::setFontScale(1.0);
        LanguageSwitcher::instance()->setLanguage(QStringLiteral("en"), false);
    }

    void textsKeepApart_data();
    void textsKeepApart();
    void shortenedLegendEntryTellsItsName();

private:
    std::unique_ptr<MainWindow> m_window;
};

void TestBarsLayout::textsKeepApart_data()
{
    QTest::addColumn<QString>("preset");
    QTest::addColumn<int>("variant");
    QTest::addColumn<QString>("language");
    QTest::addColumn<QSize>("size");
    QTest::addColumn<double>("fontScale");
    const QList<std::pair<const char *, Variant>> scenarios = {
        {"dog-chases-ball", Variant::Preset},
        {"dog-chases-ball", Variant::Causal},
        {"dog-chases-ball", Variant::LowTemperature},
        {"dog-chases-ball", Variant::TwoHeads},
        {"sleepy-child", Variant::Preset},
        {"sleepy-child", Variant::LowTemperature},
        {"circle", Variant::Preset},
        {"multihead-shapes", Variant::Preset},
        {"self-attention-causal", Variant::Preset},
    };
    const char *variantNames[] = {"", " causal", " T=0.05", " 2 heads"};
    // Grouped by language and font scale: switching those restyles every plot of the window.
    for (const char *language : {"en", "ja"})
        for (double scale : {1.0, 1.5})
            for (QSize size : {QSize(1024, 768), QSize(1600, 1000)})
                for (const auto &[id, variant] : scenarios)
                    QTest::addRow("%s%s %s %dx%d x%.1f", id, variantNames[int(variant)], language,
                                  size.width(), size.height(), scale)
                        << QString::fromLatin1(id) << int(variant) << QString::fromLatin1(language)
                        << size << scale;
}

void TestBarsLayout::textsKeepApart()
{
    QFETCH(QString, preset);
    QFETCH(int, variant);
    QFETCH(QString, language);
    QFETCH(QSize, size);
    QFETCH(double, fontScale);

    if (LanguageSwitcher::instance()->language() != language)
        LanguageSwitcher::instance()->setLanguage(language, false);
    if (PlotStyle::fontScale() != fontScale)
        PlotRestyler::change([fontScale] { PlotStyle::setFontScale(fontScale); });
    QVERIFY(m_window->openPreset(preset));
    Document *doc = m_window->document();
    doc->waitForComputation();
    if (Variant(variant) != Variant::Preset) {
        attn::Scenario s = doc->scenario();
        if (Variant(variant) == Variant::Causal)
            s.mask = attn::MaskKind::Causal;
        else if (Variant(variant) == Variant::LowTemperature)
            s.temperature = 0.05;
        else
            s.headCount = 2;
        attn::refreshProjections(s);
        doc->editScenario(s, QStringLiteral("variant"));
        doc->waitForComputation();
        QVERIFY(doc->issues().empty());
    }
    // The first query, or one in the middle whose later keys are masked.
    doc->setSelection(
        0, Variant(variant) == Variant::Causal ? int(doc->trace().heads[0].weights.rows()) / 2 : 0,
        -1);
    m_window->fitToScreen(size); // as the window starts on a screen of that size
    settle(m_window.get());
    settle(m_window.get());

    SoftmaxBarsView *bars = m_window->softmaxBarsView();
    OutputView *output = m_window->outputView();
    QVERIFY(bars->isVisible() && output->isVisible());
    // Each legend entry gets the width its text needs: laid out for the plot's width rather
    // than the legend's, a legend of two columns cut its second column ("重み a = ソフトマッ").
    QCPLegend *legend = bars->plot()->legend;
    for (int i = 0; i < legend->itemCount(); ++i) {
        QCPAbstractLegendItem *item = legend->item(i);
        if (!item) // an empty cell of the wrapped grid
            continue;
        QVERIFY2(item->outerRect().width() >= item->minimumOuterSizeHint().width(),
                 qPrintable(QStringLiteral("legend entry %1: %2 of %3 px")
                                .arg(i)
                                .arg(item->outerRect().width())
                                .arg(item->minimumOuterSizeHint().width())));
    }
    const QString barsProblem = textProblem(bars->plot());
    QVERIFY2(barsProblem.isEmpty(), qPrintable(QStringLiteral("bars: ") + barsProblem));
    const QString outputProblem = textProblem(output->plot());
    QVERIFY2(outputProblem.isEmpty(), qPrintable(QStringLiteral("output: ") + outputProblem));

    // Every key is named under its bar (in full, or shortened with "…"), inside the plot.
    const QList<QCPAxisRect *> barRects = shownRects(bars->plot());
    QCOMPARE(barRects.size(), 2);
    QCPAxisRect *scoreRect = barRects[0];
    QCPAxisRect *weightRect = barRects[1];
    const QCPAxis *keyAxis = weightRect->axis(QCPAxis::atBottom);
    const QStringList keys = bars->keyLabels();
    QList<TextBox> keyTexts;
    axisTexts(keyAxis, keyTexts);
    for (int j = 0; j < keys.size(); ++j) {
        const qsizetype at = keyAxis->tickVector().indexOf(double(j));
        QVERIFY2(at >= 0,
                 qPrintable(QStringLiteral("key %1 \"%2\" has no label").arg(j).arg(keys[j])));
        int emptyLines = 0;
        const QString shown = strippedLabel(keyAxis->tickVectorLabels().at(at), &emptyLines);
        QVERIFY2(
            shown == keys[j] ||
                (shown.endsWith(u'…') && shown.size() > 1 && keys[j].startsWith(shown.chopped(1))),
            qPrintable(
                QStringLiteral("key %1 labelled \"%2\" for \"%3\"").arg(j).arg(shown, keys[j])));
    }

    // The weights get the height the scores get, and enough of it to read.
    const int scoreHeight = scoreRect->height();
    const int weightHeight = weightRect->height();
    QVERIFY2(
        weightHeight >= 0.9 * scoreHeight && weightHeight >= 60,
        qPrintable(
            QStringLiteral("weights %1 px tall, scores %2 px").arg(weightHeight).arg(scoreHeight)));

    // Raw and tempered scores each show as bars, whatever the temperature.
    QCPBars *raw = barsOn(bars->plot(), scoreRect->axis(QCPAxis::atLeft));
    QVERIFY(raw);
    const QVector<double> rawScores = bars->scoreBars();
    const bool someScore = std::any_of(rawScores.begin(), rawScores.end(),
                                       [](double v) { return std::abs(v) > 1e-9; });
    QVERIFY2(!someScore || tallestBar(raw) >= 15,
             qPrintable(QStringLiteral("raw scores %1 px tall (range %2 .. %3, rect %4 px)")
                            .arg(tallestBar(raw))
                            .arg(raw->valueAxis()->range().lower)
                            .arg(raw->valueAxis()->range().upper)
                            .arg(scoreRect->height())));
    if (!bars->temperedBars().isEmpty()) {
        QCPBars *tempered = nullptr;
        for (int i = 0; i < bars->plot()->plottableCount(); ++i)
            if (auto *b = qobject_cast<QCPBars *>(bars->plot()->plottable(i));
                b && b != raw && b->keyAxis() == raw->keyAxis())
                tempered = b;
        QVERIFY(tempered);
        QVERIFY2(
            tallestBar(tempered) >= 15,
            qPrintable(QStringLiteral("tempered scores %1 px tall").arg(tallestBar(tempered))));
    }

    // At the default size and font the weights of up to seven keys carry their numbers,
    // masked keys or not.
    if (size == QSize(1600, 1000) && fontScale == 1.0 && keys.size() <= 7) {
        int numbers = 0;
        for (int i = 0; i < bars->plot()->itemCount(); ++i)
            if (auto *text = qobject_cast<QCPItemText *>(bars->plot()->item(i));
                text && text->visible() && text->position->axisRect() == weightRect &&
                text->text().contains(u'.'))
                ++numbers;
        int open = 0;
        for (int j = 0; j < keys.size(); ++j)
            open += bars->isKeyMasked(j) ? 0 : 1;
        QCOMPARE(numbers, open);
    }

    // Every component tick of the output stands under a bar.
    for (QCPAxisRect *rect : shownRects(output->plot())) {
        const QCPBars *outputBars = barsOn(output->plot(), rect->axis(QCPAxis::atLeft));
        QVERIFY(outputBars);
        for (double tick : rect->axis(QCPAxis::atBottom)->tickVector()) {
            auto it = outputBars->data()->findBegin(tick, false);
            QVERIFY2(it != outputBars->data()->constEnd() && it->key == tick,
                     qPrintable(QStringLiteral("component tick %1 without a bar").arg(tick)));
        }
    }
}

void TestBarsLayout::shortenedLegendEntryTellsItsName()
{
    // A pane too narrow for a legend entry even in a column of its own ("weight a =
    // softmax" at 170 px): the entry ends in "…", and resting the mouse on it shows the
    // whole name.
    Document document;
    document.resetScenario(attn::findPreset("sleepy-child")->scenario);
    SoftmaxBarsView bars(&document);
    bars.resize(170, 600);
    bars.show();
    QVERIFY(QTest::qWaitForWindowExposed(&bars));
    QCustomPlot *plot = bars.plot();
    plot->replot();
    plot->replot();
    QCPPlottableLegendItem *shortened = nullptr;
    for (int i = 0; i < plot->legend->itemCount(); ++i)
        if (auto *item = qobject_cast<QCPPlottableLegendItem *>(plot->legend->item(i));
            item && item->plottable()->name().endsWith(u'…'))
            shortened = item;
    QVERIFY2(shortened, "no legend entry shortened at 170 px");
    const QString shown = shortened->plottable()->name();
    const QPointF at = QRectF(shortened->outerRect()).center();
    QMouseEvent move(QEvent::MouseMove, at, plot->mapToGlobal(at), Qt::NoButton, Qt::NoButton,
                     Qt::NoModifier);
    QApplication::sendEvent(plot, &move);
    const QString tip = QToolTip::text();
    QVERIFY2(tip.startsWith(shown.chopped(1)) && tip.size() > shown.size() && !tip.endsWith(u'…'),
             qPrintable(shown + QStringLiteral(" → ") + tip));
    QToolTip::hideText();
}

QTEST_MAIN(TestBarsLayout)
#include "tst_barslayout.moc"
