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

void DocumentCommand::undo() { m_document->replaceState(m_before, m_enduranceBefore); }

void DocumentCommand::redo() { m_document->replaceState(m_after, m_enduranceAfter); }

} // namespace md
