#include "napoleonic/rules/NapCmr.h"

using namespace Qt::StringLiterals;

namespace md::nap {

namespace {

// 15.26h: a headquarters base tests as an Elite CMR 8 artillery base.
constexpr int headquartersCmr = 8;

} // namespace

NapGrade NapCmr::gradeOf(int cmr)
{
    if (cmr >= 8)
        return NapGrade::Elite;
    if (cmr >= 5)
        return NapGrade::Line;
    return NapGrade::Militia;
}

NapGrade NapCmr::grade(const NapUnit &unit, const NapArmy &army, const NapBattle &battle)
{
    if (unit.type == NapUnitType::Headquarters)
        return NapGrade::Elite;
    if (!battle.rules.gradeFromCurrentCmr)
        return gradeOf(unit.startCmr);
    // B-4 option: the grade follows the current CMR.
    for (const NapCommand &c : army.commands) {
        for (const NapUnit &u : c.units) {
            if (u.id == unit.id)
                return gradeOf(current(u, c, army, battle, battle.phase()).value);
        }
    }
    return gradeOf(unit.startCmr);
}

bool NapCmr::halfStrength(const NapUnit &unit)
{
    const bool figures = unit.startFigures > 0 && 2 * unit.figuresLost >= unit.startFigures;
    const bool cannon = unit.type == NapUnitType::Artillery && unit.startCannon > 0
                        && 2 * unit.cannonLost >= unit.startCannon;
    return figures || cannon; // B-35: -2 once even when both crew and cannon are at half
}

NapCmrValue NapCmr::current(const NapUnit &unit, const NapCommand &command, const NapArmy &army,
                            const NapBattle &battle, NapPhase phase)
{
    NapCmrValue v;
    const auto add = [&v](const QString &key, const QString &label, int delta, const QString &source) {
        v.terms.append(Modifier{key, label, delta, source});
        v.value += delta;
    };
    if (unit.type == NapUnitType::Headquarters)
        add(u"start"_s, tr("Headquarters base (Elite)"), headquartersCmr, u"15.26h"_s);
    else
        add(u"start"_s, tr("Starting CMR"), unit.startCmr, u"15.27"_s);
    const int lost = std::clamp(unit.figuresLost, 0, std::max(0, unit.startFigures));
    if (lost > 0)
        add(u"figures-lost"_s, tr("%n figure(s) lost", nullptr, lost), -lost, u"15.52"_s);
    if (halfStrength(unit))
        add(u"half-strength"_s, tr("At or over 50 % loss"), -2, unit.type == NapUnitType::Artillery ? u"15.53"_s : u"15.52"_s);
    if (battle.rules.cannonLossPermanent) {
        // 15.53a replaces the temporary -1 per cannon this phase (B.3.1: not subtracted twice).
        if (unit.cannonLost > 0)
            add(u"cannon-lost"_s, tr("%n cannon lost", nullptr, unit.cannonLost), -unit.cannonLost, u"15.53a"_s);
    } else if (unit.cannonLostThisPhase > 0) {
        add(u"cannon-this-phase"_s, tr("%n cannon lost this phase", nullptr, unit.cannonLostThisPhase),
            -unit.cannonLostThisPhase, u"15.53"_s);
    }
    if (army.demoralPenalty != 0)
        add(u"demoralization"_s, tr("Army demoralized"), army.demoralPenalty, u"15.91"_s);
    if (battle.rules.campaignPenalty && army.campaignPenalty != 0 && !unit.lateArrival && !command.lateArrival)
        add(u"campaign"_s, tr("Army exceeded its MFP the previous battleday"), army.campaignPenalty, u"15.96"_s);
    if (phase == NapPhase::ShockCombat && unit.shockPhaseAdj != 0)
        add(u"shock-phase"_s, tr("Natural 1s and 10s this Shock Combat Phase"), unit.shockPhaseAdj, u"15.28"_s);
    return v;
}

NapCmrValue NapCmr::current(const NapBattle &battle, const QString &unitId)
{
    const NapCommand *command = nullptr;
    const NapArmy *army = nullptr;
    const NapUnit *unit = battle.unit(unitId, &command, &army);
    if (!unit)
        return {};
    return current(*unit, *command, *army, battle, battle.phase());
}

} // namespace md::nap
