#include "document/UndoStepWatcher.h"

#include <QUndoStack>

namespace md {

UndoStepWatcher::UndoStepWatcher(QUndoStack *stack, QObject *parent)
    : QObject(parent)
    , m_stack(stack)
{
    remember();
    connect(stack, &QUndoStack::indexChanged, this, &UndoStepWatcher::indexChanged);
}

void UndoStepWatcher::remember()
{
    m_index = m_stack->index();
    m_count = m_stack->count();
    m_redoable = m_index < m_count ? m_stack->command(m_index) : nullptr;
    m_redoableText = m_redoable ? m_redoable->text() : QString();
}

void UndoStepWatcher::indexChanged(int index)
{
    const int before = m_index;
    const int countBefore = m_count;
    const QUndoCommand *redoable = m_redoable;
    const QString redoableText = m_redoableText;
    remember();
    if (index == before - 1 && m_count == countBefore) {
        Q_EMIT undone(m_stack->command(index)->text());
        return;
    }
    // A redo applies the command that waited at the old index and keeps every command; a new action drops
    // the commands that could be redone and pushes a new one.
    if (index == before + 1 && m_count == countBefore && redoable && m_stack->command(before) == redoable
        && redoable->text() == redoableText) {
        Q_EMIT redone(redoableText);
        return;
    }
    Q_EMIT pushed();
}

} // namespace md
