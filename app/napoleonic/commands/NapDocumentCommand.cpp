#include "napoleonic/commands/NapDocumentCommand.h"

#include "napoleonic/document/NapDocument.h"
#include "napoleonic/io/NapValidator.h"

namespace md::nap {

NapDocumentCommand::NapDocumentCommand(NapDocument *document, const QString &text)
    : QUndoCommand(text)
    , m_document(document)
{
}

bool NapDocumentCommand::prepare()
{
    m_before = m_document->battle();
    NapBattle work = m_before;
    m_error = perform(work);
    if (!m_error.isEmpty())
        return false;
    // Every verb must leave a battle that reads back (a turn past the file's limit, a count beyond it): what
    // is saved and what the recovery journal replays is this battle, so refuse with the validator's reason.
    if (const Problems problems = NapValidator::validate(work); !problems.isEmpty()) {
        m_error = problems.constFirst().toString();
        return false;
    }
    m_after = std::move(work);
    return true;
}

void NapDocumentCommand::undo() { m_document->replaceBattle(m_before); }

void NapDocumentCommand::redo() { m_document->replaceBattle(m_after); }

} // namespace md::nap
