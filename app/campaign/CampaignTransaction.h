#pragma once

#include "CampaignSql.h"

#include <QSqlDatabase>
#include <QSqlQuery>

namespace md {

// Every multi-row change is one of these. IMMEDIATE takes the write lock at once, so a second writer
// waits for it (busy timeout) instead of failing half-way; the destructor rolls back what was not committed.
class CampaignTransaction
{
public:
    explicit CampaignTransaction(const QSqlDatabase &db) : m_db(db) {}
    ~CampaignTransaction()
    {
        if (m_open) {
            QSqlQuery q(m_db);
            q.exec(QStringLiteral("ROLLBACK"));
        }
    }
    CampaignTransaction(const CampaignTransaction &) = delete;
    CampaignTransaction &operator=(const CampaignTransaction &) = delete;

    bool begin(QString *error)
    {
        QSqlQuery q(m_db);
        if (!q.exec(QStringLiteral("BEGIN IMMEDIATE")))
            return campaignsql::setError(error, campaignsql::sqlText(q.lastError()));
        m_open = true;
        return true;
    }
    bool commit(QString *error)
    {
        QSqlQuery q(m_db);
        if (!q.exec(QStringLiteral("COMMIT")))
            return campaignsql::setError(error, campaignsql::sqlText(q.lastError()));
        m_open = false;
        return true;
    }

private:
    QSqlDatabase m_db;
    bool m_open = false;
};

} // namespace md
