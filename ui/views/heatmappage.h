#pragma once

#include <QWidget>

class HeatmapView;
class RowMeasuresView;

/// The Heatmap tab: the heatmap with each row's entropy beside it. The heatmap comes first:
/// the entropy panel takes what the heatmap's cells do not need for their numbers, between
/// its least width (its heading and keys shortened) and the width of its whole heading.
class HeatmapPage : public QWidget
{
    Q_OBJECT
public:
    HeatmapPage(HeatmapView *heatmap, RowMeasuresView *measures, QWidget *parent = nullptr);

    QSize minimumSizeHint() const override;
    QSize sizeHint() const override;
    /// The entropy panel's width for a page `width` pixels wide.
    int measuresWidth(int width) const;

protected:
    void resizeEvent(QResizeEvent *event) override;
    bool event(QEvent *event) override;

private:
    void place();

    HeatmapView *m_heatmap;
    RowMeasuresView *m_measures;
};
