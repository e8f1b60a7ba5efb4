#include "ww1/Ww1Export.h"

#include "ww1/print/Ww1BlankSheetDocument.h"
#include "ww1/print/Ww1Printables.h"

#include <QCommandLineParser>

#include <optional>

namespace md::ww1 {

namespace {
// The export's word for a blank sheet; the rest are Ww1Printables' option keys.
const QString kBlank = QStringLiteral("blank");

std::optional<int> intOption(const QCommandLineParser &parser, const QString &name, int min, int max,
                             const std::function<void(const QString &)> &fail)
{
    if (!parser.isSet(name))
        return std::nullopt;
    const QString text = parser.value(name);
    bool ok = false;
    const int value = text.trimmed().toInt(&ok);
    if (!ok || value < min || value > max) {
        fail(Ww1Export::tr("--%1 must be a whole number from %2 to %3, not \"%4\"").arg(name).arg(min).arg(max).arg(text));
        return std::nullopt;
    }
    return value;
}

void refuse(const QCommandLineParser &parser, const QStringList &names, const QString &document,
            const std::function<void(const QString &)> &fail)
{
    for (const QString &n : names) {
        if (parser.isSet(n))
            fail(Ww1Export::tr("--%1 does not apply to \"export %2\"").arg(n, document));
    }
}
} // namespace

ExportSpec Ww1Export::spec()
{
    using Blank = Ww1BlankSheetDocument;
    ExportSpec spec;
    spec.description =
        tr("Exports a printable PDF (real, searchable text):\n"
           "  sheet --blank [--groups N] [--stands N] [--members N]\n"
           "                              a blank WW1 force sheet: N groups (default %1), N stand rows each\n"
           "                              (default %2), thresholds and tally boxes up to N members (default %3)\n"
           "  sheet FILE                  the force sheet filled from a WW1 force file\n"
           "  card                        the one-page quick-reference card")
            .arg(Blank::defaultGroups)
            .arg(Blank::defaultStands)
            .arg(Blank::defaultMembers);
    spec.documents = {Ww1Printables::sheetKey(), Ww1Printables::cardKey()};
    spec.fileHelp = tr("For sheet: the WW1 force file.");
    spec.options = {
        {kBlank, tr("sheet: a blank sheet instead of one filled from a file.")},
        {Ww1Printables::groupsKey(), tr("sheet --blank: spaces for N groups (1-%1).").arg(Blank::maxGroups), QStringLiteral("N")},
        {Ww1Printables::standsKey(), tr("sheet --blank: N stand rows per group (1-%1).").arg(Blank::maxStands),
         QStringLiteral("N")},
        {Ww1Printables::membersKey(),
         tr("sheet --blank: thresholds and tally boxes up to N members (%1-%2).").arg(Blank::minMembers).arg(Blank::maxMembers),
         QStringLiteral("N")},
    };
    return spec;
}

bool Ww1Export::takesFile(const QString &document) { return document == Ww1Printables::sheetKey(); }

void Ww1Export::parse(const QCommandLineParser &parser, const QString &document, const QString &file,
                      PrintRequest *request, const std::function<void(const QString &)> &fail)
{
    using Blank = Ww1BlankSheetDocument;
    const QStringList blankOnly{Ww1Printables::groupsKey(), Ww1Printables::standsKey(), Ww1Printables::membersKey()};
    request->printable = document;
    if (document != Ww1Printables::sheetKey()) {
        refuse(parser, QStringList{kBlank} + blankOnly, document, fail);
        return;
    }
    const bool blank = parser.isSet(kBlank);
    if (blank && !file.isEmpty())
        fail(tr("give either --blank or a WW1 force file, not both"));
    else if (!blank && file.isEmpty())
        fail(tr("give --blank or a WW1 force file"));
    if (!blank) {
        for (const QString &name : blankOnly) {
            if (parser.isSet(name))
                fail(tr("--%1 goes with --blank").arg(name));
        }
    }
    const int groups = intOption(parser, Ww1Printables::groupsKey(), 1, Blank::maxGroups, fail).value_or(Blank::defaultGroups);
    const int stands = intOption(parser, Ww1Printables::standsKey(), 1, Blank::maxStands, fail).value_or(Blank::defaultStands);
    const int members =
        intOption(parser, Ww1Printables::membersKey(), Blank::minMembers, Blank::maxMembers, fail).value_or(Blank::defaultMembers);
    if (blank) {
        request->printable = Ww1Printables::blankSheetKey();
        request->options.insert(Ww1Printables::groupsKey(), groups);
        request->options.insert(Ww1Printables::standsKey(), stands);
        request->options.insert(Ww1Printables::membersKey(), members);
    }
}

} // namespace md::ww1
