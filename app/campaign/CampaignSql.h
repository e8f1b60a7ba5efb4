#pragma once

#include <QSqlDatabase>
#include <QString>
#include <QVariant>

#include <optional>

class QSqlError;

namespace md {

// The small SQL helpers every part of a campaign file shares (the generic database, its migrations and each
// rule system's recorder). Values are always bound, never spliced into the SQL.
namespace campaignsql {

inline constexpr int sqliteCorrupt = 11;
inline constexpr int sqliteBusy = 5;   // another connection holds the lock this statement needs
inline constexpr int sqliteLocked = 6; // the same, within one connection's shared cache

// Always false, so a caller can `return setError(error, …)`.
bool setError(QString *error, const QString &message);
QString oneLine(QString text);
// An error in one line; remembers its SQLite result code (lastResultCode).
QString sqlText(const QSqlError &e);
// SQLite's primary result code of the last error made into a message on this thread, so that the steps of
// opening can tell a file another program holds locked from a damaged one.
int lastResultCode();
void resetResultCode();
// The SQLSTATE of the last server error made into a message on this thread ("" after a file's error or a
// reset), so that a transaction can tell a serialization failure or deadlock (retried) from the rest.
QString lastSqlState();

QSqlDatabase connection(const QString &name);
QString newConnectionName();
// The busy timeout of the connections opened from now on (10 s unless a test shortens it).
int busyTimeout();
void setBusyTimeout(int milliseconds);
// A connection to a campaign file (QSQLITE); a server's is CampaignServer::connectTo.
bool connectTo(const QString &name, const QString &fileName, QString *error);
void disconnect(const QString &name);
// Foreign keys, WAL, synchronous=FULL: every connection to a campaign file.
bool setPragmas(const QSqlDatabase &db, QString *error);

// One value from a statement that returns one row; nullopt (and *error) otherwise.
std::optional<QVariant> single(const QSqlDatabase &db, const QString &sql, const QVariantList &values, QString *error);
bool execute(const QSqlDatabase &db, const QString &sql, QString *error, const QVariantList &values = {});

QString now();
QVariant nullable(const std::optional<int> &v);
QVariant flag(bool b);
QVariant dateValue(const QDate &d);

// The id of force (battlegroup) `name`; false and *error when the campaign has none of that name.
bool findForce(const QSqlDatabase &db, const QString &name, QString *error, qint64 *id);
// The id of a side, added when it is new (a force may name a side the campaign did not list).
std::optional<qint64> sideId(const QSqlDatabase &db, const QString &name, QString *error);

} // namespace campaignsql
} // namespace md
