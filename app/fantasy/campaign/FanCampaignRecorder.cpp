#include "fantasy/campaign/FanCampaignRecorder.h"

#include "CampaignDatabase.h"
#include "CampaignDialect.h"
#include "CampaignQuery.h"
#include "CampaignSql.h"
#include "CampaignTransaction.h"
#include "fantasy/FanState.h"
#include "fantasy/campaign/FanCarryOver.h"
#include "kernel/FileEnvelope.h"
#include "kernel/RuleSystem.h"
#include "systems/BuiltInSystems.h"

#include <QHash>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace md::fantasy {

using namespace campaignsql;

namespace {

template<typename E>
E enumOr(const QString &key, E fallback)
{
    return enumFromKey<E>(key).value_or(fallback);
}

QString sideName(const FanBattle &battle, int side) { return battle.sides[static_cast<size_t>(side)].name.trimmed(); }

} // namespace

QString FanCampaignRecorder::ruleSystem() { return QString::fromLatin1(FanBattle::systemId); }

std::optional<QByteArray> FanCampaignRecorder::battleJson(const FanBattle &battle, QString *error)
{
    const RuleSystem *system = ruleSystems().find(ruleSystem());
    if (!system) {
        setError(error, tr("this MoraleDesk does not know the rule system \"%1\"").arg(ruleSystem()));
        return std::nullopt;
    }
    return system->write(FanState(battle));
}

std::optional<FanBattle> FanCampaignRecorder::battleFromJson(const QByteArray &json, const QString &what, QString *error)
{
    EnvelopeResult read = FileEnvelope::fromJson(json, ruleSystems());
    const FanBattle *battle = read.ok() ? FanState::of(*read.state) : nullptr;
    if (!battle) {
        setError(error, tr("%1 cannot be read: %2")
                            .arg(what, read.problems.isEmpty() ? tr("it is not a fantasy battle") : read.problems.constFirst().toString()));
        return std::nullopt;
    }
    return *battle;
}

std::optional<FanBattleRecord> FanCampaignRecorder::recordBattle(const FanBattle &battle, const BattleInfo &info, QString *error)
{
    const auto refused = [error](const QString &reason) -> std::optional<FanBattleRecord> {
        setError(error, reason);
        return std::nullopt;
    };
    const QString battleName = battle.name.trimmed();
    if (battleName.isEmpty())
        return refused(tr("a fantasy battle without a name cannot be recorded: the campaign names its battles after it"));
    if (info.turns < 0 || info.turns > maxTurns)
        return refused(tr("the number of turns must be from 1 to %1").arg(maxTurns));
    // What the campaign keeps must open again: the battle through its own writer and reader.
    QString why;
    {
        const auto json = battleJson(battle, &why);
        if (!json || !battleFromJson(*json, tr("battle \"%1\"").arg(battleName), &why))
            return refused(tr("battle \"%1\" is not valid: %2").arg(battleName, oneLine(why)));
    }
    // A side without units has nothing to record (a file of one army: the other side left empty).
    QList<int> recorded;
    QStringList names;
    for (int s = 0; s < FanBattle::sideCount; ++s) {
        if (battle.sides[static_cast<size_t>(s)].units.isEmpty())
            continue;
        const QString name = sideName(battle, s);
        if (name.isEmpty())
            return refused(tr("side %1 of battle \"%2\" has units but no name: the campaign knows its sides by name")
                               .arg(QString::number(s + 1), battleName));
        if (names.contains(name))
            return refused(tr("both sides of battle \"%1\" are named \"%2\"").arg(battleName, name));
        recorded.append(s);
        names.append(name);
    }
    if (recorded.isEmpty())
        return refused(tr("battle \"%1\" has no unit on either side to record").arg(battleName));
    QStringList exitJson;
    QStringList entryJson;
    const FanBattle entry = FanCarryOver::entrySnapshot(battle);
    for (qsizetype i = 0; i < recorded.size(); ++i) {
        const auto exitPart = battleJson(FanCarryOver::sideBattle(battle, recorded.at(i)), &why);
        const auto exitBack = exitPart ? battleFromJson(*exitPart, tr("side \"%1\"").arg(names.at(i)), &why) : std::nullopt;
        const auto entryPart = exitBack ? battleJson(FanCarryOver::sideBattle(entry, recorded.at(i)), &why) : std::nullopt;
        const auto entryBack = entryPart ? battleFromJson(*entryPart, tr("side \"%1\" as the battle began").arg(names.at(i)), &why)
                                         : std::nullopt;
        if (!entryBack)
            return refused(tr("side \"%1\" is not valid: %2").arg(names.at(i), oneLine(why)));
        exitJson.append(QString::fromUtf8(*exitPart));
        entryJson.append(QString::fromUtf8(*entryPart));
    }

    FanBattleRecord record;
    record.date = info.date.isValid() ? info.date : QDate::currentDate();
    record.battleName = battleName;
    record.scenario = info.scenario;
    record.notes = info.notes;
    record.turns = info.turns > 0 ? info.turns : FanCarryOver::playedTurns(battle);
    record.turnReached = FanCarryOver::playedTurns(battle);
    for (int s = 0; s < FanBattle::sideCount; ++s)
        record.sideNames[static_cast<size_t>(s)] = sideName(battle, s);
    record.profiles = FanCarryOver::profilesText(battle.profiles);

    const QSqlDatabase db = connection(m_campaign.connectionName());
    const auto failed = [&](const QString &reason) -> std::optional<FanBattleRecord> {
        setError(error, tr("the battle was not recorded: %1").arg(reason));
        return std::nullopt;
    };
    // One write transaction, run again from the start when the server broke it off (CampaignTransaction::run).
    const bool done = CampaignTransaction::run(db, &why, [&](QString *out) -> bool {
        record.sides.clear();
        for (qsizetype i = 0; i < recorded.size(); ++i) {
            const QString &name = names.at(i);
            // A side another rule system recorded is that system's.
            {
                CampaignQuery q(db, u"SELECT rule_system FROM battlegroups WHERE name = ?"_s);
                if (!q.exec({name}, &why))
                    return setError(out, why);
                if (q.next() && q.text(0) != ruleSystem())
                    return setError(out, tr("the side \"%1\" was recorded by the rule system \"%2\"").arg(name, q.text(0)));
                if (!q.finished(&why))
                    return setError(out, why);
            }
            // The same side as the same battle ended, recorded again, would count its losses twice.
            CampaignQuery q(db, uR"(SELECT b.number FROM participants p JOIN battles b ON b.id = p.battle_id
JOIN battlegroups g ON g.id = p.battlegroup_id WHERE g.name = ? AND p.exit_json = ? AND b.rule_system = ?)"_s);
            if (!q.exec({name, exitJson.at(i), ruleSystem()}, &why))
                return setError(out, why);
            if (q.next())
                return setError(out, tr("the side \"%1\" as this battle ended is already recorded, as battle %2; a battle "
                                        "is recorded once (Next battle gives the side's army for its next one)")
                                         .arg(name, QString::number(q.integer(0))));
            if (!q.finished(&why))
                return setError(out, why);
        }

        const auto next = single(db, u"SELECT COALESCE(MAX(number), 0) + 1 FROM battles"_s, {}, &why);
        if (!next)
            return setError(out, why);
        record.number = next->toInt();
        record.name = info.name.trimmed().isEmpty() ? battleName : info.name.trimmed();

        // Part C has no rule for who holds the field: the generic outcome is "undecided".
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
        if (!execute(db, uR"(INSERT INTO fan_battles (battle_id, battle_name, turn_reached, side1_name, side2_name, profiles)
    VALUES (?, ?, ?, ?, ?, ?))"_s, &why,
                     {battleId, record.battleName, record.turnReached, record.sideNames[0], record.sideNames[1], record.profiles}))
            return setError(out, why);

        // The participants' ratio figures (breaking turn, points) have no fantasy meaning: 0 and NULL.
        CampaignQuery insertParticipant(db, uR"(INSERT INTO participants (battle_id, battlegroup_id, position, ordinal, side_id, turns,
    breaking_turn, retreated_from_turn, held_field, starting_points, ending_points, lost_points, entry_json, exit_json)
    VALUES (?, ?, ?, ?, ?, ?, 0, NULL, 0, 0, 0, 0, ?, ?))"_s);
        CampaignQuery insertUnit(db, uR"(INSERT INTO fan_units (battle_id, battlegroup_id, side, position, unit_key, name, race,
    morale_class, kind, start_figures, end_figures, end_state, wounded, tests, routs, rally_failures)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?))"_s);

        for (qsizetype i = 0; i < recorded.size(); ++i) {
            FanSideResult sr = FanCarryOver::result(battle, recorded.at(i));
            sr.side = names.at(i);
            sr.turns = record.turns;
            // A side is filed under the campaign side of its own name.
            const auto side = sideId(db, sr.side, &why);
            if (!side)
                return setError(out, why);
            if (!execute(db, uR"(INSERT INTO battlegroups (name, side_id, enrolled_json, created_at, rule_system) VALUES (?, ?, NULL, ?, ?)
    ON CONFLICT (name) DO UPDATE SET side_id = excluded.side_id)"_s, &why, {sr.side, *side, now(), ruleSystem()}))
                return setError(out, why);
            const auto groupId = single(db, u"SELECT id FROM battlegroups WHERE name = ?"_s, {sr.side}, &why);
            const auto fought = groupId ? single(db, u"SELECT COUNT(*) FROM participants WHERE battlegroup_id = ?"_s, {*groupId}, &why)
                                        : std::nullopt;
            if (!fought)
                return setError(out, why);
            const qint64 id = groupId->toLongLong();
            sr.ordinal = fought->toInt() + 1;
            if (!insertParticipant.exec({battleId, id, int(i) + 1, sr.ordinal, *side, record.turns, entryJson.at(i), exitJson.at(i)}, &why))
                return setError(out, why);
            for (qsizetype u = 0; u < sr.units.size(); ++u) {
                const FanUnitResult &r = sr.units.at(u);
                if (!insertUnit.exec({battleId, id, sr.index + 1, int(u) + 1, r.unitId, r.name, r.race, enumKey(r.moraleClass),
                                      enumKey(r.kind), r.startFigures, r.endFigures, enumKey(r.endState), flag(r.wounded), r.tests,
                                      r.routs, r.rallyFailures},
                                     &why))
                    return setError(out, why);
            }
            record.sides.append(sr);
        }
        // Other programs showing this campaign refresh when it commits (a server only).
        return CampaignDialect::announceChange(db, out);
    });
    if (!done)
        return failed(why);
    return record;
}

QString FanCampaignRecorder::unitLine(const FanUnitResult &u)
{
    QString line = tr("%1 (%2, %3): %4 of %5 figures, %6")
                       .arg(u.name, u.race, enumDisplayName(u.kind), QString::number(u.endFigures),
                            QString::number(u.startFigures), enumDisplayName(u.endState));
    if (u.wounded)
        line += tr(", wounded");
    line += tr("; %n test(s)", nullptr, u.tests);
    line += tr(", %n rout(s)", nullptr, u.routs);
    line += tr(", %n failed rally(ies)", nullptr, u.rallyFailures);
    return line;
}

QString FanCampaignRecorder::sideLine(const FanSideResult &s)
{
    QString line = tr("%1, its battle %2: %n unit(s)", nullptr, int(s.units.size())).arg(s.side, QString::number(s.ordinal));
    line += tr(", %n figure(s) lost", nullptr, s.figuresLost());
    line += tr(", %n destroyed", nullptr, s.count(FanUnitState::Destroyed));
    line += tr(", %n routing at the end", nullptr, s.count(FanUnitState::Routing));
    line += tr("; %n Morale Test(s)", nullptr, s.tests());
    line += tr(", %n rout(s)", nullptr, s.routs());
    return line;
}

QString FanCampaignRecorder::describe(const FanBattleRecord &b)
{
    QString text = tr("Recorded fantasy battle %1, \"%2\" (%3, \"%4\", turn %5 reached).")
                       .arg(QString::number(b.number), b.name, b.date.toString(Qt::ISODate), b.battleName,
                            QString::number(b.turnReached));
    for (const FanSideResult &s : b.sides)
        text += u"\n  "_s + sideLine(s) + u'.';
    return text;
}

std::optional<bool> FanCampaignRecorder::otherSystemsRecorded(QString *error) const
{
    const auto count = single(connection(m_campaign.connectionName()),
                              u"SELECT COUNT(*) FROM battles WHERE rule_system <> ?"_s, {ruleSystem()}, error);
    if (!count)
        return std::nullopt;
    return count->toInt() > 0;
}

std::optional<QList<FanBattleRecord>> FanCampaignRecorder::listBattles(QString *error) const
{
    const QSqlDatabase db = connection(m_campaign.connectionName());
    QList<FanBattleRecord> battles;
    QHash<qint64, qsizetype> byId;
    {
        CampaignQuery q(db, uR"(SELECT b.id, b.number, b.date, b.name, b.scenario, b.turns, b.notes, f.battle_name, f.turn_reached,
  f.side1_name, f.side2_name, f.profiles FROM battles b JOIN fan_battles f ON f.battle_id = b.id WHERE b.rule_system = ?
ORDER BY b.number)"_s);
        if (!q.exec({ruleSystem()}, error))
            return std::nullopt;
        while (q.next()) {
            FanBattleRecord b;
            b.number = q.integer(1);
            b.date = QDate::fromString(q.text(2), Qt::ISODate);
            b.name = q.text(3);
            b.scenario = q.text(4);
            b.turns = q.integer(5);
            b.notes = q.text(6);
            b.battleName = q.text(7);
            b.turnReached = q.integer(8);
            b.sideNames = {q.text(9), q.text(10)};
            b.profiles = q.text(11);
            byId.insert(q.id(0), battles.size());
            battles.append(b);
        }
        if (!q.finished(error))
            return std::nullopt;
    }
    CampaignQuery sides(db, uR"(SELECT p.battle_id, p.battlegroup_id, g.name, p.ordinal, p.turns,
  (SELECT MIN(u.side) FROM fan_units u WHERE u.battle_id = p.battle_id AND u.battlegroup_id = p.battlegroup_id)
FROM participants p JOIN battlegroups g ON g.id = p.battlegroup_id JOIN battles b ON b.id = p.battle_id
WHERE b.rule_system = ? ORDER BY p.battle_id, p.position)"_s);
    CampaignQuery units(db, uR"(SELECT unit_key, name, race, morale_class, kind, start_figures, end_figures, end_state, wounded,
tests, routs, rally_failures FROM fan_units WHERE battle_id = ? AND battlegroup_id = ? ORDER BY position)"_s);
    if (!sides.exec({ruleSystem()}, error))
        return std::nullopt;
    while (sides.next()) {
        const auto at = byId.constFind(sides.id(0));
        if (at == byId.cend())
            continue;
        FanSideResult s;
        s.side = sides.text(2);
        s.ordinal = sides.integer(3);
        s.turns = sides.integer(4);
        s.index = std::max(0, sides.integer(5) - 1);
        if (!units.exec({sides.id(0), sides.id(1)}, error))
            return std::nullopt;
        while (units.next()) {
            FanUnitResult u;
            u.unitId = units.text(0);
            u.name = units.text(1);
            u.race = units.text(2);
            u.moraleClass = enumOr(units.text(3), FanClass::B);
            u.kind = enumOr(units.text(4), FanUnitKind::Regiment);
            u.startFigures = units.integer(5);
            u.endFigures = units.integer(6);
            u.endState = enumOr(units.text(7), FanUnitState::Normal);
            u.wounded = units.integer(8) != 0;
            u.tests = units.integer(9);
            u.routs = units.integer(10);
            u.rallyFailures = units.integer(11);
            s.units.append(u);
        }
        if (!units.finished(error))
            return std::nullopt;
        battles[*at].sides.append(s);
    }
    if (!sides.finished(error))
        return std::nullopt;
    return battles;
}

std::optional<FanBattle> FanCampaignRecorder::snapshot(int battle, const QString &side, bool exit, QString *error) const
{
    CampaignQuery q(connection(m_campaign.connectionName()),
                    exit ? uR"(SELECT p.exit_json FROM participants p JOIN battles b ON b.id = p.battle_id
JOIN battlegroups g ON g.id = p.battlegroup_id WHERE b.number = ? AND g.name = ? AND b.rule_system = ?)"_s
                         : uR"(SELECT p.entry_json FROM participants p JOIN battles b ON b.id = p.battle_id
JOIN battlegroups g ON g.id = p.battlegroup_id WHERE b.number = ? AND g.name = ? AND b.rule_system = ?)"_s);
    if (!q.exec({battle, side, ruleSystem()}, error))
        return std::nullopt;
    if (!q.next()) {
        if (q.finished(error))
            setError(error, tr("the side \"%1\" did not fight in fantasy battle %2").arg(side, QString::number(battle)));
        return std::nullopt;
    }
    return battleFromJson(q.text(0).toUtf8(), tr("the record of \"%1\" in battle %2").arg(side, QString::number(battle)), error);
}

std::optional<FanNextBattle> FanCampaignRecorder::nextBattle(const QString &name, QString *error) const
{
    const QSqlDatabase db = connection(m_campaign.connectionName());
    {
        CampaignQuery q(db, u"SELECT rule_system FROM battlegroups WHERE name = ?"_s);
        if (!q.exec({name}, error))
            return std::nullopt;
        if (!q.next()) {
            if (q.finished(error))
                setError(error, tr("the campaign has no side \"%1\"").arg(name));
            return std::nullopt;
        }
        if (q.text(0) != ruleSystem()) {
            setError(error, tr("the side \"%1\" was recorded by the rule system \"%2\"").arg(name, q.text(0)));
            return std::nullopt;
        }
    }
    // The side's last battle, and its place in that battle's file.
    CampaignQuery q(db, uR"(SELECT p.exit_json, b.number,
  (SELECT MIN(u.side) FROM fan_units u WHERE u.battle_id = p.battle_id AND u.battlegroup_id = p.battlegroup_id)
FROM participants p JOIN battlegroups g ON g.id = p.battlegroup_id JOIN battles b ON b.id = p.battle_id
WHERE g.name = ? ORDER BY p.ordinal DESC LIMIT 1)"_s);
    if (!q.exec({name}, error))
        return std::nullopt;
    if (!q.next()) {
        if (q.finished(error))
            setError(error, tr("the side \"%1\" has fought no battle yet").arg(name));
        return std::nullopt;
    }
    const QString json = q.text(0);
    const QString number = q.text(1);
    const int side = std::clamp(q.integer(2) - 1, 0, FanBattle::sideCount - 1);
    if (!q.finished(error))
        return std::nullopt;
    const auto last = battleFromJson(json.toUtf8(), tr("the record of \"%1\" in battle %2").arg(name, number), error);
    if (!last)
        return std::nullopt;
    return FanCarryOver::nextBattle(*last, side);
}

} // namespace md::fantasy
