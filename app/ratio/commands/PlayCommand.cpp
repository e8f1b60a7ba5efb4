#include "ratio/commands/PlayCommand.h"

#include "ratio/document/BattlegroupDocument.h"

namespace md {

namespace {
QString pieceName(BattlegroupDocument *document, ratio::PieceRef ref)
{
    const Battlegroup &bg = document->battlegroup();
    if (ref.unit < 0 || ref.unit >= bg.units.size() || ref.piece < 0 || ref.piece >= bg.units.at(ref.unit).pieces.size())
        return {};
    const Piece &p = bg.units.at(ref.unit).pieces.at(ref.piece);
    return p.name.isEmpty() ? p.id : p.name;
}

QString unitName(BattlegroupDocument *document, int unit)
{
    const Battlegroup &bg = document->battlegroup();
    return unit >= 0 && unit < bg.units.size() ? bg.units.at(unit).name : QString();
}
} // namespace

PlayCommand::PlayCommand(BattlegroupDocument *document, const QString &text, Verb verb)
    : DocumentCommand(document, text)
    , m_verb(std::move(verb))
{
}

ratio::ActionResult PlayCommand::perform(Battlegroup &state)
{
    ratio::RatioEngine rules = engine(state);
    return m_verb(rules);
}

std::unique_ptr<PlayCommand> PlayCommand::casualty(BattlegroupDocument *document, ratio::PieceRef piece,
                                                   bool ownInitiative)
{
    return std::make_unique<PlayCommand>(document, tr("Casualty: %1").arg(pieceName(document, piece)),
                                         [=](ratio::RatioEngine &e) { return e.casualty(piece, ownInitiative); });
}

std::unique_ptr<PlayCommand> PlayCommand::penetratingHit(BattlegroupDocument *document, ratio::PieceRef piece,
                                                         bool ownInitiative)
{
    return std::make_unique<PlayCommand>(document, tr("Penetrating hit: %1").arg(pieceName(document, piece)),
                                         [=](ratio::RatioEngine &e) { return e.penetratingHit(piece, ownInitiative); });
}

std::unique_ptr<PlayCommand> PlayCommand::loseSystemLevel(BattlegroupDocument *document, ratio::PieceRef piece,
                                                          VehicleSystem system, bool ownInitiative)
{
    return std::make_unique<PlayCommand>(
        document, tr("%1 level lost: %2").arg(enumDisplayName(system), pieceName(document, piece)),
        [=](ratio::RatioEngine &e) { return e.loseSystemLevel(piece, system, ownInitiative); });
}

std::unique_ptr<PlayCommand> PlayCommand::knockOutWeapon(BattlegroupDocument *document, ratio::PieceRef piece,
                                                         int weapon, bool ownInitiative)
{
    return std::make_unique<PlayCommand>(document, tr("Weapon knocked out: %1").arg(pieceName(document, piece)),
                                         [=](ratio::RatioEngine &e) { return e.knockOutWeapon(piece, weapon, ownInitiative); });
}

std::unique_ptr<PlayCommand> PlayCommand::surrender(BattlegroupDocument *document, ratio::PieceRef piece)
{
    return std::make_unique<PlayCommand>(document, tr("Surrender: %1").arg(pieceName(document, piece)),
                                         [=](ratio::RatioEngine &e) { return e.surrender(piece); });
}

std::unique_ptr<PlayCommand> PlayCommand::officerShoots(BattlegroupDocument *document, ratio::PieceRef officer,
                                                        ratio::PieceRef victim)
{
    return std::make_unique<PlayCommand>(
        document, tr("Shot by %1: %2").arg(pieceName(document, officer), pieceName(document, victim)),
        [=](ratio::RatioEngine &e) { return e.officerShoots(officer, victim); });
}

std::unique_ptr<PlayCommand> PlayCommand::leaveBoard(BattlegroupDocument *document, ratio::PieceRef piece)
{
    return std::make_unique<PlayCommand>(document, tr("Left the board: %1").arg(pieceName(document, piece)),
                                         [=](ratio::RatioEngine &e) { return e.leaveBoard(piece); });
}

std::unique_ptr<PlayCommand> PlayCommand::markActed(BattlegroupDocument *document, ratio::PieceRef piece)
{
    return std::make_unique<PlayCommand>(document, tr("Moved or fired: %1").arg(pieceName(document, piece)),
                                         [=](ratio::RatioEngine &e) { return e.markActed(piece); });
}

std::unique_ptr<PlayCommand> PlayCommand::nbcAttack(BattlegroupDocument *document, int unit)
{
    return std::make_unique<PlayCommand>(document, tr("NBC attack: %1").arg(unitName(document, unit)),
                                         [=](ratio::RatioEngine &e) { return e.nbcAttack(unit); });
}

std::unique_ptr<PlayCommand> PlayCommand::bailOut(BattlegroupDocument *document, ratio::PieceRef vehicle,
                                                  QList<int> survivors)
{
    return std::make_unique<PlayCommand>(document, tr("Crew bailed out: %1").arg(pieceName(document, vehicle)),
                                         [=](ratio::RatioEngine &e) { return e.bailOut(vehicle, survivors); });
}

std::unique_ptr<PlayCommand> PlayCommand::explosiveDestruction(BattlegroupDocument *document, ratio::PieceRef vehicle,
                                                               QList<int> survivors, bool ownInitiative)
{
    return std::make_unique<PlayCommand>(
        document, tr("Explosive destruction: %1").arg(pieceName(document, vehicle)),
        [=](ratio::RatioEngine &e) { return e.explosiveDestruction(vehicle, survivors, ownInitiative); });
}

std::unique_ptr<PlayCommand> PlayCommand::check(BattlegroupDocument *document, ratio::PieceRef piece, DiceSource &dice,
                                                bool interceptive)
{
    const QString text = interceptive ? tr("Interceptive-fire check: %1") : tr("Morale check: %1");
    return std::make_unique<PlayCommand>(document, text.arg(pieceName(document, piece)),
                                         [piece, &dice, interceptive](ratio::RatioEngine &e) {
                                             return e.check(piece, dice, interceptive);
                                         });
}

std::unique_ptr<PlayCommand> PlayCommand::endTurn(BattlegroupDocument *document, bool overridePending)
{
    return std::make_unique<PlayCommand>(document, tr("End turn %1").arg(document->battlegroup().turn),
                                         [=](ratio::RatioEngine &e) { return e.endTurn(overridePending); });
}

} // namespace md
