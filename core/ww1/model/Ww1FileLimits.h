#pragma once

#include "kernel/FileEnvelope.h"

#include <QLatin1StringView>

namespace md::ww1 {

// The WW1 force file's format number, and the limits its reader, validator and writer agree on
// (docs/ww1-file-format.md). A file beyond any of them is refused, not truncated.
struct Ww1FileLimits
{
    static constexpr int version = 1;
    static constexpr QLatin1StringView application {"MoraleDesk"};

    static constexpr qint64 maxFileBytes = FileEnvelope::maxFileBytes; // the same for every rule system
    // Any whole number in the file stays within this, so sums of them never overflow an int.
    static constexpr int maxInteger = 1'000'000;
    static constexpr int maxProblems = 100; // more than this are only counted

    static constexpr int maxGroups = 500;
    static constexpr int maxStandsPerGroup = 1000;
    static constexpr int maxStandsTotal = 5000;
    static constexpr int maxMembers = 1000;       // a group's startMembers: individuals, a company at most (A.1)
    static constexpr int maxLogRecords = 500000;
    static constexpr int maxTurn = 100000;
    static constexpr int maxDistanceSquares = 50; // the A.6 distances in squares
    static constexpr int maxSeverities = 20;
    static constexpr int maxOfficerRanks = 20;
    static constexpr int maxNameLength = 200;     // ids, names, sides, ranks, severities
    static constexpr int maxSquareLength = 20;    // "C4", "trench-7"
    static constexpr int maxNotesLength = 20000;  // notes and a log record's detail
    // The net of IM1-IM8. The engine keeps within it by capping the casualties in sight of IM3, IM4
    // (Ww1IndividualRules::maxCasualtiesInSight, checked against this in Ww1Validator.cpp), so every game it
    // plays saves and reads back.
    static constexpr int maxNetModifier = 100;
};

} // namespace md::ww1
