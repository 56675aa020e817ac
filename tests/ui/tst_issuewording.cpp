// What is wrong with a scenario, in the window's language: in Japanese, the status bar's
// sentences are Japanese from end to end (not Japanese field names in English sentences).
#include "classroomactions.h"
#include "document.h"
#include "languageswitcher.h"
#include "mainwindow.h"
#include "matriximport.h"
#include "parameterpanel.h"
#include "presentationmode.h"
#include "projectionfactory.h"
#include "scenariofile.h"
#include "statusinfo.h"

#include <QLabel>
#include <QRegularExpression>
#include <QSettings>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QTest>

namespace {

void switchTo(const char *language)
{
    LanguageSwitcher::instance()->setLanguage(QLatin1String(language), false);
    QCoreApplication::sendPostedEvents(nullptr, QEvent::LanguageChange);
    QCoreApplication::processEvents();
}

/// English words of three letters or more (symbols such as d_model, W_V and numbers pass).
QStringList englishWords(const QString &text)
{
    static const QRegularExpression word(QStringLiteral("\\b[A-Za-z]{3,}\\b"));
    static const QStringList allowed = {QStringLiteral("NaN"), QStringLiteral("tanh"),
                                        QStringLiteral("NUL")};
    QStringList found;
    for (auto it = word.globalMatch(text); it.hasNext();) {
        const QString w = it.next().captured();
        if (!allowed.contains(w))
            found << w;
    }
    return found;
}

using Edit = std::function<void(attn::Scenario &)>;

} // namespace

class TestIssueWording : public QObject
{
    Q_OBJECT
private slots:
    void init() { QSettings().clear(); }

    void aLongIssueKeepsTheWindowOnTheScreen()
    {
        // Heads that do not divide d_model: five issues, the first of two lines. The status
        // bar once took the height its label asked for at a narrow width (a 720 px window
        // grew to 948 px in English, 1,514 px in Japanese).
        for (const char *language : {"en", "ja"}) {
            switchTo(language);
            MainWindow window;
            window.fitToScreen(QSize(1280, 720));
            window.show();
            QVERIFY(QTest::qWaitForWindowExposed(&window));
            window.parameterPanel()->headCountSpin()->setValue(2);
            QTest::qWait(50);
            QVERIFY(!window.statusInfo()->warningsText().isEmpty());
            QVERIFY2(window.height() <= 720, qPrintable(QString::number(window.height())));
            QVERIFY2(window.statusInfo()->height() <= 3 * window.fontMetrics().lineSpacing() + 8,
                     qPrintable(QString::number(window.statusInfo()->height())));
            window.setSaveQuestion([] { return QMessageBox::Discard; });
        }
    }
    void cleanupTestCase() { switchTo("en"); }

    void statusBarTextsNeitherVanishNorOverlap_data()
    {
        QTest::addColumn<QSize>("screen");
        QTest::addColumn<bool>("presentation");
        QTest::newRow("1280 x 720") << QSize(1280, 720) << false;
        QTest::newRow("1024 x 768 presenting") << QSize(1024, 768) << true;
    }
    void statusBarTextsNeitherVanishNorOverlap()
    {
        QFETCH(QSize, screen);
        QFETCH(bool, presentation);
        switchTo("en");
        MainWindow window;
        window.fitToScreen(screen);
        window.openPreset(QStringLiteral("dog-chases-ball"));
        window.show();
        if (presentation)
            window.classroom()->presentation()->setActive(true);
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QTest::qWait(50);
        QList<QLabel *> shown;
        for (QLabel *label : window.statusInfo()->findChildren<QLabel *>())
            if (label->isVisible() && !label->text().isEmpty())
                shown << label;
        QCOMPARE(shown.size(), 2); // the shapes and the row sums
        for (QLabel *label : shown) {
            // Whole, or cut with an ellipsis; never a sliver.
            const bool whole = label->fontMetrics().horizontalAdvance(label->text()) <=
                               label->contentsRect().width();
            QVERIFY2(whole || label->text().endsWith(u'…'), qPrintable(label->text()));
            QVERIFY2(label->text().size() >= 4, qPrintable(label->text()));
        }
        QVERIFY(!shown[0]->geometry().intersects(shown[1]->geometry()));
        if (presentation)
            window.classroom()->presentation()->setActive(false);
    }

    void japaneseFromEndToEnd_data()
    {
        QTest::addColumn<QString>("preset");
        QTest::addColumn<Edit>("edit");
        QTest::newRow("heads that do not divide d_model")
            << QStringLiteral("sleepy-child") << Edit([](attn::Scenario &s) {
                   s.headCount = 2;
                   attn::refreshProjections(s);
               });
        QTest::newRow("scores that overflow")
            << QStringLiteral("sleepy-child") << Edit([](attn::Scenario &s) {
                   s.queries(0, 0) = 1e200;
                   s.keys(0, 0) = 1e200;
               });
        QTest::newRow("negative temperature")
            << QStringLiteral("dog-chases-ball")
            << Edit([](attn::Scenario &s) { s.temperature = -1; });
        QTest::newRow("a label too many")
            << QStringLiteral("dog-chases-ball")
            << Edit([](attn::Scenario &s) { s.queryLabels.push_back("extra"); });
        QTest::newRow("imported weights whose row sums to 2")
            << QStringLiteral("dog-chases-ball") << Edit([](attn::Scenario &s) {
                   s.mode = attn::InputMode::ImportedWeights;
                   s.importedWeights = {attn::Matrix::Constant(2, 2, 1.0)};
                   s.headCount = 1;
                   s.queryLabels.clear();
                   s.keyLabels.clear();
                   s.mask = attn::MaskKind::None;
               });
        QTest::newRow("valid length past the keys")
            << QStringLiteral("dog-chases-ball") << Edit([](attn::Scenario &s) {
                   s.mask = attn::MaskKind::ValidLength;
                   s.validLength = 99;
               });
    }
    void japaneseFromEndToEnd()
    {
        QFETCH(QString, preset);
        QFETCH(Edit, edit);
        QString english;
        for (const char *language : {"en", "ja"}) {
            switchTo(language);
            MainWindow window;
            window.openPreset(preset);
            attn::Scenario s = window.document()->scenario();
            edit(s);
            window.document()->editScenario(s, QStringLiteral("test"));
            const QString text = window.statusInfo()->warningsText();
            QVERIFY2(!text.isEmpty(), "no issue");
            if (qstrcmp(language, "en") == 0) {
                english = text;
            } else {
                QVERIFY2(englishWords(text).isEmpty(),
                         qPrintable(text + QStringLiteral("\nEnglish: ") +
                                    englishWords(text).join(u' ')));
                QVERIFY(text != english);
            }
            window.setSaveQuestion([] { return QMessageBox::Discard; });
        }
    }

    void fileProblemsReadInJapanese_data()
    {
        // What a file says (its name, its fields, its values) stays as written; the sentence
        // around it is Japanese.
        QTest::addColumn<QString>("name");
        QTest::addColumn<QByteArray>("content");
        QTest::addColumn<QStringList>("kept"); ///< English words of the file itself
        QTest::newRow("unknown enum")
            << QStringLiteral("s.json") << QByteArray(R"({"format": 1, "mode": "bogus"})")
            << QStringList{"mode", "bogus", "direct", "self", "cross", "imported", "weights"};
        QTest::newRow("field given twice")
            << QStringLiteral("s.json") << QByteArray(R"({"format": 1, "format": 1})")
            << QStringList{"format"};
        QTest::newRow("not JSON") << QStringLiteral("s.json") << QByteArray("{")
                                  << QStringList{"JSON"};
        QTest::newRow("npy header cut short")
            << QStringLiteral("m.npy") << QByteArray("\x93NUMPY\x01\x00\x10\x00{'descr': 1}    \n")
            << QStringList{"descr", "npy"};
        QTest::newRow("CSV ragged")
            << QStringLiteral("m.csv") << QByteArray("1,2\n3\n") << QStringList{};
    }
    void fileProblemsReadInJapanese()
    {
        QFETCH(QString, name);
        QFETCH(QByteArray, content);
        QFETCH(QStringList, kept);
        QTemporaryDir dir;
        const QString path = dir.filePath(name);
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(content);
        file.close();
        const auto problem = [&] {
            QString error;
            if (name.endsWith(QLatin1String(".json"))) {
                attn::Scenario s;
                ScenarioFile::load(path, s, &error);
            } else {
                ImportedMatrix m;
                MatrixImport::load(path, MatrixImportRequest{}, m, &error);
            }
            return error.replace(path, QStringLiteral("FILE"));
        };
        switchTo("en");
        const QString english = problem();
        QVERIFY(!english.isEmpty());
        switchTo("ja");
        const QString japanese = problem();
        switchTo("en");
        QVERIFY2(japanese != english, qPrintable(japanese));
        QStringList words = englishWords(japanese);
        words.removeIf([&](const QString &w) { return kept.contains(w, Qt::CaseInsensitive); });
        QVERIFY2(words.isEmpty(),
                 qPrintable(japanese + QStringLiteral("\nEnglish: ") + words.join(u' ')));
    }
};

QTEST_MAIN(TestIssueWording)
#include "tst_issuewording.moc"
