#pragma once

#include "document.h"
#include "softmax.h"

#include "legendfit.h"
#include <QHash>

#include <QSharedPointer>
#include <QStringList>
#include <QVector>
#include <QWidget>

class ViewBinding;
class ElidedTextElement;
class QCPAbstractPlottable;
class QCPAxis;
class QCPAxisRect;
class QCPAxisTickerText;
class QCPBars;
class QCPItemRect;
class QCPItemText;
class QCPTextElement;
class QCustomPlot;
class QMouseEvent;

/// Scores and softmax weights of the selected query, one slot per key in the heatmap's key
/// order: raw scores on top (with s a' / T beside them, on an axis of their own at the right,
/// when scaling or temperature change them), the weights in [0, 1] below. The two plots get
/// the same height; ticks, key labels and numbers over the bars are fitted to the pixels and
/// font at hand. Reads Document::trace() only.
class SoftmaxBarsView : public QWidget
{
    Q_OBJECT
public:
    explicit SoftmaxBarsView(Document *document, QWidget *parent = nullptr);
    ~SoftmaxBarsView() override;

    /// The plot, for export (toPainter, savePng, savePdf).
    QCustomPlot *plot() const { return m_plot; }

    /// Bar heights as plotted, in key order.
    QVector<double> scoreBars() const;
    QVector<double> temperedBars() const; ///< empty when they equal the raw scores
    QVector<double> weightBars() const;
    QStringList keyLabels() const { return m_keyLabels; }
    /// The key slot highlighted, -1 for none.
    int highlightedKey() const { return m_highlightedKey; }
    /// Whether key `key` is drawn as masked for the selected query.
    bool isKeyMasked(int key) const;
    QString title() const;
    /// The query row shown, -1 when there is no trace.
    int shownQuery() const { return m_query; }
    /// The height at which both plots, the title, legend and key labels show without
    /// scrolling (as laid out last).
    int unscrolledHeight() const;
    /// The layout for presentation mode's large type in a short pane: the title on one line
    /// (its second took the room of the numbers over the bars, or of the key names), and the
    /// two plots down to a little less before the view scrolls.
    void setPresentationLayout(bool on);

signals:
    /// unscrolledHeight() changed: a new scenario, query or font.
    void unscrolledHeightChanged(int height);

public slots:
    /// Pulls everything from the document and queues a replot.
    void refresh();

private:
    /// Adds `rect` as a panel below the others, styled and with its key axis.
    QCPAxisRect *addPanel(QCPAxisRect *rect);
    /// One number label per key and kind (raw, tempered, weight), when the count changed.
    void rebuildLabels(int keys);
    /// Fits the title, key labels, legend, numbers and axis names to the room laid out,
    /// again until the panels keep their size (softmaxbarslayout.cpp).
    void fitLayout();
    /// Splits the height of the two plots' rows so that both plots (without their axes'
    /// margins) get the same height.
    void shareHeight();
    /// Score ranges with room for the numbers over the bars, raw and tempered zero aligned.
    void fitScores();
    /// The weights' numbers and range (BarNumbersFit::fitWeights).
    void fitWeights();
    /// The axis names, shortened to their axes' lengths.
    void fitAxisLabels();
    /// Selects the key under the mouse.
    void onMousePress(QMouseEvent *event);
    /// Tooltip: the key's numbers, or the whole text of a shortened title or legend entry.
    void onMouseMove(QMouseEvent *event);
    /// The key whose bars are under `pixel` in either panel, or -1.
    int keyAt(const QPointF &pixel) const;
    QString temperedName() const;

    Document *m_document;
    QCustomPlot *m_plot;
    ViewBinding *m_binding; ///< refreshes as what it reads changes, on the next show when hidden
    QCPAxisRect *m_scoreRect;
    QCPAxisRect *m_weightRect;
    QCPBars *m_scoreBars;
    QCPBars *m_temperedBars;
    QCPBars *m_weightBars;
    ElidedTextElement *m_title;
    QCPTextElement *m_note;
    QString m_noteText; ///< the note without the remark on key labels shown one in k
    QCPItemText *m_maskedRowText;
    QCPItemRect *m_scoreBand;
    QCPItemRect *m_weightBand;
    QSharedPointer<QCPAxisTickerText> m_keyTicker;
    QSharedPointer<QCPAxisTickerText> m_hiddenTicker;
    QList<QCPItemText *> m_scoreLabels;
    QList<QCPItemText *> m_temperedLabels;
    QList<QCPItemText *> m_weightLabels;
    QList<QCPItemRect *> m_maskBands;
    LegendFit m_legendFit; ///< the legend wrapped to the plot's width
    QStringList m_keyLabels;
    std::vector<bool> m_maskedKeys;
    attn::RowVector m_rawRow;      ///< raw scores a' of the shown query (empty without scores)
    attn::RowVector m_temperedRow; ///< its tempered scores s a' / T
    bool m_showTempered = false;
    bool m_presentationLayout = false;
    double m_temperature = 1.0; ///< of the scenario the trace was computed from
    double m_scale = 1.0;
    int m_head = -1;
    int m_query = -1;
    int m_highlightedKey = -1;
    QString m_scoreAxisName;
    QString m_weightAxisName;
};
