#pragma once

// CampaignTestServer: the campaign tests' PostgreSQL server, when MORALEDESK_TEST_POSTGRES names one
// (postgresql://ROLE@HOST:PORT/DATABASE, its password in libpq's PGPASSFILE; tests/with-postgres.sh starts a
// throwaway server and sets both). Each test's campaign is then a fresh database there, made through an
// admin connection to DATABASE (the role may create databases) and dropped when the fixture goes; without the
// variable nothing here is used and the campaigns are files.

#include <QRandomGenerator>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QString>
#include <QStringList>
#include <QUrl>
#include <QtGlobal>

namespace md::test {
using namespace Qt::StringLiterals;

class CampaignTestServer
{
public:
    CampaignTestServer() = default;
    CampaignTestServer(const CampaignTestServer &) = delete;
    CampaignTestServer &operator=(const CampaignTestServer &) = delete;
    ~CampaignTestServer()
    {
        if (m_created.isEmpty())
            return;
        // WITH (FORCE) ends a connection a failed test left open, so nothing stays behind on the server.
        for (const QString &name : std::as_const(m_created)) {
            if (!adminExec(u"DROP DATABASE IF EXISTS %1 WITH (FORCE)"_s.arg(name)))
                qWarning("CampaignTestServer: could not drop %s: %s", qPrintable(name), qPrintable(m_error));
        }
        QSqlDatabase::database(m_admin, false).close();
        QSqlDatabase::removeDatabase(m_admin);
    }

    // The server's address from the environment; empty when the campaigns are files.
    static QString address() { return qEnvironmentVariable("MORALEDESK_TEST_POSTGRES"); }
    static bool active() { return !address().isEmpty(); }
    static bool isServerLocation(const QString &location) { return location.startsWith(u"postgresql://"_s); }

    // Opens a QPSQL connection named `connection` to `location` (an address like the one above); the password
    // comes from libpq (PGPASSFILE). False with the driver's message in `*error`.
    static bool connect(const QString &connection, const QString &location, QString *error)
    {
        const QUrl url(location);
        if (!url.isValid() || url.scheme() != u"postgresql"_s) {
            *error = u"not a postgresql:// address: "_s + location;
            return false;
        }
        if (!QSqlDatabase::isDriverAvailable(u"QPSQL"_s)) {
            *error = u"the QPSQL driver (libqt6sql6-psql) is needed for MORALEDESK_TEST_POSTGRES"_s;
            return false;
        }
        QSqlDatabase db = QSqlDatabase::addDatabase(u"QPSQL"_s, connection);
        db.setHostName(url.host());
        if (url.port() > 0)
            db.setPort(url.port());
        db.setUserName(url.userName());
        db.setDatabaseName(url.path().mid(1));
        if (!db.open()) {
            *error = db.lastError().text();
            return false;
        }
        return true;
    }

    // The address of a fresh, empty database on the server (md_test_<random>), dropped with this object;
    // empty (and a warning) when it cannot be made.
    QString newDatabase()
    {
        const QString name = freshName();
        if (!adminExec(u"CREATE DATABASE %1"_s.arg(name))) {
            qWarning("CampaignTestServer: could not create %s: %s", qPrintable(name), qPrintable(m_error));
            return {};
        }
        m_created.append(name);
        return locationOf(name);
    }
    // The address of a database that does not exist on the server.
    QString missingDatabase() const { return locationOf(freshName()); }
    // Drops the database at `location` now (a test about a database going away); true when it is gone.
    bool drop(const QString &location)
    {
        const QString name = QUrl(location).path().mid(1);
        return adminExec(u"DROP DATABASE IF EXISTS %1 WITH (FORCE)"_s.arg(name));
    }
    QString error() const { return m_error; }

private:
    static QString freshName()
    {
        return u"md_test_%1"_s.arg(QRandomGenerator::global()->generate64(), 16, 16, QChar(u'0'));
    }
    static QString locationOf(const QString &database)
    {
        QUrl url(address());
        url.setPath(u"/"_s + database);
        return url.toString();
    }
    bool adminExec(const QString &sql)
    {
        if (!QSqlDatabase::contains(m_admin) && !connect(m_admin, address(), &m_error))
            return false;
        QSqlDatabase db = QSqlDatabase::database(m_admin);
        if (!db.isOpen()) {
            m_error = db.lastError().text();
            return false;
        }
        QSqlQuery q(db);
        if (!q.exec(sql)) {
            m_error = q.lastError().text();
            return false;
        }
        return true;
    }

    static inline int s_count = 0;
    QString m_admin = u"campaign-server-admin-%1"_s.arg(++s_count);
    QStringList m_created;
    QString m_error;
};

} // namespace md::test
