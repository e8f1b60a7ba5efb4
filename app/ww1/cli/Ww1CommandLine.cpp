#include "ww1/cli/Ww1CommandLine.h"

#include "cli/ArgumentErrors.h"
#include "cli/CommandLine.h"
#include "ww1/Ww1Options.h"
#include "ww1/model/Ww1FileLimits.h"
#include "ww1/cli/Ww1PlaySubcommand.h"
#include "ww1/model/Ww1Force.h"
#include "ww1/rules/Ww1GroupRules.h"
#include "ww1/rules/Ww1IndividualRules.h"

#include <QCommandLineParser>
#include <QJsonArray>
#include <QJsonDocument>
#include <QTextStream>

#include <array>

using namespace Qt::StringLiterals;

namespace md::ww1 {

namespace {

const QString kTable = u"table"_s;
const QString kCheck = u"check"_s;
const QString kSystem = QString::fromLatin1(Ww1Force::systemId);

// A.3.3: the individual table's rows, from the worst net modifier the seed's list adds up to in play to the
// best (the reference card's range).
constexpr int firstNet = -8;
constexpr int lastNet = 5;
// Counts a player types for a situation: far above any table, still a count.
constexpr int maxCount = 99;
constexpr int maxMembers = Ww1FileLimits::maxMembers; // a group's size as the force file allows it
constexpr int maxNet = 99;

constexpr std::array<Ww1Condition, 3> conditions{Ww1Condition::C1, Ww1Condition::C2, Ww1Condition::C3};
constexpr std::array<Ww1Result, 4> bands{Ww1Result::CarryOn, Ww1Result::NoCloser, Ww1Result::DuckBack,
                                         Ww1Result::Surrendered};

QString signedNumber(int n) { return n > 0 ? u"+"_s + QString::number(n) : n == 0 ? u"+0"_s : QString::number(n); }

// "7-12", "12", or "-" where no roll gives the band.
QString rollRange(const QList<int> &rolls)
{
    if (rolls.isEmpty())
        return u"-"_s;
    if (rolls.size() == 1)
        return QString::number(rolls.constFirst());
    return u"%1-%2"_s.arg(rolls.constFirst()).arg(rolls.constLast());
}

Fraction complement(const Fraction &p) { return Fraction(p.denominator() - p.numerator(), p.denominator()); }

Fraction bandOdds(const Ww1BandOdds &odds, Ww1Result band)
{
    switch (band) {
    case Ww1Result::CarryOn:
        return odds.carryOn;
    case Ww1Result::NoCloser:
        return odds.noCloser;
    case Ww1Result::DuckBack:
        return odds.duckBack;
    case Ww1Result::Surrendered:
        return odds.surrender;
    case Ww1Result::None:
        break;
    }
    return {};
}

QJsonArray modifiersJson(const Modifiers &modifiers)
{
    QJsonArray list;
    for (const Modifier &m : modifiers)
        list.append(QJsonObject{{u"key"_s, m.key}, {u"label"_s, m.label}, {u"delta"_s, m.delta}, {u"source"_s, m.source}});
    return list;
}

QJsonArray conditionKeys(const QList<Ww1Condition> &list)
{
    QJsonArray keys;
    for (const Ww1Condition c : list)
        keys.append(enumKey(c));
    return keys;
}

// Each band's odds and rolls for one net modifier, keyed as the force file keys results.
QJsonObject bandsJson(int net)
{
    const Ww1BandOdds odds = Ww1IndividualRules::odds(net);
    QJsonObject o;
    for (const Ww1Result band : bands) {
        o.insert(enumKey(band), QJsonObject{{u"p"_s, bandOdds(odds, band).toString()},
                                            {u"rolls"_s, rollRange(Ww1IndividualRules::rollsFor(net, band))}});
    }
    return o;
}

// The stand a `check individual` describes, alone in a force of the file's defaults (A.6 placeholders). The
// leader is unnamed, as `leader` in a play step: an officer gets no IM1 from him, his seniority unknown.
Ww1Force testerForce(const Ww1CommandLine::Parsed &p)
{
    Ww1Force force;
    Ww1Group group;
    group.id = u"group"_s;
    Ww1Stand stand;
    stand.id = u"tester"_s;
    stand.rank = p.rank;
    stand.square = u"A1"_s;
    group.stands.append(stand);
    force.groups.append(group);
    return force;
}

Ww1Situation situationOf(const Ww1CommandLine::Parsed &p)
{
    Ww1Situation situation;
    situation.underFire = p.fire;
    situation.friendlyCasualties = p.friendly;
    situation.enemyCasualties = p.enemy;
    situation.outnumbered = p.outnumbered;
    situation.edgedWeapon = p.edged;
    situation.officerLeading = p.leader;
    return situation;
}

// Why a --leader gives no IM1, empty when it does or none was given.
QString leaderNote(const Ww1CommandLine::Parsed &p)
{
    if (p.net)
        return {};
    const Ww1Force force = testerForce(p);
    return Ww1IndividualRules::leaderNotApplied(force, force.groups.constFirst().stands.constFirst(), situationOf(p));
}

Modifiers individualModifiers(const Ww1CommandLine::Parsed &p)
{
    if (p.net)
        return {};
    const Ww1Force force = testerForce(p);
    return Ww1IndividualRules::modifiers(force, force.groups.constFirst().stands.constFirst(), situationOf(p));
}

int netOf(const Ww1CommandLine::Parsed &p, const Modifiers &modifiers)
{
    return p.net ? *p.net : Ww1IndividualRules::net(modifiers);
}

Ww1Group groupOf(const Ww1CommandLine::Parsed &p)
{
    Ww1Group g;
    g.startMembers = p.start;
    g.casualties = p.casualties;
    g.conditionsTested = p.tested;
    return g;
}

} // namespace

QList<Subcommand> Ww1CommandLine::subcommands()
{
    return {
        {kTable, false, Subcommand::Output::ForScripts, &Ww1CommandLine::run, kSystem,
         tr("print the group test table and the individual bands by net modifier")},
        {kCheck, false, Subcommand::Output::ForScripts, &Ww1CommandLine::run, kSystem,
         tr("a group's or a stand's test: modifiers and exact odds")},
        {Ww1PlaySubcommand::name(), false, Subcommand::Output::ForScripts, &Ww1PlaySubcommand::run, kSystem,
         tr("play steps on a force file headless (casualties, group and individual tests, clear withdrawing …)"),
         true},
    };
}

int Ww1CommandLine::run(const QStringList &arguments, QTextStream &out, QTextStream &err)
{
    const Parsed p = parse(arguments, out, err);
    if (p.exitCode)
        return *p.exitCode;
    if (p.command == kTable)
        return table(p, out);
    return p.kind == Kind::Group ? checkGroup(p, out) : checkIndividual(p, out);
}

Ww1CommandLine::Parsed Ww1CommandLine::parse(const QStringList &arguments, QTextStream &out, QTextStream &err)
{
    if (CommandLine::subcommandOf(arguments) == kTable)
        return parseTable(arguments, out, err);
    return parseCheck(arguments, out, err);
}

Ww1CommandLine::Parsed Ww1CommandLine::parseTable(const QStringList &arguments, QTextStream &out, QTextStream &err)
{
    Parsed p;
    p.command = kTable;
    QCommandLineParser parser;
    parser.setApplicationDescription(
        tr("WW1 morale (--system ww1): prints the group test table (A.3.1: each condition's modifier, the 2d6 "
           "it needs, P(carry on) and P(withdraw)) and the individual test's bands by net modifier %1 to %2 "
           "(A.3.3: the rolls of each band and its probability). Probabilities are exact fractions of the 36 "
           "rolls of 2d6.")
            .arg(signedNumber(firstNet), signedNumber(lastNet)));
    parser.addHelpOption();
    parser.addPositionalArgument(kTable, tr("The table subcommand."));
    parser.addOption({u"json"_s, tr("Print one JSON object, probabilities as reduced fractions (\"13/18\").")});
    ArgumentErrors errors(kTable, err);
    p.exitCode = errors.parse(parser, arguments, out, 1);
    p.json = parser.isSet(u"json"_s);
    return p;
}

QJsonObject Ww1CommandLine::tableJson()
{
    QJsonArray group;
    for (const Ww1Condition c : conditions) {
        const int m = Ww1GroupRules::modifierOf(c);
        const Fraction pass = Ww1GroupRules::passOdds(m);
        group.append(QJsonObject{{u"condition"_s, enumKey(c)},
                                 {u"modifier"_s, m},
                                 {u"need"_s, Ww1GroupRules::need(m)},
                                 {u"pCarryOn"_s, pass.toString()},
                                 {u"pWithdraw"_s, complement(pass).toString()}});
    }
    QJsonArray individual;
    for (int net = firstNet; net <= lastNet; ++net)
        individual.append(QJsonObject{{u"net"_s, net}, {u"bands"_s, bandsJson(net)}});
    return {{u"ruleSystem"_s, kSystem}, {u"group"_s, group}, {u"individual"_s, individual}};
}

int Ww1CommandLine::table(const Parsed &p, QTextStream &out)
{
    if (p.json) {
        out << QJsonDocument(tableJson()).toJson(QJsonDocument::Compact) << Qt::endl;
        return CommandLine::Ok;
    }
    // Columns as wide as their heading or their widest cell, whichever is wider.
    const auto print = [&out](const QList<QStringList> &rows) {
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
    };
    out << tr("Group test (A.3.1): roll 2d6 and add the modifier; 6 or more carries on, else the group "
              "withdraws.")
        << '\n';
    QList<QStringList> rows{{tr("condition"), tr("modifier"), tr("2d6 needed"), tr("P(carry on)"), tr("P(withdraw)")}};
    for (const Ww1Condition c : conditions) {
        const int m = Ww1GroupRules::modifierOf(c);
        const Fraction pass = Ww1GroupRules::passOdds(m);
        rows.append({enumDisplayName(c), signedNumber(m), tr("%1 or more").arg(Ww1GroupRules::need(m)),
                     pass.toString(), complement(pass).toString()});
    }
    print(rows);
    out << '\n'
        << tr("Individual test (A.3.3): one 2d6 per square, plus each stand's net modifier; each band's rolls "
              "and probability.")
        << '\n';
    rows = {{tr("net")}};
    for (const Ww1Result band : bands)
        rows.first().append(enumDisplayName(band));
    for (int net = firstNet; net <= lastNet; ++net) {
        const Ww1BandOdds odds = Ww1IndividualRules::odds(net);
        QStringList row{signedNumber(net)};
        for (const Ww1Result band : bands) {
            const QList<int> rolls = Ww1IndividualRules::rollsFor(net, band);
            row.append(rolls.isEmpty() ? u"-"_s
                                       : tr("%1 (%2)").arg(bandOdds(odds, band).toString(), rollRange(rolls)));
        }
        rows.append(row);
    }
    print(rows);
    out.flush();
    return CommandLine::Ok;
}

Ww1CommandLine::Parsed Ww1CommandLine::parseCheck(const QStringList &arguments, QTextStream &out, QTextStream &err)
{
    Parsed p;
    p.command = kCheck;
    QStringList switchable;
    for (const RuleOption &o : Ww1Options::all()) {
        if (o.switchable)
            switchable.append(o.key);
    }
    QCommandLineParser parser;
    parser.setApplicationDescription(
        tr("WW1 morale (--system ww1): one test assessed before the roll, with exact odds.\n"
           "  check group --start N --casualties C [--tested c1,c2] [--rule KEY=on|off ...]\n"
           "    whether the group must test (A.2.1), for which conditions, at what modifier, the 2d6 it needs "
           "and P(carry on)/P(withdraw) (A.3.1).\n"
           "  check individual [--officer|--nco] [--fire] [--friendly N] [--enemy N] [--outnumbered] [--edged] "
           "[--leader]\n"
           "  check individual --net N\n"
           "    each modifier with its source (A.3.3 IM1-IM8), the net, and each band's rolls and odds.\n"
           "Rule switches (--rule): %1.")
            .arg(switchable.join(u", "_s)));
    parser.addHelpOption();
    parser.addPositionalArgument(kCheck, tr("The check subcommand."));
    parser.addPositionalArgument(u"kind"_s, tr("group or individual."), u"group|individual"_s);
    parser.addOption({u"start"_s, tr("group: members at the start (individuals, A.1)."), u"N"_s});
    parser.addOption({u"casualties"_s, tr("group: casualties so far, counted against the start (A-3)."), u"C"_s});
    parser.addOption({u"tested"_s, tr("group: conditions already tested, comma-separated: c1, c2, c3."), u"LIST"_s});
    parser.addOption({u"rule"_s, tr("group: a rule switch, KEY=on or KEY=off (repeatable)."), u"KEY=on|off"_s});
    parser.addOption({u"officer"_s, tr("individual: the stand is an officer (IM7 +2).")});
    parser.addOption({u"nco"_s, tr("individual: the stand is an NCO (IM8 +1).")});
    parser.addOption({u"fire"_s, tr("individual: under small arms fire within range, or indirect fire or grenades (IM2 -1).")});
    parser.addOption({u"friendly"_s, tr("individual: friendly casualties in sight (IM3, -1 each)."), u"N"_s});
    parser.addOption({u"enemy"_s, tr("individual: enemy casualties in sight (IM4, +1 each)."), u"N"_s});
    parser.addOption({u"outnumbered"_s, tr("individual: visibly outnumbered (IM5 -1).")});
    parser.addOption({u"edged"_s, tr("individual: melee threatened with an edged weapon (IM6 -2).")});
    parser.addOption({u"leader"_s, tr("individual: an officer in sight leading by example (IM1 +1); not for --officer, whose leader must be more senior (A-7), which an unnamed leader cannot show.")});
    parser.addOption({u"net"_s, tr("individual: the net modifier itself, instead of the situations."), u"N"_s});
    parser.addOption({u"json"_s, tr("Print one JSON object, probabilities as reduced fractions (\"13/18\").")});
    ArgumentErrors errors(kCheck, err);
    // --rule is the one option that may be given more than once.
    if (!parser.parse(arguments)) {
        errors.fail(parser.errorText());
        p.exitCode = CommandLine::Usage;
        return p;
    }
    if (parser.isSet(u"help"_s)) {
        out << parser.helpText();
        out.flush();
        p.exitCode = CommandLine::Ok;
        return p;
    }
    for (const QString &single : {u"start"_s, u"casualties"_s, u"tested"_s, u"friendly"_s, u"enemy"_s, u"net"_s}) {
        if (parser.values(single).size() > 1) {
            errors.fail(tr("--%1 is given more than once; it takes one value").arg(single));
            p.exitCode = CommandLine::Usage;
            return p;
        }
    }
    const QStringList positional = parser.positionalArguments();
    if (positional.size() < 2) {
        errors.fail(tr("say which test: check group … or check individual …"));
    } else if (positional.size() > 2) {
        errors.fail(CommandLine::tr("unexpected argument \"%1\"").arg(positional.at(2)));
    } else if (positional.at(1) != "group"_L1 && positional.at(1) != "individual"_L1) {
        errors.fail(tr("the test is group or individual, not \"%1\"").arg(positional.at(1)));
    }
    if (errors.failed()) {
        p.exitCode = CommandLine::Usage;
        return p;
    }
    p.json = parser.isSet(u"json"_s);
    p.kind = positional.at(1) == "group"_L1 ? Kind::Group : Kind::Individual;
    const QStringList groupOptions{u"start"_s, u"casualties"_s, u"tested"_s, u"rule"_s};
    const QStringList individualOptions{u"officer"_s, u"nco"_s, u"fire"_s, u"friendly"_s, u"enemy"_s,
                                        u"outnumbered"_s, u"edged"_s, u"leader"_s, u"net"_s};
    for (const QString &name : p.kind == Kind::Group ? individualOptions : groupOptions) {
        if (parser.isSet(name))
            errors.fail(tr("--%1 is for check %2, not check %3")
                            .arg(name, p.kind == Kind::Group ? u"individual"_s : u"group"_s, positional.at(1)));
    }

    if (p.kind == Kind::Group) {
        const auto start = errors.intOption(parser, u"start"_s, 1, maxMembers);
        const auto casualties = errors.intOption(parser, u"casualties"_s, 0, maxMembers);
        if (!errors.failed() && *casualties > *start)
            errors.fail(tr("--casualties (%1) cannot be above --start (%2): casualties are the group's own "
                           "members (A.1)")
                            .arg(*casualties)
                            .arg(*start));
        if (!errors.failed() && parser.isSet(u"tested"_s)) {
            for (const QString &word : parser.value(u"tested"_s).split(u',', Qt::SkipEmptyParts)) {
                const auto c = enumFromKey<Ww1Condition>(word.trimmed().toLower());
                if (!c) {
                    errors.fail(tr("--tested lists c1, c2 or c3, not \"%1\"").arg(word.trimmed()));
                    break;
                }
                if (!p.tested.contains(*c))
                    p.tested.append(*c);
            }
            std::sort(p.tested.begin(), p.tested.end());
        }
        for (const QString &rule : parser.values(u"rule"_s)) {
            if (errors.failed())
                break;
            const qsizetype eq = rule.indexOf(u'=');
            const QString key = rule.left(eq);
            const QString value = eq < 0 ? QString() : rule.mid(eq + 1);
            bool known = false;
            Ww1Options::value(p.rules, key, &known);
            if (!known || !switchable.contains(key))
                errors.fail(tr("--rule %1: no rule switch is called \"%2\"; the switches are %3")
                                .arg(rule, key, switchable.join(u", "_s)));
            else if (value != "on"_L1 && value != "off"_L1)
                errors.fail(tr("--rule %1: say %2=on or %2=off").arg(rule, key));
            else
                Ww1Options::set(p.rules, key, value == "on"_L1);
        }
        if (errors.failed()) {
            p.exitCode = CommandLine::Usage;
            return p;
        }
        p.start = *start;
        p.casualties = *casualties;
        return p;
    }

    if (parser.isSet(u"officer"_s) && parser.isSet(u"nco"_s))
        errors.fail(tr("--officer and --nco: a stand has one rank"));
    if (parser.isSet(u"net"_s)) {
        for (const QString &name : individualOptions) {
            if (name != "net"_L1 && parser.isSet(name) && !errors.failed())
                errors.fail(tr("--net is the net modifier itself; leave out --%1, or give the situations without --net")
                                .arg(name));
        }
        p.net = errors.intOption(parser, u"net"_s, -maxNet, maxNet);
    }
    p.friendly = errors.intOption(parser, u"friendly"_s, 0, maxCount, false).value_or(0);
    p.enemy = errors.intOption(parser, u"enemy"_s, 0, maxCount, false).value_or(0);
    if (errors.failed()) {
        p.exitCode = CommandLine::Usage;
        return p;
    }
    p.rank = parser.isSet(u"officer"_s) ? Ww1Rank::Officer : parser.isSet(u"nco"_s) ? Ww1Rank::Nco : Ww1Rank::Other;
    p.fire = parser.isSet(u"fire"_s);
    p.outnumbered = parser.isSet(u"outnumbered"_s);
    p.edged = parser.isSet(u"edged"_s);
    p.leader = parser.isSet(u"leader"_s);
    return p;
}

QJsonObject Ww1CommandLine::groupJson(const Parsed &p)
{
    const Ww1GroupTestDue due = Ww1GroupRules::due(groupOf(p), p.rules);
    QJsonObject o{{u"start"_s, p.start},
                  {u"casualties"_s, p.casualties},
                  {u"tested"_s, conditionKeys(p.tested)},
                  {u"due"_s, conditionKeys(due.conditions)}};
    if (!due.due()) {
        for (const QString &key : {u"modifier"_s, u"need"_s, u"pCarryOn"_s, u"pWithdraw"_s})
            o.insert(key, QJsonValue::Null);
        o.insert(u"tests"_s, QJsonArray());
        o.insert(u"modifiers"_s, QJsonArray());
        return o;
    }
    // A.2.1 rule 2: one test at the worst modifier, or each condition in turn.
    QJsonArray tests;
    if (p.rules.eachConditionInTurn) {
        for (const Ww1Condition c : due.conditions) {
            const int m = Ww1GroupRules::modifierOf(c);
            tests.append(QJsonObject{{u"conditions"_s, QJsonArray{enumKey(c)}}, {u"modifier"_s, m},
                                     {u"need"_s, Ww1GroupRules::need(m)},
                                     {u"pCarryOn"_s, Ww1GroupRules::passOdds(m).toString()}});
        }
    } else {
        const int m = Ww1GroupRules::modifierOf(due.conditions.constLast());
        tests.append(QJsonObject{{u"conditions"_s, conditionKeys(due.conditions)}, {u"modifier"_s, m},
                                 {u"need"_s, Ww1GroupRules::need(m)},
                                 {u"pCarryOn"_s, Ww1GroupRules::passOdds(m).toString()}});
    }
    const int worst = Ww1GroupRules::modifierOf(due.conditions.constLast());
    const Fraction pass = Ww1GroupRules::passOdds(due, p.rules);
    o.insert(u"modifier"_s, worst);
    o.insert(u"need"_s, Ww1GroupRules::need(worst));
    o.insert(u"tests"_s, tests);
    o.insert(u"modifiers"_s, modifiersJson(Ww1GroupRules::modifiers(due, p.rules)));
    o.insert(u"pCarryOn"_s, pass.toString());
    o.insert(u"pWithdraw"_s, complement(pass).toString());
    return o;
}

int Ww1CommandLine::checkGroup(const Parsed &p, QTextStream &out)
{
    if (p.json) {
        out << QJsonDocument(groupJson(p)).toJson(QJsonDocument::Compact) << Qt::endl;
        return CommandLine::Ok;
    }
    const Ww1GroupTestDue due = Ww1GroupRules::due(groupOf(p), p.rules);
    out << tr("A group of %1 with %2 casualties.").arg(p.start).arg(p.casualties) << '\n';
    if (!due.due()) {
        out << tr("No group test is due: no condition it has not tested yet is reached (A.2.1).") << '\n';
        out.flush();
        return CommandLine::Ok;
    }
    QStringList reached;
    for (const Ww1Condition c : due.conditions)
        reached.append(enumDisplayName(c));
    out << tr("A group test is due (A.2.1): %1.").arg(reached.join(u"; "_s)) << '\n';
    for (const Modifier &m : Ww1GroupRules::modifiers(due, p.rules))
        out << u"  %1  %2 (%3)"_s.arg(signedNumber(m.delta), m.label, m.source) << '\n';
    if (p.rules.eachConditionInTurn && due.conditions.size() > 1) {
        out << tr("Each condition is tested in turn, least severe first; the first failure ends it (A-4 switched).")
            << '\n';
        for (const Ww1Condition c : due.conditions) {
            const int m = Ww1GroupRules::modifierOf(c);
            out << tr("  %1: 2d6 of %2 or more, P(carry on) %3")
                       .arg(enumKey(c).toUpper())
                       .arg(Ww1GroupRules::need(m))
                       .arg(Ww1GroupRules::passOdds(m).toString())
                << '\n';
        }
    } else {
        const int m = Ww1GroupRules::modifierOf(due.conditions.constLast());
        out << tr("One test at %1: carry on on 2d6 of %2 or more (A.3.1).").arg(signedNumber(m)).arg(Ww1GroupRules::need(m))
            << '\n';
    }
    const Fraction pass = Ww1GroupRules::passOdds(due, p.rules);
    out << tr("P(carry on) %1, P(withdraw) %2.").arg(pass.toString(), complement(pass).toString()) << '\n';
    out.flush();
    return CommandLine::Ok;
}

QJsonObject Ww1CommandLine::individualJson(const Parsed &p)
{
    const Modifiers modifiers = individualModifiers(p);
    const int net = netOf(p, modifiers);
    QJsonObject o{{u"modifiers"_s, modifiersJson(modifiers)}, {u"net"_s, net}, {u"bands"_s, bandsJson(net)}};
    if (const QString note = leaderNote(p); !note.isEmpty())
        o.insert(u"notes"_s, QJsonArray{note});
    return o;
}

int Ww1CommandLine::checkIndividual(const Parsed &p, QTextStream &out)
{
    if (p.json) {
        out << QJsonDocument(individualJson(p)).toJson(QJsonDocument::Compact) << Qt::endl;
        return CommandLine::Ok;
    }
    const Modifiers modifiers = individualModifiers(p);
    const int net = netOf(p, modifiers);
    out << tr("Individual test (A.3.3): 2d6 plus the net modifier.") << '\n';
    if (!p.net && modifiers.isEmpty())
        out << tr("  no modifier applies") << '\n';
    for (const Modifier &m : modifiers)
        out << u"  %1  %2 (%3)"_s.arg(signedNumber(m.delta), m.label, m.source) << '\n';
    if (const QString note = leaderNote(p); !note.isEmpty())
        out << u"  "_s << note << '\n';
    out << tr("Net modifier %1.").arg(signedNumber(net)) << '\n';
    const Ww1BandOdds odds = Ww1IndividualRules::odds(net);
    qsizetype width = 0;
    for (const Ww1Result band : bands)
        width = std::max(width, enumDisplayName(band).size());
    for (const Ww1Result band : bands) {
        const QList<int> rolls = Ww1IndividualRules::rollsFor(net, band);
        out << u"  "_s << enumDisplayName(band).leftJustified(width + 2) << bandOdds(odds, band).toString().leftJustified(7)
            << (rolls.isEmpty() ? tr("no roll") : tr("rolls %1").arg(rollRange(rolls))) << '\n';
    }
    out.flush();
    return CommandLine::Ok;
}

} // namespace md::ww1
