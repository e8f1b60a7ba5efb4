#pragma once

namespace md::nap {

// The switchable readings of Part B (B.3, B.4, B.5) and the optional rules the seed names, as a file keeps them
// ("rules"). Each default is the spec's reading; NapOptions::all() lists these with every fixed reading besides.
struct NapRules
{
    // B.3.1, B-5: the 15.54 chart's "-2 at or over 50 % figure loss" (N17) stacks with 15.52's -2.
    bool stackHalfStrength = false;
    // B.3.1, 15.53a (optional rule): cannon lost count like figures, permanently (replaces the temporary -1).
    bool cannonLossPermanent = false;
    // B-4: the grade (X-a, MFP) from the current CMR instead of the starting battleday CMR.
    bool gradeFromCurrentCmr = false;
    // B.3.2, B-31: officer benefits summed instead of the best single officer.
    bool sumOfficerBenefits = false;
    // B.3.2, B-31: terrain P03-P05 summed instead of the best single value.
    bool sumTerrain = false;
    // B.3.5, B-10: fully deployed skirmishers failing by 1-4 are not also Disordered.
    bool skirmisherFailureNotDisordered = false;
    // B.3.6, B-14: a Disordered unit getting a Disorder result routs.
    bool disorderEscalates = false;
    // B-9: 15.28 is omitted only for a grouped unit's first check (literal), not for every grouped check.
    bool shockAdjOmittedFirstCheckOnly = false;
    // B.4.7: the demoralization penalty recomputed as -rate x hours demoralized instead of accumulated.
    bool recomputeDemoralPenalty = false;
    // B-19: a unit routing off the table counts as E03 (1 MFP per remaining figure).
    bool routOffTableCostsMfp = true;
    // B-21: a withdrawing command's MFP value is removed from the total.
    bool withdrawalRemovesMfp = false;
    // B-33: independent skirmish companies count as MFP units.
    bool skirmishCountsForMfp = true;
    // B-27, N16: the doubtful "receiving check, partially unarmed (non-European units)" row is offered.
    bool offerN16 = false;
    // B.3.1 (15.57, 15.96): the campaign -1 of the previous battleday is applied.
    bool campaignPenalty = true;

    friend bool operator==(const NapRules &, const NapRules &) = default;
};

} // namespace md::nap
