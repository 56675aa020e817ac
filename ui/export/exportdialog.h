#pragma once

#include "imageexport.h"

#include <QDialog>
#include <QList>
#include <QPair>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QLineEdit;

/// File > Export image: which view, where, format, size in pixels or centimetres, DPI,
/// background, numbers in the cells and their decimals, title, colour bar and text size. With
/// `folder` set the path is a folder, for "every head at once".
class ExportDialog : public QDialog
{
    Q_OBJECT
public:
    /// `views`: title and widget of every view that can be exported; `current` preselected.
    ExportDialog(const QList<QPair<QString, QWidget *>> &views, QWidget *current, bool folder,
                 QWidget *parent = nullptr);

    QWidget *selectedView() const;
    QString path() const;
    void setPath(const QString &path);
    ImageExport::Format format() const;
    ImageExportSettings settings() const;

    /// The size and options of the last accepted dialog, kept for the session (and the
    /// clipboard copy, which has no dialog).
    static ImageExportSettings lastSettings();

    void accept() override;

private:
    void browse();
    void onUnitChanged();
    void onFormatChanged();
    void updateSummary();
    bool centimetres() const;

    QList<QPair<QString, QWidget *>> m_views;
    bool m_folder;
    QComboBox *m_view;
    QComboBox *m_format;
    QLineEdit *m_path;
    QDoubleSpinBox *m_width;
    QDoubleSpinBox *m_height;
    QComboBox *m_unit;
    QDoubleSpinBox *m_dpi;
    QCheckBox *m_transparent;
    QCheckBox *m_values;
    QCheckBox *m_title;
    QCheckBox *m_colourBar;
    QDoubleSpinBox *m_fontPoints;
    QComboBox *m_decimals;
    QLabel *m_summary;
    bool m_lastUnitCm = false;
};
