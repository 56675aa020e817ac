#pragma once

#include <QString>

class QWidget;

/// Where a view sits in the window, in its words: the tabs that hold it, outermost first,
/// and the side of the comparison ("Compare · copy"); empty for a view outside any tab. The
/// export dialog names its views with it, so that two views with one title (the heatmap
/// and the comparison's two) are told apart.
QString viewPlace(const QWidget *view);
