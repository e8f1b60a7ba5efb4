#include "fantasy/io/FanBattleWriter.h"

#include "fantasy/rules/FanOptions.h"
#include "fantasy/io/FanBattleReader.h"
#include "fantasy/io/FanProfileWriter.h"
#include "kernel/EnumText.h"

#include <QJsonArray>
#include <QJsonDocument>

using namespace Qt::StringLiterals;

namespace md::fantasy {

namespace {

QJsonObject rulesObject(const FanRules &rules)
{
    // Every switch, so that a file says which readings it was played with whatever a later version's defaults.
    QJsonObject o;
    for (const RuleOption &option : FanOptions::all()) {
        if (option.switchable)
            o.insert(option.key, FanOptions::value(rules, option.key));
    }
    return o;
}

QJsonObject sideObject(const FanSide &side)
{
    QJsonArray units;
    for (const FanUnit &u : side.units)
        units.append(FanBattleWriter::unitObject(u));
    return {{u"name"_s, side.name}, {u"units"_s, units}};
}

} // namespace

QJsonObject FanBattleWriter::momentObject(const FanMoment &m)
{
    return {{u"turn"_s, m.turn}, {u"phase"_s, m.phase}, {u"half"_s, m.half}};
}

QJsonObject FanBattleWriter::unitObject(const FanUnit &u)
{
    QJsonObject o{
        {u"id"_s, u.id},
        {u"name"_s, u.name},
        {u"race"_s, u.race},
        {u"class"_s, enumKey(u.moraleClass)},
        {u"kind"_s, enumKey(u.kind)},
        {u"startFigures"_s, u.startFigures},
        {u"state"_s, enumKey(u.state)},
    };
    // Read back as the start when absent: a unit that has lost nothing.
    if (u.currentFigures != u.startFigures)
        o.insert(u"currentFigures"_s, u.currentFigures);
    if (u.routedAt)
        o.insert(u"routedAt"_s, momentObject(*u.routedAt));
    if (u.pending)
        o.insert(u"pending"_s, QJsonObject{{u"result"_s, enumKey(u.pending->result)},
                                           {u"trigger"_s, enumKey(u.pending->trigger)},
                                           {u"due"_s, momentObject(u.pending->due)}});
    if (u.movedThisTurn)
        o.insert(u"moved"_s, true);
    if (!u.controllerId.isEmpty())
        o.insert(u"controllerId"_s, u.controllerId);
    if (!u.withUnitId.isEmpty())
        o.insert(u"withUnitId"_s, u.withUnitId);
    if (u.wounded)
        o.insert(u"wounded"_s, true);
    if (u.exemptThroughTurn != 0)
        o.insert(u"exemptThroughTurn"_s, u.exemptThroughTurn);
    if (u.rallyFailures != 0)
        o.insert(u"rallyFailures"_s, u.rallyFailures);
    if (!u.notes.isEmpty())
        o.insert(u"notes"_s, u.notes);
    return o;
}

QJsonObject FanBattleWriter::logRecordObject(const FanLogRecord &r)
{
    QJsonObject o{{u"at"_s, momentObject(r.at)}, {u"event"_s, enumKey(r.event)}};
    // A test's numbers are written even at 0, so that its record reads as the test was worked out.
    const bool test = r.event == FanEvent::Test;
    if (!r.unitId.isEmpty())
        o.insert(u"unitId"_s, r.unitId);
    if (test || r.trigger != FanTrigger::Listed)
        o.insert(u"trigger"_s, enumKey(r.trigger));
    if (!r.listedTrigger.isEmpty())
        o.insert(u"listedTrigger"_s, r.listedTrigger);
    if (test || r.profileRevision != 0)
        o.insert(u"profileRevision"_s, r.profileRevision);
    if (test || r.lossStep != 0)
        o.insert(u"lossStep"_s, r.lossStep);
    if (test || r.bmv != 0)
        o.insert(u"bmv"_s, r.bmv);
    if (test || !r.modifiers.isEmpty()) {
        QJsonArray list;
        for (const FanLoggedModifier &m : r.modifiers) {
            QJsonObject row{{u"id"_s, m.id}, {u"label"_s, m.label}, {u"value"_s, m.value}};
            if (m.count != 1)
                row.insert(u"count"_s, m.count);
            list.append(row);
        }
        o.insert(u"modifiers"_s, list);
    }
    if (test || r.mmv != 0)
        o.insert(u"mmv"_s, r.mmv);
    if (r.die)
        o.insert(u"die"_s, *r.die);
    if (r.typed)
        o.insert(u"typed"_s, true);
    if (r.result)
        o.insert(u"result"_s, enumKey(*r.result));
    if (r.deferred)
        o.insert(u"deferred"_s, true);
    if (r.figures != 0)
        o.insert(u"figures"_s, r.figures);
    if (!r.detail.isEmpty())
        o.insert(u"detail"_s, r.detail);
    return o;
}

QByteArray FanBattleWriter::toJson(const FanBattle &battle)
{
    QJsonArray profiles;
    for (const FanProfile &p : battle.profiles)
        profiles.append(FanProfileWriter::toObject(p));
    QJsonArray sides;
    for (const FanSide &side : battle.sides)
        sides.append(sideObject(side));
    QJsonArray log;
    for (const FanLogRecord &r : battle.log)
        log.append(logRecordObject(r));
    QJsonObject root{
        {u"format"_s, FanBattleReader::currentFormat},
        {u"application"_s, u"MoraleDesk"_s},
        {u"ruleSystem"_s, QString::fromLatin1(FanBattle::systemId)},
        {u"name"_s, battle.name},
        {u"rules"_s, rulesObject(battle.rules)},
        {u"clock"_s, momentObject(battle.now)},
        {u"profiles"_s, profiles},
        {u"sides"_s, sides},
        {u"log"_s, log},
    };
    if (!battle.notes.isEmpty())
        root.insert(u"notes"_s, battle.notes);
    return QJsonDocument(root).toJson(QJsonDocument::Indented);
}

} // namespace md::fantasy
