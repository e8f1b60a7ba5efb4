#include "ratio/cli/RatioCommandLine.h"

#include "cli/ArgumentErrors.h"
#include "cli/CommandLine.h"
#include "ratio/RatioSummary.h"
#include "ratio/rules/RatioMorale.h"

#include <QCommandLineParser>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTextStream>

#include <algorithm>

namespace md::ratio {

namespace {

constexpr int maxLevel = 100000;
constexpr int maxTableLevel = 1000;

const QString kTable = QStringLiteral("table");
const QString kCheck = QStringLiteral("check");
const QString kCrew = QStringLiteral("crew");

} // namespace

QStringList RatioCommandLine::subcommands() { return {kTable, kCheck, kCrew}; }

int RatioCommandLine::run(const QStringList &arguments, QTextStream &out, QTextStream &err)
{
    const Parsed p = parse(arguments, out, err);
    if (p.exitCode)
        return *p.exitCode;
    if (p.command == kTable)
        return table(p, out);
    if (p.command == kCheck)
        return check(p, out);
    return crew(p, out);
}

RatioCommandLine::Parsed RatioCommandLine::parse(const QStringList &arguments, QTextStream &out, QTextStream &err)
{
    const QString command = CommandLine::subcommandOf(arguments);
    if (command == kTable)
        return parseTable(arguments, out, err);
    if (command == kCheck)
        return parseCheck(arguments, out, err);
    return parseCrew(arguments, out, err);
}

RatioCommandLine::Parsed RatioCommandLine::parseTable(const QStringList &arguments, QTextStream &out, QTextStream &err)
{
    Parsed p;
    p.command = kTable;
    QCommandLineParser parser;
    parser.setApplicationDescription(tr("Prints the Morale Results Table (R5): rows are starting levels, columns "
                                        "points remaining; a cell is the d10 roll needed, S (automatic success), "
                                        "F (automatic failure) or - where remaining exceeds the level."));
    parser.addHelpOption();
    parser.addPositionalArgument(kTable, tr("The table subcommand."));
    parser.addOption({QStringLiteral("from"), tr("First starting level (default 1)."), QStringLiteral("A"), QStringLiteral("1")});
    parser.addOption({QStringLiteral("to"), tr("Last starting level (default 20)."), QStringLiteral("B"), QStringLiteral("20")});
    parser.addOption({QStringLiteral("format"), tr("text, csv or json (default text)."), QStringLiteral("format"), QStringLiteral("text")});
    ArgumentErrors errors(kTable, err);
    if ((p.exitCode = errors.parse(parser, arguments, out, 1)))
        return p;
    const auto from = errors.intOption(parser, QStringLiteral("from"), 1, maxTableLevel, false).value_or(1);
    const auto to = errors.intOption(parser, QStringLiteral("to"), 1, maxTableLevel, false).value_or(20);
    const QString format = parser.value(QStringLiteral("format"));
    if (!errors.failed() && to < from)
        errors.fail(tr("--to (%1) must not be below --from (%2)").arg(to).arg(from));
    if (!errors.failed() && format != QLatin1String("text") && format != QLatin1String("csv") && format != QLatin1String("json"))
        errors.fail(tr("--format must be text, csv or json, not \"%1\"").arg(format));
    if (errors.failed())
        p.exitCode = CommandLine::Usage;
    p.from = from;
    p.to = to;
    p.format = format;
    return p;
}

int RatioCommandLine::table(const Parsed &p, QTextStream &out)
{
    const int from = p.from;
    const int to = p.to;
    const QString &format = p.format;
    if (format == QLatin1String("json")) {
        QJsonArray rows;
        for (int level = from; level <= to; ++level) {
            QJsonArray cells;
            QJsonArray failures;
            for (int remaining = 1; remaining <= to; ++remaining) {
                cells.append(tableCell(level, remaining));
                failures.append(remaining > level ? QJsonValue(QJsonValue::Null)
                                                  : QJsonValue(enumKey(failureFor(level, remaining))));
            }
            rows.append(QJsonObject{{QStringLiteral("level"), level},
                                    {QStringLiteral("cells"), cells},
                                    {QStringLiteral("failures"), failures}});
        }
        const QJsonObject doc{{QStringLiteral("from"), from}, {QStringLiteral("to"), to}, {QStringLiteral("rows"), rows}};
        out << QJsonDocument(doc).toJson(QJsonDocument::Compact) << Qt::endl;
        return CommandLine::Ok;
    }
    if (format == QLatin1String("csv")) {
        out << "level";
        for (int remaining = 1; remaining <= to; ++remaining)
            out << ',' << remaining;
        out << '\n';
        for (int level = from; level <= to; ++level) {
            out << level;
            for (int remaining = 1; remaining <= to; ++remaining)
                out << ',' << tableCell(level, remaining);
            out << '\n';
        }
        out.flush();
        return CommandLine::Ok;
    }
    const int width = static_cast<int>(QString::number(to).size()) + 1;
    const int labelWidth = std::max(5, width);
    out << QStringLiteral("level").leftJustified(labelWidth);
    for (int remaining = 1; remaining <= to; ++remaining)
        out << QString::number(remaining).rightJustified(width);
    out << '\n';
    for (int level = from; level <= to; ++level) {
        out << QString::number(level).leftJustified(labelWidth);
        for (int remaining = 1; remaining <= to; ++remaining)
            out << tableCell(level, remaining).rightJustified(width);
        out << '\n';
    }
    out.flush();
    return CommandLine::Ok;
}

RatioCommandLine::Parsed RatioCommandLine::parseCheck(const QStringList &arguments, QTextStream &out, QTextStream &err)
{
    Parsed p;
    p.command = kCheck;
    QCommandLineParser parser;
    parser.setApplicationDescription(tr("Assesses one morale check (R5, R8) and prints it as one JSON object."));
    parser.addHelpOption();
    parser.addPositionalArgument(kCheck, tr("The check subcommand."));
    parser.addOption({QStringLiteral("starting"), tr("Starting morale level of the unit."), QStringLiteral("N")});
    parser.addOption({QStringLiteral("current"), tr("Current morale level of the unit."), QStringLiteral("M")});
    parser.addOption({QStringLiteral("class"), tr("Morale class: elite, regular or levy (default regular)."),
                      QStringLiteral("class"), QStringLiteral("regular")});
    parser.addOption({QStringLiteral("green"), tr("Green (inexperienced) troops: -1 to the need.")});
    parser.addOption({QStringLiteral("nbc"), tr("NBC attack on troops not equipped for it: -2, forces a check.")});
    ArgumentErrors errors(kCheck, err);
    if ((p.exitCode = errors.parse(parser, arguments, out, 1)))
        return p;
    const auto starting = errors.intOption(parser, QStringLiteral("starting"), 1, maxLevel);
    const auto current = errors.intOption(parser, QStringLiteral("current"), 0, maxLevel);
    const auto moraleClass = enumFromKey<MoraleClass>(parser.value(QStringLiteral("class")));
    if (!errors.failed() && *current > *starting)
        errors.fail(tr("--current (%1) cannot be above --starting (%2): points never rise above the starting level (R5)")
                        .arg(*current).arg(*starting));
    if (!errors.failed() && !moraleClass)
        errors.fail(tr("--class must be elite, regular or levy, not \"%1\"").arg(parser.value(QStringLiteral("class"))));
    if (errors.failed()) {
        p.exitCode = CommandLine::Usage;
        return p;
    }
    p.starting = *starting;
    p.current = *current;
    p.moraleClass = *moraleClass;
    p.green = parser.isSet(QStringLiteral("green"));
    p.nbc = parser.isSet(QStringLiteral("nbc"));
    return p;
}

int RatioCommandLine::check(const Parsed &p, QTextStream &out)
{
    CheckFactors factors;
    factors.moraleClass = p.moraleClass;
    factors.green = p.green;
    factors.nbc = p.nbc;
    const CheckAssessment a = assess(p.starting, p.current, factors);
    out << QJsonDocument(RatioSummary::assessmentJson(a)).toJson(QJsonDocument::Compact) << Qt::endl;
    return CommandLine::Ok;
}

RatioCommandLine::Parsed RatioCommandLine::parseCrew(const QStringList &arguments, QTextStream &out, QTextStream &err)
{
    Parsed p;
    p.command = kCrew;
    QCommandLineParser parser;
    parser.setApplicationDescription(tr("Surviving crew when a crew abandons its damaged vehicle (R10): "
                                        "crew x remaining / levels, rounded half up, at least one."));
    parser.addHelpOption();
    parser.addPositionalArgument(kCrew, tr("The crew subcommand."));
    parser.addOption({QStringLiteral("crew"), tr("Original number of crew."), QStringLiteral("C")});
    parser.addOption({QStringLiteral("levels"), tr("The vehicle's original morale level (damage levels)."), QStringLiteral("L")});
    parser.addOption({QStringLiteral("remaining"), tr("Damage levels remaining."), QStringLiteral("R")});
    ArgumentErrors errors(kCrew, err);
    if ((p.exitCode = errors.parse(parser, arguments, out, 1)))
        return p;
    const auto crewCount = errors.intOption(parser, QStringLiteral("crew"), 1, 1000);
    const auto levels = errors.intOption(parser, QStringLiteral("levels"), 1, 12);
    const auto remaining = errors.intOption(parser, QStringLiteral("remaining"), 0, 12);
    if (!errors.failed() && *remaining > *levels)
        errors.fail(tr("--remaining (%1) cannot be above --levels (%2)").arg(*remaining).arg(*levels));
    if (!errors.failed() && *remaining == 0)
        errors.fail(tr("--remaining is 0: the vehicle is destroyed, and its survivors come from the "
                       "explosive-destruction penetration roll, not this formula (R10)"));
    if (errors.failed()) {
        p.exitCode = CommandLine::Usage;
        return p;
    }
    p.crew = *crewCount;
    p.levels = *levels;
    p.remaining = *remaining;
    return p;
}

int RatioCommandLine::crew(const Parsed &p, QTextStream &out)
{
    const QJsonObject o{{QStringLiteral("survivors"), crewSurvivors(p.crew, p.levels, p.remaining)}};
    out << QJsonDocument(o).toJson(QJsonDocument::Compact) << Qt::endl;
    return CommandLine::Ok;
}

} // namespace md::ratio
