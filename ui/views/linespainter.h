#pragma once

#include "linesgeometry.h"
#include "linesstrokes.h"
#include "trace.h"

#include <QCoreApplication>
#include <QFont>
#include <QSize>
#include <QString>
#include <QStringList>

#include <vector>

class QPainter;

/// Paints the Lines view onto any painter (the screen, a PNG, an SVG, a PDF): a title, the
/// columns' headings, the query and key names, the lines of LinesStrokes in their heads'
/// colours (HeadColours), a legend of the heads when several are drawn, and a caption that
/// says how to read the lines and what a long sequence leaves out (LinesStrokes' rule,
/// names thinned by LinesGeometry). Knows no widget: LinesView hands it a Scene.
class LinesPainter
{
    Q_DECLARE_TR_FUNCTIONS(LinesPainter)
public:
    /// What to draw.
    struct Scene
    {
        const attn::AttentionTrace *trace = nullptr;
        std::vector<int> heads; ///< the heads drawn, in that order
        bool everyHead = false; ///< "Every head" (colours per head, a legend)
        int selectedQuery = 0;
        int hoveredQuery = -1;
        int hoveredKey = -1;
        bool figure = false; ///< a figure: no hints for the mouse
        bool showTitle = true;
        QString title;
        int headerReserve = 0; ///< width kept free at the title's right (the view's check box)
    };

    explicit LinesPainter(const Scene &scene);

    /// Lays the columns out for `size` into `geometry` (also for the view's hit tests).
    void layOut(const QSize &size, LinesGeometry &geometry) const;
    /// Paints the whole figure into (0, 0, size), laid out into `geometry`.
    void paint(QPainter &painter, const QSize &size, LinesGeometry &geometry) const;
    /// Whether every line is drawn (LinesStrokes::drawsEveryLine) for this scene.
    bool drawsEveryLine() const;
    /// The lines drawn as the scene stands.
    std::vector<LinesStrokes::Stroke> strokes() const;
    /// The caption's paragraphs for `geometry` as laid out.
    QStringList caption(const LinesGeometry &geometry) const;
    /// The height of the header (the title's line) above the columns' headings.
    static int headerHeight();

private:
    /// layOut() with the names in m_nameFont.
    void layOutWith(const QSize &size, LinesGeometry &geometry) const;
    /// Whether query `query` attends to nothing: every key masked, or a row of zeros in
    /// every head drawn (imported weights).
    bool rowMasked(int query) const;
    int queries() const;
    int keys() const;
    QString queryName(int i) const;
    QString keyName(int j) const;
    /// caption(), without the hint for the mouse where it would take more than two lines.
    QStringList fittedCaption(const LinesGeometry &geometry, int width) const;
    int captionHeight(const QStringList &caption, int width) const;
    int legendHeight() const;
    void paintNames(QPainter &painter, const LinesGeometry &geometry) const;
    void paintLegend(QPainter &painter, const QRect &room) const;

    Scene m_scene;
    mutable QFont m_nameFont; ///< the names' font as last laid out
};
