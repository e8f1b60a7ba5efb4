#pragma once

#include "CampaignDialect.h"
#include "CampaignSql.h"

#include <QCoreApplication>
#include <QSqlError>
#include <QSqlQuery>
#include <QSqlRecord>
#include <QVariant>

#include <optional>

namespace md {

// One prepared statement; values are always bound, never spliced into the SQL.
class CampaignQuery
{
public:
    CampaignQuery(const QSqlDatabase &db, const QString &sql) : m_query(db), m_sql(sql)
    {
        m_query.setForwardOnly(CampaignDialect::forwardOnly(CampaignDialect::of(db)));
    }
    // A statement without values runs as it is; one with values is prepared once, then bound and run. A
    // server cannot prepare everything (SET, NOTIFY, CREATE TABLE: QPSQL prepares on the server).
    bool exec(const QVariantList &values = {}, QString *error = nullptr)
    {
        if (values.isEmpty() && !m_prepared) {
            if (!m_query.exec(m_sql))
                return campaignsql::setError(error, campaignsql::sqlText(m_query.lastError()));
            return true;
        }
        if (!m_prepared) {
            if (!m_query.prepare(m_sql))
                return campaignsql::setError(error, campaignsql::sqlText(m_query.lastError()));
            m_prepared = true;
        }
        for (qsizetype i = 0; i < values.size(); ++i) {
            const QVariant &v = values.at(i);
            // Qt Sql binds a null QString as NULL; only an invalid QVariant is meant to be NULL here.
            const bool nullText = v.typeId() == QMetaType::QString && v.toString().isNull();
            m_query.bindValue(static_cast<int>(i), nullText ? QVariant(QStringLiteral("")) : v);
        }
        if (!m_query.exec())
            return campaignsql::setError(error, campaignsql::sqlText(m_query.lastError()));
        return true;
    }
    bool next() { return m_query.next(); }
    // After the last next(): false when the rows stopped because of an error, not the end.
    bool finished(QString *error) const
    {
        if (m_query.lastError().isValid())
            return campaignsql::setError(error, campaignsql::sqlText(m_query.lastError()));
        return true;
    }
    QVariant value(int i) const { return m_query.value(i); }
    int integer(int i) const { return m_query.value(i).toInt(); }
    qint64 id(int i) const { return m_query.value(i).toLongLong(); }
    QString text(int i) const { return m_query.value(i).toString(); }
    // The id an `INSERT … RETURNING id` handed back (both engines; no lastInsertId, which QPSQL runs as
    // SELECT lastval()). The statement is finished here: SQLite refuses to commit while it is in progress.
    std::optional<qint64> returnedId(QString *error)
    {
        if (!m_query.next()) {
            if (finished(error))
                campaignsql::setError(error, QCoreApplication::translate("md::CampaignDatabase", "the database gave no id for the new row"));
            return std::nullopt;
        }
        const qint64 id = m_query.value(0).toLongLong();
        m_query.finish();
        return id;
    }
    QSqlRecord record() const { return m_query.record(); }
    QString errorText() const { return campaignsql::sqlText(m_query.lastError()); }
    // SQLite's primary result code of the last error (11 = SQLITE_CORRUPT, 26 = SQLITE_NOTADB).
    int resultCode() const { return m_query.lastError().nativeErrorCode().toInt() & 0xff; }
    QSqlError lastError() const { return m_query.lastError(); }
    int rowsAffected() const { return m_query.numRowsAffected(); }

private:
    QSqlQuery m_query;
    QString m_sql;
    bool m_prepared = false;
};

} // namespace md
