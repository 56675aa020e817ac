// The status bar speaks the window's language: validation issues name fields as the user
// knows them ("W_V of head 1", "the number of heads"), never the engine's paths
// ("heads[0].wv", "headCount"), and a long message is readable whole (it wraps).
#include "document.h"
#include "fieldnames.h"
#include "mainwindow.h"
#include "parameterpanel.h"
#include "projectionfactory.h"
#include "statusinfo.h"
#include "validation.h"

#include <QLabel>
#include <QRegularExpression>
#include <QSpinBox>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTest>

#include <limits>

namespace {

/// Self-attention over 4 tokens of d_model = 3, one head with identity projections.
attn::Scenario threeWide()
{
    attn::Scenario s;
    s.mode = attn::InputMode::SelfAttention;
    s.tokens = attn::Matrix::Identity(4, 3);
    s.queryLabels = {"a", "b", "c", "d"};
    s.projectionInit = attn::ProjectionInit::Identity;
    attn::refreshProjections(s);
    return s;
}

/// An engine path left in user-facing text: an index in brackets or a camelCase field.
bool namesAnEnginePath(const QString &text)
{
    static const QRegularExpression path(QStringLiteral(
        R"(\[\d+\]|\b(headCount|keyDim|valueDim|outputDim|customScale|additiveHidden|)"
        R"(queryLabels|keyLabels|validLength|customMask|outputProjection|importedWeights|)"
        R"(sourceTokens)\b)"));
    return text.contains(path);
}

QLabel *warningsLabel(MainWindow &window)
{
    for (QLabel *label : window.statusInfo()->findChildren<QLabel *>()) {
        if (label->text().startsWith(QStringLiteral("Not computed")))
            return label;
    }
    return nullptr;
}

} // namespace

class TestStatusInfo : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void namesFields_data();
    void namesFields();
    void rewordsMessages_data();
    void rewordsMessages();
    void everyIssueOfTheEngineIsReworded();
    void headsThatDoNotDivideAreNamedPlainly();
    void longMessageIsReadableWhole();
};

void TestStatusInfo::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
}

void TestStatusInfo::namesFields_data()
{
    QTest::addColumn<QString>("field");
    QTest::addColumn<QString>("name");
    QTest::newRow("W_V of the first head") << "heads[0].wv" << "W_V of head 1";
    QTest::newRow("W_Q of the third head") << "heads[2].wq" << "W_Q of head 3";
    QTest::newRow("additive key matrix") << "heads[1].additiveK" << "A_k of head 2";
    QTest::newRow("head weight") << "heads[0].combineWeight" << "the weight of head 1";
    QTest::newRow("head count") << "headCount" << "the number of heads";
    QTest::newRow("d_k") << "keyDim" << "d_k per head";
    QTest::newRow("W_O") << "outputProjection" << "W_O";
    QTest::newRow("imported head") << "importedWeights[1]" << "the imported weights of head 2";
    QTest::newRow("tokens") << "tokens" << "X (the tokens)";
    QTest::newRow("unknown stays") << "somethingNew" << "somethingNew";
}

void TestStatusInfo::namesFields()
{
    QFETCH(QString, field);
    QFETCH(QString, name);
    QCOMPARE(FieldNames::name(field), name);
}

void TestStatusInfo::rewordsMessages_data()
{
    QTest::addColumn<QString>("message");
    QTest::addColumn<QString>("reworded");
    QTest::newRow("projection, symbol dropped")
        << "heads[0].wv (W_V) has 3 rows but the tokens have 4 components; it must be 4 x d"
        << "W_V of head 1 has 3 rows but the tokens have 4 components; it must be 4 x d";
    QTest::newRow("two heads compared")
        << "heads[1].wv gives values of width 2 but heads[0].wv gives 1"
        << "W_V of head 2 gives values of width 2 but W_V of head 1 gives 1";
    QTest::newRow("setting in the middle, d_model kept")
        << "d_model (3) is not divisible by headCount (2), so d_k = d_model / h; or set keyDim"
        << "d_model (3) is not divisible by the number of heads (2), so d_k = d_model / h; or "
           "set d_k per head";
    QTest::newRow("matrix as subject, plain words kept")
        << "values has 3 rows but keys has 4; every key needs exactly one value"
        << "V (the values) has 3 rows but K (the keys) has 4; every key needs exactly one value";
    QTest::newRow("capital at the start")
        << "validLength is 9; it must be between 1 and the number of keys (4)"
        << "The valid length L is 9; it must be between 1 and the number of keys (4)";
}

void TestStatusInfo::rewordsMessages()
{
    QFETCH(QString, message);
    QFETCH(QString, reworded);
    QCOMPARE(FieldNames::reword(message), reworded);
}

void TestStatusInfo::everyIssueOfTheEngineIsReworded()
{
    // Scenarios that make the engine name many different fields.
    attn::Scenario wrongShapes = threeWide();
    wrongShapes.projectionInit = attn::ProjectionInit::Explicit;
    wrongShapes.headCount = 2;
    wrongShapes.heads.resize(2);
    wrongShapes.heads[0].wv = attn::Matrix::Zero(2, 1);
    wrongShapes.heads[1].wq = attn::Matrix::Zero(3, 5);
    wrongShapes.outputProjection = attn::Matrix::Zero(7, 1);
    wrongShapes.keyDim = -1;
    wrongShapes.queryLabels = {"a"};
    wrongShapes.mask = attn::MaskKind::ValidLength;
    wrongShapes.validLength = 9;
    wrongShapes.scaling = attn::ScalingKind::Custom;
    wrongShapes.customScale = std::numeric_limits<double>::infinity();
    attn::Scenario imported;
    imported.mode = attn::InputMode::ImportedWeights;
    imported.importedWeights = {attn::Matrix::Constant(2, 2, 0.5), attn::Matrix::Zero(3, 2)};
    imported.headCount = 3;
    int issues = 0;
    for (const attn::Scenario &s : {wrongShapes, imported}) {
        for (const attn::ValidationIssue &issue : attn::validate(s)) {
            const QString text = FieldNames::reword(QString::fromStdString(issue.message));
            QVERIFY2(!namesAnEnginePath(text), qPrintable(text));
            ++issues;
        }
    }
    QVERIFY(issues >= 8);
}

void TestStatusInfo::headsThatDoNotDivideAreNamedPlainly()
{
    // The reported case: 2 heads when d_model = 3, chosen with the heads spin box.
    MainWindow window;
    window.document()->resetScenario(threeWide());
    window.parameterPanel()->headCountSpin()->setValue(2);
    QVERIFY(!window.document()->issues().empty());
    const QStringList lines = StatusInfo::describeIssues(*window.document());
    for (const QString &line : lines)
        QVERIFY2(!namesAnEnginePath(line) && !line.contains(QStringLiteral("heads[")),
                 qPrintable(line));
    QVERIFY2(lines.join(QLatin1Char('\n')).contains(QStringLiteral("the number of heads")),
             qPrintable(lines.join(QLatin1Char('\n'))));
    QCOMPARE(window.statusInfo()->warningsText(), lines.join(QLatin1Char('\n')));
}

void TestStatusInfo::longMessageIsReadableWhole()
{
    // At the smallest supported width, with a scenario whose first issue is long.
    MainWindow window;
    window.resize(1024, 768);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    attn::Scenario s = threeWide();
    s.projectionInit = attn::ProjectionInit::Explicit;
    s.heads[0].wk = attn::Matrix::Zero(3, 2); // W_Q gives width 3: the long dot-product issue
    window.document()->resetScenario(s);
    QCoreApplication::processEvents();
    QLabel *label = warningsLabel(window);
    QVERIFY(label);
    QVERIFY2(label->text().size() > 100, qPrintable(label->text()));
    QTRY_VERIFY(label->isVisible());
    // The whole text is on screen: on one line, or wrapped into as many as it needs.
    const bool fits = label->sizeHint().width() <= label->width();
    const bool wraps = label->wordWrap() && label->height() >= label->heightForWidth(label->width());
    QVERIFY2(fits || wraps, qPrintable(QStringLiteral("%1 px of text in %2 x %3 px")
                                           .arg(label->sizeHint().width())
                                           .arg(label->width())
                                           .arg(label->height())));
    const QRect inWindow(label->mapTo(&window, QPoint(0, 0)), label->size());
    QVERIFY(window.rect().contains(inWindow));
}

QTEST_MAIN(TestStatusInfo)
#include "tst_statusinfo.moc"
