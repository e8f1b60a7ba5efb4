#pragma once

#include "kernel/Problem.h"
#include "ratio/model/Battlegroup.h"

#include <QByteArray>

#include <optional>

namespace md {

// What reading a battlegroup gave: the battlegroup, or every problem with it.
struct LoadResult
{
    std::optional<Battlegroup> battlegroup; // set only when `problems` is empty; a game's first side
    // A game (issue 15): both sides, in the file's order, and the side that has the initiative. Empty for a single
    // battlegroup file.
    QList<Battlegroup> sides;
    int initiative = 0;
    bool isGame() const { return sides.size() > 1; }
    Problems problems;
    // readFile(): FileFormat::digest() (FileDigest::of) of the bytes read, so that a later reader can tell the file is unchanged.
    QByteArray digest;
    bool ok() const { return battlegroup.has_value() && problems.isEmpty(); }
};

} // namespace md
