#pragma once

#include "ww1/model/Ww1Enums.h"

#include <QString>

namespace md::ww1 {

// A.1: a stand (or one individual), the element that takes individual morale.
struct Ww1Stand
{
    QString id;     // unique in the force, shared with the groups' ids
    QString name;   // "Lt Ashby", "Lewis gun team"
    Ww1Rank rank = Ww1Rank::Other;
    // An officer's rank from the force's seniority list (Ww1Settings::officerRanks, A.6), empty otherwise.
    QString officerRank;
    QString square; // where it stands on the grid ("C4"); the individual roll is one per square (A.3.3)
    // A.2.2 once-per-stand bookkeeping: T1, T3, and T2 unless tested on every attempt.
    bool testedUnderFire = false;
    bool testedHandToHand = false;
    bool testedEnterPosition = false;
    Ww1Result result = Ww1Result::None; // the latest individual test (A.4.2); Surrendered is for good

    friend bool operator==(const Ww1Stand &, const Ww1Stand &) = default;
};

} // namespace md::ww1
