#pragma once

#include "fantasy/campaign/FanCampaignTypes.h"

#include <QCoreApplication>

#include <optional>

namespace md::fantasy {

// The fantasy campaign on plain battles, with no database. Part C has no campaign rule; what a side takes into
// its next battle is the program's reading, told to the players by reading() wherever it applies:
// - destroyed units are gone, and so are those routed off the table (lost for the game) and skeletons whose
//   controller is gone;
// - every other unit starts with the figures it ended with, recorded as its new start: losses count against
//   the start recorded for a battle, and a new battle records anew; it is Normal, with no pending result, no
//   rout time, no rally failures and no spell exemption, and has not moved;
// - characters stay wounded; a character whose unit is gone is with no unit;
// - the Profile Sheets the side's units use are kept with their revisions, the rules switches stay;
// - the clock is turn 1, phase 1, the log empty, and the other side empty ("The enemy") for the players to fill.
class FanCarryOver
{
    Q_DECLARE_TR_FUNCTIONS(md::fantasy::FanCarryOver)

public:
    // The battle as one side recorded it: that side's units, its log records and those naming no unit (the
    // clock); the other side keeps its name but no unit; the sheets are those its units use.
    static FanBattle sideBattle(const FanBattle &battle, int side);
    // Turns played: the clock's turn.
    static int playedTurns(const FanBattle &battle);
    // The sheets the battle holds as text: "RACE rREVISION", joined by "; ".
    static QString profilesText(const QList<FanProfile> &profiles);

    static QList<FanUnitResult> unitResults(const FanBattle &battle, int side);
    static FanSideResult result(const FanBattle &battle, int side);
    // Why a unit is not carried into its side's next battle; nothing when it is.
    static std::optional<FanGoneReason> goneReason(const FanBattle &battle, const FanUnit &unit);

    // The battle as it began, worked back from its end and its log: the figures the log recorded lost (losses,
    // a routing unit charged) given back, a killed character whole again, a wound the log recorded undone,
    // every unit Normal with nothing pending, no rout time, no rally failure, no spell the log cast, not
    // moved; the log empty and the clock at turn 1, phase 1.
    static FanBattle entrySnapshot(const FanBattle &exit);

    // Side `side`'s army for its next battle (the reading above), with what carried over in words.
    static FanNextBattle nextBattle(const FanBattle &last, int side);
    // The reading, in the players' words (the status text of the next battle, the campaign window, the docs).
    static QString reading();
    // The other side's name in a next battle.
    static QString enemyName();
};

} // namespace md::fantasy
