#include "fantasy/FanExport.h"

#include "fantasy/print/FanPrintables.h"

#include <QCommandLineParser>

#include <optional>

namespace md::fantasy {

namespace {
using P = FanPrintables;

std::optional<int> intOption(const QCommandLineParser &parser, const QString &name, int min, int max,
                             const std::function<void(const QString &)> &fail)
{
    if (!parser.isSet(name))
        return std::nullopt;
    const QString text = parser.value(name);
    bool ok = false;
    const int value = text.trimmed().toInt(&ok);
    if (!ok || value < min || value > max) {
        fail(FanExport::tr("--%1 must be a whole number from %2 to %3, not \"%4\"").arg(name).arg(min).arg(max).arg(text));
        return std::nullopt;
    }
    return value;
}

// Which documents each option goes with.
bool takesProfile(const QString &document) { return document == P::profileSheetKey() || document == P::oddsTableKey(); }
} // namespace

ExportSpec FanExport::spec()
{
    ExportSpec spec;
    spec.description =
        tr("Exports a printable PDF (real, searchable text):\n"
           "  sheet FILE                  both armies' morale sheet filled from a fantasy battle file: every unit's\n"
           "                              figures, loss step, BMV now, state and what is due\n"
           "  blank-sheet [--units N]     a blank army morale sheet with N unit rows per side (default %1)\n"
           "  profile-sheet FILE [--profile N]\n"
           "                              the battle's Nth race Profile Sheet (default the first)\n"
           "  blank-profile-sheet         a blank Profile Sheet for a club to fill in\n"
           "  odds-table FILE [--profile N]\n"
           "                              the Nth sheet's Morale Results, colour-coded, with the odds of each\n"
           "                              result for every MMV")
            .arg(P::defaultUnits);
    spec.documents = P::allKeys();
    spec.fileHelp = tr("For sheet, profile-sheet and odds-table: the fantasy battle file.");
    spec.options = {
        {P::unitsOptionKey(), tr("blank-sheet: N unit rows per side (1-%1).").arg(P::maxUnits), QStringLiteral("N")},
        {P::profileOptionKey(), tr("profile-sheet, odds-table: the battle's Nth Profile Sheet (1-%1).").arg(P::maxProfiles),
         QStringLiteral("N")},
    };
    return spec;
}

bool FanExport::takesFile(const QString &document)
{
    return document == P::sheetKey() || takesProfile(document);
}

void FanExport::parse(const QCommandLineParser &parser, const QString &document, const QString &file,
                      PrintRequest *request, const std::function<void(const QString &)> &fail)
{
    request->printable = document;
    if (takesFile(document) && file.isEmpty())
        fail(tr("give the fantasy battle file to fill \"%1\" from").arg(document));
    if (document != P::blankSheetKey() && parser.isSet(P::unitsOptionKey()))
        fail(tr("--%1 goes with \"export %2\", not \"export %3\"").arg(P::unitsOptionKey(), P::blankSheetKey(), document));
    if (!takesProfile(document) && parser.isSet(P::profileOptionKey()))
        fail(tr("--%1 goes with \"export %2\" or \"export %3\", not \"export %4\"")
                 .arg(P::profileOptionKey(), P::profileSheetKey(), P::oddsTableKey(), document));
    if (document == P::blankSheetKey())
        request->options.insert(P::unitsOptionKey(),
                                intOption(parser, P::unitsOptionKey(), 1, P::maxUnits, fail).value_or(P::defaultUnits));
    if (takesProfile(document))
        request->options.insert(P::profileOptionKey(),
                                intOption(parser, P::profileOptionKey(), 1, P::maxProfiles, fail).value_or(1));
}

} // namespace md::fantasy
