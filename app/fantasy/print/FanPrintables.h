#pragma once

#include "fantasy/model/FanBattle.h"
#include "fantasy/model/FanProfile.h"
#include "print/PrintChoices.h"
#include "print/PrintDocument.h"
#include "print/PrintRequest.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include <cstddef>
#include <memory>

namespace md::fantasy {

// The fantasy printables for the print dialog and `moraledesk export` (FanUi's printChoices(), printDocument() and
// printFileName(), and FanExport, hand these on): the army morale sheet filled from the open battle and blank, a
// race's Profile Sheet filled and blank, and the race's colour-coded odds table.
class FanPrintables
{
    Q_DECLARE_TR_FUNCTIONS(md::fantasy::FanPrintables)

public:
    // The printables' keys, as the fantasy system's printables() lists them.
    static QString sheetKey() { return QStringLiteral("sheet"); } // filled from the open battle
    static QString blankSheetKey() { return QStringLiteral("blank-sheet"); }
    static QString profileSheetKey() { return QStringLiteral("profile-sheet"); }
    static QString blankProfileSheetKey() { return QStringLiteral("blank-profile-sheet"); }
    static QString oddsTableKey() { return QStringLiteral("odds-table"); }
    // The Profile Sheet printables, the ones document(key, profile) makes.
    static QStringList keys() { return {profileSheetKey(), blankProfileSheetKey(), oddsTableKey()}; }
    // Every printable, in the order of FanSystem::printables().
    static QStringList allKeys() { return {sheetKey(), blankSheetKey(), profileSheetKey(), blankProfileSheetKey(), oddsTableKey()}; }

    // The options' keys (PrintRequest::options), also the export's option names.
    static QString unitsOptionKey() { return QStringLiteral("units"); }     // rows per side of the blank sheet
    static QString profileOptionKey() { return QStringLiteral("profile"); } // the battle's Nth sheet, 1-based
    static constexpr int defaultUnits = 12, maxUnits = 40, maxProfiles = 100;

    // All five printables, with the options "units" (blank-sheet) and "profile" (profile-sheet, odds-table).
    static PrintChoices choices();

    // The Profile Sheet printables of one profile. `profile` may be null for the blank sheet only: null for an
    // unknown key, and for a sheet or table asked of no profile.
    static std::unique_ptr<PrintDocument> document(const QString &key, const FanProfile *profile);
    // The same for a print request; an empty printable is the filled Profile Sheet.
    static std::unique_ptr<PrintDocument> document(const PrintRequest &request, const FanProfile *profile);

    // Any printable for a request from the open battle (the window, `moraledesk export`); an empty printable is the
    // filled army sheet. `battle` null: an empty battle. profile-sheet and odds-table print the battle's sheet
    // number option("profile", 1), clamped to the sheets it has; with none, the blank Profile Sheet, or a page
    // saying there is no sheet to give odds for. Null for an unknown key.
    static std::unique_ptr<PrintDocument> document(const PrintRequest &request, const FanBattle *battle);
    // A bare nullptr is no battle: the overloads above stay unambiguous for it.
    static std::unique_ptr<PrintDocument> document(const PrintRequest &request, std::nullptr_t)
    {
        return document(request, static_cast<const FanBattle *>(nullptr));
    }

    // A file name for the export: "<race> - profile sheet.pdf", without characters a file name cannot hold.
    static QString fileName(const QString &key, const FanProfile *profile);
    // The same for any printable of the battle: "<battle> - army morale sheet.pdf", the chosen sheet's race's name.
    static QString fileName(const PrintRequest &request, const FanBattle *battle);

private:
    // The battle's sheet that option "profile" picks, clamped; null when the battle has none.
    static const FanProfile *chosenProfile(const PrintRequest &request, const FanBattle *battle);
};

} // namespace md::fantasy
