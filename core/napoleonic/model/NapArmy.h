#pragma once

#include "napoleonic/model/NapCommand.h"

#include <QList>
#include <QString>

namespace md::nap {

// B.4.5 (3), 15.86: a geographical position worth MFP to the side that owns it at the start.
struct NapPosition
{
    QString name;
    int mfp = 0;               // whole MFP (scenario data)
    bool captured = false;     // taken by the enemy: its value is added to the owner's used total (E18)
    friend bool operator==(const NapPosition &, const NapPosition &) = default;
};

// B.1: one side's army with its Morale Fatigue Points. MFP are kept in half-points (E15 costs 1/2).
struct NapArmy
{
    QString id;
    QString name;              // the side: "French", "Allied"
    QList<NapCommand> commands;
    QList<NapPosition> positions; // scenario positional MFP (15.86), added to the total
    int extraMfp = 0;          // other scenario MFP added to the total by the players (whole MFP)
    int mfpUsedHalf = 0;       // running MFP used total (15.85), half-points
    int demoralTier = 0;       // 0 normal, 1 demoralized (used > total), 2 at 150 %, 3 at 200 % (B.4.7)
    int demoralPenalty = 0;    // cumulative CMR penalty (<= 0) from demoralization (15.91, B-24)
    int hoursDemoralized = 0;  // hourly turns begun while demoralized (for the "recompute" option)
    bool warned90 = false;     // announced "within 10 %" (15.97)
    int campaignPenalty = 0;   // 0 or -1: exceeded its MFP on the previous battleday (15.96)
    bool exceededToday = false;// has exceeded its MFP at some point this battleday (for the next battleday)

    const NapCommand *command(const QString &commandId) const;
    NapCommand *command(const QString &commandId);

    friend bool operator==(const NapArmy &, const NapArmy &) = default;
};

} // namespace md::nap
