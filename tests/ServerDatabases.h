#pragma once

// ServerDatabases: fresh databases on the PostgreSQL server MORALEDESK_TEST_POSTGRES names (an address
// postgresql://ROLE@HOST:PORT/DATABASE whose role may create databases; tests/with-postgres.sh starts a
// throwaway server and sets it, with PGPASSFILE for the password). Each database made is dropped when this
// object goes. Without the variable, available() is false and the test QSKIPs its server half.

#include <QRandomGenerator>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QString>
#include <QStringList>
#include <QUrl>

namespace md::test {
using namespace Qt::StringLiterals;

class ServerDatabases
{
public:
    ServerDatabases() : m_admin(qEnvironmentVariable("MORALEDESK_TEST_POSTGRES")) {}
    ~ServerDatabases()
    {
        for (const QString &name : std::as_const(m_made))
            adminExec(u"DROP DATABASE IF EXISTS %1 WITH (FORCE)"_s.arg(name));
    }
    ServerDatabases(const ServerDatabases &) = delete;
    ServerDatabases &operator=(const ServerDatabases &) = delete;

    bool available() const { return !m_admin.isEmpty(); }
    QString error() const { return m_error; }

    // The address of a new, empty database; empty (and error()) when it could not be made.
    QString newDatabase(const QString &stem = u"md_test"_s)
    {
        const QString name = u"%1_%2"_s.arg(stem).arg(QRandomGenerator::global()->generate64(), 16, 16, QLatin1Char('0'));
        if (!adminExec(u"CREATE DATABASE %1"_s.arg(name)))
            return {};
        m_made.append(name);
        QUrl url(m_admin);
        url.setPath(u"/"_s + name);
        return url.toString();
    }
    // The tables in the public schema of the database at `address`, sorted; {"?error"} when it cannot be read.
    QStringList tablesIn(const QString &address)
    {
        QStringList tables;
        withConnection(address, [&](QSqlDatabase &db) {
            QSqlQuery q(db);
            if (!q.exec(u"SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY 1"_s)) {
                tables = {u"?"_s + q.lastError().text()};
                return;
            }
            while (q.next())
                tables.append(q.value(0).toString());
        });
        return tables;
    }
    // Runs `sql` on the database at `address` as the test's role.
    bool exec(const QString &address, const QString &sql)
    {
        bool ok = false;
        withConnection(address, [&](QSqlDatabase &db) {
            QSqlQuery q(db);
            ok = q.exec(sql);
            if (!ok)
                m_error = q.lastError().text();
        });
        return ok;
    }

private:
    template<class F>
    void withConnection(const QString &address, F &&f)
    {
        const QString name = u"server-databases-%1"_s.arg(++s_count);
        {
            const QUrl url(address);
            QSqlDatabase db = QSqlDatabase::addDatabase(u"QPSQL"_s, name);
            db.setHostName(url.host());
            db.setPort(url.port(-1));
            db.setUserName(url.userName());
            db.setDatabaseName(url.path().mid(1));
            if (db.open())
                f(db);
            else
                m_error = db.lastError().text();
            db.close();
        }
        QSqlDatabase::removeDatabase(name);
    }
    bool adminExec(const QString &sql) { return exec(m_admin, sql); }

    QString m_admin;
    QString m_error;
    QStringList m_made;
    static inline int s_count = 0;
};

} // namespace md::test
