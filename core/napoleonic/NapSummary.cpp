#include "napoleonic/NapSummary.h"

#include "kernel/EnumText.h"
#include "napoleonic/io/NapRuleKeys.h"
#include "napoleonic/rules/NapCmr.h"
#include "napoleonic/rules/NapMfp.h"

#include <QJsonArray>

using namespace Qt::StringLiterals;

namespace md::nap {

namespace {
QJsonObject unitJson(const NapUnit &u, const NapCommand &c, const NapArmy &a, const NapBattle &battle)
{
    QJsonArray tested;
    for (const NapCircumstance k : u.checksThisPhase)
        tested.append(enumKey(k));
    QJsonObject o {
        {u"id"_s, u.id},
        {u"name"_s, u.name},
        {u"type"_s, enumKey(u.type)},
        {u"startCmr"_s, u.startCmr},
        // B.3.1: what a check starts from now.
        {u"currentCmr"_s, NapCmr::current(u, c, a, battle, battle.phase()).value},
        {u"grade"_s, enumKey(NapCmr::grade(u, a, battle))},
        {u"startFigures"_s, u.startFigures},
        {u"figures"_s, u.currentFigures()},
        {u"halfStrength"_s, NapCmr::halfStrength(u)},
        {u"formation"_s, enumKey(u.formation)},
        {u"state"_s, enumKey(u.state)},
        {u"rallyFailures"_s, u.rallyFailures},
        {u"checksThisPhase"_s, tested},
    };
    if (u.type == NapUnitType::Artillery) {
        o.insert(u"startCannon"_s, u.startCannon);
        o.insert(u"cannon"_s, u.currentCannon());
    }
    return o;
}

QJsonObject commandJson(const NapCommand &c, const NapArmy &a, const NapBattle &battle)
{
    QJsonArray units;
    for (const NapUnit &u : c.units)
        units.append(unitJson(u, c, a, battle));
    return {
        {u"id"_s, c.id},
        {u"name"_s, c.name},
        {u"parentId"_s, c.parentId},
        {u"level"_s, enumKey(c.level)},
        {u"officerName"_s, c.officerName},
        {u"officer"_s, enumKey(c.officer)},
        {u"order"_s, enumKey(c.order)},
        {u"presence"_s, enumKey(c.presence)},
        {u"figuresLost"_s, c.figuresLost()},
        {u"startFigures"_s, c.startFigures()},
        {u"units"_s, units},
    };
}

QJsonObject armyJson(const NapArmy &a, const NapBattle &battle)
{
    QJsonArray commands;
    QJsonObject states;
    for (const auto &row : EnumTable<NapUnitState>::rows())
        states.insert(QString::fromLatin1(row.key), 0);
    for (const NapCommand &c : a.commands) {
        commands.append(commandJson(c, a, battle));
        for (const NapUnit &u : c.units) {
            const QString key = enumKey(u.state);
            states.insert(key, states.value(key).toInt() + 1);
        }
    }
    // B.4.5-B.4.7: M and U in half-points, and what they make of the army now.
    const int total = NapMfp::totalHalf(a, battle);
    return {
        {u"id"_s, a.id},
        {u"name"_s, a.name},
        {u"mfpUsedHalf"_s, a.mfpUsedHalf},
        {u"mfpTotalHalf"_s, total},
        {u"mfpUsed"_s, NapMfp::text(a.mfpUsedHalf)},
        {u"mfpTotal"_s, NapMfp::text(total)},
        {u"tier"_s, NapMfp::tier(a.mfpUsedHalf, total)},
        {u"demoralTier"_s, a.demoralTier},
        {u"demoralPenalty"_s, a.demoralPenalty},
        {u"campaignPenalty"_s, a.campaignPenalty},
        {u"within90"_s, NapMfp::within90(a.mfpUsedHalf, total)},
        {u"unitStates"_s, states},
        {u"commands"_s, commands},
    };
}
} // namespace

QJsonObject NapSummary::json(const NapBattle &battle)
{
    QJsonArray armies;
    for (const NapArmy &a : battle.armies)
        armies.append(armyJson(a, battle));
    QJsonObject rules;
    for (const NapRuleKey &k : napRuleKeys)
        rules.insert(k.key, battle.rules.*k.member);
    QJsonArray pending;
    for (const NapPendingCheck &p : battle.pending)
        pending.append(QJsonObject {{u"unitId"_s, p.unitId},
                                    {u"circumstance"_s, enumKey(p.circumstance)},
                                    {u"instantaneous"_s, p.instantaneous}});
    return {
        {u"ruleSystem"_s, QString::fromLatin1(NapBattle::systemId)},
        {u"name"_s, battle.name},
        {u"battleday"_s, battle.battleday},
        {u"turn"_s, battle.turn},
        {u"phase"_s, enumKey(battle.phase())},
        {u"hourlyTurn"_s, battle.hourlyTurn()},
        {u"night"_s, battle.night},
        {u"rules"_s, rules},
        {u"armies"_s, armies},
        {u"pending"_s, pending},
    };
}

QString NapSummary::validLine(const QString &fileName, const NapBattle &battle)
{
    int units = 0;
    for (const NapArmy &a : battle.armies)
        for (const NapCommand &c : a.commands)
            units += static_cast<int>(c.units.size());
    return tr("%1: valid Napoleonic battle \"%2\" (%n army(s)", nullptr, static_cast<int>(battle.armies.size()))
               .arg(fileName, battle.name)
        + tr(", %n unit(s))", nullptr, units);
}

} // namespace md::nap
