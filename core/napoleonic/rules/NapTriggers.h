#pragma once

#include "napoleonic/model/NapBattle.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

#include <optional>

namespace md::nap {

// Why a unit need not test: the exemption's code (X-a ... X-h, B.2.4) or the 15.21 rule, and its reason.
struct NapExemption
{
    QString code;    // "X-a", "15.21"; empty: the unit must test
    QString reason;  // in the player's words
    bool exempt() const { return !code.isEmpty(); }
};

// B.2: which checks a happening calls for, and who is exempt.
class NapTriggers
{
    Q_DECLARE_TR_FUNCTIONS(md::nap::NapTriggers)

public:
    // B.2.1/B.2.2 on a loss of figures or cannon to fire in `phase`: I-a in the Facing, Formation, Movement and
    // Shock Combat Phases (at once), P-a in the Reciprocal Artillery Fire Phase and P-b in the Reciprocal
    // Infantry/Cavalry Fire Phase (at the phase's end); none for a loss to Shock Combat or in another phase.
    static std::optional<NapCircumstance> fromFireLoss(NapPhase phase);
    static bool instantaneous(NapCircumstance circumstance); // I-a ... I-g
    // B-12: formed = close order: not skirmishers or open order, not routed or eliminated.
    static bool formed(const NapUnit &unit);
    // B.2.4 and 15.21 for `tester` taking `circumstance` now; `cause` is the routing unit for I-b/I-c
    // (X-a, X-b, X-e); `causeFailedRally` for X-c; X-d for a square in a Declared Cavalry Charge Zone (P-d, not at
    // night); X-f and the other table judgments are the players' (NapEngine::dismiss). Headquarters bases test
    // (15.26h); officers are not units.
    static NapExemption exemption(const NapBattle &battle, const NapUnit &tester, NapCircumstance circumstance,
                                  const NapUnit *cause = nullptr, bool causeFailedRally = false);
    // 15.21: tested for this circumstance this phase already (I-a in the Shock Combat Phase never counts).
    static bool testedThisPhase(const NapUnit &unit, NapCircumstance circumstance, NapPhase phase);
    // B.2.3 item 4: a partially deployed cluster over 12 figures must be split.
    static bool clusterTooBig(int figures) { return figures > 12; }
    // B.2.3 item 2, B-32: the unit of a grouped check whose current CMR is highest (first on a tie); empty
    // when `unitIds` is empty or names an unknown unit.
    static QString highestCmr(const NapBattle &battle, const QStringList &unitIds);
};

} // namespace md::nap
