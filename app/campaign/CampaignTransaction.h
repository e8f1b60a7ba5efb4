#pragma once

#include "CampaignDialect.h"
#include "CampaignSql.h"

#include <QCoreApplication>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QString>

#include <functional>

namespace md {

// Every multi-row change is one of these; the destructor rolls back what was not committed. begin() is a
// write transaction (CampaignDialect::beginWrite): BEGIN IMMEDIATE on a file, so a second writer waits for
// the lock (busy timeout) instead of failing half-way; on a server BEGIN and a lock on the campaign's row, so
// writers take turns there too.
class CampaignTransaction
{
public:
    // How often run() tries a transaction the server broke off (serialization failure, deadlock, lock
    // timeout) before it gives up, and the first wait between tries (doubled each time).
    static constexpr int maxTries = 5;
    static constexpr int firstWaitMs = 20;

    explicit CampaignTransaction(const QSqlDatabase &db) : m_db(db) {}
    ~CampaignTransaction() { rollback(); }
    CampaignTransaction(const CampaignTransaction &) = delete;
    CampaignTransaction &operator=(const CampaignTransaction &) = delete;

    bool begin(QString *error) { return start(CampaignDialect::beginWrite(CampaignDialect::of(m_db)), error); }
    // A transaction that locks nothing first (a server's campaign being created has no campaign row yet).
    bool beginPlain(QString *error) { return start({QStringLiteral("BEGIN")}, error); }
    bool commit(QString *error)
    {
        QSqlQuery q(m_db);
        if (!q.exec(QStringLiteral("COMMIT"))) {
            QString why = campaignsql::sqlText(q.lastError());
            // The connection lost at COMMIT: the server may have committed before it went; nobody can tell.
            if (CampaignDialect::isServer(m_db)
                && (campaignsql::lastSqlState().startsWith(u"08") || campaignsql::lastSqlState().startsWith(u"57P")
                    || q.lastError().type() == QSqlError::ConnectionError))
                why = QCoreApplication::translate("md::CampaignDatabase",
                                                  "the connection to the campaign server was lost while the change "
                                                  "was being committed (%1); it may or may not have been written: "
                                                  "open the campaign again and look before entering it again")
                          .arg(q.lastError().text().simplified());
            rollback();
            return campaignsql::setError(error, why);
        }
        m_open = false;
        return true;
    }
    void rollback()
    {
        if (m_open) {
            QSqlQuery q(m_db);
            q.exec(QStringLiteral("ROLLBACK"));
            m_open = false;
        }
    }

    // Runs `body` in a write transaction and commits it. When the server broke it off in a way that a second
    // try can succeed (CampaignDialect::isRetryable: 40001, 40P01) everything is rolled back and run
    // again from the start, up to maxTries times with a short growing wait; any other failure is returned at
    // once. `body` must start from scratch on every call (it is the whole transaction).
    static bool run(const QSqlDatabase &db, QString *error, const std::function<bool(QString *)> &body);

private:
    bool start(const QStringList &statements, QString *error);

    QSqlDatabase m_db;
    bool m_open = false;
};

} // namespace md
