#include "napoleonic/io/NapWriter.h"

#include "kernel/EnumText.h"
#include "kernel/FileDigest.h"
#include "kernel/SafeSave.h"
#include "napoleonic/io/NapRuleKeys.h"
#include "napoleonic/model/NapFileLimits.h"

#include <QJsonArray>
#include <QJsonDocument>

using namespace Qt::StringLiterals;

namespace md::nap {

namespace {
using L = NapFileLimits;

template<typename E>
QJsonArray keysJson(const QList<E> &values)
{
    QJsonArray list;
    for (const E v : values)
        list.append(enumKey(v));
    return list;
}

QJsonArray distancesJson(const QList<NapDistance> &list)
{
    QJsonArray a;
    for (const NapDistance &d : list)
        a.append(QJsonObject {{u"name"_s, d.name}, {u"inches"_s, d.inches}});
    return a;
}
} // namespace

QJsonObject NapWriter::rulesObject(const NapRules &rules)
{
    QJsonObject o;
    for (const NapRuleKey &k : napRuleKeys)
        o.insert(k.key, rules.*k.member);
    return o;
}

QJsonObject NapWriter::settingsObject(const NapSettings &s)
{
    QJsonArray terrain;
    for (const NapTerrain &t : s.terrain)
        terrain.append(QJsonObject {{u"name"_s, t.name},
                                    {u"moraleAdj"_s, t.moraleAdj},
                                    {u"blocksCavalry"_s, t.blocksCavalry},
                                    {u"blocksSight"_s, t.blocksSight}});
    QJsonArray officers;
    for (const NapOfficerBenefit &b : s.officerBenefits)
        officers.append(QJsonObject {{u"name"_s, b.name}, {u"benefit"_s, b.benefit}, {u"radiusInches"_s, b.radiusInches}});
    QJsonArray user;
    for (const NapUserAdjustment &a : s.userAdjustments)
        user.append(QJsonObject {{u"id"_s, a.id},
                                 {u"label"_s, a.label},
                                 {u"value"_s, a.value},
                                 {u"appliesTo"_s, a.appliesTo},
                                 {u"enabled"_s, a.enabled}});
    return {
        {u"terrain"_s, terrain},
        {u"officerBenefits"_s, officers},
        {u"minimumFireZones"_s, distancesJson(s.minimumFireZones)},
        {u"chargeRanges"_s, distancesJson(s.chargeRanges)},
        {u"phases"_s, keysJson(s.phases)},
        {u"turnsPerHour"_s, s.turnsPerHour},
        {u"roadExitMfp"_s, s.roadExitMfp},
        {u"userAdjustments"_s, user},
        {u"rallyRestrictionC"_s, s.rallyRestrictionC},
        {u"rallyRestrictionCEnabled"_s, s.rallyRestrictionCEnabled},
    };
}

QJsonObject NapWriter::unitObject(const NapUnit &u)
{
    return {
        {u"id"_s, u.id},
        {u"name"_s, u.name},
        {u"type"_s, enumKey(u.type)},
        {u"startCmr"_s, u.startCmr},
        {u"startFigures"_s, u.startFigures},
        {u"figuresLost"_s, u.figuresLost},
        {u"startCannon"_s, u.startCannon},
        {u"cannonLost"_s, u.cannonLost},
        {u"cannonLostThisPhase"_s, u.cannonLostThisPhase},
        {u"formation"_s, enumKey(u.formation)},
        {u"state"_s, enumKey(u.state)},
        {u"rallyFailures"_s, u.rallyFailures},
        {u"shockPhaseAdj"_s, u.shockPhaseAdj},
        {u"checksThisPhase"_s, keysJson<NapCircumstance>(u.checksThisPhase)},
        {u"checkedInDeclaredChargePhase"_s, u.checkedInDeclaredChargePhase},
        {u"lateArrival"_s, u.lateArrival},
        {u"notes"_s, u.notes},
    };
}

QJsonObject NapWriter::commandObject(const NapCommand &c)
{
    QJsonArray units;
    for (const NapUnit &u : c.units)
        units.append(unitObject(u));
    return {
        {u"id"_s, c.id},
        {u"name"_s, c.name},
        {u"parentId"_s, c.parentId},
        {u"level"_s, enumKey(c.level)},
        {u"officerName"_s, c.officerName},
        {u"officer"_s, enumKey(c.officer)},
        {u"officerAppointed"_s, c.officerAppointed},
        {u"order"_s, enumKey(c.order)},
        {u"presence"_s, enumKey(c.presence)},
        {u"arrivalTurn"_s, c.arrivalTurn},
        {u"lateArrival"_s, c.lateArrival},
        {u"units"_s, units},
    };
}

QJsonObject NapWriter::armyObject(const NapArmy &a)
{
    QJsonArray commands;
    for (const NapCommand &c : a.commands)
        commands.append(commandObject(c));
    QJsonArray positions;
    for (const NapPosition &p : a.positions)
        positions.append(QJsonObject {{u"name"_s, p.name}, {u"mfp"_s, p.mfp}, {u"captured"_s, p.captured}});
    return {
        {u"id"_s, a.id},
        {u"name"_s, a.name},
        {u"commands"_s, commands},
        {u"positions"_s, positions},
        {u"extraMfp"_s, a.extraMfp},
        {u"mfpUsedHalf"_s, a.mfpUsedHalf},
        {u"demoralTier"_s, a.demoralTier},
        {u"demoralPenalty"_s, a.demoralPenalty},
        {u"hoursDemoralized"_s, a.hoursDemoralized},
        {u"warned90"_s, a.warned90},
        {u"campaignPenalty"_s, a.campaignPenalty},
        {u"exceededToday"_s, a.exceededToday},
    };
}

QJsonObject NapWriter::pendingObject(const NapPendingCheck &p)
{
    return {
        {u"unitId"_s, p.unitId},
        {u"circumstance"_s, enumKey(p.circumstance)},
        {u"instantaneous"_s, p.instantaneous},
        {u"causeUnitId"_s, p.causeUnitId},
        {u"note"_s, p.note},
    };
}

// Every key of every record: what an event leaves unused keeps its default, so nothing is lost on a round trip.
QJsonObject NapWriter::logRecordObject(const NapLogRecord &r)
{
    return {
        {u"turn"_s, r.turn},
        {u"phase"_s, enumKey(r.phase)},
        {u"event"_s, enumKey(r.event)},
        {u"armyId"_s, r.armyId},
        {u"commandId"_s, r.commandId},
        {u"unitIds"_s, QJsonArray::fromStringList(r.unitIds)},
        {u"circumstance"_s, enumKey(r.circumstance)},
        {u"tester"_s, enumKey(r.tester)},
        {u"figures"_s, r.figures},
        {u"cannon"_s, r.cannon},
        {u"shock"_s, r.shock},
        {u"roll"_s, r.roll},
        {u"typed"_s, r.typed},
        {u"target"_s, r.target},
        {u"result"_s, enumKey(r.result)},
        {u"mfpHalf"_s, r.mfpHalf},
        {u"detail"_s, r.detail},
    };
}

QByteArray NapWriter::toJson(const NapBattle &battle)
{
    QJsonArray armies;
    for (const NapArmy &a : battle.armies)
        armies.append(armyObject(a));
    QJsonArray pending;
    for (const NapPendingCheck &p : battle.pending)
        pending.append(pendingObject(p));
    QJsonArray log;
    for (const NapLogRecord &r : battle.log)
        log.append(logRecordObject(r));
    const QJsonObject root {
        {u"format"_s, L::version},
        {u"application"_s, QString(L::application)},
        {u"ruleSystem"_s, QString::fromLatin1(NapBattle::systemId)},
        {u"name"_s, battle.name},
        {u"notes"_s, battle.notes},
        {u"battleday"_s, battle.battleday},
        {u"turn"_s, battle.turn},
        {u"phaseIndex"_s, battle.phaseIndex},
        {u"night"_s, battle.night},
        {u"rules"_s, rulesObject(battle.rules)},
        {u"settings"_s, settingsObject(battle.settings)},
        {u"armies"_s, armies},
        {u"pending"_s, pending},
        {u"log"_s, log},
    };
    return QJsonDocument(root).toJson(QJsonDocument::Indented);
}

bool NapWriter::saveFile(const NapBattle &battle, const QString &fileName, QString *error, QByteArray *digest)
{
    const QByteArray bytes = toJson(battle);
    if (!SafeSave::save(fileName, bytes, error))
        return false;
    if (digest)
        *digest = FileDigest::of(bytes);
    return true;
}

} // namespace md::nap
