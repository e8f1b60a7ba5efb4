#include "PrintRequest.h"

#include "ratio/print/BlankSheetDocument.h"
#include "ratio/print/FilledSheetDocument.h"
#include "ratio/print/MoraleTableDocument.h"
#include "ratio/print/ReferenceCardDocument.h"
#include "ratio/model/Battlegroup.h"

namespace md {

std::unique_ptr<PrintDocument> PrintRequest::makeDocument(const Battlegroup &battlegroup) const
{
    switch (kind) {
    case Kind::FilledSheet:
        return std::make_unique<FilledSheetDocument>(battlegroup);
    case Kind::BlankSheet:
        return std::make_unique<BlankSheetDocument>(blankUnits);
    case Kind::ResultsTable:
        return std::make_unique<MoraleTableDocument>(from, to);
    case Kind::ReferenceCard:
        break;
    }
    return std::make_unique<ReferenceCardDocument>();
}

QString PrintRequest::suggestedFileName(const Battlegroup &battlegroup) const
{
    switch (kind) {
    case Kind::FilledSheet:
        return battlegroup.name + QStringLiteral(" - status sheet.pdf");
    case Kind::BlankSheet:
        return QStringLiteral("blank status sheet.pdf");
    case Kind::ResultsTable:
        return QStringLiteral("morale results table %1-%2.pdf").arg(from).arg(to);
    case Kind::ReferenceCard:
        break;
    }
    return QStringLiteral("morale reference card.pdf");
}

} // namespace md
