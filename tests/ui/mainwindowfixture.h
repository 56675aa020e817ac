#pragma once

// The main window as its tests drive it: a new window for each test, shown, whose message
// boxes are kept in m_messages and whose save question discards; and the cell editing they
// share.

#include "inputpanel.h"
#include "mainwindow.h"
#include "matrixeditor.h"
#include "matrixtableview.h"

#include <QCoreApplication>
#include <QLineEdit>
#include <QMessageBox>
#include <QStringList>
#include <QTest>

inline const int kReads = 3; // sleepy-child: the key "reads" gets most of the attention

inline MatrixEditor *editorOf(MainWindow &w, MatrixRef::Kind kind)
{
    return w.inputPanel()->matrixEditor(kind);
}

/// Types `text` into a cell through the table's real editor and presses Return.
inline void typeIntoCell(MatrixTableView *view, int row, int column, const QString &text)
{
    const QModelIndex index = view->model()->index(row, column);
    view->setCurrentIndex(index);
    view->edit(index);
    auto *editor = qobject_cast<QLineEdit *>(view->indexWidget(index));
    if (!editor) // delegates keep the editor as a child of the viewport
        editor = view->viewport()->findChild<QLineEdit *>();
    QVERIFY(editor);
    editor->selectAll();
    QTest::keyClicks(editor, text);
    QTest::keyClick(editor, Qt::Key_Return);
    // The delegate commits and closes its editor through a queued call.
    QCoreApplication::processEvents();
}

class MainWindowFixture
{
protected:
    void openWindow()
    {
        m_messages.clear();
        m_window = new MainWindow;
        m_window->setMessageHandler([this](const QString &title, const QString &text) {
            m_messages << title + QStringLiteral(": ") + text;
        });
        m_window->setSaveQuestion([] { return QMessageBox::Discard; });
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window));
    }

    void closeWindow()
    {
        delete m_window;
        m_window = nullptr;
    }

    MainWindow *m_window = nullptr;
    QStringList m_messages;
};
