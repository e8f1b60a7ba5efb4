#pragma once

#include "fantasy/rules/FanLosses.h"
#include "fantasy/rules/FanProfileCheck.h"

namespace md::fantasy {

// The limits the fantasy battle file's reader, validator and writer agree on (docs/fantasy-file-format.md).
// A file beyond any of them is refused, not truncated; the file size limit is the envelope's.
struct FanFileLimits
{
    // No whole number in the file is read beyond this (a sheet's revision goes up to it); every field's own
    // range is the validator's.
    static constexpr int maxReadable = FanProfileCheck::maxRevision;
    // Any other count or score stays within this, so that sums of them never overflow an int.
    static constexpr int maxInteger = 1'000'000;
    static constexpr int maxProblems = 100; // more than this are only counted

    static constexpr int maxProfiles = 100;
    static constexpr int maxUnitsPerSide = 2000;
    static constexpr int maxLogRecords = 500000;
    static constexpr int maxLoggedModifiers = FanProfileCheck::maxModifiers;
    static constexpr int maxFigures = FanLosses::maxFigures;
    static constexpr int maxTurn = 100000;
    static constexpr int maxIdLength = 40;
    static constexpr int maxNameLength = 200;     // names
    // A listed trigger or a logged modifier's label: a sheet's text (FanProfileCheck::maxLabelLength) and, for a
    // row counted per instance, " × N" (FanTest), so that every test a valid sheet allows can be saved.
    static constexpr int maxLoggedLabelLength = FanProfileCheck::maxLabelLength + 16;
    static constexpr int maxNotesLength = 20000;  // notes and a log record's detail
    static constexpr int d4 = 4;                  // a Morale Test's die (C.3 step 4)
    static constexpr int d6 = 6;                  // a rout obstacle's die (C.4.1)
};

} // namespace md::fantasy
