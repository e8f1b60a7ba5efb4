#include "fantasy/cli/FanPlaySubcommand.h"

#include "cli/PlayScript.h"
#include "kernel/FileEnvelope.h"
#include "kernel/OutputFile.h"
#include "kernel/SeededDice.h"
#include "options/SingleValueOptions.h"
#include "systems/BuiltInSystems.h"
#include "fantasy/FanState.h"
#include "fantasy/cli/FanPlayReport.h"
#include "fantasy/rules/FanStepParser.h"

#include <QCommandLineParser>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QStringDecoder>
#include <QTextStream>

#include <cstdio>
#ifdef Q_OS_UNIX
#include <unistd.h>
#endif
#include <limits>
#include <optional>

using namespace Qt::StringLiterals;

namespace md::fantasy {

namespace {

using Entry = PlayScript::Entry;
constexpr qint64 maxScriptBytes = PlayScript::maxScriptBytes;
constexpr qint64 maxLineBytes = PlayScript::maxLineBytes;

int fail(QTextStream &err, int code, const QString &message)
{
    err << "moraledesk play: " << message << Qt::endl;
    return code;
}

} // namespace

int FanPlaySubcommand::run(const QStringList &arguments, QTextStream &out, QTextStream &err)
{
    QFile input;
    // Opened only when read: a run with --do or a script never touches standard input.
    return run(arguments, out, err, [&input, &err]() -> QIODevice * {
        if (!input.isOpen() && !input.open(stdin, QIODevice::ReadOnly))
            return nullptr;
#ifdef Q_OS_UNIX
        // A player at a terminal is told what the silence is waiting for.
        if (isatty(STDIN_FILENO))
            err << "moraledesk play: " << tr("type the steps, one a line (play --help lists them); end with Ctrl-D")
                << Qt::endl;
#endif
        return &input;
    });
}

int FanPlaySubcommand::run(const QStringList &arguments, QTextStream &out, QTextStream &err,
                           const std::function<QIODevice *()> &standardInput)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        tr("Fantasy morale (--system fantasy, or a fantasy battle file): plays steps on a battle file without a "
           "window, through the same rules engine as the window, and prints what each step did: every Morale "
           "Test's BMV, MMV, die, FMV and result, every rally, loss and phase; then the battle. Steps come from each "
           "--do, then from the script, one a line; without --do or --script they are read from standard input "
           "(blank lines and lines starting with # are ignored). Units are named by their id or their name in the "
           "file. A die typed in the step (d4=N, d6=N) is your own; the others roll, from --seed when given. The "
           "first step that cannot be played stops the run (exit 1) and nothing is written; with --keep-going it "
           "is reported, not played, and the run goes on.")
        + u"\n\n"_s + FanStepParser::help());
    parser.addHelpOption();
    parser.addPositionalArgument(name(), tr("The play subcommand."));
    parser.addPositionalArgument(u"file"_s, tr("The battle file to play on; it is only read."));
    parser.addOption({u"do"_s, tr("A step to play (repeatable), e.g. --do \"test goblins on=1 flank d4=2\"."), u"STEP"_s});
    parser.addOption({u"script"_s, tr("A file of steps, one a line, played after the --do steps; - reads standard input."),
                      u"PATH"_s});
    parser.addOption({u"seed"_s, tr("Roll the dice of steps without a typed roll from this seed, so that a run can "
                                    "be repeated (0 to 4294967295). Without it they roll at random."),
                      u"N"_s});
    parser.addOption({{u"o"_s, u"output"_s},
                      tr("Write the battle the steps leave, log included, to OUT (- for standard output). "
                         "Without it nothing is written."),
                      u"OUT"_s});
    parser.addOption({u"json"_s, tr("Print one JSON object: each step and the summary.")});
    parser.addOption({u"keep-going"_s, tr("A step that cannot be played is reported and left out, and the run goes "
                                          "on (for steps typed by hand); OUT is written with the steps that were "
                                          "played, and the exit code is still 1.")});

    if (!parser.parse(arguments))
        return fail(err, Usage, parser.errorText());
    if (parser.isSet(u"help"_s)) {
        out << parser.helpText();
        out.flush();
        return Ok;
    }
    if (const QString repeated = SingleValueOptions::repeated(parser, {u"do"_s}); !repeated.isEmpty())
        return fail(err, Usage, repeated);
    const QStringList positional = parser.positionalArguments();
    if (positional.size() < 2)
        return fail(err, Usage, tr("expects a battle file: moraledesk play FILE [--do STEP]... [--script PATH|-]"));
    if (positional.size() > 2)
        return fail(err, Usage, tr("unexpected argument \"%1\"").arg(positional.at(2)));
    const QString fileName = positional.at(1);
    const bool json = parser.isSet(u"json"_s);
    const bool writes = parser.isSet(u"output"_s);
    const QString output = parser.value(u"output"_s);
    if (writes && output.isEmpty())
        return fail(err, Usage, tr("-o needs a file name, or - for standard output"));
    const bool toStandardOutput = writes && OutputFile::isStandardOutput(output);
    if (json && toStandardOutput)
        return fail(err, Usage, tr("--json and -o %1 would both write to standard output; give -o a file").arg(output));
    if (writes) {
        if (const QString why = OutputFile::whyNotWritable(output); !why.isEmpty())
            return fail(err, Usage, why);
    }
    std::optional<SeededDice> seeded;
    if (parser.isSet(u"seed"_s)) {
        bool ok = false;
        const qulonglong seed = parser.value(u"seed"_s).trimmed().toULongLong(&ok);
        if (!ok || seed > std::numeric_limits<quint32>::max())
            return fail(err, Usage, tr("--seed must be a whole number from 0 to 4294967295, not \"%1\"")
                                        .arg(parser.value(u"seed"_s)));
        seeded.emplace(static_cast<quint32>(seed));
    } else {
        seeded.emplace();
    }

    QList<Entry> entries;
    for (const QString &step : parser.values(u"do"_s))
        entries.append({step.trimmed(), 0});
    // Without --do or --script, the steps come on standard input, as with --script -; standard input is played
    // a line at a time as it comes, so that a player can type the steps and read each answer.
    const QString script = parser.isSet(u"script"_s) ? parser.value(u"script"_s) : entries.isEmpty() ? u"-"_s : QString();
    if (!script.isEmpty() && script != "-"_L1) {
        QString error;
        const auto fromScript = PlayScript::entries(script, &error);
        if (!fromScript)
            return fail(err, Usage, error);
        entries.append(*fromScript);
    }
    for (qsizetype i = 0; i < entries.size(); ++i) {
        if (entries.at(i).step.isEmpty())
            return fail(err, Usage, tr("%1 is empty").arg(PlayScript::where(static_cast<int>(i + 1), entries.at(i))));
    }

    if (!QFileInfo::exists(fileName))
        return fail(err, Usage, tr("%1: no such file").arg(fileName));
    EnvelopeResult read = FileEnvelope::readFile(fileName, ruleSystems());
    if (!read.ok()) {
        for (const Problem &p : std::as_const(read.problems))
            fail(err, Usage, tr("%1 cannot be played: %2").arg(fileName, p.toString()));
        return Usage;
    }
    FanBattle *battle = FanState::of(*read.state);
    if (!battle) // --system fantasy on another system's file
        return fail(err, Usage, tr("%1 is a %2 file, not a fantasy battle; without --system fantasy its own play runs")
                                    .arg(fileName, read.system->displayName()));

    // With -o - (or /dev/stdout) the battle file is standard output, so the report goes to standard error.
    QTextStream &report = toStandardOutput ? err : out;
    QJsonArray steps;
    int number = 0;
    const bool keepGoing = parser.isSet(u"keep-going"_s);
    int refused = 0;
    // One step; the exit code when it was refused and the run ends.
    const auto play = [&](const Entry &entry) -> std::optional<int> {
        ++number;
        const FanStepParser::Result result = FanStepParser::run(*battle, entry.step, *seeded);
        if (json)
            steps.append(FanPlayReport::json(entry.step, result));
        if (!result.error.isEmpty() && keepGoing) {
            ++refused;
            report.flush();
            err << "moraledesk play: " << tr("%1 \"%2\" not played: %3").arg(PlayScript::where(number, entry), entry.step, result.error)
                << Qt::endl;
            return std::nullopt;
        }
        if (!result.error.isEmpty()) {
            if (json) {
                const QJsonObject doc{{u"steps"_s, steps}, {u"summary"_s, read.system->summary(*read.state)}};
                out << QJsonDocument(doc).toJson(QJsonDocument::Compact) << Qt::endl;
            }
            report.flush();
            const QString message =
                number == 1 ? tr("%1 \"%2\": %3 (nothing is written)")
                            : tr("%1 \"%2\": %3 (nothing is written, not even the %n step(s) before it; --keep-going "
                                 "plays on past a refused step)",
                                 nullptr, number - 1);
            return fail(err, Refused, message.arg(PlayScript::where(number, entry), entry.step, result.error));
        }
        if (!json) {
            report << FanPlayReport::lines(number, entry.step, result).join(u'\n') << '\n';
            report.flush();
        }
        return std::nullopt;
    };
    for (const Entry &entry : std::as_const(entries)) {
        if (const std::optional<int> code = play(entry))
            return *code;
    }
    if (script == "-"_L1) {
        QIODevice *input = standardInput();
        if (!input)
            return fail(err, Usage, tr("standard input cannot be read"));
        qint64 bytes = 0;
        int line = 0;
        for (;;) {
            const QByteArray raw = input->readLine(maxLineBytes + 1);
            if (raw.isEmpty())
                break;
            ++line;
            if (raw.size() > maxLineBytes)
                return fail(err, Usage, tr("standard input: line %1 is longer than %2 KiB").arg(line).arg(maxLineBytes / 1024));
            bytes += raw.size();
            if (bytes > maxScriptBytes)
                return fail(err, Usage, tr("standard input: more than %1 MiB").arg(maxScriptBytes / (1024 * 1024)));
            QStringDecoder decoder(QStringDecoder::Utf8);
            const QString text = QString(decoder.decode(raw)).trimmed();
            if (decoder.hasError())
                return fail(err, Usage, tr("standard input: line %1 is not UTF-8 text").arg(line));
            if (text.isEmpty() || text.startsWith(u'#'))
                continue;
            if (const std::optional<int> code = play({text, line}))
                return *code;
        }
    }

    if (writes) {
        report.flush();
        QString error;
        if (!OutputFile::write(output, read.system->write(*read.state), &error, SafeSave::Backup::Keep))
            return fail(err, Failure, error);
    }
    if (json)
        out << QJsonDocument(QJsonObject{{u"steps"_s, steps}, {u"summary"_s, read.system->summary(*read.state)}})
                   .toJson(QJsonDocument::Compact)
            << Qt::endl;
    else
        report << '\n' << FanPlayReport::summaryLines(*battle, read.system->displayName()).join(u'\n') << '\n';
    report.flush();
    if (refused > 0)
        return fail(err, Refused, tr("%n step(s) not played (--keep-going)", nullptr, refused));
    return Ok;
}

} // namespace md::fantasy
