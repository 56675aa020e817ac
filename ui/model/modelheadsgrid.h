#pragma once

#include <QRect>
#include <QSize>
#include <QString>
#include <QWidget>

#include <utility>

class ModelSession;
class QPainter;

/// Every head of every layer of a running model as a thumbnail of its attention weights
/// (queries down, keys across), layers in rows and heads in columns, each headed "L1 H1".
/// A head switched off is drawn in grey and says "off"; the selected head has an outline.
/// A click selects a head, a double-click asks to open it in the lab. A model of more than
/// kCompactAbove heads (GPT-2's 144) is drawn compact: layers named once on the left ("L1"),
/// heads once above ("H1"), the thumbnails closer and smaller, so that the grid fits beside
/// the large head.
class ModelHeadsGrid : public QWidget
{
    Q_OBJECT
public:
    explicit ModelHeadsGrid(ModelSession *session, QWidget *parent = nullptr);

    int rowCount() const;    ///< layers
    int columnCount() const; ///< heads per layer
    /// The cells of the thumbnail of head `head` of layer `layer`, in widget coordinates.
    QRect thumbnailRect(int layer, int head) const;
    /// The heading drawn over a thumbnail: "L2 H1" (its tooltip's in a compact grid).
    QString heading(int layer, int head) const;
    /// A compact grid's row and column names: "L2", "H1".
    QString layerLabel(int layer) const;
    QString headLabel(int head) const;
    /// Whether the grid is drawn compact (more than kCompactAbove heads).
    bool isCompact() const;
    static constexpr int kCompactAbove = 16;
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
    int gap() const;
    /// The room of the layers' names left of a compact grid (0 otherwise).
    int rowLabelWidth() const;
    /// The grid's size with thumbnails of side `side`.
    QSize gridSize(int side) const;
    /// A compact grid's names of its rows and columns.
    void paintLabels(QPainter &painter) const;
    /// The thumbnail under `pos`: (layer, head), or (-1, -1).
    std::pair<int, int> tileAt(const QPoint &pos) const;

    ModelSession *m_session;
    QSize m_shape; ///< heads x layers the size hints were last given for
};
