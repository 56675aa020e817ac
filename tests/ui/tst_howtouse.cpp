// Help: a "How to use" page in both languages, and a shortcut list that names each key once.
#include "howtousepage.h"
#include "languageswitcher.h"
#include "mainwindow.h"
#include "shortcuthelp.h"

#include <QAction>
#include <QMenu>
#include <QMenuBar>
#include <QSet>
#include <QStandardPaths>
#include <QTest>
#include <QTextBrowser>

namespace {

void switchTo(const char *language)
{
    LanguageSwitcher::instance()->setLanguage(QLatin1String(language), false);
    QCoreApplication::sendPostedEvents(nullptr, QEvent::LanguageChange);
    QCoreApplication::processEvents();
}

QAction *helpAction(MainWindow &window, const QString &text)
{
    for (QAction *menu : window.menuBar()->actions())
        if (menu->menu())
            for (QAction *action : menu->menu()->actions())
                if (action->text() == text)
                    return action;
    return nullptr;
}

} // namespace

class TestHowToUse : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void cleanupTestCase() { switchTo("en"); }

    void helpMenuOpensThePage()
    {
        switchTo("en");
        MainWindow window;
        QAction *howTo = helpAction(window, QStringLiteral("&How to use"));
        QVERIFY(howTo);
        QCOMPARE(howTo->shortcut(), QKeySequence(QKeySequence::HelpContents));
        howTo->trigger();
        auto *page = window.findChild<HowToUsePage *>();
        QVERIFY(page && page->isVisible());
        const QString text = page->findChild<QTextBrowser *>()->toPlainText();
        // Each panel and tab, editing, presets, lessons, presentation, export and graphs.
        for (const char *topic :
             {"Inputs", "Parameters", "Explanation", "Formula", "Heatmap", "All heads",
              "Step by step", "2-D plane", "Compare", "Editing numbers", "Reset to preset",
              "Lessons", "Presentation mode", "Export image", "Lines", "Graph", "Neighbours only",
              "Shuffle Tokens"})
            QVERIFY2(text.contains(QLatin1String(topic)), topic);
        // A second trigger raises the same page.
        howTo->trigger();
        QCOMPARE(window.findChildren<HowToUsePage *>().size(), 1);
    }

    void thePageIsInJapanese()
    {
        switchTo("en");
        const QString english = HowToUsePage::html();
        MainWindow window;
        HowToUsePage *page = HowToUsePage::showFor(&window);
        switchTo("ja");
        const QString japanese = HowToUsePage::html();
        QVERIFY(japanese != english);
        QVERIFY(japanese.contains(QStringLiteral("使い方")));
        // Every heading and paragraph is translated: no English sentence is left.
        const QStringList paragraphs = english.split(QStringLiteral("<p>"));
        for (const QString &paragraph : paragraphs.mid(1)) {
            const QString first = paragraph.left(30);
            QVERIFY2(!japanese.contains(first), qPrintable(first));
        }
        QVERIFY(page->windowTitle().contains(QStringLiteral("使い方")));
        QVERIFY(
            page->findChild<QTextBrowser *>()->toPlainText().contains(QStringLiteral("使い方")));
        switchTo("en");
    }

    void shortcutListNamesEachKeyOnce()
    {
        switchTo("en");
        MainWindow window;
        // What Help > Keyboard shortcuts shows, and a gesture naming a key an action has.
        const QList<ShortcutHelp::Row> rows = ShortcutHelp::rows(
            &window,
            ShortcutHelp::gestures() +
                QList<ShortcutHelp::Row>{{QStringLiteral("Esc"), QStringLiteral("Leave")}});
        QSet<QString> keys;
        int esc = 0;
        for (const ShortcutHelp::Row &row : rows) {
            for (const QString &key : row.keys.split(QStringLiteral(" / "))) {
                QVERIFY2(!keys.contains(key), qPrintable(key + QStringLiteral(" twice")));
                keys.insert(key);
                esc += key == QLatin1String("Esc");
            }
        }
        QCOMPARE(esc, 1);
        QVERIFY(keys.contains(QStringLiteral("Alt+drag on a cell")));
        QVERIFY(keys.contains(QStringLiteral("F5")));
        QVERIFY(keys.contains(QStringLiteral("F1")));
    }
};

QTEST_MAIN(TestHowToUse)
#include "tst_howtouse.moc"
