#pragma once

#include "exportableplot.h"

#include <QCoreApplication>
#include <QPointer>
#include <QRectF>

#include <vector>

class Document;

/// The step-by-step computation of the selected head as a figure for papers and slides:
/// a title, then the stages in rows by group (inputs and projections, scores to weights,
/// the output), each a labelled matrix (StagePanel), joined by arrows from stage to stage
/// and from the end of a row to the start of the next. Every stage is shown, whatever the
/// view reveals in step mode; no buttons, hints or selection. A group too wide for the
/// figure's proportions wraps onto more rows; the whole is laid out at its natural size and
/// scaled down uniformly to fit, never cut.
class StepsFigure : public ExportablePlot
{
    Q_DECLARE_TR_FUNCTIONS(StepsFigure)
public:
    /// The figure of `document`'s selected head; the document must outlive the figure.
    explicit StepsFigure(const Document *document);

    QString exportTitle() const override;
    QSize preferredSize() const override;
    void render(QCPPainter &painter, const QSize &size, const PlotRenderOptions &options) override;

    /// Where render() at `size` puts things, in the figure's coordinates.
    struct Placement
    {
        QRectF title;
        std::vector<QRectF> stages; ///< one per stage, in order
        double scale = 1;           ///< of the natural layout (at most 1)
    };
    Placement placement(const QSize &size, const PlotRenderOptions &options = {}) const;

    /// Empty margin kept at every side of the figure, in its coordinates.
    static constexpr double margin = 12;

private:
    QPointer<const Document> m_document;
};
