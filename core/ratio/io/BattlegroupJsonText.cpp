#include "ratio/io/BattlegroupJsonText.h"

#include "kernel/JsonTextWriter.h"
#include "ratio/io/FileFormat.h"

using namespace Qt::StringLiterals;

namespace md {

namespace {
using F = FileFormat;
using W = JsonTextWriter;

// An enumeration's file key without making a QString of it (enumKey() does).
template<typename E> QLatin1StringView keyOf(E value)
{
    for (const auto &row : EnumTable<E>::rows()) {
        if (row.value == value)
            return QLatin1StringView(row.key);
    }
    return {};
}

void member(W &w, QLatin1StringView key, const QString &value)
{
    w.key(key);
    w.value(value);
}

void member(W &w, QLatin1StringView key, int value)
{
    w.key(key);
    w.value(value);
}

void member(W &w, QLatin1StringView key, bool value)
{
    w.key(key);
    w.value(value);
}

template<typename E> void enumMember(W &w, QLatin1StringView key, E value)
{
    w.key(key);
    w.value(keyOf(value));
}

void optionalMember(W &w, QLatin1StringView key, const std::optional<int> &value)
{
    w.key(key);
    if (value)
        w.value(*value);
    else
        w.null();
}

// The keys of every object below are in QJsonObject's order (sorted by code unit: upper case before lower
// case, a prefix before its extensions), as BattlegroupWriter's QJsonObject builders end up with them.
void rules(W &w, const RuleOptions &r)
{
    w.beginObject();
    member(w, "bailedCrew"_L1, r.bailedCrew);
    enumMember(w, "defaultClass"_L1, r.defaultClass);
    enumMember(w, "defaultExperience"_L1, r.defaultExperience);
    member(w, "defaultNbcEquipped"_L1, r.defaultNbcEquipped);
    member(w, "experience"_L1, r.experience);
    member(w, "leaders"_L1, r.leaders);
    member(w, "moraleClasses"_L1, r.moraleClasses);
    member(w, "nbc"_L1, r.nbc);
    w.endObject();
}

void state(W &w, const PieceState &s)
{
    w.beginObject();
    member(w, "actedTurn"_L1, s.actedTurn);
    member(w, "lastCheckTurn"_L1, s.lastCheckTurn);
    member(w, "marker"_L1, s.marker);
    member(w, "markerDueTurn"_L1, s.markerDueTurn);
    member(w, "nbcPending"_L1, s.nbcPending);
    enumMember(w, "presence"_L1, s.presence);
    enumMember(w, "status"_L1, s.status);
    w.endObject();
}

void track(W &w, QLatin1StringView key, const SystemTrack &t)
{
    w.key(key);
    w.beginObject();
    member(w, "current"_L1, t.current);
    member(w, "levels"_L1, t.levels);
    w.endObject();
}

// Every field of the piece's kind and morale style, defaults included; fields of other kinds are not written.
void piece(W &w, const Piece &p)
{
    const bool soldier = p.kind == PieceKind::Soldier;
    const bool robot = p.style == MoraleStyle::Robot;
    const bool vehicle = p.style == MoraleStyle::Vehicle;
    w.beginObject();
    if (vehicle) {
        member(w, "armorClass"_L1, p.armorClass);
        w.key("crew"_L1);
        w.beginArray();
        for (const Rank r : p.crew)
            w.value(keyOf(r));
        w.endArray();
    }
    if (soldier)
        member(w, "crewSurvivor"_L1, p.crewSurvivor);
    if (vehicle) {
        member(w, "currentMovement"_L1, p.currentMovement);
        member(w, "hasMovement"_L1, p.hasMovement);
    }
    if (robot)
        member(w, "hits"_L1, p.hits);
    member(w, "id"_L1, p.id);
    enumMember(w, "kind"_L1, p.kind);
    enumMember(w, "morale"_L1, p.style);
    if (soldier)
        member(w, "moraleOfficer"_L1, p.moraleOfficer);
    if (vehicle)
        member(w, "movementRate"_L1, p.movementRate);
    member(w, "name"_L1, p.name);
    if (soldier)
        enumMember(w, "rank"_L1, p.rank);
    if (robot || vehicle)
        member(w, "size"_L1, p.size);
    w.key("state"_L1);
    state(w, p.state);
    if (vehicle) {
        w.key("systems"_L1);
        w.beginObject();
        track(w, "damageControl"_L1, p.system(VehicleSystem::DamageControl));
        track(w, "movement"_L1, p.system(VehicleSystem::Movement));
        track(w, "targeting"_L1, p.system(VehicleSystem::Targeting));
        w.endObject();
        member(w, "targetingBonus"_L1, p.targetingBonus);
        w.key("weapons"_L1);
        w.beginArray();
        for (const Weapon &weapon : p.weapons) {
            w.beginObject();
            member(w, "knockedOut"_L1, weapon.knockedOut);
            member(w, "name"_L1, weapon.name);
            w.endObject();
        }
        w.endArray();
    }
    w.endObject();
}

void unit(W &w, const Unit &u)
{
    w.beginObject();
    // Unset overrides stay absent: the battlegroup's default applies to them.
    if (u.experience)
        enumMember(w, "experience"_L1, *u.experience);
    member(w, "id"_L1, u.id);
    enumMember(w, "kind"_L1, u.kind);
    if (u.moraleClass)
        enumMember(w, "moraleClass"_L1, *u.moraleClass);
    member(w, "name"_L1, u.name);
    if (u.nbcEquipped)
        member(w, "nbcEquipped"_L1, *u.nbcEquipped);
    member(w, "notes"_L1, u.notes);
    w.key("pieces"_L1);
    w.beginArray();
    for (const Piece &p : u.pieces)
        piece(w, p);
    w.endArray();
    w.endObject();
}

void record(W &w, const LogRecord &r)
{
    const bool check = r.event == LogEvent::Check;
    // R11: a breaking point holds the endurance total and what was left of it.
    const bool endurance = check || r.event == LogEvent::BreakingPoint;
    w.beginObject();
    if (check)
        enumMember(w, "automatic"_L1, r.automatic);
    if (endurance)
        member(w, "current"_L1, r.current);
    member(w, "detail"_L1, r.detail);
    if (check)
        optionalMember(w, "die"_L1, r.die);
    enumMember(w, "event"_L1, r.event);
    if (check) {
        w.key("factors"_L1);
        w.beginArray();
        for (const Factor &f : r.factors) {
            w.beginObject();
            member(w, "delta"_L1, f.delta);
            member(w, "key"_L1, f.key);
            w.endObject();
        }
        w.endArray();
        member(w, "interceptive"_L1, r.interceptive);
        optionalMember(w, "modifiedNeed"_L1, r.modifiedNeed);
        optionalMember(w, "need"_L1, r.need);
        enumMember(w, "outcome"_L1, r.outcome);
    }
    member(w, "piece"_L1, r.pieceId);
    member(w, "points"_L1, r.points);
    if (check)
        enumMember(w, "result"_L1, r.result);
    if (endurance)
        member(w, "starting"_L1, r.starting);
    member(w, "turn"_L1, r.turn);
    if (check && r.typed) // written only when true, so a file of program dice saves as it always did
        member(w, "typed"_L1, true);
    member(w, "unit"_L1, r.unitId);
    w.endObject();
}

void log(W &w, const Battlegroup &bg)
{
    w.key("log"_L1);
    w.beginArray();
    for (const LogRecord &r : bg.log)
        record(w, r);
    w.endArray();
}

void units(W &w, const Battlegroup &bg)
{
    w.key("units"_L1);
    w.beginArray();
    for (const Unit &u : bg.units)
        unit(w, u);
    w.endArray();
}

// About 600 bytes a piece in the indented text: one allocation for most files.
qsizetype estimate(const Battlegroup &bg)
{
    qsizetype pieces = 0;
    for (const Unit &u : bg.units)
        pieces += u.pieces.size();
    return 4096 + 700 * pieces + 300 * bg.units.size() + 500 * bg.log.size();
}
} // namespace

QByteArray BattlegroupJsonText::battlegroup(const Battlegroup &bg)
{
    W w(estimate(bg));
    w.beginObject();
    member(w, "application"_L1, QString(F::application));
    member(w, "breakingTurn"_L1, bg.breakingTurn);
    member(w, "format"_L1, F::version);
    log(w, bg);
    member(w, "name"_L1, bg.name);
    member(w, "notes"_L1, bg.notes);
    member(w, "ruleSystem"_L1, bg.ruleSystem);
    w.key("rules"_L1);
    rules(w, bg.rules);
    member(w, "side"_L1, bg.side);
    member(w, "turn"_L1, bg.turn);
    units(w, bg);
    w.endObject();
    return w.take();
}

QByteArray BattlegroupJsonText::game(const QList<Battlegroup> &sides, int initiative)
{
    qsizetype size = 4096;
    for (const Battlegroup &bg : sides)
        size += estimate(bg);
    W w(size);
    w.beginObject();
    member(w, "application"_L1, QString(F::application));
    member(w, "format"_L1, F::version);
    member(w, "initiative"_L1, initiative);
    member(w, "ruleSystem"_L1, sides.isEmpty() ? QString(F::ruleSystem) : sides.constFirst().ruleSystem);
    w.key("sides"_L1);
    w.beginArray();
    for (const Battlegroup &bg : sides) {
        w.beginObject();
        member(w, "breakingTurn"_L1, bg.breakingTurn);
        log(w, bg);
        member(w, "name"_L1, bg.name);
        member(w, "notes"_L1, bg.notes);
        w.key("rules"_L1);
        rules(w, bg.rules);
        member(w, "side"_L1, bg.side);
        units(w, bg);
        w.endObject();
    }
    w.endArray();
    member(w, "turn"_L1, sides.isEmpty() ? 1 : sides.constFirst().turn);
    w.endObject();
    return w.take();
}

} // namespace md
