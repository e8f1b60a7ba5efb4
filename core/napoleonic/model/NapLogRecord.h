#pragma once

#include "napoleonic/model/NapEnums.h"

#include <QString>
#include <QStringList>

namespace md::nap {

// Everything that happens in play leaves one record in the battle log; a check of several units together is
// one record naming them all.
struct NapLogRecord
{
    int turn = 1;
    NapPhase phase = NapPhase::Facing;
    NapLogEvent event = NapLogEvent::Loss;
    QString armyId;
    QString commandId;               // command changes
    QStringList unitIds;             // the unit(s) it concerns; a grouped check lists every unit
    NapCircumstance circumstance = NapCircumstance::Ia; // checks
    NapTesterKind tester = NapTesterKind::Single;
    int figures = 0;                 // losses: figures lost (negative corrects)
    int cannon = 0;                  // losses: cannon lost
    bool shock = false;              // losses: to Shock Combat (E02) rather than fire (E01)
    int roll = 0;                    // checks and rallies: the d10 (1-10; a 0 is 10)
    bool typed = false;              // the player typed the roll off their own dice
    int target = 0;                  // the required adjusted morale value T (B.3.4)
    NapResult result = NapResult::None;
    int mfpHalf = 0;                 // MFP phase: half-points added; losses/routs: what they will cost
    QString detail;                  // the adjustments applied ("N09,P04,odds=-3"), or the MFP events ("E01x3,E11x2")

    friend bool operator==(const NapLogRecord &, const NapLogRecord &) = default;
};

// A phase-completion check (B.2.2, 15.41) collected during the phase and resolved, in order, when it completes;
// or an instantaneous check (B.2.1) or secondary check waiting to be taken at once (15.32).
struct NapPendingCheck
{
    QString unitId;
    NapCircumstance circumstance = NapCircumstance::Pa;
    bool instantaneous = false;      // B.2.1: before the next action
    QString causeUnitId;             // I-b/I-c: the routing unit
    QString note;
    friend bool operator==(const NapPendingCheck &, const NapPendingCheck &) = default;
};

} // namespace md::nap
