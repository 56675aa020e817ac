#include "flowlayout.h"

#include <QWidget>

#include <algorithm>

FlowLayout::FlowLayout(QWidget *parent, int spacing) : QLayout(parent), m_spacing(spacing) {}

FlowLayout::~FlowLayout()
{
    while (QLayoutItem *item = takeAt(0))
        delete item;
}

void FlowLayout::addItem(QLayoutItem *item)
{
    m_items.append(item);
}

QLayoutItem *FlowLayout::takeAt(int index)
{
    if (index < 0 || index >= m_items.size())
        return nullptr;
    return m_items.takeAt(index);
}

int FlowLayout::heightForWidth(int width) const
{
    return arrange(QRect(0, 0, width, 0), false);
}

QSize FlowLayout::sizeHint() const
{
    return minimumSize();
}

QSize FlowLayout::minimumSize() const
{
    // As narrow as the widest item: everything else wraps.
    QSize size;
    for (const QLayoutItem *item : m_items)
        if (!item->isEmpty())
            size = size.expandedTo(item->sizeHint());
    const QMargins m = contentsMargins();
    return size + QSize(m.left() + m.right(), m.top() + m.bottom());
}

void FlowLayout::setGeometry(const QRect &rect)
{
    QLayout::setGeometry(rect);
    arrange(rect, true);
}

int FlowLayout::arrange(const QRect &rect, bool apply) const
{
    const QRect area = rect.marginsRemoved(contentsMargins());
    int y = area.y();
    int lineStart = 0;
    while (lineStart < m_items.size()) {
        // Gather one line.
        int width = 0, height = 0, end = lineStart;
        for (; end < m_items.size(); ++end) {
            const QLayoutItem *item = m_items[end];
            if (item->isEmpty())
                continue;
            const QSize hint = item->sizeHint();
            const int next = width + (width > 0 ? m_spacing : 0) + hint.width();
            if (width > 0 && next > area.width())
                break;
            width = next;
            height = std::max(height, hint.height());
        }
        if (apply) {
            int x = area.x();
            for (int i = lineStart; i < end; ++i) {
                QLayoutItem *item = m_items[i];
                if (item->isEmpty())
                    continue;
                const QSize hint = item->sizeHint();
                item->setGeometry(QRect(QPoint(x, y), hint));
                x += hint.width() + m_spacing;
            }
        }
        y += height + m_spacing;
        lineStart = std::max(end, lineStart + 1);
    }
    return y - area.y() + contentsMargins().top() + contentsMargins().bottom();
}
