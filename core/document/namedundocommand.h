#pragma once

#include <QString>
#include <QUndoCommand>

#include <functional>

class QUndoStack;

/// The name of an undoable edit, made in the language of the moment: "Undo Zero Q" in the
/// Edit menu follows a language switch like every other text. A function rather than a
/// text, so that it can be made again: `[] { return tr("Mask"); }`.
using EditName = std::function<QString()>;

/// An undo command whose text an EditName makes, again after every language switch.
class NamedUndoCommand : public QUndoCommand
{
public:
    /// A command whose text `name` makes.
    explicit NamedUndoCommand(EditName name);

    /// Makes the text again, in the language now installed.
    void retranslate();
    /// Makes the texts of every named command on `stack` again (the Undo and Redo actions
    /// read them afterwards).
    static void retranslateAll(const QUndoStack &stack);

private:
    EditName m_name;
};
