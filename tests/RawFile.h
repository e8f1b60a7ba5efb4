#pragma once

// RawFile: a raw connection for looking inside a campaign file the way another SQLite tool would, or inside a
// campaign on a PostgreSQL server (a postgresql:// location, tests/CampaignTestServer.h) the way psql would.

#include "CampaignTestServer.h"

#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QString>
#include <QStringList>
#include <QVariant>

namespace md::test {
using namespace Qt::StringLiterals;

// A raw connection for looking inside a file the way another SQLite tool would (or a server's database).
class RawFile
{
public:
    explicit RawFile(const QString &fileName) : m_name(u"raw-%1"_s.arg(++s_count))
    {
        if (CampaignTestServer::isServerLocation(fileName)) {
            m_ok = CampaignTestServer::connect(m_name, fileName, &m_error);
            return;
        }
        QSqlDatabase db = QSqlDatabase::addDatabase(u"QSQLITE"_s, m_name);
        db.setDatabaseName(fileName);
        m_ok = db.open();
    }
    ~RawFile()
    {
        {
            QSqlDatabase db = QSqlDatabase::database(m_name, false);
            db.close();
        }
        QSqlDatabase::removeDatabase(m_name);
    }
    bool ok() const { return m_ok; }
    bool exec(const QString &sql)
    {
        QSqlQuery q(QSqlDatabase::database(m_name, false));
        if (!q.exec(sql)) {
            m_error = q.lastError().text();
            return false;
        }
        return true;
    }
    QVariantList column(const QString &sql)
    {
        QVariantList values;
        QSqlQuery q(QSqlDatabase::database(m_name, false));
        if (!q.exec(sql)) {
            m_error = q.lastError().text();
            return values;
        }
        while (q.next())
            values.append(q.value(0));
        return values;
    }
    QVariant value(const QString &sql)
    {
        const QVariantList v = column(sql);
        return v.isEmpty() ? QVariant() : v.constFirst();
    }
    // A script of complete statements (one `;` at the end of a line closes one, outside quotes).
    bool run(const QString &script)
    {
        QString statement;
        for (const QString &line : script.split(u'\n')) {
            if (statement.isEmpty() && (line.trimmed().isEmpty() || line.startsWith(u"--"_s)))
                continue;
            statement += line + u'\n';
            if (line.trimmed().endsWith(u';') && statement.count(u'\'') % 2 == 0) {
                if (!exec(statement))
                    return false;
                statement.clear();
            }
        }
        return statement.trimmed().isEmpty();
    }
    QString error() const { return m_error; }

private:
    static inline int s_count = 0;
    QString m_name;
    QString m_error;
    bool m_ok = false;
};

inline QStringList schemaOf(const QString &fileName)
{
    RawFile raw(fileName);
    QStringList sql;
    for (const QVariant &v : raw.column(u"SELECT type || ' ' || name || ': ' || sql FROM sqlite_schema ORDER BY type, name"_s))
        sql.append(v.toString());
    return sql;
}

} // namespace md::test
