#pragma once

// Every text a widget shows, as a reader of the screen meets it: what its paint events draw
// (labels, buttons, tab titles, headers, table cells, texts painted by custom views, every
// text of every plot), read by rendering the widget into a paint device that records text
// instead of pixels; plus the texts that wait to be shown (tooltips, menu entries, the
// other items of a combo box, placeholder text, window titles).

#include <qcustomplot.h>

#include <QAbstractButton>
#include <QAction>
#include <QComboBox>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QPaintDevice>
#include <QPaintEngine>
#include <QStringList>
#include <QTextItem>
#include <QWidget>

namespace drawntext {

/// A paint engine that draws nothing and keeps the text of every text item painted on it.
class RecordingEngine : public QPaintEngine
{
public:
    RecordingEngine() : QPaintEngine(QPaintEngine::AllFeatures) {}
    bool begin(QPaintDevice *) override { return true; }
    bool end() override { return true; }
    void updateState(const QPaintEngineState &) override {}
    void drawPixmap(const QRectF &, const QPixmap &, const QRectF &) override {}
    void drawPolygon(const QPointF *, int, PolygonDrawMode) override {}
    void drawPath(const QPainterPath &) override {}
    /// Qt draws a line of mixed scripts as one item per font (Japanese, then Latin, ...):
    /// an item that starts where the last one ended, on its baseline, continues its text.
    void drawTextItem(const QPointF &at, const QTextItem &item) override
    {
        const QPointF start = painter()->transform().map(at);
        const bool continues = !texts.isEmpty() && std::abs(start.y() - m_end.y()) < 0.5 &&
                               std::abs(start.x() - m_end.x()) < 1.0;
        m_end = painter()->transform().map(at + QPointF(item.width(), 0));
        if (continues)
            texts.last() += item.text();
        else
            texts << item.text();
    }
    Type type() const override { return QPaintEngine::User; }

    QStringList texts;

private:
    QPointF m_end;
};

/// A paint device of `size` logical pixels at 96 dpi whose engine records text.
class Recorder : public QPaintDevice
{
public:
    explicit Recorder(QSize size) : m_size(size) {}
    ~Recorder() override = default;
    QPaintEngine *paintEngine() const override { return &m_engine; }
    /// The texts drawn, each line trimmed, empty ones left out.
    QStringList texts() const
    {
        QStringList out;
        for (const QString &text : m_engine.texts)
            if (!text.trimmed().isEmpty())
                out << text.trimmed();
        return out;
    }

protected:
    int metric(PaintDeviceMetric metric) const override
    {
        switch (metric) {
        case PdmWidth:
            return m_size.width();
        case PdmHeight:
            return m_size.height();
        case PdmWidthMM:
            return m_size.width() * 254 / 960;
        case PdmHeightMM:
            return m_size.height() * 254 / 960;
        case PdmDpiX:
        case PdmDpiY:
        case PdmPhysicalDpiX:
        case PdmPhysicalDpiY:
            return 96;
        case PdmDepth:
            return 32;
        case PdmNumColors:
            return INT_MAX;
        case PdmDevicePixelRatio:
            return 1;
        case PdmDevicePixelRatioScaled:
            return int(QPaintDevice::devicePixelRatioFScale());
        }
        return 0;
    }

private:
    QSize m_size;
    mutable RecordingEngine m_engine;
};

/// The texts `root` and its children draw where they can be seen (a widget scrolled out of
/// its scroll area or covered by a tab in front draws nothing), widget by widget. A plot
/// paints a cached bitmap of itself, so each visible plot is drawn once more, as vectors.
inline QStringList painted(QWidget *root)
{
    QList<QWidget *> widgets = root->findChildren<QWidget *>();
    widgets.prepend(root);
    QStringList texts;
    for (QWidget *widget : widgets) {
        const QRegion seen = widget->visibleRegion();
        if (!widget->isVisible() || seen.isEmpty())
            continue;
        if (auto *plot = qobject_cast<QCustomPlot *>(widget)) {
            Recorder vectors(plot->size());
            QCPPainter painter(&vectors);
            painter.setMode(QCPPainter::pmVectorized);
            painter.setMode(QCPPainter::pmNoCaching);
            plot->toPainter(&painter, plot->width(), plot->height());
            painter.end();
            texts << vectors.texts();
            continue;
        }
        Recorder recorder(widget->size());
        widget->render(&recorder, QPoint(), seen, QWidget::RenderFlags());
        texts << recorder.texts();
    }
    return texts;
}

/// The texts of `menu` and its submenus: titles, entries, their tooltips.
inline void addMenu(QStringList &out, QMenu *menu)
{
    out << menu->title();
    for (QAction *action : menu->actions()) {
        if (action->isSeparator() || !action->isVisible())
            continue;
        if (action->menu())
            addMenu(out, action->menu());
        else
            out << action->text() << action->toolTip() << action->statusTip();
    }
}

/// The texts the visible widgets of `root` hold for later: tooltips, the items of combo
/// boxes, placeholders, window titles, and every entry of the menu bar's menus; in the
/// order of the widget tree.
inline QStringList waiting(QWidget *root)
{
    QStringList out;
    QList<QWidget *> widgets = root->findChildren<QWidget *>();
    widgets.prepend(root);
    for (QWidget *widget : widgets) {
        if (!widget->isVisible() || qobject_cast<QMenu *>(widget))
            continue;
        if (widget->isWindow())
            out << widget->windowTitle();
        out << widget->toolTip() << widget->statusTip();
        if (auto *combo = qobject_cast<QComboBox *>(widget))
            for (int i = 0; i < combo->count(); ++i)
                out << combo->itemText(i) << combo->itemData(i, Qt::ToolTipRole).toString();
        if (auto *edit = qobject_cast<QLineEdit *>(widget))
            out << edit->placeholderText();
        if (auto *bar = qobject_cast<QMenuBar *>(widget))
            for (QAction *action : bar->actions())
                if (action->menu() && action->isVisible())
                    addMenu(out, action->menu());
    }
    out.removeAll(QString());
    return out;
}

} // namespace drawntext
