#include "CampaignTransaction.h"

#include <QSqlError>
#include <QThread>

using namespace Qt::StringLiterals;

namespace md {

bool CampaignTransaction::start(const QStringList &statements, QString *error)
{
    for (const QString &statement : statements) {
        QSqlQuery q(m_db);
        if (!q.exec(statement)) {
            const QString why = campaignsql::sqlText(q.lastError());
            rollback();
            return campaignsql::setError(error, why);
        }
        m_open = true;
    }
    return true;
}

bool CampaignTransaction::run(const QSqlDatabase &db, QString *error, const std::function<bool(QString *)> &body)
{
    QString why;
    for (int attempt = 1;; ++attempt) {
        campaignsql::resetResultCode();
        {
            CampaignTransaction tx(db);
            if (tx.begin(&why) && body(&why) && tx.commit(&why))
                return true;
        }
        // Rolled back (the destructor) before waiting, so the other writer can finish.
        if (!CampaignDialect::isRetryable(campaignsql::lastSqlState()) || attempt == maxTries)
            return campaignsql::setError(error, why);
        QThread::msleep(static_cast<unsigned long>(firstWaitMs << (attempt - 1)));
    }
}

} // namespace md
