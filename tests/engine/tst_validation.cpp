// Every broken scenario is answered with an issue naming the field, and nothing else.
#include "attentionengine.h"
#include "scenariobuilders.h"
#include "validation.h"

#include <QTest>

#include <functional>
#include <limits>

using namespace attn;
using namespace builders;

Q_DECLARE_METATYPE(attn::Scenario)

namespace {

constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();
constexpr double kInf = std::numeric_limits<double>::infinity();

QString describe(const ValidationIssues &issues)
{
    QStringList lines;
    for (const ValidationIssue &i : issues)
        lines << QString::fromStdString(i.field + ": " + i.message);
    return lines.join(QLatin1Char('\n'));
}

Scenario selfAttention(int heads = 2)
{
    return randomMultiHead(InputMode::SelfAttention, 4, 4, 8, heads, 3);
}

Scenario with(Scenario s, const std::function<void(Scenario &)> &edit)
{
    edit(s);
    return s;
}

} // namespace

class TestValidation : public QObject
{
    Q_OBJECT

private slots:
    void validScenariosHaveNoIssues_data();
    void validScenariosHaveNoIssues();
    void brokenScenarioNamesField_data();
    void brokenScenarioNamesField();
    void everyProblemIsReported();
    void engineRefusesInvalidScenario();
};

void TestValidation::validScenariosHaveNoIssues_data()
{
    QTest::addColumn<Scenario>("scenario");
    QTest::newRow("sleepy child") << sleepyChild();
    QTest::newRow("T = 0") << sleepyChild(0.0);
    QTest::newRow("T = inf") << sleepyChild(kInf);
    QTest::newRow("self, 2 heads") << selfAttention();
    QTest::newRow("cross, 5 heads") << randomMultiHead(InputMode::CrossAttention, 3, 6, 10, 5, 1);
    QTest::newRow("explicit, 3 heads of 8") << with(selfAttention(1), [](Scenario &s) {
        s.projectionInit = ProjectionInit::Explicit;
        s.headCount = 3; // not a divisor of 8, but explicit matrices need none
        refreshProjections(s);
        // Head 0 keeps its 8 value columns, the new heads get 8 / 3 = 2 each.
        s.outputProjection = seededNormal(12, 8, 5, 1.0);
    });
    QTest::newRow("random, keyDim and valueDim set") << with(selfAttention(3), [](Scenario &s) {
        s.keyDim = 2;
        s.valueDim = 5;
        refreshProjections(s);
    });
    QTest::newRow("additive, widths differ")
        << with(direct(rows({{1, 2}}), rows({{1, 2, 3}, {4, 5, 6}})), [](Scenario &s) {
               s.score = ScoreKind::Additive;
               refreshProjections(s);
           });
}

void TestValidation::validScenariosHaveNoIssues()
{
    QFETCH(Scenario, scenario);
    const ValidationIssues issues = validate(scenario);
    QVERIFY2(issues.empty(), qPrintable(describe(issues)));
}

void TestValidation::brokenScenarioNamesField_data()
{
    QTest::addColumn<Scenario>("scenario");
    QTest::addColumn<QString>("field");
    QTest::addColumn<QString>("fragment"); // a word the message must contain

    const Scenario child = sleepyChild();
    const Scenario self = selfAttention();
    const auto add = [](const char *name, const Scenario &s, const char *field,
                        const char *fragment) {
        QTest::newRow(name) << s << QString::fromLatin1(field) << QString::fromLatin1(fragment);
    };

    add("empty queries", with(child, [](Scenario &s) { s.queries.resize(0, 3); }), "queries",
        "empty");
    add("empty tokens", with(self, [](Scenario &s) { s.tokens.resize(0, 0); }), "tokens", "empty");
    add("values rows", with(child, [](Scenario &s) { s.values.conservativeResize(5, 1); }),
        "values", "rows");
    add("q vs k widths", with(direct(rows({{1, 2}}), rows({{1, 2, 3}})), [](Scenario &) {}),
        "heads[0].wk", "dot-product");
    add("wq rows", with(child, [](Scenario &s) { s.heads[0].wq = Matrix::Identity(2, 3); }),
        "heads[0].wq", "rows");
    add("wv rows of head 1", with(self, [](Scenario &s) { s.heads[1].wv.resize(7, 4); }),
        "heads[1].wv", "8");
    add("NaN query", with(child, [](Scenario &s) { s.queries(0, 2) = kNaN; }), "queries",
        "row 1, column 3");
    add("infinite key", with(child, [](Scenario &s) { s.keys(4, 1) = -kInf; }), "keys", "infinity");
    add("NaN in projection", with(self, [](Scenario &s) { s.heads[1].wq(2, 1) = kNaN; }),
        "heads[1].wq", "NaN");
    add("NaN in W_O", with(self, [](Scenario &s) { s.outputProjection(0, 0) = kNaN; }),
        "outputProjection", "NaN");
    add("negative temperature", with(child, [](Scenario &s) { s.temperature = -0.5; }),
        "temperature", ">= 0");
    add("NaN temperature", with(child, [](Scenario &s) { s.temperature = kNaN; }), "temperature",
        "nan");
    add("custom scale infinite",
        with(child,
             [](Scenario &s) {
                 s.scaling = ScalingKind::Custom;
                 s.customScale = kInf;
             }),
        "customScale", "finite");
    add("valid length 0",
        with(child,
             [](Scenario &s) {
                 s.mask = MaskKind::ValidLength;
                 s.validLength = 0;
             }),
        "validLength", "between 1 and");
    add("valid length 7 of 6",
        with(child,
             [](Scenario &s) {
                 s.mask = MaskKind::ValidLength;
                 s.validLength = 7;
             }),
        "validLength", "6");
    add("custom mask shape",
        with(child,
             [](Scenario &s) {
                 s.mask = MaskKind::Custom;
                 s.customMask = BoolMatrix::Constant(1, 5, true);
             }),
        "customMask", "1 x 6");
    add("query labels",
        with(child,
             [](Scenario &s) {
                 s.queryLabels = {"a", "b"};
             }),
        "queryLabels", "2 labels");
    add("key labels", with(child, [](Scenario &s) { s.keyLabels.pop_back(); }), "keyLabels",
        "6 keys");
    // Labels of 10 MB each kept the window black for 104 s and took 19 GB.
    add("label of 10 MB",
        with(child, [](Scenario &s) { s.keyLabels[2] = std::string(10 * 1024 * 1024, 'x'); }),
        "keyLabels", "keyLabels[2] is 10485760 bytes long; a label is at most 1000 bytes");
    add("label of 1001 bytes",
        with(child, [](Scenario &s) { s.queryLabels[0] = std::string(1001, 'q'); }), "queryLabels",
        "at most 1000 bytes");
    add("too many tokens",
        with(child,
             [](Scenario &s) {
                 s.keys = Matrix::Zero(kMaxTokens + 1, 3);
                 s.values = Matrix::Zero(kMaxTokens + 1, 1);
             }),
        "keys", "rows");
    add("too wide",
        with(child, [](Scenario &s) { s.queries = Matrix::Zero(1, kMaxDimension + 1); }), "queries",
        "columns");
    add("too many heads", with(self, [](Scenario &s) { s.headCount = kMaxHeads + 1; }), "headCount",
        "between 1 and");
    add("zero heads", with(self, [](Scenario &s) { s.headCount = 0; }), "headCount", "0");
    add("heads size", with(self, [](Scenario &s) { s.heads.pop_back(); }), "heads", "headCount");
    add("d_model not divisible", with(self, [](Scenario &s) { s.headCount = 3; }), "headCount",
        "not divisible");
    add("negative keyDim", with(self, [](Scenario &s) { s.keyDim = -2; }), "keyDim", "-2");
    add("W_O rows", with(self, [](Scenario &s) { s.outputProjection.resize(5, 8); }),
        "outputProjection", "concatenated");
    add("W_O no columns", with(self, [](Scenario &s) { s.outputProjection.resize(8, 0); }),
        "outputProjection", "d_out");
    add("weighted sum, d_v differ",
        with(self,
             [](Scenario &s) {
                 s.combination = HeadCombination::WeightedSum;
                 s.heads[1].wv = Matrix::Identity(8, 3);
             }),
        "heads[1].wv", "equal d_v");
    add("combine weight NaN",
        with(self,
             [](Scenario &s) {
                 s.combination = HeadCombination::WeightedSum;
                 s.heads[0].combineWeight = kNaN;
             }),
        "heads[0].combineWeight", "finite");
    const Scenario additive = with(self, [](Scenario &s) {
        s.score = ScoreKind::Additive;
        refreshProjections(s);
    });
    add("additive A_q shape",
        with(additive, [](Scenario &s) { s.heads[0].additiveQ.resize(3, 4); }),
        "heads[0].additiveQ", "3 x 4");
    add("additive A_k shape",
        with(additive, [](Scenario &s) { s.heads[1].additiveK.resize(4, 2); }),
        "heads[1].additiveK", "4 x 2");
    add("additive w_v empty", with(additive, [](Scenario &s) { s.heads[0].additiveV.resize(0); }),
        "heads[0].additiveV", "hidden");
    add("cross source empty",
        with(randomMultiHead(InputMode::CrossAttention, 2, 3, 4, 1, 1),
             [](Scenario &s) { s.sourceTokens.resize(0, 4); }),
        "sourceTokens", "empty");
}

void TestValidation::brokenScenarioNamesField()
{
    QFETCH(Scenario, scenario);
    QFETCH(QString, field);
    QFETCH(QString, fragment);
    const ValidationIssues issues = validate(scenario);
    QVERIFY2(!issues.empty(), "no issue reported");
    const auto match = std::find_if(issues.begin(), issues.end(), [&](const ValidationIssue &i) {
        return QString::fromStdString(i.field) == field;
    });
    QVERIFY2(match != issues.end(), qPrintable(describe(issues)));
    QVERIFY2(QString::fromStdString(match->message).contains(fragment, Qt::CaseInsensitive),
             qPrintable(describe(issues)));
    // Each issue names a field and says something, made from a template the window can
    // translate (every %n of which has its argument).
    for (const ValidationIssue &i : issues) {
        QVERIFY(!i.field.empty() && i.message.size() > 10);
        QVERIFY2(!i.text.templ.empty(), i.message.c_str());
        QCOMPARE(i.message, i.text.format());
        for (char n = '1'; n <= '9'; ++n)
            if (i.text.templ.find(std::string{'%', n}) != std::string::npos)
                QVERIFY2(std::size_t(n - '1') < i.text.args.size(), i.message.c_str());
    }
}

void TestValidation::everyProblemIsReported()
{
    Scenario s = sleepyChild();
    s.temperature = -1;
    s.queries(0, 0) = kNaN;
    s.mask = MaskKind::ValidLength;
    s.validLength = 9;
    s.keyLabels = {"only one"};
    const ValidationIssues issues = validate(s);
    QStringList fields;
    for (const ValidationIssue &i : issues)
        fields << QString::fromStdString(i.field);
    fields.sort();
    QCOMPARE(fields, (QStringList{QStringLiteral("keyLabels"), QStringLiteral("queries"),
                                  QStringLiteral("temperature"), QStringLiteral("validLength")}));

    // A matrix full of NaN gives one issue, not one per entry.
    Scenario nan = selfAttention();
    nan.tokens.setConstant(kNaN);
    const ValidationIssues nanIssues = validate(nan);
    QCOMPARE(nanIssues.size(), std::size_t(1));
    QVERIFY(nanIssues.front().message.find("32") != std::string::npos);
}

void TestValidation::engineRefusesInvalidScenario()
{
    AttentionEngine engine;
    QVERIFY(engine.run(sleepyChild()).empty());
    const AttentionTrace before = engine.trace();
    Scenario broken = sleepyChild();
    broken.heads[0].wk.resize(2, 3);
    const ValidationIssues issues = engine.run(broken);
    QVERIFY(!issues.empty());
    QCOMPARE(engine.trace().output, before.output);
    QCOMPARE(engine.trace().heads.front().weights, before.heads.front().weights);
}

QTEST_APPLESS_MAIN(TestValidation)
#include "tst_validation.moc"
