#pragma once

#include "kernel/FileEnvelope.h"

#include <QtGlobal>

namespace md::limits {

// Documented in docs/file-format.md. A file beyond any of these is refused, not truncated.
inline constexpr qint64 maxFileBytes = FileEnvelope::maxFileBytes; // the same for every rule system
inline constexpr int maxUnits = 2000;
inline constexpr int maxPiecesPerUnit = 20000;
inline constexpr int maxPiecesTotal = 50000;
inline constexpr int maxLogRecords = 500000;
inline constexpr int maxWeapons = 16;
inline constexpr int maxCrew = 50;
inline constexpr int maxFactors = 8;
inline constexpr int maxNameLength = 200;  // ids, names, armor class, weapon names
inline constexpr int maxNotesLength = 20000;
inline constexpr int maxTurn = 100000;
inline constexpr int maxMovementRate = 1000;
inline constexpr int maxTargetingBonus = 100;
inline constexpr int maxVehicleSize = 100;

} // namespace md::limits
