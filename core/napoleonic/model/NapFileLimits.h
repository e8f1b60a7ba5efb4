#pragma once

#include "kernel/FileEnvelope.h"

#include <QLatin1StringView>

namespace md::nap {

// The Napoleonic file's format number, and the limits its reader, validator and writer agree on
// (docs/napoleonic-file-format.md). A file beyond any of them is refused, not truncated.
struct NapFileLimits
{
    static constexpr int version = 1;
    static constexpr QLatin1StringView application {"MoraleDesk"};

    static constexpr qint64 maxFileBytes = FileEnvelope::maxFileBytes; // the same for every rule system
    // Any whole number in the file stays within this, so sums of them never overflow an int.
    static constexpr int maxInteger = 1'000'000;
    static constexpr int maxProblems = 100; // more than this are only counted

    static constexpr int maxArmies = 2;
    static constexpr int maxCommandsPerArmy = 500;
    static constexpr int maxUnitsPerCommand = 200;
    static constexpr int maxUnitsTotal = 5000;
    static constexpr int maxFigures = 1000;       // a unit's figures
    static constexpr int maxCannon = 100;
    static constexpr int minCmr = 0;
    static constexpr int maxCmr = 15;
    static constexpr int maxLogRecords = 500000;
    static constexpr int maxPending = 5000;
    static constexpr int maxTurn = 100000;
    static constexpr int maxBattleday = 1000;
    static constexpr int maxRows = 100;           // terrain, officers, distances, user adjustments, positions
    static constexpr int maxAdjustment = 20;      // |a value| of a chart row the players enter
    static constexpr int maxInches = 1000;
    static constexpr int maxMfpHalf = 2 * maxInteger; // a used total, in half-points
    static constexpr int maxNameLength = 200;     // ids, names
    static constexpr int maxNotesLength = 20000;  // notes and a log record's detail
};

} // namespace md::nap
