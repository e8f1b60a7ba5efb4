#pragma once

#include "fantasy/model/FanBattle.h"
#include "fantasy/rules/FanTest.h"

#include <QCoreApplication>
#include <QStringList>

namespace md::fantasy {

// What one verb did: refused (nothing changed) with the reason, or the lines for the player.
struct FanOutcome
{
    QString error;
    QStringList lines;
    bool ok() const { return error.isEmpty(); }
};

// A test the players are about to roll: who, why, and what they point out on the table (C.2, C.3).
struct FanTestRequest
{
    QString unitId;
    FanTrigger trigger = FanTrigger::Listed;
    QString listedTrigger;
    FanConditions conditions;
};

// The verbs of a fantasy battle (C.2 – C.4): every change of play goes through one of them, leaves one record
// or more in the log and says what happened; a refused verb changes nothing.
class FanEngine
{
    Q_DECLARE_TR_FUNCTIONS(md::fantasy::FanEngine)

public:
    // C.3 up to the roll: the BMV, the modifiers and the odds, or why the unit does not test.
    static FanAssessment assess(const FanBattle &battle, const FanTestRequest &request);
    // C.3 – C.4: the test resolved with `d4` (1 – 4), recorded with the sheet's revision, and its result carried
    // out now or in phase 1 of the next turn (FanTiming::carriedOut).
    static FanOutcome test(FanBattle &battle, const FanTestRequest &request, int d4, bool typed);
    // C.4.2, C-5: the routing units that try to rally now (the first half of phase 11), in roster order; none
    // outside it, and none that has already tried this phase.
    static QStringList rallyQueue(const FanBattle &battle);
    // Figures lost (a negative count corrects). At 0 figures the unit is destroyed (C-12); a character killed
    // takes his skeletons with him (C-14).
    static FanOutcome losses(FanBattle &battle, const QString &unitId, int figures);
    // C.4.1: a routing unit charged or pursued loses one figure per attacking figure in contact.
    static FanOutcome charged(FanBattle &battle, const QString &unitId, int attackersInContact);
    // C.4.1: a routing unit meets an obstacle it cannot get round: D6 1-3 right, 4-6 left.
    static FanOutcome obstacle(FanBattle &battle, const QString &unitId, int d6, bool typed);
    // C-14: a character wounded or killed; skeletons he controls are removed at once.
    static FanOutcome characterHit(FanBattle &battle, const QString &characterId, bool killed);
    // C.4.2: a Disordered unit receives its Reform order.
    static FanOutcome reform(FanBattle &battle, const QString &unitId);
    // C.2: exempt by a spell, miracle, curse or wonder through the end of `throughTurn` (0 ends it).
    static FanOutcome spell(FanBattle &battle, const QString &unitId, int throughTurn);
    // C.4.1: whether the unit has moved this turn (decides when an Uncontrolled Advance charges).
    static FanOutcome moved(FanBattle &battle, const QString &unitId, bool moved);
    // C.4.2: a routing unit routs off the table, lost for the game.
    static FanOutcome offTable(FanBattle &battle, const QString &unitId);
    // The next phase (or the second half of phase 11). Entering phase 1 of a turn ends last turn's retirements
    // and carries out what was decided for it (C.4); every pending result due is carried out as it comes.
    static FanOutcome advance(FanBattle &battle);
    // A unit's words for the player: its name, or its id.
    static QString nameOf(const FanBattle &battle, const QString &unitId);
    static QString momentText(const FanMoment &m);
};

} // namespace md::fantasy
