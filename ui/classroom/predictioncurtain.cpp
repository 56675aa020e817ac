#include "predictioncurtain.h"

#include <QEvent>
#include <QPainter>
#include <QTimer>

namespace {

/// A sibling above the covered widget rather than its child: some containers (a splitter)
/// would take a new child in as one more pane.
QWidget *hostFor(QWidget *covered)
{
    return covered->isWindow() || !covered->parentWidget() ? covered : covered->parentWidget();
}

} // namespace

PredictionCurtain::PredictionCurtain(QWidget *covered)
    : QWidget(hostFor(covered)), m_covered(covered)
{
    setAttribute(Qt::WA_OpaquePaintEvent);
    covered->installEventFilter(this);
    follow();
    hide();
}

void PredictionCurtain::setMessage(const QString &message)
{
    m_message = message;
    update();
}

void PredictionCurtain::follow()
{
    setGeometry(parentWidget() == m_covered ? m_covered->rect() : m_covered->geometry());
    if (isVisible())
        raise();
}

bool PredictionCurtain::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_covered && (event->type() == QEvent::Resize || event->type() == QEvent::Move ||
                                 event->type() == QEvent::Show))
        follow();
    return QWidget::eventFilter(watched, event);
}

void PredictionCurtain::showEvent(QShowEvent *event)
{
    follow();
    // Siblings shown in the same pass may stack above; settle on top once they are done.
    QTimer::singleShot(0, this, [this] {
        if (isVisible())
            raise();
    });
    QWidget::showEvent(event);
}

void PredictionCurtain::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    painter.fillRect(rect(), palette().color(QPalette::Window));
    QFont big = font();
    big.setPointSizeF(big.pointSizeF() * 1.8);
    painter.setFont(big);
    painter.setPen(palette().color(QPalette::WindowText));
    const int margin = width() / 10;
    painter.drawText(rect().adjusted(margin, margin, -margin, -margin),
                     Qt::AlignCenter | Qt::TextWordWrap, m_message);
}
