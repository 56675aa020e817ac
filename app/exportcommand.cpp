#include "exportcommand.h"

#include "document.h"
#include "exportarguments.h"
#include "figureexport.h"
#include "headlesscommands.h"
#include "matrixexport.h"
#include "scenariosource.h"
#include "tracearchive.h"
#include "tracematrix.h"

#include <QFileInfo>
#include <QTextStream>

#include <optional>

namespace {

int exportNumbers(const Document &document, const ExportOptions &options, int head,
                  const QString &out)
{
    const attn::AttentionTrace &trace = document.trace();
    QString error;
    if (options.trace) {
        const QString suffix = QFileInfo(out).suffix().toLower();
        if (suffix != QLatin1String("npz") && suffix != QLatin1String("json"))
            return exportFail(QStringLiteral("--trace writes .npz or .json, not '%1'").arg(out));
        if (!TraceArchive::save(out, trace, &error))
            return exportFail(error, ExitFailure);
        return ExitOk;
    }
    const QString name = options.values.value(QStringLiteral("--matrix"));
    const std::optional<TraceMatrix::Kind> kind = TraceMatrix::fromName(name);
    if (!kind) {
        QStringList names;
        for (TraceMatrix::Kind k : TraceMatrix::kinds())
            names << TraceMatrix::name(k);
        return exportFail(QStringLiteral("unknown matrix '%1' (one of %2)")
                              .arg(name, names.join(QStringLiteral(", "))));
    }
    if (!MatrixExport::formatOf(out))
        return exportFail(QStringLiteral("--matrix writes .csv, .json or .npy, not '%1'").arg(out));
    attn::Matrix matrix;
    QStringList rowLabels, columnLabels;
    if (!TraceMatrix::extract(trace, *kind, head, matrix, rowLabels, columnLabels, &error))
        return exportFail(error);
    if (!MatrixExport::save(out, matrix, rowLabels, columnLabels, name, &error))
        return exportFail(error, ExitFailure);
    return ExitOk;
}

int run(QStringList args)
{
    ExportOptions options = takeExportOptions(args);
    const QString out = options.values.value(QStringLiteral("--out"));
    const bool image = options.values.contains(QStringLiteral("--view"));
    const bool matrix = options.values.contains(QStringLiteral("--matrix"));
    if (int(image) + int(matrix) + int(options.trace) != 1)
        return exportFail(
            QStringLiteral("say what to export: one of --view V, --matrix NAME or --trace"));
    if (out.isEmpty())
        return exportFail(QStringLiteral("--out OUT names the file to write"));
    if (!image) {
        for (const char *imageOnly : {"--width", "--height", "--dpi", "--query", "--format",
                                      "--colour-map", "--font-size", "--heads", "--decimals"})
            if (options.values.contains(QLatin1String(imageOnly)))
                return exportFail(
                    QStringLiteral("%1 applies to --view only").arg(QLatin1String(imageOnly)));
        if (options.transparent || options.noValues || options.noTitle || options.noColourBar)
            return exportFail(QStringLiteral("--transparent, --no-values, --no-title and "
                                             "--no-colour-bar apply to --view only"));
    }

    ScenarioSource source;
    QString error;
    if (!source.parse(args, &error))
        return exportFail(error);
    if (!args.isEmpty())
        return exportFail(QStringLiteral("unexpected argument '%1'").arg(args.first()));
    attn::Scenario scenario;
    if (!source.load(scenario, &error))
        return exportFail(error);

    int head = 0, query = 0;
    for (const auto &[option, target] :
         {std::pair{"--head", &head}, std::pair{"--query", &query}}) {
        const QString text = options.values.value(QLatin1String(option));
        if (text.isEmpty())
            continue;
        const std::optional<int> value = parsePositive(text);
        if (!value)
            return exportFail(QStringLiteral("%1 takes a number from 1, not '%2'")
                                  .arg(QLatin1String(option), text));
        *target = *value - 1;
    }

    Document document;
    document.resetScenario(scenario, source.path());
    // From 2^20 scores on the document computes in the background; there is no window to
    // keep answering here, so take the result as soon as it is in.
    document.waitForComputation();
    if (!document.issues().empty() || !document.hasTrace()) {
        QStringList lines;
        for (const attn::ValidationIssue &issue : document.issues())
            lines << QString::fromStdString(issue.message);
        return exportFail(QStringLiteral("invalid scenario:\n") + lines.join(QLatin1Char('\n')));
    }
    const attn::AttentionTrace &trace = document.trace();
    if (head >= int(trace.heads.size()))
        return exportFail(QStringLiteral("--head %1: the scenario has %2 head(s)")
                              .arg(head + 1)
                              .arg(trace.heads.size()));
    if (query >= int(trace.queryLabels.size()))
        return exportFail(QStringLiteral("--query %1: the scenario has %2 queries")
                              .arg(query + 1)
                              .arg(trace.queryLabels.size()));
    document.setSelection(head, query, -1);
    options.modelLayer = source.modelLayer();
    return image ? exportFigures(document, options, out)
                 : exportNumbers(document, options, head, out);
}

} // namespace

int runExportCommand(QStringList args)
{
    try {
        return run(std::move(args));
    } catch (const BadArguments &bad) {
        return exportFail(bad.message);
    }
}

QString exportUsageText()
{
    return QStringLiteral(
        "  attention-lab export FILE.json | --preset ID --view VIEW --out OUT.png|svg|pdf\n"
        "        [--head N] [--query I] [--width W] [--height H] [--dpi D]\n"
        "        [--transparent] [--no-values] [--colour-map MAP] [--font-size PT]\n"
        "        [--heads N,M,...] [--decimals N] [--no-title] [--no-colour-bar]\n"
        "                                            render a view without a window\n"
        "        VIEW: heatmap, heads (every head), bars, output, plane (2-D), steps,\n"
        "        lines (query to key lines of the head), graph (attention over a graph)\n"
        "        MAP: viridis (default), cividis, magma, greyscale (scores grey too)\n"
        "        PT: the labels' size in points on the page (default 12)\n"
        "        --heads: the heads the figure of every head shows, in that order\n"
        "        --decimals: of the numbers in cells, on bars and beside outputs (0-6)\n"
        "  attention-lab export FILE.json | --preset ID --view all --out FOLDER\n"
        "        [--format png|svg|pdf] [the options above]\n"
        "                                            every view, FOLDER/VIEW.png (made if\n"
        "                                            missing), the paths written on stdout\n"
        "        W, H: pixels, or a length such as 12cm, 90mm, 4in (at D dpi, default 192);\n"
        "        an SVG or PDF page measures W/D x H/D inches\n"
        "  attention-lab export FILE.json | --preset ID --matrix NAME [--head N]\n"
        "        --out OUT.csv|json|npy       write one matrix of the trace at full precision\n"
        "        NAME: weights, scores, scaled, tempered, q, k, v, head-output, output,\n"
        "        concatenated\n"
        "  attention-lab export FILE.json | --preset ID --trace --out OUT.npz|json\n"
        "                                            write the whole trace\n"
        "        Instead of FILE.json or --preset: --model DIR --text \"...\" --layer L, that\n"
        "        layer of the model run on the text (every head; --head N picks one)\n"
        "        N, I and L count from 1.\n");
}
