#include "ratio/io/BattlegroupWriter.h"

#include "ratio/io/BattlegroupJsonText.h"
#include "ratio/io/FileFormat.h"
#include "kernel/SafeSave.h"

#include <QFileDevice>
#include <QIODevice>
#include <QJsonArray>
#include <QJsonObject>

using namespace Qt::StringLiterals;

namespace md {

namespace {
using F = FileFormat;

QJsonValue optionalInt(const std::optional<int> &value)
{
    return value ? QJsonValue(*value) : QJsonValue(QJsonValue::Null);
}

QJsonObject rulesJson(const RuleOptions &r)
{
    return {
        {u"leaders"_s, r.leaders},
        {u"bailedCrew"_s, r.bailedCrew},
        {u"moraleClasses"_s, r.moraleClasses},
        {u"experience"_s, r.experience},
        {u"nbc"_s, r.nbc},
        {u"defaultClass"_s, enumKey(r.defaultClass)},
        {u"defaultExperience"_s, enumKey(r.defaultExperience)},
        {u"defaultNbcEquipped"_s, r.defaultNbcEquipped},
    };
}

QJsonObject stateJson(const PieceState &s)
{
    return {
        {u"presence"_s, enumKey(s.presence)},  {u"status"_s, enumKey(s.status)},      {u"marker"_s, s.marker},
        {u"markerDueTurn"_s, s.markerDueTurn}, {u"lastCheckTurn"_s, s.lastCheckTurn}, {u"actedTurn"_s, s.actedTurn},
        {u"nbcPending"_s, s.nbcPending},
    };
}

QJsonObject trackJson(const SystemTrack &t)
{
    return {{u"levels"_s, t.levels}, {u"current"_s, t.current}};
}

// Every field of the piece's kind and morale style is written, defaults included, so a file reads
// the same whatever the defaults of the version that opens it; fields of other kinds are not.
QJsonObject pieceJson(const Piece &p)
{
    QJsonObject o {
        {u"id"_s, p.id},
        {u"name"_s, p.name},
        {u"kind"_s, enumKey(p.kind)},
        {u"morale"_s, enumKey(p.style)},
        {u"state"_s, stateJson(p.state)},
    };
    if (p.kind == PieceKind::Soldier) {
        o.insert(u"rank"_s, enumKey(p.rank));
        o.insert(u"moraleOfficer"_s, p.moraleOfficer);
        o.insert(u"crewSurvivor"_s, p.crewSurvivor);
    }
    switch (p.style) {
    case MoraleStyle::Infantry:
        break;
    case MoraleStyle::Robot:
        o.insert(u"size"_s, p.size);
        o.insert(u"hits"_s, p.hits);
        break;
    case MoraleStyle::Vehicle: {
        o.insert(u"armorClass"_s, p.armorClass);
        o.insert(u"movementRate"_s, p.movementRate);
        o.insert(u"currentMovement"_s, p.currentMovement);
        o.insert(u"targetingBonus"_s, p.targetingBonus);
        o.insert(u"size"_s, p.size);
        o.insert(u"hasMovement"_s, p.hasMovement);
        QJsonObject systems;
        for (const VehicleSystem s : {VehicleSystem::Movement, VehicleSystem::Targeting, VehicleSystem::DamageControl})
            systems.insert(enumKey(s), trackJson(p.system(s)));
        o.insert(u"systems"_s, systems);
        QJsonArray weapons;
        for (const Weapon &w : p.weapons)
            weapons.append(QJsonObject {{u"name"_s, w.name}, {u"knockedOut"_s, w.knockedOut}});
        o.insert(u"weapons"_s, weapons);
        QJsonArray crew;
        for (const Rank r : p.crew)
            crew.append(enumKey(r));
        o.insert(u"crew"_s, crew);
        break;
    }
    }
    return o;
}

QJsonObject unitJson(const Unit &u)
{
    QJsonObject o {
        {u"id"_s, u.id},
        {u"name"_s, u.name},
        {u"kind"_s, enumKey(u.kind)},
        {u"notes"_s, u.notes},
    };
    // Unset overrides stay absent: the battlegroup's default applies to them.
    if (u.moraleClass)
        o.insert(u"moraleClass"_s, enumKey(*u.moraleClass));
    if (u.experience)
        o.insert(u"experience"_s, enumKey(*u.experience));
    if (u.nbcEquipped)
        o.insert(u"nbcEquipped"_s, *u.nbcEquipped);
    QJsonArray pieces;
    for (const Piece &p : u.pieces)
        pieces.append(pieceJson(p));
    o.insert(u"pieces"_s, pieces);
    return o;
}

QJsonObject recordJson(const LogRecord &r)
{
    QJsonObject o {
        {u"turn"_s, r.turn},     {u"event"_s, enumKey(r.event)}, {u"unit"_s, r.unitId},
        {u"piece"_s, r.pieceId}, {u"detail"_s, r.detail},        {u"points"_s, r.points},
    };
    if (r.event == LogEvent::Check) {
        o.insert(u"starting"_s, r.starting);
        o.insert(u"current"_s, r.current);
        o.insert(u"need"_s, optionalInt(r.need));
        o.insert(u"modifiedNeed"_s, optionalInt(r.modifiedNeed));
        QJsonArray factors;
        for (const Factor &f : r.factors)
            factors.append(QJsonObject {{u"key"_s, f.key}, {u"delta"_s, f.delta}});
        o.insert(u"factors"_s, factors);
        o.insert(u"die"_s, optionalInt(r.die));
        o.insert(u"automatic"_s, enumKey(r.automatic));
        o.insert(u"outcome"_s, enumKey(r.outcome));
        o.insert(u"result"_s, enumKey(r.result));
        o.insert(u"interceptive"_s, r.interceptive);
        if (r.typed) // written only when true, so a file of program dice saves as it always did
            o.insert(u"typed"_s, true);
    } else if (r.event == LogEvent::BreakingPoint) {
        // R11: the endurance total and what was left of it when the point was reached.
        o.insert(u"starting"_s, r.starting);
        o.insert(u"current"_s, r.current);
    }
    return o;
}
} // namespace

QJsonObject BattlegroupWriter::unitObject(const Unit &unit) { return unitJson(unit); }

QJsonObject BattlegroupWriter::logRecordObject(const LogRecord &record) { return recordJson(record); }

QJsonObject BattlegroupWriter::rulesObject(const RuleOptions &rules) { return rulesJson(rules); }

QByteArray BattlegroupWriter::toJson(const Battlegroup &bg)
{
    // The text of QJsonDocument(tree).toJson(Indented) for the tree the builders above make, written
    // without building the tree (BattlegroupJsonText).
    return BattlegroupJsonText::battlegroup(bg);
}

QByteArray BattlegroupWriter::gameToJson(const QList<Battlegroup> &sides, int initiative)
{
    // A single battlegroup keeps the single file's format exactly.
    if (sides.size() == 1)
        return toJson(sides.constFirst());
    return BattlegroupJsonText::game(sides, initiative);
}

bool BattlegroupWriter::write(const Battlegroup &bg, QIODevice *device, QString *error)
{
    const auto failed = [error](const QString &why) {
        if (error)
            *error = why;
        return false;
    };
    if (!device)
        return failed(tr("there is nothing to write to"));
    if (!device->isOpen() || !device->isWritable())
        return failed(tr("the output is not open for writing"));
    // Serialised in full before the first byte goes out.
    const QByteArray bytes = toJson(bg);
    if (device->write(bytes) != bytes.size())
        return failed(tr("cannot write the battlegroup: %1").arg(device->errorString()));
    if (auto *file = qobject_cast<QFileDevice *>(device); file && !file->flush())
        return failed(tr("cannot write the battlegroup: %1").arg(file->errorString()));
    return true;
}

bool BattlegroupWriter::saveFile(const Battlegroup &bg, const QString &fileName, QString *error, QByteArray *digest)
{
    const QByteArray bytes = toJson(bg);
    if (!SafeSave::save(fileName, bytes, error))
        return false;
    if (digest)
        *digest = F::digest(bytes);
    return true;
}

} // namespace md
