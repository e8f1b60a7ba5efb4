#pragma once

#include "napoleonic/model/NapEnums.h"
#include "napoleonic/model/NapUnit.h"

#include <QList>
#include <QString>

#include <algorithm>

namespace md::nap {

// B.1: a brigade, division, wing or corps, army or nation command: its officer, its order and its units. A
// command may sit under another (`parentId`: a brigade in its division); the order of battle is the armies'
// commands in file order, each after its parent.
struct NapCommand
{
    QString id;
    QString name;
    QString parentId;          // empty for a top command
    NapCommandLevel level = NapCommandLevel::Brigade;
    QString officerName;
    NapOfficerStatus officer = NapOfficerStatus::Alive;
    bool officerAppointed = true; // counts for the MFP total (B.4.5 (2))
    NapOrder order = NapOrder::None;
    NapPresence presence = NapPresence::OnTable;
    int arrivalTurn = 0;       // planned arrival (0: none planned); information for the players
    bool lateArrival = false;  // arrives on a later battleday than the army's first: exempt from 15.96's -1
    QList<NapUnit> units;

    // For the command-loss adjustments N18-N20: the figures of its own units.
    int startFigures() const
    {
        int n = 0;
        for (const NapUnit &u : units)
            n += u.startFigures;
        return n;
    }
    int figuresLost() const
    {
        int n = 0;
        // A unit removed after its second failed rally or routed off the table is lost to the command whole.
        for (const NapUnit &u : units)
            n += u.state == NapUnitState::Eliminated ? u.startFigures : std::min(u.figuresLost, u.startFigures);
        return n;
    }

    friend bool operator==(const NapCommand &, const NapCommand &) = default;
};

} // namespace md::nap
