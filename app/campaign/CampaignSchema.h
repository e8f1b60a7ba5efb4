#pragma once

#include <QString>
#include <QStringList>

namespace md {

// The SQL of every schema version of a campaign file (docs/campaign-format.md). A new file is built by
// running version 1's creation and then every migration, so a fresh file and a migrated one are built by
// the same statements. Nothing here may ever change once released: a change is a new migration.
class CampaignSchema
{
public:
    static constexpr int current = 8;
    // The version that added the one-row table schema_version, which both engines have (a PostgreSQL server
    // has no PRAGMA user_version); a file keeps user_version too, always the same number.
    static constexpr int versionTableSince = 6;
    // PRAGMA application_id: "MDCM", so no other program's SQLite file is taken for a campaign.
    static constexpr int applicationId = 0x4D44434D;

    // Version 1 as released: every table but replacements.
    static QStringList creationV1();
    // The statements that take a file from `from` to `from + 1` (without the user_version update).
    static QStringList migration(int from);
    // The tables v4 gave ratio's prefix, by their names before it (units, unit_results, …).
    static QStringList ratioTables();
    // The tables v5 added for WW1's records (ww1_group_results, ww1_stand_results, ww1_log_records).
    static QStringList ww1Tables();
    // The tables v7 added for the Napoleonic records (nap_battledays, nap_unit_results, nap_log_records).
    static QStringList napTables();
    // The tables v8 added for the fantasy records (fan_battles, fan_units).
    static QStringList fanTables();
    // The table v6 added: the schema version, one row.
    static QString versionTable();
    // The tables a file of `version` has, in creation order.
    static QStringList tables(int version);
};

} // namespace md
