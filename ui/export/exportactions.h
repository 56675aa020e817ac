#pragma once

#include <QList>
#include <QObject>
#include <QPair>

class Document;
class HeatmapView;
class QMainWindow;
class QMenu;
class QWidget;

/// The File menu's export and import entries: Export image, Export numbers, Export every
/// head, Copy plot image (Ctrl+Shift+C), Import matrix, Import attention weights. Finds the
/// window's views itself, so views added later (anything ExportablePlot::forWidget takes)
/// are offered without changes here.
class ExportActions : public QObject
{
    Q_OBJECT
public:
    /// `heatmap` is the window's heatmap of `document` (not a comparison's): listed first,
    /// and the one "Export every head" draws.
    ExportActions(QMainWindow *window, Document *document, HeatmapView *heatmap, QMenu *fileMenu);

    /// Title and widget of every exportable view of the window, heatmap first.
    QList<QPair<QString, QWidget *>> exportableViews() const;
    /// The view under the mouse or holding the focus, else the heatmap.
    QWidget *currentView() const;

    void exportImage();
    void exportNumbers();
    void exportEveryHead();
    void copyPlotImage();
    void importMatrix();
    void importWeights();

private:
    QString defaultFolder() const;
    void report(const QString &title, const QString &text);

    QMainWindow *m_window;
    Document *m_document;
    HeatmapView *m_heatmap;
};
