#include "viewbinding.h"

#include "deferredrefresh.h"
#include "tracesummary.h"

#include <QWidget>

ViewBinding::ViewBinding(Document *document, QWidget *view, Reads reads,
                         std::function<void()> refresh)
    : QObject(view), m_document(document), m_view(view), m_reads(reads),
      m_refresh(std::move(refresh))
{
    // The summary hears the document before any view does, so that it has forgotten the
    // last trace's quantities when a view asks for the new ones.
    TraceSummary::of(*document);
    m_deferred = new DeferredRefresh(view, [this] {
        ++m_refreshes;
        m_refresh();
    });
    connectDocument();
}

ViewBinding::ViewBinding(Document *document, QObject *owner, Reads reads,
                         std::function<void()> refresh)
    : QObject(owner), m_document(document), m_reads(reads), m_refresh(std::move(refresh))
{
    connectDocument();
}

void ViewBinding::connectDocument()
{
    connect(m_document, &Document::changed, this, &ViewBinding::onChanged);
    // The one connection to allHeadsComputed() of every view.
    connect(m_document, &Document::allHeadsComputed, this, [this] {
        if (m_reads != Reads::SelectedHead)
            request();
    });
    if (m_view && m_reads == Reads::EveryHead)
        connect(m_document, &Document::computingChanged, m_view, qOverload<>(&QWidget::update));
}

void ViewBinding::setChangeHook(std::function<bool(Document::Change)> handled)
{
    m_hook = std::move(handled);
}

void ViewBinding::onChanged(Document::Change change)
{
    if (m_hook && m_hook(change))
        return;
    // A job that hands the selected head over first changes the trace once more when every
    // head and the combination are in.
    if (m_reads == Reads::WholeTrace && change == Document::Change::Values &&
        m_document->isComputing())
        return;
    request();
}

void ViewBinding::request()
{
    if (m_deferred) {
        m_deferred->request();
        return;
    }
    ++m_refreshes;
    m_refresh();
}

bool ViewBinding::isPending() const
{
    return m_deferred && m_deferred->isPending();
}

void ViewBinding::flush()
{
    if (m_deferred)
        m_deferred->flush();
}
