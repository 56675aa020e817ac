#include "figureexport.h"

#include "colormap.h"
#include "document.h"
#include "exportableplot.h"
#include "exportarguments.h"
#include "graphview.h"
#include "headsgridview.h"
#include "heatmapview.h"
#include "imageexport.h"
#include "linesview.h"
#include "outputview.h"
#include "planeview.h"
#include "plotstyle.h"
#include "softmaxbarsview.h"
#include "stepbystepview.h"

#include <QDir>
#include <QFileInfo>
#include <QTextStream>

#include <algorithm>
#include <cmath>
#include <functional>
#include <memory>
#include <optional>
#include <vector>

namespace {

using ViewFactory = std::function<QWidget *(Document *)>;

/// The views `--view` can name, and whether they exist in this build.
struct ViewChoice
{
    QString name;
    ViewFactory make; ///< empty: not available yet
    QSize logicalSize;
};

/// `layer`: the model layer the scenario is (the heatmap's title names it), -1: none.
QList<ViewChoice> viewChoices(int layer)
{
    const auto heatmap = [layer](Document *d) {
        auto *view = new HeatmapView(d);
        view->setLayer(layer);
        return view;
    };
    return {
        {QStringLiteral("heatmap"), heatmap, {800, 600}},
        {QStringLiteral("heads"), [](Document *d) { return new HeadsGridView(d); }, {1000, 700}},
        {QStringLiteral("bars"), [](Document *d) { return new SoftmaxBarsView(d); }, {900, 600}},
        {QStringLiteral("output"), [](Document *d) { return new OutputView(d); }, {800, 500}},
        {QStringLiteral("plane"), [](Document *d) { return new PlaneView(d); }, {700, 700}},
        {QStringLiteral("steps"), [](Document *d) { return new StepByStepView(d); }, {1400, 900}},
        {QStringLiteral("lines"), [](Document *d) { return new LinesView(d); }, {900, 700}},
        {QStringLiteral("graph"), [](Document *d) { return new GraphView(d); }, {800, 700}},
    };
}

/// The settings of a figure of `choice` in `format` from the options, or the exit status of
/// the problem (its message printed).
int figureSettings(const ExportOptions &options, const ViewChoice &choice,
                   ImageExport::Format format, ImageExportSettings &settings)
{
    settings.options.transparentBackground = options.transparent;
    settings.options.showValues = !options.noValues;
    settings.options.showTitle = !options.noTitle;
    settings.options.showColourScale = !options.noColourBar;
    if (options.values.contains(QStringLiteral("--dpi"))) {
        bool ok = false;
        settings.dpi = options.values.value(QStringLiteral("--dpi")).toDouble(&ok);
        if (!ok || !(settings.dpi >= ImageExport::minDpi && settings.dpi <= ImageExport::maxDpi))
            return exportFail(QStringLiteral("--dpi must be a number from %1 to %2")
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
        return exportFail(
            QStringLiteral("--width '%1' is not a size (e.g. 1600, 1600px, 12cm, 4in; "
                           "at most %2 pixels)")
                .arg(width)
                .arg(ImageExport::maxPixels));
    if (h < 0)
        return exportFail(
            QStringLiteral("--height '%1' is not a size (e.g. 1200, 1200px, 9cm, 3in; "
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
    return problem.isEmpty() ? ExitOk : exportFail(problem);
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
            exportFail(QStringLiteral("--heads takes head numbers from 1 to %1 separated by commas "
                                      "(e.g. 1,3), not '%2'")
                           .arg(headCount)
                           .arg(text));
            return std::nullopt;
        }
        if (std::find(heads.begin(), heads.end(), *head - 1) != heads.end()) {
            exportFail(QStringLiteral("--heads names head %1 twice").arg(*head));
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
        return exportFail(QStringLiteral("view '%1' cannot be exported").arg(choice.name),
                          ExitFailure);
    QString error;
    if (!ImageExport::save(*plot, out, settings, &error))
        return exportFail(error, ExitFailure);
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
        return exportFail(QStringLiteral("--format is png, svg or pdf, not '%1'").arg(formatName));
    const QFileInfo info(folder);
    if (info.exists() && !info.isDir())
        return exportFail(
            QStringLiteral("--out '%1' is a file; --view all writes a folder of figures")
                .arg(folder));
    QList<std::pair<ViewChoice, ImageExportSettings>> figures;
    for (const ViewChoice &choice : viewChoices(options.modelLayer)) {
        if (!choice.make)
            continue;
        // A sequence has no graph to draw: its figure would be a sentence.
        if (choice.name == QLatin1String("graph") && document.scenario().graph.empty())
            continue;
        ImageExportSettings settings;
        if (const int status = figureSettings(options, choice, *format, settings); status != ExitOk)
            return status;
        figures.append({choice, settings});
    }
    if (!QDir().mkpath(folder))
        return exportFail(QStringLiteral("cannot make the folder '%1'").arg(folder), ExitFailure);
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
    exportFail(QStringLiteral("unknown colour map '%1' (one of %2)")
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
        exportFail(
            QStringLiteral("--font-size is the labels' size in points, from %1 to %2, not '%3'")
                .arg(kLeastFontSize)
                .arg(kMostFontSize)
                .arg(text));
        return false;
    }
    PlotStyle::setFontScale(PlotStyle::fontScaleFor(points));
    return true;
}

/// `--decimals N`: the numbers in cells, on bars and beside output components with N
/// decimals. False (message printed) for anything but a whole number from 0 to kMostDecimals.
bool applyDecimals(const ExportOptions &options)
{
    constexpr int kMostDecimals = 6;
    const QString text = options.values.value(QStringLiteral("--decimals"));
    if (text.isEmpty())
        return true;
    bool ok = false;
    const int decimals = text.toInt(&ok);
    if (!ok || decimals < 0 || decimals > kMostDecimals) {
        exportFail(QStringLiteral("--decimals is a whole number from 0 to %1, not '%2'")
                       .arg(kMostDecimals)
                       .arg(text));
        return false;
    }
    PlotStyle::setDecimals(decimals);
    return true;
}

} // namespace

int exportFigures(Document &document, const ExportOptions &options, const QString &out)
{
    if (!applyColourMap(options) || !applyFontSize(options) || !applyDecimals(options))
        return ExitBadInput;
    const QString viewName = options.values.value(QStringLiteral("--view"));
    if (options.values.contains(QStringLiteral("--heads")) && viewName != QLatin1String("heads") &&
        viewName != QLatin1String("all"))
        return exportFail(QStringLiteral("--heads applies to --view heads (and all) only"));
    const std::optional<std::vector<int>> heads =
        chosenHeads(options, int(document.trace().heads.size()));
    if (!heads)
        return ExitBadInput;
    if (viewName == QLatin1String("all"))
        return exportEveryView(document, options, *heads, out);
    if (options.values.contains(QStringLiteral("--format")))
        return exportFail(QStringLiteral("--format applies to --view all only (the suffix of --out "
                                         "says the format of one figure)"));
    const QList<ViewChoice> choices = viewChoices(options.modelLayer);
    const auto choice = std::find_if(choices.begin(), choices.end(),
                                     [&](const ViewChoice &c) { return c.name == viewName; });
    if (choice == choices.end()) {
        QStringList names;
        for (const ViewChoice &c : choices)
            names << c.name;
        return exportFail(QStringLiteral("unknown view '%1' (one of %2, or all)")
                              .arg(viewName, names.join(QStringLiteral(", "))));
    }
    if (!choice->make)
        return exportFail(QStringLiteral("view '%1' is not available yet").arg(viewName));
    if (viewName == QLatin1String("graph") && document.scenario().graph.empty())
        return exportFail(QStringLiteral("--view graph needs a scenario with a graph (this one is "
                                         "a sequence)"));
    const std::optional<ImageExport::Format> format = ImageExport::formatOf(out);
    if (!format)
        return exportFail(QStringLiteral("--view writes .png, .svg or .pdf, not '%1'").arg(out));
    ImageExportSettings settings;
    if (const int status = figureSettings(options, *choice, *format, settings); status != ExitOk)
        return status;
    return writeFigure(document, *choice, settings, *heads, out);
}
