#pragma once

#include <QRect>
#include <QString>
#include <QWidget>

#include <utility>

class ModelSession;

/// Every head of every layer of a running model as a thumbnail of its attention weights
/// (queries down, keys across), layers in rows and heads in columns, each headed "L1 H1".
/// A head switched off is drawn in grey and says "off"; the selected head has an outline.
/// A click selects a head, a double-click asks to open it in the lab.
class ModelHeadsGrid : public QWidget
{
    Q_OBJECT
public:
    explicit ModelHeadsGrid(ModelSession *session, QWidget *parent = nullptr);

    int rowCount() const;    ///< layers
    int columnCount() const; ///< heads per layer
    /// The cells of the thumbnail of head `head` of layer `layer`, in widget coordinates.
    QRect thumbnailRect(int layer, int head) const;
    /// The heading drawn over a thumbnail: "L2 H1".
    QString heading(int layer, int head) const;
    /// The word drawn over the thumbnail of a head switched off.
    QString offText() const;
    /// Whether the thumbnail is drawn faded, as a head switched off.
    bool isDrawnOff(int layer, int head) const;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

signals:
    /// Head `head` of layer `layer` was double-clicked.
    void openRequested(int layer, int head);

protected:
    void paintEvent(QPaintEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void mouseDoubleClickEvent(QMouseEvent *event) override;
    /// Presentation mode's type: the headings' room changes.
    void changeEvent(QEvent *event) override;

private:
    /// The side of a thumbnail and the height of its heading for the widget's size.
    int tileSide() const;
    /// The least side: 32 px, or what keeps a heading clear of the next one.
    int leastSide() const;
    int headingHeight() const;
    /// The thumbnail under `pos`: (layer, head), or (-1, -1).
    std::pair<int, int> tileAt(const QPoint &pos) const;

    ModelSession *m_session;
};
