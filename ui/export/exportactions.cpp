#include "exportactions.h"

#include "deferredrefresh.h"
#include "document.h"
#include "everyheadexport.h"
#include "exportableplot.h"
#include "exportdialog.h"
#include "figurelook.h"
#include "heatmapview.h"
#include "imageexport.h"
#include "importdialog.h"
#include "matrixexport.h"
#include "plainmessagebox.h"
#include "retranslate.h"
#include "tracearchive.h"
#include "tracematrix.h"
#include "viewplace.h"

#include <qcustomplot.h>

#include <QAction>
#include <QApplication>
#include <QCursor>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QInputDialog>
#include <QMainWindow>
#include <QMenu>
#include <QStatusBar>

ExportActions::ExportActions(QMainWindow *window, Document *document, HeatmapView *heatmap,
                             QMenu *fileMenu)
    : QObject(window), m_window(window), m_document(document), m_heatmap(heatmap)
{
    QMenu *menu = fileMenu;
    QAction *importMatrix = menu->addAction(QString(), this, &ExportActions::importMatrix);
    QAction *importWeights = menu->addAction(QString(), this, &ExportActions::importWeights);
    menu->addSeparator();
    QAction *exportImage = menu->addAction(QString(), this, &ExportActions::exportImage);
    exportImage->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_E));
    QAction *exportNumbers = menu->addAction(QString(), this, &ExportActions::exportNumbers);
    QAction *everyHead = menu->addAction(QString(), this, &ExportActions::exportEveryHead);
    QAction *copy = menu->addAction(QString(), this, &ExportActions::copyPlotImage);
    copy->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_C));
    onLanguageChange(window, [=] {
        importMatrix->setText(tr("&Import matrix…"));
        importWeights->setText(tr("Import attention &weights…"));
        exportImage->setText(tr("&Export image…"));
        exportNumbers->setText(tr("Export n&umbers…"));
        everyHead->setText(tr("Export every &head…"));
        copy->setText(tr("&Copy plot image"));
    });
}

QList<QPair<QString, QWidget *>> ExportActions::exportableViews() const
{
    // Views on tabs nobody looks at refresh when shown: their titles (and what an export
    // draws) are brought up to date first.
    DeferredRefresh::flushWithin(m_window);
    QList<QPair<QString, QWidget *>> views;
    if (HeatmapView *h = m_heatmap)
        views.append({ExportablePlot::forWidget(h)->exportTitle(), h});
    for (QWidget *widget : m_window->findChildren<QWidget *>()) {
        if (widget == m_heatmap || qobject_cast<QCustomPlot *>(widget))
            continue;
        // A view inside another view (a grid of small plots) is exported with its parent.
        bool nested = false;
        for (QWidget *p = widget->parentWidget(); p && !nested; p = p->parentWidget())
            nested = p != m_window && ExportablePlot::forWidget(p) != nullptr &&
                     !qobject_cast<QCustomPlot *>(p);
        if (nested)
            continue;
        if (auto plot = ExportablePlot::forWidget(widget))
            views.append({plot->exportTitle(), widget});
    }
    // Named by where they are too: the heatmap and the comparison's two have one title.
    for (auto &[title, widget] : views) {
        const QString place = viewPlace(widget);
        if (!place.isEmpty())
            title = tr("%1 (%2)").arg(title, place);
    }
    for (qsizetype i = 0; i < views.size(); ++i) {
        int same = 0;
        for (qsizetype j = i + 1; j < views.size(); ++j)
            if (views[j].first == views[i].first)
                views[j].first += QStringLiteral(" [%1]").arg(++same + 1);
    }
    return views;
}

QWidget *ExportActions::currentView() const
{
    const auto views = exportableViews();
    for (QWidget *w : {QApplication::widgetAt(QCursor::pos()), QApplication::focusWidget()})
        for (; w; w = w->parentWidget())
            for (const auto &view : views)
                if (view.second == w)
                    return w;
    return views.isEmpty() ? nullptr : views.first().second;
}

QString ExportActions::defaultFolder() const
{
    const QString path = m_document->filePath();
    return path.isEmpty() ? QDir::homePath() : QFileInfo(path).absolutePath();
}

void ExportActions::report(const QString &title, const QString &text)
{
    PlainMessageBox::warning(m_window, title, text);
}

void ExportActions::exportImage()
{
    m_document->waitForComputation(); // export what the scenario gives, not the last trace
    QWidget *current = currentView();
    if (!current)
        return;
    ExportDialog dialog(exportableViews(), current, false, m_window);
    dialog.setPath(QDir(defaultFolder())
                       .filePath(ExportablePlot::fileNameStem(
                                     ExportablePlot::forWidget(current)->exportTitle()) +
                                 QStringLiteral(".png")));
    if (dialog.exec() != QDialog::Accepted)
        return;
    auto plot = ExportablePlot::forWidget(dialog.selectedView());
    QString error;
    bool saved = false;
    if (plot) {
        const ImageExportSettings settings = dialog.settings();
        const FigureLook look(settings.fontPoints, settings.decimals, dialog.selectedView());
        saved = ImageExport::save(*plot, dialog.path(), dialog.format(), settings, &error);
    }
    if (!saved) {
        report(tr("Export image"), error);
        return;
    }
    m_window->statusBar()->showMessage(tr("Saved %1").arg(dialog.path()), 5000);
}

void ExportActions::exportEveryHead()
{
    m_document->waitForComputation();
    HeatmapView *h = m_heatmap;
    if (!h)
        return;
    ExportDialog dialog({{tr("Heatmap"), h}}, h, true, m_window);
    dialog.setPath(defaultFolder());
    if (dialog.exec() != QDialog::Accepted)
        return;
    const QString stem = m_document->filePath().isEmpty()
                             ? QStringLiteral("attention")
                             : QFileInfo(m_document->filePath()).completeBaseName();
    QStringList written;
    QString error;
    const ImageExportSettings settings = dialog.settings();
    const FigureLook look(settings.fontPoints, settings.decimals, h);
    if (!EveryHeadExport::save(m_document, h, dialog.path(), stem, dialog.format(), settings,
                               &written, &error)) {
        report(tr("Export every head"), error);
        return;
    }
    m_window->statusBar()->showMessage(
        tr("Saved %1 images in %2").arg(written.size()).arg(dialog.path()), 5000);
}

void ExportActions::copyPlotImage()
{
    m_document->waitForComputation();
    QWidget *view = currentView();
    auto plot = ExportablePlot::forWidget(view);
    if (!plot)
        return;
    // The size on screen, at twice the resolution, so a pasted figure stays sharp.
    ImageExportSettings settings = ExportDialog::lastSettings();
    settings.dpi = 192;
    settings.pixelSize = plot->preferredSize() * 2;
    ImageExport::copyToClipboard(*plot, settings);
    m_window->statusBar()->showMessage(tr("Copied “%1” to the clipboard").arg(plot->exportTitle()),
                                       3000);
}

void ExportActions::exportNumbers()
{
    m_document->waitForComputation();
    QStringList items;
    const QList<TraceMatrix::Kind> kinds = TraceMatrix::kinds();
    for (TraceMatrix::Kind kind : kinds)
        items << TraceMatrix::description(kind);
    items << tr("The whole trace (.npz or .json)");
    bool ok = false;
    const QString item = QInputDialog::getItem(
        m_window, tr("Export numbers"), tr("Matrix of the selected head:"), items, 0, false, &ok);
    if (!ok)
        return;
    const int index = int(items.indexOf(item));
    const bool whole = index == kinds.size();
    const QString base =
        QDir(defaultFolder())
            .filePath(whole ? QStringLiteral("trace.npz")
                            : TraceMatrix::name(kinds.at(index)) + QStringLiteral(".csv"));
    const QString path = QFileDialog::getSaveFileName(
        m_window, tr("Export numbers"), base,
        whole ? tr("NumPy archive (*.npz);;JSON (*.json)") : MatrixExport::fileFilter());
    if (path.isEmpty())
        return;
    QString error;
    bool saved = false;
    if (whole) {
        saved = TraceArchive::save(path, m_document->trace(), &error);
    } else {
        attn::Matrix matrix;
        QStringList rows, columns;
        saved = TraceMatrix::extract(m_document->trace(), kinds.at(index),
                                     m_document->selectedHead(), matrix, rows, columns, &error) &&
                MatrixExport::save(path, matrix, rows, columns, TraceMatrix::name(kinds.at(index)),
                                   &error);
    }
    if (!saved)
        report(tr("Export numbers"), error);
    else
        m_window->statusBar()->showMessage(tr("Saved %1").arg(path), 5000);
}

void ExportActions::importMatrix()
{
    ImportDialog dialog(m_document, ImportDialog::Target::Keys, m_window);
    dialog.exec();
}

void ExportActions::importWeights()
{
    ImportDialog dialog(m_document, ImportDialog::Target::Weights, m_window);
    dialog.exec();
}
