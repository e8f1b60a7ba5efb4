#include "ratio/commands/DocumentCommand.h"

#include "ratio/document/BattlegroupDocument.h"
#include "ratio/BattlegroupReader.h"
#include "ratio/io/BattlegroupValidator.h"

namespace md {

DocumentCommand::DocumentCommand(BattlegroupDocument *document, const QString &text)
    : QUndoCommand(text)
    , m_document(document)
{
}

bool DocumentCommand::prepare()
{
    m_side = m_document->activeSide();
    m_before = m_document->battlegroup();
    m_enduranceBefore = m_document->endurance();
    Battlegroup work = m_before;
    m_result = perform(work);
    if (!m_result.ok())
        return false;
    if (validatesRoster()) {
        const Problems problems = BattlegroupValidator::validate(work);
        if (!problems.isEmpty()) {
            m_result = ratio::ActionResult::refused(problems.constFirst().toString());
            return false;
        }
    }
    // Edits can change any unit, so they count everything again; play verbs report it.
    m_enduranceAfter = m_result.endurance ? *m_result.endurance : ratio::endurance(work);
    m_after = std::move(work);
    return true;
}

// The side the verb changed, whichever side the window shows now.
void DocumentCommand::undo() { m_document->replaceSide(m_side, m_before, m_enduranceBefore); }

void DocumentCommand::redo() { m_document->replaceSide(m_side, m_after, m_enduranceAfter); }

} // namespace md
