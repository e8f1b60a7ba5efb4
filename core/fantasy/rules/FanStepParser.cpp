#include "fantasy/rules/FanStepParser.h"

#include "fantasy/rules/FanEngine.h"
#include "kernel/EnumText.h"
#include "kernel/TypedDie.h"

#include <QProcess>

using namespace Qt::StringLiterals;

namespace md::fantasy {

namespace {

using Result = FanStepParser::Result;

Result refused(const QString &why) { return {why, {}}; }
Result from(const FanOutcome &o) { return {o.error, o.lines}; }

std::optional<int> number(const QString &text)
{
    bool ok = false;
    const int n = text.toInt(&ok);
    return ok ? std::optional<int>(n) : std::nullopt;
}

// A unit named by its id or, failing that, by its name (case-insensitive).
QString unitId(const FanBattle &battle, const QString &word, QString *error)
{
    if (battle.unit(word))
        return word;
    for (const FanUnitRef &ref : battle.all()) {
        if (battle.at(ref).name.compare(word, Qt::CaseInsensitive) == 0)
            return battle.at(ref).id;
    }
    *error = FanStepParser::tr("There is no unit \"%1\".").arg(word);
    return {};
}

// "friends=ID,ID:hidden,3": units of the roster (":hidden", ":combat" where they are not free) or a count of
// unnamed free units. A named unit is on the tester's side for friends=, the other for enemies=, and is named once
// (`named` holds those already named in this step), as the window's lists allow (C.3).
bool neighbours(const FanBattle &battle, const QString &testerId, bool friends, const QString &list,
                QList<FanNeighbour> &out, QStringList &named, QString *error)
{
    const int testerSide = battle.find(testerId).side;
    for (const QString &item : list.split(u',', Qt::SkipEmptyParts)) {
        if (const auto n = number(item)) {
            if (*n < 0 || *n > 1000) {
                *error = FanStepParser::tr("A count of neighbours is 0 to 1000, not %1.").arg(item);
                return false;
            }
            for (int i = 0; i < *n; ++i)
                out.append(FanNeighbour{});
            continue;
        }
        const QStringList parts = item.split(u':');
        const QString id = unitId(battle, parts.constFirst(), error);
        if (id.isEmpty())
            return false;
        const FanUnit &u = *battle.unit(id);
        if (id == testerId) {
            *error = FanStepParser::tr("%1 is the unit testing; it is no neighbour of its own.").arg(u.name);
            return false;
        }
        if (named.contains(id)) {
            *error = FanStepParser::tr("%1 is named twice; each unit counts once (C.3).").arg(u.name);
            return false;
        }
        if ((battle.find(id).side == testerSide) != friends) {
            *error = friends ? FanStepParser::tr("%1 is an enemy unit; name it in enemies=.").arg(u.name)
                             : FanStepParser::tr("%1 is a friendly unit; name it in friends=.").arg(u.name);
            return false;
        }
        named << id;
        FanNeighbour nb{u.name, u.kind, u.state, true, false};
        for (qsizetype i = 1; i < parts.size(); ++i) {
            if (parts[i] == "hidden"_L1) {
                nb.visible = false;
            } else if (parts[i] == "combat"_L1) {
                nb.inCombat = true;
            } else {
                *error = FanStepParser::tr("After %1: expected :hidden or :combat, not :%2.").arg(parts.constFirst(), parts[i]);
                return false;
            }
        }
        out.append(nb);
    }
    return true;
}

// The words after "test UNIT": the trigger and the conditions (C.2, C.3), and the typed D4.
bool request(const FanBattle &battle, const QStringList &words, qsizetype from, FanTestRequest &req,
             std::optional<int> &typed, QString *error)
{
    const FanUnit &u = *battle.unit(req.unitId);
    const FanProfile *profile = battle.profile(u.race);
    FanConditions &c = req.conditions;
    const bool rally = req.trigger == FanTrigger::Rally;
    bool triggerGiven = rally;
    QStringList named;
    for (qsizetype i = from; i < words.size(); ++i) {
        const QString &w = words[i];
        const qsizetype eq = w.indexOf(u'=');
        const QString key = (eq < 0 ? w : w.left(eq)).toLower();
        const QString value = eq < 0 ? QString() : w.mid(eq + 1);
        const std::optional<int> n = number(value);
        const auto needNumber = [&](int min, int max) {
            if (n && *n >= min && *n <= max)
                return true;
            *error = FanStepParser::tr("%1= takes a whole number from %2 to %3.").arg(key).arg(min).arg(max);
            return false;
        };
        if (rally && (key == "on"_L1 || key == "ua-target"_L1 || key == "post-combat"_L1)) {
            *error = FanStepParser::tr("A rally test is called for by nothing but phase 11 (C.4.2); leave out %1.").arg(w);
            return false;
        }
        if (key == "on"_L1) {
            if (!profile) {
                *error = FanStepParser::tr("The battle holds no Profile Sheet for %1.").arg(u.race);
                return false;
            }
            if (n && *n >= 1 && *n <= profile->whenToTest.size()) {
                req.listedTrigger = profile->whenToTest.at(*n - 1);
            } else if (profile->whenToTest.contains(value)) {
                req.listedTrigger = value;
            } else {
                *error = FanStepParser::tr("on= takes the number or the words of an entry of %1's When to Test Morale "
                                           "list (1 to %2).").arg(u.race).arg(profile->whenToTest.size());
                return false;
            }
            req.trigger = FanTrigger::Listed;
            triggerGiven = true;
        } else if (key == "ua-target"_L1 && eq < 0) {
            req.trigger = FanTrigger::UaTarget;
            triggerGiven = true;
        } else if (key == "post-combat"_L1 && eq < 0) {
            req.trigger = FanTrigger::PostCombat;
            triggerGiven = true;
        } else if (key == "d4"_L1) {
            if (!needNumber(1, 4))
                return false;
            typed = n;
        } else if (key == "control"_L1 && eq < 0) {
            c.characterInControl = true;
        } else if (key == "killed"_L1 && eq < 0) {
            c.characterKilled = true;
        } else if (key == "friends"_L1 || key == "enemies"_L1) {
            if (!neighbours(battle, req.unitId, key == "friends"_L1, value,
                            key == "friends"_L1 ? c.friendsWithin10cm : c.enemiesWithin20cm, named, error))
                return false;
        } else if (key == "hated"_L1 && eq < 0) {
            c.hatedFoeWithin20cm = true;
        } else if (key == "flank"_L1 && eq < 0) {
            c.flank = true;
        } else if (key == "rear"_L1 && eq < 0) {
            c.rear = true;
        } else if (key == "engaged"_L1) {
            if (!needNumber(0, 100000))
                return false;
            c.enemyFiguresEngaged = *n;
        } else if (key == "lost-round"_L1 && eq < 0) {
            c.lostLastRound = true;
        } else if (key == "light"_L1 || key == "medium"_L1 || key == "heavy"_L1) {
            if (!needNumber(0, u.currentFigures))
                return false;
            (key == "light"_L1 ? c.figuresInLightCover : key == "medium"_L1 ? c.figuresInMediumCover : c.figuresInHeavyCover) = *n;
        } else if (key == "magic"_L1 && eq < 0) {
            c.attackedByMagic = true;
        } else if (key == "monster"_L1 && eq < 0) {
            c.attackedByMonster = true;
        } else if (key == "undead"_L1 && eq < 0) {
            c.attackedByUndead = true;
        } else if (const FanModifier *row = profile ? profile->modifier(eq < 0 ? w : w.left(eq)) : nullptr;
                   row && row->role == FanModifierRole::Custom) {
            // One of the race's own rows, ticked (once) or counted.
            if (eq >= 0 && !needNumber(0, 1000))
                return false;
            c.custom.insert(eq < 0 ? w : w.left(eq), eq < 0 ? 1 : *n);
        } else {
            *error = FanStepParser::tr("Unknown word \"%1\" in a test; see moraledesk play --system fantasy --help.").arg(w);
            return false;
        }
    }
    if (!triggerGiven) {
        *error = FanStepParser::tr("Say why it tests: on=N (the race's list), ua-target or post-combat.");
        return false;
    }
    return true;
}

QString oddsText(const FanAssessment &a)
{
    QStringList parts;
    for (FanResult r : {FanResult::Rout, FanResult::Retire, FanResult::CarryOn, FanResult::UncontrolledAdvance}) {
        if (a.chance(r).numerator() != 0)
            parts << FanStepParser::tr("%1 %2").arg(enumDisplayName(r), a.chance(r).toString());
    }
    return parts.join(u", "_s);
}

QString status(const FanBattle &battle)
{
    QStringList lines{FanStepParser::tr("%1.").arg(FanEngine::momentText(battle.now))};
    lines[0][0] = lines[0][0].toUpper();
    for (const FanUnitRef &ref : battle.all()) {
        const FanUnit &u = battle.at(ref);
        QString line = FanStepParser::tr("  %1 (%2): %3/%4 figures, %5")
                           .arg(u.name, battle.sides[static_cast<size_t>(ref.side)].name)
                           .arg(u.currentFigures).arg(u.startFigures).arg(enumDisplayName(u.state));
        if (u.pending)
            line += FanStepParser::tr("; %1 due %2").arg(enumDisplayName(u.pending->result), FanEngine::momentText(u.pending->due));
        lines << line;
    }
    const QStringList queue = FanEngine::rallyQueue(battle);
    if (!queue.isEmpty()) {
        QStringList names;
        for (const QString &id : queue)
            names << FanEngine::nameOf(battle, id);
        lines << FanStepParser::tr("To rally now: %1.").arg(names.join(u", "_s));
    }
    return lines.join(u'\n');
}

} // namespace

QString FanStepParser::help()
{
    return tr("Fantasy play steps (Part C), one per line. UNIT is an id or a name; a word with spaces goes in double\n"
              "quotes; d4=N (d6=N) is your own die, without it the die is rolled.\n"
              "  test UNIT on=N|ua-target|post-combat [CONDITIONS] [d4=N]\n"
              "        a Morale Test (C.3); on=N is entry N of the race's When to Test Morale list (or its words).\n"
              "        CONDITIONS: control killed hated flank rear lost-round magic monster undead\n"
              "        friends=UNIT,UNIT:hidden,UNIT:combat,N   enemies=...   engaged=FIGURES\n"
              "        light=N medium=N heavy=N (figures in cover)   ROW or ROW=N (the race's own rows)\n"
              "  odds UNIT on=N ... [CONDITIONS]    the BMV, modifiers and odds, without rolling\n"
              "  rally UNIT [CONDITIONS] [d4=N]     a rally test in the first half of phase 11 (C.4.2)\n"
              "  loss UNIT FIGURES                  figures lost (negative corrects)\n"
              "  charged UNIT ATTACKERS             a routing unit charged: one figure per attacker in contact (C.4.1)\n"
              "  obstacle UNIT [d6=N]               a routing unit blocked: D6 1-3 right, 4-6 left (C.4.1)\n"
              "  wounded CHARACTER | killed CHARACTER   his skeletons are removed (C-14)\n"
              "  reform UNIT                        a Disordered unit receives its Reform order (C.4.2)\n"
              "  spell UNIT TURN                    exempt from tests through TURN (0 ends it) (C.2)\n"
              "  moved UNIT [no]                    has moved this turn (an Uncontrolled Advance waits, C.4.1)\n"
              "  off-table UNIT                     a routing unit routs off the table\n"
              "  next                               the next phase (phase 11 has two halves)\n"
              "  status                             the turn, phase, every unit and the rally queue");
}

FanStepParser::Result FanStepParser::run(FanBattle &battle, const QString &step, DiceSource &dice)
{
    const QStringList words = QProcess::splitCommand(step);
    const QString steps = u"test, odds, rally, loss, charged, obstacle, wounded, killed, reform, spell, moved, "
                          u"off-table, next, status"_s;
    if (words.isEmpty())
        return refused(tr("The step is empty; the steps are: %1.").arg(steps));
    const QString verb = words.constFirst().toLower();
    const qsizetype count = words.size();
    QString error;
    QString id;
    const auto expected = [](const char *form) { return refused(tr("Expected: %1").arg(QLatin1StringView(form))); };
    if (verb != "next"_L1 && verb != "status"_L1) {
        if (count < 2)
            return refused(tr("%1 needs a unit.").arg(verb));
        id = unitId(battle, words.at(1), &error);
        if (id.isEmpty())
            return refused(error);
    }

    if (verb == "test"_L1 || verb == "odds"_L1 || verb == "rally"_L1) {
        FanTestRequest req;
        req.unitId = id;
        req.trigger = verb == "rally"_L1 ? FanTrigger::Rally : FanTrigger::Listed;
        std::optional<int> typed;
        if (!request(battle, words, 2, req, typed, &error))
            return refused(error);
        if (verb == "odds"_L1) {
            const FanAssessment a = FanEngine::assess(battle, req);
            if (!a.tests())
                return refused(tr("%1 does not test: %2.").arg(FanEngine::nameOf(battle, id), a.refusals.join(u"; "_s)));
            QStringList mods;
            for (const Modifier &m : a.modifiers)
                mods << tr("%1 %2").arg(m.delta > 0 ? u"+"_s + QString::number(m.delta) : QString::number(m.delta), m.label);
            Result r;
            r.lines << tr("%1: BMV %2 at %3 % losses; MMV %4; %5.")
                           .arg(FanEngine::nameOf(battle, id)).arg(a.bmv).arg(a.lossStep).arg(a.mmv).arg(oddsText(a));
            if (!mods.isEmpty())
                r.lines << tr("  Modifiers: %1.").arg(mods.join(u"; "_s));
            if (!a.notCounted.isEmpty())
                r.lines << tr("  Not counted: %1.").arg(a.notCounted.join(u"; "_s));
            return r;
        }
        // Refusals come before the roll, so that a refused test never spends the die.
        const FanAssessment a = FanEngine::assess(battle, req);
        if (!a.tests())
            return refused(tr("%1 does not test: %2.").arg(FanEngine::nameOf(battle, id), a.refusals.join(u"; "_s)));
        if (req.trigger == FanTrigger::Rally && !FanEngine::rallyQueue(battle).contains(id))
            return from(FanEngine::test(battle, req, 1, false)); // refused with the reason, nothing rolled
        TypedDie own(typed.value_or(0));
        DiceSource &source = typed ? static_cast<DiceSource &>(own) : dice;
        const int d4 = source.roll(4);
        return from(FanEngine::test(battle, req, d4, source.typedByPlayer()));
    }
    if (verb == "loss"_L1 || verb == "charged"_L1) {
        const std::optional<int> n = count == 3 ? number(words.at(2)) : std::nullopt;
        if (!n)
            return verb == "loss"_L1 ? expected("loss UNIT FIGURES") : expected("charged UNIT ATTACKERS");
        return from(verb == "loss"_L1 ? FanEngine::losses(battle, id, *n) : FanEngine::charged(battle, id, *n));
    }
    if (verb == "obstacle"_L1) {
        std::optional<int> typed;
        if (count == 3) {
            if (!words.at(2).startsWith("d6="_L1) || !(typed = number(words.at(2).mid(3))))
                return expected("obstacle UNIT [d6=N]");
        } else if (count != 2) {
            return expected("obstacle UNIT [d6=N]");
        }
        if (typed && (*typed < 1 || *typed > 6))
            return refused(tr("A D6 shows 1 to 6, not %1.").arg(*typed));
        const FanUnit *u = battle.unit(id);
        if (u->state != FanUnitState::Routing)
            return from(FanEngine::obstacle(battle, id, 1, false)); // refused with the reason, nothing rolled
        TypedDie own(typed.value_or(0));
        DiceSource &source = typed ? static_cast<DiceSource &>(own) : dice;
        const int d6 = source.roll(6);
        return from(FanEngine::obstacle(battle, id, d6, source.typedByPlayer()));
    }
    if (verb == "wounded"_L1 || verb == "killed"_L1)
        return count == 2 ? from(FanEngine::characterHit(battle, id, verb == "killed"_L1)) : expected("wounded|killed CHARACTER");
    if (verb == "reform"_L1)
        return count == 2 ? from(FanEngine::reform(battle, id)) : expected("reform UNIT");
    if (verb == "off-table"_L1)
        return count == 2 ? from(FanEngine::offTable(battle, id)) : expected("off-table UNIT");
    if (verb == "spell"_L1) {
        const std::optional<int> n = count == 3 ? number(words.at(2)) : std::nullopt;
        return n ? from(FanEngine::spell(battle, id, *n)) : expected("spell UNIT TURN");
    }
    if (verb == "moved"_L1) {
        if (count == 2)
            return from(FanEngine::moved(battle, id, true));
        if (count == 3 && words.at(2).toLower() == "no"_L1)
            return from(FanEngine::moved(battle, id, false));
        return expected("moved UNIT [no]");
    }
    if (verb == "next"_L1)
        return count == 1 ? from(FanEngine::advance(battle)) : expected("next");
    if (verb == "status"_L1)
        return count == 1 ? Result{{}, {status(battle)}} : expected("status");
    return refused(tr("Unknown step \"%1\"; the steps are: %2.").arg(words.constFirst(), steps));
}

} // namespace md::fantasy
