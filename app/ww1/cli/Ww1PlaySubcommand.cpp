#include "ww1/cli/Ww1PlaySubcommand.h"

#include "PlayScript.h"
#include "kernel/FileEnvelope.h"
#include "kernel/OutputFile.h"
#include "kernel/SeededDice.h"
#include "options/SingleValueOptions.h"
#include "systems/BuiltInSystems.h"
#include "ww1/Ww1State.h"
#include "ww1/cli/Ww1PlayReport.h"
#include "ww1/rules/Ww1StepParser.h"

#include <QCommandLineParser>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QTextStream>

#include <limits>
#include <optional>

using namespace Qt::StringLiterals;

namespace md::ww1 {

namespace {

using Entry = PlayScript::Entry;

int fail(QTextStream &err, int code, const QString &message)
{
    err << "moraledesk play: " << message << Qt::endl;
    return code;
}

} // namespace

int Ww1PlaySubcommand::run(const QStringList &arguments, QTextStream &out, QTextStream &err)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        tr("WW1 morale (--system ww1, or a WW1 force file): plays steps on a force file without a window, "
           "through the same rules engine as the window, and prints what each step did, with every modifier "
           "and its rule, and then the force. Steps come from each --do, then from the script, one a line "
           "(blank lines and lines starting with # are ignored). Groups and stands are named by their id in "
           "the file. The first step that cannot be played stops the run (exit 1) and nothing is written.")
        + u"\n\n"_s + Ww1StepParser::help());
    parser.addHelpOption();
    parser.addPositionalArgument(name(), tr("The play subcommand."));
    parser.addPositionalArgument(u"file"_s, tr("The force file to play on; it is only read."));
    parser.addOption({u"do"_s, tr("A step to play (repeatable), e.g. --do \"group-test pl1 7\"."), u"STEP"_s});
    parser.addOption({u"script"_s, tr("A file of steps, one a line, played after the --do steps; - reads standard input."),
                      u"PATH"_s});
    parser.addOption({u"seed"_s, tr("Roll the dice of steps without a typed roll from this seed, so that a run can "
                                    "be repeated (0 to 4294967295). Without it they roll at random."),
                      u"N"_s});
    parser.addOption({{u"o"_s, u"output"_s},
                      tr("Write the force the steps leave, log included, to OUT (- for standard output). "
                         "Without it nothing is written."),
                      u"OUT"_s});
    parser.addOption({u"json"_s, tr("Print one JSON object: each step and the summary.")});

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
        return fail(err, Usage, tr("expects a force file: moraledesk play FILE [--do STEP]... [--script PATH|-]"));
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
    if (parser.isSet(u"script"_s)) {
        QString error;
        const auto fromScript = PlayScript::entries(parser.value(u"script"_s), &error);
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
    Ww1Force *force = Ww1State::of(*read.state);
    if (!force) // --system ww1 on another system's file
        return fail(err, Usage, tr("%1 is a %2 file, not a WW1 force; without --system ww1 its own play runs")
                                    .arg(fileName, read.system->displayName()));

    // With -o - (or /dev/stdout) the force file is standard output, so the report goes to standard error.
    QTextStream &report = toStandardOutput ? err : out;
    QJsonArray steps;
    for (qsizetype i = 0; i < entries.size(); ++i) {
        const Entry &entry = entries.at(i);
        const int number = static_cast<int>(i + 1);
        const StepResult result = Ww1StepParser::run(*force, entry.step, *seeded);
        if (json)
            steps.append(Ww1PlayReport::json(entry.step, result));
        if (!result.ok) {
            if (json) {
                const QJsonObject doc{{u"steps"_s, steps}, {u"summary"_s, read.system->summary(*read.state)}};
                out << QJsonDocument(doc).toJson(QJsonDocument::Compact) << Qt::endl;
            }
            report.flush();
            return fail(err, Refused, tr("%1 \"%2\": %3").arg(PlayScript::where(number, entry), entry.step, result.message));
        }
        if (!json)
            report << Ww1PlayReport::lines(number, entry.step, result).join(u'\n') << '\n';
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
        report << '\n' << Ww1PlayReport::summaryLines(*force, read.system->displayName()).join(u'\n') << '\n';
    report.flush();
    return Ok;
}

} // namespace md::ww1
