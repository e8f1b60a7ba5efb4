#pragma once

#include "fantasy/model/FanEnums.h"
#include "fantasy/model/FanMoment.h"

#include <QList>
#include <QString>

#include <optional>

namespace md::fantasy {

// One applied row of a Profile Sheet in a recorded test: what it was called and worth then, so that the log
// reads the same after the sheet changes.
struct FanLoggedModifier
{
    QString id;
    QString label;
    int value = 0;  // the total the row added (a per-instance row: its value times its count)
    int count = 1;
    friend bool operator==(const FanLoggedModifier &, const FanLoggedModifier &) = default;
};

// Everything that happens in play leaves one record in the battle log.
struct FanLogRecord
{
    FanMoment at;
    FanEvent event = FanEvent::Test;
    QString unitId;
    // Tests.
    FanTrigger trigger = FanTrigger::Listed;
    QString listedTrigger;              // the race's words, when trigger is Listed
    int profileRevision = 0;            // the sheet's revision it was resolved with
    int lossStep = 0;
    int bmv = 0;
    QList<FanLoggedModifier> modifiers;
    int mmv = 0;
    std::optional<int> die;             // the D4 of a test, the D6 of an obstacle
    bool typed = false;                 // the player's own die, typed in
    std::optional<FanResult> result;
    bool deferred = false;              // carried out in phase 1 of the next turn (C.4)
    // Losses, a routing unit charged (figures removed), a spell (the turn it lasts through).
    int figures = 0;
    QString detail;                     // a line for the player: why, what else
    friend bool operator==(const FanLogRecord &, const FanLogRecord &) = default;
};

} // namespace md::fantasy
