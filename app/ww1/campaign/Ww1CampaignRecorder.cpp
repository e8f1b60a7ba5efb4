#include "ww1/campaign/Ww1CampaignRecorder.h"

#include "CampaignDatabase.h"
#include "CampaignQuery.h"
#include "CampaignSql.h"
#include "CampaignDialect.h"
#include "CampaignTransaction.h"
#include "kernel/FileEnvelope.h"
#include "kernel/RuleSystem.h"
#include "systems/BuiltInSystems.h"
#include "ww1/Ww1State.h"
#include "ww1/campaign/Ww1CarryOver.h"

#include <QHash>

using namespace Qt::StringLiterals;

namespace md::ww1 {

using namespace campaignsql;

namespace {

QString conditionsText(const QList<Ww1Condition> &conditions)
{
    QStringList keys;
    for (const Ww1Condition c : conditions)
        keys.append(enumKey(c));
    return keys.join(u' ');
}

QList<Ww1Condition> conditionsFrom(const QString &text)
{
    QList<Ww1Condition> list;
    for (const QString &key : text.split(u' ', Qt::SkipEmptyParts)) {
        if (const auto c = enumFromKey<Ww1Condition>(key))
            list.append(*c);
    }
    return list;
}

template<typename E>
E enumOr(const QString &key, E fallback)
{
    return enumFromKey<E>(key).value_or(fallback);
}

} // namespace

QString Ww1CampaignRecorder::ruleSystem() { return QString::fromLatin1(Ww1Force::systemId); }

std::optional<QByteArray> Ww1CampaignRecorder::forceJson(const Ww1Force &force, QString *error)
{
    const RuleSystem *system = ruleSystems().find(ruleSystem());
    if (!system) {
        setError(error, tr("this MoraleDesk does not know the rule system \"%1\"").arg(ruleSystem()));
        return std::nullopt;
    }
    return system->write(Ww1State(force));
}

std::optional<Ww1Force> Ww1CampaignRecorder::forceFromJson(const QByteArray &json, const QString &what, QString *error)
{
    EnvelopeResult read = FileEnvelope::fromJson(json, ruleSystems());
    const Ww1Force *force = read.ok() ? Ww1State::of(*read.state) : nullptr;
    if (!force) {
        setError(error, tr("%1 cannot be read: %2")
                            .arg(what, read.problems.isEmpty() ? tr("it is not a WW1 force") : read.problems.constFirst().toString()));
        return std::nullopt;
    }
    return *force;
}

std::optional<Ww1BattleRecord> Ww1CampaignRecorder::recordBattle(const QList<Ww1Force> &given, const BattleInfo &info,
                                                                 QString *error)
{
    // A file holding both sides of an engagement is recorded as one force per side, in this one battle.
    QList<Ww1Force> forces;
    for (const Ww1Force &force : given)
        forces.append(Ww1CarryOver::bySide(force));
    const auto refused = [error](const QString &reason) -> std::optional<Ww1BattleRecord> {
        setError(error, reason);
        return std::nullopt;
    };
    if (forces.isEmpty())
        return refused(tr("there is no WW1 force to record"));
    if (info.turns < 0 || info.turns > maxTurns)
        return refused(tr("the number of turns must be from 1 to %1").arg(maxTurns));
    QStringList names;
    QStringList exitJson;
    QStringList entryJson;
    for (const Ww1Force &force : forces) {
        const QString name = force.name.trimmed();
        if (name.isEmpty())
            return refused(tr("a WW1 force without a name cannot be recorded: the campaign knows its forces by name"));
        if (names.contains(name))
            return refused(tr("force \"%1\" is given twice").arg(name));
        names.append(name);
        if (force.groups.isEmpty())
            return refused(tr("force \"%1\" has no groups to record").arg(name));
        // The force must be one its own reader takes back: what the campaign keeps opens again.
        QString why;
        const auto json = forceJson(force, &why);
        const auto back = json ? forceFromJson(*json, tr("force \"%1\"").arg(name), &why) : std::nullopt;
        if (!back)
            return refused(tr("force \"%1\" is not valid: %2").arg(name, oneLine(why)));
        exitJson.append(QString::fromUtf8(*json));
        const auto entry = forceJson(Ww1CarryOver::entrySnapshot(force), &why);
        if (!entry)
            return refused(why);
        entryJson.append(QString::fromUtf8(*entry));
    }

    Ww1BattleRecord record;
    record.date = info.date.isValid() ? info.date : QDate::currentDate();
    record.scenario = info.scenario;
    record.notes = info.notes;
    record.turns = info.turns;
    if (record.turns == 0) {
        for (const Ww1Force &force : forces)
            record.turns = std::max(record.turns, Ww1CarryOver::playedTurns(force));
    }

    const QSqlDatabase db = connection(m_campaign.connectionName());
    QString why;
    const auto failed = [&](const QString &reason) -> std::optional<Ww1BattleRecord> {
        setError(error, tr("the battle was not recorded: %1").arg(reason));
        return std::nullopt;
    };
    // One write transaction, run again from the start when the server broke it off (CampaignTransaction::run).
    const bool recorded = CampaignTransaction::run(db, &why, [&](QString *out) -> bool {
        record.forces.clear();

        // A force another rule system recorded is that system's.
        for (const QString &name : std::as_const(names)) {
            CampaignQuery q(db, u"SELECT rule_system FROM battlegroups WHERE name = ?"_s);
            if (!q.exec({name}, &why))
                return setError(out, why);
            if (q.next() && q.text(0) != ruleSystem())
                return setError(out, tr("force \"%1\" was recorded by the rule system \"%2\"").arg(name, q.text(0)));
            if (!q.finished(&why))
                return setError(out, why);
        }
        // The same end states recorded again would count the battle twice.
        {
            CampaignQuery q(db, uR"(SELECT b.number FROM participants p JOIN battles b ON b.id = p.battle_id
    JOIN battlegroups g ON g.id = p.battlegroup_id WHERE g.name = ? AND p.exit_json = ? AND b.rule_system = ?
    AND (SELECT COUNT(*) FROM participants o WHERE o.battle_id = p.battle_id) = ?)"_s);
            if (!q.exec({names.at(0), exitJson.at(0), ruleSystem(), int(forces.size())}, &why))
                return setError(out, why);
            while (q.next()) {
                const int number = q.integer(0);
                bool same = true;
                for (qsizetype i = 1; same && i < forces.size(); ++i) {
                    const auto match = single(db, uR"(SELECT COUNT(*) FROM participants p JOIN battles b ON b.id = p.battle_id
    JOIN battlegroups g ON g.id = p.battlegroup_id WHERE b.number = ? AND g.name = ? AND p.exit_json = ?)"_s,
                                              {number, names.at(i), exitJson.at(i)}, &why);
                    if (!match)
                        return setError(out, why);
                    same = match->toInt() == 1;
                }
                if (same)
                    return setError(out, tr("these forces were already recorded, as battle %1").arg(number));
            }
            if (!q.finished(&why))
                return setError(out, why);
        }

        const auto next = single(db, u"SELECT COALESCE(MAX(number), 0) + 1 FROM battles"_s, {}, &why);
        if (!next)
            return setError(out, why);
        record.number = next->toInt();
        record.name = info.name.trimmed().isEmpty() ? tr("Battle %1").arg(record.number) : info.name.trimmed();

        // WW1 has no rule for who holds the field: the generic outcome is "undecided".
        CampaignQuery insertBattle(db, uR"(INSERT INTO battles (number, date, name, scenario, turns, outcome, held_by_side_id, notes,
    recorded_at, rule_system) VALUES (?, ?, ?, ?, ?, 'undecided', NULL, ?, ?, ?) RETURNING id)"_s);
        if (!insertBattle.exec({record.number, dateValue(record.date), record.name, record.scenario, record.turns, record.notes,
                                now(), ruleSystem()},
                               &why))
            return setError(out, why);
        const auto returnedId = insertBattle.returnedId(&why);
        if (!returnedId)
            return setError(out, why);
        const qint64 battleId = *returnedId;

        // The participants' ratio figures (breaking turn, points) have no WW1 meaning: 0 and NULL.
        CampaignQuery insertParticipant(db, uR"(INSERT INTO participants (battle_id, battlegroup_id, position, ordinal, side_id, turns,
    breaking_turn, retreated_from_turn, held_field, starting_points, ending_points, lost_points, entry_json, exit_json)
    VALUES (?, ?, ?, ?, ?, ?, 0, NULL, 0, 0, 0, 0, ?, ?))"_s);
        CampaignQuery insertGroup(db, uR"(INSERT INTO ww1_group_results (battle_id, battlegroup_id, position, group_key, name, side, kind,
    role, start_members, casualties, conditions_tested, tests_passed, tests_failed, withdrew, end_status, stands, surrendered)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?))"_s);
        CampaignQuery insertStand(db, uR"(INSERT INTO ww1_stand_results (battle_id, battlegroup_id, group_key, position, stand_key, name,
    rank, officer_rank, square, result, surrendered, tests, tested_under_fire, tested_hand_to_hand, tested_enter_position)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?))"_s);
        CampaignQuery insertLog(db, uR"(INSERT INTO ww1_log_records (battle_id, battlegroup_id, seq, turn, event, group_key, stand_key,
    square, count, conditions, trigger, roll, modifier, passed, result, detail)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?))"_s);

        for (qsizetype i = 0; i < forces.size(); ++i) {
            const Ww1Force &force = forces.at(i);
            Ww1ForceResult fr = Ww1CarryOver::result(force);
            fr.force = names.at(i);
            const auto side = sideId(db, fr.side, &why);
            if (!side)
                return setError(out, why);
            if (!execute(db, uR"(INSERT INTO battlegroups (name, side_id, enrolled_json, created_at, rule_system) VALUES (?, ?, NULL, ?, ?)
    ON CONFLICT (name) DO UPDATE SET side_id = excluded.side_id)"_s, &why, {fr.force, *side, now(), ruleSystem()}))
                return setError(out, why);
            const auto forceId = single(db, u"SELECT id FROM battlegroups WHERE name = ?"_s, {fr.force}, &why);
            const auto fought = forceId ? single(db, u"SELECT COUNT(*) FROM participants WHERE battlegroup_id = ?"_s, {*forceId}, &why)
                                        : std::nullopt;
            if (!fought)
                return setError(out, why);
            const qint64 id = forceId->toLongLong();
            fr.ordinal = fought->toInt() + 1;
            if (!insertParticipant.exec({battleId, id, int(i) + 1, fr.ordinal, *side, fr.turns, entryJson.at(i), exitJson.at(i)}, &why))
                return setError(out, why);
            for (qsizetype g = 0; g < fr.groups.size(); ++g) {
                const Ww1GroupResult &r = fr.groups.at(g);
                if (!insertGroup.exec({battleId, id, int(g) + 1, r.groupId, r.name, r.side, enumKey(r.kind), enumKey(r.role),
                                       r.startMembers, r.casualties, conditionsText(r.conditionsTested), r.testsPassed,
                                       r.testsFailed, flag(r.withdrew), enumKey(r.endStatus), r.stands, r.surrendered},
                                      &why))
                    return setError(out, why);
            }
            QHash<QString, int> positions;
            for (const Ww1StandResult &s : std::as_const(fr.stands)) {
                const int position = ++positions[s.groupId];
                if (!insertStand.exec({battleId, id, s.groupId, position, s.standId, s.name, enumKey(s.rank), s.officerRank,
                                       s.square, enumKey(s.result), flag(s.surrendered()), s.tests, flag(s.testedUnderFire),
                                       flag(s.testedHandToHand), flag(s.testedEnterPosition)},
                                      &why))
                    return setError(out, why);
            }
            for (qsizetype k = 0; k < force.log.size(); ++k) {
                const Ww1LogRecord &l = force.log.at(k);
                const bool groupTest = l.event == Ww1LogEvent::GroupTest;
                const bool standTest = l.event == Ww1LogEvent::IndividualTest;
                const bool test = groupTest || standTest;
                if (!insertLog.exec({battleId, id, int(k) + 1, l.turn, enumKey(l.event), l.groupId, l.standId, l.square, l.count,
                                     conditionsText(l.conditions), standTest ? QVariant(enumKey(l.trigger)) : QVariant(),
                                     test ? QVariant(l.roll) : QVariant(), test ? QVariant(l.modifier) : QVariant(),
                                     groupTest ? flag(l.passed) : QVariant(), standTest ? QVariant(enumKey(l.result)) : QVariant(),
                                     l.detail},
                                    &why))
                    return setError(out, why);
            }
            record.forces.append(fr);
        }
        // Other programs showing this campaign refresh when it commits (a server only).
        return CampaignDialect::announceChange(db, out);
    });
    if (!recorded)
        return failed(why);
    return record;
}

QString Ww1CampaignRecorder::groupLine(const Ww1GroupResult &g)
{
    QString line = tr("%1 (%2, %3): %4 of %5 left, %n casualty(ies)", nullptr, g.casualties)
                       .arg(g.name, g.side.isEmpty() ? enumDisplayName(g.kind) : g.side, enumDisplayName(g.role),
                            QString::number(g.effectiveMembers()), QString::number(g.startMembers));
    if (!g.conditionsTested.isEmpty()) {
        QStringList keys;
        for (const Ww1Condition c : g.conditionsTested)
            keys.append(enumKey(c).toUpper());
        line += tr("; tested %1 (passed %2, failed %3)")
                    .arg(keys.join(u", "_s), QString::number(g.testsPassed), QString::number(g.testsFailed));
    }
    if (g.withdrew)
        line += g.endStatus == Ww1GroupStatus::Withdrawing ? tr("; withdrew, still withdrawing at the end")
                                                            : tr("; withdrew, back in its line at the end");
    if (g.surrendered > 0)
        line += tr("; %n stand(s) surrendered", nullptr, g.surrendered);
    return line;
}

QString Ww1CampaignRecorder::forceLine(const Ww1ForceResult &f)
{
    return tr("%1 (%2), its battle %3: %n casualty(ies)", nullptr, f.casualties())
               .arg(f.force, f.side, QString::number(f.ordinal))
           + tr(", %n group(s) withdrew", nullptr, f.withdrawals()) + tr(", %n stand(s) surrendered", nullptr, f.surrenders());
}

QString Ww1CampaignRecorder::describe(const Ww1BattleRecord &battle)
{
    QString text = tr("Recorded WW1 battle %1, \"%2\" (%3, %n turn(s)).", nullptr, battle.turns)
                       .arg(QString::number(battle.number), battle.name, battle.date.toString(Qt::ISODate));
    for (const Ww1ForceResult &f : battle.forces) {
        text += u"\n  "_s + forceLine(f) + tr("; %n log record(s).", nullptr, f.logRecords);
        for (const Ww1GroupResult &g : f.groups)
            text += u"\n    "_s + groupLine(g);
    }
    return text;
}

std::optional<bool> Ww1CampaignRecorder::otherSystemsRecorded(QString *error) const
{
    const auto count = single(connection(m_campaign.connectionName()),
                              u"SELECT COUNT(*) FROM battles WHERE rule_system <> ?"_s, {ruleSystem()}, error);
    if (!count)
        return std::nullopt;
    return count->toInt() > 0;
}

std::optional<QList<Ww1BattleRecord>> Ww1CampaignRecorder::listBattles(QString *error) const
{
    const QSqlDatabase db = connection(m_campaign.connectionName());
    QList<Ww1BattleRecord> battles;
    QHash<qint64, qsizetype> byId;
    {
        CampaignQuery q(db, uR"(SELECT id, number, date, name, scenario, turns, notes FROM battles WHERE rule_system = ?
ORDER BY number)"_s);
        if (!q.exec({ruleSystem()}, error))
            return std::nullopt;
        while (q.next()) {
            Ww1BattleRecord b;
            b.number = q.integer(1);
            b.date = QDate::fromString(q.text(2), Qt::ISODate);
            b.name = q.text(3);
            b.scenario = q.text(4);
            b.turns = q.integer(5);
            b.notes = q.text(6);
            byId.insert(q.id(0), battles.size());
            battles.append(b);
        }
        if (!q.finished(error))
            return std::nullopt;
    }
    CampaignQuery participants(db, uR"(SELECT p.battle_id, p.battlegroup_id, g.name, s.name, p.ordinal, p.turns,
  (SELECT COUNT(*) FROM ww1_log_records l WHERE l.battle_id = p.battle_id AND l.battlegroup_id = p.battlegroup_id)
FROM participants p JOIN battles b ON b.id = p.battle_id JOIN battlegroups g ON g.id = p.battlegroup_id
JOIN sides s ON s.id = p.side_id WHERE b.rule_system = ? ORDER BY p.battle_id, p.position)"_s);
    CampaignQuery groups(db, uR"(SELECT group_key, name, side, kind, role, start_members, casualties, conditions_tested, tests_passed,
tests_failed, withdrew, end_status, stands, surrendered FROM ww1_group_results WHERE battle_id = ? AND battlegroup_id = ?
ORDER BY position)"_s);
    CampaignQuery stands(db, uR"(SELECT s.group_key, s.stand_key, s.name, s.rank, s.officer_rank, s.square, s.result, s.tests,
s.tested_under_fire, s.tested_hand_to_hand, s.tested_enter_position FROM ww1_stand_results s
JOIN ww1_group_results g ON g.battle_id = s.battle_id AND g.battlegroup_id = s.battlegroup_id AND g.group_key = s.group_key
WHERE s.battle_id = ? AND s.battlegroup_id = ? ORDER BY g.position, s.position)"_s);
    if (!participants.exec({ruleSystem()}, error))
        return std::nullopt;
    while (participants.next()) {
        const auto at = byId.constFind(participants.id(0));
        if (at == byId.cend())
            continue;
        Ww1ForceResult f;
        f.force = participants.text(2);
        f.side = participants.text(3);
        f.ordinal = participants.integer(4);
        f.turns = participants.integer(5);
        f.logRecords = participants.integer(6);
        const QVariantList key{participants.id(0), participants.id(1)};
        if (!groups.exec(key, error))
            return std::nullopt;
        while (groups.next()) {
            Ww1GroupResult g;
            g.groupId = groups.text(0);
            g.name = groups.text(1);
            g.side = groups.text(2);
            g.kind = enumOr(groups.text(3), Ww1GroupKind::Platoon);
            g.role = enumOr(groups.text(4), Ww1Role::Attacker);
            g.startMembers = groups.integer(5);
            g.casualties = groups.integer(6);
            g.conditionsTested = conditionsFrom(groups.text(7));
            g.testsPassed = groups.integer(8);
            g.testsFailed = groups.integer(9);
            g.withdrew = groups.integer(10) != 0;
            g.endStatus = enumOr(groups.text(11), Ww1GroupStatus::Normal);
            g.stands = groups.integer(12);
            g.surrendered = groups.integer(13);
            f.groups.append(g);
        }
        if (!groups.finished(error) || !stands.exec(key, error))
            return std::nullopt;
        while (stands.next()) {
            Ww1StandResult s;
            s.groupId = stands.text(0);
            s.standId = stands.text(1);
            s.name = stands.text(2);
            s.rank = enumOr(stands.text(3), Ww1Rank::Other);
            s.officerRank = stands.text(4);
            s.square = stands.text(5);
            s.result = enumOr(stands.text(6), Ww1Result::None);
            s.tests = stands.integer(7);
            s.testedUnderFire = stands.integer(8) != 0;
            s.testedHandToHand = stands.integer(9) != 0;
            s.testedEnterPosition = stands.integer(10) != 0;
            f.stands.append(s);
        }
        if (!stands.finished(error))
            return std::nullopt;
        battles[*at].forces.append(f);
    }
    if (!participants.finished(error))
        return std::nullopt;
    return battles;
}

std::optional<Ww1Force> Ww1CampaignRecorder::snapshot(int battle, const QString &force, bool exit, QString *error) const
{
    CampaignQuery q(connection(m_campaign.connectionName()),
                    exit ? uR"(SELECT p.exit_json FROM participants p JOIN battles b ON b.id = p.battle_id
JOIN battlegroups g ON g.id = p.battlegroup_id WHERE b.number = ? AND g.name = ? AND b.rule_system = ?)"_s
                         : uR"(SELECT p.entry_json FROM participants p JOIN battles b ON b.id = p.battle_id
JOIN battlegroups g ON g.id = p.battlegroup_id WHERE b.number = ? AND g.name = ? AND b.rule_system = ?)"_s);
    if (!q.exec({battle, force, ruleSystem()}, error))
        return std::nullopt;
    if (!q.next()) {
        if (q.finished(error))
            setError(error, tr("force \"%1\" did not fight in WW1 battle %2").arg(force, QString::number(battle)));
        return std::nullopt;
    }
    return forceFromJson(q.text(0).toUtf8(), tr("the record of \"%1\" in battle %2").arg(force, QString::number(battle)), error);
}

std::optional<Ww1NextBattle> Ww1CampaignRecorder::nextBattle(const QString &name, QString *error,
                                                             const Ww1NextBattleOptions &options) const
{
    const QSqlDatabase db = connection(m_campaign.connectionName());
    {
        CampaignQuery q(db, u"SELECT rule_system FROM battlegroups WHERE name = ?"_s);
        if (!q.exec({name}, error))
            return std::nullopt;
        if (!q.next()) {
            if (q.finished(error))
                setError(error, tr("the campaign has no force \"%1\"").arg(name));
            return std::nullopt;
        }
        if (q.text(0) != ruleSystem()) {
            setError(error, tr("force \"%1\" was recorded by the rule system \"%2\"").arg(name, q.text(0)));
            return std::nullopt;
        }
    }
    CampaignQuery q(db, uR"(SELECT p.exit_json, p.ordinal, b.number FROM participants p JOIN battlegroups g ON g.id = p.battlegroup_id
JOIN battles b ON b.id = p.battle_id WHERE g.name = ? ORDER BY p.ordinal DESC LIMIT 1)"_s);
    if (!q.exec({name}, error))
        return std::nullopt;
    if (!q.next()) {
        if (q.finished(error))
            setError(error, tr("force \"%1\" has fought no battle yet").arg(name));
        return std::nullopt;
    }
    const auto last = forceFromJson(q.text(0).toUtf8(), tr("the record of \"%1\" in battle %2").arg(name, q.text(2)), error);
    if (!last)
        return std::nullopt;
    return Ww1CarryOver::nextBattle(*last, q.integer(1) + 1, options);
}

} // namespace md::ww1
