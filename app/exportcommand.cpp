#include "exportcommand.h"

#include "colormap.h"
#include "document.h"
#include "exportableplot.h"
#include "headlesscommands.h"
#include "headsgridview.h"
#include "heatmapview.h"
#include "imageexport.h"
#include "matrixexport.h"
#include "outputview.h"
#include "planeview.h"
#include "plotstyle.h"
#include "scenariosource.h"
#include "softmaxbarsview.h"
#include "stepbystepview.h"
#include "tracearchive.h"
#include "tracematrix.h"

#include <QDir>
#include <QFileInfo>
#include <QHash>
#include <QRegularExpression>
#include <QTextStream>

#include <algorithm>
#include <cmath>
#include <functional>
#include <memory>
#include <optional>

namespace {

/// Thrown nowhere: every problem is a message and exit status 2.
struct BadArguments
{
    QString message;
};

int fail(const QString &message, int status = ExitBadInput)
{
    QTextStream(stderr) << "attention-lab export: " << message << Qt::endl;
    return status;
}

using ViewFactory = std::function<QWidget *(Document *)>;

/// The views `--view` can name, and whether they exist in this build.
struct ViewChoice
{
    QString name;
    ViewFactory make; ///< empty: not available yet
    QSize logicalSize;
};

QList<ViewChoice> viewChoices()
{
    return {
        {QStringLiteral("heatmap"), [](Document *d) { return new HeatmapView(d); }, {800, 600}},
        {QStringLiteral("heads"), [](Document *d) { return new HeadsGridView(d); }, {1000, 700}},
        {QStringLiteral("bars"), [](Document *d) { return new SoftmaxBarsView(d); }, {900, 600}},
        {QStringLiteral("output"), [](Document *d) { return new OutputView(d); }, {800, 500}},
        {QStringLiteral("plane"), [](Document *d) { return new PlaneView(d); }, {700, 700}},
        {QStringLiteral("steps"), [](Document *d) { return new StepByStepView(d); }, {1400, 900}},
    };
}

/// "1600", "1600px", "12cm", "120mm", "4.5in" -> pixels at `dpi`.
std::optional<int> parseLength(const QString &text, double dpi)
{
    static const QRegularExpression pattern(
        QStringLiteral("^\\s*([0-9]+(?:\\.[0-9]+)?)\\s*(px|cm|mm|in)?\\s*$"));
    const QRegularExpressionMatch match = pattern.match(text);
    if (!match.hasMatch())
        return std::nullopt;
    const double value = match.captured(1).toDouble();
    const QString unit = match.captured(2);
    double pixels = value;
    if (unit == QLatin1String("cm"))
        pixels = value / 2.54 * dpi;
    else if (unit == QLatin1String("mm"))
        pixels = value / 25.4 * dpi;
    else if (unit == QLatin1String("in"))
        pixels = value * dpi;
    else if (value != std::floor(value))
        return std::nullopt;
    if (!(pixels >= 1 && pixels <= ImageExport::maxPixels))
        return std::nullopt;
    return int(std::lround(pixels));
}

std::optional<int> parsePositive(const QString &text)
{
    bool ok = false;
    const int value = text.toInt(&ok);
    if (!ok || value < 1)
        return std::nullopt;
    return value;
}

/// The options of the command, taken out of the argument list.
struct ExportOptions
{
    QHash<QString, QString> values; ///< "--view" -> "heatmap", ...
    bool transparent = false;
    bool noValues = false;
    bool trace = false;
};

ExportOptions takeOptions(QStringList &args)
{
    static const QStringList withValue = {
        QStringLiteral("--view"),       QStringLiteral("--head"),      QStringLiteral("--query"),
        QStringLiteral("--out"),        QStringLiteral("--width"),     QStringLiteral("--height"),
        QStringLiteral("--dpi"),        QStringLiteral("--matrix"),    QStringLiteral("--format"),
        QStringLiteral("--colour-map"), QStringLiteral("--font-size"), QStringLiteral("--heads"),
    };
    ExportOptions options;
    QStringList rest;
    for (qsizetype i = 0; i < args.size(); ++i) {
        const QString &arg = args.at(i);
        if (withValue.contains(arg)) {
            if (i + 1 >= args.size() || args.at(i + 1).startsWith(QLatin1String("--")))
                throw BadArguments{QStringLiteral("%1 needs a value").arg(arg)};
            if (options.values.contains(arg))
                throw BadArguments{QStringLiteral("%1 is given twice").arg(arg)};
            options.values.insert(arg, args.at(++i));
        } else if (arg == QLatin1String("--transparent")) {
            options.transparent = true;
        } else if (arg == QLatin1String("--no-values")) {
            options.noValues = true;
        } else if (arg == QLatin1String("--trace")) {
            options.trace = true;
        } else if (arg == QLatin1String("--preset")) {
            rest << arg; // ScenarioSource takes it with its value
            if (i + 1 < args.size())
                rest << args.at(++i);
        } else if (arg.startsWith(QLatin1Char('-'))) {
            throw BadArguments{QStringLiteral("unknown option '%1' (see --help)").arg(arg)};
        } else {
            rest << arg;
        }
    }
    args = rest;
    return options;
}

int exportNumbers(const Document &document, const ExportOptions &options, int head,
                  const QString &out)
{
    const attn::AttentionTrace &trace = document.trace();
    QString error;
    if (options.trace) {
        const QString suffix = QFileInfo(out).suffix().toLower();
        if (suffix != QLatin1String("npz") && suffix != QLatin1String("json"))
            return fail(QStringLiteral("--trace writes .npz or .json, not '%1'").arg(out));
        if (!TraceArchive::save(out, trace, &error))
            return fail(error, ExitFailure);
        return ExitOk;
    }
    const QString name = options.values.value(QStringLiteral("--matrix"));
    const std::optional<TraceMatrix::Kind> kind = TraceMatrix::fromName(name);
    if (!kind) {
        QStringList names;
        for (TraceMatrix::Kind k : TraceMatrix::kinds())
            names << TraceMatrix::name(k);
        return fail(QStringLiteral("unknown matrix '%1' (one of %2)")
                        .arg(name, names.join(QStringLiteral(", "))));
    }
    if (!MatrixExport::formatOf(out))
        return fail(QStringLiteral("--matrix writes .csv, .json or .npy, not '%1'").arg(out));
    attn::Matrix matrix;
    QStringList rowLabels, columnLabels;
    if (!TraceMatrix::extract(trace, *kind, head, matrix, rowLabels, columnLabels, &error))
        return fail(error);
    if (!MatrixExport::save(out, matrix, rowLabels, columnLabels, name, &error))
        return fail(error, ExitFailure);
    return ExitOk;
}

/// The settings of a figure of `choice` in `format` from the options, or the exit status of
/// the problem (its message printed).
int figureSettings(const ExportOptions &options, const ViewChoice &choice,
                   ImageExport::Format format, ImageExportSettings &settings)
{
    settings.options.transparentBackground = options.transparent;
    settings.options.showValues = !options.noValues;
    if (options.values.contains(QStringLiteral("--dpi"))) {
        bool ok = false;
        settings.dpi = options.values.value(QStringLiteral("--dpi")).toDouble(&ok);
        if (!ok || !(settings.dpi >= ImageExport::minDpi && settings.dpi <= ImageExport::maxDpi))
            return fail(QStringLiteral("--dpi must be a number from %1 to %2")
                            .arg(ImageExport::minDpi)
                            .arg(ImageExport::maxDpi));
    }
    const QSize natural = choice.logicalSize * (settings.dpi / 96.0);
    const QString width = options.values.value(QStringLiteral("--width"));
    const QString height = options.values.value(QStringLiteral("--height"));
    // 0 = not given; parseLength never returns less than 1.
    int w = width.isEmpty() ? 0 : parseLength(width, settings.dpi).value_or(-1);
    int h = height.isEmpty() ? 0 : parseLength(height, settings.dpi).value_or(-1);
    if (w < 0)
        return fail(QStringLiteral("--width '%1' is not a size (e.g. 1600, 1600px, 12cm, 4in; "
                                   "at most %2 pixels)")
                        .arg(width)
                        .arg(ImageExport::maxPixels));
    if (h < 0)
        return fail(QStringLiteral("--height '%1' is not a size (e.g. 1200, 1200px, 9cm, 3in; "
                                   "at most %2 pixels)")
                        .arg(height)
                        .arg(ImageExport::maxPixels));
    // One side given: the other keeps the view's proportions.
    if (w > 0 && h == 0)
        h = std::max(1, int(std::lround(double(w) * natural.height() / natural.width())));
    if (h > 0 && w == 0)
        w = std::max(1, int(std::lround(double(h) * natural.width() / natural.height())));
    settings.pixelSize = w > 0 ? QSize(w, h) : natural;
    const QString problem = ImageExport::checkSettings(settings, format);
    return problem.isEmpty() ? ExitOk : fail(problem);
}

/// `--heads 1,3`: the heads a figure of every head shows (from 0, in the order given), empty
/// for all of them; nullopt (message printed) for anything but distinct heads the trace has.
std::optional<std::vector<int>> chosenHeads(const ExportOptions &options, int headCount)
{
    const QString text = options.values.value(QStringLiteral("--heads"));
    if (text.isEmpty())
        return std::vector<int>{};
    std::vector<int> heads;
    for (const QString &part : text.split(u',')) {
        const std::optional<int> head = parsePositive(part.trimmed());
        if (!head || *head > headCount) {
            fail(QStringLiteral("--heads takes head numbers from 1 to %1 separated by commas "
                                "(e.g. 1,3), not '%2'")
                     .arg(headCount)
                     .arg(text));
            return std::nullopt;
        }
        if (std::find(heads.begin(), heads.end(), *head - 1) != heads.end()) {
            fail(QStringLiteral("--heads names head %1 twice").arg(*head));
            return std::nullopt;
        }
        heads.push_back(*head - 1);
    }
    return heads;
}

int writeFigure(Document &document, const ViewChoice &choice, const ImageExportSettings &settings,
                const std::vector<int> &heads, const QString &out)
{
    std::unique_ptr<QWidget> view(choice.make(&document));
    if (auto *grid = qobject_cast<HeadsGridView *>(view.get()))
        grid->setShownHeads(heads);
    std::unique_ptr<ExportablePlot> plot = ExportablePlot::forWidget(view.get());
    if (!plot)
        return fail(QStringLiteral("view '%1' cannot be exported").arg(choice.name), ExitFailure);
    QString error;
    if (!ImageExport::save(*plot, out, settings, &error))
        return fail(error, ExitFailure);
    return ExitOk;
}

/// `--view all`: a figure of every view, DIR/VIEW.FORMAT, in a folder made if missing; every
/// figure's settings are checked before the first is written.
int exportEveryView(Document &document, const ExportOptions &options, const std::vector<int> &heads,
                    const QString &folder)
{
    const QString formatName =
        options.values.value(QStringLiteral("--format"), QStringLiteral("png"));
    const std::optional<ImageExport::Format> format =
        ImageExport::formatOf(QStringLiteral("figure.") + formatName);
    if (!format)
        return fail(QStringLiteral("--format is png, svg or pdf, not '%1'").arg(formatName));
    const QFileInfo info(folder);
    if (info.exists() && !info.isDir())
        return fail(QStringLiteral("--out '%1' is a file; --view all writes a folder of figures")
                        .arg(folder));
    QList<std::pair<ViewChoice, ImageExportSettings>> figures;
    for (const ViewChoice &choice : viewChoices()) {
        if (!choice.make)
            continue;
        ImageExportSettings settings;
        if (const int status = figureSettings(options, choice, *format, settings); status != ExitOk)
            return status;
        figures.append({choice, settings});
    }
    if (!QDir().mkpath(folder))
        return fail(QStringLiteral("cannot make the folder '%1'").arg(folder), ExitFailure);
    QTextStream written(stdout);
    for (const auto &[choice, settings] : std::as_const(figures)) {
        const QString out = QDir(folder).filePath(choice.name + u'.' + formatName.toLower());
        if (const int status = writeFigure(document, choice, settings, heads, out);
            status != ExitOk)
            return status;
        written << out << Qt::endl;
    }
    return ExitOk;
}

/// `--colour-map NAME`: the weights' gradient; greyscale also turns the signed scores grey,
/// for print in black and white. False (message printed) for an unknown name.
bool applyColourMap(const ExportOptions &options)
{
    const QString name = options.values.value(QStringLiteral("--colour-map"));
    if (name.isEmpty())
        return true;
    static const QList<std::pair<QString, ColorMap::WeightsMap>> maps = {
        {QStringLiteral("viridis"), ColorMap::WeightsMap::Viridis},
        {QStringLiteral("cividis"), ColorMap::WeightsMap::Cividis},
        {QStringLiteral("magma"), ColorMap::WeightsMap::Magma},
        {QStringLiteral("greyscale"), ColorMap::WeightsMap::Greyscale},
    };
    QStringList names;
    for (const auto &[known, map] : maps) {
        names << known;
        if (name == known) {
            ColorMap::setWeightsMap(map);
            if (map == ColorMap::WeightsMap::Greyscale)
                ColorMap::setScoresMap(ColorMap::ScoresMap::Greyscale);
            return true;
        }
    }
    fail(QStringLiteral("unknown colour map '%1' (one of %2)")
             .arg(name, names.join(QStringLiteral(", "))));
    return false;
}

/// `--font-size PT`: the labels (token names, axis titles) at PT points on the page; the
/// title, the numbers and the notes keep their proportion to them. False (message printed)
/// for anything but a number from kLeastFontSize to kMostFontSize.
bool applyFontSize(const ExportOptions &options)
{
    constexpr double kLeastFontSize = 4, kMostFontSize = 48;
    const QString text = options.values.value(QStringLiteral("--font-size"));
    if (text.isEmpty())
        return true;
    bool ok = false;
    const double points = text.toDouble(&ok);
    if (!ok || !(points >= kLeastFontSize && points <= kMostFontSize)) {
        fail(QStringLiteral("--font-size is the labels' size in points, from %1 to %2, not '%3'")
                 .arg(kLeastFontSize)
                 .arg(kMostFontSize)
                 .arg(text));
        return false;
    }
    PlotStyle::setFontScale(points / PlotStyle::tickFont().pointSizeF());
    return true;
}

int exportImage(Document &document, const ExportOptions &options, const QString &out)
{
    if (!applyColourMap(options) || !applyFontSize(options))
        return ExitBadInput;
    const QString viewName = options.values.value(QStringLiteral("--view"));
    if (options.values.contains(QStringLiteral("--heads")) && viewName != QLatin1String("heads") &&
        viewName != QLatin1String("all"))
        return fail(QStringLiteral("--heads applies to --view heads (and all) only"));
    const std::optional<std::vector<int>> heads =
        chosenHeads(options, int(document.trace().heads.size()));
    if (!heads)
        return ExitBadInput;
    if (viewName == QLatin1String("all"))
        return exportEveryView(document, options, *heads, out);
    if (options.values.contains(QStringLiteral("--format")))
        return fail(QStringLiteral("--format applies to --view all only (the suffix of --out "
                                   "says the format of one figure)"));
    const QList<ViewChoice> choices = viewChoices();
    const auto choice = std::find_if(choices.begin(), choices.end(),
                                     [&](const ViewChoice &c) { return c.name == viewName; });
    if (choice == choices.end()) {
        QStringList names;
        for (const ViewChoice &c : choices)
            names << c.name;
        return fail(QStringLiteral("unknown view '%1' (one of %2, or all)")
                        .arg(viewName, names.join(QStringLiteral(", "))));
    }
    if (!choice->make)
        return fail(QStringLiteral("view '%1' is not available yet").arg(viewName));
    const std::optional<ImageExport::Format> format = ImageExport::formatOf(out);
    if (!format)
        return fail(QStringLiteral("--view writes .png, .svg or .pdf, not '%1'").arg(out));
    ImageExportSettings settings;
    if (const int status = figureSettings(options, *choice, *format, settings); status != ExitOk)
        return status;
    return writeFigure(document, *choice, settings, *heads, out);
}

int run(QStringList args)
{
    const ExportOptions options = takeOptions(args);
    const QString out = options.values.value(QStringLiteral("--out"));
    const bool image = options.values.contains(QStringLiteral("--view"));
    const bool matrix = options.values.contains(QStringLiteral("--matrix"));
    if (int(image) + int(matrix) + int(options.trace) != 1)
        return fail(
            QStringLiteral("say what to export: one of --view V, --matrix NAME or --trace"));
    if (out.isEmpty())
        return fail(QStringLiteral("--out OUT names the file to write"));
    if (!image) {
        for (const char *imageOnly : {"--width", "--height", "--dpi", "--query", "--format",
                                      "--colour-map", "--font-size", "--heads"})
            if (options.values.contains(QLatin1String(imageOnly)))
                return fail(
                    QStringLiteral("%1 applies to --view only").arg(QLatin1String(imageOnly)));
        if (options.transparent || options.noValues)
            return fail(QStringLiteral("--transparent and --no-values apply to --view only"));
    }

    ScenarioSource source;
    QString error;
    if (!source.parse(args, &error))
        return fail(error);
    if (!args.isEmpty())
        return fail(QStringLiteral("unexpected argument '%1'").arg(args.first()));
    attn::Scenario scenario;
    if (!source.load(scenario, &error))
        return fail(error);

    int head = 0, query = 0;
    for (const auto &[option, target] :
         {std::pair{"--head", &head}, std::pair{"--query", &query}}) {
        const QString text = options.values.value(QLatin1String(option));
        if (text.isEmpty())
            continue;
        const std::optional<int> value = parsePositive(text);
        if (!value)
            return fail(QStringLiteral("%1 takes a number from 1, not '%2'")
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
        return fail(QStringLiteral("invalid scenario:\n") + lines.join(QLatin1Char('\n')));
    }
    const attn::AttentionTrace &trace = document.trace();
    if (head >= int(trace.heads.size()))
        return fail(QStringLiteral("--head %1: the scenario has %2 head(s)")
                        .arg(head + 1)
                        .arg(trace.heads.size()));
    if (query >= int(trace.queryLabels.size()))
        return fail(QStringLiteral("--query %1: the scenario has %2 queries")
                        .arg(query + 1)
                        .arg(trace.queryLabels.size()));
    document.setSelection(head, query, -1);
    return image ? exportImage(document, options, out)
                 : exportNumbers(document, options, head, out);
}

} // namespace

int runExportCommand(QStringList args)
{
    try {
        return run(std::move(args));
    } catch (const BadArguments &bad) {
        return fail(bad.message);
    }
}

QString exportUsageText()
{
    return QStringLiteral(
        "  attention-lab export FILE.json | --preset ID --view VIEW --out OUT.png|svg|pdf\n"
        "        [--head N] [--query I] [--width W] [--height H] [--dpi D]\n"
        "        [--transparent] [--no-values] [--colour-map MAP] [--font-size PT]\n"
        "        [--heads N,M,...]\n"
        "                                            render a view without a window\n"
        "        VIEW: heatmap, heads (every head), bars, output, plane (2-D), steps\n"
        "        MAP: viridis (default), cividis, magma, greyscale (scores grey too)\n"
        "        PT: the labels' size in points on the page (default 12)\n"
        "        --heads: the heads the figure of every head shows, in that order\n"
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
        "        N and I count from 1.\n");
}
