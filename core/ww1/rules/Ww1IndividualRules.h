#pragma once

#include "kernel/Fraction.h"
#include "kernel/Modifier.h"
#include "ww1/model/Ww1Force.h"

#include <QList>
#include <QCoreApplication>
#include <QString>
#include <QStringList>

namespace md::ww1 {

// What the players tick for one testing stand (A.3.3's IM1-IM8 situations; rank gives IM7/IM8 by itself).
struct Ww1Situation
{
    Ww1Trigger trigger = Ww1Trigger::UnderFire;
    bool underFire = false;      // IM2: small arms within the proximity setting, or indirect fire/grenades
    int friendlyCasualties = 0;  // IM3: counted as A-11 reads "in sight"
    int enemyCasualties = 0;     // IM4
    bool outnumbered = false;    // IM5: strictly more enemy than friends in view
    bool edgedWeapon = false;    // IM6: melee threatened with an edged weapon
    bool officerLeading = false; // IM1: an officer in sight leading by example
    // The leading officer's stand id when he is on the roster (A-7: never the tester himself, and for an
    // officer tester only a more senior one); empty: an officer not on the roster.
    QString leadingOfficerId;
    friend bool operator==(const Ww1Situation &, const Ww1Situation &) = default;
};

// The odds of each band for one net modifier, reduced fractions of the 36 outcomes of 2d6.
struct Ww1BandOdds
{
    Fraction carryOn;
    Fraction noCloser;
    Fraction duckBack;
    Fraction surrender;
    friend bool operator==(const Ww1BandOdds &, const Ww1BandOdds &) = default;
};

// Individual morale (A.2.2, A.3.3).
class Ww1IndividualRules
{
    Q_DECLARE_TR_FUNCTIONS(md::ww1::Ww1IndividualRules)

public:
    // IM3, IM4: the casualties in sight a player may count for one stand, each. The seed sets no cap; this one
    // keeps every net the engine makes within the force file's limit (Ww1FileLimits::maxNetModifier).
    static constexpr int maxCasualtiesInSight = 50;
    // IM1-IM8 for `stand` in `situation`, each with its source ("A.3.3 IM2"); zero-valued ones left out.
    static Modifiers modifiers(const Ww1Force &force, const Ww1Stand &stand, const Ww1Situation &situation);
    static int net(const Modifiers &modifiers);
    // A.3.3's bands with A-9: >= 7 CarryOn, 3..6 NoCloser, 0..2 DuckBack, <= -1 Surrendered.
    static Ww1Result band(int total);
    static Ww1BandOdds odds(int net);
    // The 2d6 rolls (2-12) on which `net` gives `result`, for a printed table and the play view ("7-12").
    static QList<int> rollsFor(int net, Ww1Result result);
    // A.2.2 with A-6: whether the stand must test for `trigger` now (T1, T3 once; T2 once or every attempt;
    // never once surrendered). When not, `why` says why in a player's words.
    static bool mustTest(const Ww1Stand &stand, Ww1Trigger trigger, const Ww1Rules &rules, QString *why = nullptr);
    // IM1 with A-7: the officers who may lead `standId` by example: of its own side, not surrendered, not the
    // stand itself, and for an officer tester only more senior ones. Ids in roster order.
    static QStringList possibleLeaders(const Ww1Force &force, const QString &standId);
    // When the players ticked a leader and IM1 does not apply to `stand`, why, in a player's words
    // ("IM1 not applied: ... (A-7)"); empty otherwise.
    static QString leaderNotApplied(const Ww1Force &force, const Ww1Stand &stand, const Ww1Situation &situation);
};

} // namespace md::ww1
