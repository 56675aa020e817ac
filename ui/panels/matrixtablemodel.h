#pragma once

#include "document.h"
#include "matrixref.h"

#include <QAbstractTableModel>
#include <QPointer>

/// One matrix of the document as a table: a row per token (or projection input), a column
/// per component. Edits go to Document::setCell(); text that is not a finite number is
/// refused and reported through inputRejected().
class MatrixTableModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    MatrixTableModel(Document *document, const MatrixRef &ref, QObject *parent = nullptr);

    const MatrixRef &matrixRef() const { return m_ref; }
    void setMatrixRef(const MatrixRef &ref);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;
    bool setData(const QModelIndex &index, const QVariant &value, int role = Qt::EditRole) override;

    /// Adds `delta` to one cell; drags and wheel turns pass one mergeId per gesture.
    void nudge(const QModelIndex &index, double delta, int mergeId);
    /// Pastes spreadsheet text (rows by newline, cells by tab, comma, semicolon or spaces)
    /// with its top-left cell at `topLeft`. Inputs grow to fit; projections must fit.
    /// Returns false and sets `error` (nothing changed) when any cell is not a number.
    bool pasteText(const QModelIndex &topLeft, const QString &text, QString *error);
    /// The block of cells as tab-separated text, for the clipboard.
    QString copyText(const QModelIndexList &indexes) const;

    /// Parses a number typed by a user: C locale or the system locale, finite only.
    static bool parseNumber(const QString &text, double *value, QString *error);

signals:
    /// A typed or pasted value was refused; `message` says why in plain words.
    void inputRejected(const QString &message);

private:
    void onDocumentChanged(Document::Change change);

    QPointer<Document> m_document;
    MatrixRef m_ref;
    int m_rows = 0;
    int m_cols = 0;
};
