#pragma once

#include "print/PageFlow.h"
#include "print/PrintFonts.h"
#include "print/PrintParts.h"

#include <QCoreApplication>

namespace md::nap {

// The tables of the Napoleonic reference card, each worked out from the rules core (NapCheck, NapCmr,
// NapAdjustments, NapMfp) and the players' data's defaults, never typed in: the card and the engine cannot
// disagree.
class NapCardTables
{
    Q_DECLARE_TR_FUNCTIONS(md::nap::NapCardTables)

public:
    // The odds table's rows (T from -5 to 11: every T whose odds differ, and one either side).
    static constexpr int lowestTarget = -5;
    static constexpr int highestTarget = 11;
    // The card's type: the smallest that prints (PrintFonts::minimumPointSize), so the card stays one page.
    static constexpr qreal pt = PrintFonts::minimumPointSize;

    // B.3.4 step 4: the three bands by margin (roll - T), coloured, with their letters, along a line.
    static FlowBlock bands(qreal width);
    // B.3.4, B.4.4: for each T the odds of pass, disorder and rout outside and inside the Shock Phase (15.28),
    // and of a rally, in tenths.
    static PrintTable odds();
    // B.3.1: the terms of the current CMR with their values.
    static PrintTable cmrTerms();
    // B.3.2: the 15.54 chart N01-P06 with values; N04-N06, N07-N08 and N18-N20 each one row of their bands
    // (B-6), the rows whose value is the club's data marked "[club data]".
    static PrintTable chart();
    // B.3.3: the shock odds adjustment by band of attacker / defender.
    static PrintTable shockOdds();
    // B.3.5: what a 1-4 and a 5+ failure does to each kind of tester.
    static PrintTable groupings();
    // B.4.5 (1): MFP per unit by grade and starting figures, and per artillery or train unit.
    static PrintTable mfpUnits();
    // B.4.5 (2): officers' MFP by level, in one line.
    static QString mfpOfficers();
    // B.4.6: the events E01-E20 with their MFP.
    static PrintTable mfpEvents();
    // B.4.7: the standing by MFP used, its CMR rate per hourly turn and its orders.
    static PrintTable tiers();
    // 15.28: the shock phase's natural 1 and 10, in one sentence.
    static QString shockRule();
    // B.4.4 and B.4.3 in a sentence each.
    static QString rally();
    static QString disorderCleared();
};

} // namespace md::nap
