#include "ratio/campaign/RatioCampaignRecorder.h"

#include "CampaignDatabase.h"
#include "CampaignQuery.h"
#include "CampaignSql.h"
#include "CampaignDialect.h"
#include "CampaignTransaction.h"
#include "ratio/campaign/CarryOver.h"
#include "ratio/campaign/RatioCampaignJson.h"
#include "ratio/campaign/RatioReplacements.h"
#include "ratio/campaign/RatioServiceRecords.h"
#include "ratio/BattlegroupReader.h"
#include "ratio/io/BattlegroupValidator.h"
#include "ratio/io/FileFormat.h"
#include "ratio/model/FileLimits.h"
#include "ratio/rules/MoralePoints.h"

#include <QHash>
#include <QSet>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace md {

using namespace campaignsql;

namespace {

// R8 factors as "green:-1 nbc:-2": readable in a spreadsheet and still exact.
QString factorsText(const QList<Factor> &factors)
{
    QStringList parts;
    for (const Factor &f : factors)
        parts.append(u"%1:%2"_s.arg(f.key, QString::number(f.delta)));
    return parts.join(u' ');
}

QSet<QString> pieceIds(const Battlegroup &bg)
{
    QSet<QString> ids;
    for (const Unit &u : bg.units) {
        for (const Piece &p : u.pieces)
            ids.insert(p.id);
    }
    return ids;
}

} // namespace

QString RatioCampaignRecorder::ruleSystem() { return QString(FileFormat::ruleSystem); }

bool RatioCampaignRecorder::addBattlegroup(const Battlegroup &roster, QString *error)
{
    if (const Problems problems = BattlegroupValidator::validate(roster); !problems.isEmpty())
        return setError(error, tr("battlegroup \"%1\" is not valid: %2").arg(roster.name, oneLine(problems.first().toString())));
    const QSqlDatabase db = connection(m_campaign.connectionName());
    return CampaignTransaction::run(db, error, [&](QString *why) {
        const auto exists = single(db, u"SELECT COUNT(*) FROM battlegroups WHERE name = ?"_s, {roster.name}, why);
        if (!exists)
            return false;
        if (exists->toInt() > 0)
            return setError(why, tr("battlegroup \"%1\" is already in this campaign").arg(roster.name));
        const auto side = sideId(db, CarryOver::sideKey(roster), why);
        if (!side)
            return false;
        if (!execute(db, u"INSERT INTO battlegroups (name, side_id, enrolled_json, created_at, rule_system) VALUES (?, ?, ?, ?, ?)"_s, why,
                     {roster.name, *side, RatioCampaignJson::battlegroup(CarryOver::entrySnapshot(roster)), now(), ruleSystem()}))
            return false;
        return CampaignDialect::announceChange(db, why);
    });
}

std::optional<BattleRecord> RatioCampaignRecorder::recordBattle(const QList<Battlegroup> &bgs, const BattleInfo &info,
                                                           QString *error)
{
    if (bgs.isEmpty()) {
        setError(error, tr("there is no battlegroup to record"));
        return std::nullopt;
    }
    QStringList names;
    for (const Battlegroup &bg : bgs) {
        if (names.contains(bg.name)) {
            setError(error, tr("battlegroup \"%1\" is given twice").arg(bg.name));
            return std::nullopt;
        }
        names.append(bg.name);
        if (const Problems problems = BattlegroupValidator::validate(bg); !problems.isEmpty()) {
            setError(error, tr("battlegroup \"%1\" is not valid: %2").arg(bg.name, oneLine(problems.first().toString())));
            return std::nullopt;
        }
    }
    if (info.turns < 0 || info.turns > limits::maxTurn) {
        setError(error, tr("the number of turns must be from 1 to %1").arg(limits::maxTurn));
        return std::nullopt;
    }

    BattleRecord record;
    record.date = info.date.isValid() ? info.date : QDate::currentDate();
    record.scenario = info.scenario;
    record.notes = info.notes;
    record.turns = info.turns;
    if (record.turns == 0) {
        for (const Battlegroup &bg : bgs)
            record.turns = std::max(record.turns, CarryOver::playedTurns(bg));
    }
    const ratio::FieldDecision field = CarryOver::field(bgs); // R11
    record.outcome = field.outcome;
    record.heldBy = field.heldBy;
    record.retreated = field.retreated;

    QStringList exitJson;
    QStringList entryJson;
    for (const Battlegroup &bg : bgs) {
        exitJson.append(RatioCampaignJson::battlegroup(bg));
        entryJson.append(RatioCampaignJson::battlegroup(CarryOver::entrySnapshot(bg)));
    }

    const QSqlDatabase db = connection(m_campaign.connectionName());
    QString why;
    const auto failed = [&](const QString &reason) -> std::optional<BattleRecord> {
        setError(error, tr("the battle was not recorded: %1").arg(reason));
        return std::nullopt;
    };
    // One write transaction, run again from the start when the server broke it off (CampaignTransaction::run).
    const bool recorded = CampaignTransaction::run(db, &why, [&](QString *out) -> bool {
        record.participants.clear();

        // A battlegroup another rule system recorded is that system's: its records are not ratio's to add to.
        for (const Battlegroup &bg : bgs) {
            CampaignQuery q(db, u"SELECT rule_system FROM battlegroups WHERE name = ?"_s);
            if (!q.exec({bg.name}, &why))
                return setError(out, why);
            if (q.next() && q.text(0) != ruleSystem())
                return setError(out, tr("battlegroup \"%1\" was recorded by the rule system \"%2\"").arg(bg.name, q.text(0)));
            if (!q.finished(&why))
                return setError(out, why);
        }

        // The same end states recorded again would count the battle twice (losses, experience).
        {
            CampaignQuery q(db, uR"(SELECT b.number, p.battle_id FROM participants p JOIN battles b ON b.id = p.battle_id
    JOIN battlegroups g ON g.id = p.battlegroup_id WHERE g.name = ? AND p.exit_json = ?)"_s);
            if (!q.exec({bgs.at(0).name, exitJson.at(0)}, &why))
                return setError(out, why);
            while (q.next()) {
                const int number = q.integer(0);
                const qint64 battleId = q.id(1);
                const auto count = single(db, u"SELECT COUNT(*) FROM participants WHERE battle_id = ?"_s, {battleId}, &why);
                if (!count)
                    return setError(out, why);
                bool same = count->toInt() == bgs.size();
                for (qsizetype i = 1; same && i < bgs.size(); ++i) {
                    const auto match = single(db, uR"(SELECT COUNT(*) FROM participants p JOIN battlegroups g ON g.id = p.battlegroup_id
    WHERE p.battle_id = ? AND g.name = ? AND p.exit_json = ?)"_s, {battleId, bgs.at(i).name, exitJson.at(i)}, &why);
                    if (!match)
                        return setError(out, why);
                    same = match->toInt() == 1;
                }
                if (same)
                    return setError(out, tr("these battlegroups were already recorded, as battle %1").arg(number));
            }
            if (!q.finished(&why))
                return setError(out, why);
        }
        const auto next = single(db, u"SELECT COALESCE(MAX(number), 0) + 1 FROM battles"_s, {}, &why);
        if (!next)
            return setError(out, why);
        record.number = next->toInt();
        if (info.name.trimmed().isEmpty())
            record.name = tr("Battle %1").arg(record.number);
        else
            record.name = info.name.trimmed();

        QVariant heldBySide;
        if (record.outcome == BattleOutcome::Held) {
            const auto side = sideId(db, record.heldBy, &why);
            if (!side)
                return setError(out, why);
            heldBySide = *side;
        }
        const char16_t *outcomeKey = record.outcome == BattleOutcome::Held        ? u"held"
                                     : record.outcome == BattleOutcome::Neither   ? u"neither"
                                     : record.outcome == BattleOutcome::Retreated ? u"retreated"
                                                                                  : u"undecided";
        CampaignQuery insertBattle(db, uR"(INSERT INTO battles (number, date, name, scenario, turns, outcome, held_by_side_id, notes, recorded_at,
    rule_system) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
    RETURNING id)"_s);
        if (!insertBattle.exec({record.number, dateValue(record.date), record.name, record.scenario, record.turns,
                                QString::fromUtf16(outcomeKey), heldBySide, record.notes, now(), ruleSystem()},
                               &why))
            return setError(out, why);
        const auto returnedId = insertBattle.returnedId(&why);
        if (!returnedId)
            return setError(out, why);
        const qint64 battleId = *returnedId;

        CampaignQuery insertParticipant(db, uR"(INSERT INTO participants (battle_id, battlegroup_id, position, ordinal, side_id, turns,
    breaking_turn, retreated_from_turn, held_field, starting_points, ending_points, lost_points, entry_json, exit_json)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?))"_s);
        CampaignQuery insertUnit(db, uR"(INSERT INTO ratio_units (battlegroup_id, unit_key, name, kind) VALUES (?, ?, ?, ?)
    ON CONFLICT (battlegroup_id, unit_key) DO UPDATE SET name = excluded.name, kind = excluded.kind)"_s);
        CampaignQuery unitId(db, u"SELECT id FROM ratio_units WHERE battlegroup_id = ? AND unit_key = ?"_s);
        CampaignQuery insertResult(db, uR"(INSERT INTO ratio_unit_results (battle_id, battlegroup_id, unit_id, position, name, experience, pieces,
    starting_points, ending_points, casualties, surrendered, shot, eliminated, destroyed, abandoned, left_board, leaders_lost,
    checks_passed, checks_failed, times_broken, end_status)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?))"_s);
        CampaignQuery insertPiece(db, uR"(INSERT INTO ratio_piece_results (battle_id, unit_id, position, piece_key, name, kind, rank,
    morale_officer, crew_survivor, presence, status, starting_points, ending_points)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?))"_s);
        CampaignQuery insertLog(db, uR"(INSERT INTO ratio_log_records (battle_id, battlegroup_id, seq, turn, event, unit_key, piece_key, detail,
    points, starting_level, current_level, need, modified_need, factors, die, automatic, outcome, result, interceptive)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?))"_s);

        for (qsizetype i = 0; i < bgs.size(); ++i) {
            const Battlegroup &bg = bgs.at(i);
            const auto side = sideId(db, CarryOver::sideKey(bg), &why);
            if (!side)
                return setError(out, why);
            if (!execute(db, uR"(INSERT INTO battlegroups (name, side_id, enrolled_json, created_at, rule_system) VALUES (?, ?, NULL, ?, ?)
    ON CONFLICT (name) DO UPDATE SET side_id = excluded.side_id)"_s, &why, {bg.name, *side, now(), ruleSystem()}))
                return setError(out, why);
            const auto bgId = single(db, u"SELECT id FROM battlegroups WHERE name = ?"_s, {bg.name}, &why);
            if (!bgId)
                return setError(out, why);
            const qint64 battlegroupId = bgId->toLongLong();
            const auto fought = single(db, u"SELECT COUNT(*) FROM participants WHERE battlegroup_id = ?"_s, {battlegroupId}, &why);
            if (!fought)
                return setError(out, why);

            const ratio::Endurance e = ratio::endurance(bg);
            ParticipantResult pr;
            pr.battlegroup = bg.name;
            pr.side = CarryOver::sideKey(bg);
            pr.ordinal = fought->toInt() + 1;
            pr.breakingTurn = bg.breakingTurn;
            pr.retreatedFromTurn = bg.breakingTurn > 0 ? bg.breakingTurn + 1 : 0; // R11: from the next turn
            pr.heldField = field.heldField.at(i);
            pr.startingPoints = e.total;
            pr.lostPoints = e.lost;
            pr.endingPoints = e.total - e.lost;
            pr.units = static_cast<int>(bg.units.size());
            pr.logRecords = static_cast<int>(bg.log.size());
            if (!insertParticipant.exec({battleId, battlegroupId, static_cast<int>(i) + 1, pr.ordinal, *side,
                                         CarryOver::playedTurns(bg), pr.breakingTurn,
                                         pr.retreatedFromTurn > 0 ? QVariant(pr.retreatedFromTurn) : QVariant(),
                                         flag(pr.heldField), pr.startingPoints, pr.endingPoints, pr.lostPoints,
                                         entryJson.at(i), exitJson.at(i)},
                                        &why))
                return setError(out, why);

            for (qsizetype j = 0; j < bg.units.size(); ++j) {
                const Unit &unit = bg.units.at(j);
                if (!insertUnit.exec({battlegroupId, unit.id, unit.name, enumKey(unit.kind)}, &why))
                    return setError(out, why);
                if (!unitId.exec({battlegroupId, unit.id}, &why) || !unitId.next())
                    return setError(out, why.isEmpty() ? unitId.errorText() : why);
                const qint64 uid = unitId.id(0);
                const UnitTally t = CarryOver::tally(unit, bg);
                pr.piecesLost += t.piecesLost();
                pr.piecesLeftBoard += t.leftBoard;
                if (!insertResult.exec({battleId, battlegroupId, uid, static_cast<int>(j) + 1, unit.name,
                                        enumKey(bg.experienceOf(unit)), static_cast<int>(unit.pieces.size()),
                                        ratio::unitStarting(unit, bg.rules), ratio::unitCurrent(unit, bg.rules),
                                        t.casualties, t.surrendered, t.shot, t.eliminated, t.destroyed, t.abandoned,
                                        t.leftBoard, t.leadersLost, t.checksPassed, t.checksFailed, t.timesBroken,
                                        CarryOver::endStatus(unit)},
                                       &why))
                    return setError(out, why);
                for (qsizetype k = 0; k < unit.pieces.size(); ++k) {
                    const Piece &p = unit.pieces.at(k);
                    const QVariant rank = p.kind == PieceKind::Soldier ? QVariant(enumKey(p.rank)) : QVariant();
                    if (!insertPiece.exec({battleId, uid, static_cast<int>(k) + 1, p.id, p.name, enumKey(p.kind), rank,
                                           flag(p.moraleOfficer), flag(p.crewSurvivor), enumKey(p.state.presence),
                                           enumKey(p.state.status), ratio::startingPoints(p, bg.rules),
                                           ratio::currentPoints(p, bg.rules)},
                                          &why))
                        return setError(out, why);
                }
            }

            for (qsizetype k = 0; k < bg.log.size(); ++k) {
                const LogRecord &r = bg.log.at(k);
                const bool check = r.event == LogEvent::Check;
                const bool levels = check || r.event == LogEvent::BreakingPoint;
                if (!insertLog.exec({battleId, battlegroupId, static_cast<int>(k) + 1, r.turn, enumKey(r.event), r.unitId,
                                     r.pieceId, r.detail, r.points, levels ? QVariant(r.starting) : QVariant(),
                                     levels ? QVariant(r.current) : QVariant(), check ? nullable(r.need) : QVariant(),
                                     check ? nullable(r.modifiedNeed) : QVariant(),
                                     check ? QVariant(factorsText(r.factors)) : QVariant(), check ? nullable(r.die) : QVariant(),
                                     check ? QVariant(enumKey(r.automatic)) : QVariant(),
                                     check ? QVariant(enumKey(r.outcome)) : QVariant(),
                                     check ? QVariant(enumKey(r.result)) : QVariant(), check ? flag(r.interceptive) : QVariant()},
                                    &why))
                    return setError(out, why);
            }

            // R12: replacements have joined once a recorded battle has their pieces in the roster.
            const QSet<QString> ids = pieceIds(bg);
            QList<qint64> joined;
            {
                CampaignQuery q(db, u"SELECT id, unit_json FROM ratio_replacements WHERE battlegroup_id = ? AND joined_battle_id IS NULL"_s);
                if (!q.exec({battlegroupId}, &why))
                    return setError(out, why);
                while (q.next()) {
                    const auto unit = RatioCampaignJson::unit(q.text(1), &why);
                    if (!unit)
                        return setError(out, why);
                    const bool present = std::any_of(unit->pieces.cbegin(), unit->pieces.cend(),
                                                     [&](const Piece &p) { return ids.contains(p.id); });
                    if (present)
                        joined.append(q.id(0));
                }
                if (!q.finished(&why))
                    return setError(out, why);
            }
            for (const qint64 id : std::as_const(joined)) {
                if (!execute(db, u"UPDATE ratio_replacements SET joined_battle_id = ? WHERE id = ?"_s, &why, {battleId, id}))
                    return setError(out, why);
            }
            record.participants.append(pr);
        }
        // Other programs showing this campaign refresh when it commits (a server only).
        return CampaignDialect::announceChange(db, out);
    });
    if (!recorded)
        return failed(why);
    return record;
}

std::optional<int> RatioCampaignRecorder::battleRecording(const Battlegroup &bg, QString *error) const
{
    CampaignQuery q(connection(m_campaign.connectionName()), uR"(SELECT b.number FROM participants p JOIN battles b ON b.id = p.battle_id
JOIN battlegroups g ON g.id = p.battlegroup_id WHERE g.name = ? AND p.exit_json = ? ORDER BY b.number)"_s);
    if (!q.exec({bg.name, RatioCampaignJson::battlegroup(bg)}, error))
        return std::nullopt;
    const int number = q.next() ? q.integer(0) : 0;
    if (!q.finished(error))
        return std::nullopt;
    return number;
}

std::optional<int> RatioCampaignRecorder::nextBattleNumber(QString *error) const
{
    const auto next = single(connection(m_campaign.connectionName()), u"SELECT COALESCE(MAX(number), 0) + 1 FROM battles"_s, {}, error);
    if (!next)
        return std::nullopt;
    return next->toInt();
}

QString RatioCampaignRecorder::outcomeText(const BattleRecord &battle)
{
    switch (battle.outcome) {
    case BattleOutcome::Held:
        return tr("%1 held the field").arg(battle.heldBy);
    case BattleOutcome::Neither:
        return tr("the last sides on the field reached their breaking point in the same turn: neither held the field");
    case BattleOutcome::Retreated:
        return tr("%1 reached its breaking point and retreated: its opponent held the field").arg(battle.retreated);
    case BattleOutcome::Undecided:
        break;
    }
    return tr("no side retreated: the field was not decided");
}

QString RatioCampaignRecorder::describe(const BattleRecord &battle)
{
    QString text = tr("Recorded battle %1, \"%2\" (%3, %n turn(s)): %4.", nullptr, battle.turns)
                       .arg(QString::number(battle.number), battle.name, battle.date.toString(Qt::ISODate),
                            outcomeText(battle));
    for (const ParticipantResult &p : battle.participants) {
        QString line = tr("%1 (%2), its battle %3: %4 of %5 points at the end; %n piece(s) lost", nullptr, p.piecesLost)
                           .arg(p.battlegroup, p.side, QString::number(p.ordinal), QString::number(p.endingPoints),
                                QString::number(p.startingPoints));
        if (p.piecesLeftBoard > 0)
            line += tr(", %n left the board", nullptr, p.piecesLeftBoard);
        if (p.retreatedFromTurn > 0)
            line += tr("; reached its breaking point in turn %1 and retreated from turn %2")
                        .arg(p.breakingTurn)
                        .arg(p.retreatedFromTurn);
        line += tr("; %n log record(s).", nullptr, p.logRecords);
        text += u"\n  "_s + line;
    }
    return text;
}

std::optional<QList<BattleRecord>> RatioCampaignRecorder::listBattles(QString *error) const
{
    const QSqlDatabase db = connection(m_campaign.connectionName());
    QList<BattleRecord> battles;
    QHash<qint64, qsizetype> byId;
    {
        // Ratio's battles only: another rule system's battles in the same campaign are that system's to list.
        CampaignQuery q(db, uR"(SELECT b.id, b.number, b.date, b.name, b.scenario, b.turns, b.outcome, s.name, b.notes
FROM battles b LEFT JOIN sides s ON s.id = b.held_by_side_id WHERE b.rule_system = ? ORDER BY b.number)"_s);
        if (!q.exec({ruleSystem()}, error))
            return std::nullopt;
        while (q.next()) {
            BattleRecord b;
            b.number = q.integer(1);
            b.date = QDate::fromString(q.text(2), Qt::ISODate);
            b.name = q.text(3);
            b.scenario = q.text(4);
            b.turns = q.integer(5);
            const QString outcome = q.text(6);
            b.outcome = outcome == u"held"_s        ? BattleOutcome::Held
                        : outcome == u"neither"_s   ? BattleOutcome::Neither
                        : outcome == u"retreated"_s ? BattleOutcome::Retreated
                                                    : BattleOutcome::Undecided;
            b.heldBy = q.text(7);
            b.notes = q.text(8);
            byId.insert(q.id(0), battles.size());
            battles.append(b);
        }
        if (!q.finished(error))
            return std::nullopt;
    }
    CampaignQuery q(db, uR"(SELECT p.battle_id, g.name, s.name, p.ordinal, p.breaking_turn, p.retreated_from_turn, p.held_field,
  p.starting_points, p.ending_points, p.lost_points,
  (SELECT COUNT(*) FROM ratio_unit_results r WHERE r.battle_id = p.battle_id AND r.battlegroup_id = p.battlegroup_id),
  (SELECT COALESCE(SUM(casualties + surrendered + shot + eliminated + destroyed + abandoned), 0) FROM ratio_unit_results r
   WHERE r.battle_id = p.battle_id AND r.battlegroup_id = p.battlegroup_id),
  (SELECT COALESCE(SUM(left_board), 0) FROM ratio_unit_results r WHERE r.battle_id = p.battle_id AND r.battlegroup_id = p.battlegroup_id),
  (SELECT COUNT(*) FROM ratio_log_records l WHERE l.battle_id = p.battle_id AND l.battlegroup_id = p.battlegroup_id)
FROM participants p JOIN battlegroups g ON g.id = p.battlegroup_id JOIN sides s ON s.id = p.side_id
ORDER BY p.battle_id, p.position)"_s);
    if (!q.exec({}, error))
        return std::nullopt;
    while (q.next()) {
        const auto at = byId.constFind(q.id(0));
        if (at == byId.cend())
            continue;
        ParticipantResult p;
        p.battlegroup = q.text(1);
        p.side = q.text(2);
        p.ordinal = q.integer(3);
        p.breakingTurn = q.integer(4);
        p.retreatedFromTurn = q.integer(5);
        p.heldField = q.integer(6) != 0;
        p.startingPoints = q.integer(7);
        p.endingPoints = q.integer(8);
        p.lostPoints = q.integer(9);
        p.units = q.integer(10);
        p.piecesLost = q.integer(11);
        p.piecesLeftBoard = q.integer(12);
        p.logRecords = q.integer(13);
        BattleRecord &b = battles[*at];
        if (b.outcome == BattleOutcome::Retreated && b.participants.isEmpty())
            b.retreated = p.side; // R11: all its battlegroups are of the one side that retreated
        b.participants.append(p);
    }
    if (!q.finished(error))
        return std::nullopt;
    return battles;
}

std::optional<Battlegroup> RatioCampaignRecorder::snapshot(int battle, const QString &battlegroup, Snapshot which,
                                                      QString *error) const
{
    const QString sql = which == Snapshot::Entry
                            ? uR"(SELECT p.entry_json FROM participants p JOIN battles b ON b.id = p.battle_id
JOIN battlegroups g ON g.id = p.battlegroup_id WHERE b.number = ? AND g.name = ?)"_s
                            : uR"(SELECT p.exit_json FROM participants p JOIN battles b ON b.id = p.battle_id
JOIN battlegroups g ON g.id = p.battlegroup_id WHERE b.number = ? AND g.name = ?)"_s;
    CampaignQuery q(connection(m_campaign.connectionName()), sql);
    if (!q.exec({battle, battlegroup}, error))
        return std::nullopt;
    if (!q.next()) {
        if (q.finished(error))
            setError(error, tr("battlegroup \"%1\" did not fight in battle %2").arg(battlegroup, QString::number(battle)));
        return std::nullopt;
    }
    return RatioCampaignJson::battlegroup(q.text(0), tr("the snapshot of \"%1\" in battle %2").arg(battlegroup, QString::number(battle)), error);
}

// ---------------------------------------------------------------------------------------------------------
// Service records and replacements: their own classes

std::optional<QList<ServiceRecord>> RatioCampaignRecorder::serviceRecord(const QString &unitIdOrName, QString *error,
                                                                         const QString &battlegroup) const
{
    return RatioServiceRecords(m_campaign).serviceRecord(unitIdOrName, error, battlegroup);
}

std::optional<QList<CampaignUnit>> RatioCampaignRecorder::units(QString *error) const
{
    return RatioServiceRecords(m_campaign).units(error);
}

std::optional<ServiceRecord> RatioCampaignRecorder::unitServiceRecord(const QString &battlegroup, const QString &unitId,
                                                                      QString *error) const
{
    return RatioServiceRecords(m_campaign).unitServiceRecord(battlegroup, unitId, error);
}

std::optional<NextBattle> RatioCampaignRecorder::nextBattle(const QString &battlegroup, QString *error,
                                                            const NextBattleOptions &options) const
{
    return RatioReplacements(m_campaign).nextBattle(battlegroup, error, options);
}

std::optional<qint64> RatioCampaignRecorder::addReplacement(const QString &battlegroup, const Unit &unit,
                                                            int arriveAfterBattles, QString *error, const QString &notes)
{
    return RatioReplacements(m_campaign).addReplacement(battlegroup, unit, arriveAfterBattles, error, notes);
}

std::optional<qint64> RatioCampaignRecorder::addReplacement(const QString &battlegroup, const QString &unitId,
                                                            const Piece &piece, int arriveAfterBattles, QString *error)
{
    return RatioReplacements(m_campaign).addReplacement(battlegroup, unitId, piece, arriveAfterBattles, error);
}

std::optional<QList<Replacement>> RatioCampaignRecorder::replacements(const QString &battlegroup, QString *error) const
{
    return RatioReplacements(m_campaign).replacements(battlegroup, error);
}

bool RatioCampaignRecorder::removeReplacement(qint64 id, QString *error)
{
    return RatioReplacements(m_campaign).removeReplacement(id, error);
}

} // namespace md
