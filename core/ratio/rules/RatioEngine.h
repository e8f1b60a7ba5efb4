#pragma once

#include "ratio/rules/MoralePoints.h"
#include "ratio/rules/RatioMorale.h"
#include "ratio/rules/RatioQueries.h"
#include "ratio/model/Battlegroup.h"
#include "kernel/Dice.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

#include <optional>

namespace md::ratio {

// What an action did, or why it was refused. A refused action changes nothing.
struct ActionResult
{
    QString error;
    QList<LogRecord> records;      // appended to the battlegroup's log, in order
    std::optional<int> toHit;      // interceptive checks: the to-hit modifier (R10)
    bool mayFire = true;           // interceptive checks: false when Broken or Eliminated (R10)
    int survivors = 0;             // bail-outs: how many crew got out (R10)
    // R11 after the action, when the engine was told the endurance before it (see RatioEngine).
    std::optional<Endurance> endurance;

    bool ok() const { return error.isEmpty(); }
    static ActionResult refused(const QString &why)
    {
        ActionResult r;
        r.error = why;
        return r;
    }
};

// R5/R6/R8: a check as a piece of the unit would make it now, with the ratio at this moment. The R8
// factors follow the piece's kind (R8 interpretation, who takes class and experience).
CheckFactors checkFactors(const Battlegroup &bg, PieceRef ref);
CheckAssessment assessPiece(const Battlegroup &bg, PieceRef ref);
// The unit's need: the factors of its first piece on the table that takes class and experience (else of its
// first robot), whoever is due next, with NBC while any member still has that check pending. What the
// roster, the play panel, the what-if hint, the printed sheet and the CLI summary show for a unit.
CheckFactors unitCheckFactors(const Battlegroup &bg, int unit);
CheckAssessment assessUnit(const Battlegroup &bg, int unit);
// R6: pieces that must check before this turn ends, and those whose marker waits for next turn.
QList<PieceRef> checksDue(const Battlegroup &bg);
// The same for one unit only, in piece order: what a change to that unit alone can change.
QList<PieceRef> checksDue(const Battlegroup &bg, int unit);
QList<PieceRef> checksNextTurn(const Battlegroup &bg);

// The marker and turn machine of R6 with the losses of R2-R4, R7, R9 and R10 and the breaking point
// of R11, applied to one battlegroup. Every action validates first and mutates only when it succeeds.
class RatioEngine : public RatioQueries
{
    Q_DECLARE_TR_FUNCTIONS(md::ratio::RatioEngine)

public:
    explicit RatioEngine(Battlegroup &battlegroup) : RatioQueries(battlegroup), m_bg(battlegroup) {}
    // `known` must be endurance(battlegroup) as it is now. The engine then keeps R11 up to date from the
    // units an action touches alone, so a loss costs the same however large the other units are, and
    // every successful action reports the endurance after it (ActionResult::endurance).
    RatioEngine(Battlegroup &battlegroup, const Endurance &known)
        : RatioQueries(battlegroup), m_bg(battlegroup), m_known(known) {}

    // Losses and events. `ownInitiative`: the damaged piece has the initiative now (R6).
    ActionResult casualty(PieceRef soldier, bool ownInitiative = false);
    ActionResult penetratingHit(PieceRef robot, bool ownInitiative = false);
    ActionResult loseSystemLevel(PieceRef vehicle, VehicleSystem system, bool ownInitiative = false);
    ActionResult knockOutWeapon(PieceRef vehicle, int weapon, bool ownInitiative = false);
    ActionResult surrender(PieceRef soldier);
    ActionResult officerShoots(PieceRef officer, PieceRef victim);
    ActionResult leaveBoard(PieceRef ref);
    ActionResult markActed(PieceRef ref);
    ActionResult nbcAttack(int unit);
    // R10: `survivorCrew` are indexes into the vehicle's crew; empty picks the first ones.
    ActionResult bailOut(PieceRef vehicle, const QList<int> &survivorCrew = {});
    // R10: the player enters who survived the high-explosive hit (indexes into the crew).
    ActionResult explosiveDestruction(PieceRef vehicle, const QList<int> &survivorCrew, bool ownInitiative = false);

    // R5, R6, R8: a morale check with a die from `dice` (only rolled when the result is not certain).
    ActionResult check(PieceRef ref, DiceSource &dice, bool interceptive = false);

    // R6: refused while checks are due, unless the player overrides.
    ActionResult endTurn(bool overridePending = false);

private:
    // Every write to a unit goes through here, so that its R11 sums before the action are known.
    Unit &mutableUnit(int unit);
    Piece &mutablePiece(PieceRef ref);
    Endurance enduranceNow() const;
    LogRecord record(LogEvent event, PieceRef ref) const;
    // R6: a marker on every remaining member of a unit that just lost points.
    void placeMarkers(int unit, PieceRef damaged, bool ownInitiative);
    int dueTurnFor(const Piece &p, bool deferred) const;
    void lossHappened(int unit, PieceRef damaged, bool ownInitiative, ActionResult &result);
    // Ends a damage action: destroys a piece left with no points, marks the unit, logs.
    ActionResult damageDone(PieceRef ref, const LogRecord &r, bool ownInitiative);
    void updateBreakingPoint(ActionResult &result);
    ActionResult removeCrewVehicle(PieceRef vehicle, Presence presence, const QList<int> &survivorCrew,
                                   LogEvent event, int survivorsDue, bool ownInitiative);
    void commit(ActionResult &result);
    // R6: the pieces an end-turn override leaves unchecked, by name and unit, for the log.
    QString uncheckedText(const QList<PieceRef> &due) const;

    struct UnitSums
    {
        int unit = -1;
        int starting = 0;
        int onTable = 0;
    };

    Battlegroup &m_bg;
    std::optional<Endurance> m_known;
    QList<UnitSums> m_touched; // the R11 sums of each unit written to, as they were before the action
};

} // namespace md::ratio
