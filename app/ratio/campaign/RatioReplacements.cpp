#include "ratio/campaign/RatioReplacements.h"

#include "CampaignDatabase.h"
#include "CampaignQuery.h"
#include "CampaignSql.h"
#include "CampaignDialect.h"
#include "CampaignTransaction.h"
#include "ratio/campaign/CarryOver.h"
#include "ratio/campaign/RatioCampaignJson.h"
#include "ratio/campaign/RatioCampaignRecorder.h"
#include "ratio/BattlegroupReader.h"
#include "ratio/io/BattlegroupValidator.h"

#include <QHash>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace md {

using namespace campaignsql;

namespace {

constexpr int maxDelay = RatioCampaignRecorder::maxReplacementDelay;

// Everything next-battle needs about one battlegroup.
struct CarryOverInputs
{
    qint64 battlegroupId = 0;
    Battlegroup last;
    QHash<QString, int> unitBattles;
    int fought = 0;
    QList<Replacement> pending; // not yet joined, in the order they were asked for
};

std::optional<CarryOverInputs> carryOverInputs(const QSqlDatabase &db, const QString &name, QString *error)
{
    CarryOverInputs in;
    if (!findForce(db, name, error, &in.battlegroupId))
        return std::nullopt;
    // Only ratio's own battlegroups carry over by ratio's rules.
    const auto system = single(db, u"SELECT rule_system FROM battlegroups WHERE id = ?"_s, {in.battlegroupId}, error);
    if (!system)
        return std::nullopt;
    if (system->toString() != RatioCampaignRecorder::ruleSystem()) {
        setError(error, RatioReplacements::tr("battlegroup \"%1\" was recorded by the rule system \"%2\"").arg(name, system->toString()));
        return std::nullopt;
    }

    QString json;
    int lastBattle = 0;
    {
        CampaignQuery q(db, uR"(SELECT p.exit_json, b.number, (SELECT COUNT(*) FROM participants c WHERE c.battlegroup_id = p.battlegroup_id)
FROM participants p JOIN battles b ON b.id = p.battle_id
WHERE p.battlegroup_id = ? ORDER BY p.ordinal DESC LIMIT 1)"_s);
        if (!q.exec({in.battlegroupId}, error))
            return std::nullopt;
        if (q.next()) {
            json = q.text(0);
            lastBattle = q.integer(1);
            in.fought = q.integer(2);
        } else if (!q.finished(error)) {
            return std::nullopt;
        }
    }
    if (json.isEmpty()) {
        const auto enrolled = single(db, u"SELECT enrolled_json FROM battlegroups WHERE id = ?"_s, {in.battlegroupId}, error);
        if (!enrolled)
            return std::nullopt;
        if (enrolled->isNull()) {
            setError(error, RatioReplacements::tr("battlegroup \"%1\" has no roster in this campaign yet").arg(name));
            return std::nullopt;
        }
        json = enrolled->toString();
    }
    const QString what = lastBattle > 0 ? RatioReplacements::tr("the roster of \"%1\" after battle %2").arg(name, QString::number(lastBattle))
                                        : RatioReplacements::tr("the enrolled roster of \"%1\"").arg(name);
    auto last = RatioCampaignJson::battlegroup(json, what, error);
    if (!last)
        return std::nullopt;
    in.last = *last;

    {
        CampaignQuery q(db, uR"(SELECT u.unit_key, COUNT(*) FROM ratio_unit_results r JOIN ratio_units u ON u.id = r.unit_id
WHERE u.battlegroup_id = ? GROUP BY u.unit_key)"_s);
        if (!q.exec({in.battlegroupId}, error))
            return std::nullopt;
        while (q.next())
            in.unitBattles.insert(q.text(0), q.integer(1));
        if (!q.finished(error))
            return std::nullopt;
    }
    {
        CampaignQuery q(db, uR"(SELECT id, unit_json, requested_after, delay, notes FROM ratio_replacements
WHERE battlegroup_id = ? AND joined_battle_id IS NULL ORDER BY id)"_s);
        if (!q.exec({in.battlegroupId}, error))
            return std::nullopt;
        while (q.next()) {
            Replacement r;
            r.id = q.id(0);
            r.battlegroup = name;
            const auto unit = RatioCampaignJson::unit(q.text(1), error);
            if (!unit)
                return std::nullopt;
            r.unit = *unit;
            r.requestedAfter = q.integer(2);
            r.delay = q.integer(3);
            r.notes = q.text(4);
            in.pending.append(r);
        }
        if (!q.finished(error))
            return std::nullopt;
    }
    return in;
}

} // namespace

std::optional<NextBattle> RatioReplacements::nextBattle(const QString &battlegroup, QString *error,
                                                       const NextBattleOptions &options) const
{
    const auto in = carryOverInputs(connection(m_campaign.connectionName()), battlegroup, error);
    if (!in)
        return std::nullopt;
    const int ordinal = in->fought + 1;
    QList<Replacement> due;
    for (const Replacement &r : in->pending) {
        if (r.arrivesFor() <= ordinal)
            due.append(r);
    }
    NextBattle next = CarryOver::nextBattle(in->last, in->unitBattles, due, options);
    next.ordinal = ordinal;
    if (const Problems problems = BattlegroupValidator::validate(next.battlegroup); !problems.isEmpty()) {
        setError(error, tr("the next roster of \"%1\" would not be valid: %2").arg(battlegroup, oneLine(problems.first().toString())));
        return std::nullopt;
    }
    return next;
}

std::optional<qint64> RatioReplacements::addReplacement(const QString &battlegroup, const Unit &unit,
                                                       int arriveAfterBattles, QString *error, const QString &notes)
{
    if (arriveAfterBattles < 0 || arriveAfterBattles > maxDelay) {
        setError(error, tr("Delay: %1 battles is out of range; it must be from 0 to %2").arg(arriveAfterBattles).arg(maxDelay));
        return std::nullopt;
    }
    if (unit.id.isEmpty() || unit.pieces.isEmpty()) {
        setError(error, unit.id.isEmpty() ? tr("Unit: a replacement names the unit it joins or forms")
                                          : tr("Pieces: a replacement holds at least one piece"));
        return std::nullopt;
    }
    Unit stored = unit;
    for (Piece &p : stored.pieces)
        p = CarryOver::freshPiece(p);

    const QSqlDatabase db = connection(m_campaign.connectionName());
    std::optional<qint64> id;
    // The roster check and the insert in one write transaction: nobody adds a replacement in between.
    const bool added = CampaignTransaction::run(db, error, [&](QString *why) {
        const auto in = carryOverInputs(db, battlegroup, why);
        if (!in)
            return false;
        // Everything still on its way arrives in some battle with this: all of it must fit the roster together.
        Replacement r;
        r.battlegroup = battlegroup;
        r.unit = stored;
        r.requestedAfter = in->fought;
        r.delay = arriveAfterBattles;
        r.notes = notes;
        QList<Replacement> all = in->pending;
        all.append(r);
        const NextBattle trial = CarryOver::nextBattle(in->last, in->unitBattles, all, {});
        if (const Problems problems = BattlegroupValidator::validate(trial.battlegroup); !problems.isEmpty()) {
            setError(why, tr("the replacement does not fit battlegroup \"%1\": %2").arg(battlegroup, oneLine(problems.first().toString())));
            return false;
        }
        CampaignQuery insert(db, uR"(INSERT INTO ratio_replacements (battlegroup_id, unit_key, pieces, unit_json, requested_after, delay,
arrives_for, joined_battle_id, notes, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, NULL, ?, ?) RETURNING id)"_s);
        if (!insert.exec({in->battlegroupId, stored.id, static_cast<int>(stored.pieces.size()), RatioCampaignJson::unit(stored), r.requestedAfter,
                          r.delay, r.arrivesFor(), notes, now()},
                         why))
            return false;
        id = insert.returnedId(why);
        return id && CampaignDialect::announceChange(db, why);
    });
    if (!added)
        return std::nullopt;
    return id;
}

std::optional<qint64> RatioReplacements::addReplacement(const QString &battlegroup, const QString &unitId,
                                                       const Piece &piece, int arriveAfterBattles, QString *error)
{
    const auto in = carryOverInputs(connection(m_campaign.connectionName()), battlegroup, error);
    if (!in)
        return std::nullopt;
    const auto unit = std::find_if(in->last.units.cbegin(), in->last.units.cend(),
                                   [&](const Unit &u) { return u.id == unitId; });
    if (unit == in->last.units.cend()) {
        setError(error, tr("Unit: battlegroup \"%1\" has no unit \"%2\"; send a whole unit instead").arg(battlegroup, unitId));
        return std::nullopt;
    }
    Unit u = *unit;
    u.pieces = {piece};
    return addReplacement(battlegroup, u, arriveAfterBattles, error);
}

std::optional<QList<Replacement>> RatioReplacements::replacements(const QString &battlegroup, QString *error) const
{
    const QSqlDatabase db = connection(m_campaign.connectionName());
    if (!battlegroup.isEmpty()) {
        qint64 id = 0;
        if (!findForce(db, battlegroup, error, &id))
            return std::nullopt;
    }
    CampaignQuery q(db, uR"(SELECT x.id, g.name, x.unit_json, x.requested_after, x.delay, b.number, x.notes
FROM ratio_replacements x JOIN battlegroups g ON g.id = x.battlegroup_id LEFT JOIN battles b ON b.id = x.joined_battle_id
WHERE ? = '' OR g.name = ? ORDER BY x.id)"_s);
    if (!q.exec({battlegroup, battlegroup}, error))
        return std::nullopt;
    QList<Replacement> list;
    while (q.next()) {
        Replacement r;
        r.id = q.id(0);
        r.battlegroup = q.text(1);
        const auto unit = RatioCampaignJson::unit(q.text(2), error);
        if (!unit)
            return std::nullopt;
        r.unit = *unit;
        r.requestedAfter = q.integer(3);
        r.delay = q.integer(4);
        r.joinedBattle = q.integer(5);
        r.notes = q.text(6);
        list.append(r);
    }
    if (!q.finished(error))
        return std::nullopt;
    return list;
}

bool RatioReplacements::removeReplacement(qint64 id, QString *error)
{
    CampaignQuery q(connection(m_campaign.connectionName()), u"DELETE FROM ratio_replacements WHERE id = ? AND joined_battle_id IS NULL"_s);
    if (!q.exec({id}, error))
        return false;
    if (q.rowsAffected() != 1)
        return setError(error, tr("there is no replacement %1 still on its way").arg(id));
    return CampaignDialect::announceChange(connection(m_campaign.connectionName()), error);
}

} // namespace md
