// A figure shows the attention, not the window it came from: no outline of the selected
// head or cell, no hint for the mouse. (The same views on the screen show both, which is
// what makes this check able to fail.)
#include "document.h"
#include "exportableplot.h"
#include "headsgridview.h"
#include "heatmapview.h"
#include "imageexport.h"
#include "plotstyle.h"
#include "presetlibrary.h"

#include <QFile>
#include <QImage>
#include <QTemporaryDir>
#include <QTest>

namespace {

/// Pixels of `image` within a few steps of the selection's colour.
int selectionPixels(const QImage &image)
{
    const QColor selection = PlotStyle::selectionColor();
    int count = 0;
    for (int y = 0; y < image.height(); ++y)
        for (int x = 0; x < image.width(); ++x) {
            const QColor c = image.pixelColor(x, y);
            if (std::abs(c.red() - selection.red()) + std::abs(c.green() - selection.green()) +
                    std::abs(c.blue() - selection.blue()) <
                12)
                ++count;
        }
    return count;
}

/// `view` exported as `name` (PNG or SVG) at 1000 x 700 pixels; the file's path.
QString exported(QWidget *view, const QTemporaryDir &dir, const QString &name)
{
    auto plot = ExportablePlot::forWidget(view);
    if (!plot)
        return {};
    ImageExportSettings settings;
    settings.pixelSize = QSize(1000, 700);
    settings.dpi = 96;
    const QString path = dir.filePath(name);
    QString error;
    return ImageExport::save(*plot, path, settings, &error) ? path : QString();
}

} // namespace

class TestFigureState : public QObject
{
    Q_OBJECT
private slots:
    void everyHeadWithoutSelectionOrHint()
    {
        Document document;
        document.resetScenario(attn::findPreset("multihead-shapes")->scenario);
        document.setSelection(1, 0, -1);
        HeadsGridView grid(&document);
        grid.resize(1000, 700);
        grid.show();
        QVERIFY(QTest::qWaitForWindowExposed(&grid));
        QVERIFY(selectionPixels(grid.grab().toImage()) > 100); // on the screen: outlined

        QTemporaryDir dir;
        const QString png = exported(&grid, dir, QStringLiteral("heads.png"));
        QVERIFY(!png.isEmpty());
        QCOMPARE(selectionPixels(QImage(png)), 0);
        const QString svg = exported(&grid, dir, QStringLiteral("heads.svg"));
        QFile file(svg);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QString text = QString::fromUtf8(file.readAll());
        QVERIFY(!text.contains(QStringLiteral("click a head")));
        QVERIFY(text.contains(QStringLiteral("importance")));
        QVERIFY(selectionPixels(grid.grab().toImage()) > 100); // the screen keeps it
    }

    void heatmapWithoutSelection()
    {
        Document document;
        document.resetScenario(attn::findPreset("sleepy-child")->scenario);
        document.setSelection(0, 2, 3);
        HeatmapView heatmap(&document);
        heatmap.resize(1000, 700);
        heatmap.show();
        QVERIFY(QTest::qWaitForWindowExposed(&heatmap));
        QVERIFY(selectionPixels(heatmap.grab().toImage()) > 100);

        QTemporaryDir dir;
        const QString png = exported(&heatmap, dir, QStringLiteral("heatmap.png"));
        QVERIFY(!png.isEmpty());
        QCOMPARE(selectionPixels(QImage(png)), 0);
        QTest::qWait(20);
        QVERIFY(selectionPixels(heatmap.grab().toImage()) > 100);
    }
};

QTEST_MAIN(TestFigureState)
#include "tst_figurestate.moc"
