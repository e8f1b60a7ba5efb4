#pragma once

#include "ratio/campaign/RatioCampaignTypes.h"

#include <QCoreApplication>

#include <optional>

namespace md {

class CampaignDatabase;

// R12: replacements on their way to the front, and the next battle's roster they arrive in (with the
// carry-over rules, R7, R8, R10).
class RatioReplacements
{
    Q_DECLARE_TR_FUNCTIONS(md::RatioReplacements)

public:
    explicit RatioReplacements(CampaignDatabase &campaign) : m_campaign(campaign) {}

    std::optional<NextBattle> nextBattle(const QString &battlegroup, QString *error, const NextBattleOptions &options) const;
    std::optional<qint64> addReplacement(const QString &battlegroup, const Unit &unit, int arriveAfterBattles,
                                         QString *error, const QString &notes = {});
    std::optional<qint64> addReplacement(const QString &battlegroup, const QString &unitId, const Piece &piece,
                                         int arriveAfterBattles, QString *error);
    std::optional<QList<Replacement>> replacements(const QString &battlegroup, QString *error) const;
    bool removeReplacement(qint64 id, QString *error);

private:
    CampaignDatabase &m_campaign;
};

} // namespace md
