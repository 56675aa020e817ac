#pragma once

#include "document.h"

#include <QSharedPointer>
#include <QVector>
#include <QWidget>

class ViewBinding;

class QCPAxisTickerText;
class QCPBars;
class QCPItemText;
class QCPTextElement;
class QCustomPlot;
class QMouseEvent;

/// How much each head matters: I_i = ||out - out without head i|| / ||out|| (from
/// TraceSummary::headImportance()), as bars sorted from the most to the least important head.
/// Clicking a bar selects the head.
class HeadImportanceView : public QWidget
{
    Q_OBJECT
public:
    explicit HeadImportanceView(Document *document, QWidget *parent = nullptr);
    ~HeadImportanceView() override;

    QCustomPlot *plot() const { return m_plot; }
    /// Heads (0-based) in the order drawn, most important first.
    QVector<int> order() const { return m_order; }
    /// Importance per head (0-based head index), as computed.
    QVector<double> importance() const { return m_importance; }

    /// Wide enough for the title, the value axis and every bar with its value and head name
    /// side by side, so that a splitter cannot squeeze the chart into an unreadable strip.
    QSize minimumSizeHint() const override;
    QSize sizeHint() const override;

public slots:
    void refresh();

private:
    void onMousePress(QMouseEvent *event);

    Document *m_document;
    ViewBinding *m_binding; ///< refreshes as what it reads changes, on the next show when hidden
    QCustomPlot *m_plot;
    QCPBars *m_bars;
    QCPBars *m_selectedBar;
    QCPBars *m_offBars;
    QCPTextElement *m_title;
    QCPTextElement *m_note;
    QSharedPointer<QCPAxisTickerText> m_ticker;
    QList<QCPItemText *> m_labels;
    QVector<int> m_order;
    QVector<double> m_importance;
};
