#pragma once

#include "ratio/commands/DocumentCommand.h"
#include "ratio/rules/SheetReturn.h"

#include <QCoreApplication>

namespace md {

// A marked-up paper status sheet keyed back in (SheetReturn) as one undo step: every loss, status and marker
// it carries goes in or comes out together.
class SheetCommand final : public DocumentCommand
{
    Q_DECLARE_TR_FUNCTIONS(md::SheetCommand)

public:
    SheetCommand(BattlegroupDocument *document, QList<ratio::SheetEntry> entries);

protected:
    ratio::ActionResult perform(Battlegroup &state) override;

private:
    QList<ratio::SheetEntry> m_entries;
};

} // namespace md
