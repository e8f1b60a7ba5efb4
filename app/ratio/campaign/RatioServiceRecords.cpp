#include "ratio/campaign/RatioServiceRecords.h"

#include "CampaignDatabase.h"
#include "CampaignQuery.h"
#include "CampaignSql.h"

using namespace Qt::StringLiterals;

namespace md {

using namespace campaignsql;

std::optional<QList<ServiceRecord>> RatioServiceRecords::serviceRecord(const QString &unitIdOrName, QString *error,
                                                                    const QString &battlegroup) const
{
    const QSqlDatabase db = connection(m_campaign.connectionName());
    struct Match
    {
        qint64 id;
        ServiceRecord record;
    };
    QList<Match> matches;
    {
        CampaignQuery q(db, uR"(SELECT u.id, g.name, u.unit_key, u.name, u.kind FROM ratio_units u JOIN battlegroups g ON g.id = u.battlegroup_id
WHERE ? = '' OR g.name = ? ORDER BY g.id, u.id)"_s);
        if (!q.exec({battlegroup, battlegroup}, error))
            return std::nullopt;
        const QString wanted = unitIdOrName.trimmed();
        while (q.next()) {
            if (q.text(2) != wanted && q.text(3).compare(wanted, Qt::CaseInsensitive) != 0)
                continue;
            Match m;
            m.id = q.id(0);
            m.record.battlegroup = q.text(1);
            m.record.unitId = q.text(2);
            m.record.name = q.text(3);
            m.record.kind = enumFromKey<UnitKind>(q.text(4)).value_or(UnitKind::Infantry);
            matches.append(m);
        }
        if (!q.finished(error))
            return std::nullopt;
    }
    if (matches.isEmpty()) {
        setError(error, battlegroup.isEmpty()
                            ? tr("no unit \"%1\" has fought in this campaign").arg(unitIdOrName)
                            : tr("no unit \"%1\" of battlegroup \"%2\" has fought in this campaign").arg(unitIdOrName, battlegroup));
        return std::nullopt;
    }
    QList<ServiceRecord> records;
    CampaignQuery q(db, uR"(SELECT b.number, b.date, b.name, r.experience, r.pieces, r.starting_points, r.ending_points,
  r.casualties, r.surrendered, r.shot, r.eliminated, r.destroyed, r.abandoned, r.left_board, r.leaders_lost,
  r.checks_passed, r.checks_failed, r.times_broken, r.end_status
FROM ratio_unit_results r JOIN battles b ON b.id = r.battle_id WHERE r.unit_id = ? ORDER BY b.number)"_s);
    for (Match &m : matches) {
        if (!q.exec({m.id}, error))
            return std::nullopt;
        while (q.next()) {
            UnitBattle ub;
            ub.battle = q.integer(0);
            ub.date = QDate::fromString(q.text(1), Qt::ISODate);
            ub.battleName = q.text(2);
            ub.experience = enumFromKey<Experience>(q.text(3)).value_or(Experience::Seasoned);
            ub.pieces = q.integer(4);
            ub.startingPoints = q.integer(5);
            ub.endingPoints = q.integer(6);
            UnitTally &t = ub.tally;
            t.casualties = q.integer(7);
            t.surrendered = q.integer(8);
            t.shot = q.integer(9);
            t.eliminated = q.integer(10);
            t.destroyed = q.integer(11);
            t.abandoned = q.integer(12);
            t.leftBoard = q.integer(13);
            t.leadersLost = q.integer(14);
            t.checksPassed = q.integer(15);
            t.checksFailed = q.integer(16);
            t.timesBroken = q.integer(17);
            ub.endStatus = q.text(18);
            m.record.total += t;
            m.record.battles.append(ub);
        }
        if (!q.finished(error))
            return std::nullopt;
        // R8: green becomes seasoned after two battles.
        const Experience last = m.record.battles.isEmpty() ? Experience::Seasoned : m.record.battles.constLast().experience;
        m.record.experience = (last == Experience::Green && m.record.battles.size() < 2) ? Experience::Green
                                                                                        : Experience::Seasoned;
        records.append(m.record);
    }
    return records;
}

std::optional<QList<CampaignUnit>> RatioServiceRecords::units(QString *error) const
{
    CampaignQuery q(connection(m_campaign.connectionName()), uR"(SELECT g.name, u.unit_key, u.name, u.kind,
  (SELECT COUNT(*) FROM ratio_unit_results r WHERE r.unit_id = u.id)
FROM ratio_units u JOIN battlegroups g ON g.id = u.battlegroup_id ORDER BY g.id, u.id)"_s);
    if (!q.exec({}, error))
        return std::nullopt;
    QList<CampaignUnit> list;
    while (q.next())
        list.append({q.text(0), q.text(1), q.text(2), enumFromKey<UnitKind>(q.text(3)).value_or(UnitKind::Infantry), q.integer(4)});
    if (!q.finished(error))
        return std::nullopt;
    return list;
}

std::optional<ServiceRecord> RatioServiceRecords::unitServiceRecord(const QString &battlegroup, const QString &unitId,
                                                                 QString *error) const
{
    qint64 id = 0;
    if (!findForce(connection(m_campaign.connectionName()), battlegroup, error, &id))
        return std::nullopt;
    // serviceRecord() also matches names; only the unit of exactly this id is wanted here.
    const auto records = serviceRecord(unitId, error, battlegroup);
    if (records) {
        for (const ServiceRecord &r : *records) {
            if (r.unitId == unitId)
                return r;
        }
    }
    setError(error, tr("Unit: battlegroup \"%1\" has no unit \"%2\" that has fought in this campaign").arg(battlegroup, unitId));
    return std::nullopt;
}

} // namespace md
