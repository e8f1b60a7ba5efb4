#pragma once

#include "napoleonic/model/NapEnums.h"

#include <QList>
#include <QString>

namespace md::nap {

// B.6: a terrain type of the terrain chart the seed lacks (P03-P05): its morale adjustment, whether charging
// cavalry can enter it (X-f) and whether it blocks sight (15.74).
struct NapTerrain
{
    QString name;
    int moraleAdj = 0;
    bool blocksCavalry = false;
    bool blocksSight = false;
    friend bool operator==(const NapTerrain &, const NapTerrain &) = default;
};

// B.6: an officer type's morale benefit (P06, 15.56 -> rules 14.40, not in the seed) in CMR points, and radius.
struct NapOfficerBenefit
{
    QString name;
    int benefit = 0;          // CMR points, positive (10 % = 1 point, B-29)
    int radiusInches = 0;
    friend bool operator==(const NapOfficerBenefit &, const NapOfficerBenefit &) = default;
};

// B.6, B-27: a user-defined adjustment row (the illegible N14, and any the club adds).
struct NapUserAdjustment
{
    QString id;               // "n14", "user-..."; unique among the rows
    QString label;
    int value = 0;
    QString appliesTo;        // the club's note of when it applies
    bool enabled = true;
    friend bool operator==(const NapUserAdjustment &, const NapUserAdjustment &) = default;
};

// B.6: a distance of the players' data, by name (minimum fire zones, charge ranges).
struct NapDistance
{
    QString name;
    int inches = 0;
    friend bool operator==(const NapDistance &, const NapDistance &) = default;
};

// The data the seed does not give (B.6), entered by the players and kept in the file. The defaults are the
// spec's PLACEHOLDERs: editable examples, never presented as the rules.
struct NapSettings
{
    QList<NapTerrain> terrain = placeholderTerrain();
    QList<NapOfficerBenefit> officerBenefits = placeholderOfficerBenefits();
    QList<NapDistance> minimumFireZones = placeholderMinimumFireZones();
    QList<NapDistance> chargeRanges = placeholderChargeRanges();
    QList<NapPhase> phases = defaultPhases();  // the order is a PLACEHOLDER
    int turnsPerHour = 3;                      // PLACEHOLDER: which game turns are hourly
    int roadExitMfp = 1;                       // E19, PLACEHOLDER (B-22)
    QList<NapUserAdjustment> userAdjustments = placeholderUserAdjustments();
    // B.4.3 (c), B-16: the garbled rally restriction, the club's own wording; off by default.
    QString rallyRestrictionC = QStringLiteral("In or next to a burning or occupied building");
    bool rallyRestrictionCEnabled = false;

    static QList<NapTerrain> placeholderTerrain()
    {
        return {{QStringLiteral("Woods"), 1, false, true},
                {QStringLiteral("Stone wall"), 1, false, false},
                {QStringLiteral("Class I farmhouse"), 1, false, true},
                {QStringLiteral("Class III chateau"), 2, false, true},
                {QStringLiteral("Marsh"), 1, true, false}};
    }
    static QList<NapOfficerBenefit> placeholderOfficerBenefits()
    {
        return {{QStringLiteral("Brigade (average)"), 1, 6}, {QStringLiteral("Division (good)"), 2, 8}};
    }
    static QList<NapDistance> placeholderMinimumFireZones()
    {
        return {{QStringLiteral("Infantry"), 4}, {QStringLiteral("Artillery"), 6}};
    }
    static QList<NapDistance> placeholderChargeRanges() { return {{QStringLiteral("Heavy cavalry"), 16}}; }
    static QList<NapPhase> defaultPhases()
    {
        return {NapPhase::Facing, NapPhase::Formation, NapPhase::Movement, NapPhase::DeclaredCavalryCharge,
                NapPhase::ShockCombat, NapPhase::ReciprocalArtilleryFire, NapPhase::ReciprocalInfantryFire,
                NapPhase::Rally, NapPhase::ArmyMoraleFatigue};
    }
    static QList<NapUserAdjustment> placeholderUserAdjustments()
    {
        return {{QStringLiteral("n14"), QStringLiteral("Illegible line of the 15.54 chart (N14)"), -1,
                 QStringLiteral("The club's reading of the lost line"), false}};
    }

    friend bool operator==(const NapSettings &, const NapSettings &) = default;
};

} // namespace md::nap
