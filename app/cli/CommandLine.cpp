#include "CommandLine.h"

#include "SingleValueOptions.h"
#include "ratio/BattlegroupReader.h"
#include "ratio/rules/MoralePoints.h"
#include "ratio/rules/RatioEngine.h"
#include "ratio/rules/RatioMorale.h"

#include <QCommandLineParser>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTextStream>

#include <optional>

namespace md {

namespace {

constexpr int maxLevel = 100000;
constexpr int maxTableLevel = 1000;

const QString kTable = QStringLiteral("table");
const QString kCheck = QStringLiteral("check");
const QString kCrew = QStringLiteral("crew");
const QString kValidate = QStringLiteral("validate");
const QString kSummary = QStringLiteral("summary");

QString programName() { return QStringLiteral("moraledesk"); }

// Reports problems as one line each and remembers that something failed.
class ArgumentErrors
{
public:
    ArgumentErrors(const QString &command, QTextStream &err) : m_command(command), m_err(err) {}
    void fail(const QString &message)
    {
        if (!m_failed)
            m_err << programName() << ' ' << m_command << ": " << message << Qt::endl;
        m_failed = true;
    }
    bool failed() const { return m_failed; }

private:
    QString m_command;
    QTextStream &m_err;
    bool m_failed = false;
};

std::optional<int> intOption(const QCommandLineParser &parser, const QString &name, int min, int max,
                             ArgumentErrors &errors, bool required = true)
{
    if (!parser.isSet(name)) {
        if (required)
            errors.fail(CommandLine::tr("--%1 is required").arg(name));
        return std::nullopt;
    }
    const QString text = parser.value(name);
    bool ok = false;
    const int value = text.trimmed().toInt(&ok);
    if (!ok || value < min || value > max) {
        errors.fail(CommandLine::tr("--%1 must be a whole number from %2 to %3, not \"%4\"")
                        .arg(name).arg(min).arg(max).arg(text));
        return std::nullopt;
    }
    return value;
}

// Parses a subcommand's arguments; returns an exit code when the run ends here (help or an error).
std::optional<int> parseSubcommand(QCommandLineParser &parser, const QStringList &arguments, ArgumentErrors &errors,
                                   QTextStream &out, qsizetype maxPositional)
{
    if (!parser.parse(arguments)) {
        errors.fail(parser.errorText());
        return CommandLine::Usage;
    }
    if (parser.isSet(QStringLiteral("help"))) {
        out << parser.helpText();
        out.flush();
        return CommandLine::Ok;
    }
    if (const QString repeated = SingleValueOptions::repeated(parser); !repeated.isEmpty()) {
        errors.fail(repeated);
        return CommandLine::Usage;
    }
    if (parser.positionalArguments().size() > maxPositional) {
        errors.fail(CommandLine::tr("unexpected argument \"%1\"").arg(parser.positionalArguments().at(maxPositional)));
        return CommandLine::Usage;
    }
    return std::nullopt;
}

QJsonValue optionalInt(const std::optional<int> &v) { return v ? QJsonValue(*v) : QJsonValue(QJsonValue::Null); }

QJsonValue automaticJson(Automatic a)
{
    return a == Automatic::None ? QJsonValue(QJsonValue::Null) : QJsonValue(enumKey(a));
}

QJsonObject assessmentJson(const ratio::CheckAssessment &a)
{
    QJsonObject o;
    o.insert(QStringLiteral("starting"), a.starting);
    o.insert(QStringLiteral("current"), a.current);
    o.insert(QStringLiteral("ratio"), ratio::formatRatio(a.ratioHundredths));
    o.insert(QStringLiteral("need"), optionalInt(a.need));
    o.insert(QStringLiteral("modifiedNeed"), optionalInt(a.modifiedNeed));
    // Presentation only: the decision was made on the integer count of passing faces.
    o.insert(QStringLiteral("pSuccess"), static_cast<double>(a.successFaces) / 10.0);
    o.insert(QStringLiteral("failure"), enumKey(a.failure));
    o.insert(QStringLiteral("automatic"), automaticJson(a.automatic));
    return o;
}

std::optional<Battlegroup> loadOrReport(const QString &command, const QStringList &positional, QTextStream &out,
                                        QTextStream &err, int &exitCode)
{
    if (positional.size() != 2) {
        err << programName() << ' ' << command << ": "
            << CommandLine::tr("expects exactly one battlegroup file") << Qt::endl;
        exitCode = CommandLine::Usage;
        return std::nullopt;
    }
    const QString fileName = positional.at(1);
    const QFileInfo info(fileName);
    if (!info.exists()) {
        err << programName() << ' ' << command << ": " << CommandLine::tr("%1: no such file").arg(fileName) << Qt::endl;
        exitCode = CommandLine::Usage;
        return std::nullopt;
    }
    LoadResult loaded = BattlegroupReader::readFile(fileName);
    if (!loaded.ok()) {
        for (const Problem &p : std::as_const(loaded.problems))
            out << p.toString() << Qt::endl;
        exitCode = CommandLine::Invalid;
        return std::nullopt;
    }
    exitCode = CommandLine::Ok;
    return std::move(loaded.battlegroup);
}

} // namespace

// export, campaign and play are dispatched by main() to their own libraries; they are listed so that they never open a
// window.
QStringList CommandLine::subcommands()
{
    return {kTable, kCheck, kCrew, kValidate, kSummary, QStringLiteral("export"), QStringLiteral("campaign"),
            QStringLiteral("play")};
}

QString CommandLine::subcommandOf(const QStringList &arguments)
{
    for (int i = 1; i < arguments.size(); ++i) {
        if (!arguments.at(i).startsWith(QLatin1Char('-')))
            return arguments.at(i);
    }
    return {};
}

bool CommandLine::isHeadless(const QStringList &arguments)
{
    for (int i = 1; i < arguments.size(); ++i) {
        const QString &a = arguments.at(i);
        if (a == QLatin1String("--help") || a == QLatin1String("-h") || a == QLatin1String("--help-all")
            || a == QLatin1String("--version") || a == QLatin1String("-v"))
            return true;
        if (!a.startsWith(QLatin1Char('-')))
            return subcommands().contains(a);
    }
    return false;
}

int CommandLine::run(const QStringList &arguments, QTextStream &out, QTextStream &err)
{
    const Parsed p = parse(arguments, out, err);
    if (p.exitCode)
        return *p.exitCode;
    if (p.command == kTable)
        return table(p, out);
    if (p.command == kCheck)
        return check(p, out);
    if (p.command == kCrew)
        return crew(p, out);
    if (p.command == kValidate)
        return validate(p, out, err);
    return summary(p, out, err);
}

CommandLine::Parsed CommandLine::parse(const QStringList &arguments, QTextStream &out, QTextStream &err)
{
    const QString command = subcommandOf(arguments);
    if (command == kTable)
        return parseTable(arguments, out, err);
    if (command == kCheck)
        return parseCheck(arguments, out, err);
    if (command == kCrew)
        return parseCrew(arguments, out, err);
    if (command == kValidate || command == kSummary)
        return parseFileCommand(command, arguments, out, err);
    return parseTop(arguments, command, out, err);
}

CommandLine::Parsed CommandLine::parseTop(const QStringList &arguments, const QString &command, QTextStream &out,
                                          QTextStream &err)
{
    Parsed p;
    p.command = command;
    const auto stop = [&p](int code) {
        p.exitCode = code;
        return p;
    };
    QCommandLineParser parser;
    parser.setApplicationDescription(
        tr("MoraleDesk: ratio morale for sci-fi skirmish battlegroups.\n\n"
           "Without a subcommand, or with a battlegroup file, the program opens its window.\n"
           "Subcommands (run headless; add --help after one for its options):\n"
           "  table      print the Morale Results Table\n"
           "  check      assess one morale check\n"
           "  crew       surviving crew of an abandoned vehicle (R10)\n"
           "  validate   check a battlegroup file\n"
           "  summary    a battlegroup's state as JSON\n"
           "  play       play steps on a battlegroup file headless (casualties, checks with given dice, end of turn …)\n"
           "  export     status sheets, the results table or the reference card as PDF\n"
           "  campaign   campaign records in an SQLite file: create, record, list, service-record,\n"
           "             export-csv, next-battle, add-replacement, backup, check"));
    const QCommandLineOption help = parser.addHelpOption();
    const QCommandLineOption version = parser.addVersionOption();
    parser.addPositionalArgument(QStringLiteral("file"), tr("Battlegroup file to open in the window."), QStringLiteral("[file]"));
    // Read by main() before the window opens; listed here so that --help documents it.
    parser.addOption({QStringLiteral("quit-after-show"),
                      tr("Open the window, quit as soon as it has been shown and painted (for timing start-up).")});
    if (!parser.parse(arguments)) {
        err << programName() << ": " << parser.errorText() << Qt::endl;
        return stop(Usage);
    }
    if (parser.isSet(version)) {
        out << programName() << ' ' << QStringLiteral(MORALEDESK_VERSION) << Qt::endl;
        return stop(Ok);
    }
    if (!command.isEmpty() && !parser.isSet(help)) {
        err << programName() << ": " << tr("unknown subcommand \"%1\"").arg(command) << Qt::endl;
        return stop(Usage);
    }
    out << parser.helpText();
    return stop(Ok);
}

CommandLine::Parsed CommandLine::parseTable(const QStringList &arguments, QTextStream &out, QTextStream &err)
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
    if ((p.exitCode = parseSubcommand(parser, arguments, errors, out, 1)))
        return p;
    const auto from = intOption(parser, QStringLiteral("from"), 1, maxTableLevel, errors, false).value_or(1);
    const auto to = intOption(parser, QStringLiteral("to"), 1, maxTableLevel, errors, false).value_or(20);
    const QString format = parser.value(QStringLiteral("format"));
    if (!errors.failed() && to < from)
        errors.fail(tr("--to (%1) must not be below --from (%2)").arg(to).arg(from));
    if (!errors.failed() && format != QLatin1String("text") && format != QLatin1String("csv") && format != QLatin1String("json"))
        errors.fail(tr("--format must be text, csv or json, not \"%1\"").arg(format));
    if (errors.failed())
        p.exitCode = Usage;
    p.from = from;
    p.to = to;
    p.format = format;
    return p;
}

int CommandLine::table(const Parsed &p, QTextStream &out)
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
                cells.append(ratio::tableCell(level, remaining));
                failures.append(remaining > level ? QJsonValue(QJsonValue::Null)
                                                  : QJsonValue(enumKey(ratio::failureFor(level, remaining))));
            }
            rows.append(QJsonObject{{QStringLiteral("level"), level},
                                    {QStringLiteral("cells"), cells},
                                    {QStringLiteral("failures"), failures}});
        }
        const QJsonObject doc{{QStringLiteral("from"), from}, {QStringLiteral("to"), to}, {QStringLiteral("rows"), rows}};
        out << QJsonDocument(doc).toJson(QJsonDocument::Compact) << Qt::endl;
        return Ok;
    }
    if (format == QLatin1String("csv")) {
        out << "level";
        for (int remaining = 1; remaining <= to; ++remaining)
            out << ',' << remaining;
        out << '\n';
        for (int level = from; level <= to; ++level) {
            out << level;
            for (int remaining = 1; remaining <= to; ++remaining)
                out << ',' << ratio::tableCell(level, remaining);
            out << '\n';
        }
        out.flush();
        return Ok;
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
            out << ratio::tableCell(level, remaining).rightJustified(width);
        out << '\n';
    }
    out.flush();
    return Ok;
}

CommandLine::Parsed CommandLine::parseCheck(const QStringList &arguments, QTextStream &out, QTextStream &err)
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
    if ((p.exitCode = parseSubcommand(parser, arguments, errors, out, 1)))
        return p;
    const auto starting = intOption(parser, QStringLiteral("starting"), 1, maxLevel, errors);
    const auto current = intOption(parser, QStringLiteral("current"), 0, maxLevel, errors);
    const auto moraleClass = enumFromKey<MoraleClass>(parser.value(QStringLiteral("class")));
    if (!errors.failed() && *current > *starting)
        errors.fail(tr("--current (%1) cannot be above --starting (%2): points never rise above the starting level (R5)")
                        .arg(*current).arg(*starting));
    if (!errors.failed() && !moraleClass)
        errors.fail(tr("--class must be elite, regular or levy, not \"%1\"").arg(parser.value(QStringLiteral("class"))));
    if (errors.failed()) {
        p.exitCode = Usage;
        return p;
    }
    p.starting = *starting;
    p.current = *current;
    p.moraleClass = *moraleClass;
    p.green = parser.isSet(QStringLiteral("green"));
    p.nbc = parser.isSet(QStringLiteral("nbc"));
    return p;
}

int CommandLine::check(const Parsed &p, QTextStream &out)
{
    ratio::CheckFactors factors;
    factors.moraleClass = p.moraleClass;
    factors.green = p.green;
    factors.nbc = p.nbc;
    const ratio::CheckAssessment a = ratio::assess(p.starting, p.current, factors);
    out << QJsonDocument(assessmentJson(a)).toJson(QJsonDocument::Compact) << Qt::endl;
    return Ok;
}

CommandLine::Parsed CommandLine::parseCrew(const QStringList &arguments, QTextStream &out, QTextStream &err)
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
    if ((p.exitCode = parseSubcommand(parser, arguments, errors, out, 1)))
        return p;
    const auto crewCount = intOption(parser, QStringLiteral("crew"), 1, 1000, errors);
    const auto levels = intOption(parser, QStringLiteral("levels"), 1, 12, errors);
    const auto remaining = intOption(parser, QStringLiteral("remaining"), 0, 12, errors);
    if (!errors.failed() && *remaining > *levels)
        errors.fail(tr("--remaining (%1) cannot be above --levels (%2)").arg(*remaining).arg(*levels));
    if (!errors.failed() && *remaining == 0)
        errors.fail(tr("--remaining is 0: the vehicle is destroyed, and its survivors come from the "
                       "explosive-destruction penetration roll, not this formula (R10)"));
    if (errors.failed()) {
        p.exitCode = Usage;
        return p;
    }
    p.crew = *crewCount;
    p.levels = *levels;
    p.remaining = *remaining;
    return p;
}

int CommandLine::crew(const Parsed &p, QTextStream &out)
{
    const QJsonObject o{{QStringLiteral("survivors"), ratio::crewSurvivors(p.crew, p.levels, p.remaining)}};
    out << QJsonDocument(o).toJson(QJsonDocument::Compact) << Qt::endl;
    return Ok;
}

CommandLine::Parsed CommandLine::parseFileCommand(const QString &command, const QStringList &arguments,
                                                  QTextStream &out, QTextStream &err)
{
    Parsed p;
    p.command = command;
    QCommandLineParser parser;
    if (command == kValidate) {
        parser.setApplicationDescription(tr("Checks a battlegroup file. Exit 0 when valid; otherwise one "
                                            "\"json.path: reason\" line per problem and exit 1."));
        parser.addHelpOption();
        parser.addPositionalArgument(kValidate, tr("The validate subcommand."));
    } else {
        parser.setApplicationDescription(tr("Prints a battlegroup's state as JSON: each unit's levels, need, result of "
                                            "failure and checks due, and the battlegroup's endurance (R11)."));
        parser.addHelpOption();
        parser.addPositionalArgument(kSummary, tr("The summary subcommand."));
    }
    parser.addPositionalArgument(QStringLiteral("file"), tr("Battlegroup file."));
    ArgumentErrors errors(command, err);
    if ((p.exitCode = parseSubcommand(parser, arguments, errors, out, 2)))
        return p;
    p.positional = parser.positionalArguments();
    return p;
}

int CommandLine::validate(const Parsed &p, QTextStream &out, QTextStream &err)
{
    int exitCode = Ok;
    const auto bg = loadOrReport(kValidate, p.positional, out, err, exitCode);
    if (!bg)
        return exitCode;
    int pieces = 0;
    for (const Unit &u : bg->units)
        pieces += static_cast<int>(u.pieces.size());
    out << tr("%1: valid battlegroup \"%2\" (%n unit(s)", nullptr, static_cast<int>(bg->units.size()))
               .arg(p.positional.at(1), bg->name)
        << tr(", %n piece(s))", nullptr, pieces) << Qt::endl;
    return Ok;
}

int CommandLine::summary(const Parsed &p, QTextStream &out, QTextStream &err)
{
    int exitCode = Ok;
    auto bg = loadOrReport(kSummary, p.positional, out, err, exitCode);
    if (!bg)
        return exitCode;
    out << QJsonDocument(summaryJson(*bg)).toJson(QJsonDocument::Indented);
    out.flush();
    return Ok;
}

QJsonObject CommandLine::summaryJson(const Battlegroup &bg)
{
    const ratio::RatioQueries engine(bg);
    const QList<ratio::PieceRef> due = engine.checksDue();
    const QList<ratio::PieceRef> later = engine.checksNextTurn();
    QJsonArray units;
    for (int u = 0; u < bg.units.size(); ++u) {
        const Unit &unit = bg.units.at(u);
        const ratio::CheckAssessment a = engine.assessUnit(u);
        QJsonObject o = assessmentJson(a);
        o.insert(QStringLiteral("id"), unit.id);
        o.insert(QStringLiteral("name"), unit.name);
        o.insert(QStringLiteral("kind"), enumKey(unit.kind));
        const auto countIn = [u](const QList<ratio::PieceRef> &refs) {
            return static_cast<int>(std::count_if(refs.cbegin(), refs.cend(), [u](const ratio::PieceRef &r) { return r.unit == u; }));
        };
        o.insert(QStringLiteral("checksDue"), countIn(due));
        o.insert(QStringLiteral("checksNextTurn"), countIn(later));
        units.append(o);
    }
    const ratio::Endurance e = ratio::endurance(bg);
    QJsonObject doc;
    doc.insert(QStringLiteral("name"), bg.name);
    doc.insert(QStringLiteral("side"), bg.side);
    doc.insert(QStringLiteral("turn"), bg.turn);
    doc.insert(QStringLiteral("units"), units);
    doc.insert(QStringLiteral("checksDue"), static_cast<int>(due.size()));
    doc.insert(QStringLiteral("endurance"), e.total);
    doc.insert(QStringLiteral("pointsLost"), e.lost);
    doc.insert(QStringLiteral("breakingPoint"), e.atBreakingPoint());
    doc.insert(QStringLiteral("breakingTurn"), bg.breakingTurn > 0 ? QJsonValue(bg.breakingTurn) : QJsonValue(QJsonValue::Null));
    doc.insert(QStringLiteral("mustRetreat"), ratio::mustRetreat(bg));
    return doc;
}

} // namespace md
