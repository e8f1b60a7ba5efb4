#pragma once

#include "fantasy/model/FanProfile.h"
#include "kernel/Problem.h"

#include <QCoreApplication>

namespace md::fantasy {

// What a Profile Sheet may hold (C.6), each fault as `$.path: reason` in the file's own paths, so the editor
// can put it beside the cell and an imported sheet is refused with the same words.
class FanProfileCheck
{
    Q_DECLARE_TR_FUNCTIONS(md::fantasy::FanProfileCheck)

public:
    static constexpr int maxNameLength = 80;
    static constexpr int maxLabelLength = 200;
    static constexpr int maxIdLength = 40;
    static constexpr int maxModifiers = 100;
    static constexpr int maxTriggers = 100;
    static constexpr int maxBands = 20;
    static constexpr int maxHated = 50;
    static constexpr int valueLimit = 99;    // a BMV or a band's end
    static constexpr int modifierLimit = 20; // one modifier's value
    static constexpr int capLimit = 99;
    static constexpr int maxRevision = 1'000'000'000;

    // Every fault of the whole sheet. Empty tables are no fault here: a sheet may be saved half entered.
    static Problems problems(const FanProfile &profile);
    // C.3 step 5, C.6 item 4: one class's Morale Results, in `path` ("$.results.B"): every integer FMV in
    // exactly one band, open at the bottom and the top. Names the FMVs of each gap or overlap.
    static Problems resultBands(const QList<FanResultBand> &bands, const QString &path);
    // What a test of a unit of class `c` still lacks (C.6: "refuse to resolve a test while a needed table is
    // empty"): the class's BMV chart row and its Morale Results, named for the player. Empty when it can test.
    static QStringList missingForTest(const FanProfile &profile, FanClass c);
    // "Class B (Regulars)"; "Class B" when the class has no name yet.
    static QString className(const FanProfile &profile, FanClass c);
    // A band's FMVs for a message: "9–12", "6 or less", "13 or more", "any".
    static QString bandText(const FanResultBand &band);
    static bool idIsValid(const QString &id);
};

} // namespace md::fantasy
