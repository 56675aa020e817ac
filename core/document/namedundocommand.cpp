#include "namedundocommand.h"

#include <QUndoStack>

NamedUndoCommand::NamedUndoCommand(EditName name) : m_name(std::move(name))
{
    setText(m_name());
}

void NamedUndoCommand::retranslate()
{
    setText(m_name());
}

void NamedUndoCommand::retranslateAll(const QUndoStack &stack)
{
    for (int i = 0; i < stack.count(); ++i)
        // The stack hands out const commands; their text is ours to make again.
        if (auto *named =
                dynamic_cast<NamedUndoCommand *>(const_cast<QUndoCommand *>(stack.command(i))))
            named->retranslate();
}
