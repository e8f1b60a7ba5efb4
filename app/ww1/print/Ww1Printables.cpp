#include "ww1/print/Ww1Printables.h"

#include "ww1/print/Ww1BlankSheetDocument.h"
#include "ww1/print/Ww1FilledSheetDocument.h"
#include "ww1/print/Ww1ReferenceCardDocument.h"

namespace md::ww1 {

PrintChoices Ww1Printables::choices()
{
    PrintChoices choices;
    choices.documents = {
        {sheetKey(), tr("Filled force sheet of this force")},
        // The thresholds table runs to 40 starting sizes across: one strip on landscape paper (A.2.1).
        {blankSheetKey(), tr("Blank force sheet"), true},
        {cardKey(), tr("Quick-reference card")},
    };
    using Blank = Ww1BlankSheetDocument;
    choices.options = {
        {groupsKey(), tr("Blank &groups:"), tr("Blank groups"), 1, Blank::maxGroups, Blank::defaultGroups,
         {blankSheetKey()}, {}},
        {standsKey(), tr("&Stand rows per group:"), tr("Stand rows per group"), 1, Blank::maxStands,
         Blank::defaultStands, {blankSheetKey()}, {}},
        {membersKey(), tr("Thresholds and tally up to &members:"), tr("Largest group size"), Blank::minMembers,
         Blank::maxMembers, Blank::defaultMembers, {blankSheetKey()}, {}},
    };
    return choices;
}

std::unique_ptr<PrintDocument> Ww1Printables::document(const PrintRequest &request, const Ww1Force *force)
{
    const QString &key = request.printable;
    if (key == blankSheetKey()) {
        using Blank = Ww1BlankSheetDocument;
        return std::make_unique<Blank>(request.option(groupsKey(), Blank::defaultGroups),
                                       request.option(standsKey(), Blank::defaultStands),
                                       request.option(membersKey(), Blank::defaultMembers));
    }
    if (key == cardKey())
        return std::make_unique<Ww1ReferenceCardDocument>();
    return std::make_unique<Ww1FilledSheetDocument>(force ? *force : Ww1Force{});
}

QString Ww1Printables::fileName(const PrintRequest &request, const Ww1Force *force)
{
    const QString &key = request.printable;
    if (key == blankSheetKey())
        return QStringLiteral("blank WW1 force sheet.pdf");
    if (key == cardKey())
        return QStringLiteral("WW1 morale reference card.pdf");
    const QString name = force && !force->name.isEmpty() ? force->name : QStringLiteral("WW1 force");
    return name + QStringLiteral(" - force sheet.pdf");
}

} // namespace md::ww1
