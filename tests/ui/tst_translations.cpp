// The Japanese translation is complete, and switching language at run time retranslates
// the open window without a restart.
#include "languageswitcher.h"
#include "mainwindow.h"

#include <QAction>
#include <QDockWidget>
#include <QFile>
#include <QMenuBar>
#include <QProcess>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QXmlStreamReader>

class TestTranslations : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void everyMessageIsTranslated_data();
    void everyMessageIsTranslated();
    void everySourceStringIsInTheTranslation();
    void switchingRetranslatesTheWindow();
    void unknownLanguageFallsBackToEnglish();
    void cleanupTestCase();
};

void TestTranslations::initTestCase()
{
    // Keep the user's remembered language and window layout out of the test.
    QSettings::setDefaultFormat(QSettings::IniFormat);
    QStandardPaths::setTestModeEnabled(true);
}

void TestTranslations::cleanupTestCase()
{
    LanguageSwitcher::instance()->setLanguage(QStringLiteral("en"), false);
}

void TestTranslations::everyMessageIsTranslated_data()
{
    QTest::addColumn<QString>("tsFile");
    QTest::newRow("ja") << QStringLiteral(ATTENTION_LAB_SOURCE_DIR
                                          "/resources/translations/attention-lab_ja.ts");
}

void TestTranslations::everyMessageIsTranslated()
{
    QFETCH(QString, tsFile);
    QFile file(tsFile);
    QVERIFY2(file.open(QIODevice::ReadOnly), qPrintable(tsFile));
    QXmlStreamReader xml(&file);
    QStringList untranslated;
    int messages = 0;
    QString context;
    QString source;
    while (!xml.atEnd()) {
        xml.readNext();
        if (!xml.isStartElement())
            continue;
        if (xml.name() == QLatin1String("name")) {
            context = xml.readElementText();
        } else if (xml.name() == QLatin1String("source")) {
            source = xml.readElementText();
        } else if (xml.name() == QLatin1String("translation")) {
            const QString type = xml.attributes().value(QLatin1String("type")).toString();
            if (type == QLatin1String("obsolete") || type == QLatin1String("vanished"))
                continue;
            ++messages;
            // Plural forms come as <numerusform> children; all must be filled.
            const QString text = xml.readElementText(QXmlStreamReader::IncludeChildElements);
            if (type == QLatin1String("unfinished") || text.trimmed().isEmpty())
                untranslated << context + QStringLiteral(": \"") + source + QLatin1Char('"');
        }
    }
    QVERIFY2(!xml.hasError(), qPrintable(xml.errorString()));
    QVERIFY2(messages > 100, "the .ts file holds suspiciously few messages");
    QVERIFY2(untranslated.isEmpty(),
             qPrintable(QStringLiteral("%1 of %2 messages have no Japanese translation:\n")
                            .arg(untranslated.size())
                            .arg(messages) +
                        untranslated.join(QLatin1Char('\n'))));
}

namespace {

QString fileMenuTitle(MainWindow &window)
{
    const QList<QAction *> menus = window.menuBar()->actions();
    return menus.isEmpty() ? QString() : menus.first()->text();
}

QString dockTitle(MainWindow &window, const char *name)
{
    auto *dock = window.findChild<QDockWidget *>(QLatin1String(name));
    return dock ? dock->windowTitle() : QString();
}

void switchTo(const char *language)
{
    LanguageSwitcher::instance()->setLanguage(QLatin1String(language), false);
    // QApplication posts LanguageChange to the windows; deliver it.
    QCoreApplication::sendPostedEvents(nullptr, QEvent::LanguageChange);
    QCoreApplication::processEvents();
}

} // namespace

void TestTranslations::everySourceStringIsInTheTranslation()
{
    // lupdate over the sources, into a copy of the Japanese file: a tr() string that the
    // file does not hold yet comes back as an unfinished message.
    QTemporaryDir dir;
    const QString copy = dir.filePath(QStringLiteral("ja.ts"));
    QVERIFY(QFile::copy(
        QStringLiteral(ATTENTION_LAB_SOURCE_DIR "/resources/translations/attention-lab_ja.ts"),
        copy));
    QProcess lupdate;
    lupdate.start(QStringLiteral(ATTENTION_LAB_LUPDATE),
                  {QStringLiteral("-silent"), QStringLiteral(ATTENTION_LAB_SOURCE_DIR "/ui"),
                   QStringLiteral(ATTENTION_LAB_SOURCE_DIR "/app"),
                   // The document's undo names and matrix names, the engine's issue
                   // templates, marked with QT_TRANSLATE_NOOP, and the lesson reader's messages.
                   QStringLiteral(ATTENTION_LAB_SOURCE_DIR "/core/document"),
                   QStringLiteral(ATTENTION_LAB_SOURCE_DIR "/core/engine"),
                   QStringLiteral(ATTENTION_LAB_SOURCE_DIR "/core/io"), QStringLiteral("-ts"),
                   copy});
    QVERIFY2(lupdate.waitForFinished(120000), "lupdate did not finish");
    QCOMPARE(lupdate.exitCode(), 0);
    QFile file(copy);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QXmlStreamReader xml(&file);
    QStringList missing;
    QString source;
    while (!xml.atEnd()) {
        xml.readNext();
        if (!xml.isStartElement())
            continue;
        if (xml.name() == QLatin1String("source"))
            source = xml.readElementText();
        else if (xml.name() == QLatin1String("translation") &&
                 xml.attributes().value(QLatin1String("type")) == QLatin1String("unfinished"))
            missing << source;
    }
    QVERIFY2(missing.isEmpty(),
             qPrintable(QStringLiteral("no Japanese for: ") + missing.join(QStringLiteral(" | "))));
}

void TestTranslations::switchingRetranslatesTheWindow()
{
    switchTo("en");
    MainWindow window;
    window.show();
    QCOMPARE(fileMenuTitle(window), QStringLiteral("&File"));
    QCOMPARE(dockTitle(window, "inputsDock"), QStringLiteral("Inputs"));
    QCOMPARE(dockTitle(window, "parametersDock"), QStringLiteral("Parameters"));

    switchTo("ja");
    QCOMPARE(LanguageSwitcher::instance()->language(), QStringLiteral("ja"));
    QCOMPARE(fileMenuTitle(window), QString::fromUtf8("ファイル(&F)"));
    QCOMPARE(dockTitle(window, "inputsDock"), QString::fromUtf8("入力"));
    QCOMPARE(dockTitle(window, "parametersDock"), QString::fromUtf8("パラメーター"));
    // Qt's own strings follow too (qtbase_ja), when the system has them installed.
    if (QCoreApplication::translate("QPlatformTheme", "Cancel") == QLatin1String("Cancel"))
        qWarning("qtbase_ja.qm not found: Qt's own dialogs stay English");

    switchTo("en");
    QCOMPARE(fileMenuTitle(window), QStringLiteral("&File"));
    QCOMPARE(dockTitle(window, "inputsDock"), QStringLiteral("Inputs"));
}

void TestTranslations::unknownLanguageFallsBackToEnglish()
{
    switchTo("ja");
    switchTo("xx");
    QCOMPARE(LanguageSwitcher::instance()->language(), QStringLiteral("en"));
    QCOMPARE(QCoreApplication::translate("MainWindow", "&File"), QStringLiteral("&File"));
}

QTEST_MAIN(TestTranslations)
#include "tst_translations.moc"
