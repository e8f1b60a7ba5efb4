#include "ratio/commands/GameCommand.h"

#include "ratio/document/BattlegroupDocument.h"

namespace md {

GameCommand::GameCommand(BattlegroupDocument *document, const QString &text, QList<Battlegroup> after,
                         int initiativeAfter)
    : QUndoCommand(text)
    , m_document(document)
    , m_before(document->ratioState().sides())
    , m_after(std::move(after))
    , m_initiativeBefore(document->initiative())
    , m_initiativeAfter(initiativeAfter)
{
}

void GameCommand::undo()
{
    m_document->replaceSides(m_before);
    m_document->replaceInitiative(m_initiativeBefore);
}

void GameCommand::redo()
{
    m_document->replaceSides(m_after);
    m_document->replaceInitiative(m_initiativeAfter);
}

} // namespace md
