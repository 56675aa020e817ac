#include "imageexport.h"

#include "pdftextmap.h"

#include <qcustomplot.h>

#include <QBuffer>
#include <QClipboard>
#include <QFileInfo>
#include <QGuiApplication>
#include <QMimeData>
#include <QPdfWriter>
#include <QSaveFile>
#include <QSvgGenerator>

#include <algorithm>
#include <cmath>

namespace {

constexpr double kLogicalDpi = 96.0;
constexpr double kMetresPerInch = 0.0254;

void beginExport(QCPPainter &painter, bool vector)
{
    painter.setMode(QCPPainter::pmNoCaching);
    painter.setMode(QCPPainter::pmVectorized, vector);
}

} // namespace

std::optional<ImageExport::Format> ImageExport::formatOf(const QString &path)
{
    const QString suffix = QFileInfo(path).suffix().toLower();
    if (suffix == QLatin1String("png"))
        return Format::Png;
    if (suffix == QLatin1String("svg"))
        return Format::Svg;
    if (suffix == QLatin1String("pdf"))
        return Format::Pdf;
    return std::nullopt;
}

QString ImageExport::suffix(Format format)
{
    switch (format) {
    case Format::Png:
        return QStringLiteral("png");
    case Format::Svg:
        return QStringLiteral("svg");
    case Format::Pdf:
        return QStringLiteral("pdf");
    }
    return QString();
}

QString ImageExport::fileFilter()
{
    return QStringLiteral("PNG image (*.png);;SVG vector image (*.svg);;PDF document (*.pdf)");
}

QSize ImageExport::logicalSize(const ImageExportSettings &settings)
{
    const double factor = kLogicalDpi / settings.dpi;
    return QSize(std::max(1, int(std::lround(settings.pixelSize.width() * factor))),
                 std::max(1, int(std::lround(settings.pixelSize.height() * factor))));
}

int ImageExport::pixelsFromCentimetres(double centimetres, double dpi)
{
    return int(std::lround(centimetres / 2.54 * dpi));
}

double ImageExport::centimetresFromPixels(int pixels, double dpi)
{
    return pixels / dpi * 2.54;
}

QString ImageExport::checkSettings(const ImageExportSettings &settings)
{
    if (!std::isfinite(settings.dpi) || settings.dpi < minDpi || settings.dpi > maxDpi)
        return QStringLiteral("the resolution must be between %1 and %2 dpi")
            .arg(minDpi)
            .arg(maxDpi);
    const QSize size = settings.pixelSize;
    if (size.width() < 1 || size.height() < 1 || size.width() > maxPixels ||
        size.height() > maxPixels)
        return QStringLiteral("width and height must be between 1 and %1 pixels").arg(maxPixels);
    // Laid out below a few dozen logical pixels a plot has no room for its own axes.
    const QSize logical = logicalSize(settings);
    if (logical.width() < 50 || logical.height() < 50)
        return QStringLiteral("%1 x %2 pixels at %3 dpi is too small to hold a plot (at least "
                              "%4 x %4 pixels at this resolution)")
            .arg(size.width())
            .arg(size.height())
            .arg(settings.dpi)
            .arg(int(std::ceil(50 * settings.dpi / kLogicalDpi)));
    return QString();
}

QString ImageExport::checkSettings(const ImageExportSettings &settings, Format format)
{
    const QString problem = checkSettings(settings);
    if (!problem.isEmpty() || format != Format::Pdf)
        return problem;
    const double inches =
        std::max(settings.pixelSize.width(), settings.pixelSize.height()) / settings.dpi;
    if (inches > maxPdfPageInches)
        return QStringLiteral("%1 x %2 pixels at %3 dpi makes a PDF page %4 in (%5 m) on its "
                              "longer side; a PDF page is at most %6 in (5.08 m): raise the "
                              "resolution to at least %7 dpi or make the figure smaller")
            .arg(settings.pixelSize.width())
            .arg(settings.pixelSize.height())
            .arg(settings.dpi)
            .arg(QString::number(inches, 'f', 0))
            .arg(QString::number(inches * 0.0254, 'f', 1))
            .arg(maxPdfPageInches)
            .arg(int(std::ceil(std::max(settings.pixelSize.width(), settings.pixelSize.height()) /
                               maxPdfPageInches)));
    return QString();
}

QImage ImageExport::renderImage(ExportablePlot &plot, const ImageExportSettings &settings)
{
    const QSize logical = logicalSize(settings);
    QImage image(settings.pixelSize, QImage::Format_ARGB32_Premultiplied);
    image.fill(settings.options.transparentBackground ? Qt::transparent : Qt::white);
    // Painted at 96 dpi so point-sized fonts measure as the layout expects; the real DPI
    // is written once the painting is done.
    const int logicalDpm = int(std::lround(kLogicalDpi / kMetresPerInch));
    image.setDotsPerMeterX(logicalDpm);
    image.setDotsPerMeterY(logicalDpm);
    {
        QCPPainter painter(&image);
        beginExport(painter, false);
        painter.scale(double(settings.pixelSize.width()) / logical.width(),
                      double(settings.pixelSize.height()) / logical.height());
        PlotRenderOptions options = settings.options;
        options.vector = false;
        plot.render(painter, logical, options);
    }
    const int dpm = int(std::lround(settings.dpi / kMetresPerInch));
    image.setDotsPerMeterX(dpm);
    image.setDotsPerMeterY(dpm);
    return image;
}

QByteArray ImageExport::renderSvg(ExportablePlot &plot, const ImageExportSettings &settings)
{
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    const QSize logical = logicalSize(settings);
    QSvgGenerator generator;
    generator.setOutputDevice(&buffer);
    // Logical pixels at 96 per inch: the width and height attributes come out in mm.
    generator.setResolution(int(kLogicalDpi));
    generator.setSize(logical);
    generator.setViewBox(QRect(QPoint(0, 0), logical));
    generator.setTitle(plot.exportTitle());
    generator.setDescription(QStringLiteral("Attention Lab"));
    {
        QCPPainter painter(&generator);
        beginExport(painter, true);
        PlotRenderOptions options = settings.options;
        options.vector = true;
        plot.render(painter, logical, options);
    }
    return buffer.data();
}

bool ImageExport::savePdf(ExportablePlot &plot, QIODevice *device,
                          const ImageExportSettings &settings)
{
    const QSize logical = logicalSize(settings);
    QBuffer buffer; // the text map is mended before the file is written
    buffer.open(QIODevice::WriteOnly);
    QPdfWriter writer(&buffer);
    writer.setCreator(QStringLiteral("Attention Lab"));
    writer.setTitle(plot.exportTitle());
    // The page is the figure: pixelSize / dpi inches, in points.
    const QSizeF points(settings.pixelSize.width() * 72.0 / settings.dpi,
                        settings.pixelSize.height() * 72.0 / settings.dpi);
    writer.setPageLayout(
        QPageLayout(QPageSize(points, QPageSize::Point, QString(), QPageSize::ExactMatch),
                    QPageLayout::Portrait, QMarginsF(0, 0, 0, 0)));
    writer.setResolution(int(kLogicalDpi));
    QCPPainter painter;
    if (!painter.begin(&writer))
        return false;
    beginExport(painter, true);
    // Maps the logical layout exactly onto the page, whatever rounding the page size had.
    painter.setWindow(QRect(QPoint(0, 0), logical));
    PlotRenderOptions options = settings.options;
    options.vector = true;
    plot.render(painter, logical, options);
    if (!painter.end())
        return false;
    QByteArray pdf = buffer.data();
    PdfTextMap::restoreUnifiedIdeographs(pdf);
    return device->write(pdf) == pdf.size();
}

bool ImageExport::save(ExportablePlot &plot, const QString &path, Format format,
                       const ImageExportSettings &settings, QString *error)
{
    const QString problem = checkSettings(settings, format);
    if (!problem.isEmpty()) {
        if (error)
            *error = problem;
        return false;
    }
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly)) {
        if (error)
            *error = QStringLiteral("cannot write %1: %2").arg(path, file.errorString());
        return false;
    }
    bool ok = false;
    switch (format) {
    case Format::Png:
        ok = renderImage(plot, settings).save(&file, "PNG");
        break;
    case Format::Svg:
        ok = file.write(renderSvg(plot, settings)) >= 0;
        break;
    case Format::Pdf:
        ok = savePdf(plot, &file, settings);
        break;
    }
    if (!ok || !file.commit()) {
        if (error)
            *error = QStringLiteral("cannot write %1: %2")
                         .arg(path, ok ? file.errorString() : QStringLiteral("drawing failed"));
        if (!ok)
            file.cancelWriting();
        return false;
    }
    return true;
}

bool ImageExport::save(ExportablePlot &plot, const QString &path,
                       const ImageExportSettings &settings, QString *error)
{
    const std::optional<Format> format = formatOf(path);
    if (!format) {
        if (error)
            *error = QStringLiteral("%1: unknown image type '.%2' (use .png, .svg or .pdf)")
                         .arg(path, QFileInfo(path).suffix());
        return false;
    }
    return save(plot, path, *format, settings, error);
}

QMimeData *ImageExport::mimeData(ExportablePlot &plot, const ImageExportSettings &settings)
{
    auto *data = new QMimeData;
    data->setImageData(renderImage(plot, settings));
    // Inkscape, LibreOffice and browsers take the vector form when they can.
    data->setData(QStringLiteral("image/svg+xml"), renderSvg(plot, settings));
    return data;
}

void ImageExport::copyToClipboard(ExportablePlot &plot, const ImageExportSettings &settings)
{
    QGuiApplication::clipboard()->setMimeData(mimeData(plot, settings));
}
