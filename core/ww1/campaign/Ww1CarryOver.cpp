#include "ww1/campaign/Ww1CarryOver.h"

#include <algorithm>

using namespace Qt::StringLiterals;

namespace md::ww1 {

QString Ww1CarryOver::forceSide(const Ww1Force &force)
{
    for (const Ww1Group &g : force.groups) {
        if (!g.side.trimmed().isEmpty())
            return g.side.trimmed();
    }
    return force.name.trimmed();
}

QList<Ww1Force> Ww1CarryOver::bySide(const Ww1Force &force)
{
    QStringList sides;
    for (const Ww1Group &g : force.groups) {
        const QString side = g.side.trimmed();
        if (!side.isEmpty() && !sides.contains(side))
            sides.append(side);
    }
    // A force without a name is refused by name where it is recorded, not renamed here.
    if (sides.size() < 2 || force.name.trimmed().isEmpty())
        return {force};
    QList<Ww1Force> parts;
    for (const QString &side : std::as_const(sides)) {
        Ww1Force part = force;
        part.name = u"%1 (%2)"_s.arg(force.name.trimmed(), side);
        part.groups.clear();
        part.log.clear();
        QStringList groupIds;
        QStringList standIds;
        for (const Ww1Group &g : force.groups) {
            const QString own = g.side.trimmed();
            if (own == side || (own.isEmpty() && side == sides.constFirst())) {
                part.groups.append(g);
                groupIds.append(g.id);
                for (const Ww1Stand &st : g.stands)
                    standIds.append(st.id);
            }
        }
        for (const Ww1LogRecord &l : force.log) {
            const bool general = l.groupId.isEmpty() && l.standId.isEmpty();
            if (general || (!l.groupId.isEmpty() && groupIds.contains(l.groupId))
                || (!l.standId.isEmpty() && standIds.contains(l.standId)))
                part.log.append(l);
        }
        parts.append(part);
    }
    return parts;
}

int Ww1CarryOver::playedTurns(const Ww1Force &force)
{
    int turns = 0;
    for (const Ww1LogRecord &r : force.log)
        turns = std::max(turns, r.turn);
    return std::max(1, turns > 0 ? turns : force.turn);
}

Ww1GroupResult Ww1CarryOver::groupResult(const Ww1Force &force, const Ww1Group &group)
{
    Ww1GroupResult r;
    r.groupId = group.id;
    r.name = group.name;
    r.side = group.side;
    r.kind = group.kind;
    r.role = group.role;
    r.startMembers = group.startMembers;
    r.casualties = group.casualties;
    r.conditionsTested = group.conditionsTested;
    r.endStatus = group.status;
    r.stands = int(group.stands.size());
    for (const Ww1Stand &s : group.stands)
        r.surrendered += s.result == Ww1Result::Surrendered ? 1 : 0;
    for (const Ww1LogRecord &l : force.log) {
        if (l.event != Ww1LogEvent::GroupTest || l.groupId != group.id)
            continue;
        (l.passed ? r.testsPassed : r.testsFailed) += 1;
    }
    // A.4.1: a failed test withdraws the group; one cleared before the end still withdrew in this battle.
    r.withdrew = r.testsFailed > 0 || group.status == Ww1GroupStatus::Withdrawing;
    return r;
}

QList<Ww1StandResult> Ww1CarryOver::standResults(const Ww1Force &force, const Ww1Group &group)
{
    QList<Ww1StandResult> list;
    for (const Ww1Stand &s : group.stands) {
        Ww1StandResult r;
        r.groupId = group.id;
        r.standId = s.id;
        r.name = s.name;
        r.rank = s.rank;
        r.officerRank = s.rank == Ww1Rank::Officer ? s.officerRank : QString();
        r.square = s.square;
        r.result = s.result;
        r.testedUnderFire = s.testedUnderFire;
        r.testedHandToHand = s.testedHandToHand;
        r.testedEnterPosition = s.testedEnterPosition;
        for (const Ww1LogRecord &l : force.log)
            r.tests += l.event == Ww1LogEvent::IndividualTest && l.standId == s.id ? 1 : 0;
        list.append(r);
    }
    return list;
}

Ww1ForceResult Ww1CarryOver::result(const Ww1Force &force)
{
    Ww1ForceResult r;
    r.force = force.name;
    r.side = forceSide(force);
    r.turns = playedTurns(force);
    r.logRecords = int(force.log.size());
    for (const Ww1Group &g : force.groups) {
        r.groups.append(groupResult(force, g));
        r.stands.append(standResults(force, g));
    }
    return r;
}

Ww1Force Ww1CarryOver::entrySnapshot(const Ww1Force &exit)
{
    Ww1Force entry = exit;
    entry.log.clear();
    entry.turn = 1;
    for (Ww1Group &g : entry.groups) {
        int hits = 0;
        bool statusTouched = false;
        bool clearedFirst = false;
        for (const Ww1LogRecord &l : exit.log) {
            if (l.groupId != g.id)
                continue;
            if (l.event == Ww1LogEvent::Casualties)
                hits += l.count;
            if (l.event == Ww1LogEvent::GroupTest) {
                for (const Ww1Condition c : l.conditions)
                    g.conditionsTested.removeAll(c);
                if (!l.passed && !statusTouched)
                    statusTouched = true;
            }
            if (l.event == Ww1LogEvent::WithdrawalCleared && !statusTouched) {
                statusTouched = true;
                clearedFirst = true;
            }
        }
        g.casualties = std::max(0, g.casualties - hits);
        // The status before the first change the log made: withdrawing if the first was a cleared withdrawal.
        if (statusTouched)
            g.status = clearedFirst ? Ww1GroupStatus::Withdrawing : Ww1GroupStatus::Normal;
        for (Ww1Stand &s : g.stands) {
            bool touched = false;
            for (const Ww1LogRecord &l : exit.log) {
                if (l.standId != s.id)
                    continue;
                if (l.event == Ww1LogEvent::IndividualTest) {
                    touched = true;
                    if (l.trigger == Ww1Trigger::UnderFire)
                        s.testedUnderFire = false;
                    else if (l.trigger == Ww1Trigger::HandToHand)
                        s.testedHandToHand = false;
                    else
                        s.testedEnterPosition = false;
                }
                if (l.event == Ww1LogEvent::ResultCleared)
                    touched = true;
            }
            if (touched)
                s.result = Ww1Result::None;
        }
    }
    return entry;
}

QString Ww1CarryOver::reading(const Ww1NextBattleOptions &options)
{
    QString text = tr("Seed 002 has no campaign rule; this is MoraleDesk's reading. Each group starts at its effective "
                      "members (start less casualties: casualties recovered in a withdrawal (A.4.1) are within a "
                      "battle), with no casualties, no condition tested and carrying on. Surrendered stands are "
                      "prisoners and gone (A.4.2); every other stand's result is cleared.");
    text += u' ';
    text += options.keepFirstTimeFlags
                ? tr("House rule, veterans: stands keep their first time under fire (T1) and first hand-to-hand "
                     "(T3); entering an enemy position (T2) is tested again.")
                : tr("Each battle is a game as the seed writes it: every stand tests again the first time under "
                     "fire (T1), in hand-to-hand (T3) and entering an enemy position (T2).");
    return text;
}

Ww1NextBattle Ww1CarryOver::nextBattle(const Ww1Force &lastExit, int ordinal, const Ww1NextBattleOptions &options)
{
    Ww1NextBattle next;
    next.ordinal = ordinal;
    next.reading = reading(options);
    Ww1Force force = lastExit;
    force.log.clear();
    force.turn = 1;
    force.groups.clear();
    for (const Ww1Group &last : lastExit.groups) {
        const int members = last.effectiveMembers();
        if (members <= 0) {
            next.lost.append(last.name);
            continue;
        }
        Ww1Group g = last;
        g.startMembers = members;
        g.casualties = 0;
        g.conditionsTested.clear();
        g.status = Ww1GroupStatus::Normal;
        g.stands.clear();
        for (const Ww1Stand &s : last.stands) {
            if (s.result == Ww1Result::Surrendered) {
                next.surrendered.append(u"%1 (%2)"_s.arg(s.name, last.name));
                continue;
            }
            Ww1Stand fresh = s;
            fresh.result = Ww1Result::None;
            fresh.testedEnterPosition = false;
            if (!options.keepFirstTimeFlags) {
                fresh.testedUnderFire = false;
                fresh.testedHandToHand = false;
            }
            g.stands.append(fresh);
        }
        next.groups.append(tr("%1: %n member(s) at the start", nullptr, last.startMembers).arg(last.name) + u", "_s
                           + tr("%n casualty(ies)", nullptr, last.casualties) + u": "_s
                           + tr("starts with %n", nullptr, members));
        force.groups.append(g);
    }
    next.force = force;
    return next;
}

} // namespace md::ww1
