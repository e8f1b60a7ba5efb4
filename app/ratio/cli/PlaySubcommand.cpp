#include "ratio/cli/PlaySubcommand.h"

#include "PlayScript.h"
#include "cli/CommandLine.h"
#include "ratio/RatioSummary.h"
#include "ratio/cli/PlayReport.h"
#include "ratio/cli/PlayStep.h"
#include "options/SingleValueOptions.h"
#include "ratio/commands/Commands.h"
#include "ratio/document/BattlegroupDocument.h"
#include "ratio/io/BattlegroupWriter.h"
#include "kernel/OutputFile.h"

#include <QCommandLineParser>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QTextStream>

#include <optional>

using namespace Qt::StringLiterals;

namespace md {

namespace {

struct Entry
{
    QString written; // the line as given, for messages about a step that does not parse
    int line = 0;    // its line in the script; 0 for a --do step
    std::optional<PlayStep> step;
};

int fail(QTextStream &err, int code, const QString &message)
{
    err << "moraledesk play: " << message << Qt::endl;
    return code;
}

QString where(int number, const Entry &e) { return PlayScript::where(number, {e.written, e.line}); }

// The script's step lines (PlayScript), each to be parsed as a step.
std::optional<QList<Entry>> scriptEntries(const QString &path, QString *error)
{
    const auto lines = PlayScript::entries(path, error);
    if (!lines)
        return std::nullopt;
    QList<Entry> entries;
    entries.reserve(lines->size());
    for (const PlayScript::Entry &line : *lines)
        entries.append({line.step, line.line, std::nullopt});
    return entries;
}

} // namespace

int PlaySubcommand::run(const QStringList &arguments, QTextStream &out, QTextStream &err)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        tr("Plays steps on a battlegroup file without a window, through the same rules engine as the window's "
           "buttons, and prints what each step did and then the summary. Steps come from each --do, then from the "
           "script, one a line (blank lines and lines starting with # are ignored). Pieces and units are named by "
           "their id in the file. The first step that cannot be played stops the run (exit 1) and nothing is "
           "written.\n\nSteps:\n  %1")
            .arg(PlayStep::forms().join(u"\n  "_s))
        // As in the window, where a player types the face of his own die.
        + u"\n\n"_s + tr("DIE is the face the d10 shows, 1 to 10; 0 is the face marked 0 and counts as 10."));
    parser.addHelpOption();
    parser.addPositionalArgument(name(), tr("The play subcommand."));
    parser.addPositionalArgument(u"file"_s, tr("The battlegroup file to play on; it is only read."));
    parser.addOption({u"do"_s, tr("A step to play (repeatable), e.g. --do \"check sq1-t2 7\"."), u"STEP"_s});
    parser.addOption({u"script"_s, tr("A file of steps, one a line, played after the --do steps; - reads standard input."),
                      u"PATH"_s});
    parser.addOption({{u"o"_s, u"output"_s},
                      tr("Write the battlegroup the steps leave, log included, to OUT (- for standard output). "
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
        return fail(err, Usage, tr("expects a battlegroup file: moraledesk play FILE [--do STEP]... [--script PATH|-]"));
    if (positional.size() > 2)
        return fail(err, Usage, tr("unexpected argument \"%1\"").arg(positional.at(2)));
    const QString fileName = positional.at(1);
    const bool json = parser.isSet(u"json"_s);
    const bool writes = parser.isSet(u"output"_s);
    const QString output = parser.value(u"output"_s);
    if (writes && output.isEmpty())
        return fail(err, Usage, tr("-o needs a file name, or - for standard output"));
    // Asked once: the same answer for the refusal, the report's stream and the write.
    const bool toStandardOutput = writes && OutputFile::isStandardOutput(output);
    if (json && toStandardOutput)
        return fail(err, Usage, tr("--json and -o %1 would both write to standard output; give -o a file").arg(output));
    if (writes) {
        if (const QString why = OutputFile::whyNotWritable(output); !why.isEmpty())
            return fail(err, Usage, why);
    }

    // Every step is checked for form before the file is read or any step is played.
    QList<Entry> entries;
    for (const QString &step : parser.values(u"do"_s))
        entries.append({step.trimmed(), 0, std::nullopt});
    if (parser.isSet(u"script"_s)) {
        QString error;
        const auto fromScript = scriptEntries(parser.value(u"script"_s), &error);
        if (!fromScript)
            return fail(err, Usage, error);
        entries.append(*fromScript);
    }
    for (qsizetype i = 0; i < entries.size(); ++i) {
        Entry &e = entries[i];
        QString error;
        e.step = PlayStep::parse(e.written, &error);
        if (!e.step)
            return fail(err, Usage, tr("%1 \"%2\": %3").arg(where(static_cast<int>(i + 1), e), e.written, error));
    }

    if (!QFileInfo::exists(fileName))
        return fail(err, Usage, tr("%1: no such file").arg(fileName));
    Problems problems;
    const auto document = BattlegroupDocument::load(fileName, &problems);
    if (!document) {
        for (const Problem &p : std::as_const(problems))
            fail(err, Usage, tr("%1 cannot be played: %2").arg(fileName, p.toString()));
        return Usage;
    }
    // A game holds two sides and the steps name no side: refused rather than played on one side unasked.
    if (document->isGame())
        return fail(err, Usage,
                    tr("%1 is a game of two sides; `play` takes one battlegroup. Export the side to play with "
                       "Play > Export side as… and play that file.").arg(fileName));

    // With -o - (or /dev/stdout) the battlegroup file is standard output, so the report goes to standard error.
    QTextStream &report = toStandardOutput ? err : out;
    Commands commands(document.get());
    QJsonArray steps;
    for (qsizetype i = 0; i < entries.size(); ++i) {
        const PlayStep &step = *entries.at(i).step;
        const int number = static_cast<int>(i + 1);
        const ratio::ActionResult result = step.apply(commands, *document);
        if (!result.ok()) {
            if (json) {
                steps.append(PlayReport::refusedJson(step, result.error));
                const QJsonObject doc{{u"steps"_s, steps}, {u"summary"_s, ratio::RatioSummary::json(document->battlegroup())}};
                out << QJsonDocument(doc).toJson(QJsonDocument::Compact) << Qt::endl;
            }
            report.flush();
            return fail(err, Refused, tr("%1 \"%2\": %3").arg(where(number, entries.at(i)), step.text(), result.error));
        }
        if (json)
            steps.append(PlayReport::json(step, result, document->battlegroup()));
        else
            report << PlayReport::line(number, step, PlayReport::describe(step, result, document->battlegroup())) << '\n';
    }

    if (writes) {
        report.flush();
        QString error;
        if (!OutputFile::write(output, BattlegroupWriter::toJson(document->battlegroup()), &error, SafeSave::Backup::Keep))
            return fail(err, Failure, error);
    }
    const QJsonObject summary = ratio::RatioSummary::json(document->battlegroup());
    if (json)
        out << QJsonDocument(QJsonObject{{u"steps"_s, steps}, {u"summary"_s, summary}}).toJson(QJsonDocument::Compact)
            << Qt::endl;
    else
        report << '\n' << PlayReport::summaryLines(summary).join(u'\n') << '\n';
    report.flush();
    return Ok;
}

} // namespace md
