#include "napoleonic/NapExport.h"

#include "napoleonic/print/NapBlankSheetDocument.h"
#include "napoleonic/print/NapPrintables.h"

#include <QCommandLineParser>

#include <optional>

namespace md::nap {

namespace {
std::optional<int> intOption(const QCommandLineParser &parser, const QString &name, int min, int max,
                             const std::function<void(const QString &)> &fail)
{
    if (!parser.isSet(name))
        return std::nullopt;
    const QString text = parser.value(name);
    bool ok = false;
    const int value = text.trimmed().toInt(&ok);
    if (!ok || value < min || value > max) {
        fail(NapExport::tr("--%1 must be a whole number from %2 to %3, not \"%4\"").arg(name).arg(min).arg(max).arg(text));
        return std::nullopt;
    }
    return value;
}

QStringList blankOptions() { return {NapPrintables::commandsKey(), NapPrintables::unitsKey()}; }
} // namespace

ExportSpec NapExport::spec()
{
    using Blank = NapBlankSheetDocument;
    ExportSpec spec;
    spec.description =
        tr("Exports a printable PDF (real, searchable text):\n"
           "  sheet FILE                  the army sheet filled from a Napoleonic battle file: every unit's\n"
           "                              current CMR, state and rally failures, each army's MFP and standing\n"
           "  blank-sheet [--commands N] [--units N]\n"
           "                              a blank army sheet: N commands (default %1), N unit rows each\n"
           "                              (default %2), and the MFP ledger\n"
           "  card                        the one-page quick-reference card")
            .arg(Blank::defaultCommands)
            .arg(Blank::defaultUnits);
    spec.documents = {NapPrintables::sheetKey(), NapPrintables::blankSheetKey(), NapPrintables::cardKey()};
    spec.fileHelp = tr("For sheet: the Napoleonic battle file.");
    spec.options = {
        {NapPrintables::commandsKey(), tr("blank-sheet: spaces for N commands (1-%1).").arg(Blank::maxCommands),
         QStringLiteral("N")},
        {NapPrintables::unitsKey(), tr("blank-sheet: N unit rows per command (1-%1).").arg(Blank::maxUnits),
         QStringLiteral("N")},
    };
    return spec;
}

bool NapExport::takesFile(const QString &document) { return document == NapPrintables::sheetKey(); }

void NapExport::parse(const QCommandLineParser &parser, const QString &document, const QString &file,
                      PrintRequest *request, const std::function<void(const QString &)> &fail)
{
    using Blank = NapBlankSheetDocument;
    request->printable = document;
    if (document == NapPrintables::sheetKey() && file.isEmpty())
        fail(tr("give the Napoleonic battle file to fill the sheet from"));
    if (document != NapPrintables::blankSheetKey()) {
        for (const QString &name : blankOptions()) {
            if (parser.isSet(name))
                fail(tr("--%1 goes with \"export %2\", not \"export %3\"").arg(name, NapPrintables::blankSheetKey(), document));
        }
        return;
    }
    const int commands =
        intOption(parser, NapPrintables::commandsKey(), 1, Blank::maxCommands, fail).value_or(Blank::defaultCommands);
    const int units = intOption(parser, NapPrintables::unitsKey(), 1, Blank::maxUnits, fail).value_or(Blank::defaultUnits);
    request->options.insert(NapPrintables::commandsKey(), commands);
    request->options.insert(NapPrintables::unitsKey(), units);
}

} // namespace md::nap
