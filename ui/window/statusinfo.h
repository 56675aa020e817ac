#pragma once

#include <QWidget>

class Document;
class LineLimitedLabel;
class QLabel;
class QToolButton;

/// The status bar line: shapes (m x n, d_k, d_v, heads), the row sums of the selected head
/// and the validation warnings in plain words; "Computing…" while a large scenario is being
/// computed in the background.
class StatusInfo : public QWidget
{
    Q_OBJECT
public:
    explicit StatusInfo(Document *document, QWidget *parent = nullptr);

    QString shapesText() const;
    QString rowSumsText() const;
    /// Empty when the scenario is valid; otherwise every issue, one per line.
    QString warningsText() const;

    /// "6 queries x 6 keys · d_k 3 · d_v 1 · 1 head" for the document's current trace.
    static QString describeShapes(const Document &document);
    enum class RowsNamed
    {
        Few,
        All
    };
    /// "Every row of head 1 sums to 1", or the rows that do not (e.g. fully masked): a few
    /// and how many more, or all of them. Imported weights are held to the tolerance their
    /// validation accepts (float32 sums), computed ones to 1e-9.
    static QString describeRowSums(const Document &document, RowsNamed named = RowsNamed::Few);
    /// One plain sentence per validation issue, naming fields as the window does
    /// (FieldNames::reword: "W_V of head 1", not "heads[0].wv").
    static QStringList describeIssues(const Document &document);

    /// "Computing…", with the heads done when a job goes head by head, else the share done.
    QString computingText() const;

    /// Shows `text` in place of the scenario's shapes, row sums and problems (the Model tab
    /// in front describes its model, not the lab's scenario), until endAside().
    void showAside(const QString &text);
    void endAside();

    /// The button beside "Computing…" that stops a computation (Document::stopComputation()),
    /// shown while one can be stopped.
    QToolButton *stopButton() const { return m_stop; }

    /// Tall enough for the stop button even while it is hidden: the status bar, and so the
    /// views above it, keep their height when a computation starts or ends.
    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

private:
    void refresh();
    /// Sets the computing label's text from the progress (0 of 0: none known).
    void showProgress(int done, int total);
    /// Shows "Computing…" and the stop button as the document's computation stands.
    void showComputing();

    Document *m_document;
    QLabel *m_shapes;
    LineLimitedLabel *m_rowSums;
    LineLimitedLabel *m_warnings;
    QLabel *m_computing; ///< shown while a large scenario is computed in the background
    QToolButton *m_stop;
    int m_headsDone = 0;
    int m_headsTotal = 0;
    QString m_aside;    ///< shown instead of the scenario's facts while not empty
    int m_permille = 0; ///< of a computation not made head by head (Document::computingShare())
};
