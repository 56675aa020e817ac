#pragma once

#include "document.h"

#include <QList>
#include <QSharedPointer>
#include <QVector>
#include <QWidget>

class ViewBinding;
class ElidedTextElement;
class QCPAxisRect;
class QCPAxisTickerText;
class QCPBars;
class QCPItemText;
class QCPTextElement;
class QCustomPlot;
class QMouseEvent;

/// The selected query's output: o = a V_i of the selected head, and, when there are several
/// heads (or W_O changes it), the combined output, each as bars over the component index
/// with its numbers. The value axes keep the range the values allow (OutputBounds), so
/// outputs compare across queries and edits. Reads Document::trace() only.
class OutputView : public QWidget
{
    Q_OBJECT
public:
    /// Wider outputs show their first maxComponents components and say so.
    static constexpr int maxComponents = 64;

    explicit OutputView(Document *document, QWidget *parent = nullptr);
    ~OutputView() override;

    /// The plot, for export (toPainter, savePng, savePdf).
    QCustomPlot *plot() const { return m_plot; }

    /// Bar heights as plotted, component 1 first.
    QVector<double> headOutputBars() const;
    QVector<double> combinedOutputBars() const; ///< empty when the combined panel is hidden
    bool combinedShown() const { return m_combinedShown; }
    /// Compact readouts such as "o = (0.316, 0.316)".
    QString headReadout() const { return m_headReadout; }
    QString combinedReadout() const { return m_combinedReadout; }
    QString title() const;
    QString note() const;

    /// "name = (x1, x2, ...)" with at most `shown` numbers before an ellipsis.
    static QString readout(const QString &name, const QVector<double> &values, int total,
                           int shown = 8);

public slots:
    /// Pulls everything from the document and queues a replot.
    void refresh();

private:
    struct Panel
    {
        QCPTextElement *heading = nullptr;
        QCPAxisRect *rect = nullptr;
        QCPBars *bars = nullptr;
        QSharedPointer<QCPAxisTickerText> ticker;
        QList<QCPItemText *> labels;
        QString headingPrefix; ///< e.g. "Head 1 output:  ", followed by the readout
        QString readoutName;   ///< e.g. "o₁"
        QVector<double> values;
        double low = 0;  ///< value range before room for the numbers (OutputBounds)
        double high = 1;
        int total = 0;
        int tickStep = 0;       ///< components between ticks, as last set
        int tickComponents = 0; ///< components when the ticks were last set
    };
    void setupPanel(Panel &panel, QCPAxisRect *rect, const QColor &colour);
    /// Ticks on component 1 and every step-th, the smallest round step that gives at most
    /// about `most` ticks.
    static void setComponentTicks(Panel &panel, int components, int most);
    void fillPanel(Panel &panel, const QVector<double> &values);
    void showCombined(bool show);
    void fitLayout();
    /// Ticks, numbers over the bars and the value range with room for them, from the
    /// panel's pixels.
    void fitPanel(Panel &panel);
    void fitHeading(Panel &panel);
    void onMouseMove(QMouseEvent *event);

    Document *m_document;
    QCustomPlot *m_plot;
    ViewBinding *m_binding; ///< refreshes as what it reads changes, on the next show when hidden
    ElidedTextElement *m_title;
    QCPTextElement *m_note;
    Panel m_head;
    Panel m_combined;
    bool m_combinedShown = true;
    QString m_headReadout;
    QString m_combinedReadout;
};
