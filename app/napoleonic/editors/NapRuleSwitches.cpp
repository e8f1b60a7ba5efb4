#include "napoleonic/editors/NapRuleSwitches.h"

using namespace Qt::StringLiterals;

namespace md::nap {

namespace {

constexpr const char *context = "md::nap::NapRuleSwitches";

struct Switch
{
    QLatin1StringView key;
    bool NapRules::*member;
    const char *rule;
    const char *label;
};

const Switch switches[] = {
    {"stack-half-strength"_L1, &NapRules::stackHalfStrength, "B-5",
     QT_TRANSLATE_NOOP("md::nap::NapRuleSwitches", "At half strength the chart's -2 (N17) stacks with 15.52's -2 (B-5)")},
    {"cannon-loss-permanent"_L1, &NapRules::cannonLossPermanent, "15.53a",
     QT_TRANSLATE_NOOP("md::nap::NapRuleSwitches", "Optional rule: cannon lost count permanently, like figures (15.53a)")},
    {"grade-from-current-cmr"_L1, &NapRules::gradeFromCurrentCmr, "B-4",
     QT_TRANSLATE_NOOP("md::nap::NapRuleSwitches", "Grade from the current CMR, not the starting battleday CMR (B-4)")},
    {"sum-officer-benefits"_L1, &NapRules::sumOfficerBenefits, "B-31",
     QT_TRANSLATE_NOOP("md::nap::NapRuleSwitches", "Officer benefits summed, not the best single officer (B-31)")},
    {"sum-terrain"_L1, &NapRules::sumTerrain, "B-31",
     QT_TRANSLATE_NOOP("md::nap::NapRuleSwitches", "Terrain adjustments summed, not the best single one (B-31)")},
    {"skirmisher-failure-not-disordered"_L1, &NapRules::skirmisherFailureNotDisordered, "B-10",
     QT_TRANSLATE_NOOP("md::nap::NapRuleSwitches", "Fully deployed skirmishers failing by 1-4 are not also Disordered (B-10)")},
    {"disorder-escalates"_L1, &NapRules::disorderEscalates, "B-14",
     QT_TRANSLATE_NOOP("md::nap::NapRuleSwitches", "A Disordered unit getting a Disorder result routs (B-14)")},
    {"shock-adj-omitted-first-check-only"_L1, &NapRules::shockAdjOmittedFirstCheckOnly, "B-9",
     QT_TRANSLATE_NOOP("md::nap::NapRuleSwitches", "15.28 is left out only for a grouped unit's first check (B-9)")},
    {"recompute-demoral-penalty"_L1, &NapRules::recomputeDemoralPenalty, "B.4.7",
     QT_TRANSLATE_NOOP("md::nap::NapRuleSwitches", "Demoralization penalty recomputed as rate x hours demoralized (B.4.7)")},
    {"rout-off-table-costs-mfp"_L1, &NapRules::routOffTableCostsMfp, "B-19",
     QT_TRANSLATE_NOOP("md::nap::NapRuleSwitches", "A unit routing off the table costs MFP as removed (E03) (B-19)")},
    {"withdrawal-removes-mfp"_L1, &NapRules::withdrawalRemovesMfp, "B-21",
     QT_TRANSLATE_NOOP("md::nap::NapRuleSwitches", "A withdrawing command's MFP value leaves the army's total (B-21)")},
    {"skirmish-counts-for-mfp"_L1, &NapRules::skirmishCountsForMfp, "B-33",
     QT_TRANSLATE_NOOP("md::nap::NapRuleSwitches", "Independent skirmish companies count as MFP units (B-33)")},
    {"offer-n16"_L1, &NapRules::offerN16, "B-27",
     QT_TRANSLATE_NOOP("md::nap::NapRuleSwitches", "Offer the doubtful N16 row (partially unarmed, non-European units) (B-27)")},
    {"campaign-penalty"_L1, &NapRules::campaignPenalty, "15.96",
     QT_TRANSLATE_NOOP("md::nap::NapRuleSwitches", "Apply the campaign -1 of an army that exceeded its MFP the battleday before (15.96)")},
};

} // namespace

QList<RuleOption> NapRuleSwitches::all()
{
    const NapRules defaults;
    QList<RuleOption> options;
    for (const Switch &s : switches)
        options.append({QString(s.key), context, s.label, QString::fromLatin1(s.rule), defaults.*(s.member), true});
    return options;
}

bool NapRuleSwitches::value(const NapRules &rules, const QString &key, bool *known)
{
    for (const Switch &s : switches) {
        if (s.key == key) {
            if (known)
                *known = true;
            return rules.*(s.member);
        }
    }
    if (known)
        *known = false;
    return false;
}

bool NapRuleSwitches::set(NapRules &rules, const QString &key, bool value)
{
    for (const Switch &s : switches) {
        if (s.key == key) {
            rules.*(s.member) = value;
            return true;
        }
    }
    return false;
}

} // namespace md::nap
