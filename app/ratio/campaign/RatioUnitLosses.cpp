#include "ratio/campaign/RatioUnitLosses.h"

#include "CampaignDatabase.h"
#include "CampaignQuery.h"
#include "CampaignSql.h"

using namespace Qt::StringLiterals;

namespace md {

using namespace campaignsql;

std::optional<QList<RatioUnitLoss>> RatioUnitLosses::ofBattle(const CampaignDatabase &campaign, int battle, QString *error)
{
    CampaignQuery q(connection(campaign.connectionName()), uR"(SELECT g.name, r.name, r.starting_points, r.ending_points
FROM ratio_unit_results r JOIN battles b ON b.id = r.battle_id JOIN battlegroups g ON g.id = r.battlegroup_id
JOIN participants p ON p.battle_id = r.battle_id AND p.battlegroup_id = r.battlegroup_id
WHERE b.number = ? ORDER BY p.position, r.position)"_s);
    if (!q.exec({battle}, error))
        return std::nullopt;
    QList<RatioUnitLoss> losses;
    while (q.next())
        losses.append({q.text(0), q.text(1), q.integer(2), q.integer(3)});
    if (!q.finished(error))
        return std::nullopt;
    return losses;
}

} // namespace md
