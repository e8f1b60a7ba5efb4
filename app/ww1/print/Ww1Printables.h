#pragma once

#include "print/PrintChoices.h"
#include "print/PrintDocument.h"
#include "print/PrintRequest.h"
#include "ww1/model/Ww1Force.h"

#include <QCoreApplication>
#include <QString>

#include <memory>

namespace md::ww1 {

// WW1's printables for the print dialog and `moraledesk export` (Ww1Ui's printChoices(), printDocument() and
// printFileName() hand these on): the filled and the blank force sheet and the reference card.
class Ww1Printables
{
    Q_DECLARE_TR_FUNCTIONS(md::ww1::Ww1Printables)

public:
    // The printables' keys, as Ww1System::printables() lists them.
    static QString sheetKey() { return QStringLiteral("sheet"); }            // filled from the open force
    static QString blankSheetKey() { return QStringLiteral("blank-sheet"); }
    static QString cardKey() { return QStringLiteral("card"); }
    // The blank sheet's options' keys (PrintRequest::options), also the export's option names.
    static QString groupsKey() { return QStringLiteral("groups"); }
    static QString standsKey() { return QStringLiteral("stands"); }
    static QString membersKey() { return QStringLiteral("members"); }

    static PrintChoices choices();
    // `force` null: a sheet of an empty force (the other printables need none).
    static std::unique_ptr<PrintDocument> document(const PrintRequest &request, const Ww1Force *force);
    static QString fileName(const PrintRequest &request, const Ww1Force *force);
};

} // namespace md::ww1
