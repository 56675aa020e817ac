#pragma once

#include "matrixref.h"
#include "scenario.h"

#include <QWidget>

class Document;
class MatrixEditor;
class QCheckBox;
class QComboBox;
class QTabWidget;
class TokenListEditor;

/// The left side: where the vectors come from (direct Q/K/V, self-attention from X,
/// cross-attention from X and Y), the token lists and a matrix editor per input.
class InputPanel : public QWidget
{
    Q_OBJECT
public:
    explicit InputPanel(Document *document, QWidget *parent = nullptr);

    QComboBox *modeCombo() const { return m_mode; }
    QCheckBox *keysAreValuesBox() const { return m_keysAreValues; }
    /// The editor of an input matrix (Q, K, V, X or Y).
    MatrixEditor *matrixEditor(MatrixRef::Kind kind) const;
    TokenListEditor *queryTokens() const { return m_queryTokens; }
    TokenListEditor *keyTokens() const { return m_keyTokens; }
    QTabWidget *matrixTabs() const { return m_tabs; }
    /// The mode box's name of an input mode, in the language of the moment.
    static QString modeName(attn::InputMode mode);

private:
    void refresh();

    Document *m_document;
    QComboBox *m_mode;
    QCheckBox *m_keysAreValues;
    TokenListEditor *m_queryTokens;
    TokenListEditor *m_keyTokens;
    QTabWidget *m_tabs;
    QList<MatrixEditor *> m_editors; ///< Q, K, V, X, Y in MatrixRef::Kind order
};
