#pragma once

#include "CampaignSql.h"

namespace md {

// Closes and forgets a connection when it goes out of scope; declare it before anything that uses it.
class CampaignConnection
{
public:
    CampaignConnection() : m_name(campaignsql::newConnectionName()) {}
    ~CampaignConnection() { campaignsql::disconnect(m_name); }
    CampaignConnection(const CampaignConnection &) = delete;
    CampaignConnection &operator=(const CampaignConnection &) = delete;
    const QString &name() const { return m_name; }
    QSqlDatabase db() const { return campaignsql::connection(m_name); }

private:
    QString m_name;
};

} // namespace md
