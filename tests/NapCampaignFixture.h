#pragma once

// What tst_nap_campaign shares: the small battle's first battleday as it ended, its details, `moraledesk
// campaign` run with every system's verbs, and every unit's current CMR.

#include "CampaignCli.h"
#include "CampaignSubcommand.h"
#include "NapFixtures.h"
#include "napoleonic/rules/NapCmr.h"
#include "napoleonic/rules/NapMfp.h"
#include "ratio/campaign/RatioCampaignRecorder.h"
#include "ratio/campaign/RatioCampaignVerbs.h"
#include "napoleonic/campaign/NapCampaignVerbs.h"
#include "ww1/campaign/Ww1CampaignVerbs.h"

#include <QDate>
#include <QHash>
#include <QString>
#include <QStringList>
#include <QTextStream>

namespace md::test::nap {

// The small battle's first battleday as it ended. The French exceeded their MFP (B.4.7: used 41 half-points
// against a smaller total) and are demoralized; the 1st Ligne lost 3 figures and is Disordered, the 2nd Ligne
// routed (one failed rally), the voltigeurs were eliminated, the battery lost a cannon; the Guard arrived late on
// this day; a French reserve brigade never arrived. The Allies stayed under their MFP; their Landwehr routed
// (a check of its own in the log).
inline NapBattle playedDay()
{
    NapBattle b = smallBattle();
    b.turn = 4;
    NapArmy &fr = *b.army(u"french"_s);
    NapCommand reserve = makeCommand(u"fr-reserve"_s, NapCommandLevel::Brigade, NapOrder::None,
                                     {makeUnit(u"fr-reserve-bn"_s, NapUnitType::Infantry, 6, 12, u"Reserve Ligne"_s)},
                                     u"French Reserve"_s);
    reserve.presence = NapPresence::Awaiting;
    fr.commands.append(reserve);
    fr.demoralTier = 1;
    fr.demoralPenalty = -1;
    fr.hoursDemoralized = 1;
    fr.exceededToday = true;
    fr.warned90 = true;
    NapUnit *ligne1 = b.unit(u"fr-1-ligne"_s);
    ligne1->figuresLost = 3;
    ligne1->state = NapUnitState::Disordered;
    NapUnit *ligne2 = b.unit(u"fr-2-ligne"_s);
    ligne2->state = NapUnitState::Routed;
    ligne2->rallyFailures = 1;
    NapUnit *voltigeurs = b.unit(u"fr-voltigeurs"_s);
    voltigeurs->figuresLost = 3;
    voltigeurs->state = NapUnitState::Eliminated;
    b.unit(u"fr-battery"_s)->cannonLost = 1;
    b.unit(u"fr-guard"_s)->lateArrival = true;
    b.unit(u"al-militia"_s)->state = NapUnitState::Routed;
    NapArmy &al = *b.army(u"allied"_s);
    al.mfpUsedHalf = 4;

    NapLogRecord loss;
    loss.turn = 2;
    loss.phase = NapPhase::ReciprocalInfantryFire;
    loss.event = NapLogEvent::Loss;
    loss.armyId = u"french"_s;
    loss.unitIds = {u"fr-1-ligne"_s};
    loss.figures = 3;
    NapLogRecord check;
    check.turn = 2;
    check.phase = NapPhase::ReciprocalInfantryFire;
    check.event = NapLogEvent::Check;
    check.armyId = u"french"_s;
    check.unitIds = {u"fr-2-ligne"_s};
    check.circumstance = NapCircumstance::Pa;
    check.roll = 2;
    check.target = 5;
    check.result = NapResult::Routed;
    NapLogRecord turn;
    turn.turn = 3;
    turn.phase = NapPhase::ArmyMoraleFatigue;
    turn.event = NapLogEvent::TurnEnded;
    NapLogRecord landwehr = check;
    landwehr.armyId = u"allied"_s;
    landwehr.unitIds = {u"al-militia"_s};
    landwehr.roll = 1;
    landwehr.target = 3;
    b.log = {loss, check, turn, landwehr};
    // Over its total: 15.96 applies to the next battleday.
    fr.mfpUsedHalf = NapMfp::totalHalf(fr, b) + 3;
    return b;
}

inline BattleInfo dayInfo()
{
    BattleInfo info;
    info.date = QDate(1809, 4, 20);
    info.scenario = u"Village fight"_s;
    return info;
}

inline CampaignVerbSets allSystems()
{
    CampaignVerbSet ratio = RatioCampaignVerbs::verbSet();
    ratio.ruleSystem = RatioCampaignRecorder::ruleSystem();
    return {ratio, md::ww1::Ww1CampaignVerbs::verbSet(), NapCampaignVerbs::verbSet()};
}

inline Cli run(const QStringList &arguments, const CampaignVerbSets &sets = allSystems())
{
    Cli r;
    QTextStream out(&r.out);
    QTextStream err(&r.err);
    r.code = CampaignSubcommand::run(QStringList{u"moraledesk"_s, u"campaign"_s} + arguments, out, err, sets);
    out.flush();
    err.flush();
    return r;
}

// Every unit's current CMR (B.3.1) in `battle`, by id.
inline QHash<QString, int> currentCmrs(const NapBattle &battle)
{
    QHash<QString, int> cmr;
    for (const NapArmy &a : battle.armies) {
        for (const NapCommand &c : a.commands) {
            for (const NapUnit &u : c.units)
                cmr.insert(u.id, NapCmr::current(battle, u.id).value);
        }
    }
    return cmr;
}


} // namespace md::test::nap
