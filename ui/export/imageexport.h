#pragma once

#include "exportableplot.h"

#include <QImage>
#include <QSize>
#include <QString>

#include <optional>

class QMimeData;

/// The size and look of an exported figure.
///
/// Sizes are in pixels at `dpi`: a PNG is exactly pixelSize; an SVG or PDF page measures
/// pixelSize / dpi inches (so 1600 x 1200 at 200 dpi is 20.32 x 15.24 cm in every format).
/// The plot is laid out at pixelSize * 96 / dpi logical pixels, so fonts keep their point
/// size on paper and a higher DPI gives a sharper, not a smaller-lettered, figure.
struct ImageExportSettings
{
    QSize pixelSize{1600, 1200};
    double dpi = 192;
    PlotRenderOptions options;
    /// The labels' size on the page in points (PlotStyle's tick font); 0: as on screen.
    /// Applied from the window by FigureLook.
    double fontPoints = 0;
    /// Decimals of the numbers printed; -1: each view's own. Applied by FigureLook.
    int decimals = -1;
};

/// Writes figures as PNG (with its DPI in the file), SVG (QSvgGenerator) and PDF
/// (QPdfWriter, page = the figure); puts them on the clipboard.
class ImageExport
{
public:
    enum class Format
    {
        Png,
        Svg,
        Pdf
    };

    static constexpr double minDpi = 10;
    static constexpr double maxDpi = 2400;
    static constexpr int maxPixels = 20000; ///< per side

    /// By suffix (.png, .svg, .pdf, case-insensitive); nullopt for anything else.
    static std::optional<Format> formatOf(const QString &path);
    static QString suffix(Format format);
    static QString fileFilter();

    /// The size the plot is laid out at: pixelSize * 96 / dpi, at least 1 x 1.
    static QSize logicalSize(const ImageExportSettings &settings);
    /// Pixels for a length in centimetres at `dpi`.
    static int pixelsFromCentimetres(double centimetres, double dpi);
    static double centimetresFromPixels(int pixels, double dpi);
    /// Empty when the settings are usable, else a sentence saying what is wrong.
    static QString checkSettings(const ImageExportSettings &settings);
    /// checkSettings, and for a PDF a page within the format's limit (maxPdfPageInches a
    /// side: readers refuse larger pages).
    static QString checkSettings(const ImageExportSettings &settings, Format format);
    static constexpr double maxPdfPageInches = 200;

    /// The figure as an image of exactly pixelSize with dotsPerMeter set from the DPI.
    static QImage renderImage(ExportablePlot &plot, const ImageExportSettings &settings);
    /// The figure as an SVG document (text as <text>, small heatmaps as rectangles).
    static QByteArray renderSvg(ExportablePlot &plot, const ImageExportSettings &settings);

    /// Writes `path` atomically in `format`; on failure returns false and sets `error`.
    static bool save(ExportablePlot &plot, const QString &path, Format format,
                     const ImageExportSettings &settings, QString *error);
    /// As above with the format taken from the suffix.
    static bool save(ExportablePlot &plot, const QString &path, const ImageExportSettings &settings,
                     QString *error);

    /// Image (PNG) and SVG of the figure, for the clipboard or drag and drop.
    static QMimeData *mimeData(ExportablePlot &plot, const ImageExportSettings &settings);
    /// Puts mimeData() on the system clipboard.
    static void copyToClipboard(ExportablePlot &plot, const ImageExportSettings &settings);

private:
    static bool savePdf(ExportablePlot &plot, QIODevice *device,
                        const ImageExportSettings &settings);
};
