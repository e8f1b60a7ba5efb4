#include "napoleonic/rules/NapEffects.h"

namespace md::nap {

QString NapEffects::disordered()
{
    return tr("Disordered: half movement (a quarter inside a declared charge or counter-charge zone), -2 in shock "
              "combat, close-order infantry fire on the Disordered line, mounted cavalry cannot fire, artillery fires "
              "at a quarter; a square gets no bonus against charging cavalry; may retire before an upcoming shock "
              "combat; Good again at the next Rally Phase unless within an enemy Minimum Fire Zone (B.4.1, B.4.3).");
}

QString NapEffects::routed()
{
    return tr("Routed: rout move to the rear now; friends within 2\" who see it test (I-b, -2); it never moves in a "
              "Movement Phase, makes no offensive shock and no fire, fire on it only removes figures, and its only "
              "check is the rally check (B.3.6, B.4.2).");
}

QString NapEffects::check(NapResult result, NapUnitState before, NapUnitState after, NapTesterKind tester,
                          const NapRules &rules)
{
    if (result == NapResult::Pass)
        return before == NapUnitState::Disordered
                   ? tr("Passed: stays Disordered; only the Rally Phase removes disorder (B.3.6).")
                   : tr("Passed: no effect; carry on.");
    if (tester == NapTesterKind::Cluster)
        return tr("Failed: every cluster figure returns to its parent unit's location and may fire and defend with "
                  "it; these figures never rout (15.24).");
    if (after == NapUnitState::Routed && before == NapUnitState::Disordered && result == NapResult::Disordered)
        return tr("Disordered again while Disordered: routs (the escalation option, B-14). %1").arg(routed());
    if (result == NapResult::Routed)
        return routed();
    if (tester == NapTesterKind::DeployedSkirmishers) {
        const QString column = tr("All components form close-order column and retire 10\" to the rear (15.23).");
        return rules.skirmisherFailureNotDisordered ? tr("%1 Not Disordered (B-10 option).").arg(column)
                                                    : tr("%1 %2").arg(column, disordered());
    }
    if (before == NapUnitState::Disordered)
        return tr("Disordered again: stays Disordered with no further effect (15.68, B-14).");
    return disordered();
}

QString NapEffects::rally(NapResult result, int figuresRemoved, bool mfpCharged)
{
    switch (result) {
    case NapResult::Rallied:
        return tr("Rallied: Disordered now, Good at the next Rally Phase unless within an enemy Minimum Fire Zone; "
                  "keeps its facing and column, usually facing the rear (B.4.4, 15.78).");
    case NapResult::RallyFailed:
        return tr("Failed to rally: keeps routing and makes one rout move to the rear this Rally Phase; friends it "
                  "passes take no check (X-c, 15.43, B-34). A second failure removes it.");
    case NapResult::Removed:
        return mfpCharged ? tr("Second failure: the unit is removed as casualties; %n figure(s), %n MFP at the next "
                               "Army Morale Fatigue Phase (E03, 15.75).", nullptr, figuresRemoved)
                          : tr("Second failure: the unit is removed as casualties (15.75).");
    default:
        break;
    }
    return {};
}

} // namespace md::nap
