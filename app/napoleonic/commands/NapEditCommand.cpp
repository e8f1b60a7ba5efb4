#include "napoleonic/commands/NapEditCommand.h"

namespace md::nap {

NapEditCommand::NapEditCommand(NapDocument *document, const QString &text, NapBattle after)
    : NapDocumentCommand(document, text)
    , m_replacement(std::move(after))
{
}

QString NapEditCommand::perform(NapBattle &battle)
{
    // An edit that changes nothing would leave an empty step in the history.
    if (battle == m_replacement)
        return tr("Nothing changed.");
    // prepare() refuses a battle the validator rejects, with its reason: never clamped.
    battle = m_replacement;
    return {};
}

std::unique_ptr<NapEditCommand> NapEditCommand::edit(NapDocument *document, const QString &undoText, NapBattle after)
{
    return std::make_unique<NapEditCommand>(document, undoText.isEmpty() ? tr("Edit battle") : undoText, std::move(after));
}

std::unique_ptr<NapEditCommand> NapEditCommand::restore(NapDocument *document, NapBattle recovered)
{
    return std::make_unique<NapEditCommand>(document, tr("Recovered work"), std::move(recovered));
}

} // namespace md::nap
