#pragma once

#include "fantasy/model/FanLogRecord.h"
#include "fantasy/model/FanProfile.h"
#include "fantasy/model/FanUnit.h"
#include "fantasy/model/FanRules.h"

#include <array>

namespace md::fantasy {

// Where a unit is in a battle.
struct FanUnitRef
{
    int side = -1;
    int index = -1;
    bool valid() const { return side >= 0 && index >= 0; }
};

// A fantasy battle (seed 004, Part C): two sides, the Profile Sheets their races test with, the game turn and
// phase, and the log. The sheets are copies, each with its revision: a sheet changed later in the club's files
// never changes a recorded battle until the players replace the copy themselves.
struct FanBattle
{
    static constexpr const char *systemId = "fantasy-morale";
    static constexpr int sideCount = 2;

    QString name;
    QString notes;
    FanRules rules;
    QList<FanProfile> profiles;
    std::array<FanSide, sideCount> sides;
    FanMoment now;
    QList<FanLogRecord> log;

    const FanProfile *profile(const QString &race) const;
    FanUnitRef find(const QString &unitId) const;
    const FanUnit *unit(const QString &unitId) const;
    FanUnit *unit(const QString &unitId);
    const FanUnit &at(const FanUnitRef &ref) const { return sides[static_cast<size_t>(ref.side)].units[ref.index]; }
    FanUnit &at(const FanUnitRef &ref) { return sides[static_cast<size_t>(ref.side)].units[ref.index]; }
    // Every unit of both sides, side 0 first.
    QList<FanUnitRef> all() const;
    friend bool operator==(const FanBattle &, const FanBattle &) = default;
};

} // namespace md::fantasy
