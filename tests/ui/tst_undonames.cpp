// The Edit menu's Undo and Redo name the edit in the language of the moment: edits made
// before a language switch are named as if they had been made after it.
#include "document.h"
#include "inputpanel.h"
#include "languageswitcher.h"
#include "mainwindow.h"
#include "matrixref.h"
#include "parameterpanel.h"

#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QSettings>
#include <QSpinBox>
#include <QTest>
#include <QUndoStack>

namespace {

void switchTo(const char *language)
{
    LanguageSwitcher::instance()->setLanguage(QLatin1String(language), false);
    QCoreApplication::sendPostedEvents(nullptr, QEvent::LanguageChange);
    QCoreApplication::processEvents();
}

/// Three edits through three of the window's ways of editing: a cell (Document), the input
/// mode (a combo box whose names are translated too), the number of heads (a spin box).
void makeEdits(MainWindow &window)
{
    const bool direct = window.document()->scenario().mode == attn::InputMode::Direct;
    const MatrixRef cell{direct ? MatrixRef::Kind::Queries : MatrixRef::Kind::Tokens, 0};
    window.document()->setCell(cell, 0, 0, 0.5);
    QComboBox *mode = window.inputPanel()->modeCombo();
    const int other =
        mode->findData(int(direct ? attn::InputMode::SelfAttention : attn::InputMode::Direct));
    mode->setCurrentIndex(other);
    emit mode->activated(other); // as a click does
    window.parameterPanel()->headCountSpin()->setValue(2);
}

QAction *actionWith(MainWindow &window, QKeySequence::StandardKey key)
{
    for (QAction *action : window.findChildren<QAction *>())
        if (action->shortcut() == QKeySequence(key))
            return action;
    return nullptr;
}

/// What Undo and Redo say after each step of undoing every edit and redoing one.
QStringList undoRedoTexts(MainWindow &window)
{
    QAction *undo = actionWith(window, QKeySequence::Undo);
    QAction *redo = actionWith(window, QKeySequence::Redo);
    QStringList texts;
    QUndoStack *stack = window.document()->undoStack();
    const int start = stack->index();
    for (int i = 0; i < 3; ++i) {
        texts << undo->text() << redo->text();
        stack->undo();
    }
    texts << undo->text() << redo->text();
    stack->setIndex(start);
    return texts;
}

} // namespace

class TestUndoNames : public QObject
{
    Q_OBJECT
private slots:
    void init()
    {
        QSettings().clear();
        switchTo("en");
    }
    void cleanupTestCase() { switchTo("en"); }

    void editsBeforeASwitchAreNamedInTheNewLanguage()
    {
        MainWindow before;
        before.openPreset(QStringLiteral("sleepy-child"));
        makeEdits(before);
        QCOMPARE(before.document()->undoStack()->count(), 3);
        const QStringList english = undoRedoTexts(before);
        QVERIFY2(english.first().contains(QStringLiteral("Undo")), qPrintable(english.first()));

        switchTo("ja");
        MainWindow fresh;
        fresh.openPreset(QStringLiteral("sleepy-child"));
        makeEdits(fresh);
        const QStringList japanese = undoRedoTexts(fresh);
        QCOMPARE(undoRedoTexts(before), japanese);
        for (qsizetype i = 0; i < english.size(); ++i)
            QVERIFY2(english[i] != japanese[i], qPrintable(english[i]));

        switchTo("en");
        QCOMPARE(undoRedoTexts(fresh), english);
        before.setSaveQuestion([] { return QMessageBox::Discard; });
        fresh.setSaveQuestion([] { return QMessageBox::Discard; });
    }
};

QTEST_MAIN(TestUndoNames)
#include "tst_undonames.moc"
