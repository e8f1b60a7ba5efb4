#pragma once

#include "ratio/commands/DocumentCommand.h"

#include <QCoreApplication>
#include <QList>

#include <functional>
#include <memory>

namespace md {

// Every play verb (R6-R11) as one undo command: the engine call it makes on a copy of the state, and
// the text the undo history shows for it ("Casualty: Cpl Hicks"). The named constructors below are the
// verbs; each words its own entry, so the history says what happened.
class PlayCommand final : public DocumentCommand
{
    // The context the play verbs' texts have always been translated under.
    Q_DECLARE_TR_FUNCTIONS(md::PlayCommands)

public:
    using Verb = std::function<ratio::ActionResult(ratio::RatioEngine &engine)>;

    PlayCommand(BattlegroupDocument *document, const QString &text, Verb verb);

    static std::unique_ptr<PlayCommand> casualty(BattlegroupDocument *document, ratio::PieceRef piece,
                                                 bool ownInitiative);
    static std::unique_ptr<PlayCommand> penetratingHit(BattlegroupDocument *document, ratio::PieceRef piece,
                                                       bool ownInitiative);
    static std::unique_ptr<PlayCommand> loseSystemLevel(BattlegroupDocument *document, ratio::PieceRef piece,
                                                        VehicleSystem system, bool ownInitiative);
    static std::unique_ptr<PlayCommand> knockOutWeapon(BattlegroupDocument *document, ratio::PieceRef piece,
                                                       int weapon, bool ownInitiative);
    static std::unique_ptr<PlayCommand> surrender(BattlegroupDocument *document, ratio::PieceRef piece);
    static std::unique_ptr<PlayCommand> officerShoots(BattlegroupDocument *document, ratio::PieceRef officer,
                                                      ratio::PieceRef victim);
    static std::unique_ptr<PlayCommand> leaveBoard(BattlegroupDocument *document, ratio::PieceRef piece);
    static std::unique_ptr<PlayCommand> markActed(BattlegroupDocument *document, ratio::PieceRef piece);
    static std::unique_ptr<PlayCommand> nbcAttack(BattlegroupDocument *document, int unit);
    static std::unique_ptr<PlayCommand> bailOut(BattlegroupDocument *document, ratio::PieceRef vehicle,
                                                QList<int> survivors);
    static std::unique_ptr<PlayCommand> explosiveDestruction(BattlegroupDocument *document, ratio::PieceRef vehicle,
                                                             QList<int> survivors, bool ownInitiative);
    // `dice` must outlive the call that pushes the command: it is rolled once, in prepare(), never on redo.
    static std::unique_ptr<PlayCommand> check(BattlegroupDocument *document, ratio::PieceRef piece, DiceSource &dice,
                                              bool interceptive);
    static std::unique_ptr<PlayCommand> endTurn(BattlegroupDocument *document, bool overridePending);

protected:
    ratio::ActionResult perform(Battlegroup &state) override;

private:
    Verb m_verb;
};

} // namespace md
