#include "ww1/commands/Ww1EditCommand.h"

#include "ww1/io/Ww1Validator.h"

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
    // An edit must leave a force that would load again: refused with the validator's reason, never clamped.
    const Problems problems = Ww1Validator::validate(m_replacement);
    if (!problems.isEmpty())
        return problems.constFirst().toString();
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
