#include "fantasy/print/FanPrintables.h"

#include "fantasy/print/FanArmySheetDocument.h"
#include "fantasy/print/FanBlankProfileSheetDocument.h"
#include "fantasy/print/FanNoticeDocument.h"
#include "fantasy/print/FanOddsTableDocument.h"
#include "fantasy/print/FanProfileSheetDocument.h"

#include <QRegularExpression>

#include <algorithm>

namespace md::fantasy {

static_assert(FanPrintables::maxUnits == FanArmySheetDocument::maxBlankUnits);

namespace {
// A name typed by the players as part of a file name: no path separators or characters Windows refuses.
QString safeName(const QString &name, const QString &fallback)
{
    static const QRegularExpression unsafe(QStringLiteral("[\\\\/:*?\"<>|\\x00-\\x1f]"));
    QString safe = name.trimmed();
    safe.replace(unsafe, QStringLiteral("-"));
    if (safe.isEmpty())
        return fallback;
    if (safe.startsWith(QLatin1Char('.')))
        safe.prepend(fallback);
    return safe;
}

QString printableOf(const PrintRequest &request, const QString &fallback)
{
    return request.printable.isEmpty() ? fallback : request.printable;
}
} // namespace

PrintChoices FanPrintables::choices()
{
    PrintChoices choices;
    // The labels are FanSystem::printables()'. The army sheet's unit rows are wide (ten columns): landscape by
    // default; the blank one is portrait, where a side of 16 rows with room to write still fits one page.
    choices.documents = {
        {sheetKey(), tr("Fantasy army morale sheet"), true},
        {blankSheetKey(), tr("Blank fantasy army morale sheet")},
        {profileSheetKey(), tr("Race Profile Sheet")},
        {blankProfileSheetKey(), tr("Blank Race Profile Sheet")},
        {oddsTableKey(), tr("Morale Results odds by MMV")},
    };
    // One spin box each (PrintOptionsDialog), enabled for the printables listed; "profile" serves both documents
    // of one sheet. Its range is fixed: document() clamps it to the sheets the battle has.
    choices.options = {
        {unitsOptionKey(), tr("&Unit rows per side:"), tr("Unit rows per side"), 1, maxUnits, defaultUnits,
         {blankSheetKey()}, {}},
        {profileOptionKey(), tr("Profile &Sheet number:"), tr("Profile Sheet number"), 1, maxProfiles, 1,
         {profileSheetKey(), oddsTableKey()}, {}},
    };
    return choices;
}

std::unique_ptr<PrintDocument> FanPrintables::document(const QString &key, const FanProfile *profile)
{
    if (key == blankProfileSheetKey())
        return std::make_unique<FanBlankProfileSheetDocument>();
    if (!profile)
        return nullptr;
    if (key == profileSheetKey())
        return std::make_unique<FanProfileSheetDocument>(*profile);
    if (key == oddsTableKey())
        return std::make_unique<FanOddsTableDocument>(*profile);
    return nullptr;
}

std::unique_ptr<PrintDocument> FanPrintables::document(const PrintRequest &request, const FanProfile *profile)
{
    return document(printableOf(request, profileSheetKey()), profile);
}

const FanProfile *FanPrintables::chosenProfile(const PrintRequest &request, const FanBattle *battle)
{
    if (!battle || battle->profiles.isEmpty())
        return nullptr;
    const int count = static_cast<int>(battle->profiles.size());
    const int n = std::clamp(request.option(profileOptionKey(), 1), 1, count);
    return &battle->profiles.at(n - 1);
}

std::unique_ptr<PrintDocument> FanPrintables::document(const PrintRequest &request, const FanBattle *battle)
{
    const QString key = printableOf(request, sheetKey());
    if (key == sheetKey())
        return std::make_unique<FanArmySheetDocument>(battle ? *battle : FanBattle{});
    if (key == blankSheetKey())
        return std::make_unique<FanArmySheetDocument>(request.option(unitsOptionKey(), defaultUnits));
    if (key == blankProfileSheetKey())
        return document(key, static_cast<const FanProfile *>(nullptr));
    if (key != profileSheetKey() && key != oddsTableKey())
        return nullptr;
    if (const FanProfile *profile = chosenProfile(request, battle))
        return document(key, profile);
    // No sheet yet: a Profile Sheet to fill in by hand; for the odds, a page that says why there are none.
    if (key == profileSheetKey())
        return std::make_unique<FanBlankProfileSheetDocument>();
    const QString name = battle && !battle->name.trimmed().isEmpty() ? battle->name : tr("Unnamed battle");
    return std::make_unique<FanNoticeDocument>(
        FanOddsTableDocument::tr("Morale Test Odds"), name,
        tr("This battle has no Race Profile Sheet yet, so there are no Morale Test odds to print. Add the races' "
           "sheets to the battle (Profile Sheets tab, or import them from a file), then print the odds of each (C.6)."));
}

QString FanPrintables::fileName(const QString &key, const FanProfile *profile)
{
    if (key == blankProfileSheetKey() || !profile)
        return QStringLiteral("blank race profile sheet.pdf");
    const QString race = safeName(profile->race, QStringLiteral("race"));
    if (key == oddsTableKey())
        return race + QStringLiteral(" - morale odds.pdf");
    return race + QStringLiteral(" - profile sheet.pdf");
}

QString FanPrintables::fileName(const PrintRequest &request, const FanBattle *battle)
{
    const QString key = printableOf(request, sheetKey());
    if (key == blankSheetKey())
        return QStringLiteral("blank fantasy army morale sheet.pdf");
    if (key == blankProfileSheetKey())
        return fileName(key, static_cast<const FanProfile *>(nullptr));
    if (key == profileSheetKey() || key == oddsTableKey()) {
        if (const FanProfile *profile = chosenProfile(request, battle))
            return fileName(key, profile);
        if (key == profileSheetKey())
            return fileName(blankProfileSheetKey(), static_cast<const FanProfile *>(nullptr));
        return QStringLiteral("no race profile sheet - morale odds.pdf");
    }
    const QString name = safeName(battle ? battle->name : QString(), QStringLiteral("fantasy battle"));
    return name + QStringLiteral(" - army morale sheet.pdf");
}

} // namespace md::fantasy
