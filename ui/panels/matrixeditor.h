#pragma once

#include "matrixref.h"

#include <QGroupBox>

class Document;
class MatrixTableModel;
class MatrixTableView;
class QLabel;
class QPushButton;
class QSpinBox;

/// A labelled table for one matrix with the tools a teacher reaches for: the number of
/// components (inputs only), randomize with a visible seed, normalize rows, zero, and a
/// plain-words message when typed or pasted input is refused.
class MatrixEditor : public QGroupBox
{
    Q_OBJECT
public:
    MatrixEditor(Document *document, const MatrixRef &ref, QWidget *parent = nullptr);

    const MatrixRef &matrixRef() const { return m_ref; }
    void setMatrixRef(const MatrixRef &ref);

    MatrixTableView *tableView() const { return m_view; }
    MatrixTableModel *model() const { return m_model; }
    /// The last refusal shown under the table (empty when none).
    QString message() const;
    QSpinBox *dimensionSpin() const { return m_dimension; }
    QSpinBox *seedSpin() const { return m_seed; }

public slots:
    void randomize();
    void normalizeRows();
    void zero();

private:
    void refresh();
    void showMessage(const QString &message);

    Document *m_document;
    MatrixRef m_ref;
    MatrixTableModel *m_model;
    MatrixTableView *m_view;
    QSpinBox *m_dimension;
    QLabel *m_dimensionLabel;
    QSpinBox *m_seed;
    QLabel *m_message;
    int m_dimensionMergeId;
};
