#pragma once

#include "napoleonic/model/NapBattle.h"
#include "napoleonic/rules/NapEngine.h"

#include <QCoreApplication>

namespace md::nap {

// The army-level verbs behind NapEngine: the Army Morale Fatigue Phase and demoralization (B.4.5-B.4.7),
// command changes and positions. See NapEngine for each.
class NapArmyMorale
{
    Q_DECLARE_TR_FUNCTIONS(md::nap::NapArmyMorale)

public:
    static NapMfpOutcome mfpPhase(NapBattle &battle, const QString &armyId, const QList<NapMfpEntry> &entries);
    static QString setOfficer(NapBattle &battle, const QString &commandId, NapOfficerStatus status);
    static QString setOrder(NapBattle &battle, const QString &commandId, NapOrder order);
    static QString arrive(NapBattle &battle, const QString &commandId);
    static QString withdraw(NapBattle &battle, const QString &commandId);
    static QString takePosition(NapBattle &battle, const QString &armyId, const QString &positionName);
    static QList<NapOrder> ordersAllowed(const NapArmy &army);
    // B.4.7, B-24: at the start of an hourly turn each demoralized army's penalty grows by its tier's rate
    // (or is recomputed as -rate x hours with rules.recomputeDemoralPenalty).
    static void hourlyAccrual(NapBattle &battle);
    // B.4.7, 15.92, B-26: the army's tier for its used total and total now; orders change with it (Attack ->
    // Engage at tier 1, all March at 2+); back at tier 0 the penalty is cancelled. `effects` gets each change.
    static void applyTier(NapArmy &army, int tier, QStringList *effects);
};

} // namespace md::nap
