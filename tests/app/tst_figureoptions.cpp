// What a paper asks of a figure: that it fill its page (LaTeX's \includegraphics adds no
// margin of its own), and the options `attention-lab export --no-title`, `--no-colour-bar`
// and `--decimals N`. A part left out is not in the figure's text, and its room goes to the
// rest of the figure; the numbers printed have the decimals asked for.
#include <QFile>
#include <QImage>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>
#include <QXmlStreamReader>

namespace {

/// Exports `view` of the causal preset at 800 x 560 px (96 dpi) to `out` with `options`;
/// true on exit status 0.
bool exportFigure(const QString &view, const QString &out, const QStringList &options)
{
    QProcess process;
    process.start(QStringLiteral(ATTENTION_LAB_BINARY),
                  QStringList{QStringLiteral("export"), QStringLiteral("--preset"),
                              QStringLiteral("self-attention-causal"), QStringLiteral("--view"),
                              view, QStringLiteral("--width"), QStringLiteral("800"),
                              QStringLiteral("--height"), QStringLiteral("560"),
                              QStringLiteral("--dpi"), QStringLiteral("96"),
                              QStringLiteral("--out"), out} +
                      options);
    return process.waitForFinished(60000) && process.exitCode() == 0;
}

/// The text of each <text> element of the SVG at `path`, trimmed.
QStringList svgTexts(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    QStringList texts;
    QXmlStreamReader xml(file.readAll());
    while (!xml.atEnd())
        if (xml.readNext() == QXmlStreamReader::StartElement && xml.name() == QLatin1String("text"))
            texts << xml.readElementText(QXmlStreamReader::IncludeChildElements).trimmed();
    return texts;
}

/// The number of rows of the image at `path` with a pixel in colour (saturated): the height
/// of the cells, bars or arrows.
int colouredRows(const QString &path)
{
    const QImage image(path);
    int rows = 0;
    for (int y = 0; y < image.height(); ++y)
        for (int x = 0; x < image.width(); ++x)
            if (image.pixelColor(x, y).hslSaturation() > 80) {
                ++rows;
                break;
            }
    return rows;
}

/// The largest number of pixels a row of the image at `path` has in colour (saturated):
/// the width of the widest row of cells.
int widestColouredRow(const QString &path)
{
    const QImage image(path);
    int widest = 0;
    for (int y = 0; y < image.height(); ++y) {
        int coloured = 0;
        for (int x = 0; x < image.width(); ++x)
            coloured += image.pixelColor(x, y).hslSaturation() > 80 ? 1 : 0;
        widest = std::max(widest, coloured);
    }
    return widest;
}

} // namespace

class TestFigureOptions : public QObject
{
    Q_OBJECT
private slots:
    void figureFillsItsPage_data()
    {
        QTest::addColumn<QString>("view");
        for (const char *view : {"heatmap", "bars", "output"})
            QTest::newRow(view) << QString::fromLatin1(view);
    }

    /// Laid out as on screen, the plots kept 10 to 20 px of blank at their sides. Now what is
    /// drawn (with --transparent, everything but the background) comes within 6 px of the
    /// left, right and top edges (a heatmap keeps its cells square, so not always the bottom).
    void figureFillsItsPage()
    {
        QFETCH(QString, view);
        QTemporaryDir dir;
        const QString out = dir.filePath(QStringLiteral("figure.png"));
        QVERIFY(exportFigure(view, out, {QStringLiteral("--transparent")}));
        const QImage image(out);
        int left = image.width(), right = -1, top = image.height();
        for (int y = 0; y < image.height(); ++y)
            for (int x = 0; x < image.width(); ++x)
                if (image.pixelColor(x, y).alpha() > 16) {
                    left = std::min(left, x);
                    right = std::max(right, x);
                    top = std::min(top, y);
                }
        const QString margins = QStringLiteral("left %1, right %2, top %3")
                                    .arg(left)
                                    .arg(image.width() - 1 - right)
                                    .arg(top);
        QVERIFY2(left <= 6 && image.width() - 1 - right <= 6 && top <= 6, qPrintable(margins));
    }

    void withoutTitle_data()
    {
        QTest::addColumn<QString>("view");
        QTest::addColumn<QString>("title");
        QTest::newRow("heatmap") << QStringLiteral("heatmap")
                                 << QStringLiteral("Attention weights — head 1");
        QTest::newRow("heads") << QStringLiteral("heads") << QStringLiteral("All 4 heads");
        QTest::newRow("bars") << QStringLiteral("bars") << QStringLiteral("Query “吾輩”");
        QTest::newRow("output") << QStringLiteral("output")
                                << QStringLiteral("Output for query “吾輩”");
        QTest::newRow("plane") << QStringLiteral("plane") << QStringLiteral("Input vectors");
        QTest::newRow("steps") << QStringLiteral("steps")
                               << QStringLiteral("The computation step by step — head 1");
    }

    void withoutTitle()
    {
        QFETCH(QString, view);
        QFETCH(QString, title);
        QTemporaryDir dir;
        const auto joined = [&](const QString &name, const QStringList &options) {
            const QString out = dir.filePath(name);
            // A title may come in runs where the font changes (“|吾輩|”).
            return exportFigure(view, out, options) ? svgTexts(out).join(QString()) : QString();
        };
        const QString with = joined(QStringLiteral("with.svg"), {});
        QVERIFY2(with.contains(title), qPrintable(with));
        const QString without =
            joined(QStringLiteral("without.svg"), {QStringLiteral("--no-title")});
        QVERIFY(!without.isEmpty());
        QVERIFY2(!without.contains(title), qPrintable(without));
        // The room of the title goes to the rest: the coloured part of the figure is taller.
        const QString withPng = dir.filePath(QStringLiteral("with.png"));
        const QString withoutPng = dir.filePath(QStringLiteral("without.png"));
        QVERIFY(exportFigure(view, withPng, {}));
        QVERIFY(exportFigure(view, withoutPng, {QStringLiteral("--no-title")}));
        QVERIFY2(colouredRows(withoutPng) > colouredRows(withPng),
                 qPrintable(QStringLiteral("%1 coloured rows without the title, %2 with")
                                .arg(colouredRows(withoutPng))
                                .arg(colouredRows(withPng))));
    }

    void withoutColourBar_data()
    {
        QTest::addColumn<QString>("view");
        QTest::addColumn<QString>("barLabel");
        QTest::newRow("heatmap") << QStringLiteral("heatmap") << QStringLiteral("weight");
        QTest::newRow("heads") << QStringLiteral("heads") << QStringLiteral("weight 0");
    }

    void withoutColourBar()
    {
        QFETCH(QString, view);
        QFETCH(QString, barLabel);
        QTemporaryDir dir;
        const QString with = dir.filePath(QStringLiteral("with.svg"));
        const QString without = dir.filePath(QStringLiteral("without.svg"));
        QVERIFY(exportFigure(view, with, {}));
        QVERIFY(exportFigure(view, without, {QStringLiteral("--no-colour-bar")}));
        QVERIFY(svgTexts(with).contains(barLabel));
        QVERIFY(!svgTexts(without).isEmpty());
        QVERIFY2(!svgTexts(without).contains(barLabel), qPrintable(svgTexts(without).join(u'|')));
        if (view == QLatin1String("heatmap")) {
            // The bar's column goes to the cells.
            const QString withPng = dir.filePath(QStringLiteral("with.png"));
            const QString withoutPng = dir.filePath(QStringLiteral("without.png"));
            QVERIFY(exportFigure(view, withPng, {}));
            QVERIFY(exportFigure(view, withoutPng, {QStringLiteral("--no-colour-bar")}));
            QVERIFY(widestColouredRow(withoutPng) > widestColouredRow(withPng) + 40);
        }
    }

    void decimalsOfTheNumbers()
    {
        QTemporaryDir dir;
        const QString one = dir.filePath(QStringLiteral("one.svg"));
        const QString automatic = dir.filePath(QStringLiteral("automatic.svg"));
        QVERIFY(exportFigure(QStringLiteral("heatmap"), automatic, {}));
        QVERIFY(exportFigure(QStringLiteral("heatmap"), one,
                             {QStringLiteral("--decimals"), QStringLiteral("1")}));
        static const QRegularExpression threeDecimals(QStringLiteral("^\\d\\.\\d{3}$"));
        static const QRegularExpression twoOrMore(QStringLiteral("^\\d\\.\\d{2,}$"));
        // 0.422 and 0.578 in the second row of the causal preset's first head.
        QVERIFY(svgTexts(automatic).contains(QStringLiteral("0.422")));
        QVERIFY(!svgTexts(automatic).filter(threeDecimals).isEmpty());
        const QStringList texts = svgTexts(one);
        QVERIFY2(texts.contains(QStringLiteral("0.4")) && texts.contains(QStringLiteral("0.6")),
                 qPrintable(texts.join(u'|')));
        QVERIFY2(texts.filter(twoOrMore).isEmpty(), qPrintable(texts.filter(twoOrMore).join(u'|')));

        // The weights over the bars too.
        const QString bars = dir.filePath(QStringLiteral("bars.svg"));
        QVERIFY(exportFigure(QStringLiteral("bars"), bars,
                             {QStringLiteral("--decimals"), QStringLiteral("2")}));
        QVERIFY2(svgTexts(bars).contains(QStringLiteral("1.00")),
                 qPrintable(svgTexts(bars).join(u'|')));
        QVERIFY(!svgTexts(bars).contains(QStringLiteral("1.000")));
    }
};

QTEST_MAIN(TestFigureOptions)
#include "tst_figureoptions.moc"
