#include "CampaignServer.h"

#include "CampaignAddress.h"
#include "CampaignConnection.h"
#include "CampaignMigration.h"
#include "CampaignQuery.h"
#include "CampaignSchema.h"
#include "CampaignSql.h"
#include "CampaignTransaction.h"

#include <QByteArray>
#include <QHash>
#include <QMutex>
#include <QSqlError>

#include <clocale>

using namespace Qt::StringLiterals;

namespace md {

using namespace campaignsql;

namespace {

// Passwords the player typed, for this process only: never written to a file, a setting or a log.
QMutex passwordsMutex;
QHash<QString, QString> &passwords()
{
    static QHash<QString, QString> map;
    return map;
}

QString passwordFor(const CampaignAddress &address)
{
    const QMutexLocker lock(&passwordsMutex);
    return passwords().value(address.passwordKey());
}

} // namespace

void CampaignServer::setPassword(const CampaignAddress &address, const QString &password)
{
    const QMutexLocker lock(&passwordsMutex);
    if (password.isEmpty())
        passwords().remove(address.passwordKey());
    else
        passwords().insert(address.passwordKey(), password);
}

CampaignServer::OpenError CampaignServer::classify(const QString &message)
{
    const auto has = [&message](const char16_t *text) { return message.contains(QString::fromUtf16(text), Qt::CaseInsensitive); };
    // 28P01 and 28000: authentication refused (a wrong password, an unknown role, no pg_hba.conf entry).
    if (has(u"no password supplied") || has(u"password is required"))
        return OpenError::NeedsPassword;
    if (has(u"password authentication failed") || has(u"authentication failed") || has(u"pg_hba.conf")
        || (has(u"role \"") && has(u"does not exist")))
        return OpenError::WrongPassword;
    // 3D000
    if (has(u"database \"") && has(u"does not exist"))
        return OpenError::NoSuchDatabase;
    // 42501 on CONNECT
    if (has(u"permission denied"))
        return OpenError::NoPermission;
    if (has(u"could not connect") || has(u"connection refused") || has(u"could not translate host name")
        || has(u"timeout expired") || has(u"no route to host") || has(u"network is unreachable")
        || has(u"server closed the connection") || has(u"is the server running") || has(u"connection timed out")
        || has(u"could not send") || has(u"could not receive"))
        return OpenError::Unreachable;
    return OpenError::Failed;
}

namespace {
// libpq words its own refusals ("no password supplied", "could not connect") in the user's language, and
// classify() tells them apart by their English wording: the connection is opened with libpq's messages in
// English. The mutex keeps two threads from saving and restoring each other's setting.
bool openInEnglish(QSqlDatabase &db)
{
    static QMutex localeMutex;
    const QMutexLocker lock(&localeMutex);
    const char *current = std::setlocale(LC_MESSAGES, nullptr);
    const QByteArray saved = current ? QByteArray(current) : QByteArray("C");
    std::setlocale(LC_MESSAGES, "C");
    const bool opened = db.open();
    std::setlocale(LC_MESSAGES, saved.constData());
    return opened;
}
} // namespace

bool CampaignServer::connectTo(const QString &name, const CampaignAddress &address, QString *error, OpenError *kind)
{
    const auto refuse = [&](OpenError k, const QString &message) {
        if (kind)
            *kind = k;
        return setError(error, message);
    };
    const QString driver = CampaignDialect::driverName(CampaignDialect::Engine::PostgreSQL);
    if (!QSqlDatabase::isDriverAvailable(driver))
        return refuse(OpenError::Failed, tr("cannot open %1: the PostgreSQL driver of Qt Sql (QPSQL) is not installed; on "
                                            "Debian install libqt6sql6-psql").arg(address.toString()));
    QSqlDatabase db = QSqlDatabase::addDatabase(driver, name);
    // Only the parts given: libpq fills in the rest from its environment and its service file.
    if (!address.host().isEmpty())
        db.setHostName(address.host());
    if (address.port() > 0)
        db.setPort(address.port());
    db.setDatabaseName(address.database());
    if (!address.user().isEmpty())
        db.setUserName(address.user());
    const QString password = passwordFor(address);
    if (!password.isEmpty())
        db.setPassword(password);
    db.setConnectOptions(address.connectOptions() + u";application_name=MoraleDesk"_s);
    if (!openInEnglish(db)) {
        const QString why = oneLine(db.lastError().databaseText().isEmpty() ? db.lastError().text() : db.lastError().databaseText());
        const QString where = address.toString();
        const QString user = address.user().isEmpty() ? tr("(libpq's default user)") : address.user();
        switch (classify(why)) {
        case OpenError::NeedsPassword:
            return refuse(OpenError::NeedsPassword,
                          tr("the server of %1 asks user %2 for a password, and none was given: put it in the password "
                             "file (~/.pgpass or PGPASSFILE) or type it when asked").arg(where, user));
        case OpenError::WrongPassword:
            return refuse(OpenError::WrongPassword,
                          tr("the server of %1 did not accept user %2 (wrong password, no such user, or not allowed "
                             "from this computer): %3").arg(where, user, why));
        case OpenError::NoSuchDatabase:
            return refuse(OpenError::NoSuchDatabase,
                          tr("%1: no such campaign: the server has no database \"%2\"; the campaign's organiser "
                             "creates it first (docs/campaign-format.md, club set-up)").arg(where, address.database()));
        case OpenError::NoPermission:
            return refuse(OpenError::NoPermission,
                          tr("the server of %1 does not let user %2 into the database \"%3\": %4")
                              .arg(where, user, address.database(), why));
        case OpenError::Unreachable:
            return refuse(OpenError::Unreachable,
                          tr("cannot reach the server of %1: is it running, and are the host and port right? (%2)")
                              .arg(where, why));
        default:
            return refuse(OpenError::Failed, tr("cannot open %1: %2").arg(where, why));
        }
    }
    // A writer waits for another's lock on the campaign's row as long as a file's busy timeout, then the
    // transaction is tried again (CampaignTransaction::run) or refused.
    QString why;
    if (!execute(db, u"SET lock_timeout = %1"_s.arg(busyTimeout()), &why))
        return refuse(OpenError::Failed, tr("cannot open %1: %2").arg(address.toString(), why));
    return true;
}

std::optional<int> CampaignServer::check(const QSqlDatabase &db, const QString &location, QString *error, OpenError *kind)
{
    const auto refuse = [&](OpenError k, const QString &message) -> std::optional<int> {
        if (kind)
            *kind = k;
        setError(error, message);
        return std::nullopt;
    };
    QString why;
    resetResultCode();
    const auto version = CampaignDialect::schemaVersion(db, &why);
    if (!version) {
        if (lastSqlState() == u"42P01"_s)
            return refuse(OpenError::NotACampaign,
                          tr("%1 is not a MoraleDesk campaign: the database has no schema_version table (a new "
                             "campaign can be created in an empty database)").arg(location));
        if (lastSqlState() == u"42501"_s)
            return refuse(OpenError::NoPermission, tr("cannot open %1: %2").arg(location, why));
        return refuse(OpenError::NotACampaign, tr("%1 is not a complete MoraleDesk campaign: %2").arg(location, why));
    }
    if (*version > CampaignSchema::current)
        return refuse(OpenError::TooNew,
                      tr("%1 was written by a newer MoraleDesk (campaign format %2); this version reads formats 1 to "
                         "%3. Nothing was changed.")
                          .arg(location, QString::number(*version), QString::number(CampaignSchema::current)));
    if (*version < firstVersion)
        return refuse(OpenError::NotACampaign, tr("%1 is not a complete MoraleDesk campaign").arg(location));
    // Every table is read by the lists: a role that may read schema_version alone is told now, not later.
    for (const QString &table : CampaignSchema::tables(*version)) {
        CampaignQuery q(db, u"SELECT 1 FROM %1 LIMIT 1"_s.arg(table));
        resetResultCode();
        if (!q.exec({}, &why)) {
            if (lastSqlState() == u"42501"_s)
                return refuse(OpenError::NoPermission, tr("cannot open %1: %2").arg(location, why));
            return refuse(OpenError::NotACampaign, tr("%1 is not a complete MoraleDesk campaign: %2").arg(location, why));
        }
    }
    return version;
}

std::optional<QStringList> CampaignServer::tablesIn(const QSqlDatabase &db, QString *error)
{
    CampaignQuery q(db, uR"(SELECT n.nspname, c.relname FROM pg_catalog.pg_class c
JOIN pg_catalog.pg_namespace n ON n.oid = c.relnamespace
WHERE c.relkind IN ('r', 'p', 'v', 'm', 'f') AND n.nspname NOT IN ('pg_catalog', 'information_schema')
    AND n.nspname NOT LIKE 'pg\_toast%' AND n.nspname NOT LIKE 'pg\_temp%'
ORDER BY n.nspname, c.relname)"_s);
    if (!q.exec({}, error))
        return std::nullopt;
    QStringList tables;
    while (q.next())
        tables.append(q.text(0) == u"public"_s ? q.text(1) : q.text(0) + u'.' + q.text(1));
    if (!q.finished(error))
        return std::nullopt;
    return tables;
}

bool CampaignServer::create(const QSqlDatabase &db, const QString &location, const CampaignInfo &info, QString *error)
{
    if (!CampaignMigration::checkInfo(info, error))
        return false;
    QString why;
    const auto present = tablesIn(db, &why);
    if (!present)
        return setError(error, tr("cannot create a campaign in %1: %2").arg(location, why));
    if (present->contains(u"schema_version"_s) || present->contains(u"campaign"_s))
        return setError(error, tr("%1 already exists: that database already holds a MoraleDesk campaign; open it, or "
                                  "create the new one in another database").arg(location));
    if (!present->isEmpty()) {
        QStringList named = present->mid(0, 5);
        if (present->size() > named.size())
            named.append(tr("and %n more", nullptr, static_cast<int>(present->size() - named.size())));
        return setError(error, tr("%1 is not empty (it holds the tables %2); a campaign goes into an empty database of "
                                  "its own").arg(location, named.join(u", "_s)));
    }
    const auto statements = schema(CampaignDialect::Engine::PostgreSQL, &why);
    if (!statements)
        return setError(error, tr("cannot create a campaign in %1: %2").arg(location, why));
    // PostgreSQL's DDL is transactional: a failure leaves the database as empty as it was.
    CampaignTransaction tx(db);
    if (!tx.beginPlain(&why))
        return setError(error, tr("cannot create a campaign in %1: %2").arg(location, why));
    for (const QString &statement : *statements) {
        if (!execute(db, statement, &why))
            return setError(error, tr("cannot create a campaign in %1: %2").arg(location, why));
    }
    if (!CampaignMigration::insertInfo(db, info, &why)
        || !execute(db, u"INSERT INTO schema_version (id, version) VALUES (1, ?)"_s, &why, {CampaignSchema::current})
        || !tx.commit(&why))
        return setError(error, tr("cannot create a campaign in %1: %2").arg(location, why));
    return true;
}

std::optional<QStringList> CampaignServer::schema(CampaignDialect::Engine engine, QString *error)
{
    // SQLite builds the current schema in memory from CampaignSchema's statements, as it builds every file;
    // what it keeps (sqlite_schema) is that schema in one statement per table and index, which the dialect
    // spells for `engine`. Tables in creation order (each refers only to earlier ones), then the indexes.
    static const auto built = []() -> std::pair<QStringList, QString> {
        CampaignConnection c;
        QString why;
        if (!campaignsql::connectTo(c.name(), u":memory:"_s, &why))
            return {{}, why};
        const QSqlDatabase db = c.db();
        QStringList steps = CampaignSchema::creationV1();
        for (int v = 1; v < CampaignSchema::current; ++v)
            steps.append(CampaignSchema::migration(v));
        for (const QString &statement : std::as_const(steps)) {
            if (!execute(db, statement, &why))
                return {{}, why};
        }
        QStringList tables;
        for (const QString &table : CampaignSchema::tables(CampaignSchema::current)) {
            const auto sql = single(db, u"SELECT sql FROM sqlite_schema WHERE type = 'table' AND name = ?"_s, {table}, &why);
            if (!sql)
                return {{}, why};
            tables.append(sql->toString());
        }
        CampaignQuery q(db, u"SELECT sql FROM sqlite_schema WHERE type = 'index' AND sql IS NOT NULL ORDER BY rowid"_s);
        if (!q.exec({}, &why))
            return {{}, why};
        while (q.next())
            tables.append(q.text(0));
        if (!q.finished(&why))
            return {{}, why};
        return {tables, QString()};
    }();
    if (built.first.isEmpty()) {
        setError(error, built.second);
        return std::nullopt;
    }
    QStringList out;
    for (const QString &statement : built.first)
        out.append(CampaignDialect::ddl(engine, statement));
    return out;
}

} // namespace md
