#pragma once

class QCustomPlot;
class QWidget;

/// Puts `plot` into `view` inside a vertical scroll area that fills it: a pane too short
/// for the plot's minimum height scrolls rather than squash its plots to strips.
void placeScrollingPlot(QWidget *view, QCustomPlot *plot);
