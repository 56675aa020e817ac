#pragma once

#include "document.h"

#include <QWidget>

class ViewBinding;

class HeatmapView;
class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QLabel;
class SoftmaxBarsView;

/// Two scenarios side by side: the current one (left) and a copy with its own Document
/// (right) in which the user changes one setting: scaling, temperature or mask. Both sides
/// show the weights heatmap (same colour scale, 0 to 1) and the softmax bars (score axes
/// made equal). The copy can follow later edits of the current scenario while keeping the
/// settings changed in it, and its selection follows the current one.
class ComparisonView : public QWidget
{
    Q_OBJECT
public:
    explicit ComparisonView(Document *current, QWidget *parent = nullptr);

    Document *comparisonDocument() const { return m_copy; }
    /// Copies the current scenario into the comparison pane (its settings too).
    void duplicate();
    /// The copy's settings the pane controls; the rest comes from the current scenario.
    void setCopyScaling(attn::ScalingKind scaling);
    void setCopyTemperature(double temperature);
    void setCopyMask(attn::MaskKind mask);
    void setFollowing(bool follow);

    /// "no scaling · T = 1 · no mask" for a scenario.
    static QString settingsText(const attn::Scenario &s);

    HeatmapView *currentHeatmap() const { return m_leftHeatmap; }
    HeatmapView *copyHeatmap() const { return m_rightHeatmap; }
    SoftmaxBarsView *currentBars() const { return m_leftBars; }
    SoftmaxBarsView *copyBars() const { return m_rightBars; }

    /// Whether the copy waits to follow the current scenario until the view is shown: a
    /// large scenario (one computed in the background) is not computed a second time for
    /// a tab nobody has opened, nor while the window is still starting.
    bool isFollowPending() const { return m_largePending; }

protected:
    void showEvent(QShowEvent *event) override;

private:
    void onCurrentChanged(Document::Change change);
    void editCopy(const attn::Scenario &after);
    void syncControls();
    void shareScales();

    Document *m_current;
    Document *m_copy;
    ViewBinding *m_binding; ///< refreshes as what it reads changes, on the next show when hidden
    Document::Change m_pendingChange = Document::Change::Selection;
    bool m_largePending = false; ///< see isFollowPending()
    HeatmapView *m_leftHeatmap;
    HeatmapView *m_rightHeatmap;
    SoftmaxBarsView *m_leftBars;
    SoftmaxBarsView *m_rightBars;
    QLabel *m_leftTitle;
    QLabel *m_rightTitle;
    QComboBox *m_scalingBox;
    QDoubleSpinBox *m_temperatureSpin;
    QComboBox *m_maskBox;
    QCheckBox *m_followBox;
    bool m_duplicated = false;
};
