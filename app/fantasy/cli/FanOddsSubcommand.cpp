#include "fantasy/cli/FanOddsSubcommand.h"

#include "cli/ArgumentErrors.h"
#include "cli/CommandLine.h"
#include "fantasy/cli/FanCommandLine.h"
#include "fantasy/model/FanBattle.h"
#include "fantasy/rules/FanLosses.h"
#include "fantasy/rules/FanProfileCheck.h"
#include "kernel/EnumText.h"
#include "options/SingleValueOptions.h"

#include <QCommandLineParser>
#include <QJsonArray>
#include <QJsonDocument>
#include <QRegularExpression>
#include <QTextStream>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace md::fantasy {

namespace {

const QString kOdds = u"odds"_s;
// An MMV typed at the table: far beyond any sheet's bands either way (a BMV is -99 … 99).
constexpr int maxMmv = 999;
// Friends, enemies or a race's own counted row: as many as a step of play may name (FanStepParser).
constexpr int maxCount = 1000;

using R = FanModifierRole;

bool isCover(R role) { return role == R::LightCover || role == R::MediumCover || role == R::HeavyCover; }
bool isAttack(R role)
{
    return role == R::Attacked || role == R::AttackedByMagic || role == R::AttackedByMonster || role == R::AttackedByUndead;
}

const FanModifier *typedRow(const FanOddsSubcommand::Parsed &p, const FanOddsSubcommand::Row &row)
{
    return p.profile.modifier(row.id);
}

bool typedRole(const FanOddsSubcommand::Parsed &p, R role)
{
    return std::any_of(p.rows.cbegin(), p.rows.cend(), [&](const FanOddsSubcommand::Row &row) {
        const FanModifier *m = typedRow(p, row);
        return m && m->role == role;
    });
}

// Why a typed row is not among the applied ones (C.3 step 3's eligibility rules).
QString notApplied(const FanOddsSubcommand::Parsed &p, const FanModifier &m)
{
    if (m.role == R::CharacterInControl && typedRole(p, R::CharacterKilled))
        return FanOddsSubcommand::tr("a killed character controls nothing, only \"killed\" counts (C-9)");
    if (m.role == R::EnemyHalf && p.monster)
        return FanOddsSubcommand::tr("it never applies to a monster (C-15)");
    if (m.role == R::EnemyHalf)
        return FanOddsSubcommand::tr("a unit of %n figure(s) cannot be engaged with half its number (C-6)", nullptr,
                                     p.start - p.lost);
    if (isAttack(m.role))
        return FanOddsSubcommand::tr("magic, monster and undead make one modifier however many apply: the most "
                                     "adverse of the rows counts (C.3)");
    return FanOddsSubcommand::tr("its condition does not hold");
}

} // namespace

FanOddsSubcommand::Parsed FanOddsSubcommand::parse(const QStringList &arguments, QTextStream &out, QTextStream &err)
{
    Parsed p;
    QCommandLineParser parser;
    parser.setApplicationDescription(
        tr("Fantasy morale (--system fantasy): one Morale Test of a unit from its race's Profile Sheet, no battle "
           "file needed. It prints the BMV at the unit's loss step, each modifier of the sheet that applies, the "
           "MMV, the FMVs of the four faces of the D4 and the chance of each result in quarters (C.3).\n"
           "  odds PROFILE --class B --losses LOST/START [--modifier ID[=COUNT]]... [--trigger N] [--rally]\n"
           "  odds PROFILE --class B --mmv N [--rally]\n"
           "Examples: odds dwarfs.json --class B --losses 3/20 --modifier flank --modifier friend-near=1; "
           "odds dwarfs.json --class C --losses 4/10 --modifier character-in-control --rally; "
           "odds dwarfs.json --class B --mmv 7; odds battle.json --profile 2 --class B --losses 2/12."));
    parser.addHelpOption();
    parser.addPositionalArgument(kOdds, tr("The odds subcommand."));
    parser.addPositionalArgument(u"profile"_s, tr("The race's Profile Sheet file (docs/fantasy-profile-format.md), or "
                                                  "a fantasy battle file and --profile."));
    parser.addOption(FanCommandLine::profileOption());
    parser.addOption({u"class"_s, tr("The unit's morale class: A, B or C, or what the race calls it (C.1)."), u"CLASS"_s});
    parser.addOption({u"losses"_s, tr("Figures lost and the recorded starting figures, e.g. 3/20: the loss step is "
                                      "the losses rounded down to the nearest 10 % (C.3 step 1, C-11)."),
                      u"LOST/START"_s});
    parser.addOption({u"modifier"_s, tr("A row of the sheet's Morale Modifiers that applies, by its id (repeatable, "
                                        "or comma-separated); =COUNT for a per-instance row, e.g. friend-near=2 "
                                        "(C.3 step 3, capped by the sheet, C-7)."),
                      u"ID[=COUNT]"_s});
    parser.addOption({u"mmv"_s, tr("The MMV itself (the BMV plus the modifiers), instead of --losses and "
                                   "--modifier."),
                      u"N"_s});
    parser.addOption({u"trigger"_s, tr("Why it tests: entry N of the race's When to Test Morale list, or its words. "
                                       "An event not on the list is no trigger for the race (C.2). Without it the "
                                       "odds are the same whatever called for the test."),
                      u"N"_s});
    parser.addOption({u"rally"_s, tr("A routing unit's rally test in the first half of phase 11: Carry On or "
                                     "Uncontrolled Advance rallies it (C.4.2, C-3).")});
    parser.addOption({u"monster"_s, tr("The unit is a monster: it tests only where its sheet lists a trigger, and "
                                       "\"enemy half its number\" never applies to it (C-15).")});
    parser.addOption({u"json"_s, tr("Print one JSON object, the odds in quarters (\"3/4\").")});

    ArgumentErrors errors(kOdds, err);
    const auto usage = [&p]() -> Parsed & {
        p.exitCode = CommandLine::Usage;
        return p;
    };
    if (!parser.parse(arguments)) {
        errors.fail(parser.errorText());
        return usage();
    }
    if (parser.isSet(u"help"_s)) {
        out << parser.helpText();
        out.flush();
        p.exitCode = CommandLine::Ok;
        return p;
    }
    if (const QString repeated = SingleValueOptions::repeated(parser, {u"modifier"_s}); !repeated.isEmpty()) {
        errors.fail(repeated);
        return usage();
    }
    const QStringList positional = parser.positionalArguments();
    if (positional.size() < 2) {
        errors.fail(tr("expects a Profile Sheet file: moraledesk odds PROFILE --class B --losses 3/20 "
                       "[--modifier ID]..."));
        return usage();
    }
    if (positional.size() > 2) {
        errors.fail(CommandLine::tr("unexpected argument \"%1\"").arg(positional.at(2)));
        return usage();
    }
    p.json = parser.isSet(u"json"_s);
    p.rally = parser.isSet(u"rally"_s);
    p.monster = parser.isSet(u"monster"_s);
    const std::optional<int> number = FanCommandLine::profileNumber(parser, kOdds, err);
    if (!number)
        return usage();
    int exitCode = CommandLine::Ok;
    std::optional<FanProfile> profile = FanCommandLine::readProfile(kOdds, positional.at(1), err, &exitCode, *number);
    if (!profile) {
        p.exitCode = exitCode;
        return p;
    }
    p.profile = std::move(*profile);

    if (!parser.isSet(u"class"_s)) {
        errors.fail(tr("say the unit's class: --class A, B or C"));
        return usage();
    }
    if (const std::optional<FanClass> c = FanCommandLine::classOf(p.profile, parser.value(u"class"_s))) {
        p.moraleClass = *c;
    } else {
        errors.fail(tr("--class is A, B or C (or the race's name for one), not \"%1\"").arg(parser.value(u"class"_s)));
        return usage();
    }

    // The MMV itself, or C.3 steps 1-3 worked out by the rules core.
    if (parser.isSet(u"mmv"_s)) {
        for (const QString &name : {u"losses"_s, u"modifier"_s, u"trigger"_s, u"monster"_s}) {
            if (parser.isSet(name))
                errors.fail(tr("--mmv is the MMV itself; leave out --%1, or give --losses and --modifier without "
                               "--mmv")
                                .arg(name));
        }
        p.mmv = errors.intOption(parser, u"mmv"_s, -maxMmv, maxMmv);
        return errors.failed() ? usage() : p;
    }
    if (!parser.isSet(u"losses"_s)) {
        errors.fail(tr("say the unit's losses: --losses LOST/START (3/20), or its MMV: --mmv N"));
        return usage();
    }
    static const QRegularExpression fraction(u"^(\\d{1,6})/(\\d{1,6})$"_s);
    const QString losses = parser.value(u"losses"_s).trimmed();
    const QRegularExpressionMatch m = fraction.match(losses);
    p.lost = m.hasMatch() ? m.captured(1).toInt() : -1;
    p.start = m.hasMatch() ? m.captured(2).toInt() : 0;
    if (p.start < 1 || p.start > FanLosses::maxFigures || p.lost < 0 || p.lost > p.start) {
        errors.fail(tr("--losses is the figures lost and the starting figures (1 to %1), e.g. 3/20, the lost at most "
                       "the start; not \"%2\"")
                        .arg(FanLosses::maxFigures)
                        .arg(losses));
        return usage();
    }

    // The rows of the sheet, each once.
    QStringList ids;
    for (const FanModifier &row : p.profile.modifiers)
        ids << row.id;
    for (const QString &value : parser.values(u"modifier"_s)) {
        for (const QString &word : value.split(u',', Qt::SkipEmptyParts)) {
            const QString typed = word.trimmed();
            const qsizetype eq = typed.indexOf(u'=');
            Row row{(eq < 0 ? typed : typed.left(eq)).trimmed().toLower(), 1};
            const FanModifier *sheetRow = p.profile.modifier(row.id);
            if (!sheetRow) {
                errors.fail(ids.isEmpty() ? tr("--modifier %1: the sheet has no Morale Modifiers").arg(typed)
                                          : tr("--modifier: the sheet has no row \"%1\"; its rows are %2")
                                                .arg(row.id, ids.join(u", "_s)));
                return usage();
            }
            if (eq >= 0) {
                bool ok = false;
                row.count = typed.mid(eq + 1).trimmed().toInt(&ok);
                if (!ok || row.count < 1 || row.count > maxCount) {
                    errors.fail(tr("--modifier %1: the count is a whole number from 1 to %2").arg(typed).arg(maxCount));
                    return usage();
                }
                if (!sheetRow->perInstance && row.count != 1) {
                    errors.fail(tr("--modifier %1: \"%2\" counts once; only a per-instance row takes =COUNT")
                                    .arg(typed, sheetRow->label));
                    return usage();
                }
            }
            if (std::any_of(p.rows.cbegin(), p.rows.cend(), [&](const Row &r) { return r.id == row.id; })) {
                errors.fail(tr("--modifier %1 is given twice; a per-instance row takes =COUNT").arg(row.id));
                return usage();
            }
            p.rows.append(row);
        }
    }
    if (typedRole(p, R::EnemyTwice) && typedRole(p, R::EnemyHalf)) {
        errors.fail(tr("--modifier: the enemy engaged cannot be both twice and half the unit's number (C-6)"));
        return usage();
    }
    const auto covers = std::count_if(p.rows.cbegin(), p.rows.cend(), [&](const Row &r) {
        const FanModifier *sheetRow = typedRow(p, r);
        return sheetRow && isCover(sheetRow->role);
    });
    if (covers > 1) {
        errors.fail(tr("--modifier: give one cover row, the best that holds 75 % of the figures; only it counts (C-8)"));
        return usage();
    }

    if (parser.isSet(u"trigger"_s)) {
        const QString typed = parser.value(u"trigger"_s).trimmed();
        const QStringList &list = p.profile.whenToTest;
        if (p.rally) {
            errors.fail(tr("--trigger and --rally: a rally test is called for by the rout itself (C.2 item 2)"));
            return usage();
        }
        bool isNumber = false;
        const int n = typed.toInt(&isNumber);
        if (isNumber && (n < 1 || n > list.size())) {
            errors.fail(list.isEmpty() ? tr("--trigger %1: the race's When to Test Morale list is empty").arg(typed)
                                       : tr("--trigger %1: the race's When to Test Morale list has entries 1 to %2")
                                             .arg(typed)
                                             .arg(list.size()));
            return usage();
        }
        p.trigger = typed;
        if (isNumber) {
            p.trigger = list.at(n - 1);
        } else {
            for (const QString &entry : list) {
                if (entry.compare(typed, Qt::CaseInsensitive) == 0)
                    p.trigger = entry;
            }
        }
    }
    return p;
}

FanTestInput FanOddsSubcommand::input(const Parsed &p)
{
    FanTestInput in;
    in.moraleClass = p.moraleClass;
    in.kind = p.monster ? FanUnitKind::Monster : FanUnitKind::Regiment;
    in.state = p.rally ? FanUnitState::Routing : FanUnitState::Normal;
    in.startFigures = p.start;
    in.currentFigures = p.start - p.lost;
    // Without --trigger, one that needs no list entry: the odds are the same whatever called for the test.
    in.trigger = p.rally ? FanTrigger::Rally : p.trigger ? FanTrigger::Listed : FanTrigger::PostCombat;
    in.listedTrigger = p.trigger.value_or(QString());
    const int current = in.currentFigures;
    FanConditions &c = in.conditions;
    for (const Row &row : p.rows) {
        const FanModifier *m = typedRow(p, row);
        if (!m)
            continue;
        switch (m->role) {
        case R::Custom:
            c.custom.insert(m->id, row.count);
            break;
        case R::CharacterInControl:
            c.characterInControl = true;
            break;
        case R::CharacterKilled:
            c.characterKilled = true;
            break;
        case R::FriendNear:
            // Free, visible, not routing: each one counts (C.3).
            for (int i = 0; i < row.count; ++i)
                c.friendsWithin10cm.append(FanNeighbour{});
            break;
        case R::EnemyNear:
            for (int i = 0; i < row.count; ++i)
                c.enemiesWithin20cm.append(FanNeighbour{});
            break;
        case R::HatedFoe:
            c.hatedFoeWithin20cm = true;
            break;
        case R::Flank:
            c.flank = true;
            break;
        case R::Rear:
            c.rear = true;
            break;
        // C-6: the enemy figures engaged that make the row hold.
        case R::EnemyTwice:
            c.enemyFiguresEngaged = std::min(2 * current, FanLosses::maxFigures);
            break;
        case R::EnemyHalf:
            c.enemyFiguresEngaged = std::max(1, current / 2);
            break;
        case R::LostLastRound:
            c.lostLastRound = true;
            break;
        // C-8: every figure in that cover.
        case R::LightCover:
            c.figuresInLightCover = current;
            break;
        case R::MediumCover:
            c.figuresInMediumCover = current;
            break;
        case R::HeavyCover:
            c.figuresInHeavyCover = current;
            break;
        case R::Attacked:
        case R::AttackedByMagic:
            c.attackedByMagic = true;
            break;
        case R::AttackedByMonster:
            c.attackedByMonster = true;
            break;
        case R::AttackedByUndead:
            c.attackedByUndead = true;
            break;
        }
    }
    return in;
}

FanOddsSubcommand::Answer FanOddsSubcommand::answer(const Parsed &p)
{
    Answer a;
    const QList<FanResultBand> &bands = p.profile.resultsOf(p.moraleClass);
    if (p.mmv) {
        if (bands.isEmpty()) {
            a.refusals << FanProfileCheck::tr("the Morale Results table has no ranges for %1")
                              .arg(FanProfileCheck::className(p.profile, p.moraleClass));
            return a;
        }
        a.mmv = *p.mmv;
    } else {
        const FanAssessment assessment = FanTest::assess(p.profile, input(p));
        if (!assessment.tests()) {
            a.refusals = assessment.refusals;
            return a;
        }
        a.assessment = assessment;
        a.mmv = assessment.mmv;
        for (const Row &row : p.rows) {
            const FanModifier *sheetRow = typedRow(p, row);
            if (!sheetRow)
                continue;
            const FanModifier &m = *sheetRow;
            const bool applied = std::any_of(assessment.modifiers.cbegin(), assessment.modifiers.cend(),
                                             [&](const Modifier &x) { return x.key == m.id; });
            if (!applied)
                a.notes << tr("%1 [%2]: %3.").arg(m.label, m.id, notApplied(p, m));
            else if (m.perInstance && m.cap && row.count > *m.cap)
                a.notes << tr("%1 [%2]: %3 typed, the sheet counts at most %4 (C-7).")
                               .arg(m.label, m.id)
                               .arg(row.count)
                               .arg(*m.cap);
        }
        a.notes << assessment.notCounted;
    }
    // C.3 steps 4-5: each face's FMV in the class's column.
    std::array<int, 4> count{};
    for (int d4 = 1; d4 <= FanCommandLine::faces; ++d4) {
        const std::optional<FanResult> r = FanTest::resultFor(bands, a.mmv + d4);
        a.faces[static_cast<size_t>(d4 - 1)] = r;
        if (r)
            ++count[static_cast<size_t>(*r)];
    }
    for (FanResult r : FanCommandLine::results)
        a.odds[static_cast<size_t>(r)] = a.assessment ? a.assessment->chance(r)
                                                      : Fraction(count[static_cast<size_t>(r)], FanCommandLine::faces);
    return a;
}

QJsonObject FanOddsSubcommand::json(const Parsed &p)
{
    const Answer a = answer(p);
    QJsonObject o{{u"ruleSystem"_s, QString::fromLatin1(FanBattle::systemId)},
                  {u"race"_s, p.profile.race},
                  {u"revision"_s, p.profile.revision},
                  {u"class"_s, enumKey(p.moraleClass)},
                  {u"rally"_s, p.rally},
                  {u"tests"_s, a.refusals.isEmpty()}};
    if (p.trigger)
        o.insert(u"trigger"_s, *p.trigger);
    if (!a.refusals.isEmpty()) {
        o.insert(u"refusals"_s, QJsonArray::fromStringList(a.refusals));
        return o;
    }
    if (a.assessment) {
        o.insert(u"lossStep"_s, a.assessment->lossStep);
        o.insert(u"bmv"_s, a.assessment->bmv);
        QJsonArray modifiers;
        for (const Modifier &m : a.assessment->modifiers)
            modifiers.append(QJsonObject{{u"id"_s, m.key}, {u"label"_s, m.label}, {u"delta"_s, m.delta}});
        o.insert(u"modifiers"_s, modifiers);
    }
    o.insert(u"mmv"_s, a.mmv);
    o.insert(u"fmv"_s, QJsonArray{a.mmv + 1, a.mmv + FanCommandLine::faces});
    QJsonArray faces;
    for (int d4 = 1; d4 <= FanCommandLine::faces; ++d4) {
        const std::optional<FanResult> r = a.faces[static_cast<size_t>(d4 - 1)];
        faces.append(QJsonObject{{u"d4"_s, d4}, {u"fmv"_s, a.mmv + d4}, {u"result"_s, r ? QJsonValue(enumKey(*r)) : QJsonValue()}});
    }
    o.insert(u"faces"_s, faces);
    QJsonObject odds;
    for (FanResult r : FanCommandLine::results)
        odds.insert(enumKey(r), FanCommandLine::quarters(a.odds[static_cast<size_t>(r)]));
    o.insert(u"odds"_s, odds);
    if (p.rally) {
        // C.4.2, C-3: Carry On and Uncontrolled Advance rally; Rout and Retire fail.
        int rallied = 0;
        for (const std::optional<FanResult> &r : a.faces)
            rallied += r && FanTest::rallies(*r) ? 1 : 0;
        o.insert(u"rallied"_s, FanCommandLine::quarters(Fraction(rallied, FanCommandLine::faces)));
        o.insert(u"failed"_s, FanCommandLine::quarters(Fraction(FanCommandLine::faces - rallied, FanCommandLine::faces)));
    }
    o.insert(u"notes"_s, QJsonArray::fromStringList(a.notes));
    return o;
}

int FanOddsSubcommand::run(const QStringList &arguments, QTextStream &out, QTextStream &err)
{
    const Parsed p = parse(arguments, out, err);
    if (p.exitCode)
        return *p.exitCode;
    if (p.json) {
        out << QJsonDocument(json(p)).toJson(QJsonDocument::Compact) << Qt::endl;
        return CommandLine::Ok;
    }
    const Answer a = answer(p);
    const QString className = FanProfileCheck::className(p.profile, p.moraleClass);
    out << FanCommandLine::raceText(p.profile) << '.' << '\n';
    if (!a.refusals.isEmpty()) {
        // The rules' own answer: no test (C.2, C-12, C-15), or a table the sheet still lacks (C.6).
        out << tr("%1 does not test: %2.").arg(className, a.refusals.join(u"; "_s)) << '\n';
        if (p.trigger && !p.profile.whenToTest.contains(*p.trigger)) {
            QStringList entries;
            for (qsizetype i = 0; i < p.profile.whenToTest.size(); ++i)
                entries << u"%1. %2"_s.arg(i + 1).arg(p.profile.whenToTest.at(i));
            out << (entries.isEmpty() ? tr("The race's When to Test Morale list is empty.")
                                      : tr("The race's When to Test Morale list: %1.").arg(entries.join(u"; "_s)))
                << '\n';
        }
        out.flush();
        return CommandLine::Ok;
    }
    out << (p.rally ? tr("%1: a rally test of a routing unit, in the first half of phase 11 (C.4.2).")
                    : tr("%1: a Morale Test (C.3).")).arg(className)
        << '\n';
    if (p.trigger)
        out << tr("Trigger: \"%1\", on the race's When to Test Morale list (C.2).").arg(*p.trigger) << '\n';
    if (const std::optional<FanAssessment> &s = a.assessment) {
        out << tr("Loss step %1 %: %2 of %3 figures lost, rounded down to the nearest 10 % (C.3 step 1).")
                   .arg(s->lossStep)
                   .arg(p.lost)
                   .arg(p.start)
            << '\n';
        out << tr("BMV %1: the Basic Morale Values Chart at %2 % (C.3 step 2).").arg(s->bmv).arg(s->lossStep) << '\n';
        if (!s->modifiers.isEmpty()) {
            out << tr("Modifiers (C.3 step 3):") << '\n';
            QList<QStringList> rows;
            for (const Modifier &m : s->modifiers)
                rows << QStringList{FanCommandLine::signedNumber(m.delta), u"%1 [%2]"_s.arg(m.label, m.key)};
            FanCommandLine::printRows(out, rows, u"  "_s);
        }
        for (const QString &note : a.notes)
            out << u"  "_s << tr("Not counted: %1").arg(note) << '\n';
        out << (s->modifiers.isEmpty()
                    ? tr("No modifiers: MMV %1 = BMV %2 (C.3 step 3).").arg(a.mmv).arg(s->bmv)
                    : tr("MMV %1 = BMV %2 %3 (C.3 step 3).")
                          .arg(a.mmv)
                          .arg(s->bmv)
                          .arg(a.mmv >= s->bmv ? u"+ %1"_s.arg(a.mmv - s->bmv) : u"- %1"_s.arg(s->bmv - a.mmv)))
            << '\n';
    } else {
        out << tr("MMV %1, as given: the BMV plus the modifiers (C.3 steps 1-3).").arg(a.mmv) << '\n';
    }

    out << tr("FMV = MMV + D4 = %1 to %2 (C.3 step 4):").arg(a.mmv + 1).arg(a.mmv + FanCommandLine::faces) << '\n';
    QList<QStringList> faceRows;
    int rallied = 0;
    for (int d4 = 1; d4 <= FanCommandLine::faces; ++d4) {
        const std::optional<FanResult> r = a.faces[static_cast<size_t>(d4 - 1)];
        faceRows << QStringList{tr("D4 %1").arg(d4), tr("FMV %1").arg(a.mmv + d4),
                                r ? enumDisplayName(*r) : tr("no result (a gap in the sheet)")};
        rallied += r && FanTest::rallies(*r) ? 1 : 0;
    }
    FanCommandLine::printRows(out, faceRows, u"  "_s);
    out << tr("Odds, each face 1/4 (C.3 step 5):") << '\n';
    QList<QStringList> oddsRows;
    for (FanResult r : FanCommandLine::results)
        oddsRows << QStringList{enumDisplayName(r), FanCommandLine::quarters(a.odds[static_cast<size_t>(r)])};
    FanCommandLine::printRows(out, oddsRows, u"  "_s);
    if (p.rally)
        out << tr("Rallied %1: Carry On or Uncontrolled Advance rallies the unit, which is then Disordered and "
                  "needs a Reform order (C.4.2, C-3). Failed %2: it keeps routing and makes another rout move in "
                  "phase 1 of the next turn.")
                   .arg(FanCommandLine::quarters(Fraction(rallied, FanCommandLine::faces)),
                        FanCommandLine::quarters(Fraction(FanCommandLine::faces - rallied, FanCommandLine::faces)))
            << '\n';
    out.flush();
    return CommandLine::Ok;
}

} // namespace md::fantasy
