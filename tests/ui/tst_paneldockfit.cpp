// Panels scroll vertically only: a dock narrower than its panel clips the panel's right
// edge (a spin box, a button). The panels' width changes with their content (a preset with
// more heads, another language): the docks must follow, and after a language switch have
// the widths a fresh start in that language gives them.
#include "languageswitcher.h"
#include "mainwindow.h"

#include <QDockWidget>
#include <QScrollArea>
#include <QSettings>
#include <QStandardPaths>
#include <QTest>

#include "appsettings.h"

namespace {

void switchTo(const char *language)
{
    LanguageSwitcher::instance()->setLanguage(QLatin1String(language), false);
    QCoreApplication::sendPostedEvents(nullptr, QEvent::LanguageChange);
    QCoreApplication::processEvents();
}

void settle()
{
    for (int i = 0; i < 3; ++i) {
        QCoreApplication::sendPostedEvents();
        QCoreApplication::processEvents();
        QTest::qWait(20);
    }
}

QList<QScrollArea *> panelAreas(const MainWindow &window)
{
    QList<QScrollArea *> areas;
    for (QScrollArea *area : window.findChildren<QScrollArea *>())
        if (area->widget() && qobject_cast<QDockWidget *>(area->parentWidget()))
            areas << area;
    return areas;
}

/// "inputsDock 412, ..." for the docks that hold a panel.
QStringList dockWidths(const MainWindow &window)
{
    QStringList out;
    for (QScrollArea *area : panelAreas(window))
        out << area->parentWidget()->objectName() +
                   QStringLiteral(" %1").arg(area->parentWidget()->width());
    return out;
}

} // namespace

class TestPanelDockFit : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QSettings(appSettingsOrganization(), appSettingsApplication()).clear();
    }
    void cleanup()
    {
        QSettings(appSettingsOrganization(), appSettingsApplication()).clear();
        switchTo("en");
    }

    void everyPanelFitsItsDock_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QString>("preset");
        for (const char *language : {"en", "ja"})
            for (const char *preset : {"multihead-shapes", "dog-chases-ball", "valid-length"})
                QTest::addRow("%s %s", language, preset)
                    << QString::fromLatin1(language) << QString::fromLatin1(preset);
    }

    void everyPanelFitsItsDock()
    {
        QFETCH(QString, language);
        QFETCH(QString, preset);
        switchTo(qPrintable(language));
        MainWindow window;
        window.fitToScreen(QSize(1920, 1080));
        QVERIFY(window.openPreset(preset)); // after the window fitted its docks to the first
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        settle();
        const QList<QScrollArea *> areas = panelAreas(window);
        QVERIFY(areas.size() >= 3);
        for (QScrollArea *area : areas) {
            const int panel = area->widget()->minimumSizeHint().width();
            QVERIFY2(area->viewport()->width() >= panel,
                     qPrintable(QStringLiteral("%1: %2 px shown of a panel of %3")
                                    .arg(area->parentWidget()->objectName())
                                    .arg(area->viewport()->width())
                                    .arg(panel)));
        }
    }

    void aSwitchSizesTheDocksAsAFreshStart_data()
    {
        QTest::addColumn<QString>("from");
        QTest::addColumn<QString>("to");
        QTest::newRow("en to ja") << QStringLiteral("en") << QStringLiteral("ja");
        QTest::newRow("ja to en") << QStringLiteral("ja") << QStringLiteral("en");
    }

    void aSwitchSizesTheDocksAsAFreshStart()
    {
        QFETCH(QString, from);
        QFETCH(QString, to);
        switchTo(qPrintable(from));
        MainWindow switched;
        switched.fitToScreen(QSize(1920, 1080));
        switched.show();
        QVERIFY(QTest::qWaitForWindowExposed(&switched));
        settle();
        switchTo(qPrintable(to));
        settle();
        const QStringList afterSwitch = dockWidths(switched);
        switched.close();

        MainWindow fresh;
        fresh.fitToScreen(QSize(1920, 1080));
        fresh.show();
        QVERIFY(QTest::qWaitForWindowExposed(&fresh));
        settle();
        QCOMPARE(afterSwitch, dockWidths(fresh));
    }
};

QTEST_MAIN(TestPanelDockFit)
#include "tst_paneldockfit.moc"
