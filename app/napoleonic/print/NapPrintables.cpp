#include "napoleonic/print/NapPrintables.h"

#include "napoleonic/print/NapBlankSheetDocument.h"
#include "napoleonic/print/NapFilledSheetDocument.h"
#include "napoleonic/print/NapReferenceCardDocument.h"

namespace md::nap {

PrintChoices NapPrintables::choices()
{
    PrintChoices choices;
    choices.documents = {
        // The unit rows are wide (tally boxes, states, 15.21 ticks): landscape by default.
        {sheetKey(), tr("Filled army sheet of this battle"), true},
        {blankSheetKey(), tr("Blank army sheet"), true},
        {cardKey(), tr("Quick-reference card")},
    };
    using Blank = NapBlankSheetDocument;
    choices.options = {
        {commandsKey(), tr("Blank &commands:"), tr("Blank commands"), 1, Blank::maxCommands, Blank::defaultCommands,
         {blankSheetKey()}, {}},
        {unitsKey(), tr("&Unit rows per command:"), tr("Unit rows per command"), 1, Blank::maxUnits, Blank::defaultUnits,
         {blankSheetKey()}, {}},
    };
    return choices;
}

std::unique_ptr<PrintDocument> NapPrintables::document(const PrintRequest &request, const NapBattle *battle)
{
    const QString &key = request.printable;
    if (key == blankSheetKey()) {
        using Blank = NapBlankSheetDocument;
        return std::make_unique<Blank>(request.option(commandsKey(), Blank::defaultCommands),
                                       request.option(unitsKey(), Blank::defaultUnits));
    }
    if (key == cardKey())
        return std::make_unique<NapReferenceCardDocument>();
    return std::make_unique<NapFilledSheetDocument>(battle ? *battle : NapBattle{});
}

QString NapPrintables::fileName(const PrintRequest &request, const NapBattle *battle)
{
    const QString &key = request.printable;
    if (key == blankSheetKey())
        return QStringLiteral("blank Napoleonic army sheet.pdf");
    if (key == cardKey())
        return QStringLiteral("Napoleonic morale reference card.pdf");
    const QString name = battle && !battle->name.isEmpty() ? battle->name : QStringLiteral("Napoleonic battle");
    return name + QStringLiteral(" - army sheet.pdf");
}

} // namespace md::nap
