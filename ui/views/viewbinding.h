#pragma once

#include "document.h"

#include <QObject>

#include <functional>

class DeferredRefresh;
class QWidget;

/// How a view follows the document: the one place that hears the document's changed(),
/// allHeadsComputed() and computingChanged() for the views. A view says what it reads; the
/// binding refreshes it when that changed, at once or, while the view sits on a hidden page
/// of a window on screen, when it is next shown (DeferredRefresh). Without a view (a cache
/// of what views read, TraceSummary) it refreshes at once.
class ViewBinding : public QObject
{
    Q_OBJECT
public:
    /// What a view reads, which decides what refreshes it.
    enum class Reads
    {
        /// The selected head and query, or the scenario itself: every changed() refreshes,
        /// a selection change too; the other heads coming in (allHeadsComputed()) do not.
        SelectedHead,
        /// Every head as it stands, a job's heads as they come: every changed() and
        /// allHeadsComputed() refresh; computingChanged() repaints the view (it says which
        /// heads a running job may still replace).
        EveryHead,
        /// The whole trace at once (the combination of the heads, every stage): changed()
        /// refreshes but while a job hands the selected head over first (Values while
        /// computing); allHeadsComputed() refreshes, when the rest is in.
        WholeTrace,
    };
    Q_ENUM(Reads)

    /// Binds `view` to `document`; `refresh` rebuilds the view from the document. Owned by
    /// the view. Makes the document's TraceSummary first, so that it follows every change
    /// before the view reads it.
    ViewBinding(Document *document, QWidget *view, Reads reads, std::function<void()> refresh);
    /// Binds something that is not shown (a cache): `refresh` runs at once on every change
    /// it reads. Owned by `owner`.
    ViewBinding(Document *document, QObject *owner, Reads reads, std::function<void()> refresh);

    /// A view that handles some changes itself (a selection mark redrawn without a refresh,
    /// a refresh held back until it is shown) sees each changed() first: `handled` returns
    /// true when the binding has nothing more to do.
    void setChangeHook(std::function<bool(Document::Change)> handled);

    /// Refreshes now, or when the view is next shown if it is on a hidden page.
    void request();
    /// True while a refresh waits for the view to be shown.
    bool isPending() const;
    /// Refreshes now if a refresh waits.
    void flush();
    /// Refreshes this binding has run (for tests).
    int refreshCount() const { return m_refreshes; }

private:
    void connectDocument();
    void onChanged(Document::Change change);

    Document *m_document;
    QWidget *m_view = nullptr;
    Reads m_reads;
    std::function<void()> m_refresh;
    std::function<bool(Document::Change)> m_hook;
    DeferredRefresh *m_deferred = nullptr; ///< only with a view
    int m_refreshes = 0;
};
