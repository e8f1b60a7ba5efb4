#include "CampaignTables.h"

#include "CampaignDialect.h"
#include "CampaignQuery.h"
#include "CampaignSql.h"
#include "CsvWriter.h"

#include <QFileDevice>
#include <QIODevice>
#include <QSqlRecord>

#include <algorithm>
#include <iterator>

using namespace Qt::StringLiterals;

namespace md {

using namespace campaignsql;

namespace {

// The lists that can be exported: fixed names, fixed SQL, fixed order (docs/campaign-format.md). The
// participants' and strength's columns are ratio morale's (points, breaking turn): they list its battles
// only, as the schema's default rule_system names it; WW1's figures are in its ww1_ tables. The SQL is the same
// on both engines but for group_concat (CampaignDialect::sql); a server sums to NUMERIC, so sums are cast back
// to whole numbers, and every grouped column is in GROUP BY or depends on its primary key.
struct ExportTable
{
    const char16_t *name;
    const char16_t *sql;
};

constexpr ExportTable exportTables[] = {
    {u"battles", uR"(SELECT b.number AS battle, b.date, b.name, b.scenario, b.turns, b.outcome, s.name AS held_by,
  (SELECT group_concat(name, '; ') FROM (SELECT g.name, p.position FROM participants p JOIN battlegroups g ON g.id = p.battlegroup_id
   WHERE p.battle_id = b.id ORDER BY p.position) AS names) AS battlegroups,
  b.notes
FROM battles b LEFT JOIN sides s ON s.id = b.held_by_side_id ORDER BY b.number)"},
    {u"participants", uR"(SELECT b.number AS battle, g.name AS battlegroup, s.name AS side, p.ordinal AS battlegroup_battle,
  p.turns, p.breaking_turn, p.retreated_from_turn, p.held_field, p.starting_points, p.ending_points, p.lost_points
FROM participants p JOIN battles b ON b.id = p.battle_id JOIN battlegroups g ON g.id = p.battlegroup_id
JOIN sides s ON s.id = p.side_id WHERE b.rule_system = 'ratio-morale' ORDER BY b.number, p.position)"},
    {u"battlegroups", uR"(SELECT g.name, s.name AS side, s.player,
  (SELECT COUNT(*) FROM participants p WHERE p.battlegroup_id = g.id) AS battles,
  (SELECT MAX(b.number) FROM participants p JOIN battles b ON b.id = p.battle_id WHERE p.battlegroup_id = g.id) AS last_battle
FROM battlegroups g JOIN sides s ON s.id = g.side_id ORDER BY g.id)"},
    {u"unit-results", uR"(SELECT b.number AS battle, g.name AS battlegroup, u.unit_key AS unit_id, r.name AS unit, u.kind,
  r.experience, r.pieces, r.starting_points, r.ending_points, r.casualties, r.surrendered, r.shot, r.eliminated,
  r.destroyed, r.abandoned, r.left_board, r.leaders_lost, r.checks_passed, r.checks_failed, r.times_broken, r.end_status
FROM ratio_unit_results r JOIN battles b ON b.id = r.battle_id JOIN ratio_units u ON u.id = r.unit_id
JOIN battlegroups g ON g.id = r.battlegroup_id
JOIN participants p ON p.battle_id = r.battle_id AND p.battlegroup_id = r.battlegroup_id
ORDER BY b.number, p.position, r.position)"},
    {u"piece-results", uR"(SELECT b.number AS battle, g.name AS battlegroup, u.unit_key AS unit_id, x.piece_key AS piece_id,
  x.name AS piece, x.kind, x.rank, x.morale_officer, x.crew_survivor, x.presence, x.status, x.starting_points, x.ending_points
FROM ratio_piece_results x JOIN ratio_unit_results r ON r.battle_id = x.battle_id AND r.unit_id = x.unit_id
JOIN battles b ON b.id = x.battle_id JOIN ratio_units u ON u.id = x.unit_id JOIN battlegroups g ON g.id = r.battlegroup_id
JOIN participants p ON p.battle_id = r.battle_id AND p.battlegroup_id = r.battlegroup_id
ORDER BY b.number, p.position, r.position, x.position)"},
    {u"morale-log", uR"(SELECT b.number AS battle, g.name AS battlegroup, l.seq, l.turn, l.event, l.unit_key AS unit_id,
  l.piece_key AS piece_id, l.detail, l.points, l.starting_level AS starting, l.current_level AS current, l.need,
  l.modified_need, l.factors, l.die, l.automatic, l.outcome, l.result, l.interceptive
FROM ratio_log_records l JOIN battles b ON b.id = l.battle_id JOIN battlegroups g ON g.id = l.battlegroup_id
JOIN participants p ON p.battle_id = l.battle_id AND p.battlegroup_id = l.battlegroup_id
ORDER BY b.number, p.position, l.seq)"},
    {u"service-records", uR"(SELECT g.name AS battlegroup, u.unit_key AS unit_id, u.name AS unit, u.kind,
  COUNT(*) AS battles,
  CASE WHEN COUNT(*) >= 2 OR (SELECT r2.experience FROM ratio_unit_results r2 JOIN battles b2 ON b2.id = r2.battle_id
       WHERE r2.unit_id = u.id ORDER BY b2.number DESC LIMIT 1) = 'seasoned' THEN 'seasoned' ELSE 'green' END AS experience,
  CAST(SUM(r.casualties) AS BIGINT) AS casualties, CAST(SUM(r.surrendered) AS BIGINT) AS surrendered, CAST(SUM(r.shot) AS BIGINT) AS shot,
  CAST(SUM(r.eliminated) AS BIGINT) AS eliminated, CAST(SUM(r.destroyed) AS BIGINT) AS destroyed, CAST(SUM(r.abandoned) AS BIGINT) AS abandoned,
  CAST(SUM(r.left_board) AS BIGINT) AS left_board, CAST(SUM(r.leaders_lost) AS BIGINT) AS leaders_lost, CAST(SUM(r.checks_passed) AS BIGINT) AS checks_passed,
  CAST(SUM(r.checks_failed) AS BIGINT) AS checks_failed, CAST(SUM(r.times_broken) AS BIGINT) AS times_broken
FROM ratio_units u JOIN battlegroups g ON g.id = u.battlegroup_id JOIN ratio_unit_results r ON r.unit_id = u.id
GROUP BY u.id, g.id ORDER BY g.id, u.id)"},
    {u"strength", uR"(SELECT g.name AS battlegroup, b.number AS battle, b.date, p.starting_points, p.ending_points, p.lost_points
FROM participants p JOIN battles b ON b.id = p.battle_id JOIN battlegroups g ON g.id = p.battlegroup_id
WHERE b.rule_system = 'ratio-morale' ORDER BY g.id, b.number)"},
    {u"replacements", uR"(SELECT x.id, g.name AS battlegroup, x.unit_key AS unit_id, x.pieces, x.requested_after, x.delay,
  x.arrives_for, b.number AS joined_battle, x.notes
FROM ratio_replacements x JOIN battlegroups g ON g.id = x.battlegroup_id LEFT JOIN battles b ON b.id = x.joined_battle_id
ORDER BY x.id)"},
};

} // namespace

QStringList CampaignTables::names()
{
    QStringList names;
    for (const ExportTable &t : exportTables)
        names.append(QString::fromUtf16(t.name));
    return names;
}

std::optional<CampaignTable> CampaignTables::table(const QSqlDatabase &db, const QString &name, QString *error)
{
    const auto found = std::find_if(std::begin(exportTables), std::end(exportTables),
                                    [&](const ExportTable &t) { return QString::fromUtf16(t.name) == name; });
    if (found == std::end(exportTables)) {
        setError(error, tr("there is no list \"%1\"; the lists are: %2").arg(name, names().join(u", "_s)));
        return std::nullopt;
    }
    CampaignQuery q(db, CampaignDialect::sql(db, QString::fromUtf16(found->sql)));
    if (!q.exec({}, error))
        return std::nullopt;
    CampaignTable t;
    t.name = name;
    const QSqlRecord columns = q.record();
    for (int i = 0; i < columns.count(); ++i)
        t.columns.append(columns.fieldName(i));
    while (q.next()) {
        QVariantList row;
        row.reserve(t.columns.size());
        for (int i = 0; i < columns.count(); ++i)
            row.append(q.value(i));
        t.rows.append(row);
    }
    if (!q.finished(error))
        return std::nullopt;
    return t;
}

bool CampaignTables::exportCsv(const QSqlDatabase &db, const QString &table, QIODevice *device, QString *error)
{
    if (!device || !device->isOpen() || !device->isWritable())
        return setError(error, tr("the output is not open for writing"));
    const auto t = CampaignTables::table(db, table, error);
    if (!t)
        return false;
    const QByteArray bytes = CsvWriter::document(t->columns, t->rows);
    if (device->write(bytes) != bytes.size())
        return setError(error, tr("cannot write the list: %1").arg(device->errorString()));
    if (auto *file = qobject_cast<QFileDevice *>(device); file && !file->flush())
        return setError(error, tr("cannot write the list: %1").arg(file->errorString()));
    return true;
}

} // namespace md
