#pragma once

// What the rules engine's tests (tst_ratioengine_*) share: readable QCOMPARE failures, R11's field decision
// as a word, the refusal checks and the builders of pieces, units and battlegroups.

#include "ratio/model/Battlegroup.h"
#include "kernel/Dice.h"
#include "ratio/rules/FieldDecision.h"
#include "ratio/rules/MoralePoints.h"
#include "ratio/rules/RatioEngine.h"
#include "ratio/rules/RatioMorale.h"
#include "CountingDice.h"

#include <QString>
#include <QTest>

#include <algorithm>

// Readable QCOMPARE failures for the model's enums and piece references.
namespace md {
inline char *toString(FailureResult v) { return qstrdup(qPrintable(enumKey(v))); }
inline char *toString(MoraleStatus v) { return qstrdup(qPrintable(enumKey(v))); }
inline char *toString(CheckOutcome v) { return qstrdup(qPrintable(enumKey(v))); }
inline char *toString(Automatic v) { return qstrdup(qPrintable(enumKey(v))); }
inline char *toString(Presence v) { return qstrdup(qPrintable(enumKey(v))); }
inline char *toString(LogEvent v) { return qstrdup(qPrintable(enumKey(v))); }
} // namespace md

namespace md::ratio {
using namespace Qt::StringLiterals;

inline char *toString(const PieceRef &r) { return qstrdup(qPrintable(u"{%1,%2}"_s.arg(r.unit).arg(r.piece))); }
// R11 through the one function that decides it: "first", "second", "neither" or "undecided".
inline QString fieldHeldBy(const Battlegroup &first, const Battlegroup &second)
{
    const FieldDecision d = FieldDecision::decide({{u"first"_s, first.breakingTurn}, {u"second"_s, second.breakingTurn}});
    switch (d.outcome) {
    case BattleOutcome::Held:
        return d.heldBy;
    case BattleOutcome::Neither:
        return u"neither"_s;
    case BattleOutcome::Undecided:
    case BattleOutcome::Retreated:
        break;
    }
    return u"undecided"_s;
}
} // namespace md::ratio

// A refused action must report why, log nothing and leave the battlegroup exactly as it was.
#define VERIFY_REFUSED(bg, action)                                                                 \
    do {                                                                                           \
        const md::Battlegroup before_ = (bg);                                                      \
        const md::ratio::ActionResult result_ = (action);                                          \
        QVERIFY2(!result_.ok(), "expected a refusal: " #action);                                   \
        QVERIFY(result_.records.isEmpty());                                                        \
        QVERIFY2((bg) == before_, "a refused action changed the battlegroup: " #action);           \
    } while (false)

#define VERIFY_OK(action)                                                                          \
    do {                                                                                           \
        const md::ratio::ActionResult result_ = (action);                                          \
        QVERIFY2(result_.ok(), qPrintable(u"" #action ": "_s + result_.error));                     \
    } while (false)

namespace md::test {

using namespace md::ratio;
using namespace Qt::StringLiterals;

inline Piece makeSoldier(const QString &id, Rank rank = Rank::Trooper, bool moraleOfficer = false)
{
    Piece p;
    p.id = id;
    p.name = id;
    p.kind = PieceKind::Soldier;
    p.style = MoraleStyle::Infantry;
    p.rank = rank;
    p.moraleOfficer = moraleOfficer;
    return p;
}

inline Unit makeInfantry(const QString &id, const QList<Piece> &pieces)
{
    Unit u;
    u.id = id;
    u.name = id;
    u.kind = UnitKind::Infantry;
    u.pieces = pieces;
    return u;
}

inline QList<Piece> troopers(const QString &unitId, int count, int firstNumber = 1)
{
    QList<Piece> list;
    for (int i = 0; i < count; ++i)
        list.append(makeSoldier(u"%1-t%2"_s.arg(unitId).arg(firstNumber + i)));
    return list;
}

// A squad of `count` Troopers (1 point each with or without Leaders).
inline Unit makeSquad(const QString &id, int count) { return makeInfantry(id, troopers(id, count)); }

// The seed's Leaders squad (R2): Sergeant [0], Corporal [1], 8 Troopers [2..9] = 13 with Leaders.
inline QList<Piece> leadersSquadPieces(const QString &unitId)
{
    QList<Piece> list{makeSoldier(unitId + u"-sgt"_s, Rank::Sergeant), makeSoldier(unitId + u"-cpl"_s, Rank::Corporal)};
    list.append(troopers(unitId, 8));
    return list;
}
inline Unit makeLeadersSquad(const QString &id) { return makeInfantry(id, leadersSquadPieces(id)); }

inline Piece makeRobot(const QString &id, int size, PieceKind kind = PieceKind::Warbot)
{
    Piece p;
    p.id = id;
    p.name = id;
    p.kind = kind;
    p.style = MoraleStyle::Robot;
    p.size = size;
    return p;
}

inline Unit makeRobotUnit(const QString &id, int count, int size)
{
    Unit u;
    u.id = id;
    u.name = id;
    u.kind = UnitKind::Robots;
    for (int i = 0; i < count; ++i)
        u.pieces.append(makeRobot(u"%1-bot%2"_s.arg(id).arg(i + 1), size));
    return u;
}

// A vehicle-style piece with fully working systems, `weapons` weapon systems and a crew.
inline Piece makeVehicle(const QString &id, int movement, int targeting, int damageControl, int weapons,
                  const QList<Rank> &crew = {Rank::Trooper, Rank::Trooper, Rank::Trooper},
                  PieceKind kind = PieceKind::Vehicle)
{
    Piece p;
    p.id = id;
    p.name = id;
    p.kind = kind;
    p.style = MoraleStyle::Vehicle;
    p.movement = {movement, movement};
    p.targeting = {targeting, targeting};
    p.damageControl = {damageControl, damageControl};
    p.hasMovement = movement > 0 || kind != PieceKind::Strongpoint;
    p.movementRate = movement > 0 ? 6 : 0;
    p.currentMovement = p.movementRate;
    for (int i = 0; i < weapons; ++i)
        p.weapons.append({u"W%1"_s.arg(i + 1), false});
    p.crew = crew;
    return p;
}

inline Unit makeVehicleUnit(const QString &id, const Piece &vehicle)
{
    Unit u;
    u.id = id;
    u.name = id;
    u.kind = vehicle.kind == PieceKind::Strongpoint ? UnitKind::Strongpoint : UnitKind::Vehicle;
    u.pieces = {vehicle};
    return u;
}

inline Battlegroup makeBattlegroup(const QList<Unit> &units, const RuleOptions &rules = {})
{
    Battlegroup bg;
    bg.name = u"Test group"_s;
    bg.side = u"Blue"_s;
    bg.rules = rules;
    bg.units = units;
    return bg;
}

inline RuleOptions leadersRules()
{
    RuleOptions r;
    r.leaders = true;
    return r;
}

// Copies, so that no reference into the battlegroup outlives a mutation.
inline PieceState stateOf(const Battlegroup &bg, int unit, int piece) { return bg.units.at(unit).pieces.at(piece).state; }
inline int currentOf(const Battlegroup &bg, int unit) { return unitCurrent(bg.units.at(unit), bg.rules); }

inline bool sameRefs(QList<PieceRef> a, QList<PieceRef> b)
{
    const auto less = [](const PieceRef &x, const PieceRef &y) { return x.unit != y.unit ? x.unit < y.unit : x.piece < y.piece; };
    std::sort(a.begin(), a.end(), less);
    std::sort(b.begin(), b.end(), less);
    return a == b;
}

// Takes `points` morale points off a vehicle-style piece (enemy fire, not its own initiative):
// targeting, then damage control, then movement, then weapon systems.
inline bool damageVehicle(RatioEngine &engine, PieceRef ref, int points)
{
    for (int i = 0; i < points; ++i) {
        const Piece &p = engine.piece(ref);
        ActionResult r;
        if (p.targeting.current > 0)
            r = engine.loseSystemLevel(ref, VehicleSystem::Targeting);
        else if (p.damageControl.current > 0)
            r = engine.loseSystemLevel(ref, VehicleSystem::DamageControl);
        else if (p.movement.current > 0)
            r = engine.loseSystemLevel(ref, VehicleSystem::Movement);
        else {
            const auto it = std::find_if(p.weapons.cbegin(), p.weapons.cend(), [](const Weapon &w) { return !w.knockedOut; });
            r = engine.knockOutWeapon(ref, static_cast<int>(it - p.weapons.cbegin()));
        }
        if (!r.ok())
            return false;
    }
    return true;
}

inline bool loseLevels(RatioEngine &engine, PieceRef ref, VehicleSystem system, int levels)
{
    for (int i = 0; i < levels; ++i) {
        if (!engine.loseSystemLevel(ref, system).ok())
            return false;
    }
    return true;
}

inline bool casualties(RatioEngine &engine, int unit, int from, int to)
{
    for (int i = from; i <= to; ++i) {
        if (!engine.casualty({unit, i}).ok())
            return false;
    }
    return true;
}

} // namespace md::test
