#include "ww1/commands/Ww1DocumentCommand.h"

#include "ww1/document/Ww1Document.h"
#include "ww1/io/Ww1Validator.h"

namespace md::ww1 {

Ww1DocumentCommand::Ww1DocumentCommand(Ww1Document *document, const QString &text)
    : QUndoCommand(text)
    , m_document(document)
{
}

bool Ww1DocumentCommand::prepare()
{
    m_before = m_document->force();
    Ww1Force work = m_before;
    m_error = perform(work);
    if (!m_error.isEmpty())
        return false;
    // Every verb must leave a force that reads back (a turn past the file's limit, a count beyond it): what is
    // saved and what the recovery journal replays is this force, so refuse with the validator's reason.
    if (const Problems problems = Ww1Validator::validate(work); !problems.isEmpty()) {
        m_error = problems.constFirst().toString();
        return false;
    }
    m_after = std::move(work);
    return true;
}

void Ww1DocumentCommand::undo() { m_document->replaceForce(m_before); }

void Ww1DocumentCommand::redo() { m_document->replaceForce(m_after); }

} // namespace md::ww1
