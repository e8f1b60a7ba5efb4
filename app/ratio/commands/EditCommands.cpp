#include "ratio/commands/EditCommands.h"

#include "ratio/document/BattlegroupDocument.h"
#include "ratio/rules/MoralePoints.h"

#include <QCoreApplication>

#include <algorithm>

namespace md {

namespace {
// A class rather than a free tr(), so that lupdate files these strings under the context they are looked up in.
struct EditText
{
    Q_DECLARE_TR_FUNCTIONS(md::EditCommands)
};

ratio::ActionResult noSuch(const char *what) { return ratio::ActionResult::refused(EditText::tr(what)); }

bool validUnit(const Battlegroup &state, int unit) { return unit >= 0 && unit < state.units.size(); }

bool validPiece(const Battlegroup &state, ratio::PieceRef ref)
{
    return validUnit(state, ref.unit) && ref.piece >= 0 && ref.piece < state.units.at(ref.unit).pieces.size();
}

// R5: points never rise during a battle; there is no repair in these rules, so a smaller loss is refused
// with its own reason rather than the one for recording a loss.
QString repairRefusal()
{
    return EditText::tr("during a battle lost points do not come back: these rules have no repair (R5, R11); "
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
        return EditText::tr("during a battle hits are recorded only with Play \u2192 Penetrating hit, so that markers, "
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
            return EditText::tr("during a battle %1 levels are lost only with Play \u2192 Lose %1 level, so that "
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
        return EditText::tr("during a battle weapon systems are knocked out only with Play \u2192 Knock out weapon, so "
                            "that markers, the breaking point and the log follow (R4, R6, R11); Undo takes back a loss "
                            "recorded by mistake.");
    return {};
}

// R5, R11: the starting levels are fixed when the battle begins and the endurance is their sum, so during
// a battle no edit may change what a piece brought or holds; only the play verbs move points.
ratio::ActionResult startingFixed()
{
    return ratio::ActionResult::refused(
        EditText::tr("the battle is under way: starting levels are fixed (R5, R11), so this would change the "
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

EditBattlegroupCommand::EditBattlegroupCommand(BattlegroupDocument *document, QString name, QString side,
                                               QString notes, RuleOptions rules)
    : DocumentCommand(document, EditText::tr("Edit battlegroup"))
    , m_name(std::move(name))
    , m_side(std::move(side))
    , m_notes(std::move(notes))
    , m_rules(rules)
{
}
ratio::ActionResult EditBattlegroupCommand::perform(Battlegroup &state)
{
    if (state.battleUnderWay() && !(state.rules == m_rules)) {
        for (const Unit &u : std::as_const(state.units)) {
            for (const Piece &p : u.pieces) {
                if (!samePoints(p, p, state.rules, m_rules))
                    return startingFixed(); // the Leaders rule changes what soldiers are worth (R2)
            }
        }
    }
    state.name = m_name;
    state.side = m_side;
    state.notes = m_notes;
    state.rules = m_rules;
    return {};
}

AddUnitCommand::AddUnitCommand(BattlegroupDocument *document, Unit unit, int index)
    : DocumentCommand(document, EditText::tr("Add unit %1").arg(unit.name))
    , m_unit(std::move(unit))
    , m_index(index)
{
}
ratio::ActionResult AddUnitCommand::perform(Battlegroup &state)
{
    if (m_index < 0 || m_index > state.units.size())
        return noSuch(QT_TRANSLATE_NOOP("md::EditCommands", "There is no such place in the roster."));
    if (state.battleUnderWay() && !unitHoldsNoPoints(m_unit, state.rules))
        return startingFixed();
    state.units.insert(m_index, m_unit);
    return {};
}

RemoveUnitCommand::RemoveUnitCommand(BattlegroupDocument *document, int index)
    : DocumentCommand(document, EditText::tr("Remove unit"))
    , m_index(index)
{
}
ratio::ActionResult RemoveUnitCommand::perform(Battlegroup &state)
{
    if (!validUnit(state, m_index))
        return noSuch(QT_TRANSLATE_NOOP("md::EditCommands", "There is no such unit."));
    const QString id = state.units.at(m_index).id;
    for (const LogRecord &r : std::as_const(state.log)) {
        if (r.unitId == id)
            return ratio::ActionResult::refused(
                EditText::tr("%1 has entries in the battle log, so it cannot be removed; mark its pieces as having left "
                   "the board instead.").arg(state.units.at(m_index).name));
    }
    if (state.battleUnderWay() && !unitHoldsNoPoints(state.units.at(m_index), state.rules))
        return startingFixed();
    state.units.removeAt(m_index);
    return {};
}

EditUnitCommand::EditUnitCommand(BattlegroupDocument *document, int index, Unit unit)
    : DocumentCommand(document, EditText::tr("Edit unit %1").arg(unit.name))
    , m_index(index)
    , m_unit(std::move(unit))
{
}
ratio::ActionResult EditUnitCommand::perform(Battlegroup &state)
{
    if (!validUnit(state, m_index))
        return noSuch(QT_TRANSLATE_NOOP("md::EditCommands", "There is no such unit."));
    Unit &unit = state.units[m_index];
    const QList<Piece> pieces = unit.pieces;
    unit = m_unit;
    unit.pieces = pieces;
    return {};
}

AddPieceCommand::AddPieceCommand(BattlegroupDocument *document, int unit, Piece piece, int index)
    : DocumentCommand(document, EditText::tr("Add %1").arg(piece.name.isEmpty() ? enumDisplayName(piece.kind) : piece.name))
    , m_unit(unit)
    , m_piece(std::move(piece))
    , m_index(index)
{
}
ratio::ActionResult AddPieceCommand::perform(Battlegroup &state)
{
    if (!validUnit(state, m_unit) || m_index < 0 || m_index > state.units.at(m_unit).pieces.size())
        return noSuch(QT_TRANSLATE_NOOP("md::EditCommands", "There is no such place in the unit."));
    if (state.battleUnderWay() && !holdsNoPoints(m_piece, state.rules))
        return startingFixed();
    state.units[m_unit].pieces.insert(m_index, m_piece);
    return {};
}

RemovePieceCommand::RemovePieceCommand(BattlegroupDocument *document, ratio::PieceRef piece)
    : DocumentCommand(document, EditText::tr("Remove piece"))
    , m_piece(piece)
{
}
ratio::ActionResult RemovePieceCommand::perform(Battlegroup &state)
{
    if (!validPiece(state, m_piece))
        return noSuch(QT_TRANSLATE_NOOP("md::EditCommands", "There is no such piece."));
    const QString id = state.units.at(m_piece.unit).pieces.at(m_piece.piece).id;
    for (const LogRecord &r : std::as_const(state.log)) {
        if (r.pieceId == id || r.detail == id)
            return noSuch(QT_TRANSLATE_NOOP("md::EditCommands", "This piece appears in the battle log, so it cannot be removed; record a casualty or "
                          "mark it as having left the board instead."));
    }
    if (state.battleUnderWay() && !holdsNoPoints(state.units.at(m_piece.unit).pieces.at(m_piece.piece), state.rules))
        return startingFixed();
    state.units[m_piece.unit].pieces.removeAt(m_piece.piece);
    return {};
}

EditPieceCommand::EditPieceCommand(BattlegroupDocument *document, ratio::PieceRef ref, Piece piece)
    : DocumentCommand(document, EditText::tr("Edit %1").arg(piece.name.isEmpty() ? piece.id : piece.name))
    , m_ref(ref)
    , m_piece(std::move(piece))
{
}
ratio::ActionResult EditPieceCommand::perform(Battlegroup &state)
{
    if (!validPiece(state, m_ref))
        return noSuch(QT_TRANSLATE_NOOP("md::EditCommands", "There is no such piece."));
    Piece &target = state.units[m_ref.unit].pieces[m_ref.piece];
    if (state.battleUnderWay()) {
        if (const QString why = damageRefusal(target, m_piece); !why.isEmpty())
            return ratio::ActionResult::refused(why);
        if (!samePoints(target, m_piece, state.rules, state.rules))
            return startingFixed();
    }
    const PieceState playState = target.state;
    target = m_piece;
    target.state = playState;
    return {};
}

RestoreCommand::RestoreCommand(BattlegroupDocument *document, Battlegroup state)
    : DocumentCommand(document, EditText::tr("Recover unsaved work"))
    , m_state(std::move(state))
{
}
ratio::ActionResult RestoreCommand::perform(Battlegroup &state)
{
    state = m_state;
    return {};
}

} // namespace md
