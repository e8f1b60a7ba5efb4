#pragma once

#include "napoleonic/model/NapRules.h"

#include <QLatin1StringView>

#include <array>

namespace md::nap {

// The fourteen switches of a battle file's "rules" object (B.3, B.4, B.5), by the keys NapOptions lists them
// under, in the order the file documents them.
struct NapRuleKey
{
    QLatin1StringView key;
    bool NapRules::*member;
};

inline constexpr std::array<NapRuleKey, 14> napRuleKeys {{
    {QLatin1StringView("stack-half-strength"), &NapRules::stackHalfStrength},                         // B-5
    {QLatin1StringView("cannon-loss-permanent"), &NapRules::cannonLossPermanent},                     // 15.53a
    {QLatin1StringView("grade-from-current-cmr"), &NapRules::gradeFromCurrentCmr},                    // B-4
    {QLatin1StringView("sum-officer-benefits"), &NapRules::sumOfficerBenefits},                       // B-31
    {QLatin1StringView("sum-terrain"), &NapRules::sumTerrain},                                        // B-31
    {QLatin1StringView("skirmisher-failure-not-disordered"), &NapRules::skirmisherFailureNotDisordered}, // B-10
    {QLatin1StringView("disorder-escalates"), &NapRules::disorderEscalates},                          // B-14
    {QLatin1StringView("shock-adj-omitted-first-check-only"), &NapRules::shockAdjOmittedFirstCheckOnly}, // B-9
    {QLatin1StringView("recompute-demoral-penalty"), &NapRules::recomputeDemoralPenalty},             // B.4.7
    {QLatin1StringView("rout-off-table-costs-mfp"), &NapRules::routOffTableCostsMfp},                 // B-19
    {QLatin1StringView("withdrawal-removes-mfp"), &NapRules::withdrawalRemovesMfp},                   // B-21
    {QLatin1StringView("skirmish-counts-for-mfp"), &NapRules::skirmishCountsForMfp},                  // B-33
    {QLatin1StringView("offer-n16"), &NapRules::offerN16},                                            // B-27
    {QLatin1StringView("campaign-penalty"), &NapRules::campaignPenalty},                              // 15.96
}};

} // namespace md::nap
