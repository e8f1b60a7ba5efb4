#include "CampaignSql.h"

#include "CampaignDatabase.h"
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
const QString driverName = u"QSQLITE"_s;
} // namespace

int lastResultCode() { return lastCode; }
void resetResultCode() { lastCode = 0; }
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
    lastCode = e.nativeErrorCode().toInt() & 0xff;
    const QString db = e.databaseText().trimmed();
    return oneLine(db.isEmpty() ? e.text() : db);
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
QVariant flag(bool b) { return QVariant(b ? 1 : 0); }
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
    CampaignQuery insert(db, u"INSERT INTO sides (position, name, player) VALUES ((SELECT COALESCE(MAX(position), 0) + 1 FROM sides), ?, '')"_s);
    if (!insert.exec({name}, error))
        return std::nullopt;
    return insert.lastInsertId();
}

} // namespace md::campaignsql
