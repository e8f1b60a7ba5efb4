#include "fantasy/commands/FanCommand.h"

#include "fantasy/document/FanDocument.h"
#include "fantasy/io/FanValidator.h"

namespace md::fantasy {

FanCommand::FanCommand(FanDocument *document, const QString &text, Verb verb)
    : QUndoCommand(text)
    , m_document(document)
    , m_verb(std::move(verb))
{
}

bool FanCommand::prepare()
{
    m_before = m_document->battle();
    FanBattle work = m_before;
    m_error = m_verb(work, m_lines);
    if (!m_error.isEmpty())
        return false;
    // What is saved and what the recovery journal replays is this battle, so every verb must leave one that reads
    // back: refuse with the validator's reason.
    if (const Problems problems = FanValidator::validate(work); !problems.isEmpty()) {
        m_error = problems.constFirst().toString();
        return false;
    }
    m_after = std::move(work);
    return true;
}

void FanCommand::undo() { m_document->replaceBattle(m_before); }

void FanCommand::redo() { m_document->replaceBattle(m_after); }

} // namespace md::fantasy
