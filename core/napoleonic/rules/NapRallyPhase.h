#pragma once

#include "kernel/DiceSource.h"
#include "napoleonic/model/NapBattle.h"
#include "napoleonic/rules/NapEngine.h"

#include <QCoreApplication>

namespace md::nap {

// The Rally Phase's verbs behind NapEngine (B.4.3, B.4.4, 15.72c): see NapEngine for each.
class NapRallyPhase
{
    Q_DECLARE_TR_FUNCTIONS(md::nap::NapRallyPhase)

public:
    static QStringList clearDisorder(NapBattle &battle, const QString &armyId, const QStringList &heldUnitIds,
                                     QString *error);
    static NapCheckPreview preview(const NapBattle &battle, const QString &unitId, const NapSituation &situation);
    static NapRallyOutcome rally(NapBattle &battle, const QString &unitId, const NapSituation &situation,
                                 DiceSource &dice);
    static QString routOffTable(NapBattle &battle, const QString &unitId);
};

} // namespace md::nap
