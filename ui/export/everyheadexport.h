#pragma once

#include "imageexport.h"

#include <QStringList>

class Document;
class HeatmapView;

/// Every head's heatmap to one folder: <stem>-head-1.png, <stem>-head-2.png, ...
/// Walks the document's head selection and puts it back afterwards.
class EveryHeadExport
{
public:
    /// Writes one file per head; `written` gets the paths. Stops at the first failure.
    static bool save(Document *document, HeatmapView *heatmap, const QString &folder,
                     const QString &stem, ImageExport::Format format,
                     const ImageExportSettings &settings, QStringList *written, QString *error);
};
