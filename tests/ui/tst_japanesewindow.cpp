// The Japanese window: every widget and every plot text in one family that has both
// scripts (the Latin beside the kana at their sizes), English back in its own family, and
// the texts of Qt's own file dialogs in Japanese.

#include "classroomactions.h"
#include "languagewalk.h"
#include "mainwindow.h"
#include "presentationmode.h"

#include <qcustomplot.h>

#include <QAbstractFileIconProvider>
#include <QDir>
#include <QFileInfo>
#include <QFileSystemModel>
#include <QFontDatabase>
#include <QFontInfo>
#include <QMap>
#include <QTest>

using namespace languagewalk;

namespace {

/// The fonts of every text a plot draws, each with the kind of element that draws it.
QList<std::pair<QFont, QString>> plotFonts(QCustomPlot *plot)
{
    QList<std::pair<QFont, QString>> fonts;
    auto addAxis = [&fonts](QCPAxis *axis) {
        fonts.append({axis->tickLabelFont(), QStringLiteral("tick label")});
        fonts.append({axis->labelFont(), QStringLiteral("axis title")});
    };
    for (QCPLayoutElement *element : plot->plotLayout()->elements(true)) {
        if (auto *text = qobject_cast<QCPTextElement *>(element))
            fonts.append({text->font(), QStringLiteral("text element “%1”").arg(text->text())});
        else if (auto *rect = qobject_cast<QCPAxisRect *>(element))
            for (QCPAxis *axis : rect->axes())
                addAxis(axis);
        else if (auto *scale = qobject_cast<QCPColorScale *>(element))
            addAxis(scale->axis());
        else if (auto *legend = qobject_cast<QCPLegend *>(element))
            fonts.append({legend->font(), QStringLiteral("legend")});
    }
    for (int i = 0; i < plot->itemCount(); ++i)
        if (auto *text = qobject_cast<QCPItemText *>(plot->item(i)))
            fonts.append({text->font(), QStringLiteral("text item “%1”").arg(text->text())});
    return fonts;
}

} // namespace

class TestJapaneseWindow : public QObject
{
    Q_OBJECT
private slots:
    // Each case starts from the default layout and leaves none behind (clearTestSettings()).
    void initTestCase() { clearTestSettings(); }
    void init() { clearTestSettings(); }
    void cleanup() { clearTestSettings(); }
    void cleanupTestCase() { switchTo("en"); }

    void japaneseTextIsInOneFamily()
    {
        // Japanese text in the system's Latin family takes its kana from a fallback font of
        // other proportions: the Latin beside them at another size ("ボール = (0.3, ...)"
        // smaller than "犬 = (2.5, ...)"). In Japanese every widget and every plot text
        // is in one family with both scripts; English gets its own family back.
        const QString family = QStringLiteral("Noto Sans CJK JP");
        if (!QFontDatabase::families().contains(family))
            QSKIP("Noto Sans CJK JP (fonts-noto-cjk) is not installed");
        switchTo("en");
        MainWindow window;
        window.resize(1600, 1000);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(window.openPreset(QStringLiteral("sleepy-child")));
        const QString english = QFontInfo(window.font()).family();
        QVERIFY(english != family);
        auto familiesOf = [&window] {
            QMap<QString, QString> found; // family -> one place that uses it
            for (QWidget *widget : window.findChildren<QWidget *>())
                found.insert(QFontInfo(widget->font()).family(),
                             QString::fromLatin1(widget->metaObject()->className()) + u' ' +
                                 widget->property("text").toString());
            for (QCustomPlot *plot : window.findChildren<QCustomPlot *>())
                for (const auto &[font, where] : plotFonts(plot))
                    found.insert(QFontInfo(font).family(), where);
            return found;
        };
        // Normal, then presenting (which scales every font of the window and switches
        // with the language too).
        for (bool presenting : {false, true}) {
            window.classroom()->presentation()->setActive(presenting);
            switchTo("ja");
            settleWindow(&window);
            QMap<QString, QString> families = familiesOf();
            families.remove(family);
            const QString other =
                families.isEmpty()
                    ? QString()
                    : families.firstKey() + QStringLiteral(" in ") + families.first();
            QVERIFY2(families.isEmpty(), qPrintable(other));
            switchTo("en");
            settleWindow(&window);
            families = familiesOf();
            QVERIFY2(!families.contains(family), qPrintable(families.value(family)));
        }
        window.classroom()->presentation()->setActive(false);
    }

    void fileDialogsNameFoldersInJapanese()
    {
        // The Type column of Qt's file dialog: qtbase_ja has no Japanese for "Folder".
        switchTo("ja");
        const QAbstractFileIconProvider icons;
        QCOMPARE(icons.type(QFileInfo(QDir::tempPath())), QStringLiteral("フォルダー"));
        QFileSystemModel files;
        for (int column = 0; column < files.columnCount(); ++column) {
            const QString header = files.headerData(column, Qt::Horizontal).toString();
            QVERIFY2(englishWords({header}, {}).isEmpty(), qPrintable(header));
        }
        switchTo("en");
        QCOMPARE(icons.type(QFileInfo(QDir::tempPath())), QStringLiteral("Folder"));
    }
};

QTEST_MAIN(TestJapaneseWindow)
#include "tst_japanesewindow.moc"
