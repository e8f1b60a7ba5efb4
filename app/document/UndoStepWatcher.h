#pragma once

#include <QObject>
#include <QString>

class QUndoCommand;
class QUndoStack;

namespace md {

// Tells an undo step from a redo and from a new action on one undo stack, so a panel that shows the result of
// its last action can say what an undo or redo did instead of leaving that result standing. System-neutral:
// any workspace's panels may watch their document's stack.
class UndoStepWatcher : public QObject
{
    Q_OBJECT

public:
    explicit UndoStepWatcher(QUndoStack *stack, QObject *parent = nullptr);

Q_SIGNALS:
    // The command's own text ("Morale check: Pvt. Ames"), as the Edit menu names it.
    void undone(const QString &text);
    void redone(const QString &text);
    // A new action was pushed (or the stack was cleared): whatever was shown before is about an older state.
    void pushed();

private:
    void indexChanged(int index);
    void remember();

    QUndoStack *m_stack;
    int m_index = 0;
    int m_count = 0;
    const QUndoCommand *m_redoable = nullptr; // the command a redo would apply now
    QString m_redoableText;
};

} // namespace md
