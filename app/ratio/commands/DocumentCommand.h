#pragma once

#include "ratio/rules/RatioEngine.h"

#include <QUndoCommand>

namespace md {

class BattlegroupDocument;

// The base of every undoable verb of ratio's (PlayCommand, EditCommand). A verb works out its effect once, on
// a copy of the state, when it is created; undo and redo then swap whole states, so a redo never rolls the
// dice again. The copies are cheap because Qt's lists share their data until one side changes.
class DocumentCommand : public QUndoCommand
{
public:
    void undo() override;
    void redo() override;

    // Runs the verb on a copy; false (with the result's error set) leaves the document untouched.
    bool prepare();
    const ratio::ActionResult &result() const { return m_result; }

protected:
    DocumentCommand(BattlegroupDocument *document, const QString &text);
    virtual ratio::ActionResult perform(Battlegroup &state) = 0;
    // Edits must leave a battlegroup that would load again; play actions are valid by construction.
    virtual bool validatesRoster() const { return false; }
    // The rules engine on the verb's copy, told R11 of the state the verb starts from, so that it works out
    // the new endurance from the units the action touches. Every play verb gets its engine here.
    ratio::RatioEngine engine(Battlegroup &state) const { return ratio::RatioEngine(state, m_enduranceBefore); }

private:
    BattlegroupDocument *m_document;
    int m_side = 0; // the side the verb acts on: the document's active side when it was prepared
    Battlegroup m_before;
    Battlegroup m_after;
    ratio::Endurance m_enduranceBefore;
    ratio::Endurance m_enduranceAfter;
    ratio::ActionResult m_result;
};

} // namespace md
