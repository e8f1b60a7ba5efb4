#include "ratio/io/PieceReader.h"

#include "ratio/model/FileLimits.h"

#include <algorithm>

using namespace Qt::StringLiterals;

namespace md {

namespace {
using F = FileFormat;
using Keys = JsonKeys;

constexpr QLatin1StringView pieceKeys[] = {"id"_L1, "name"_L1, "kind"_L1, "morale"_L1, "state"_L1};
constexpr QLatin1StringView soldierKeys[] = {"rank"_L1, "moraleOfficer"_L1, "crewSurvivor"_L1};
constexpr QLatin1StringView robotKeys[] = {"size"_L1, "hits"_L1};
constexpr QLatin1StringView vehicleKeys[] = {"armorClass"_L1,     "movementRate"_L1, "currentMovement"_L1,
                                             "targetingBonus"_L1, "size"_L1,         "hasMovement"_L1,
                                             "systems"_L1,        "weapons"_L1,      "crew"_L1};
constexpr QLatin1StringView systemsKeys[] = {"movement"_L1, "targeting"_L1, "damageControl"_L1};
constexpr QLatin1StringView trackKeys[] = {"levels"_L1, "current"_L1};
constexpr QLatin1StringView weaponKeys[] = {"name"_L1, "knockedOut"_L1};
// Every key a piece may hold, whatever its kind: looked up once per piece (JsonFields).
constexpr QLatin1StringView anyPieceKeys[]
    = {"id"_L1,         "name"_L1,          "kind"_L1,         "morale"_L1,         "state"_L1,          "rank"_L1,
       "moraleOfficer"_L1, "crewSurvivor"_L1, "size"_L1,       "hits"_L1,           "armorClass"_L1,     "movementRate"_L1,
       "currentMovement"_L1, "targetingBonus"_L1, "hasMovement"_L1, "systems"_L1,   "weapons"_L1,        "crew"_L1};
constexpr QLatin1StringView stateKeys[] = {"presence"_L1,      "status"_L1,    "marker"_L1,    "markerDueTurn"_L1,
                                           "lastCheckTurn"_L1, "actedTurn"_L1, "nbcPending"_L1};
} // namespace

Piece PieceReader::readPiece(const QJsonValue &value, const LazyPath &path)
{
    Piece p;
    const std::optional<QJsonObject> json = element(value, path);
    if (!json)
        return p;
    const JsonFields fields(*json, anyPieceKeys);
    const JsonFields *o = &fields;
    if (auto v = string(*o, path, "id"_L1, Need::Required))
        p.id = *v;
    if (auto v = string(*o, path, "name"_L1))
        p.name = *v;
    // Kind and morale style decide which keys the piece may hold (R2-R4).
    const auto kind
        = enumeration<PieceKind>(*o, path, "kind"_L1, QT_TR_NOOP("piece kind"), Need::Required, Scope::Parent);
    std::optional<MoraleStyle> style;
    if (o->contains("morale"_L1))
        style = enumeration<MoraleStyle>(*o, path, "morale"_L1, QT_TR_NOOP("morale style"), Need::Optional,
                                         Scope::Parent);
    else if (kind)
        style = defaultStyle(*kind);

    // A soldier with robot morale has no reading that makes sense of its other keys.
    const QString mismatch = kind && style ? F::styleMismatch(*kind, *style) : QString();
    if (!mismatch.isEmpty())
        fail(F::key(path, "morale"_L1), mismatch, Scope::Parent, path);
    if (kind && style && mismatch.isEmpty()) {
        p.kind = *kind;
        p.style = *style;
        readKindFields(*o, path, p);
    } else {
        checkKeys(*o, path, {pieceKeys, soldierKeys, robotKeys, vehicleKeys});
    }
    if (auto state = object(*o, path, "state"_L1))
        readState(JsonFields(*state, stateKeys), LazyPath(path, "state"_L1), p.state);
    return p;
}

// The keys of the piece's kind and morale style (R2-R4); any other is reported.
void PieceReader::readKindFields(const JsonFields &o, const LazyPath &path, Piece &p)
{
    const bool soldier = p.kind == PieceKind::Soldier;
    const bool robot = p.style == MoraleStyle::Robot;
    const bool vehicle = p.style == MoraleStyle::Vehicle;
    // Words for a key out of place, made only then.
    const auto whose = [&p] {
        return p.style == defaultStyle(p.kind) ? tr("a %1").arg(enumKey(p.kind))
                                               : tr("a %1 with %2 morale").arg(enumKey(p.kind), enumKey(p.style));
    };
    const Keys none;
    checkKeys(o, path,
              {pieceKeys, soldier ? Keys(soldierKeys) : none, robot ? Keys(robotKeys) : none,
               vehicle ? Keys(vehicleKeys) : none},
              {soldierKeys, robotKeys, vehicleKeys}, whose);

    if (soldier) {
        if (auto v = enumeration<Rank>(o, path, "rank"_L1, QT_TR_NOOP("rank")))
            p.rank = *v;
        if (auto v = boolean(o, path, "moraleOfficer"_L1))
            p.moraleOfficer = *v;
        if (auto v = boolean(o, path, "crewSurvivor"_L1))
            p.crewSurvivor = *v;
    }
    if (robot) {
        // R3: the points are size + 2, and the hits are counted against them.
        if (auto v
            = integer(o, path, "size"_L1, 1, F::maxRobotSize, Need::Required, Scope::Parent, F::Bound::RobotSize))
            p.size = *v;
        if (auto v
            = integer(o, path, "hits"_L1, 0, F::maxHits(p.size), Need::Optional, Scope::Field, F::Bound::RobotHits))
            p.hits = *v;
    }
    if (vehicle)
        readVehicle(o, path, p);
}

void PieceReader::readVehicle(const JsonFields &o, const LazyPath &path, Piece &p)
{
    if (auto v = string(o, path, "armorClass"_L1))
        p.armorClass = *v;
    if (auto v = integer(o, path, "movementRate"_L1, 0, limits::maxMovementRate, Need::Optional, Scope::Parent))
        p.movementRate = *v;
    p.currentMovement = p.movementRate; // undamaged unless the file says otherwise
    if (auto v = integer(o, path, "currentMovement"_L1, 0, std::clamp(p.movementRate, 0, limits::maxMovementRate),
                         Need::Optional, Scope::Field, F::Bound::MovementRate))
        p.currentMovement = *v;
    if (auto v = integer(o, path, "targetingBonus"_L1, -limits::maxTargetingBonus, limits::maxTargetingBonus))
        p.targetingBonus = *v;
    if (auto v = integer(o, path, "size"_L1, 1, limits::maxVehicleSize))
        p.size = *v;
    // R4 interpretation: a strongpoint is immobile unless the user says otherwise (a turret).
    p.hasMovement = p.kind != PieceKind::Strongpoint;
    if (auto v = boolean(o, path, "hasMovement"_L1, Scope::Parent))
        p.hasMovement = *v;

    const QString systemsPath = F::key(path, "systems"_L1);
    const std::optional<QJsonObject> systems = object(o, path, "systems"_L1);
    if (systems)
        checkKeys(*systems, systemsPath, {systemsKeys});
    for (const VehicleSystem s : {VehicleSystem::Movement, VehicleSystem::Targeting, VehicleSystem::DamageControl}) {
        const int full = s == VehicleSystem::Movement && !p.hasMovement ? 0 : F::maxSystemLevels;
        SystemTrack &track = p.system(s);
        track = {full, full};
        const QLatin1StringView key = systemsKeys[static_cast<std::size_t>(s)];
        const std::optional<QJsonObject> t = systems ? object(*systems, systemsPath, key) : std::nullopt;
        if (!t)
            continue;
        const QString trackPath = F::key(systemsPath, key);
        checkKeys(*t, trackPath, {trackKeys});
        if (auto v = integer(*t, trackPath, "levels"_L1, 0, full, Need::Optional, Scope::Parent,
                             full == 0 ? std::optional(F::Bound::NoMovement) : std::nullopt))
            track.levels = *v;
        track.current = track.levels;
        if (auto v = integer(*t, trackPath, "current"_L1, 0, std::clamp(track.levels, 0, F::maxSystemLevels),
                             Need::Optional, Scope::Field, F::Bound::SystemLevels))
            track.current = *v;
    }

    if (auto weapons = array(o, path, "weapons"_L1, Need::Optional, Scope::Parent); weapons
        && withinLimit(path, "weapons"_L1, QT_TR_NOOP("weapon systems"), weapons->size(), limits::maxWeapons,
                       Scope::Parent)) {
        const QString weaponsPath = F::key(path, "weapons"_L1);
        for (qsizetype w = 0; w < weapons->size(); ++w) {
            const QString wp = F::index(weaponsPath, w);
            Weapon weapon;
            if (const std::optional<QJsonObject> wo = element(weapons->at(w), wp)) {
                checkKeys(*wo, wp, {weaponKeys});
                if (auto v = string(*wo, wp, "name"_L1, Need::Required))
                    weapon.name = *v;
                if (auto v = boolean(*wo, wp, "knockedOut"_L1))
                    weapon.knockedOut = *v;
            }
            p.weapons.append(weapon);
        }
    }
    if (auto crew = array(o, path, "crew"_L1);
        crew && withinLimit(path, "crew"_L1, QT_TR_NOOP("crew"), crew->size(), limits::maxCrew, Scope::Field)) {
        const QString crewPath = F::key(path, "crew"_L1);
        for (qsizetype c = 0; c < crew->size(); ++c) {
            const std::optional<Rank> rank = enumOf<Rank>(crew->at(c));
            if (!rank)
                badEnum<Rank>(crew->at(c), F::index(crewPath, c), QT_TR_NOOP("rank"), Scope::Field, crewPath);
            p.crew.append(rank.value_or(Rank::Trooper));
        }
    }
}

void PieceReader::readState(const JsonFields &o, const LazyPath &path, PieceState &s)
{
    checkKeys(o, path, {stateKeys});
    // Presence and marker decide what the other state fields may be (R6, R7).
    if (auto v = enumeration<Presence>(o, path, "presence"_L1, QT_TR_NOOP("presence"), Need::Optional, Scope::Parent))
        s.presence = *v;
    if (auto v = enumeration<MoraleStatus>(o, path, "status"_L1, QT_TR_NOOP("status")))
        s.status = *v;
    if (auto v = boolean(o, path, "marker"_L1, Scope::Parent))
        s.marker = *v;
    const int firstDue = s.marker ? 1 : 0;
    if (s.marker && !o.contains("markerDueTurn"_L1))
        fail(F::key(path, "markerDueTurn"_L1),
             tr("required when marker is true; expected a whole number between 1 and %1").arg(m_turn + 1));
    if (auto v = integer(o, path, "markerDueTurn"_L1, firstDue, m_turn + 1, Need::Optional, Scope::Field,
                         s.marker ? F::Bound::MarkerDue : F::Bound::NextTurn))
        s.markerDueTurn = *v;
    if (auto v = integer(o, path, "lastCheckTurn"_L1, 0, m_turn, Need::Optional, Scope::Field, F::Bound::CurrentTurn))
        s.lastCheckTurn = *v;
    if (auto v = integer(o, path, "actedTurn"_L1, 0, m_turn, Need::Optional, Scope::Field, F::Bound::CurrentTurn))
        s.actedTurn = *v;
    if (auto v = boolean(o, path, "nbcPending"_L1))
        s.nbcPending = *v;
}

} // namespace md
