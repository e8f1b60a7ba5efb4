#pragma once

#include "kernel/DiceSource.h"
#include "kernel/DieSpec.h"
#include "kernel/Fraction.h"
#include "kernel/Modifier.h"
#include "napoleonic/model/NapBattle.h"
#include "napoleonic/rules/NapAdjustments.h"
#include "napoleonic/rules/NapCheck.h"
#include "napoleonic/rules/NapMfp.h"

#include <QCoreApplication>
#include <QList>
#include <QString>
#include <QStringList>

namespace md::nap {

// One check as the players set it up (B.2.3): one unit, or the units that test together.
struct NapCheckRequest
{
    QStringList unitIds;          // one unit; a formation's or cluster's units (the highest current CMR tests)
    NapTesterKind tester = NapTesterKind::Unit;
    NapCircumstance circumstance = NapCircumstance::Ia;
    NapSituation situation;
    QString causeUnitId;          // I-b/I-c: the routing unit (for X-a, X-b, X-e)
    bool causeFailedRally = false;// X-c
    friend bool operator==(const NapCheckRequest &, const NapCheckRequest &) = default;
};

// What a check will be, before the roll: the target with every term, and the exact odds.
struct NapCheckPreview
{
    QString error;                // non-empty: the check cannot be taken (exempt, unknown unit, ...)
    QString testerId;             // the unit whose CMR the roll is against
    int target = 0;               // T (B.3.4 step 1)
    Modifiers terms;              // the current CMR's terms, then the adjustments, each with its rule
    bool shockRule = false;       // 15.28 applies (B-9)
    NapOdds odds;
};

struct NapCheckOutcome
{
    QString error;                // non-empty: refused, nothing changed
    NapCheckPreview preview;
    int roll = 0;                 // the d10, 1-10
    int shockDelta = 0;           // 15.28: +1 / -1 kept to the end of the Shock Phase
    NapResult result = NapResult::None;
    QStringList unitIds;          // every unit the result applies to
    QStringList routed;           // the units that routed now (their friends may owe I-b checks, B.3.6)
    QString effect;               // what the result means at the table (B.3.5, B.4.1, B.4.2)
};

struct NapRallyOutcome
{
    QString error;
    NapCheckPreview preview;      // odds.pass is the chance to rally
    int roll = 0;
    NapResult result = NapResult::None; // Rallied, RallyFailed or Removed (the second failure, B.4.4 step 3)
    int figuresRemoved = 0;       // E03
};

struct NapMfpOutcome
{
    QString error;
    int addedHalf = 0;
    int usedHalf = 0;
    int totalHalf = 0;
    int tierBefore = 0;
    int tierAfter = 0;
    bool announce90 = false;      // reached 90 % now for the first time (15.97)
    QStringList effects;          // B.4.7 in the player's words: orders changed, penalty rate
};

// The verbs of play on a battle: each checks, changes the battle, and logs one record; a refused verb returns
// its reason in a player's words and changes nothing. Rolls are one d10 through `dice.rollSum()`.
class NapEngine
{
    Q_DECLARE_TR_FUNCTIONS(md::nap::NapEngine)

public:
    static DieSpec dice(); // d10

    // Figures (and cannon) lost by a unit in the current phase; `shock` for Shock Combat losses (E02, no fire
    // check). Queues the check the loss calls for (I-a at once, P-a/P-b at the phase's end, B.2) unless the
    // unit is exempt or already tested for it; negative numbers correct an entry. Returns the checks queued.
    static QList<NapPendingCheck> loss(NapBattle &battle, const QString &unitId, int figures, int cannon, bool shock,
                                       QString *error);
    // Puts a check on the queue by hand (a charge, a sighting, an explosion ...); refused with the exemption.
    static QString queue(NapBattle &battle, const NapPendingCheck &check);
    // Takes a queued check off without testing (the players decided it does not apply); `why` is required. No log
    // record: the file's log has no event for a check not taken (NapLogEvent).
    static QString dismiss(NapBattle &battle, int pendingIndex, const QString &why);
    // The check's target and odds, changing nothing.
    static NapCheckPreview preview(const NapBattle &battle, const NapCheckRequest &request);
    // B.3.4-B.3.6: rolls, applies the result to every unit, marks the circumstance tested (15.21), removes the
    // matching queued checks, applies 15.28's delta. A routed unit's formed friends may owe I-b checks: the
    // window asks which are within 2" and queues them with routFriends().
    static NapCheckOutcome check(NapBattle &battle, const NapCheckRequest &request, DiceSource &dice);
    // B.3.6: queue I-b (or I-c for a passby) checks with N09 for the units the players name as within 2" of
    // `routedUnitId`; exempt ones (X-a, X-b, X-c, X-e, X-g) are skipped and listed in `skipped` with the reason.
    static QString routFriends(NapBattle &battle, const QString &routedUnitId, const QStringList &unitIds,
                               bool passby, QStringList *skipped = nullptr);
    // B.4.3: at the start of the Rally Phase every Disordered unit of the army becomes Good except those the
    // players name as held (within an enemy Minimum Fire Zone, or restriction (c) when enabled).
    static QStringList clearDisorder(NapBattle &battle, const QString &armyId, const QStringList &heldUnitIds,
                                     QString *error);
    // B.4.4: one rally attempt (P-c) for a Routed unit in the Rally Phase.
    static NapRallyOutcome rally(NapBattle &battle, const QString &unitId, const NapSituation &situation,
                                 DiceSource &dice);
    static NapCheckPreview rallyPreview(const NapBattle &battle, const QString &unitId, const NapSituation &situation);
    // 15.72c, B-19: a routed unit leaves the table (eliminated; E03 per remaining figure with the option).
    static QString routOffTable(NapBattle &battle, const QString &unitId);
    // B.4.6, B.4.7: the Army Morale Fatigue Phase for one army: the entries are added to its used total, the
    // tier is set, orders change (Attack -> Engage at tier 1, all March at tier 2+), 90 % is announced once.
    static NapMfpOutcome mfpPhase(NapBattle &battle, const QString &armyId, const QList<NapMfpEntry> &entries);
    // Command changes: an officer wounded or killed (E07/E09 follow), an order (refused when B.4.7 forbids it),
    // an arrival (15.82: raises the total; back to normal standing if used <= total again, 15.92) or a
    // withdrawal (E20).
    static QString setOfficer(NapBattle &battle, const QString &commandId, NapOfficerStatus status);
    static QString setOrder(NapBattle &battle, const QString &commandId, NapOrder order);
    static QString arrive(NapBattle &battle, const QString &commandId);
    static QString withdraw(NapBattle &battle, const QString &commandId);
    // 15.86: the enemy takes a position: its value moves onto the owner's used total (E18 in the next phase).
    static QString takePosition(NapBattle &battle, const QString &armyId, const QString &positionName);
    // 15.42: the next phase; refused while checks are queued (they are resolved before the next phase). Ends
    // the phase: cannon lost this phase and 15.21's tested circumstances are cleared, 15.28's adjustment at the
    // end of the Shock Phase. After the last phase a new turn begins; on an hourly turn each demoralized army's
    // penalty grows by its tier's rate (B.4.7, B-24).
    static QString nextPhase(NapBattle &battle);
    // B.4.7: the orders an army may be given now.
    static QList<NapOrder> ordersAllowed(const NapArmy &army);
};

} // namespace md::nap
