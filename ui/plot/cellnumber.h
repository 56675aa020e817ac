#pragma once

#include <QColor>

class QFontMetricsF;
class QPainter;
class QRectF;

/// The number printed in a heatmap cell, on screen and in vector exports alike: weights with
/// three decimals (two when three do not fit; PlotStyle::decimals() when a figure chose them),
/// scores in compact form, in black or white for contrast with the cell's colour `cell`. Nothing is
/// drawn for a non-finite value or when the text is wider than `room` pixels. The painter's font
/// must be the one of `metrics`.
void drawCellNumber(QPainter *painter, const QRectF &rect, double value, bool weights, double room,
                    const QFontMetricsF &metrics, const QColor &cell);
