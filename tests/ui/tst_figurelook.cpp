// File > Export image asks, as `attention-lab export` does, for the text size in points, the
// decimals, the title and the colour bar. The dialog carries them in its settings; FigureLook
// gives the window's views that look for the export and takes it back afterwards, so the
// screen is as it was.
#include "document.h"
#include "exportableplot.h"
#include "exportdialog.h"
#include "figurelook.h"
#include "heatmapview.h"
#include "imageexport.h"
#include "outputview.h"
#include "plotstyle.h"
#include "presetlibrary.h"

#include <qcustomplot.h>

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QTest>

namespace {

QCheckBox *checkBox(QWidget *dialog, const QString &text)
{
    for (QCheckBox *box : dialog->findChildren<QCheckBox *>())
        if (box->text() == text)
            return box;
    return nullptr;
}

/// The texts of the output view's value labels.
QStringList valueLabels(OutputView &view)
{
    QStringList texts;
    QCustomPlot *plot = view.findChild<QCustomPlot *>();
    for (int i = 0; plot && i < plot->itemCount(); ++i)
        if (auto *text = qobject_cast<QCPItemText *>(plot->item(i)); text && text->visible())
            texts << text->text();
    return texts;
}

} // namespace

class TestFigureLook : public QObject
{
    Q_OBJECT
private slots:
    void dialogCarriesTheFigureOptions()
    {
        Document document;
        document.resetScenario(attn::findPreset("sleepy-child")->scenario);
        HeatmapView heatmap(&document);
        ExportDialog dialog({{QStringLiteral("Heatmap"), &heatmap}}, &heatmap, false);
        QCheckBox *title = checkBox(&dialog, QStringLiteral("Title"));
        QCheckBox *bar = checkBox(&dialog, QStringLiteral("Colour bar"));
        QVERIFY(title && bar);
        QVERIFY(title->isChecked() && bar->isChecked());
        QCOMPARE(dialog.settings().fontPoints, 12.0);
        QCOMPARE(dialog.settings().decimals, -1);
        title->setChecked(false);
        bar->setChecked(false);
        QDoubleSpinBox *points = nullptr;
        for (QDoubleSpinBox *box : dialog.findChildren<QDoubleSpinBox *>())
            if (box->suffix() == QLatin1String(" pt"))
                points = box;
        QVERIFY(points);
        points->setValue(8);
        QComboBox *decimals = nullptr;
        for (QComboBox *box : dialog.findChildren<QComboBox *>())
            if (box->findText(QStringLiteral("Automatic")) >= 0)
                decimals = box;
        QVERIFY(decimals);
        decimals->setCurrentIndex(decimals->findText(QStringLiteral("1")));
        const ImageExportSettings settings = dialog.settings();
        QVERIFY(!settings.options.showTitle);
        QVERIFY(!settings.options.showColourScale);
        QCOMPARE(settings.fontPoints, 8.0);
        QCOMPARE(settings.decimals, 1);
    }

    void exportAtTheChosenLookThenTheScreenAsBefore()
    {
        Document document;
        document.resetScenario(attn::findPreset("sleepy-child")->scenario);
        OutputView output(&document);
        output.resize(800, 500);
        output.show();
        QVERIFY(QTest::qWaitForWindowExposed(&output));
        const QStringList before = valueLabels(output);
        QVERIFY(!before.filter(QRegularExpression(QStringLiteral("^-?\\d\\.\\d{3}$"))).isEmpty());
        const double scale = PlotStyle::fontScale();
        QByteArray svg;
        {
            const FigureLook look(8, 1, &output);
            auto plot = ExportablePlot::forWidget(&output);
            QVERIFY(plot);
            ImageExportSettings settings;
            settings.pixelSize = QSize(800, 500);
            settings.dpi = 96;
            svg = ImageExport::renderSvg(*plot, settings);
        }
        // Axis titles at 8 pt are 10.6667 px at the SVG's 96 px per inch.
        QVERIFY2(svg.contains("font-size=\"10.6667\""), "labels at 8 pt");
        QVERIFY(!svg.contains("font-size=\"16\"")); // not 12 pt
        QVERIFY2(QRegularExpression(QStringLiteral(">-?\\d\\.\\d<"))
                     .match(QString::fromUtf8(svg))
                     .hasMatch(),
                 "numbers with one decimal");
        QCOMPARE(PlotStyle::fontScale(), scale);
        QVERIFY(!PlotStyle::decimalsChosen());
        QCOMPARE(valueLabels(output), before);
    }
};

QTEST_MAIN(TestFigureLook)
#include "tst_figurelook.moc"
