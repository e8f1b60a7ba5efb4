#include "ratio/commands/Commands.h"

#include "ratio/commands/EditCommand.h"
#include "ratio/commands/PlayCommand.h"
#include "ratio/commands/SheetCommand.h"
#include "ratio/document/BattlegroupDocument.h"

#include <QCoreApplication>
#include <QUndoStack>

namespace md {

namespace {
// A class rather than a free tr(), so that lupdate files these strings under the context they are looked up in.
struct CommandsText
{
    Q_DECLARE_TR_FUNCTIONS(md::Commands)
};
} // namespace

ratio::ActionResult Commands::push(std::unique_ptr<DocumentCommand> command)
{
    if (!command->prepare())
        return command->result();
    ratio::ActionResult result = command->result();
    // QUndoStack::push() calls redo(), which installs the prepared state.
    m_document->undoStack()->push(command.release());
    return result;
}

ratio::ActionResult Commands::casualty(ratio::PieceRef piece, bool ownInitiative)
{
    return push(PlayCommand::casualty(m_document, piece, ownInitiative));
}

ratio::ActionResult Commands::applySheet(const QList<ratio::SheetEntry> &entries)
{
    return push(std::make_unique<SheetCommand>(m_document, entries));
}

ratio::ActionResult Commands::penetratingHit(ratio::PieceRef piece, bool ownInitiative)
{
    return push(PlayCommand::penetratingHit(m_document, piece, ownInitiative));
}

ratio::ActionResult Commands::loseSystemLevel(ratio::PieceRef piece, VehicleSystem system, bool ownInitiative)
{
    return push(PlayCommand::loseSystemLevel(m_document, piece, system, ownInitiative));
}

ratio::ActionResult Commands::loseSystemLevels(ratio::PieceRef piece, VehicleSystem system, int count, bool ownInitiative)
{
    if (count <= 1)
        return loseSystemLevel(piece, system, ownInitiative);
    Battlegroup trial = m_document->battlegroup();
    ratio::RatioEngine engine(trial);
    for (int i = 0; i < count; ++i) {
        const ratio::ActionResult tried = engine.loseSystemLevel(piece, system, ownInitiative);
        if (!tried.ok())
            return tried;
    }
    const Piece &p = m_document->battlegroup().units.at(piece.unit).pieces.at(piece.piece);
    QUndoStack *stack = m_document->undoStack();
    stack->beginMacro(CommandsText::tr("%1: %n %2 level(s) lost", nullptr, count)
                          .arg(p.name.isEmpty() ? p.id : p.name, enumNameInSentence(system)));
    ratio::ActionResult result;
    for (int i = 0; i < count; ++i)
        result = loseSystemLevel(piece, system, ownInitiative);
    stack->endMacro();
    return result;
}

ratio::ActionResult Commands::knockOutWeapon(ratio::PieceRef piece, int weapon, bool ownInitiative)
{
    return push(PlayCommand::knockOutWeapon(m_document, piece, weapon, ownInitiative));
}

ratio::ActionResult Commands::surrender(ratio::PieceRef piece)
{
    return push(PlayCommand::surrender(m_document, piece));
}

ratio::ActionResult Commands::officerShoots(ratio::PieceRef officer, ratio::PieceRef victim)
{
    return push(PlayCommand::officerShoots(m_document, officer, victim));
}

ratio::ActionResult Commands::leaveBoard(ratio::PieceRef piece)
{
    return push(PlayCommand::leaveBoard(m_document, piece));
}

ratio::ActionResult Commands::markActed(ratio::PieceRef piece)
{
    return push(PlayCommand::markActed(m_document, piece));
}

ratio::ActionResult Commands::nbcAttack(int unit) { return push(PlayCommand::nbcAttack(m_document, unit)); }

ratio::ActionResult Commands::bailOut(ratio::PieceRef vehicle, const QList<int> &survivors)
{
    return push(PlayCommand::bailOut(m_document, vehicle, survivors));
}

ratio::ActionResult Commands::explosiveDestruction(ratio::PieceRef vehicle, const QList<int> &survivors, bool ownInitiative)
{
    return push(PlayCommand::explosiveDestruction(m_document, vehicle, survivors, ownInitiative));
}

ratio::ActionResult Commands::check(ratio::PieceRef piece, DiceSource &dice, bool interceptive)
{
    return push(PlayCommand::check(m_document, piece, dice, interceptive));
}

ratio::ActionResult Commands::endTurn(bool overridePending)
{
    return push(PlayCommand::endTurn(m_document, overridePending));
}

ratio::ActionResult Commands::editBattlegroup(const QString &name, const QString &side, const QString &notes,
                                              const RuleOptions &rules)
{
    return push(EditCommand::editBattlegroup(m_document, name, side, notes, rules));
}

ratio::ActionResult Commands::addUnit(const Unit &unit, int index)
{
    const int at = index < 0 ? static_cast<int>(m_document->battlegroup().units.size()) : index;
    return push(EditCommand::addUnit(m_document, unit, at));
}

ratio::ActionResult Commands::removeUnit(int index)
{
    return push(EditCommand::removeUnit(m_document, index));
}

ratio::ActionResult Commands::editUnit(int index, const Unit &unit)
{
    return push(EditCommand::editUnit(m_document, index, unit));
}

ratio::ActionResult Commands::addPiece(int unit, const Piece &piece, int index)
{
    const auto &units = m_document->battlegroup().units;
    const int at = index >= 0 ? index : (unit >= 0 && unit < units.size() ? static_cast<int>(units.at(unit).pieces.size()) : 0);
    return push(EditCommand::addPiece(m_document, unit, piece, at));
}

ratio::ActionResult Commands::removePiece(ratio::PieceRef piece)
{
    return push(EditCommand::removePiece(m_document, piece));
}

ratio::ActionResult Commands::editPiece(ratio::PieceRef piece, const Piece &edited)
{
    return push(EditCommand::editPiece(m_document, piece, edited));
}

ratio::ActionResult Commands::restore(const Battlegroup &state)
{
    return push(EditCommand::restore(m_document, state));
}

QString Commands::uniqueId(const QString &stem) const
{
    const Battlegroup &bg = m_document->battlegroup();
    return Battlegroup::freeId(stem, bg.usedIds());
}

} // namespace md
