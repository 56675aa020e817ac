#pragma once

#include "scenario.h"

#include <QGroupBox>

class Document;
class MatrixEditor;
class QButtonGroup;
class QComboBox;
class QSpinBox;

/// The learnable matrices: per head W_Q, W_K, W_V (and A_q, A_k, w_v for the additive
/// score), and W_O. All made as identity, random from a visible seed, or edited by hand
/// (editing a cell switches to "explicit" so later reshapes keep the numbers).
class ProjectionEditor : public QGroupBox
{
    Q_OBJECT
public:
    explicit ProjectionEditor(Document *document, QWidget *parent = nullptr);

    MatrixEditor *matrixEditor() const { return m_editor; }
    QComboBox *headCombo() const { return m_head; }
    QComboBox *matrixCombo() const { return m_matrix; }
    /// The name of a way of making the projections ("Made as:"), in the language of the
    /// moment.
    static QString initName(attn::ProjectionInit init);

private:
    void refresh();
    void retarget();
    void setInit(int init);

    Document *m_document;
    QButtonGroup *m_init;
    QSpinBox *m_seed;
    QComboBox *m_head;
    QComboBox *m_matrix;
    MatrixEditor *m_editor;
    int m_seedMergeId;
};
