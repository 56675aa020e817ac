#include "permutecommand.h"

#include "attentionengine.h"
#include "graphpermutation.h"
#include "headlesscommands.h"
#include "scenariojsonnames.h"
#include "scenariosource.h"

#include <QTextStream>

namespace {

int fail(const QString &message)
{
    QTextStream(stderr) << "attention-lab: permute: " << message << Qt::endl;
    return ExitBadInput;
}

/// Takes `--name VALUE` out of `args`; false when the name is there without a value.
bool takeOption(QStringList &args, const QString &name, QString &value)
{
    const qsizetype at = args.indexOf(name);
    if (at < 0)
        return true;
    if (at + 1 >= args.size())
        return false;
    value = args.at(at + 1);
    args.remove(at, 2);
    return true;
}

/// "2,0,1" (0-based) into an order; empty on anything that is not a list of integers.
std::vector<int> parseOrder(const QString &text)
{
    std::vector<int> order;
    for (const QString &part : text.split(QLatin1Char(','))) {
        bool ok = false;
        const int index = part.trimmed().toInt(&ok);
        if (!ok)
            return {};
        order.push_back(index);
    }
    return order;
}

QString row(const attn::Matrix &m, Eigen::Index r)
{
    QStringList numbers;
    for (Eigen::Index c = 0; c < m.cols(); ++c)
        numbers << QString::number(m(r, c), 'f', 6);
    return QStringLiteral("[") + numbers.join(QStringLiteral(", ")) + QStringLiteral("]");
}

} // namespace

int runPermuteCommand(QStringList args)
{
    QString seedText = QStringLiteral("1");
    QString orderText;
    QString maskText;
    if (!takeOption(args, QStringLiteral("--seed"), seedText) ||
        !takeOption(args, QStringLiteral("--order"), orderText) ||
        !takeOption(args, QStringLiteral("--mask"), maskText))
        return fail(QStringLiteral("--seed, --order and --mask each need a value"));
    ScenarioSource source;
    QString error;
    if (!source.parse(args, &error))
        return fail(error);
    if (!args.isEmpty())
        return fail(QStringLiteral("unexpected argument '%1'").arg(args.first()));
    attn::Scenario scenario;
    if (!source.load(scenario, &error))
        return fail(error);
    if (scenario.mode != attn::InputMode::SelfAttention)
        return fail(QStringLiteral("the scenario is not self-attention: only the tokens of "
                                   "self-attention (a graph's nodes) can be shuffled"));
    if (!maskText.isEmpty()) {
        const auto mask = ScenarioJsonNames::valueOf(ScenarioJsonNames::kMasks, maskText);
        if (!mask)
            return fail(QStringLiteral("--mask: expected one of %1")
                            .arg(ScenarioJsonNames::allNames(ScenarioJsonNames::kMasks)));
        scenario.mask = *mask;
        if (*mask == attn::MaskKind::ValidLength && scenario.validLength <= 0)
            scenario.validLength = std::max(1, int(scenario.tokens.rows()) / 2);
    }
    const int n = int(scenario.tokens.rows());
    bool seedOk = false;
    const std::uint64_t seed = seedText.toULongLong(&seedOk);
    if (!seedOk)
        return fail(
            QStringLiteral("--seed: expected a non-negative integer, found '%1'").arg(seedText));
    const std::vector<int> order =
        orderText.isEmpty() ? attn::randomPermutation(n, seed) : parseOrder(orderText);
    if (!attn::isPermutation(order, n))
        return fail(QStringLiteral("--order: expected each of 0 to %1 once, separated by commas")
                        .arg(n - 1));

    const attn::Scenario shuffled = attn::permutedTokens(scenario, order);
    attn::AttentionEngine original;
    attn::AttentionEngine permuted;
    const attn::ValidationIssues issues = original.run(scenario);
    if (!issues.empty())
        return fail(QStringLiteral("invalid scenario: %1")
                        .arg(QString::fromStdString(issues.front().message)));
    if (!permuted.run(shuffled).empty())
        return fail(QStringLiteral("the shuffled scenario is invalid"));

    const attn::Matrix &before = original.trace().output;
    const attn::Matrix &after = permuted.trace().output;
    std::vector<int> newPlace(order.size());
    for (std::size_t r = 0; r < order.size(); ++r)
        newPlace[std::size_t(order[r])] = int(r);
    QTextStream out(stdout);
    out << "New order (0-based; new place r holds old token order[r]):";
    for (int index : order)
        out << ' ' << index;
    out << "\nMask: " << ScenarioJsonNames::nameOf(ScenarioJsonNames::kMasks, scenario.mask)
        << "\n\n";
    double worst = 0;
    for (int i = 0; i < n; ++i) {
        const int r = newPlace[std::size_t(i)];
        const double difference = (after.row(r) - before.row(i)).cwiseAbs().maxCoeff();
        worst = std::max(worst, difference);
        out << QString::fromStdString(original.trace().queryLabels[std::size_t(i)]) << "  (" << i
            << " -> " << r << ")\n"
            << "  before, row " << i << ": " << row(before, i) << "\n"
            << "  after,  row " << r << ": " << row(after, r) << "\n"
            << "  largest difference: " << difference << "\n";
    }
    out << "\n";
    if (worst <= 1e-12)
        out << "Equivariant: every output row moved with its token, unchanged (largest "
               "difference "
            << worst << ").\n";
    else
        out << "Not equivariant: outputs changed by up to " << worst
            << ". The mask is a rule on positions, not on tokens, so shuffling the tokens "
               "changed what each one may see.\n";
    return ExitOk;
}
