#pragma once

#include "napoleonic/model/NapBattle.h"
#include "print/PrintChoices.h"
#include "print/PrintDocument.h"
#include "print/PrintRequest.h"

#include <QCoreApplication>
#include <QString>

#include <memory>

namespace md::nap {

// The Napoleonic printables for the print dialog and `moraledesk export` (NapUi's printChoices(),
// printDocument() and printFileName() hand these on): the filled and the blank army sheet and the reference card.
class NapPrintables
{
    Q_DECLARE_TR_FUNCTIONS(md::nap::NapPrintables)

public:
    // The printables' keys, as NapSystem::printables() lists them.
    static QString sheetKey() { return QStringLiteral("sheet"); } // filled from the open battle
    static QString blankSheetKey() { return QStringLiteral("blank-sheet"); }
    static QString cardKey() { return QStringLiteral("card"); }
    // The blank sheet's options' keys (PrintRequest::options), also the export's option names.
    static QString commandsKey() { return QStringLiteral("commands"); }
    static QString unitsKey() { return QStringLiteral("units"); }

    static PrintChoices choices();
    // `battle` null: a sheet of an empty battle (the other printables need none).
    static std::unique_ptr<PrintDocument> document(const PrintRequest &request, const NapBattle *battle);
    static QString fileName(const PrintRequest &request, const NapBattle *battle);
};

} // namespace md::nap
