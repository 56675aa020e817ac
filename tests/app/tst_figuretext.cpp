// The text of a figure is the text of its labels. Every view of a Japanese preset is exported
// by `attention-lab export` as SVG and PDF; the SVG's <text> elements and what pdftotext
// (poppler-utils) reads from the PDF, whose fonts are all embedded, must hold the view's
// title and every token whole, as often as the view names it outside its title (twice in a
// matrix: beside its row and under its column). Found this way: the heads grid cut
// "追いかけている" beside its row to "追いかけ…" while half the figure was empty, and the
// PDF gave "ﬁrst" (one ligature character) for "first".
#include "presetlibrary.h"

#include <QFile>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QXmlStreamReader>

namespace {

/// The text of every <text> element of an SVG, one after the other.
QString svgText(const QByteArray &svg)
{
    QString text;
    QXmlStreamReader xml(svg);
    while (!xml.atEnd())
        if (xml.readNext() == QXmlStreamReader::StartElement && xml.name() == QLatin1String("text"))
            text += xml.readElementText(QXmlStreamReader::IncludeChildElements) + u'\n';
    return xml.hasError() ? QString() : text;
}

/// What pdftotext reads from `path`; empty when it cannot.
QString pdfText(const QString &path)
{
    const QString pdftotext = QStandardPaths::findExecutable(QStringLiteral("pdftotext"));
    if (pdftotext.isEmpty())
        return {};
    QProcess process;
    process.start(pdftotext, {path, QStringLiteral("-")});
    if (!process.waitForFinished(60000) || process.exitCode() != 0)
        return {};
    return QString::fromUtf8(process.readAllStandardOutput());
}

} // namespace

class TestFigureText : public QObject
{
    Q_OBJECT
private slots:
    void figureTextIsItsLabels_data()
    {
        QTest::addColumn<QString>("view");
        QTest::addColumn<QString>("format");
        QTest::addColumn<QString>("title");
        QTest::addColumn<int>("timesEachToken");
        const struct
        {
            const char *view;
            const char *title;
            int times;
        } views[] = {
            {"heatmap", "Attention weights — head 1", 2},
            {"heads",
             "The only head: weights, queries 犬 … 追いかけている down, keys 犬 … "
             "追いかけている across",
             1}, // beside the rows; under 7 columns of 1000 px the long keys are shortened
            {"bars", "Query “犬”: scores and softmax weights (T = 1)", 1},
            {"output", "Output for query “犬”", 0},
            {"plane", "the plane of the keys' first two principal directions", 1},
            {"steps", "The computation step by step — head 1", 2},
        };
        for (const auto &v : views)
            for (const char *format : {"svg", "pdf"})
                QTest::addRow("%s %s", v.view, format)
                    << QString::fromLatin1(v.view) << QString::fromLatin1(format)
                    << QString::fromUtf8(v.title) << v.times;
    }

    void figureTextIsItsLabels()
    {
        QFETCH(QString, view);
        QFETCH(QString, format);
        QFETCH(QString, title);
        QFETCH(int, timesEachToken);
        QTemporaryDir dir;
        const QString out = dir.filePath(QStringLiteral("figure.") + format);
        QProcess process;
        process.start(QStringLiteral(ATTENTION_LAB_BINARY),
                      {QStringLiteral("export"), QStringLiteral("--preset"),
                       QStringLiteral("dog-chases-ball"), QStringLiteral("--view"), view,
                       QStringLiteral("--width"), QStringLiteral("1000"),
                       QStringLiteral("--height"), QStringLiteral("700"), QStringLiteral("--dpi"),
                       QStringLiteral("96"), QStringLiteral("--out"), out});
        QVERIFY(process.waitForFinished(60000));
        QVERIFY2(process.exitCode() == 0, process.readAllStandardError().constData());
        QString text;
        if (format == QLatin1String("svg")) {
            QFile file(out);
            QVERIFY(file.open(QIODevice::ReadOnly));
            text = svgText(file.readAll());
        } else {
            text = pdfText(out);
            // Every font is in the file: a reader without it shows the text as drawn.
            QFile file(out);
            QVERIFY(file.open(QIODevice::ReadOnly));
            const QByteArray pdf = file.readAll();
            const qsizetype fonts = pdf.count("/Type /FontDescriptor");
            QVERIFY(fonts > 0);
            QCOMPARE(pdf.count("/FontFile2") + pdf.count("/FontFile3") + pdf.count("/FontFile "),
                     fonts);
        }
        QVERIFY2(!text.isEmpty(), "no text read (pdftotext from poppler-utils installed?)");
        // A label may come in several runs where the font changes (kanji, kana): the
        // runs of one line are joined.
        text.remove(u'\n');
        QVERIFY2(text.contains(title), qPrintable(text));
        text.remove(title); // tokens named in the title do not count
        for (const std::string &label : attn::findPreset("dog-chases-ball")->scenario.queryLabels) {
            const QString token = QString::fromStdString(label);
            QVERIFY2(text.count(token) >= timesEachToken,
                     qPrintable(QStringLiteral("%1 %2 times in: %3")
                                    .arg(token)
                                    .arg(text.count(token))
                                    .arg(text)));
        }
    }
};

QTEST_MAIN(TestFigureText)
#include "tst_figuretext.moc"
