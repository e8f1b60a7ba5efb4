#pragma once

#include "ratio/rules/RatioEngine.h"
#include "ratio/rules/SheetReturn.h"

#include <QList>

#include <memory>

namespace md {

class BattlegroupDocument;
class DocumentCommand;

// The one way to change a document: every edit and play action is created here as its own
// QUndoCommand and pushed on the document's undo stack. A refused action is not pushed and its
// result says why.
class Commands
{
public:
    explicit Commands(BattlegroupDocument *document) : m_document(document) {}

    // Play (R6-R11)
    ratio::ActionResult casualty(ratio::PieceRef piece, bool ownInitiative = false);
    ratio::ActionResult penetratingHit(ratio::PieceRef piece, bool ownInitiative = false);
    ratio::ActionResult loseSystemLevel(ratio::PieceRef piece, VehicleSystem system, bool ownInitiative = false);
    // `count` levels lost at once: tried on a copy first, so that a refusal leaves nothing on the undo stack,
    // then pushed as one undo step of `count` play verbs (R4, R6, R11).
    ratio::ActionResult loseSystemLevels(ratio::PieceRef piece, VehicleSystem system, int count, bool ownInitiative = false);
    ratio::ActionResult knockOutWeapon(ratio::PieceRef piece, int weapon, bool ownInitiative = false);
    ratio::ActionResult surrender(ratio::PieceRef piece);
    ratio::ActionResult officerShoots(ratio::PieceRef officer, ratio::PieceRef victim);
    ratio::ActionResult leaveBoard(ratio::PieceRef piece);
    ratio::ActionResult markActed(ratio::PieceRef piece);
    ratio::ActionResult nbcAttack(int unit);
    ratio::ActionResult bailOut(ratio::PieceRef vehicle, const QList<int> &survivors = {});
    ratio::ActionResult explosiveDestruction(ratio::PieceRef vehicle, const QList<int> &survivors, bool ownInitiative = false);
    ratio::ActionResult check(ratio::PieceRef piece, DiceSource &dice, bool interceptive = false);
    // R6, the checks queue: `pieces` check in this order as one undo step, each taking a face from `dice` when its
    // check needs a die (typed: the player's own dice, named so in the undo history). Tried on a copy first: if
    // any check would be refused, nothing is pushed and the result says why. The records of every check, in order.
    ratio::ActionResult checkSeveral(const QList<ratio::PieceRef> &pieces, DiceSource &dice, bool typed);
    // In a game, ends the shared turn for both sides as one undo step (R6, issue 15).
    ratio::ActionResult endTurn(bool overridePending = false);
    // The paper round trip: a marked-up filled status sheet keyed back in, as one undo step (SheetReturn).
    ratio::ActionResult applySheet(const QList<ratio::SheetEntry> &entries);

    // A game of two sides (issue 15): the initiative passes to the other side; the opposing side joins (the
    // battlegroup open becomes the first side) or leaves; each one undo step.
    ratio::ActionResult passInitiative();
    ratio::ActionResult addOpposingSide(const Battlegroup &opponent);
    ratio::ActionResult removeSide(int side);

    // Editing
    ratio::ActionResult editBattlegroup(const QString &name, const QString &side, const QString &notes,
                                        const RuleOptions &rules);
    ratio::ActionResult addUnit(const Unit &unit, int index = -1);
    ratio::ActionResult removeUnit(int index);
    ratio::ActionResult editUnit(int index, const Unit &unit);
    ratio::ActionResult addPiece(int unit, const Piece &piece, int index = -1);
    ratio::ActionResult removePiece(ratio::PieceRef piece);
    ratio::ActionResult editPiece(ratio::PieceRef piece, const Piece &edited);
    ratio::ActionResult restore(const Battlegroup &state);
    // Recovered work of a game: both sides and the initiative at once (crash recovery, issue 15).
    ratio::ActionResult restoreGame(const QList<Battlegroup> &sides, int initiative);

    // An id not yet used by any unit or piece, starting from `stem`.
    QString uniqueId(const QString &stem) const;

private:
    ratio::ActionResult push(std::unique_ptr<DocumentCommand> command);

    BattlegroupDocument *m_document;
};

} // namespace md
