// BattlegroupValidator (declared in BattlegroupReader.h): the cross-field rules of file format v1,
// checked on the model so that an editor gets the same answers as the file reader.

#include "ratio/io/BattlegroupValidator.h"
#include "ratio/io/FileFormat.h"
#include "ratio/io/LazyPath.h"
#include "ratio/rules/MoralePoints.h"
#include "ratio/rules/RatioMorale.h"

#include <QHash>

#include <algorithm>
#include <optional>

using namespace Qt::StringLiterals;

namespace md {

namespace {
using F = FileFormat;

// A piece that makes a unit a vehicle unit: a vehicle, or a robot given vehicle-style morale (R4: the
// heavy battledrone).
bool isVehiclePiece(const Piece &p) noexcept
{
    return p.kind == PieceKind::Vehicle || (p.isRobotKind() && p.style == MoraleStyle::Vehicle);
}

class Checker
{
    Q_DECLARE_TR_FUNCTIONS(md::BattlegroupValidator)

public:
    explicit Checker(const Battlegroup &bg) : m_bg(bg), m_turn(std::clamp(bg.turn, 1, limits::maxTurn)) { }

    Problems run()
    {
        const QString root = u"$"_s;
        text(root, "name"_L1, m_bg.name, true, limits::maxNameLength);
        text(root, "side"_L1, m_bg.side, false, limits::maxNameLength);
        text(root, "notes"_L1, m_bg.notes, false, limits::maxNotesLength);
        if (m_bg.ruleSystem != F::ruleSystem)
            add(F::key(root, "ruleSystem"_L1), F::unknownRuleSystem(m_bg.ruleSystem));
        range(root, "turn"_L1, m_bg.turn, 1, limits::maxTurn);
        // R11: the breaking point is reached in some turn already played, or not yet (0).
        range(root, "breakingTurn"_L1, m_bg.breakingTurn, 0, m_turn, F::Bound::CurrentTurn);
        if (m_bg.breakingTurn >= 1 && m_bg.breakingTurn <= m_turn && !lostAnything())
            add(F::key(root, "breakingTurn"_L1),
                tr("a battlegroup reaches its breaking point by losing 50 % or more of its endurance (R11); this "
                   "one has lost nothing"));

        const QString units = F::key(root, "units"_L1);
        if (m_bg.units.size() > limits::maxUnits)
            add(units, F::tooMany(tr("units"), m_bg.units.size(), limits::maxUnits));
        qsizetype pieces = 0;
        for (const Unit &u : m_bg.units)
            pieces += u.pieces.size();
        if (pieces > limits::maxPiecesTotal)
            add(units, F::tooMany(tr("pieces in all units"), pieces, limits::maxPiecesTotal));
        for (qsizetype i = 0; i < m_bg.units.size(); ++i)
            unit(m_bg.units.at(i), F::index(units, i), i);

        const QString log = F::key(root, "log"_L1);
        if (m_bg.log.size() > limits::maxLogRecords)
            add(log, F::tooMany(tr("log records"), m_bg.log.size(), limits::maxLogRecords));
        for (qsizetype k = 0; k < m_bg.log.size(); ++k)
            record(m_bg.log.at(k), F::index(log, k));
        return m_problems;
    }

private:
    // R11: losses show in the units, or (when crews who joined after a bail-out have made up for them, R10)
    // in the log up to the breaking turn.
    bool lostAnything() const
    {
        if (ratio::endurance(m_bg).lost > 0)
            return true;
        return std::any_of(m_bg.log.cbegin(), m_bg.log.cend(), [this](const LogRecord &r) {
            if (r.turn > m_bg.breakingTurn)
                return false;
            if (r.event == LogEvent::Check)
                return r.result == FailureResult::Eliminated || r.result == FailureResult::Destroyed;
            return r.points > 0 && r.event != LogEvent::TurnEnded && r.event != LogEvent::BreakingPoint
                && r.event != LogEvent::SheetEntered;
        });
    }

    void add(const QString &path, const QString &reason) { m_problems.append({path, reason}); }

    // Paths are only built for a problem: a valid file of 50 000 pieces must not pay for them.
    void range(const LazyPath &parent, QLatin1StringView key, qint64 value, qint64 min, qint64 max,
               std::optional<F::Bound> bound = {})
    {
        if (value < min || value > max)
            add(F::key(parent, key), F::wholeNumber(min, max, value, bound ? F::context(*bound) : QString()));
    }

    void text(const LazyPath &parent, QLatin1StringView key, const QString &value, bool required, int max)
    {
        if (required && value.isEmpty())
            add(F::key(parent, key), F::mustNotBeEmpty());
        else if (const qsizetype length = F::textLength(value); length > max)
            add(F::key(parent, key), F::tooLong(length, max));
    }

    // Ids are unique across units and pieces, so a log record's reference is never ambiguous.
    // Where an id was first used: a unit (piece -1) or a piece of it, made into a path only for a duplicate.
    struct Owner
    {
        qsizetype unit = 0;
        qsizetype piece = -1;
    };
    static QString ownerPath(Owner owner)
    {
        const QString unit = F::index(F::key(u"$"_s, "units"_L1), owner.unit);
        return owner.piece < 0 ? unit : F::index(F::key(unit, "pieces"_L1), owner.piece);
    }

    void id(const LazyPath &owner, const QString &value, Owner where)
    {
        text(owner, "id"_L1, value, true, limits::maxNameLength);
        if (value.isEmpty())
            return;
        const auto seen = m_ids.constFind(value);
        if (seen != m_ids.cend()) {
            add(F::key(owner, "id"_L1), tr("duplicate id %1; already used at %2").arg(F::quoted(value), ownerPath(*seen)));
            return;
        }
        m_ids.insert(value, where);
    }

    void unit(const Unit &u, const QString &path, qsizetype index)
    {
        id(path, u.id, Owner {index, -1});
        if (!u.id.isEmpty() && !m_units.contains(u.id))
            m_units.insert(u.id, &u);
        text(path, "name"_L1, u.name, true, limits::maxNameLength);
        text(path, "notes"_L1, u.notes, false, limits::maxNotesLength);

        const QString pieces = F::key(path, "pieces"_L1);
        if (u.pieces.isEmpty())
            add(pieces, tr("a unit holds at least one piece"));
        else if (u.pieces.size() > limits::maxPiecesPerUnit)
            add(pieces, F::tooMany(tr("pieces in one unit"), u.pieces.size(), limits::maxPiecesPerUnit));
        const LazyPath piecesAt(pieces);
        for (qsizetype j = 0; j < u.pieces.size(); ++j) {
            const Piece &p = u.pieces.at(j);
            piece(p, LazyPath(piecesAt, j), Owner {index, j});
            if (!p.id.isEmpty() && !m_pieceUnits.contains(p.id))
                m_pieceUnits.insert(p.id, &u);
        }
        composition(u, path);
        if (!u.pieces.isEmpty() && ratio::unitStarting(u, m_bg.rules) <= 0)
            add(path, tr("the unit's starting morale level is 0; no piece in it brings any points (R1)"));
    }

    // R1: what each kind of morale unit may hold; R10: crews that left their vehicle join its unit.
    void composition(const Unit &u, const QString &path)
    {
        const QString pieces = F::key(path, "pieces"_L1);
        const LazyPath piecesAt(pieces);
        int vehicles = 0;
        int strongpoints = 0;
        for (qsizetype j = 0; j < u.pieces.size(); ++j) {
            const Piece &p = u.pieces.at(j);
            const LazyPath pp(piecesAt, j); // made into words only for a problem
            const bool soldier = p.kind == PieceKind::Soldier;
            switch (u.kind) {
            case UnitKind::Infantry:
                if (!soldier && !p.isRobotKind())
                    add(pp,
                        tr("a %1 cannot be part of an infantry unit; a vehicle or strongpoint is a morale unit of its "
                           "own (R1)")
                            .arg(enumKey(p.kind)));
                else if (soldier && p.crewSurvivor)
                    add(F::key(pp, "crewSurvivor"_L1),
                        tr("crew survivors join only vehicle and strongpoint units (R10)"));
                break;
            case UnitKind::Robots:
                if (!p.isRobotKind())
                    add(pp,
                        tr("a %1 cannot be part of a robots unit, which holds only warbots and wardrones (R1)")
                            .arg(enumKey(p.kind)));
                break;
            case UnitKind::Vehicle:
                if (isVehiclePiece(p)) {
                    if (++vehicles == 2)
                        add(pp, tr("a vehicle unit holds exactly one vehicle (R1); this is a second one"));
                } else if (!soldier || !p.crewSurvivor) {
                    add(pp,
                        tr("a vehicle unit holds one vehicle (a vehicle, or a warbot or wardrone with vehicle morale) "
                           "and its crew survivors (R1, R10)"));
                }
                break;
            case UnitKind::Strongpoint:
                if (p.kind == PieceKind::Strongpoint) {
                    if (++strongpoints == 2)
                        add(pp, tr("a strongpoint unit holds exactly one strongpoint (R1); this is a second one"));
                } else if (!soldier || !p.crewSurvivor) {
                    add(pp, tr("a strongpoint unit holds one strongpoint and its crew survivors (R1, R10)"));
                }
                break;
            }
        }
        if (u.kind == UnitKind::Vehicle && vehicles == 0 && !u.pieces.isEmpty())
            add(pieces,
                tr("a vehicle unit needs its vehicle (a vehicle, or a warbot or wardrone with vehicle morale)"));
        if (u.kind == UnitKind::Strongpoint && strongpoints == 0 && !u.pieces.isEmpty())
            add(pieces, tr("a strongpoint unit needs its strongpoint"));
    }

    void piece(const Piece &p, const LazyPath &path, Owner where)
    {
        id(path, p.id, where);
        text(path, "name"_L1, p.name, false, limits::maxNameLength);

        if (const QString mismatch = F::styleMismatch(p.kind, p.style); !mismatch.isEmpty())
            add(F::key(path, "morale"_L1), mismatch);
        if (p.kind != PieceKind::Soldier && p.moraleOfficer)
            add(F::key(path, "moraleOfficer"_L1), tr("only a soldier can be a morale officer (R2)"));
        if (p.kind != PieceKind::Soldier && p.crewSurvivor)
            add(F::key(path, "crewSurvivor"_L1), tr("only a soldier can be a crew survivor (R10)"));

        switch (p.style) {
        case MoraleStyle::Infantry:
            break;
        case MoraleStyle::Robot:
            range(path, "size"_L1, p.size, 1, F::maxRobotSize, F::Bound::RobotSize);
            range(path, "hits"_L1, p.hits, 0, F::maxHits(p.size), F::Bound::RobotHits);
            break;
        case MoraleStyle::Vehicle:
            vehicle(p, path);
            break;
        }
        state(p.state, LazyPath(path, "state"_L1));
    }

    // R4: the status-sheet fields.
    void vehicle(const Piece &p, const LazyPath &path)
    {
        text(path, "armorClass"_L1, p.armorClass, false, limits::maxNameLength);
        range(path, "movementRate"_L1, p.movementRate, 0, limits::maxMovementRate);
        range(path, "currentMovement"_L1, p.currentMovement, 0, std::clamp(p.movementRate, 0, limits::maxMovementRate),
              F::Bound::MovementRate);
        range(path, "targetingBonus"_L1, p.targetingBonus, -limits::maxTargetingBonus, limits::maxTargetingBonus);
        range(path, "size"_L1, p.size, 1, limits::maxVehicleSize);

        const QString systems = F::key(path, "systems"_L1);
        for (const VehicleSystem s :
             {VehicleSystem::Movement, VehicleSystem::Targeting, VehicleSystem::DamageControl}) {
            const SystemTrack &track = p.system(s);
            const QString sp = F::key(systems, enumKey(s));
            if (s == VehicleSystem::Movement && !p.hasMovement)
                range(sp, "levels"_L1, track.levels, 0, 0, F::Bound::NoMovement);
            else
                range(sp, "levels"_L1, track.levels, 0, F::maxSystemLevels);
            range(sp, "current"_L1, track.current, 0, std::clamp(track.levels, 0, F::maxSystemLevels),
                  F::Bound::SystemLevels);
        }

        const QString weapons = F::key(path, "weapons"_L1);
        if (p.weapons.size() > limits::maxWeapons)
            add(weapons, F::tooMany(tr("weapon systems"), p.weapons.size(), limits::maxWeapons));
        for (qsizetype w = 0; w < p.weapons.size(); ++w)
            text(F::index(weapons, w), "name"_L1, p.weapons.at(w).name, true, limits::maxNameLength);
        if (p.crew.size() > limits::maxCrew)
            add(F::key(path, "crew"_L1), F::tooMany(tr("crew"), p.crew.size(), limits::maxCrew));
    }

    // R6: markers, one check per turn; R7: results are shown only for pieces on the table.
    void state(const PieceState &s, const LazyPath &path)
    {
        const bool active = s.presence == Presence::Active;
        // A Broken piece may leave the board (R7) and keeps its status there.
        if (!active && s.presence != Presence::LeftBoard && s.status != MoraleStatus::Normal)
            add(F::key(path, "status"_L1),
                tr("must be normal for a piece that is no longer on the table (presence %1); found %2")
                    .arg(enumKey(s.presence), enumKey(s.status)));
        if (!active && s.marker)
            add(F::key(path, "marker"_L1),
                tr("must be false for a piece that is no longer on the table (presence %1)").arg(enumKey(s.presence)));
        if (s.marker)
            range(path, "markerDueTurn"_L1, s.markerDueTurn, 1, m_turn + 1, F::Bound::MarkerDue);
        else
            range(path, "markerDueTurn"_L1, s.markerDueTurn, 0, m_turn + 1, F::Bound::NextTurn);
        range(path, "lastCheckTurn"_L1, s.lastCheckTurn, 0, m_turn, F::Bound::CurrentTurn);
        range(path, "actedTurn"_L1, s.actedTurn, 0, m_turn, F::Bound::CurrentTurn);
        if (s.nbcPending && !s.marker)
            add(F::key(path, "nbcPending"_L1), tr("must be false when the piece has no marker (R8a)"));
    }

    void record(const LogRecord &r, const QString &path)
    {
        range(path, "turn"_L1, r.turn, 1, m_turn, F::Bound::CurrentTurn);
        const bool unitOptional = r.event == LogEvent::TurnEnded || r.event == LogEvent::BreakingPoint
            || r.event == LogEvent::SheetEntered;
        const Unit *unit = nullptr;
        if (r.unitId.isEmpty()) {
            if (!unitOptional)
                add(F::key(path, "unit"_L1), tr("a %1 record must name its unit").arg(enumKey(r.event)));
        } else {
            unit = m_units.value(r.unitId);
            if (!unit)
                add(F::key(path, "unit"_L1), tr("unknown unit %1; no unit has this id").arg(F::quoted(r.unitId)));
        }
        if (!r.pieceId.isEmpty()) {
            if (r.unitId.isEmpty()) {
                add(F::key(path, "piece"_L1), tr("a piece can be named only together with its unit"));
            } else if (unit) {
                if (m_pieceUnits.value(r.pieceId) != unit)
                    add(F::key(path, "piece"_L1),
                        tr("unknown piece %1; unit %2 has no piece with this id")
                            .arg(F::quoted(r.pieceId), F::quoted(r.unitId)));
            }
        }
        text(path, "detail"_L1, r.detail, false, limits::maxNotesLength);
        range(path, "points"_L1, r.points, 0, F::maxInteger);

        if (r.event == LogEvent::Check)
            check(r, path);
        else
            notCheck(r, path);
    }

    void check(const LogRecord &r, const QString &path)
    {
        const qsizetype before = m_problems.size();
        range(path, "starting"_L1, r.starting, 1, F::maxInteger);
        // Not capped at `starting`: a bailed crew may hold more points than its vehicle started with (R5, R10).
        range(path, "current"_L1, r.current, 0, F::maxInteger);
        if (r.need)
            range(path, "need"_L1, *r.need, 0, F::maxNeed);
        if (r.modifiedNeed)
            range(path, "modifiedNeed"_L1, *r.modifiedNeed, F::minModifiedNeed, F::maxModifiedNeed);
        const QString factors = r.factors.isEmpty() ? QString() : F::key(path, "factors"_L1);
        if (r.factors.size() > limits::maxFactors)
            add(factors, F::tooMany(tr("factors"), r.factors.size(), limits::maxFactors));
        for (qsizetype i = 0; i < r.factors.size(); ++i) {
            const Factor &f = r.factors.at(i);
            const QString fp = F::index(factors, i);
            if (!F::factorKeys().contains(f.key))
                add(F::key(fp, "key"_L1), F::unknownValue(tr("factor"), f.key, F::factorKeys()));
            range(fp, "delta"_L1, f.delta, -F::maxFactorDelta, F::maxFactorDelta);
        }
        if (r.die)
            range(path, "die"_L1, *r.die, 1, 10);
        else if (r.typed)
            add(F::key(path, "typed"_L1), tr("must be false or left out: no die was rolled, so none was typed"));
        if (r.outcome == CheckOutcome::Passed && r.result != FailureResult::None)
            add(F::key(path, "result"_L1), tr("must be none when the check passed; found %1").arg(enumKey(r.result)));
        if (r.outcome == CheckOutcome::Failed && r.result == FailureResult::None)
            add(F::key(path, "result"_L1), tr("a failed check has a result of failure (R5); found none"));
        else if (m_problems.size() == before)
            agreement(r, path);
    }

    // What the engine records for a check (RatioEngine::check, ratio::assess): the table's entry, need and
    // result from the ratio (R5, R8a), the modified need from the factors the record lists (R8), the die
    // only where some faces pass and some fail, and the outcome from the die. The first field that
    // contradicts the others is reported; the rest of the record is judged against it no further.
    void agreement(const LogRecord &r, const QString &path)
    {
        const int s = r.starting;
        const int c = r.current;
        const bool nbc = std::any_of(r.factors.cbegin(), r.factors.cend(), [](const Factor &f) { return f.key == "nbc"_L1; });
        int factors = 0;
        for (const Factor &f : r.factors)
            factors += f.delta;
        const QString points = tr("%1 of %2 points").arg(c).arg(s);
        const auto mustBe = [&](QLatin1StringView key, const QString &expected, const QString &found) {
            add(F::key(path, key), tr("must be %1 for %2 (R5, R8); found %3").arg(expected, points, found));
        };
        const auto text = [](std::optional<int> v) { return v ? QString::number(*v) : u"null"_s; };

        // R5: 0 is "no roll possible", S full strength (unless an NBC attack forces a roll, R8a), F a ratio under .10.
        const Automatic automatic = c <= 0 ? Automatic::Destroyed
            : c >= s && !nbc               ? Automatic::Success
            : c < s && ratio::bandNeed(s, c) == 0 ? Automatic::Failure
                                                  : Automatic::None;
        if (r.automatic != automatic)
            return mustBe("automatic"_L1, enumKey(automatic), enumKey(r.automatic));
        std::optional<int> need;
        if (automatic == Automatic::Failure)
            need = 0;
        else if (automatic == Automatic::None)
            need = c >= s ? 10 : ratio::bandNeed(s, c);
        if (r.need != need)
            return mustBe("need"_L1, text(need), text(r.need));
        const std::optional<int> modified = automatic == Automatic::None ? std::optional(*need + factors) : std::nullopt;
        if (r.modifiedNeed != modified) {
            add(F::key(path, "modifiedNeed"_L1),
                modified ? tr("must be %1, the need %2 with its factors (R8); found %3")
                               .arg(*modified)
                               .arg(*need)
                               .arg(text(r.modifiedNeed))
                         : tr("must be null when the table's entry is %1 (no factor applies, R8); found %2")
                               .arg(enumKey(automatic), text(r.modifiedNeed)));
            return;
        }
        // A d10 passes on a face up to the modified need, so 0 or less never passes and 10 or more always does.
        const int faces = modified ? std::clamp(*modified, 0, 10) : 0;
        const bool rolled = faces > 0 && faces < 10;
        if (r.die.has_value() != rolled) {
            add(F::key(path, "die"_L1),
                rolled ? tr("a check at a modified need of %1 rolls a d10 (R5); found null").arg(faces)
                       : tr("must be null: no die is rolled when %1 (R5, R8); found %2")
                             .arg(modified ? tr("the modified need is %1").arg(*modified) : tr("the table's entry is %1").arg(enumKey(automatic)))
                             .arg(*r.die));
            return;
        }
        const bool passed = r.die ? *r.die <= faces : automatic == Automatic::Success || faces >= 10;
        const CheckOutcome outcome = passed ? CheckOutcome::Passed : CheckOutcome::Failed;
        if (r.outcome != outcome) {
            if (r.die)
                add(F::key(path, "outcome"_L1),
                    tr("must be %1: a d10 showing %2 against a modified need of %3 (R5: it passes on the need or less); "
                       "found %4")
                        .arg(enumKey(outcome))
                        .arg(*r.die)
                        .arg(faces)
                        .arg(enumKey(r.outcome)));
            else
                mustBe("outcome"_L1, enumKey(outcome), enumKey(r.outcome));
            return;
        }
        // R5, R8: a failure takes the result of the unmodified band; R8a: Cautious at full strength.
        const FailureResult result = passed ? FailureResult::None
            : c >= s                        ? FailureResult::Cautious
                                            : ratio::failureFor(s, c);
        if (r.result != result)
            mustBe("result"_L1, enumKey(result), enumKey(r.result));
    }

    void notCheck(const LogRecord &r, const QString &path)
    {
        const LogRecord plain;
        QStringList extra;
        if (r.event == LogEvent::BreakingPoint) {
            // R11: the endurance total and what was left of it.
            range(path, "starting"_L1, r.starting, 0, F::maxInteger);
            range(path, "current"_L1, r.current, 0, std::clamp(r.starting, 0, F::maxInteger), F::Bound::Endurance);
        } else {
            if (r.starting != plain.starting)
                extra << u"starting"_s;
            if (r.current != plain.current)
                extra << u"current"_s;
        }
        if (r.need != plain.need)
            extra << u"need"_s;
        if (r.modifiedNeed != plain.modifiedNeed)
            extra << u"modifiedNeed"_s;
        if (r.factors != plain.factors)
            extra << u"factors"_s;
        if (r.die != plain.die)
            extra << u"die"_s;
        if (r.automatic != plain.automatic)
            extra << u"automatic"_s;
        if (r.outcome != plain.outcome)
            extra << u"outcome"_s;
        if (r.result != plain.result)
            extra << u"result"_s;
        if (r.interceptive != plain.interceptive)
            extra << u"interceptive"_s;
        if (r.typed != plain.typed)
            extra << u"typed"_s;
        if (!extra.isEmpty())
            add(path,
                tr("a %1 record carries check fields (%2); only check records have them")
                    .arg(enumKey(r.event), extra.join(u", "_s)));
    }

    const Battlegroup &m_bg;
    const int m_turn; // the turn that bounds the others, kept sane even when `turn` itself is wrong
    Problems m_problems;
    QHash<QString, Owner> m_ids; // id -> its first owner
    QHash<QString, const Unit *> m_units;
    QHash<QString, const Unit *> m_pieceUnits; // piece id -> the unit that holds it
};
} // namespace

Problems BattlegroupValidator::validate(const Battlegroup &bg)
{
    return Checker(bg).run();
}

} // namespace md
