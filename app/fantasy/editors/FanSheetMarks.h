#pragma once

#include "fantasy/editors/FanMarks.h"
#include "fantasy/model/FanProfile.h"
#include "kernel/Problem.h"

#include <QCoreApplication>
#include <QStringList>

#include <array>

namespace md::fantasy {

// The problems of a sheet as the editor shows them: what its file would be refused for, what a Morale Test
// still needs, and both sorted by where they are (which table, row and cell, or which field).
class FanSheetMarks
{
    Q_DECLARE_TR_FUNCTIONS(md::fantasy::FanSheetMarks)

public:
    // FanProfileCheck::problems, with a started chart row's blanks named instead of its short count
    // (`blanks`: per class, the loss steps 0…9 still blank).
    static Problems faults(const FanProfile &profile, const std::array<QList<int>, 3> &blanks);
    // Each class's empty chart row and empty results, at `$.bmv.B` and `$.results.B`, in
    // FanProfileCheck::missingForTest's words: what the resolver refuses a test for (C.6).
    static Problems missing(const FanProfile &profile);
    static FanSheetMarks route(const Problems &faults, const Problems &missing);

    // The model column of a row's field in a problem's path ("label", "min"); -1 for the whole row.
    static int modifierColumn(const QString &key);
    static int resultColumn(const QString &key);

    FanMarks bmv;       // row: class, column: loss step
    FanMarks modifiers;
    FanMarks triggers;
    std::array<FanMarks, 3> results; // by class
    QStringList race;
    QStringList hatedRaces;
    std::array<QStringList, 3> classNames;
};

} // namespace md::fantasy
