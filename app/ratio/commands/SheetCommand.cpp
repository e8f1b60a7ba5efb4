#include "ratio/commands/SheetCommand.h"

namespace md {

SheetCommand::SheetCommand(BattlegroupDocument *document, QList<ratio::SheetEntry> entries)
    : DocumentCommand(document, tr("Key in marked-up sheet"))
    , m_entries(std::move(entries))
{
}

ratio::ActionResult SheetCommand::perform(Battlegroup &state)
{
    // The sheet's losses run through the engine's verbs on this copy (R2-R4, R6, R11).
    return ratio::SheetReturn::apply(state, m_entries);
}

} // namespace md
