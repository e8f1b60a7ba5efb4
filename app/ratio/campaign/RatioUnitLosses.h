#pragma once

#include <QCoreApplication>
#include <QList>
#include <QString>

#include <optional>

namespace md {

class CampaignDatabase;

// One unit's morale points in one recorded battle (R11): as it entered and as it left.
struct RatioUnitLoss
{
    QString battlegroup;
    QString unit;
    int startingPoints = 0;
    int endingPoints = 0;
    int lostPoints() const { return startingPoints - endingPoints; }
    friend bool operator==(const RatioUnitLoss &, const RatioUnitLoss &) = default;
};

// Every unit of every battlegroup in one of ratio's recorded battles, in the battle's order of battlegroups and
// each battlegroup's order of units.
class RatioUnitLosses
{
    Q_DECLARE_TR_FUNCTIONS(md::RatioUnitLosses)

public:
    static std::optional<QList<RatioUnitLoss>> ofBattle(const CampaignDatabase &campaign, int battle, QString *error);
};

} // namespace md
