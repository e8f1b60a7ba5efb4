#pragma once

#include "CampaignTypes.h"

#include <QCoreApplication>
#include <QSqlDatabase>
#include <QString>

namespace md {

// Brings a campaign file to CampaignSchema::current in place, and builds files of any version (the
// statements are CampaignSchema's). A migration is one transaction, taken after a copy of the file as it
// was has been made next to it, under a name that says so and never replaces another file.
class CampaignMigration
{
    Q_DECLARE_TR_FUNCTIONS(md::CampaignMigration)

public:
    // `db` is open on `fileName`, with its pragmas set. `*backup`: the copy made, when one was.
    static bool migrate(const QSqlDatabase &db, const QString &fileName, QString *backup, QString *error);
    // Brings a campaign on a PostgreSQL server from its schema_version to CampaignSchema::current in one
    // transaction (DDL is transactional there: all of it or nothing), each statement spelt for the server
    // (CampaignDialect::ddl). A server keeps its own backups: no copy is made. `*from`: the version it had.
    static bool migrateServer(const QSqlDatabase &db, int *from, QString *error);
    static bool createAtVersion(const QString &fileName, const CampaignInfo &info, int version, QString *error);
    // A new campaign's name and sides as creating one needs them: a name, each side named once.
    static bool checkInfo(const CampaignInfo &info, QString *error);
    // The campaign's row and its sides, as a new campaign (file or server) starts with them.
    static bool insertInfo(const QSqlDatabase &db, const CampaignInfo &info, QString *error);
    // Records schema version `version`: PRAGMA user_version on a file, and from v6 on the schema_version row.
    static bool setVersion(const QSqlDatabase &db, int version, QString *error);
    // "NAME.format3-backup.mdcampaign" next to "NAME.mdcampaign" (or -2, -3, … when that exists).
    static QString backupName(const QString &fileName, int version);
    // Copies the file as last committed (its write-ahead log folded in) to backupName() as one file, synced
    // with its folder and checked (CampaignDatabase::writeBackup); the caller holds the write lock and has
    // re-read user_version, so nothing changes the file meanwhile.
    static bool backUp(const QString &fileName, int version, QString *backup, QString *error);
};

} // namespace md
