#pragma once

#include <QString>

class QWidget;

/// Shows `window` if needed, lets it lay out and finish its queued replots, and saves a
/// PNG of the whole window to `path`. Returns false when the image cannot be written.
/// Used by `attention-lab --snapshot OUT.png`.
bool saveWindowSnapshot(QWidget *window, const QString &path);
