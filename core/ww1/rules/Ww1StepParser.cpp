#include "ww1/rules/Ww1StepParser.h"

#include "kernel/EnumText.h"
#include "kernel/TypedDie.h"
#include "ww1/rules/Ww1Engine.h"
#include "ww1/rules/Ww1GroupRules.h"
#include "ww1/rules/Ww1IndividualRules.h"
#include "ww1/rules/Ww1TypedRolls.h"

#include <optional>

using namespace Qt::StringLiterals;

namespace md::ww1 {

namespace {

// Splits a step into words; a word in double quotes may hold spaces. nullopt when a quote is left open.
std::optional<QStringList> splitWords(const QString &line)
{
    QStringList words;
    QString word;
    bool inWord = false;
    bool quoted = false;
    for (qsizetype i = 0; i < line.size(); ++i) {
        const QChar c = line.at(i);
        if (quoted) {
            if (c == u'\\' && i + 1 < line.size() && (line.at(i + 1) == u'"' || line.at(i + 1) == u'\\'))
                word += line.at(++i);
            else if (c == u'"')
                quoted = false;
            else
                word += c;
        } else if (c.isSpace()) {
            if (inWord)
                words.append(word);
            word.clear();
            inWord = false;
        } else {
            if (c == u'"')
                quoted = true;
            else
                word += c;
            inWord = true;
        }
    }
    if (quoted)
        return std::nullopt;
    if (inWord)
        words.append(word);
    return words;
}

std::optional<int> wholeNumber(const QString &word)
{
    bool ok = false;
    const int value = word.toInt(&ok);
    return ok ? std::optional<int>(value) : std::nullopt;
}

QString signedNumber(int n)
{
    return n < 0 ? QString::number(n) : u'+' + QString::number(n);
}

QString groupLabel(const Ww1Group &group)
{
    return group.name.isEmpty() ? group.id : group.name;
}

QString standLabel(const Ww1Stand &stand)
{
    return stand.name.isEmpty() ? stand.id : stand.name;
}

QString conditionList(const QList<Ww1Condition> &conditions)
{
    QStringList keys;
    for (Ww1Condition c : conditions)
        keys.append(enumKey(c).toUpper());
    return keys.join(u'+');
}

// A.3.3's band table: what the result means on the table.
QString meaning(Ww1Result result, const Ww1Settings &settings)
{
    switch (result) {
    case Ww1Result::CarryOn:
        return Ww1StepParser::tr("no restrictions");
    case Ww1Result::NoCloser:
        return Ww1StepParser::tr("move no closer to seen enemy; may stand and fight; will not enter a known fire-swept "
                                 "zone unless leaving an enemy trench while under attack from within the trench");
    case Ww1Result::DuckBack:
        return Ww1StepParser::tr("duck back behind the nearest cover; with no enemy in sight count as No closer; with no "
                                 "cover within a tactical move (%n square(s)), stand and fight",
                                 nullptr, settings.tacticalMoveSquares);
    case Ww1Result::Surrendered:
        return Ww1StepParser::tr("surrender to the nearest known enemy, even one not in sight; for good (A.4.2)");
    case Ww1Result::None:
        break;
    }
    return {};
}

// "1st Platoon (C1), Abschnitt Vogt (C1+C2)": the groups due, in A.3.2's order.
QString dueList(const Ww1Force &force, const QStringList &ids)
{
    QStringList due;
    for (const QString &id : ids) {
        const Ww1Group *g = force.group(id);
        due.append(Ww1StepParser::tr("%1 (%2)").arg(groupLabel(*g), conditionList(Ww1GroupRules::due(*g, force.rules).conditions)));
    }
    return due.join(u", "_s);
}

StepResult refused(const QString &why)
{
    StepResult r;
    r.message = why;
    return r;
}

StepResult done(const QString &message, Modifiers modifiers = {})
{
    StepResult r;
    r.ok = true;
    r.message = message;
    r.modifiers = std::move(modifiers);
    return r;
}

} // namespace

QString Ww1StepParser::help()
{
    return tr("WW1 play steps (Part A), one per line:\n"
              "  casualties GROUP N      N individual hits on the group (negative corrects an entry); says which\n"
              "                          groups must now take a group test, in the testing order (A.3.2)\n"
              "  group-test GROUP [ROLL ...]\n"
              "                          the group's test for the conditions it has reached (C1, C2, C3; A.3.1);\n"
              "                          when each condition is tested in turn (A-4), one ROLL per test\n"
              "  test SQUARE TRIGGER STAND[:MODS] [STAND[:MODS] ...] [ROLL]\n"
              "                          an individual test of stands in one square, all on one 2d6 (A.3.3)\n"
              "      TRIGGER: under-fire (T1), enter-position (T2), hand-to-hand (T3)\n"
              "      MODS, separated by commas: fire (IM2), friendly=N (IM3), enemy=N (IM4), outnumbered (IM5),\n"
              "      edged (IM6), leader or leader=STAND (IM1, an officer leading by example); rank gives IM7/IM8\n"
              "  clear GROUP             the group reached its own line: withdrawal over (A.4.1)\n"
              "  clear-result STAND      the action its result governed is over (A.4.2)\n"
              "  end-turn\n"
              "ROLL is the total of two six-sided dice, 2 to 12, as typed; without it the dice are rolled.\n"
              "A word with spaces goes in double quotes.");
}

StepResult Ww1StepParser::run(Ww1Force &force, const QString &step, DiceSource &dice)
{
    const auto words = splitWords(step);
    if (!words)
        return refused(tr("A word in double quotes is not closed."));
    if (words->isEmpty())
        return refused(tr("The step is empty; the steps are: casualties, group-test, test, clear, clear-result, end-turn."));
    const QString verb = words->constFirst();
    const qsizetype count = words->size();
    const auto expected = [](const char *form) { return tr("Expected: %1").arg(QLatin1StringView(form)); };

    if (verb == "casualties"_L1) {
        if (count != 3)
            return refused(expected("casualties GROUP N"));
        const auto n = wholeNumber(words->at(2));
        if (!n)
            return refused(tr("The number of casualties is a whole number, not \"%1\".").arg(words->at(2)));
        const Ww1CasualtyOutcome outcome = Ww1Engine::addCasualties(force, words->at(1), *n);
        if (!outcome.error.isEmpty())
            return refused(outcome.error);
        const Ww1Group *group = force.group(words->at(1));
        QString message = *n > 0
            ? tr("%1 takes %n casualty(ies): %2 of %3 in all.", nullptr, *n)
            : tr("%1's casualties corrected by %n: %2 of %3 in all.", nullptr, *n);
        message = message.arg(groupLabel(*group)).arg(group->casualties).arg(group->startMembers);
        if (!outcome.groupsDue.isEmpty())
            message += u' ' + tr("Group tests due, in order (A.3.2): %1.").arg(dueList(force, outcome.groupsDue));
        return done(message);
    }

    if (verb == "group-test"_L1) {
        if (count < 2)
            return refused(expected("group-test GROUP [ROLL ...]"));
        QList<int> typed;
        for (qsizetype i = 2; i < count; ++i) {
            const auto n = wholeNumber(words->at(i));
            const auto total = n ? TypedDie::totalFromTyped(*n, Ww1Engine::dice()) : std::nullopt;
            if (!total)
                return refused(tr("ROLL is the total of two six-sided dice, 2 to 12, not \"%1\".").arg(words->at(i)));
            typed.append(*total);
        }
        const Ww1Group *group = force.group(words->at(1));
        if (group && !typed.isEmpty()) {
            // As many rolls as the test makes: one, or one per condition until a failure (its alternative).
            const Ww1GroupTestDue due = Ww1GroupRules::due(*group, force.rules);
            if (due.due()) {
                qsizetype needed = 1;
                if (force.rules.eachConditionInTurn) {
                    needed = 0;
                    for (Ww1Condition c : due.conditions) {
                        ++needed;
                        if (needed > typed.size()
                            || typed.at(needed - 1) < Ww1GroupRules::need(Ww1GroupRules::modifierOf(c)))
                            break;
                    }
                }
                if (typed.size() != needed)
                    return refused(tr("This group test takes %n roll(s) (A.3.1, A-4); %1 typed.", nullptr, int(needed))
                                       .arg(typed.size()));
            }
        }
        Ww1TypedRolls typedRolls(typed);
        DiceSource &source = typed.isEmpty() ? dice : static_cast<DiceSource &>(typedRolls);
        const Ww1GroupOutcome outcome = Ww1Engine::groupTest(force, words->at(1), source);
        if (!outcome.error.isEmpty())
            return refused(outcome.error);
        const Ww1Group *tested = force.group(outcome.groupId);
        // A.2.1 rule 4: a group already withdrawing records the test; a pass does not stop the withdrawal.
        const bool stillWithdrawing = outcome.passed && tested->status == Ww1GroupStatus::Withdrawing;
        const QString verdict = stillWithdrawing ? tr("passes, and goes on withdrawing (A.2.1 rule 4)")
                                : outcome.passed ? tr("carries on (A.4.1: no effect)")
                                                 : tr("withdraws (A.4.1: in good order, recovering any casualties and/or "
                                                      "fighting its way back to its own line; not a rout)");
        QString message;
        if (force.rules.eachConditionInTurn && outcome.conditions.size() > 1) {
            QStringList rolls;
            for (qsizetype i = 0; i < outcome.rolls.size(); ++i) {
                const Ww1Condition c = outcome.conditions.at(i);
                rolls.append(tr("%1 at %2 rolled %3, needed %4")
                                 .arg(enumKey(c).toUpper(), signedNumber(Ww1GroupRules::modifierOf(c)))
                                 .arg(outcome.rolls.at(i))
                                 .arg(Ww1GroupRules::need(Ww1GroupRules::modifierOf(c))));
            }
            message = tr("Group tests %1 in turn (A.3.1, A-4): %2 %3: %4.")
                          .arg(conditionList(outcome.conditions), groupLabel(*tested), rolls.join(u"; "_s), verdict);
        } else {
            message = tr("Group test %1 at %2 (A.3.1): %3 rolled %4, needed %5: %6.")
                          .arg(conditionList(outcome.conditions), signedNumber(outcome.modifier), groupLabel(*tested))
                          .arg(outcome.rolls.constFirst())
                          .arg(Ww1GroupRules::need(outcome.modifier))
                          .arg(verdict);
        }
        return done(message, outcome.modifiers);
    }

    if (verb == "test"_L1) {
        const char *form = "test SQUARE TRIGGER STAND[:MODS] [STAND[:MODS] ...] [ROLL]";
        if (count < 4)
            return refused(expected(form));
        const QString square = words->at(1);
        const auto trigger = enumFromKey<Ww1Trigger>(words->at(2));
        if (!trigger)
            return refused(tr("TRIGGER is under-fire, enter-position or hand-to-hand, not \"%1\".").arg(words->at(2)));
        qsizetype end = count;
        std::optional<int> typedRoll;
        if (const auto n = wholeNumber(words->constLast())) {
            typedRoll = TypedDie::totalFromTyped(*n, Ww1Engine::dice());
            if (!typedRoll)
                return refused(tr("ROLL is the total of two six-sided dice, 2 to 12, not \"%1\".").arg(words->constLast()));
            --end;
        }
        if (end <= 3)
            return refused(expected(form));
        QList<Ww1StandTest> tests;
        for (qsizetype i = 3; i < end; ++i) {
            const QString &word = words->at(i);
            const qsizetype colon = word.indexOf(u':');
            Ww1StandTest t;
            t.standId = colon < 0 ? word : word.left(colon);
            t.situation.trigger = *trigger;
            if (t.standId.isEmpty())
                return refused(tr("\"%1\" names no stand before its modifiers.").arg(word));
            const QStringList mods = colon < 0 ? QStringList() : word.mid(colon + 1).split(u',');
            QStringList seen;
            for (const QString &mod : mods) {
                const qsizetype eq = mod.indexOf(u'=');
                const QString name = eq < 0 ? mod : mod.left(eq);
                const QString value = eq < 0 ? QString() : mod.mid(eq + 1);
                if (seen.contains(name))
                    return refused(tr("%1: the modifier \"%2\" is given twice.").arg(t.standId, name));
                seen.append(name);
                const auto flag = [&](bool &target) {
                    if (eq >= 0)
                        return false;
                    target = true;
                    return true;
                };
                const auto countOf = [&](int &target) {
                    const auto n = wholeNumber(value);
                    if (!n || *n < 1 || *n > Ww1IndividualRules::maxCasualtiesInSight)
                        return false;
                    target = *n;
                    return true;
                };
                bool ok = false;
                if (name == "fire"_L1) {
                    ok = flag(t.situation.underFire);
                } else if (name == "outnumbered"_L1) {
                    ok = flag(t.situation.outnumbered);
                } else if (name == "edged"_L1) {
                    ok = flag(t.situation.edgedWeapon);
                } else if (name == "friendly"_L1) {
                    if (!countOf(t.situation.friendlyCasualties))
                        return refused(tr("%1: friendly=N counts the friendly casualties in sight (IM3), 1 to %3, not \"%2\".")
                                           .arg(t.standId, mod)
                                           .arg(Ww1IndividualRules::maxCasualtiesInSight));
                    ok = true;
                } else if (name == "enemy"_L1) {
                    if (!countOf(t.situation.enemyCasualties))
                        return refused(tr("%1: enemy=N counts the enemy casualties in sight (IM4), 1 to %3, not \"%2\".")
                                           .arg(t.standId, mod)
                                           .arg(Ww1IndividualRules::maxCasualtiesInSight));
                    ok = true;
                } else if (name == "leader"_L1) {
                    t.situation.officerLeading = true;
                    t.situation.leadingOfficerId = value;
                    ok = eq < 0 || !value.isEmpty();
                } else {
                    return refused(tr("%1: unknown modifier \"%2\"; the modifiers are fire, friendly=N, enemy=N, "
                                      "outnumbered, edged, leader[=STAND].")
                                       .arg(t.standId, mod));
                }
                if (!ok)
                    return refused(tr("%1: the modifier \"%2\" is not written that way; expected fire, friendly=N, "
                                      "enemy=N, outnumbered, edged or leader[=STAND].")
                                       .arg(t.standId, mod));
            }
            tests.append(t);
        }
        const std::optional<int> earlier = Ww1Engine::squareRollThisTurn(force, square);
        TypedDie typedDie(typedRoll.value_or(0));
        DiceSource &source = typedRoll ? static_cast<DiceSource &>(typedDie) : dice;
        const Ww1SquareOutcome outcome = Ww1Engine::individualTest(force, square, tests, source);
        if (!outcome.error.isEmpty())
            return refused(outcome.error);
        QStringList lines{tr("Square %1 rolled %2 (A.3.3):").arg(square).arg(outcome.roll)};
        Modifiers applied;
        QStringList surrendered; // group ids, each once
        for (const Ww1StandOutcome &so : outcome.stands) {
            const Ww1Group *owner = nullptr;
            const Ww1Stand *stand = force.stand(so.standId, &owner);
            lines.append(u"  "_s + tr("%1 %2 %3 = %4: %5: %6.")
                                       .arg(standLabel(*stand))
                                       .arg(outcome.roll)
                                       .arg(signedNumber(so.net))
                                       .arg(so.total)
                                       .arg(enumDisplayName(so.result), meaning(so.result, force.settings)));
            if (!so.note.isEmpty())
                lines.append(u"    "_s + so.note);
            if (so.result == Ww1Result::Surrendered && owner && !surrendered.contains(owner->id))
                surrendered.append(owner->id);
            for (Modifier m : so.modifiers) {
                if (outcome.stands.size() > 1)
                    m.label = tr("%1: %2").arg(standLabel(*stand), m.label);
                applied.append(m);
            }
        }
        // A.4.2: the figure is removed as a casualty/prisoner; a stand is several men, so the players count them.
        for (const QString &id : surrendered)
            lines.append(tr("Count the surrendered men as casualties of %1 with `casualties %2 N` (A.4.2).")
                             .arg(groupLabel(*force.group(id)), id));
        if (earlier)
            lines.append(tr("Square %1 had already rolled %2 this turn: the one roll of a square is for the stands "
                            "testing together; a later trigger is a new test (A.3.3, A-12).")
                             .arg(square)
                             .arg(*earlier));
        return done(lines.join(u'\n'), applied);
    }

    if (verb == "clear"_L1) {
        if (count != 2)
            return refused(expected("clear GROUP"));
        if (const QString error = Ww1Engine::clearWithdrawing(force, words->at(1)); !error.isEmpty())
            return refused(error);
        return done(tr("%1 has reached its own line and stops withdrawing (A.4.1).").arg(groupLabel(*force.group(words->at(1)))));
    }

    if (verb == "clear-result"_L1) {
        if (count != 2)
            return refused(expected("clear-result STAND"));
        if (const QString error = Ww1Engine::clearResult(force, words->at(1)); !error.isEmpty())
            return refused(error);
        return done(tr("%1's result is cleared (A.4.2).").arg(standLabel(*force.stand(words->at(1)))));
    }

    if (verb == "end-turn"_L1) {
        if (count != 1)
            return refused(expected("end-turn"));
        const QStringList due = Ww1Engine::groupsDue(force);
        if (const QString error = Ww1Engine::endTurn(force); !error.isEmpty())
            return refused(error);
        QString message = tr("Turn %1 ended; turn %2 begins.").arg(force.turn - 1).arg(force.turn);
        if (!due.isEmpty())
            message += u' ' + tr("Group tests still due, not taken in turn %1 (A.3.2 order): %2.")
                                  .arg(force.turn - 1)
                                  .arg(dueList(force, due));
        return done(message);
    }

    return refused(tr("Unknown step \"%1\"; the steps are: casualties, group-test, test, clear, clear-result, end-turn.")
                       .arg(verb));
}

} // namespace md::ww1
