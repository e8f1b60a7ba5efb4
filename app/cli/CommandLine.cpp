#include "CommandLine.h"

#include "ArgumentErrors.h"
#include "kernel/FileEnvelope.h"
#include "kernel/RuleSystem.h"
#include "systems/BuiltInSystems.h"

#include <QCommandLineParser>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTextStream>

#include <algorithm>

#include <optional>

using namespace Qt::StringLiterals;

namespace md {

namespace {

const QString kValidate = QStringLiteral("validate");
const QString kSummary = QStringLiteral("summary");

QString programName() { return QStringLiteral("moraledesk"); }

// The file's state through the envelope, read by the system it names; its problems on `out` (exit 1) when it
// has any.
EnvelopeResult loadOrReport(const QString &command, const QStringList &positional, QTextStream &out,
                            QTextStream &err, int &exitCode)
{
    if (positional.size() != 2) {
        err << programName() << ' ' << command << ": "
            << CommandLine::tr("expects exactly one battlegroup file") << Qt::endl;
        exitCode = CommandLine::Usage;
        return {};
    }
    const QString fileName = positional.at(1);
    const QFileInfo info(fileName);
    if (!info.exists()) {
        err << programName() << ' ' << command << ": " << CommandLine::tr("%1: no such file").arg(fileName) << Qt::endl;
        exitCode = CommandLine::Usage;
        return {};
    }
    EnvelopeResult loaded = FileEnvelope::readFile(fileName, ruleSystems());
    if (!loaded.ok() || !loaded.system) {
        for (const Problem &p : std::as_const(loaded.problems))
            out << p.toString() << Qt::endl;
        exitCode = CommandLine::Invalid;
        return {};
    }
    exitCode = CommandLine::Ok;
    return loaded;
}

} // namespace

// export, campaign and each rule system's own subcommands are dispatched by main() before CommandLine is asked.
QStringList CommandLine::subcommands() { return {kValidate, kSummary}; }

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

int CommandLine::run(const QStringList &arguments, QTextStream &out, QTextStream &err, const Directory &directory)
{
    const Parsed p = parse(arguments, out, err, directory);
    if (p.exitCode)
        return *p.exitCode;
    if (p.command == kValidate)
        return validate(p, out, err);
    return summary(p, out, err);
}

CommandLine::Parsed CommandLine::parse(const QStringList &arguments, QTextStream &out, QTextStream &err,
                                       const Directory &directory)
{
    const QString command = subcommandOf(arguments);
    if (command == kValidate || command == kSummary)
        return parseFileCommand(command, arguments, out, err);
    return parseTop(arguments, command, out, err, directory);
}

QString CommandLine::subcommandsHelp(const Directory &directory)
{
    // As wide as the longest name and a space, so that every text starts in one column.
    qsizetype nameWidth = 11;
    for (const Listing &l : directory.subcommands)
        nameWidth = std::max(nameWidth, l.name.size() + 2);
    const QString indent(nameWidth + 2, u' ');
    QStringList lines;
    constexpr qsizetype textWidth = 80;
    // Each text on lines of its own, broken between words so that a line stays within a terminal's width.
    const auto add = [&](const QString &name, const QStringList &texts) {
        bool first = true;
        for (const QString &text : texts) {
            QString line;
            for (const QString &word : text.split(u' ', Qt::SkipEmptyParts)) {
                if (!line.isEmpty() && line.size() + 1 + word.size() > textWidth) {
                    lines.append((first ? u"  "_s + name.leftJustified(nameWidth - 1) + u' ' : indent) + line);
                    first = false;
                    line = u"  "_s; // a continuation is indented under its text
                }
                line += (line.isEmpty() || line == u"  "_s ? QString() : u" "_s) + word;
            }
            lines.append((first ? u"  "_s + name.leftJustified(nameWidth - 1) + u' ' : indent) + line);
            first = false;
        }
    };
    // The systems' subcommands, each name once with every system that has it, then CommandLine's own and
    // the shell's (which work on any system's file).
    QStringList names;
    for (const Listing &l : directory.subcommands) {
        if (!l.system.isEmpty() && !names.contains(l.name))
            names.append(l.name);
    }
    for (const QString &name : std::as_const(names)) {
        QStringList texts;
        for (const Listing &l : directory.subcommands) {
            if (l.name == name && !l.system.isEmpty())
                texts.append(tr("%1: %2").arg(l.system, l.summary));
        }
        add(name, texts);
    }
    add(kValidate, {tr("check a game file of any rule system")});
    add(kSummary, {tr("a game file's state as JSON")});
    for (const Listing &l : directory.subcommands) {
        if (l.system.isEmpty())
            add(l.name, {l.summary});
    }
    return lines.join(u'\n');
}

CommandLine::Parsed CommandLine::parseTop(const QStringList &arguments, const QString &command, QTextStream &out,
                                          QTextStream &err, const Directory &directory)
{
    Parsed p;
    p.command = command;
    const auto stop = [&p](int code) {
        p.exitCode = code;
        return p;
    };
    QCommandLineParser parser;
    parser.setApplicationDescription(
        tr("MoraleDesk: morale rules for tabletop wargames.\n\n"
           "Without a subcommand, or with a game file, the program opens its window.\n"
           "Subcommands (run headless; add --help after one for its options):")
        + u'\n' + subcommandsHelp(directory));
    const QCommandLineOption help = parser.addHelpOption();
    const QCommandLineOption version = parser.addVersionOption();
    parser.addPositionalArgument(QStringLiteral("file"), tr("Game file to open in the window."), QStringLiteral("[file]"));
    // Taken out by main() before a subcommand parses its arguments; listed here so that --help documents it.
    if (!directory.systems.isEmpty()) {
        parser.addOption({QStringLiteral("system"),
                          tr("Whose subcommand runs where several rule systems have one of that name: %1. Without "
                             "it, the system the subcommand's file names, else %2.")
                              .arg(directory.systems.join(QStringLiteral(", ")), directory.fallback),
                          QStringLiteral("NAME")});
    }
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
    if ((p.exitCode = errors.parse(parser, arguments, out, 2)))
        return p;
    p.positional = parser.positionalArguments();
    return p;
}

int CommandLine::validate(const Parsed &p, QTextStream &out, QTextStream &err)
{
    int exitCode = Ok;
    const EnvelopeResult read = loadOrReport(kValidate, p.positional, out, err, exitCode);
    if (exitCode != Ok)
        return exitCode;
    out << read.system->validLine(p.positional.at(1), *read.state) << Qt::endl;
    return Ok;
}

int CommandLine::summary(const Parsed &p, QTextStream &out, QTextStream &err)
{
    int exitCode = Ok;
    const EnvelopeResult read = loadOrReport(kSummary, p.positional, out, err, exitCode);
    if (exitCode != Ok)
        return exitCode;
    out << QJsonDocument(read.system->summary(*read.state)).toJson(QJsonDocument::Indented);
    out.flush();
    return Ok;
}

} // namespace md
