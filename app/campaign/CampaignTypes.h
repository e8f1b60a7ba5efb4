#pragma once

#include <QDate>
#include <QList>
#include <QString>
#include <QStringList>
#include <QVariant>

namespace md {

// The campaign's records that every rule system shares: the campaign, its sides, a battle's details, a
// force's strength across its battles, and the exportable lists. A system's own records are its own
// (ratio's: ratio/campaign/RatioCampaignTypes.h).

// One side of the campaign and the player who commands it.
struct CampaignSide
{
    QString name;
    QString player;
    friend bool operator==(const CampaignSide &, const CampaignSide &) = default;
};

struct CampaignInfo
{
    QString name;
    QList<CampaignSide> sides;
    QString notes;
    friend bool operator==(const CampaignInfo &, const CampaignInfo &) = default;
};

// What the players say about a battle; everything else comes from the battlegroups.
struct BattleInfo
{
    QDate date;       // invalid: today
    QString name;     // empty: "Battle N"
    QString scenario;
    int turns = 0;    // 0: the turns the battlegroups played
    QString notes;
};

// One point of a battlegroup's strength chart.
struct StrengthPoint
{
    int battle = 0;
    QDate date;
    QString battleName;
    int startingPoints = 0;
    int endingPoints = 0;
    int lostPoints = 0;
    friend bool operator==(const StrengthPoint &, const StrengthPoint &) = default;
};

// Any exportable list, as rows of plain values (NULL = invalid QVariant).
struct CampaignTable
{
    QString name;
    QStringList columns;
    QList<QVariantList> rows;
};

} // namespace md
