#include "DocumentCommand.h"

#include "document/BattlegroupDocument.h"
#include "io/BattlegroupReader.h"

namespace md {

DocumentCommand::DocumentCommand(BattlegroupDocument *document, const QString &text)
    : QUndoCommand(text)
    , m_document(document)
{
}

bool DocumentCommand::prepare()
{
    m_before = m_document->battlegroup();
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
    m_after = std::move(work);
    return true;
}

void DocumentCommand::undo() { m_document->replaceState(m_before); }

void DocumentCommand::redo() { m_document->replaceState(m_after); }

} // namespace md
