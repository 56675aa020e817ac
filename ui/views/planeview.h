#pragma once

#include "document.h"
#include "planeprojection.h"

#include <QList>
#include <QPointF>
#include <QWidget>

class ViewBinding;

class QCPCurve;
class QCPItemLine;
class QCPItemText;
class QCPTextElement;
class QComboBox;
class QCustomPlot;
class QMouseEvent;
class QSpinBox;

/// The selected query, every key (and value, when they differ) and the selected head's
/// output as arrows from the origin of a plane. Each key's arrow is as thick and as dark as
/// its weight for the query. Dragging a tip edits the scenario live, one undo step per drag;
/// Shift snaps the tip to the unit circle. Vectors of more than two components are shown on
/// two chosen components or on the first two principal directions of the keys, and the
/// view says that it is a projection.
class PlaneView : public QWidget
{
    Q_OBJECT
public:
    enum class Role
    {
        Query,
        Key,
        Value,
        Output
    };
    Q_ENUM(Role)
    /// Which vectors: the inputs the user edits, or the selected head's Q_i, K_i, V_i.
    enum class Space
    {
        Inputs,
        Head
    };
    Q_ENUM(Space)

    explicit PlaneView(Document *document, QWidget *parent = nullptr);
    ~PlaneView() override;

    /// Room for the controls, the title, a three-line note and a plane of at least about
    /// 160 pixels: less, and the note would run over the arrows.
    QSize minimumSizeHint() const override;

    QCustomPlot *plot() const { return m_plot; }
    const PlaneProjection &projection() const { return m_projection; }
    Space space() const { return m_space; }
    void setSpace(Space space);
    /// Principal directions of the keys (true) or components a, b (0-based).
    void setPrincipal(bool principal);
    void setComponents(int a, int b);

    /// Arrows drawn for a role (the query and the output: 0 or 1).
    int arrowCount(Role role) const;
    /// Tip of an arrow in the plane's coordinates and in pixels of plot().
    QPointF tip(Role role, int index) const;
    QPointF tipPixel(Role role, int index) const;
    QString title() const;
    QString note() const;

public slots:
    void refresh();

private:
    struct Arrow
    {
        Role role = Role::Key;
        int index = 0;
        QPointF tip;
        double weight = 0;   ///< keys and values: weight for the selected query
        double relative = 0; ///< weight / the row's largest weight, for the line width
        bool masked = false;
        QString text;      ///< the label: the name and, for keys and values, the weight
        QString shortText; ///< the name alone, when the whole label has no room
        QCPItemLine *line = nullptr;
        QCPItemText *label = nullptr;
    };
    void collect();
    void syncControls();
    void updateRanges();
    /// Equal scales fitted to the axis rect as laid out; false when it has no size yet.
    bool fitRanges();
    /// Puts each arrow's label where it covers no other label or tip (PlaneLabelPlacer);
    /// labels with no room are shortened or left out, and the note says how many are out.
    void placeLabels();
    QSizeF labelSize(const Arrow &arrow, const QString &text) const;
    void styleArrow(Arrow &arrow, const QString &text);
    const Arrow *arrowAt(const QPointF &pixel) const;
    void onMousePress(QMouseEvent *event);
    void onMouseMove(QMouseEvent *event);
    void onMouseRelease(QMouseEvent *event);
    bool editable(Role role) const;
    void dragTo(const QPointF &pixel, bool snap);

    Document *m_document;
    ViewBinding *m_binding; ///< refreshes as what it reads changes, on the next show when hidden
    QCustomPlot *m_plot;
    QComboBox *m_spaceBox;
    QComboBox *m_planeBox;
    QSpinBox *m_xSpin;
    QSpinBox *m_ySpin;
    QCPTextElement *m_title;
    QCPTextElement *m_note;
    QCPCurve *m_circle;
    QStringList m_noteLines; ///< the note without the line about labels left out
    QList<Arrow> m_arrows;
    PlaneProjection m_projection;
    Space m_space = Space::Inputs;
    bool m_principal = true; ///< applies only above two dimensions
    int m_componentA = 0;
    int m_componentB = 1;
    double m_extent = 1.3;
    // Drag state: the basis and the arrow are frozen for the whole gesture.
    bool m_dragging = false;
    Role m_dragRole = Role::Query;
    int m_dragIndex = -1;
    int m_dragMergeId = -1;
};
