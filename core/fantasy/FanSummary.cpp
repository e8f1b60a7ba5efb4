#include "fantasy/FanSummary.h"

#include "fantasy/rules/FanOptions.h"
#include "fantasy/rules/FanEngine.h"
#include "fantasy/rules/FanLosses.h"
#include "kernel/EnumText.h"

#include <QJsonArray>

using namespace Qt::StringLiterals;

namespace md::fantasy {

namespace {

QJsonObject momentJson(const FanMoment &m)
{
    return {{u"turn"_s, m.turn}, {u"phase"_s, m.phase}, {u"half"_s, m.half}};
}

QJsonObject unitJson(const FanUnit &u, const FanBattle &battle)
{
    QJsonObject o{
        {u"id"_s, u.id},
        {u"name"_s, u.name},
        {u"race"_s, u.race},
        {u"class"_s, enumKey(u.moraleClass)},
        {u"kind"_s, enumKey(u.kind)},
        {u"startFigures"_s, u.startFigures},
        {u"figures"_s, u.currentFigures},
        {u"state"_s, enumKey(u.state)},
        {u"movedThisTurn"_s, u.movedThisTurn},
        {u"rallyFailures"_s, u.rallyFailures},
    };
    // C.3 step 1: the chart's column now; none once every figure is lost.
    if (const std::optional<int> step = FanLosses::lossStep(u.startFigures, u.currentFigures))
        o.insert(u"lossStep"_s, *step);
    if (u.pending)
        o.insert(u"pending"_s, QJsonObject{{u"result"_s, enumKey(u.pending->result)},
                                           {u"trigger"_s, enumKey(u.pending->trigger)},
                                           {u"due"_s, momentJson(u.pending->due)}});
    if (u.exemptThroughTurn >= battle.now.turn)
        o.insert(u"exemptThroughTurn"_s, u.exemptThroughTurn);
    return o;
}

} // namespace

QJsonObject FanSummary::json(const FanBattle &battle)
{
    QJsonArray sides;
    for (const FanSide &s : battle.sides) {
        QJsonArray units;
        for (const FanUnit &u : s.units)
            units.append(unitJson(u, battle));
        sides.append(QJsonObject{{u"name"_s, s.name}, {u"units"_s, units}});
    }
    QJsonArray profiles;
    for (const FanProfile &p : battle.profiles)
        profiles.append(QJsonObject{{u"race"_s, p.race}, {u"revision"_s, p.revision}});
    QJsonObject rules;
    for (const RuleOption &o : FanOptions::all()) {
        if (o.switchable)
            rules.insert(o.key, FanOptions::value(battle.rules, o.key));
    }
    return {
        {u"ruleSystem"_s, QString::fromLatin1(FanBattle::systemId)},
        {u"name"_s, battle.name},
        {u"clock"_s, momentJson(battle.now)},
        {u"rules"_s, rules},
        {u"profiles"_s, profiles},
        {u"sides"_s, sides},
        {u"rallyQueue"_s, QJsonArray::fromStringList(FanEngine::rallyQueue(battle))},
    };
}

QString FanSummary::validLine(const QString &fileName, const FanBattle &battle)
{
    int units = 0;
    for (const FanSide &s : battle.sides)
        units += static_cast<int>(s.units.size());
    return tr("%1: valid fantasy battle \"%2\" (%n Profile Sheet(s)", nullptr, static_cast<int>(battle.profiles.size()))
               .arg(fileName, battle.name)
        + tr(", %n unit(s))", nullptr, units);
}

} // namespace md::fantasy
