#include "napoleonic/campaign/NapCampaignRecorder.h"

#include "CampaignDatabase.h"
#include "CampaignDialect.h"
#include "CampaignQuery.h"
#include "CampaignSql.h"
#include "CampaignTransaction.h"
#include "kernel/FileEnvelope.h"
#include "kernel/RuleSystem.h"
#include "napoleonic/NapState.h"
#include "napoleonic/campaign/NapCarryOver.h"
#include "napoleonic/rules/NapMfp.h"
#include "systems/BuiltInSystems.h"

#include <QHash>

using namespace Qt::StringLiterals;

namespace md::nap {

using namespace campaignsql;

namespace {

template<typename E>
E enumOr(const QString &key, E fallback)
{
    return enumFromKey<E>(key).value_or(fallback);
}

// The columns only a check or a rally has a meaning for are NULL on every other record.
bool isTest(const NapLogRecord &l) { return l.event == NapLogEvent::Check || l.event == NapLogEvent::Rally; }

} // namespace

QString NapCampaignRecorder::ruleSystem() { return QString::fromLatin1(NapBattle::systemId); }

std::optional<QByteArray> NapCampaignRecorder::battleJson(const NapBattle &battle, QString *error)
{
    const RuleSystem *system = ruleSystems().find(ruleSystem());
    if (!system) {
        setError(error, tr("this MoraleDesk does not know the rule system \"%1\"").arg(ruleSystem()));
        return std::nullopt;
    }
    return system->write(NapState(battle));
}

std::optional<NapBattle> NapCampaignRecorder::battleFromJson(const QByteArray &json, const QString &what, QString *error)
{
    EnvelopeResult read = FileEnvelope::fromJson(json, ruleSystems());
    const NapBattle *battle = read.ok() ? NapState::of(*read.state) : nullptr;
    if (!battle) {
        setError(error, tr("%1 cannot be read: %2")
                            .arg(what, read.problems.isEmpty() ? tr("it is not a Napoleonic battle") : read.problems.constFirst().toString()));
        return std::nullopt;
    }
    return *battle;
}

std::optional<NapBattledayRecord> NapCampaignRecorder::recordBattleday(const NapBattle &battle, const BattleInfo &info,
                                                                       QString *error)
{
    const auto refused = [error](const QString &reason) -> std::optional<NapBattledayRecord> {
        setError(error, reason);
        return std::nullopt;
    };
    const QString battleName = battle.name.trimmed();
    if (battleName.isEmpty())
        return refused(tr("a Napoleonic battle without a name cannot be recorded: the campaign knows its battledays by "
                          "the battle's name and day"));
    if (battle.armies.isEmpty())
        return refused(tr("battle \"%1\" has no army to record").arg(battleName));
    if (battle.battleday < 1)
        return refused(tr("battle \"%1\": the battleday must be 1 or more, not %2").arg(battleName).arg(battle.battleday));
    if (info.turns < 0 || info.turns > maxTurns)
        return refused(tr("the number of turns must be from 1 to %1").arg(maxTurns));
    QStringList names;
    QStringList exitJson;
    QStringList entryJson;
    const NapBattle entry = NapCarryOver::entrySnapshot(battle);
    for (const NapArmy &army : battle.armies) {
        const QString name = army.name.trimmed();
        if (name.isEmpty())
            return refused(tr("an army without a name cannot be recorded: the campaign knows its armies by name"));
        if (names.contains(name))
            return refused(tr("the army \"%1\" is named twice").arg(name));
        names.append(name);
        // What the campaign keeps must open again: the army's battle through its own writer and reader.
        QString why;
        const NapBattle part = NapCarryOver::armyBattle(battle, army);
        const auto json = battleJson(part, &why);
        const auto back = json ? battleFromJson(*json, tr("army \"%1\"").arg(name), &why) : std::nullopt;
        if (!back)
            return refused(tr("army \"%1\" is not valid: %2").arg(name, oneLine(why)));
        exitJson.append(QString::fromUtf8(*json));
        const NapArmy *entered = entry.army(army.id);
        const auto entryPart = entered ? battleJson(NapCarryOver::armyBattle(entry, *entered), &why) : std::nullopt;
        if (!entryPart)
            return refused(why);
        entryJson.append(QString::fromUtf8(*entryPart));
    }

    NapBattledayRecord record;
    record.date = info.date.isValid() ? info.date : QDate::currentDate();
    record.battleName = battleName;
    record.battleday = battle.battleday;
    record.scenario = info.scenario;
    record.notes = info.notes;
    record.turns = info.turns > 0 ? info.turns : NapCarryOver::playedTurns(battle);

    const QSqlDatabase db = connection(m_campaign.connectionName());
    QString why;
    const auto failed = [&](const QString &reason) -> std::optional<NapBattledayRecord> {
        setError(error, tr("the battleday was not recorded: %1").arg(reason));
        return std::nullopt;
    };
    // One write transaction, run again from the start when the server broke it off (CampaignTransaction::run).
    const bool recorded = CampaignTransaction::run(db, &why, [&](QString *out) -> bool {
        record.armies.clear();
        for (const QString &name : std::as_const(names)) {
            // An army another rule system recorded is that system's.
            {
                CampaignQuery q(db, u"SELECT rule_system FROM battlegroups WHERE name = ?"_s);
                if (!q.exec({name}, &why))
                    return setError(out, why);
                if (q.next() && q.text(0) != ruleSystem())
                    return setError(out, tr("the army \"%1\" was recorded by the rule system \"%2\"").arg(name, q.text(0)));
                if (!q.finished(&why))
                    return setError(out, why);
            }
            // A battleday recorded twice would carry its -1 and its losses twice.
            CampaignQuery q(db, uR"(SELECT b.number FROM nap_battledays d JOIN battles b ON b.id = d.battle_id
JOIN battlegroups g ON g.id = d.battlegroup_id WHERE g.name = ? AND d.battle_name = ? AND d.battleday = ?)"_s);
            if (!q.exec({name, battleName, battle.battleday}, &why))
                return setError(out, why);
            if (q.next())
                return setError(out, tr("battleday %1 of \"%2\" is already recorded for the army \"%3\", as battle %4; a "
                                        "battleday is recorded once (Next battle gives the next battleday)")
                                         .arg(QString::number(battle.battleday), battleName, name, QString::number(q.integer(0))));
            if (!q.finished(&why))
                return setError(out, why);
        }

        const auto next = single(db, u"SELECT COALESCE(MAX(number), 0) + 1 FROM battles"_s, {}, &why);
        if (!next)
            return setError(out, why);
        record.number = next->toInt();
        record.name = info.name.trimmed().isEmpty() ? tr("%1, battleday %2").arg(battleName, QString::number(battle.battleday))
                                                    : info.name.trimmed();

        // Seed 003 gives no rule for who holds the field: the generic outcome is "undecided".
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

        // The participants' ratio figures (breaking turn, points) have no Napoleonic meaning: 0 and NULL.
        CampaignQuery insertParticipant(db, uR"(INSERT INTO participants (battle_id, battlegroup_id, position, ordinal, side_id, turns,
    breaking_turn, retreated_from_turn, held_field, starting_points, ending_points, lost_points, entry_json, exit_json)
    VALUES (?, ?, ?, ?, ?, ?, 0, NULL, 0, 0, 0, 0, ?, ?))"_s);
        CampaignQuery insertDay(db, uR"(INSERT INTO nap_battledays (battle_id, battlegroup_id, battle_name, battleday, army_key, army,
    mfp_total_half, mfp_used_half, tier_reached, demoral_penalty, campaign_penalty, exceeded, next_penalty, units, figures_lost,
    routed, eliminated) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?))"_s);
        CampaignQuery insertUnit(db, uR"(INSERT INTO nap_unit_results (battle_id, battlegroup_id, position, unit_key, name, command_key,
    command, type, start_cmr, figures_start, figures_lost, cannon_start, cannon_lost, end_state, late_arrival, checks)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?))"_s);
        CampaignQuery insertLog(db, uR"(INSERT INTO nap_log_records (battle_id, battlegroup_id, seq, turn, phase, event, command_key,
    unit_keys, circumstance, tester, figures, cannon, shock, roll, target, result, mfp_half, detail)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?))"_s);

        for (qsizetype i = 0; i < battle.armies.size(); ++i) {
            const NapArmy &army = battle.armies.at(i);
            NapArmyResult ar = NapCarryOver::result(battle, army);
            ar.army = names.at(i);
            // An army is filed under the side of its own name ("French", "Allied").
            const auto side = sideId(db, ar.army, &why);
            if (!side)
                return setError(out, why);
            if (!execute(db, uR"(INSERT INTO battlegroups (name, side_id, enrolled_json, created_at, rule_system) VALUES (?, ?, NULL, ?, ?)
    ON CONFLICT (name) DO UPDATE SET side_id = excluded.side_id)"_s, &why, {ar.army, *side, now(), ruleSystem()}))
                return setError(out, why);
            const auto armyId = single(db, u"SELECT id FROM battlegroups WHERE name = ?"_s, {ar.army}, &why);
            const auto fought = armyId ? single(db, u"SELECT COUNT(*) FROM participants WHERE battlegroup_id = ?"_s, {*armyId}, &why)
                                       : std::nullopt;
            if (!fought)
                return setError(out, why);
            const qint64 id = armyId->toLongLong();
            ar.ordinal = fought->toInt() + 1;
            if (!insertParticipant.exec({battleId, id, int(i) + 1, ar.ordinal, *side, record.turns, entryJson.at(i), exitJson.at(i)}, &why))
                return setError(out, why);
            if (!insertDay.exec({battleId, id, battleName, battle.battleday, army.id, ar.army, ar.mfpTotalHalf, ar.mfpUsedHalf,
                                 ar.tierReached, ar.demoralPenalty, ar.campaignPenalty, flag(ar.exceeded), ar.nextPenalty(),
                                 int(ar.units.size()), ar.figuresLost(), ar.count(NapUnitState::Routed),
                                 ar.count(NapUnitState::Eliminated)},
                                &why))
                return setError(out, why);
            for (qsizetype u = 0; u < ar.units.size(); ++u) {
                const NapUnitResult &r = ar.units.at(u);
                if (!insertUnit.exec({battleId, id, int(u) + 1, r.unitId, r.name, r.commandId, r.command, enumKey(r.type), r.startCmr,
                                      r.startFigures, r.figuresLost, r.startCannon, r.cannonLost, enumKey(r.endState),
                                      flag(r.lateArrival), r.checks},
                                     &why))
                    return setError(out, why);
            }
            int seq = 0;
            for (const NapLogRecord &l : battle.log) {
                if (!l.armyId.isEmpty() && l.armyId != army.id)
                    continue;
                const bool test = isTest(l);
                const bool check = l.event == NapLogEvent::Check;
                if (!insertLog.exec({battleId, id, ++seq, l.turn, enumKey(l.phase), enumKey(l.event), l.commandId,
                                     l.unitIds.join(u' '), check ? QVariant(enumKey(l.circumstance)) : QVariant(),
                                     check ? QVariant(enumKey(l.tester)) : QVariant(), l.figures, l.cannon, flag(l.shock),
                                     test ? QVariant(l.roll) : QVariant(), check ? QVariant(l.target) : QVariant(),
                                     enumKey(l.result), l.mfpHalf, l.detail},
                                    &why))
                    return setError(out, why);
            }
            record.armies.append(ar);
        }
        // Other programs showing this campaign refresh when it commits (a server only).
        return CampaignDialect::announceChange(db, out);
    });
    if (!recorded)
        return failed(why);
    return record;
}

QString NapCampaignRecorder::armyLine(const NapArmyResult &a)
{
    QString line = tr("%1, its battleday %2: MFP used %3 of %4")
                       .arg(a.army, QString::number(a.ordinal), NapMfp::text(a.mfpUsedHalf), NapMfp::text(a.mfpTotalHalf));
    line += a.tierReached > 0 ? tr(", demoralized (tier %1 reached)").arg(a.tierReached) : tr(", not demoralized");
    if (a.campaignPenalty < 0)
        line += tr(", fought at -1 CMR (15.96)");
    line += a.exceeded ? tr("; exceeded its MFP: -1 CMR on the next battleday (15.96)") : tr("; did not exceed its MFP");
    line += tr("; %n figure(s) lost", nullptr, a.figuresLost());
    line += tr(", %n unit(s) routed", nullptr, a.count(NapUnitState::Routed));
    line += tr(", %n eliminated", nullptr, a.count(NapUnitState::Eliminated));
    return line;
}

QString NapCampaignRecorder::describe(const NapBattledayRecord &day)
{
    QString text = tr("Recorded Napoleonic battle %1, \"%2\" (%3, battleday %4 of \"%5\", %n turn(s)).", nullptr, day.turns)
                       .arg(QString::number(day.number), day.name, day.date.toString(Qt::ISODate), QString::number(day.battleday),
                            day.battleName);
    for (const NapArmyResult &a : day.armies)
        text += u"\n  "_s + armyLine(a) + tr("; %n log record(s).", nullptr, a.logRecords);
    return text;
}

std::optional<bool> NapCampaignRecorder::otherSystemsRecorded(QString *error) const
{
    const auto count = single(connection(m_campaign.connectionName()),
                              u"SELECT COUNT(*) FROM battles WHERE rule_system <> ?"_s, {ruleSystem()}, error);
    if (!count)
        return std::nullopt;
    return count->toInt() > 0;
}

std::optional<QList<NapBattledayRecord>> NapCampaignRecorder::listBattledays(QString *error) const
{
    const QSqlDatabase db = connection(m_campaign.connectionName());
    QList<NapBattledayRecord> days;
    QHash<qint64, qsizetype> byId;
    {
        CampaignQuery q(db, uR"(SELECT id, number, date, name, scenario, turns, notes FROM battles WHERE rule_system = ?
ORDER BY number)"_s);
        if (!q.exec({ruleSystem()}, error))
            return std::nullopt;
        while (q.next()) {
            NapBattledayRecord b;
            b.number = q.integer(1);
            b.date = QDate::fromString(q.text(2), Qt::ISODate);
            b.name = q.text(3);
            b.scenario = q.text(4);
            b.turns = q.integer(5);
            b.notes = q.text(6);
            byId.insert(q.id(0), days.size());
            days.append(b);
        }
        if (!q.finished(error))
            return std::nullopt;
    }
    CampaignQuery armies(db, uR"(SELECT d.battle_id, d.battlegroup_id, d.army, p.ordinal, p.turns, d.battle_name, d.battleday,
  d.army_key, d.mfp_total_half, d.mfp_used_half, d.tier_reached, d.demoral_penalty, d.campaign_penalty, d.exceeded,
  (SELECT COUNT(*) FROM nap_log_records l WHERE l.battle_id = d.battle_id AND l.battlegroup_id = d.battlegroup_id)
FROM nap_battledays d JOIN participants p ON p.battle_id = d.battle_id AND p.battlegroup_id = d.battlegroup_id
JOIN battles b ON b.id = d.battle_id WHERE b.rule_system = ? ORDER BY d.battle_id, p.position)"_s);
    CampaignQuery units(db, uR"(SELECT unit_key, name, command_key, command, type, start_cmr, figures_start, figures_lost,
cannon_start, cannon_lost, end_state, late_arrival, checks FROM nap_unit_results WHERE battle_id = ? AND battlegroup_id = ?
ORDER BY position)"_s);
    if (!armies.exec({ruleSystem()}, error))
        return std::nullopt;
    while (armies.next()) {
        const auto at = byId.constFind(armies.id(0));
        if (at == byId.cend())
            continue;
        NapArmyResult a;
        a.army = armies.text(2);
        a.ordinal = armies.integer(3);
        a.turns = armies.integer(4);
        days[*at].battleName = armies.text(5);
        days[*at].battleday = armies.integer(6);
        a.armyId = armies.text(7);
        a.mfpTotalHalf = armies.integer(8);
        a.mfpUsedHalf = armies.integer(9);
        a.tierReached = armies.integer(10);
        a.demoralPenalty = armies.integer(11);
        a.campaignPenalty = armies.integer(12);
        a.exceeded = armies.integer(13) != 0;
        a.logRecords = armies.integer(14);
        if (!units.exec({armies.id(0), armies.id(1)}, error))
            return std::nullopt;
        while (units.next()) {
            NapUnitResult u;
            u.unitId = units.text(0);
            u.name = units.text(1);
            u.commandId = units.text(2);
            u.command = units.text(3);
            u.type = enumOr(units.text(4), NapUnitType::Infantry);
            u.startCmr = units.integer(5);
            u.startFigures = units.integer(6);
            u.figuresLost = units.integer(7);
            u.startCannon = units.integer(8);
            u.cannonLost = units.integer(9);
            u.endState = enumOr(units.text(10), NapUnitState::Good);
            u.lateArrival = units.integer(11) != 0;
            u.checks = units.integer(12);
            a.units.append(u);
        }
        if (!units.finished(error))
            return std::nullopt;
        days[*at].armies.append(a);
    }
    if (!armies.finished(error))
        return std::nullopt;
    return days;
}

std::optional<NapBattle> NapCampaignRecorder::snapshot(int battle, const QString &army, bool exit, QString *error) const
{
    CampaignQuery q(connection(m_campaign.connectionName()),
                    exit ? uR"(SELECT p.exit_json FROM participants p JOIN battles b ON b.id = p.battle_id
JOIN battlegroups g ON g.id = p.battlegroup_id WHERE b.number = ? AND g.name = ? AND b.rule_system = ?)"_s
                         : uR"(SELECT p.entry_json FROM participants p JOIN battles b ON b.id = p.battle_id
JOIN battlegroups g ON g.id = p.battlegroup_id WHERE b.number = ? AND g.name = ? AND b.rule_system = ?)"_s);
    if (!q.exec({battle, army, ruleSystem()}, error))
        return std::nullopt;
    if (!q.next()) {
        if (q.finished(error))
            setError(error, tr("the army \"%1\" did not fight in Napoleonic battle %2").arg(army, QString::number(battle)));
        return std::nullopt;
    }
    return battleFromJson(q.text(0).toUtf8(), tr("the record of \"%1\" in battle %2").arg(army, QString::number(battle)), error);
}

std::optional<NapNextBattleday> NapCampaignRecorder::nextBattleday(const QString &name, QString *error) const
{
    const QSqlDatabase db = connection(m_campaign.connectionName());
    {
        CampaignQuery q(db, u"SELECT rule_system FROM battlegroups WHERE name = ?"_s);
        if (!q.exec({name}, error))
            return std::nullopt;
        if (!q.next()) {
            if (q.finished(error))
                setError(error, tr("the campaign has no army \"%1\"").arg(name));
            return std::nullopt;
        }
        if (q.text(0) != ruleSystem()) {
            setError(error, tr("the army \"%1\" was recorded by the rule system \"%2\"").arg(name, q.text(0)));
            return std::nullopt;
        }
    }
    qint64 lastBattle = 0;
    {
        CampaignQuery q(db, uR"(SELECT p.battle_id FROM participants p JOIN battlegroups g ON g.id = p.battlegroup_id
WHERE g.name = ? ORDER BY p.ordinal DESC LIMIT 1)"_s);
        if (!q.exec({name}, error))
            return std::nullopt;
        if (!q.next()) {
            if (q.finished(error))
                setError(error, tr("the army \"%1\" has fought no battleday yet").arg(name));
            return std::nullopt;
        }
        lastBattle = q.id(0);
    }
    // Every army of that battleday, in the order it was recorded: the next battleday is theirs together.
    CampaignQuery q(db, uR"(SELECT p.exit_json, g.name, b.number FROM participants p JOIN battlegroups g ON g.id = p.battlegroup_id
JOIN battles b ON b.id = p.battle_id WHERE p.battle_id = ? ORDER BY p.position)"_s);
    if (!q.exec({lastBattle}, error))
        return std::nullopt;
    std::optional<NapBattle> merged;
    while (q.next()) {
        const auto part = battleFromJson(q.text(0).toUtf8(), tr("the record of \"%1\" in battle %2").arg(q.text(1), q.text(2)), error);
        if (!part)
            return std::nullopt;
        if (!merged)
            merged = *part;
        else
            merged->armies.append(part->armies);
    }
    if (!q.finished(error))
        return std::nullopt;
    if (!merged) {
        setError(error, tr("the army \"%1\" has fought no battleday yet").arg(name));
        return std::nullopt;
    }
    return NapCarryOver::nextBattleday(*merged);
}

} // namespace md::nap
