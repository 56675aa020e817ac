// Text copied or searched in an exported PDF is the text that was typed: the ToUnicode maps
// Qt writes name CJK radicals (⽝ U+2F5D) where the glyph is an ideograph (犬 U+72AC);
// PdfTextMap puts the ideographs back, and pdftotext reads the tokens of a Japanese preset
// from an exported heatmap as typed. The SVG of the same figure holds them as text.

#include "document.h"
#include "exportableplot.h"
#include "heatmapview.h"
#include "imageexport.h"
#include "pdftextmap.h"
#include "presetlibrary.h"

#include <QFile>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QXmlStreamReader>

class TestPdfTextMap : public QObject
{
    Q_OBJECT
private slots:
    void glyphByGlyphEntriesGetTheirIdeographs()
    {
        QByteArray pdf("2 beginbfchar\n<0003> <2F5D>\n<0004> <0041>\nendbfchar\n"
                       "2 beginbfrange\n<0000> <0000> <0000>\n"
                       "<0001> <0003> [<2F5D> <2003> <F900> ]\n<0005> <0005> <2F08>\nendbfrange\n");
        const qsizetype size = pdf.size();
        QCOMPARE(PdfTextMap::restoreUnifiedIdeographs(pdf), 4);
        QCOMPARE(pdf.size(), size); // the cross-reference offsets stay right
        QVERIFY(pdf.contains("<0003> <72AC>\n<0004> <0041>")); // ⽝ -> 犬, A stays
        // 豈 U+F900 -> 豈 U+8C48; the em space is no radical.
        QVERIFY(pdf.contains("[<72AC> <2003> <8C48> ]"));
        QVERIFY(pdf.contains("<0005> <0005> <4EBA>")); // ⼈ U+2F08 -> 人
    }

    void rangesOfConsecutiveCharactersStay()
    {
        // Three glyphs for three consecutive characters from U+2F5D: rewriting the first
        // would shift the other two.
        QByteArray pdf("1 beginbfrange\n<0001> <0003> <2F5D>\nendbfrange\n");
        const QByteArray before = pdf;
        QCOMPARE(PdfTextMap::restoreUnifiedIdeographs(pdf), 0);
        QCOMPARE(pdf, before);
    }

    void exportedJapaneseHeatmapGivesItsTokensBack()
    {
        const QString pdftotext = QStandardPaths::findExecutable(QStringLiteral("pdftotext"));
        QVERIFY2(!pdftotext.isEmpty(), "pdftotext (poppler-utils) is not installed");
        const attn::Preset *preset = attn::findPreset("dog-chases-ball");
        QVERIFY(preset);
        Document document;
        document.resetScenario(preset->scenario);
        HeatmapView heatmap(&document);
        auto plot = ExportablePlot::forWidget(&heatmap);
        QVERIFY(plot);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("dog.pdf"));
        ImageExportSettings settings;
        settings.pixelSize = QSize(2400, 1800); // every label whole
        QString error;
        QVERIFY2(ImageExport::save(*plot, path, settings, &error), qPrintable(error));

        QProcess process;
        process.start(pdftotext, {path, QStringLiteral("-")});
        QVERIFY(process.waitForFinished(30000));
        QCOMPARE(process.exitCode(), 0);
        const QString text = QString::fromUtf8(process.readAllStandardOutput());
        for (const std::string &label : preset->scenario.queryLabels)
            QVERIFY2(text.contains(QString::fromStdString(label)),
                     qPrintable(QStringLiteral("“%1” not in the text of the PDF:\n%2")
                                    .arg(QString::fromStdString(label), text)));
        QVERIFY(!text.contains(QChar(0x2F5D)));

        // An SVG figure keeps its text as text, as typed (QSvgGenerator writes one <text>
        // per run of one script: 追 | いかけている, read here in order).
        const QString svgPath = dir.filePath(QStringLiteral("dog.svg"));
        QVERIFY2(ImageExport::save(*plot, svgPath, settings, &error), qPrintable(error));
        QFile svg(svgPath);
        QVERIFY(svg.open(QIODevice::ReadOnly));
        QXmlStreamReader xml(&svg);
        QString svgText;
        while (!xml.atEnd())
            if (xml.readNext() == QXmlStreamReader::StartElement && xml.name() == u"text")
                svgText += xml.readElementText();
        QVERIFY2(!xml.hasError(), qPrintable(xml.errorString()));
        for (const std::string &label : preset->scenario.queryLabels)
            QVERIFY2(svgText.contains(QString::fromStdString(label)),
                     qPrintable(QString::fromStdString(label)));
    }
};

QTEST_MAIN(TestPdfTextMap)
#include "tst_pdftextmap.moc"
