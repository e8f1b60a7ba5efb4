#pragma once

#include "CampaignDatabase.h"
#include "CampaignDialect.h"
#include "CampaignTypes.h"

#include <QCoreApplication>
#include <QSqlDatabase>
#include <QString>
#include <QStringList>

#include <optional>

namespace md {

class CampaignAddress;

// A campaign on a PostgreSQL server (QPSQL): connecting with libpq's own password and service files (or a
// password kept in memory), telling the player plainly why a connection failed, recognising a campaign's
// database, and creating a campaign's tables in an empty one. The tables are CampaignSchema's, made for the
// server by CampaignDialect::ddl from what the SQLite statements build, so both engines have one description.
class CampaignServer
{
    Q_DECLARE_TR_FUNCTIONS(md::CampaignServer)

public:
    using OpenError = CampaignDatabase::OpenError;

    // The first schema version a server holds (the one that added schema_version).
    static constexpr int firstVersion = 6;

    static void setPassword(const CampaignAddress &address, const QString &password);
    // Opens connection `name` to the server. On failure: a sentence in `*error`, the kind in `*kind`.
    static bool connectTo(const QString &name, const CampaignAddress &address, QString *error, OpenError *kind);
    // What a message from libpq means (it gives no SQLSTATE for a failed connection, only its text).
    static OpenError classify(const QString &libpqMessage);
    // The schema version of the campaign in the database `db` is connected to; refuses a database without a
    // campaign, a newer one, and one this role may not read.
    static std::optional<int> check(const QSqlDatabase &db, const QString &location, QString *error, OpenError *kind);
    // The campaign's tables, its record and sides in the empty database `db` is connected to, in one
    // transaction; refuses a database that holds a campaign or any other table, naming them.
    static bool create(const QSqlDatabase &db, const QString &location, const CampaignInfo &info, QString *error);
    // The statements that build the current schema on `engine`, made from the ones that build it on SQLite.
    static std::optional<QStringList> schema(CampaignDialect::Engine engine, QString *error);
    // The tables (schema.name) the database holds, outside PostgreSQL's own schemas.
    static std::optional<QStringList> tablesIn(const QSqlDatabase &db, QString *error);
};

} // namespace md
