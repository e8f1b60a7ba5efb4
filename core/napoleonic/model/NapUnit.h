#pragma once

#include "napoleonic/model/NapEnums.h"

#include <QList>
#include <QString>

#include <algorithm>

namespace md::nap {

// A list of circumstances (tested this phase) that compares safely: Qt 6.4 compares lists of enums with
// memcmp, which is undefined for an empty list without storage.
class NapCircumstances : public QList<NapCircumstance>
{
public:
    using QList<NapCircumstance>::QList;
    NapCircumstances() = default;
    NapCircumstances(const QList<NapCircumstance> &list) : QList<NapCircumstance>(list) {} // NOLINT: a list is one
    friend bool operator==(const NapCircumstances &a, const NapCircumstances &b)
    {
        return std::equal(a.cbegin(), a.cend(), b.cbegin(), b.cend());
    }
};

// B.1: an infantry battalion, cavalry regiment, skirmish company, artillery battery, headquarters base or train
// unit, with its state in play.
struct NapUnit
{
    QString id;
    QString name;
    NapUnitType type = NapUnitType::Infantry;
    int startCmr = 5;          // starting battleday CMR; defines the grade (15.27)
    int startFigures = 0;      // figures (for artillery: crew figures)
    int figuresLost = 0;       // permanent -1 each (15.52)
    int startCannon = 0;       // artillery only (15.53)
    int cannonLost = 0;        // cumulative
    int cannonLostThisPhase = 0; // temporary -1 each, this phase only (15.53), unless rule 15.53a is used
    NapFormation formation = NapFormation::Line;
    NapUnitState state = NapUnitState::Good;
    int rallyFailures = 0;     // failed rally attempts in the current rout (B.4.4, B-18)
    int shockPhaseAdj = 0;     // 15.28: +1/-1 per natural 1/10 in the Shock Combat Phase, reset at its end
    NapCircumstances checksThisPhase;  // circumstances already tested this phase (15.21), ascending, each once
    bool checkedInDeclaredChargePhase = false; // 15.31(d)
    bool lateArrival = false;  // arrived on a later battleday: exempt from the campaign -1 (15.96)
    QString notes;

    bool foot() const { return type != NapUnitType::Cavalry; }
    int currentFigures() const { return std::max(0, startFigures - figuresLost); }
    int currentCannon() const { return std::max(0, startCannon - cannonLost); }
    // Still on the table in any state but eliminated.
    bool inPlay() const { return state != NapUnitState::Eliminated; }

    friend bool operator==(const NapUnit &, const NapUnit &) = default;
};

} // namespace md::nap
