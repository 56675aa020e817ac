#pragma once

#include <QWidget>

class Document;
class HeatmapView;
class ModelSession;
class QCheckBox;
class QDoubleSpinBox;
class QLabel;
class QPushButton;

/// The head picked in the grid, large: its weights as the lab's heatmap with the words on
/// both axes, and what may be changed of it inside the running model: switched on or off,
/// its temperature and its scaling factor; a button that undoes every intervention, and one
/// that opens the head in the lab. The heatmap reads a document of its own holding the
/// layer as a scenario (attn::model::layerScenario), so it draws exactly what the lab would.
class ModelHeadPanel : public QWidget
{
    Q_OBJECT
public:
    explicit ModelHeadPanel(ModelSession *session, QWidget *parent = nullptr);
    /// Blocks until the layer shown is computed (a long sentence's is computed off the
    /// window's thread), for snapshots.
    void waitForComputation();

    HeatmapView *heatmap() const { return m_heatmap; }
    /// The document the heatmap reads: the selected layer, the selected head selected.
    Document *layerDocument() const { return m_layerDocument; }
    QLabel *heading() const { return m_heading; }
    QCheckBox *headOnBox() const { return m_headOn; }
    QDoubleSpinBox *temperatureSpin() const { return m_temperature; }
    QDoubleSpinBox *scaleSpin() const { return m_scale; }
    QPushButton *resetButton() const { return m_reset; }
    QPushButton *openButton() const { return m_open; }

    /// Modest, so that the thumbnails and the prediction beside it get their share.
    QSize sizeHint() const override { return QSize(360, 360); }
    QSize minimumSizeHint() const override;
    /// The height of the controls under the heatmap at a panel `width` pixels wide, with
    /// the spacing above them.
    int controlsHeight(int width) const;

signals:
    /// "Open in the lab" was pressed for the selected head.
    void openRequested(int layer, int head);

private:
    void refresh();
    void setTexts();
    void editHead();

    ModelSession *m_session;
    Document *m_layerDocument;
    HeatmapView *m_heatmap;
    QLabel *m_heading;
    QCheckBox *m_headOn;
    QLabel *m_temperatureLabel;
    QDoubleSpinBox *m_temperature;
    QLabel *m_scaleLabel;
    QDoubleSpinBox *m_scale;
    QPushButton *m_reset;
    QPushButton *m_open;
    QWidget *m_controls = nullptr;
};
