#include "ww1/rules/Ww1Engine.h"

#include "kernel/EnumText.h"
#include "ww1/rules/Ww1GroupRules.h"

#include <QSet>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace md::ww1 {

namespace {

QString groupLabel(const Ww1Group &group)
{
    return group.name.isEmpty() ? group.id : group.name;
}

QString standLabel(const Ww1Stand &stand)
{
    return stand.name.isEmpty() ? stand.id : stand.name;
}

// The log's short record of the modifiers applied: "fire,friendly=2,nco" (the step grammar's words), the
// leading officer by id when he is named ("leader=ashby").
QString detailOf(const Modifiers &modifiers, const Ww1Situation &situation)
{
    QStringList parts;
    for (const Modifier &m : modifiers) {
        if (m.key == "leader"_L1 && !situation.leadingOfficerId.isEmpty())
            parts.append(u"leader="_s + situation.leadingOfficerId);
        else if (m.key == "friendly"_L1)
            parts.append(u"friendly=%1"_s.arg(-m.delta));
        else if (m.key == "enemy"_L1)
            parts.append(u"enemy=%1"_s.arg(m.delta));
        else
            parts.append(m.key);
    }
    return parts.join(u',');
}

void setTested(Ww1Stand &stand, Ww1Trigger trigger)
{
    switch (trigger) {
    case Ww1Trigger::UnderFire:
        stand.testedUnderFire = true;
        break;
    case Ww1Trigger::EnterPosition:
        stand.testedEnterPosition = true;
        break;
    case Ww1Trigger::HandToHand:
        stand.testedHandToHand = true;
        break;
    }
}

} // namespace

DieSpec Ww1Engine::dice()
{
    return DieSpec{2, 6};
}

Ww1CasualtyOutcome Ww1Engine::addCasualties(Ww1Force &force, const QString &groupId, int count)
{
    Ww1CasualtyOutcome outcome;
    Ww1Group *group = force.group(groupId);
    if (!group) {
        outcome.error = tr("There is no group \"%1\" in this force; select a group in the roster.").arg(groupId);
        return outcome;
    }
    if (count == 0) {
        outcome.error = tr("Enter the number of casualties %1 took: at least 1 (or fewer than 0 to correct an entry).")
                            .arg(groupLabel(*group));
        return outcome;
    }
    const qint64 total = qint64(group->casualties) + count;
    if (total < 0) {
        outcome.error = group->casualties == 0
            ? tr("%1 has no casualties to take back.").arg(groupLabel(*group))
            : tr("%1 has %n casualty(ies); a correction cannot take away more than that.", nullptr, group->casualties)
                  .arg(groupLabel(*group));
        return outcome;
    }
    if (total > group->startMembers) {
        // A.1: casualties are individual hits on the group's members; there are no more members to hit.
        outcome.error = tr("%1 started with %n member(s); it cannot have more casualties than that.", nullptr,
                           group->startMembers)
                            .arg(groupLabel(*group));
        return outcome;
    }
    group->casualties = int(total);
    Ww1LogRecord r;
    r.turn = force.turn;
    r.event = Ww1LogEvent::Casualties;
    r.groupId = group->id;
    r.count = count;
    force.log.append(r);
    // A.2.1 rule 3: after a step that causes casualties, every group that has triggered tests, in A.3.2's order.
    outcome.groupsDue = groupsDue(force);
    return outcome;
}

QStringList Ww1Engine::groupsDue(const Ww1Force &force)
{
    QList<Ww1Group> due;
    for (const Ww1Group &g : force.groups) {
        if (Ww1GroupRules::due(g, force.rules).due())
            due.append(g);
    }
    return Ww1GroupRules::testingOrder(due, force.rules);
}

Ww1GroupOutcome Ww1Engine::groupTest(Ww1Force &force, const QString &groupId, DiceSource &dice)
{
    Ww1GroupOutcome outcome;
    Ww1Group *group = force.group(groupId);
    if (!group) {
        outcome.error = tr("There is no group \"%1\" in this force; select a group in the roster.").arg(groupId);
        return outcome;
    }
    outcome.groupId = group->id;
    const Ww1GroupTestDue due = Ww1GroupRules::due(*group, force.rules);
    if (!due.due()) {
        // Say what the next condition needs, so the player sees why no test is due.
        for (Ww1Condition c : {Ww1Condition::C1, Ww1Condition::C2, Ww1Condition::C3}) {
            if (group->tested(c))
                continue;
            const int needs = Ww1GroupRules::threshold(c, group->startMembers, force.rules);
            const QString next = tr("%1 needs %2").arg(enumKey(c).toUpper()).arg(needs);
            outcome.error = group->conditionsTested.isEmpty()
                ? tr("%1 has no group test due yet: %n casualty(ies) of %2 reach no condition (%3). Enter casualties "
                     "as they happen; the test comes due by itself (A.2.1).", nullptr, group->casualties)
                      .arg(groupLabel(*group))
                      .arg(group->startMembers)
                      .arg(next)
                : tr("%1 has no group test due now: %n casualty(ies) of %2 reach no condition it has not tested yet "
                     "(%3). Enter casualties as they happen; the next test comes due by itself (A.2.1).",
                     nullptr, group->casualties)
                      .arg(groupLabel(*group))
                      .arg(group->startMembers)
                      .arg(next);
            return outcome;
        }
        outcome.error = tr("%1 has already tested for C1, C2 and C3, and a group tests once for each: it takes no more group tests (A.2.1).")
                            .arg(groupLabel(*group));
        return outcome;
    }

    // A.3.2: attackers first, then defenders, each biggest first; the group that tests first is the first due.
    const QStringList order = groupsDue(force);
    if (!order.isEmpty() && order.constFirst() != group->id) {
        outcome.error = tr("%1 must test first: attackers test before defenders, the biggest group first. Roll its "
                           "test, then %2's (A.3.2).")
                            .arg(groupLabel(*force.group(order.constFirst())), groupLabel(*group));
        return outcome;
    }

    outcome.conditions = due.conditions;
    outcome.modifier = Ww1GroupRules::modifierOf(due.conditions.constLast());
    outcome.modifiers = Ww1GroupRules::modifiers(due, force.rules);
    outcome.passOdds = Ww1GroupRules::passOdds(due, force.rules);

    // one test at the worst modifier, or (the alternative) one per condition, least severe first, until
    // one fails. Every roll is checked before anything changes.
    const Ww1Conditions tests = force.rules.eachConditionInTurn ? due.conditions
                                                                      : Ww1Conditions{due.conditions.constLast()};
    const DieSpec spec = Ww1Engine::dice();
    QList<Ww1LogRecord> records;
    bool passed = true;
    for (qsizetype i = 0; i < tests.size() && passed; ++i) {
        const int roll = dice.rollSum(spec);
        if (roll < spec.minimum() || roll > spec.maximum()) {
            outcome.error = tr("Two six-sided dice total 2 to 12; %1 is not a 2d6 roll.").arg(roll);
            outcome.rolls.clear();
            return outcome;
        }
        const int m = Ww1GroupRules::modifierOf(tests.at(i));
        passed = roll >= Ww1GroupRules::need(m); // A.3.1: pass iff 2d6 + m >= 6
        outcome.rolls.append(roll);
        Ww1LogRecord r;
        r.turn = force.turn;
        r.event = Ww1LogEvent::GroupTest;
        r.groupId = group->id;
        r.conditions = force.rules.eachConditionInTurn ? Ww1Conditions{tests.at(i)} : due.conditions;
        r.roll = roll;
        r.typed = dice.typedByPlayer();
        r.modifier = m;
        r.passed = passed;
        records.append(r);
    }
    // A failure ends the sequence; the conditions not rolled for are settled by it all the same (the group
    // withdraws, and a withdrawing group can do no worse, A.2.1 rule 4).
    if (force.rules.eachConditionInTurn && !passed) {
        for (qsizetype i = records.size(); i < tests.size(); ++i)
            records.last().conditions.append(tests.at(i));
    }
    outcome.passed = passed;
    for (Ww1Condition c : due.conditions)
        group->conditionsTested.append(c);
    std::sort(group->conditionsTested.begin(), group->conditionsTested.end());
    if (!passed)
        group->status = Ww1GroupStatus::Withdrawing; // A.4.1
    force.log.append(records);
    return outcome;
}

Ww1SquareOutcome Ww1Engine::individualTest(Ww1Force &force, const QString &square, const QList<Ww1StandTest> &tests,
                                           DiceSource &dice)
{
    Ww1SquareOutcome outcome;
    outcome.square = square;
    const auto refuse = [&outcome](const QString &why) {
        outcome.error = why;
        return outcome;
    };
    if (square.isEmpty())
        return refuse(tr("Name the square whose stands test: one roll is made for each square (A.3.3)."));
    if (tests.isEmpty())
        return refuse(tr("Tick at least one stand in square %1 that tests, then roll.").arg(square));

    // Everything is checked before the roll, so a refusal uses no dice and changes nothing.
    QSet<QString> listed;
    for (const Ww1StandTest &t : tests) {
        const Ww1Stand *stand = force.stand(t.standId);
        if (!stand)
            return refuse(tr("There is no stand \"%1\".").arg(t.standId));
        if (stand->square != square)
            return refuse(tr("%1 stands in square %2, not %3: a roll is shared only by the stands of one square "
                             "(A.3.3, A-12).")
                              .arg(standLabel(*stand), stand->square.isEmpty() ? tr("(none)") : stand->square, square));
        if (listed.contains(stand->id))
            return refuse(tr("%1 is listed twice: each stand tests once on the square's roll.").arg(standLabel(*stand)));
        listed.insert(stand->id);
        QString why;
        if (!Ww1IndividualRules::mustTest(*stand, t.situation.trigger, force.rules, &why))
            return refuse(why);
        if (t.situation.friendlyCasualties < 0 || t.situation.enemyCasualties < 0)
            return refuse(tr("Casualties in sight are counted from 0 up; %1 has a negative count.").arg(standLabel(*stand)));
        // IM3, IM4: a count the force file can record (Ww1FileLimits), so the game always saves and reads back.
        constexpr int most = Ww1IndividualRules::maxCasualtiesInSight;
        if (t.situation.friendlyCasualties > most)
            return refuse(tr("%1: friendly casualties in sight (IM3) are at most %2, not %3.")
                              .arg(standLabel(*stand))
                              .arg(most)
                              .arg(t.situation.friendlyCasualties));
        if (t.situation.enemyCasualties > most)
            return refuse(tr("%1: enemy casualties in sight (IM4) are at most %2, not %3.")
                              .arg(standLabel(*stand))
                              .arg(most)
                              .arg(t.situation.enemyCasualties));
        if (!t.situation.leadingOfficerId.isEmpty()) {
            const Ww1Group *leaderGroup = nullptr;
            const Ww1Stand *leader = force.stand(t.situation.leadingOfficerId, &leaderGroup);
            const Ww1Group *testerGroup = nullptr;
            force.stand(stand->id, &testerGroup);
            if (!leader)
                return refuse(tr("There is no stand \"%1\" to lead by example.").arg(t.situation.leadingOfficerId));
            if (leader->rank != Ww1Rank::Officer)
                return refuse(tr("%1 is not an officer: only a commissioned officer leads by example (IM1).")
                                  .arg(standLabel(*leader)));
            if (leader->result == Ww1Result::Surrendered)
                return refuse(tr("%1 has surrendered and leads no one (IM1, A.4.2).").arg(standLabel(*leader)));
            if (!leaderGroup || !testerGroup || leaderGroup->side != testerGroup->side)
                return refuse(tr("%1 is an officer of the %2 side, not of %3's (%4): only an officer of one's own side "
                                 "leads by example (IM1).")
                                  .arg(standLabel(*leader), leaderGroup ? leaderGroup->side : QString(),
                                       standLabel(*stand), testerGroup ? testerGroup->side : QString()));
        }
    }

    const DieSpec spec = Ww1Engine::dice();
    const int roll = dice.rollSum(spec); // A.3.3 step 1, A-12: one 2d6 for the square
    if (roll < spec.minimum() || roll > spec.maximum())
        return refuse(tr("Two six-sided dice total 2 to 12; %1 is not a 2d6 roll.").arg(roll));
    outcome.roll = roll;

    QList<Ww1LogRecord> records;
    for (const Ww1StandTest &t : tests) {
        Ww1Group *owner = nullptr;
        Ww1Stand *stand = force.stand(t.standId, &owner);
        Ww1StandOutcome so;
        so.standId = stand->id;
        so.modifiers = Ww1IndividualRules::modifiers(force, *stand, t.situation);
        so.net = Ww1IndividualRules::net(so.modifiers);
        so.total = roll + so.net;
        so.result = Ww1IndividualRules::band(so.total);
        so.note = Ww1IndividualRules::leaderNotApplied(force, *stand, t.situation);
        outcome.stands.append(so);

        Ww1LogRecord r;
        r.turn = force.turn;
        r.event = Ww1LogEvent::IndividualTest;
        r.groupId = owner ? owner->id : QString();
        r.standId = stand->id;
        r.square = square;
        r.trigger = t.situation.trigger;
        r.roll = roll;
        r.typed = dice.typedByPlayer();
        r.modifier = so.net;
        r.result = so.result;
        r.detail = detailOf(so.modifiers, t.situation);
        records.append(r);
    }
    // Applied after every stand's modifiers are known: a leader who surrenders on this roll still led it.
    for (qsizetype i = 0; i < tests.size(); ++i) {
        Ww1Stand *stand = force.stand(tests.at(i).standId);
        setTested(*stand, tests.at(i).situation.trigger);
        stand->result = outcome.stands.at(i).result; // Surrendered is for good: mustTest refuses him from now on
    }
    force.log.append(records);
    return outcome;
}

QString Ww1Engine::clearWithdrawing(Ww1Force &force, const QString &groupId)
{
    Ww1Group *group = force.group(groupId);
    if (!group)
        return tr("There is no group \"%1\" in this force; select a group in the roster.").arg(groupId);
    if (group->status != Ww1GroupStatus::Withdrawing)
        return tr("%1 is not withdrawing, so there is no withdrawal to end (A.4.1).").arg(groupLabel(*group));
    group->status = Ww1GroupStatus::Normal; // A.4.1, A-10: it reached its own line
    Ww1LogRecord r;
    r.turn = force.turn;
    r.event = Ww1LogEvent::WithdrawalCleared;
    r.groupId = group->id;
    force.log.append(r);
    return {};
}

QString Ww1Engine::clearResult(Ww1Force &force, const QString &standId)
{
    Ww1Group *owner = nullptr;
    Ww1Stand *stand = force.stand(standId, &owner);
    if (!stand)
        return tr("There is no stand \"%1\".").arg(standId);
    if (stand->result == Ww1Result::Surrendered)
        return tr("%1 has surrendered: that is for good (A.4.2).").arg(standLabel(*stand));
    if (stand->result == Ww1Result::None)
        return tr("%1 has no result to clear: it has not tested, or its result is already over (A.4.2).").arg(standLabel(*stand));
    stand->result = Ww1Result::None; // A.4.2: the action the result governed is over
    Ww1LogRecord r;
    r.turn = force.turn;
    r.event = Ww1LogEvent::ResultCleared;
    r.groupId = owner ? owner->id : QString();
    r.standId = stand->id;
    force.log.append(r);
    return {};
}

QString Ww1Engine::endTurn(Ww1Force &force)
{
    Ww1LogRecord r;
    r.turn = force.turn;
    r.event = Ww1LogEvent::TurnEnded;
    force.log.append(r);
    ++force.turn;
    return {};
}

std::optional<int> Ww1Engine::squareRollThisTurn(const Ww1Force &force, const QString &square)
{
    for (auto it = force.log.crbegin(); it != force.log.crend(); ++it) {
        if (it->turn != force.turn)
            break;
        if (it->event == Ww1LogEvent::IndividualTest && it->square == square)
            return it->roll;
    }
    return std::nullopt;
}

} // namespace md::ww1
