#pragma once

#include "napoleonic/model/NapBattle.h"

#include <QCoreApplication>
#include <QString>

namespace md::nap {

// What a result means at the table (B.3.5, B.4.1, B.4.2, B.4.4), and the names the engine's messages use.
class NapEffects
{
    Q_DECLARE_TR_FUNCTIONS(md::nap::NapEffects)

public:
    static QString label(const NapUnit &unit) { return unit.name.isEmpty() ? unit.id : unit.name; }
    static QString label(const NapCommand &command) { return command.name.isEmpty() ? command.id : command.name; }
    static QString label(const NapArmy &army) { return army.name.isEmpty() ? army.id : army.name; }

    // A check's result for the tester that was in state `before` and is now in `after`.
    static QString check(NapResult result, NapUnitState before, NapUnitState after, NapTesterKind tester,
                         const NapRules &rules);
    // A rally attempt's result (B.4.4).
    static QString rally(NapResult result, int figuresRemoved, bool mfpCharged);
    // B.4.1 and B.4.2 alone.
    static QString disordered();
    static QString routed();
};

} // namespace md::nap
