#pragma once

#include "kernel/Modifier.h"
#include "napoleonic/model/NapBattle.h"

#include <QCoreApplication>
#include <QList>
#include <QString>
#include <QStringList>

namespace md::nap {

// What the players tick for one check (B.3.2, B.3.3): the program works out everything it can from the file
// (N17 half strength, N18-N20 command losses, army penalties); the rest is said here.
struct NapSituation
{
    // Ids of the chart's tick rows (NapAdjustments::chart(): "n01", "n02", "n03", "n09", "n10", "n11", "n12",
    // "n13", "n15", "n16", "n21", "n22", "p01", "p02") and of enabled user rows (NapSettings::userAdjustments).
    QStringList ticked;
    // N04-N08: distance to enemy cavalry that declares a charge, in half inches (7 = 3.5"); -1: none.
    int chargeDistanceHalfInches = -1;
    // P03-P05: names from NapSettings::terrain the unit is in or behind (the best single value, B-31).
    QStringList terrain;
    // P06: names from NapSettings::officerBenefits in reach (and seen, for a rally: 15.74); the best single.
    QStringList officers;
    // B.3.3: a receiving check against a Shock Combat that is not a cavalry charge: attacker and defender
    // strength (figures; artillery its cannon; a train 1). 0 and 0: none.
    int oddsAttacker = 0;
    int oddsDefender = 0;

    friend bool operator==(const NapSituation &, const NapSituation &) = default;
};

// One row of the 15.54 chart as the program offers it.
struct NapChartRow
{
    QString key;          // "n01" ... "p06"
    QString rule;         // "N01"
    int value = 0;        // 0 for rows whose value is data or a band (N04-N08, N14, P03-P06)
    const char *label;    // tr context "md::nap::NapAdjustments"
    bool tick = true;     // a tick row (else worked out from the file or from another input)
};

// B.3.2, B.3.3: the situational adjustments and the shock odds adjustment, each with its source.
class NapAdjustments
{
    Q_DECLARE_TR_FUNCTIONS(md::nap::NapAdjustments)

public:
    // The chart N01-N22, P01-P06 in the spec's order (N16 only with rules.offerN16 is ticked; N14 is the user
    // row "n14").
    static QList<NapChartRow> chart();
    // B-6: foot d <= 4" -5, 4" < d <= 8" -3, 8" < d <= 16" -1, else 0; cavalry d <= 4" -3, 4" < d <= 8" -1, else 0.
    static int chargeDistance(bool foot, int halfInches);
    // N18-N20 by exact integers: 20 % <= lost/start < 40 % -1, < 60 % -2, >= 60 % -3; 0 below or start 0.
    static int commandLoss(int lost, int start);
    // B.3.3, B-7: floor(100 x attacker / defender) >= 600 -4, >= 400 -3, >= 300 -2, >= 200 -1, >= 75 0,
    // >= 50 +1, else +2. Defender 0: 0.
    static int shockOdds(int attacker, int defender);
    // Every adjustment for `unit` in `situation`, each with its chart id as key and its rule as source; the
    // terms of the current CMR are not repeated here (N17 is added only with rules.stackHalfStrength, B-5).
    // N21 and N22 together give -1 (15.54 "omit above"). `error` is set (and nothing returned) for a tick or
    // name the file does not know, N16 ticked while it is not offered, or odds for a unit that takes none
    // (cavalry: B-8).
    static Modifiers situational(const NapUnit &unit, const NapCommand &command, const NapBattle &battle,
                                 const NapSituation &situation, QString *error = nullptr);
};

} // namespace md::nap
