#pragma once

#include "ratio/model/Battlegroup.h"

#include <QList>
#include <QUndoCommand>

namespace md {

class BattlegroupDocument;

// An undoable change to a whole game rather than one side (issue 15): ending the shared turn for both sides,
// passing the initiative, adding or removing a side. Worked out once when created; undo and redo swap the
// whole list of sides and the initiative, so a redo never re-rolls.
class GameCommand : public QUndoCommand
{
public:
    GameCommand(BattlegroupDocument *document, const QString &text, QList<Battlegroup> after, int initiativeAfter);

    void undo() override;
    void redo() override;

private:
    BattlegroupDocument *m_document;
    QList<Battlegroup> m_before;
    QList<Battlegroup> m_after;
    int m_initiativeBefore = 0;
    int m_initiativeAfter = 0;
};

} // namespace md
