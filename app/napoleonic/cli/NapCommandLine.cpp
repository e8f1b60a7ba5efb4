#include "napoleonic/cli/NapCommandLine.h"

#include "cli/ArgumentErrors.h"
#include "cli/CommandLine.h"
#include "napoleonic/cli/NapCheckSubcommand.h"
#include "napoleonic/cli/NapPlaySubcommand.h"
#include "napoleonic/model/NapBattle.h"
#include "napoleonic/rules/NapCheck.h"

#include <QCommandLineParser>
#include <QJsonArray>
#include <QJsonDocument>
#include <QTextStream>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace md::nap {

namespace {

const QString kTable = u"table"_s;
const QString kSystem = QString::fromLatin1(NapBattle::systemId);

Fraction complement(const Fraction &p) { return Fraction(p.denominator() - p.numerator(), p.denominator()); }

QString cell(const Fraction &p, const QList<int> &faces)
{
    return faces.isEmpty() ? p.toString() : u"%1 (%2)"_s.arg(p.toString(), NapCommandLine::faceText(faces));
}

// Columns as wide as their heading or their widest cell, whichever is wider.
void printRows(QTextStream &out, const QList<QStringList> &rows)
{
    QList<qsizetype> widths;
    for (const QStringList &row : rows) {
        for (qsizetype i = 0; i < row.size(); ++i) {
            if (widths.size() <= i)
                widths.append(0);
            widths[i] = std::max(widths.at(i), row.at(i).size());
        }
    }
    for (const QStringList &row : rows) {
        QString line;
        for (qsizetype i = 0; i < row.size(); ++i)
            line += i + 1 < row.size() ? row.at(i).leftJustified(widths.at(i) + 2) : row.at(i);
        out << line << '\n';
    }
}

} // namespace

QList<Subcommand> NapCommandLine::subcommands()
{
    return {
        {kTable, false, Subcommand::Output::ForScripts, &NapCommandLine::runTable, kSystem,
         tr("print the d10 check's odds by target, in and out of the Shock Phase")},
        {NapCheckSubcommand::name(), false, Subcommand::Output::ForScripts, &NapCheckSubcommand::run, kSystem,
         tr("one unit's check or rally: its target, each term's rule, the odds")},
        {NapPlaySubcommand::name(), false, Subcommand::Output::ForScripts,
         static_cast<int (*)(const QStringList &, QTextStream &, QTextStream &)>(&NapPlaySubcommand::run), kSystem,
         tr("play steps on a battle file headless (losses, checks, rallies …)"), true},
    };
}

QString NapCommandLine::signedNumber(int n)
{
    return n > 0 ? u"+"_s + QString::number(n) : n == 0 ? u"+0"_s : QString::number(n);
}

QList<int> NapCommandLine::faces(int target, bool shockPhase, NapResult band)
{
    QList<int> list;
    for (int roll = 1; roll <= 10; ++roll) {
        NapResult got = NapResult::None;
        if (band == NapResult::Rallied || band == NapResult::RallyFailed)
            got = NapCheck::rallied(roll, target) ? NapResult::Rallied : NapResult::RallyFailed;
        else
            got = NapCheck::resolve(target, roll, shockPhase);
        if (got == band)
            list.append(roll);
    }
    return list;
}

QString NapCommandLine::faceText(const QList<int> &faces)
{
    if (faces.isEmpty())
        return u"-"_s;
    QStringList runs;
    qsizetype i = 0;
    while (i < faces.size()) {
        qsizetype j = i;
        while (j + 1 < faces.size() && faces.at(j + 1) == faces.at(j) + 1)
            ++j;
        runs.append(i == j ? QString::number(faces.at(i)) : u"%1-%2"_s.arg(faces.at(i)).arg(faces.at(j)));
        i = j + 1;
    }
    return runs.join(u", "_s);
}

int NapCommandLine::runTable(const QStringList &arguments, QTextStream &out, QTextStream &err)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        tr("Napoleonic morale (--system napoleonic): the morale check on one d10 (a 0 is 10) for every target T "
           "from %1 to %2, where T is the unit's current CMR plus its adjustments (B.3.4). A roll of T or less "
           "passes; 1 to 4 over T is Morale Disordered; 5 or more over is Routed. In the Shock Combat Phase a "
           "natural 1 adds 1 to T and a natural 10 takes 1 off, for that check and to the end of the phase "
           "(15.28). A rally passes on T or less (B.4.4). Each cell is the exact probability with the rolls "
           "that give it.")
            .arg(firstTarget)
            .arg(lastTarget));
    parser.addHelpOption();
    parser.addPositionalArgument(kTable, tr("The table subcommand."));
    parser.addOption({u"json"_s, tr("Print one JSON object, probabilities as reduced fractions (\"1/2\").")});
    ArgumentErrors errors(kTable, err);
    if (const std::optional<int> exit = errors.parse(parser, arguments, out, 1))
        return *exit;

    if (parser.isSet(u"json"_s)) {
        out << QJsonDocument(tableJson()).toJson(QJsonDocument::Compact) << Qt::endl;
        return CommandLine::Ok;
    }
    const QList<NapResult> bands{NapResult::Pass, NapResult::Disordered, NapResult::Routed};
    out << tr("Morale check outside the Shock Combat Phase (B.3.4), and the rally (B.4.4):") << '\n';
    QList<QStringList> rows{{tr("T"), tr("Pass"), tr("Disordered"), tr("Routed"), tr("Rallied")}};
    for (int t = firstTarget; t <= lastTarget; ++t) {
        const NapOdds odds = NapCheck::odds(t, false);
        rows.append({QString::number(t), cell(odds.pass, faces(t, false, NapResult::Pass)),
                     cell(odds.disorder, faces(t, false, NapResult::Disordered)),
                     cell(odds.rout, faces(t, false, NapResult::Routed)),
                     cell(NapCheck::rallyOdds(t), faces(t, false, NapResult::Rallied))});
    }
    printRows(out, rows);
    out << '\n'
        << tr("In the Shock Combat Phase (15.28, B-3): a natural 1 adds 1 to T, a natural 10 takes 1 off; not for "
              "units that test together (B-9):")
        << '\n';
    rows = {{tr("T"), tr("Pass"), tr("Disordered"), tr("Routed")}};
    for (int t = firstTarget; t <= lastTarget; ++t) {
        const NapOdds odds = NapCheck::odds(t, true);
        QStringList row{QString::number(t)};
        const QList<Fraction> p{odds.pass, odds.disorder, odds.rout};
        for (qsizetype i = 0; i < bands.size(); ++i)
            row.append(cell(p.at(i), faces(t, true, bands.at(i))));
        rows.append(row);
    }
    printRows(out, rows);
    out.flush();
    return CommandLine::Ok;
}

QJsonObject NapCommandLine::tableJson()
{
    QJsonArray rows;
    for (int t = firstTarget; t <= lastTarget; ++t) {
        const NapOdds outside = NapCheck::odds(t, false);
        const NapOdds shock = NapCheck::odds(t, true);
        const Fraction rally = NapCheck::rallyOdds(t);
        rows.append(QJsonObject{{u"target"_s, t},
                                {u"pass"_s, outside.pass.toString()},
                                {u"disordered"_s, outside.disorder.toString()},
                                {u"routed"_s, outside.rout.toString()},
                                {u"shockPass"_s, shock.pass.toString()},
                                {u"shockDisordered"_s, shock.disorder.toString()},
                                {u"shockRouted"_s, shock.rout.toString()},
                                {u"rallied"_s, rally.toString()},
                                {u"rallyFailed"_s, complement(rally).toString()}});
    }
    return {{u"ruleSystem"_s, kSystem}, {u"die"_s, u"d10"_s}, {u"rows"_s, rows}};
}

} // namespace md::nap
