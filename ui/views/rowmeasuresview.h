#pragma once

#include "document.h"

#include <QStringList>
#include <QVector>
#include <QWidget>

class HeatmapView;

/// Beside the heatmap, level with its rows: each query's entropy H = -sum_j a_j ln a_j (from
/// the trace) as a bar from 0 (all weight on one key: sharp) to ln(visible keys) (uniform:
/// diffuse), with the number and the key of the largest weight.
class RowMeasuresView : public QWidget
{
    Q_OBJECT
public:
    RowMeasuresView(Document *document, HeatmapView *heatmap, QWidget *parent = nullptr);

    /// Per query row of the selected head, as drawn.
    QVector<double> entropies() const;
    /// Entropy divided by its largest possible value ln(visible keys), in [0, 1].
    QVector<double> sharpness() const;
    /// Per row, the key with the largest weight, or "tie: a, b" / "tie of n" where keys
    /// share it (see LargestWeight::describe()).
    QStringList argmaxLabels() const;
    /// The y (this widget's coordinates) of row `row`'s centre, as the heatmap draws it.
    int rowCentre(int row) const;

    /// One pixel row of bars where the rows outnumber the pixels: the mean sharpness() of
    /// the rows drawn at y, and whether the selected query is one of them.
    struct PixelRow
    {
        int y = 0;
        double share = 0.0;
        bool selected = false;
    };
    /// Rows with centres `y` (in row order, so rows on one pixel are neighbours) merged per
    /// pixel.
    static QVector<PixelRow> pixelRows(const QVector<int> &y, const QVector<double> &share,
                                       int selected);

    /// As wide as the heading in the plots' fonts (they grow in presentation mode).
    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    int head() const;

    Document *m_document;
    HeatmapView *m_heatmap;
};
