#pragma once

#include "ratio/campaign/RatioCampaignTypes.h"

#include <QCoreApplication>

#include <optional>

namespace md {

class CampaignDatabase;

// Ratio's service records (R8, R12): each unit's battles, losses and checks across the campaign.
class RatioServiceRecords
{
    Q_DECLARE_TR_FUNCTIONS(md::RatioServiceRecords)

public:
    explicit RatioServiceRecords(const CampaignDatabase &campaign) : m_campaign(campaign) {}

    std::optional<QList<ServiceRecord>> serviceRecord(const QString &unitIdOrName, QString *error,
                                                      const QString &battlegroup = {}) const;
    std::optional<QList<CampaignUnit>> units(QString *error = nullptr) const;
    std::optional<ServiceRecord> unitServiceRecord(const QString &battlegroup, const QString &unitId, QString *error) const;

private:
    const CampaignDatabase &m_campaign;
};

} // namespace md
