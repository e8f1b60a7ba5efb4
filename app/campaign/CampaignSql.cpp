#include "CampaignSql.h"

#include "CampaignDatabase.h"
#include "CampaignDialect.h"
#include "CampaignQuery.h"

#include <QAtomicInt>
#include <QDate>
#include <QDateTime>
#include <QSqlError>
#include <QSqlQuery>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace md::campaignsql {

namespace {
// Long enough for another MoraleDesk (the window and the command line) to finish its transaction.
int busyTimeoutMs = 10000;
thread_local int lastCode = 0;
thread_local QString lastState;
const QString driverName = u"QSQLITE"_s;
} // namespace

int lastResultCode() { return lastCode; }
void resetResultCode()
{
    lastCode = 0;
    lastState.clear();
}
QString lastSqlState() { return lastState; }
int busyTimeout() { return busyTimeoutMs; }
void setBusyTimeout(int milliseconds) { busyTimeoutMs = std::max(0, milliseconds); }

QString newConnectionName()
{
    static QAtomicInt counter;
    return u"md-campaign-%1"_s.arg(counter.fetchAndAddRelaxed(1) + 1);
}

bool setError(QString *error, const QString &message)
{
    if (error)
        *error = message;
    return false;
}

QString oneLine(QString text)
{
    text.replace(u'\r', u' ');
    text.replace(u'\n', u' ');
    return text.simplified();
}

QString sqlText(const QSqlError &e)
{
    lastState = CampaignDialect::sqlState(e);
    lastCode = lastState.isEmpty() ? e.nativeErrorCode().toInt() & 0xff : 0;
    const QString db = e.databaseText().trimmed();
    const QString text = oneLine(db.isEmpty() ? e.text() : db);
    // A role the organiser granted too little (SQLSTATE 42501, insufficient_privilege).
    if (lastState == u"42501"_s)
        return CampaignDatabase::tr("the server does not allow this role to do that (%1); the campaign's organiser "
                                    "grants it on the campaign's tables").arg(text);
    return text;
}

QSqlDatabase connection(const QString &name) { return QSqlDatabase::database(name, false); }

// One value from a statement that returns one row; nullopt (and *error) otherwise.
std::optional<QVariant> single(const QSqlDatabase &db, const QString &sql, const QVariantList &values, QString *error)
{
    CampaignQuery q(db, sql);
    if (!q.exec(values, error))
        return std::nullopt;
    if (!q.next()) {
        if (q.finished(error))
            setError(error, CampaignDatabase::tr("no row"));
        return std::nullopt;
    }
    return q.value(0);
}

bool execute(const QSqlDatabase &db, const QString &sql, QString *error, const QVariantList &values)
{
    CampaignQuery q(db, sql);
    return q.exec(values, error);
}

bool connectTo(const QString &name, const QString &fileName, QString *error)
{
    if (!QSqlDatabase::isDriverAvailable(driverName))
        return setError(error, CampaignDatabase::tr("the SQLite driver of Qt Sql (QSQLITE) is not installed; on Debian install "
                                      "libqt6sql6-sqlite"));
    QSqlDatabase db = QSqlDatabase::addDatabase(driverName, name);
    db.setDatabaseName(fileName);
    db.setConnectOptions(u"QSQLITE_BUSY_TIMEOUT=%1"_s.arg(busyTimeoutMs));
    if (!db.open())
        return setError(error, sqlText(db.lastError()));
    return true;
}

void disconnect(const QString &name)
{
    {
        QSqlDatabase db = QSqlDatabase::database(name, false);
        if (db.isValid())
            db.close();
    }
    QSqlDatabase::removeDatabase(name);
}

// PRAGMA statements take no bound parameters; these are built from constants only.
bool setPragmas(const QSqlDatabase &db, QString *error)
{
    // Foreign keys are off in SQLite unless every connection turns them on.
    if (!execute(db, u"PRAGMA foreign_keys = ON"_s, error))
        return false;
    // WAL: readers never block the writer (the window can stay open while the command line records), and a
    // commit is one append to the log, so a crash leaves either the whole transaction or none of it.
    const auto mode = single(db, u"PRAGMA journal_mode = WAL"_s, {}, error);
    if (!mode)
        return false;
    if (mode->toString().compare(u"wal"_s, Qt::CaseInsensitive) != 0)
        return setError(error, CampaignDatabase::tr("the file cannot use write-ahead logging (journal mode is %1)").arg(mode->toString()));
    // FULL: the log is synced at every commit, so a committed battle survives a power cut too; NORMAL in WAL
    // mode survives a program crash but may lose the last commits on power loss. Campaigns commit once a
    // game, so the cost does not matter.
    return execute(db, u"PRAGMA synchronous = FULL"_s, error);
}

QString now() { return QDateTime::currentDateTimeUtc().toString(Qt::ISODate); }

QVariant nullable(const std::optional<int> &v) { return v ? QVariant(*v) : QVariant(); }
QVariant flag(bool b) { return CampaignDialect::flag(b); }
QVariant dateValue(const QDate &d) { return d.isValid() ? QVariant(d.toString(Qt::ISODate)) : QVariant(); }

bool findForce(const QSqlDatabase &db, const QString &name, QString *error, qint64 *id)
{
    CampaignQuery q(db, u"SELECT id FROM battlegroups WHERE name = ?"_s);
    if (!q.exec({name}, error))
        return false;
    if (!q.next()) {
        if (q.finished(error))
            setError(error, CampaignDatabase::tr("there is no battlegroup \"%1\" in this campaign").arg(name));
        return false;
    }
    *id = q.id(0);
    return true;
}

std::optional<qint64> sideId(const QSqlDatabase &db, const QString &name, QString *error)
{
    {
        CampaignQuery q(db, u"SELECT id FROM sides WHERE name = ?"_s);
        if (!q.exec({name}, error))
            return std::nullopt;
        if (q.next())
            return q.id(0);
        if (!q.finished(error))
            return std::nullopt;
    }
    // Called inside a write transaction, which holds the campaign's write lock: nobody adds a side meanwhile.
    CampaignQuery insert(db, uR"(INSERT INTO sides (position, name, player) VALUES ((SELECT COALESCE(MAX(position), 0) + 1 FROM sides), ?, '')
RETURNING id)"_s);
    if (!insert.exec({name}, error))
        return std::nullopt;
    return insert.returnedId(error);
}

} // namespace md::campaignsql
