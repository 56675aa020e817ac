#pragma once

#include "scenarioedits.h"

#include <QGroupBox>

class Document;
class QListWidget;
class QToolButton;

/// The tokens of one side (queries, or keys and values; in self-attention the one list X):
/// add, remove, rename (double-click) and reorder. Each token is a row of the matrices of
/// that side, so adding or removing one reshapes them.
class TokenListEditor : public QGroupBox
{
    Q_OBJECT
public:
    TokenListEditor(Document *document, scenarioedits::Side side, QWidget *parent = nullptr);

    QListWidget *listWidget() const { return m_list; }

public slots:
    void addToken();
    void removeToken();
    void moveUp();
    void moveDown();

private:
    void refresh();
    void move(int delta);

    Document *m_document;
    scenarioedits::Side m_side;
    QListWidget *m_list;
    QToolButton *m_remove;
};
