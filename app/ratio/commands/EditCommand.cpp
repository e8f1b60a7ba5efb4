#include "ratio/commands/EditCommand.h"

#include "ratio/document/BattlegroupDocument.h"
#include "ratio/rules/MoralePoints.h"

#include <QCoreApplication>

#include <algorithm>

namespace md {

namespace {
ratio::ActionResult noSuch(const char *what) { return ratio::ActionResult::refused(EditCommand::tr(what)); }

bool validUnit(const Battlegroup &state, int unit) { return unit >= 0 && unit < state.units.size(); }

bool validPiece(const Battlegroup &state, ratio::PieceRef ref)
{
    return validUnit(state, ref.unit) && ref.piece >= 0 && ref.piece < state.units.at(ref.unit).pieces.size();
}

// R5: points never rise during a battle; there is no repair in these rules, so a smaller loss is refused
// with its own reason rather than the one for recording a loss.
QString repairRefusal()
{
    return EditCommand::tr("during a battle lost points do not come back: these rules have no repair (R5, R11); "
                        "Undo takes back a loss recorded by mistake.");
}

// During a battle damage is play, not set-up: it goes through the play verb, so that the unit's markers
// (R6), the breaking point (R11) and the log follow. The refusal names the verb; empty when `after`
// changes no damage of `before` (hits, lost system levels, knocked-out weapons).
QString damageRefusal(const Piece &before, const Piece &after)
{
    if (after.hits < before.hits)
        return repairRefusal();
    if (before.hits != after.hits)
        return EditCommand::tr("during a battle hits are recorded only with Play \u2192 Penetrating hit, so that markers, "
                            "the breaking point and the log follow (R3, R6, R11); Undo takes back a loss recorded by "
                            "mistake.");
    for (const VehicleSystem s : {VehicleSystem::Movement, VehicleSystem::Targeting, VehicleSystem::DamageControl}) {
        const SystemTrack &b = before.system(s);
        const SystemTrack &a = after.system(s);
        if (a.levels != b.levels)
            continue; // a change of the starting levels, refused by the caller with that reason
        if (a.levels - a.current < b.levels - b.current)
            return repairRefusal();
        if (b.levels - b.current != a.levels - a.current)
            return EditCommand::tr("during a battle %1 levels are lost only with Play \u2192 Lose %1 level, so that "
                                "markers, the breaking point and the log follow (R4, R6, R11); Undo takes back a loss "
                                "recorded by mistake.")
                .arg(enumNameInSentence(s));
    }
    // Weapons added or removed change the starting points instead: refused by the caller with that reason.
    bool weaponChanged = false;
    for (qsizetype i = 0; before.weapons.size() == after.weapons.size() && i < after.weapons.size(); ++i) {
        if (before.weapons.at(i).knockedOut && !after.weapons.at(i).knockedOut)
            return repairRefusal();
        weaponChanged = weaponChanged || before.weapons.at(i).knockedOut != after.weapons.at(i).knockedOut;
    }
    if (weaponChanged)
        return EditCommand::tr("during a battle weapon systems are knocked out only with Play \u2192 Knock out weapon, so "
                            "that markers, the breaking point and the log follow (R4, R6, R11); Undo takes back a loss "
                            "recorded by mistake.");
    return {};
}

// R5, R11: the starting levels are fixed when the battle begins and the endurance is their sum, so during
// a battle no edit may change what a piece brought or holds; only the play verbs move points.
ratio::ActionResult startingFixed()
{
    return ratio::ActionResult::refused(
        EditCommand::tr("the battle is under way: starting levels are fixed (R5, R11), so this would change the "
                     "morale points; use Undo for a mistake or the play actions for losses."));
}

bool holdsNoPoints(const Piece &p, const RuleOptions &rules)
{
    return ratio::startingPoints(p, rules) == 0 && ratio::heldPoints(p, rules) == 0;
}

bool samePoints(const Piece &before, const Piece &after, const RuleOptions &rulesBefore, const RuleOptions &rulesAfter)
{
    // The crew by rank are what its survivors carry (R10).
    return ratio::startingPoints(before, rulesBefore) == ratio::startingPoints(after, rulesAfter)
        && ratio::heldPoints(before, rulesBefore) == ratio::heldPoints(after, rulesAfter) && before.crew == after.crew;
}

bool unitHoldsNoPoints(const Unit &unit, const RuleOptions &rules)
{
    return std::all_of(unit.pieces.cbegin(), unit.pieces.cend(), [&rules](const Piece &p) { return holdsNoPoints(p, rules); });
}
} // namespace

EditCommand::EditCommand(BattlegroupDocument *document, const QString &text, Edit edit)
    : DocumentCommand(document, text)
    , m_edit(std::move(edit))
{
}

ratio::ActionResult EditCommand::perform(Battlegroup &state) { return m_edit(state); }

std::unique_ptr<EditCommand> EditCommand::editBattlegroup(BattlegroupDocument *document, QString name, QString side,
                                                          QString notes, RuleOptions rules)
{
    return std::make_unique<EditCommand>(document, tr("Edit battlegroup"), [=](Battlegroup &state) {
        if (state.battleUnderWay() && !(state.rules == rules)) {
            for (const Unit &u : std::as_const(state.units)) {
                for (const Piece &p : u.pieces) {
                    if (!samePoints(p, p, state.rules, rules))
                        return startingFixed(); // the Leaders rule changes what soldiers are worth (R2)
                }
            }
        }
        state.name = name;
        state.side = side;
        state.notes = notes;
        state.rules = rules;
        return ratio::ActionResult();
    });
}

std::unique_ptr<EditCommand> EditCommand::addUnit(BattlegroupDocument *document, Unit unit, int index)
{
    const QString text = tr("Add unit %1").arg(unit.name);
    return std::make_unique<EditCommand>(document, text, [unit = std::move(unit), index](Battlegroup &state) {
        if (index < 0 || index > state.units.size())
            return noSuch(QT_TRANSLATE_NOOP("md::EditCommands", "There is no such place in the roster."));
        if (state.battleUnderWay() && !unitHoldsNoPoints(unit, state.rules))
            return startingFixed();
        state.units.insert(index, unit);
        return ratio::ActionResult();
    });
}

std::unique_ptr<EditCommand> EditCommand::removeUnit(BattlegroupDocument *document, int index)
{
    return std::make_unique<EditCommand>(document, tr("Remove unit"), [index](Battlegroup &state) {
        if (!validUnit(state, index))
            return noSuch(QT_TRANSLATE_NOOP("md::EditCommands", "There is no such unit."));
        const QString id = state.units.at(index).id;
        for (const LogRecord &r : std::as_const(state.log)) {
            if (r.unitId == id)
                return ratio::ActionResult::refused(
                    tr("%1 has entries in the battle log, so it cannot be removed; mark its pieces as having left "
                       "the board instead.").arg(state.units.at(index).name));
        }
        if (state.battleUnderWay() && !unitHoldsNoPoints(state.units.at(index), state.rules))
            return startingFixed();
        state.units.removeAt(index);
        return ratio::ActionResult();
    });
}

std::unique_ptr<EditCommand> EditCommand::editUnit(BattlegroupDocument *document, int index, Unit unit)
{
    const QString text = tr("Edit unit %1").arg(unit.name);
    return std::make_unique<EditCommand>(document, text, [index, unit = std::move(unit)](Battlegroup &state) {
        if (!validUnit(state, index))
            return noSuch(QT_TRANSLATE_NOOP("md::EditCommands", "There is no such unit."));
        Unit &target = state.units[index];
        const QList<Piece> pieces = target.pieces;
        target = unit;
        target.pieces = pieces;
        return ratio::ActionResult();
    });
}

std::unique_ptr<EditCommand> EditCommand::addPiece(BattlegroupDocument *document, int unit, Piece piece, int index)
{
    const QString text = tr("Add %1").arg(piece.name.isEmpty() ? enumDisplayName(piece.kind) : piece.name);
    return std::make_unique<EditCommand>(document, text, [unit, piece = std::move(piece), index](Battlegroup &state) {
        if (!validUnit(state, unit) || index < 0 || index > state.units.at(unit).pieces.size())
            return noSuch(QT_TRANSLATE_NOOP("md::EditCommands", "There is no such place in the unit."));
        if (state.battleUnderWay() && !holdsNoPoints(piece, state.rules))
            return startingFixed();
        state.units[unit].pieces.insert(index, piece);
        return ratio::ActionResult();
    });
}

std::unique_ptr<EditCommand> EditCommand::removePiece(BattlegroupDocument *document, ratio::PieceRef piece)
{
    return std::make_unique<EditCommand>(document, tr("Remove piece"), [piece](Battlegroup &state) {
        if (!validPiece(state, piece))
            return noSuch(QT_TRANSLATE_NOOP("md::EditCommands", "There is no such piece."));
        const QString id = state.units.at(piece.unit).pieces.at(piece.piece).id;
        for (const LogRecord &r : std::as_const(state.log)) {
            if (r.pieceId == id || r.detail == id)
                return noSuch(QT_TRANSLATE_NOOP("md::EditCommands", "This piece appears in the battle log, so it cannot be removed; record a casualty or "
                              "mark it as having left the board instead."));
        }
        if (state.battleUnderWay() && !holdsNoPoints(state.units.at(piece.unit).pieces.at(piece.piece), state.rules))
            return startingFixed();
        state.units[piece.unit].pieces.removeAt(piece.piece);
        return ratio::ActionResult();
    });
}

std::unique_ptr<EditCommand> EditCommand::editPiece(BattlegroupDocument *document, ratio::PieceRef ref, Piece piece)
{
    const QString text = tr("Edit %1").arg(piece.name.isEmpty() ? piece.id : piece.name);
    return std::make_unique<EditCommand>(document, text, [ref, piece = std::move(piece)](Battlegroup &state) {
        if (!validPiece(state, ref))
            return noSuch(QT_TRANSLATE_NOOP("md::EditCommands", "There is no such piece."));
        Piece &target = state.units[ref.unit].pieces[ref.piece];
        if (state.battleUnderWay()) {
            if (const QString why = damageRefusal(target, piece); !why.isEmpty())
                return ratio::ActionResult::refused(why);
            if (!samePoints(target, piece, state.rules, state.rules))
                return startingFixed();
        }
        const PieceState playState = target.state;
        target = piece;
        target.state = playState;
        return ratio::ActionResult();
    });
}

std::unique_ptr<EditCommand> EditCommand::restore(BattlegroupDocument *document, Battlegroup recovered)
{
    return std::make_unique<EditCommand>(document, tr("Recover unsaved work"), [recovered = std::move(recovered)](Battlegroup &state) {
        state = recovered;
        return ratio::ActionResult();
    });
}

} // namespace md
