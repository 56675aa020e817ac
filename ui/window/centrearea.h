#pragma once

#include <QStackedWidget>

class Document;
class QLabel;

/// The window's centre: the views, or, while the document has no trace to show (a new size
/// computed in the background after the large trace on screen was dropped, see
/// Document::traceDropped()), a page that says what is happening. The views are hidden then,
/// so none reads the empty trace; they refresh when they are shown again.
class CentreArea : public QStackedWidget
{
    Q_OBJECT
public:
    CentreArea(Document *document, QWidget *views, QWidget *parent = nullptr);

    /// Whether the views are shown (false while there is no trace).
    bool showsViews() const;
    /// The text the page without views shows.
    QString waitingText() const;

private:
    /// Shows the views when there is a trace, else the page, with its text.
    void follow();

    Document *m_document;
    QWidget *m_views;
    QLabel *m_waiting;
};
