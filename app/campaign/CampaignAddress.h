#pragma once

#include <QCoreApplication>
#include <QList>
#include <QPair>
#include <QString>

#include <optional>

namespace md {

// Where a campaign lives: a file (SQLite) or a database on a PostgreSQL server, written as
// `postgresql://user@host:port/database?service=…&connect_timeout=…&sslmode=…` (postgres:// too). Parsed with
// QUrl; every part may be left out that libpq can fill in from its environment (PGHOST, PGPORT, PGUSER,
// PGSERVICE), except the database, which only a service may stand for. A password in the address is refused:
// it belongs in libpq's password file (~/.pgpass, PGPASSFILE) or its service file, never in a command line or
// a setting.
class CampaignAddress
{
    Q_DECLARE_TR_FUNCTIONS(md::CampaignAddress)

public:
    // True when `location` is meant as a server address (it starts with postgresql:// or postgres://, in any
    // case); anything else is a file name.
    static bool isServerAddress(const QString &location);
    // A file name as it is; a server address checked part by part. nullopt and a sentence naming the wrong
    // part in `*error` otherwise.
    static std::optional<CampaignAddress> parse(const QString &location, QString *error);

    bool isServer() const { return m_server; }
    QString fileName() const { return m_fileName; }
    // Empty when libpq's environment decides (PGHOST, a service, the local socket).
    QString host() const { return m_host; }
    // -1 when libpq's environment decides (PGPORT, a service, 5432).
    int port() const { return m_port; }
    QString database() const { return m_database; }
    QString user() const { return m_user; }
    // The query items in the order given: service, connect_timeout, sslmode.
    QList<QPair<QString, QString>> options() const { return m_options; }
    // "service=club;connect_timeout=10", as QSqlDatabase::setConnectOptions wants them (QPSQL hands them to
    // libpq). A connect_timeout of 10 seconds is added when none is given, so an unreachable host does not
    // hang the program.
    QString connectOptions() const;
    // The address written back in one canonical form (postgresql://, no password), or the file name.
    QString toString() const;
    // The server, user and database alone: what a password kept in memory belongs to.
    QString passwordKey() const;

private:
    bool m_server = false;
    QString m_fileName;
    QString m_host;
    int m_port = -1;
    QString m_database;
    QString m_user;
    QList<QPair<QString, QString>> m_options;
};

} // namespace md
