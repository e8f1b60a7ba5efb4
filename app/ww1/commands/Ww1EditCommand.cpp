#include "ww1/commands/Ww1EditCommand.h"

namespace md::ww1 {

Ww1EditCommand::Ww1EditCommand(Ww1Document *document, const QString &text, Ww1Force after)
    : Ww1DocumentCommand(document, text)
    , m_replacement(std::move(after))
{
}

QString Ww1EditCommand::perform(Ww1Force &force)
{
    // An edit that changes nothing would leave an empty step in the history.
    if (force == m_replacement)
        return tr("Nothing changed.");
    force = m_replacement;
    return {};
}

std::unique_ptr<Ww1EditCommand> Ww1EditCommand::edit(Ww1Document *document, const QString &undoText, Ww1Force after)
{
    return std::make_unique<Ww1EditCommand>(document, undoText.isEmpty() ? tr("Edit force") : undoText, std::move(after));
}

std::unique_ptr<Ww1EditCommand> Ww1EditCommand::restore(Ww1Document *document, Ww1Force recovered)
{
    return std::make_unique<Ww1EditCommand>(document, tr("Recovered work"), std::move(recovered));
}

} // namespace md::ww1
