#pragma once

namespace md::ww1 {

// The switchable Interpretations of Part A (A.5), as a force file keeps them ("rules" in docs/file-format.md).
// Each default is the spec's reading; Ww1Options::all() lists these with every fixed reading besides.
struct Ww1Rules
{
    // for more than eight members C1 is 25 % by exact fractions (9-12 -> 3); true: the threshold rounded
    // down (9-11 -> 2).
    bool c1RoundDown = false;
    // A-4 (A.2.1 rule 2): conditions reached together are one test at the worst modifier; true: each in turn,
    // least severe first, a failure ending the sequence.
    bool eachConditionInTurn = false;
    // A-5 (A.3.2): "biggest" is the current effective size; true: the starting size.
    bool orderByStartingSize = false;
    // T2 once per stand; true: on every attempt to enter an enemy position.
    bool enterPositionEveryAttempt = false;
    // casualties in sight are those in the testers' square; true: all visible within
    // Ww1Settings::casualtySightSquares.
    bool casualtiesWithinSquares = false;

    friend bool operator==(const Ww1Rules &, const Ww1Rules &) = default;
};

} // namespace md::ww1
