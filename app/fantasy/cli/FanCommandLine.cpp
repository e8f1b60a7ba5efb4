#include "fantasy/cli/FanCommandLine.h"

#include "cli/ArgumentErrors.h"
#include "cli/CommandLine.h"
#include "fantasy/cli/FanOddsSubcommand.h"
#include "fantasy/cli/FanPlaySubcommand.h"
#include "fantasy/FanState.h"
#include "fantasy/io/FanProfileReader.h"
#include "fantasy/model/FanBattle.h"
#include "fantasy/rules/FanProfileCheck.h"
#include "fantasy/rules/FanTest.h"
#include "kernel/EnumText.h"
#include "kernel/FileEnvelope.h"
#include "systems/BuiltInSystems.h"

#include <QCommandLineParser>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QTextStream>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace md::fantasy {

namespace {

const QString kTable = u"table"_s;
const QString kProfileCheck = u"profile-check"_s;
const QString kSystem = QString::fromLatin1(FanBattle::systemId);

// The faces of one MMV row: each FMV = MMV + D4 looked up in the class's column by the rules core (C.3 step 5).
struct Row
{
    int mmv = 0;
    std::array<std::optional<FanResult>, FanCommandLine::faces> face;
    std::array<int, FanCommandLine::results.size()> count{};
};

Row row(const QList<FanResultBand> &bands, int mmv)
{
    Row r;
    r.mmv = mmv;
    for (int d4 = 1; d4 <= FanCommandLine::faces; ++d4) {
        r.face[static_cast<size_t>(d4 - 1)] = FanTest::resultFor(bands, mmv + d4);
        if (const std::optional<FanResult> result = r.face[static_cast<size_t>(d4 - 1)])
            ++r.count[static_cast<size_t>(*result)];
    }
    return r;
}

QString fmvText(int mmv) { return u"%1–%2"_s.arg(mmv + 1).arg(mmv + FanCommandLine::faces); }

QJsonObject oddsJson(const std::array<int, FanCommandLine::results.size()> &count)
{
    QJsonObject o;
    for (FanResult r : FanCommandLine::results)
        o.insert(enumKey(r), FanCommandLine::quarters(Fraction(count[static_cast<size_t>(r)], FanCommandLine::faces)));
    return o;
}

} // namespace

QList<Subcommand> FanCommandLine::subcommands()
{
    return {
        {FanPlaySubcommand::name(), false, Subcommand::Output::ForScripts,
         static_cast<int (*)(const QStringList &, QTextStream &, QTextStream &)>(&FanPlaySubcommand::run), kSystem,
         tr("play steps on a fantasy battle file headless (tests, rallies, losses …)"), true},
        {FanOddsSubcommand::name(), false, Subcommand::Output::ForScripts, &FanOddsSubcommand::run, kSystem,
         tr("one Morale Test from a Profile Sheet: BMV, modifiers, MMV, the odds in quarters")},
        {kTable, false, Subcommand::Output::ForScripts, &FanCommandLine::runTable, kSystem,
         tr("print a Profile Sheet's Morale Results odds by class and MMV")},
        {kProfileCheck, false, Subcommand::Output::ForScripts, &FanCommandLine::runProfileCheck, kSystem,
         tr("check a race's Profile Sheet file: every fault, or valid")},
    };
}

namespace {

// A battle file names its rule system; a Profile Sheet file does not (docs/fantasy-profile-format.md). Only the top
// level's keys are looked at here: each reader then reads the file strictly, as it always does.
bool namesRuleSystem(const QString &fileName)
{
    QFile file(fileName);
    if (file.size() > FileEnvelope::maxFileBytes || !file.open(QIODevice::ReadOnly))
        return false;
    const QJsonDocument doc = QJsonDocument::fromJson(file.readAll());
    return doc.isObject() && doc.object().contains(u"ruleSystem"_s);
}

} // namespace

QCommandLineOption FanCommandLine::profileOption()
{
    return {u"profile"_s,
            tr("With a fantasy battle file instead of a Profile Sheet file: the battle's Nth sheet (default the "
               "first), as the battle is played with it."),
            u"N"_s};
}

std::optional<int> FanCommandLine::profileNumber(const QCommandLineParser &parser, const QString &command,
                                                 QTextStream &err)
{
    if (!parser.isSet(u"profile"_s))
        return 0;
    bool ok = false;
    const int n = parser.value(u"profile"_s).toInt(&ok);
    if (!ok || n < 1) {
        err << "moraledesk " << command << ": "
            << tr("--profile is a sheet's number in the battle file, 1 or more, not \"%1\"").arg(parser.value(u"profile"_s))
            << Qt::endl;
        return std::nullopt;
    }
    return n;
}

std::optional<FanProfile> FanCommandLine::readProfile(const QString &command, const QString &fileName,
                                                      QTextStream &err, int *exitCode, int profileNumber)
{
    const QFileInfo info(fileName);
    if (!info.exists() || info.isDir()) {
        err << "moraledesk " << command << ": "
            << (info.exists() ? tr("%1: it is a folder, not a Profile Sheet file").arg(fileName)
                              : tr("%1: no such file").arg(fileName))
            << Qt::endl;
        *exitCode = CommandLine::Usage;
        return std::nullopt;
    }
    if (namesRuleSystem(fileName))
        return profileOfBattle(command, fileName, err, exitCode, profileNumber);
    if (profileNumber != 0) {
        err << "moraledesk " << command << ": "
            << tr("%1 is a Profile Sheet file: --profile picks a sheet of a battle file").arg(fileName) << Qt::endl;
        *exitCode = CommandLine::Usage;
        return std::nullopt;
    }
    const FanProfileReadResult read = FanProfileReader::readFile(fileName);
    if (!read.profile) {
        // The sheet is refused whole, every fault in the file's own paths (docs/fantasy-profile-format.md).
        for (const Problem &p : read.problems)
            err << "moraledesk " << command << ": " << tr("%1 is refused: %2").arg(fileName, p.toString()) << '\n';
        err.flush();
        *exitCode = CommandLine::Invalid;
        return std::nullopt;
    }
    *exitCode = CommandLine::Ok;
    return read.profile;
}

std::optional<FanProfile> FanCommandLine::profileOfBattle(const QString &command, const QString &fileName,
                                                          QTextStream &err, int *exitCode, int profileNumber)
{
    const EnvelopeResult read = FileEnvelope::readFile(fileName, ruleSystems());
    if (!read.ok()) {
        for (const Problem &p : read.problems)
            err << "moraledesk " << command << ": " << tr("%1 is refused: %2").arg(fileName, p.toString()) << '\n';
        err.flush();
        *exitCode = CommandLine::Invalid;
        return std::nullopt;
    }
    const FanBattle *battle = FanState::of(*read.state);
    if (!battle) {
        err << "moraledesk " << command << ": "
            << tr("%1 is a %2 file, not a fantasy battle or Profile Sheet").arg(fileName, read.system->displayName())
            << Qt::endl;
        *exitCode = CommandLine::Usage;
        return std::nullopt;
    }
    const int count = static_cast<int>(battle->profiles.size());
    const int n = profileNumber == 0 ? 1 : profileNumber;
    if (n > count) {
        QStringList races;
        for (int i = 0; i < count; ++i)
            races << u"%1. %2"_s.arg(i + 1).arg(battle->profiles.at(i).race);
        err << "moraledesk " << command << ": "
            << (count == 0 ? tr("%1 holds no Profile Sheet").arg(fileName)
                           : tr("--profile %1: %2 holds %n Profile Sheet(s): %3", nullptr, count)
                                 .arg(n)
                                 .arg(fileName, races.join(u"; "_s)))
            << Qt::endl;
        *exitCode = CommandLine::Usage;
        return std::nullopt;
    }
    *exitCode = CommandLine::Ok;
    return battle->profiles.at(n - 1);
}

std::optional<FanClass> FanCommandLine::classOf(const FanProfile &profile, const QString &typed)
{
    const QString word = typed.trimmed();
    for (FanClass c : classes) {
        if (word.compare(enumKey(c), Qt::CaseInsensitive) == 0
            || (!profile.classNameOf(c).trimmed().isEmpty()
                && word.compare(profile.classNameOf(c).trimmed(), Qt::CaseInsensitive) == 0))
            return c;
    }
    return std::nullopt;
}

QString FanCommandLine::quarters(const Fraction &chance)
{
    // Every chance of one D4 is a whole number of quarters, whatever Fraction reduced it to.
    return u"%1/%2"_s.arg(chance.numerator() * faces / chance.denominator()).arg(faces);
}

QString FanCommandLine::shortName(FanResult result)
{
    return result == FanResult::UncontrolledAdvance ? tr("UA", "Uncontrolled Advance") : enumDisplayName(result);
}

QString FanCommandLine::signedNumber(int n)
{
    return n > 0 ? u"+"_s + QString::number(n) : n == 0 ? u"+0"_s : QString::number(n);
}

QString FanCommandLine::rangesText(const QList<FanResultBand> &bands)
{
    // Open at the bottom first, then by their lowest FMV (the file's order is free, C-2).
    QList<FanResultBand> sorted = bands;
    std::stable_sort(sorted.begin(), sorted.end(), [](const FanResultBand &a, const FanResultBand &b) {
        if (!a.min || !b.min)
            return !a.min && b.min;
        return *a.min < *b.min;
    });
    QStringList parts;
    for (const FanResultBand &band : sorted)
        parts << tr("%1 %2", "a result and its FMVs").arg(enumDisplayName(band.result), FanProfileCheck::bandText(band));
    return parts.join(u", "_s);
}

std::optional<std::pair<int, int>> FanCommandLine::mmvRange(const QList<FanResultBand> &bands)
{
    std::optional<int> lowest;
    std::optional<int> highest;
    for (const FanResultBand &band : bands) {
        for (const std::optional<int> &end : {band.min, band.max}) {
            if (!end)
                continue;
            lowest = lowest ? std::min(*lowest, *end) : *end;
            highest = highest ? std::max(*highest, *end) : *end;
        }
    }
    if (!lowest)
        return std::nullopt;
    return std::pair{*lowest - faces, *highest + 1};
}

QString FanCommandLine::noOdds(const FanProfile &profile, FanClass c)
{
    // A sheet that reads has no gap or overlap (FanProfileReader refuses them); it may still be half entered.
    if (profile.resultsOf(c).isEmpty())
        return tr("no odds: the Morale Results table has no ranges for this class yet (C.6).");
    return {};
}

QString FanCommandLine::raceText(const FanProfile &profile)
{
    return tr("%1, sheet revision %2").arg(profile.race).arg(profile.revision);
}

void FanCommandLine::printRows(QTextStream &out, const QList<QStringList> &rows, const QString &indent)
{
    QList<qsizetype> widths;
    for (const QStringList &r : rows) {
        for (qsizetype i = 0; i < r.size(); ++i) {
            if (widths.size() <= i)
                widths.append(0);
            widths[i] = std::max(widths.at(i), r.at(i).size());
        }
    }
    for (const QStringList &r : rows) {
        QString line = indent;
        for (qsizetype i = 0; i < r.size(); ++i)
            line += i + 1 < r.size() ? r.at(i).leftJustified(widths.at(i) + 2) : r.at(i);
        out << line << '\n';
    }
}

QJsonObject FanCommandLine::tableJson(const FanProfile &profile, const QList<FanClass> &only)
{
    QJsonArray list;
    for (FanClass c : classes) {
        if (!only.isEmpty() && !only.contains(c))
            continue;
        const QList<FanResultBand> &bands = profile.resultsOf(c);
        QJsonObject o{{u"class"_s, enumKey(c)}, {u"name"_s, profile.classNameOf(c)}};
        if (const QString why = noOdds(profile, c); !why.isEmpty()) {
            o.insert(u"refusal"_s, why);
            list.append(o);
            continue;
        }
        QJsonArray rows;
        if (const std::optional<std::pair<int, int>> range = mmvRange(bands)) {
            for (int mmv = range->first; mmv <= range->second; ++mmv) {
                const Row r = row(bands, mmv);
                QJsonArray faceKeys;
                for (const std::optional<FanResult> &f : r.face)
                    faceKeys.append(f ? QJsonValue(enumKey(*f)) : QJsonValue());
                rows.append(QJsonObject{{u"mmv"_s, mmv},
                                        {u"fmv"_s, QJsonArray{mmv + 1, mmv + faces}},
                                        {u"faces"_s, faceKeys},
                                        {u"odds"_s, oddsJson(r.count)}});
            }
        } else {
            o.insert(u"always"_s, enumKey(bands.constFirst().result));
        }
        o.insert(u"rows"_s, rows);
        list.append(o);
    }
    return {{u"ruleSystem"_s, kSystem},
            {u"race"_s, profile.race},
            {u"revision"_s, profile.revision},
            {u"die"_s, u"d4"_s},
            {u"classes"_s, list}};
}

int FanCommandLine::runTable(const QStringList &arguments, QTextStream &out, QTextStream &err)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        tr("Fantasy morale (--system fantasy): the Morale Results odds table of a race's Profile Sheet. For each "
           "class and each MMV (the BMV plus the modifiers, C.3 steps 1-3), from 4 below the lowest end of a "
           "range of its Morale Results to 1 above the highest, the result of each face of the D4 "
           "(FMV = MMV + D4, C.3 steps 4-5) and the chance of each result in quarters.\n"
           "Examples: table --system fantasy hill-dwarfs.json --class B; "
           "table --system fantasy battle.json --profile 2"));
    parser.addHelpOption();
    parser.addPositionalArgument(kTable, tr("The table subcommand."));
    parser.addPositionalArgument(u"profile"_s, tr("The race's Profile Sheet file (docs/fantasy-profile-format.md), or "
                                                  "a fantasy battle file and --profile."));
    parser.addOption({u"class"_s, tr("Only this class: A, B or C, or what the race calls it."), u"CLASS"_s});
    parser.addOption(profileOption());
    parser.addOption({u"json"_s, tr("Print one JSON object: each class's rows, each face's result and the odds in "
                                    "quarters (\"3/4\").")});
    ArgumentErrors errors(kTable, err);
    if (const std::optional<int> exit = errors.parse(parser, arguments, out, 2))
        return *exit;
    if (parser.positionalArguments().size() < 2) {
        errors.fail(tr("expects a Profile Sheet file: moraledesk table --system fantasy PROFILE [--class B]"));
        return CommandLine::Usage;
    }
    const std::optional<int> number = profileNumber(parser, kTable, err);
    if (!number)
        return CommandLine::Usage;
    int exitCode = CommandLine::Ok;
    const std::optional<FanProfile> profile =
        readProfile(kTable, parser.positionalArguments().at(1), err, &exitCode, *number);
    if (!profile)
        return exitCode;
    QList<FanClass> only;
    if (parser.isSet(u"class"_s)) {
        const std::optional<FanClass> c = classOf(*profile, parser.value(u"class"_s));
        if (!c) {
            errors.fail(tr("--class is A, B or C (or the race's name for one), not \"%1\"").arg(parser.value(u"class"_s)));
            return CommandLine::Usage;
        }
        only.append(*c);
    }
    if (parser.isSet(u"json"_s)) {
        out << QJsonDocument(tableJson(*profile, only)).toJson(QJsonDocument::Compact) << Qt::endl;
        return CommandLine::Ok;
    }

    out << tr("Morale Results odds by MMV, %1.").arg(raceText(*profile)) << '\n';
    out << tr("FMV = MMV + D4 (C.3 steps 4-5). Each face of the D4 is 1/4, so a result's chance is the number of "
              "faces that give it, in quarters. UA: Uncontrolled Advance.")
        << '\n';
    for (FanClass c : classes) {
        if (!only.isEmpty() && !only.contains(c))
            continue;
        out << '\n';
        const QString name = FanProfileCheck::className(*profile, c);
        const QList<FanResultBand> &bands = profile->resultsOf(c);
        if (const QString why = noOdds(*profile, c); !why.isEmpty()) {
            out << tr("%1: %2").arg(name, why) << '\n';
            continue;
        }
        out << tr("%1: %2.").arg(name, rangesText(bands)) << '\n';
        const std::optional<std::pair<int, int>> range = mmvRange(bands);
        if (!range) { // one band for every FMV: nothing a die can change
            out << tr("Every FMV gives %1, whatever the MMV.").arg(enumDisplayName(bands.constFirst().result)) << '\n';
            continue;
        }
        QStringList heading{tr("MMV"), tr("FMV")};
        for (int d4 = 1; d4 <= faces; ++d4)
            heading << tr("D4 %1").arg(d4);
        for (FanResult r : results)
            heading << shortName(r);
        QList<QStringList> rows{heading};
        for (int mmv = range->first; mmv <= range->second; ++mmv) {
            const Row r = row(bands, mmv);
            QStringList cells{QString::number(mmv), fmvText(mmv)};
            for (const std::optional<FanResult> &f : r.face)
                cells << (f ? shortName(*f) : u"?"_s);
            for (FanResult result : results) {
                const int n = r.count[static_cast<size_t>(result)];
                cells << (n == 0 ? u"-"_s : quarters(Fraction(n, faces)));
            }
            rows << cells;
        }
        printRows(out, rows);
    }
    out.flush();
    return CommandLine::Ok;
}

int FanCommandLine::runProfileCheck(const QStringList &arguments, QTextStream &out, QTextStream &err)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        tr("Fantasy morale: checks a race's Profile Sheet file (docs/fantasy-profile-format.md) as a stranger's "
           "file is read. Prints every fault as $.path: reason (exit 1), or that the sheet is valid (exit 0), with "
           "the tables a Morale Test of each class still lacks (C.6: a sheet may be saved half entered)."));
    parser.addHelpOption();
    parser.addPositionalArgument(kProfileCheck, tr("The profile-check subcommand."));
    parser.addPositionalArgument(u"profile"_s, tr("The Profile Sheet file."));
    ArgumentErrors errors(kProfileCheck, err);
    if (const std::optional<int> exit = errors.parse(parser, arguments, out, 2))
        return *exit;
    if (parser.positionalArguments().size() < 2) {
        errors.fail(tr("expects a Profile Sheet file: moraledesk profile-check PROFILE"));
        return CommandLine::Usage;
    }
    const QString fileName = parser.positionalArguments().at(1);
    const QFileInfo info(fileName);
    if (!info.exists() || info.isDir()) {
        errors.fail(info.exists() ? tr("%1: it is a folder, not a Profile Sheet file").arg(fileName)
                                  : tr("%1: no such file").arg(fileName));
        return CommandLine::Usage;
    }
    const FanProfileReadResult read = FanProfileReader::readFile(fileName);
    if (!read.profile) {
        for (const Problem &p : read.problems)
            out << p.toString() << '\n';
        out.flush();
        return CommandLine::Invalid;
    }
    const FanProfile &profile = *read.profile;
    out << tr("%1: valid Profile Sheet of %2, revision %3.").arg(fileName, profile.race).arg(profile.revision) << '\n';
    for (FanClass c : classes) {
        const QStringList missing = FanProfileCheck::missingForTest(profile, c);
        if (!missing.isEmpty())
            out << u"  "_s
                << tr("%1 cannot test yet: %2 (C.6).").arg(FanProfileCheck::className(profile, c), missing.join(u"; "_s))
                << '\n';
    }
    out.flush();
    return CommandLine::Ok;
}

} // namespace md::fantasy
