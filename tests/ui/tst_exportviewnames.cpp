// The export dialog lists every view that can be exported. Several have one title (the
// heatmap of the first tab and the comparison's two: "Attention weights — head 1"): each
// entry also says where the view is, so that no two entries read the same.
#include "exportactions.h"
#include "mainwindow.h"

#include <QSet>
#include <QTest>

class TestExportViewNames : public QObject
{
    Q_OBJECT
private slots:
    void everyEntryIsNamedOnce()
    {
        MainWindow window;
        window.resize(1600, 1000);
        QVERIFY(window.openPreset(QStringLiteral("dog-chases-ball")));
        auto *actions = window.findChild<ExportActions *>();
        QVERIFY(actions);
        const auto views = actions->exportableViews();
        QStringList titles;
        for (const auto &view : views)
            titles << view.first;
        QVERIFY2(views.size() >= 8, qPrintable(titles.join(u'\n')));
        QCOMPARE(QSet<QString>(titles.begin(), titles.end()).size(), titles.size());
        const auto count = [&](const QString &part) {
            return std::count_if(titles.begin(), titles.end(),
                                 [&](const QString &t) { return t.contains(part); });
        };
        QVERIFY2(count(QStringLiteral("Compare · current")) >= 2, qPrintable(titles.join(u'\n')));
        QVERIFY2(count(QStringLiteral("Compare · copy")) >= 2, qPrintable(titles.join(u'\n')));
        QVERIFY2(titles.first().endsWith(QStringLiteral("(Heatmap)")), qPrintable(titles.first()));
    }
};

QTEST_MAIN(TestExportViewNames)
#include "tst_exportviewnames.moc"
