#include "ratio/commands/Commands.h"

#include "ratio/commands/EditCommand.h"
#include "ratio/commands/GameCommand.h"
#include "ratio/io/BattlegroupValidator.h"
#include "ratio/rules/GameTurn.h"
#include "ratio/commands/PlayCommand.h"
#include "ratio/commands/SheetCommand.h"
#include "ratio/document/BattlegroupDocument.h"
#include "kernel/DiceScript.h"

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

namespace {
// The faces another source gives, kept so the same checks can be made again with them.
class RecordingDice final : public DiceSource
{
public:
    explicit RecordingDice(DiceSource &inner) : m_inner(inner) {}
    int roll(int sides) override
    {
        const int face = m_inner.roll(sides);
        faces.append(face);
        return face;
    }
    QList<int> faces;

private:
    DiceSource &m_inner;
};
} // namespace

ratio::ActionResult Commands::checkSeveral(const QList<ratio::PieceRef> &pieces, DiceSource &dice, bool typed)
{
    if (pieces.isEmpty())
        return ratio::ActionResult::refused(CommandsText::tr("No piece must check morale now."));
    // Tried on a copy first, with every face kept: a refusal leaves nothing on the undo stack, and the checks
    // pushed below are made with the same faces, so the program's dice are rolled once for each piece.
    Battlegroup trial = m_document->battlegroup();
    ratio::RatioEngine engine(trial);
    RecordingDice recorder(dice);
    for (const ratio::PieceRef &piece : pieces) {
        const ratio::ActionResult tried = engine.check(piece, recorder);
        if (!tried.ok())
            return tried;
    }
    DiceScript faces(recorder.faces);
    const int count = static_cast<int>(pieces.size());
    QUndoStack *stack = m_document->undoStack();
    stack->beginMacro(typed ? CommandsText::tr("Typed dice: %n morale check(s)", nullptr, count)
                            : CommandsText::tr("Roll all due: %n morale check(s)", nullptr, count));
    ratio::ActionResult all;
    for (const ratio::PieceRef &piece : pieces) {
        ratio::ActionResult one = check(piece, faces);
        if (!one.ok()) {
            // The copy above took the same steps; should the document differ, what was pushed stays one step.
            all.error = one.error;
            break;
        }
        all.records.append(one.records);
        all.endurance = one.endurance;
    }
    stack->endMacro();
    return all;
}

ratio::ActionResult Commands::endTurn(bool overridePending)
{
    if (!m_document->isGame())
        return push(PlayCommand::endTurn(m_document, overridePending));
    // A game: the shared turn ends for both sides as one undo step, or for neither (R6).
    QList<Battlegroup> sides = m_document->ratioState().sides();
    const int turn = m_document->battlegroup().turn;
    ratio::ActionResult result = ratio::GameTurn::endTurn(sides, overridePending);
    if (!result.ok())
        return result;
    m_document->undoStack()->push(new GameCommand(m_document, CommandsText::tr("End turn %1 (both sides)").arg(turn),
                                                  std::move(sides), m_document->initiative()));
    return result;
}

ratio::ActionResult Commands::passInitiative()
{
    if (!m_document->isGame())
        return ratio::ActionResult::refused(
            CommandsText::tr("Only a game of two sides passes the initiative; add the opposing side first."));
    const int next = (m_document->initiative() + 1) % m_document->sideCount();
    m_document->undoStack()->push(
        new GameCommand(m_document,
                        CommandsText::tr("Initiative to %1").arg(ratio::GameTurn::sideName(m_document->ratioState().sides(), next)),
                        m_document->ratioState().sides(), next));
    return {};
}

ratio::ActionResult Commands::addOpposingSide(const Battlegroup &opponent)
{
    if (m_document->isGame())
        return ratio::ActionResult::refused(CommandsText::tr("This game already has both sides."));
    const Battlegroup &own = m_document->battlegroup();
    if (opponent.ruleSystem != own.ruleSystem)
        return ratio::ActionResult::refused(
            CommandsText::tr("The opposing side plays another rule system (%1); both sides of a game play the same.")
                .arg(opponent.ruleSystem));
    if (opponent.side == own.side)
        return ratio::ActionResult::refused(
            CommandsText::tr("Both battlegroups fight for the side \"%1\". Give one of them another side name in the "
                             "Edit tab first.").arg(own.side));
    Battlegroup joined = opponent;
    // The game has one turn (R6): the newcomer joins at the current one, its own log kept as it was.
    joined.turn = own.turn;
    if (joined.breakingTurn > joined.turn)
        joined.breakingTurn = 0;
    if (const Problems problems = BattlegroupValidator::validate(joined); !problems.isEmpty())
        return ratio::ActionResult::refused(
            CommandsText::tr("The opposing side cannot join: %1: %2").arg(problems.constFirst().path, problems.constFirst().reason));
    QList<Battlegroup> sides {own, joined};
    m_document->undoStack()->push(new GameCommand(
        m_document, CommandsText::tr("Add opposing side %1").arg(joined.name), std::move(sides), 0));
    return {};
}

ratio::ActionResult Commands::removeSide(int side)
{
    if (!m_document->isGame() || side < 0 || side >= m_document->sideCount())
        return ratio::ActionResult::refused(CommandsText::tr("A battlegroup alone has no side to remove."));
    QList<Battlegroup> sides = m_document->ratioState().sides();
    const QString name = ratio::GameTurn::sideName(sides, side);
    sides.removeAt(side);
    m_document->undoStack()->push(
        new GameCommand(m_document, CommandsText::tr("Remove side %1").arg(name), std::move(sides), 0));
    return {};
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

ratio::ActionResult Commands::restoreGame(const QList<Battlegroup> &sides, int initiative)
{
    // Recovered work that holds both sides of a game (issue 15): every side and the initiative, one undo step.
    for (qsizetype i = 0; i < sides.size(); ++i) {
        if (const Problems problems = BattlegroupValidator::validate(sides.at(i)); !problems.isEmpty())
            return ratio::ActionResult::refused(CommandsText::tr("Side %1 cannot be recovered: %2: %3")
                                                    .arg(i + 1)
                                                    .arg(problems.constFirst().path, problems.constFirst().reason));
    }
    if (sides.isEmpty())
        return ratio::ActionResult::refused(CommandsText::tr("The recovered work holds no battlegroup."));
    m_document->undoStack()->push(
        new GameCommand(m_document, CommandsText::tr("Recover unsaved work"), sides, initiative));
    return {};
}

QString Commands::uniqueId(const QString &stem) const
{
    const Battlegroup &bg = m_document->battlegroup();
    return Battlegroup::freeId(stem, bg.usedIds());
}

} // namespace md
