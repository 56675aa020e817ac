#include "everyheadexport.h"

#include "document.h"
#include "heatmapexport.h"
#include "heatmapview.h"

#include <QDir>

bool EveryHeadExport::save(Document *document, HeatmapView *heatmap, const QString &folder,
                           const QString &stem, ImageExport::Format format,
                           const ImageExportSettings &settings, QStringList *written,
                           QString *error)
{
    const QDir dir(folder);
    if (!dir.exists()) {
        if (error)
            *error = QStringLiteral("the folder %1 does not exist").arg(folder);
        return false;
    }
    const int heads = int(document->trace().heads.size());
    if (heads == 0) {
        if (error)
            *error = QStringLiteral("there is no result to export");
        return false;
    }
    const int head = document->selectedHead();
    const int query = document->selectedQuery();
    const int key = document->selectedKey();
    HeatmapExport plot(heatmap);
    bool ok = true;
    for (int h = 0; h < heads && ok; ++h) {
        document->setSelection(h, query, key);
        const QString path = dir.filePath(
            QStringLiteral("%1-head-%2.%3").arg(stem).arg(h + 1).arg(ImageExport::suffix(format)));
        ok = ImageExport::save(plot, path, format, settings, error);
        if (ok && written)
            written->append(path);
    }
    document->setSelection(head, query, key);
    return ok;
}
