#pragma once

#include "print/Swatch.h"
#include "napoleonic/model/NapEnums.h"

#include <QCoreApplication>
#include <QString>

namespace md::nap {

// How Napoleonic results look on paper: a check's three bands (B.3.4) from green (pass) to red (routed), a
// unit's state (15.0) and an army's standing (B.4.7). Each has a letter, and in greyscale a grey level and
// hatching, darker as things get worse, so nobody has to tell the colours apart.
class NapPrintStyle
{
    Q_DECLARE_TR_FUNCTIONS(md::nap::NapPrintStyle)

public:
    // A check's bands, best first (B.3.4 step 4).
    static constexpr NapResult bands[] = {NapResult::Pass, NapResult::Disordered, NapResult::Routed};
    // The states a sheet ticks, best first (15.0).
    static constexpr NapUnitState states[] = {NapUnitState::Good, NapUnitState::Disordered, NapUnitState::Routed};

    static Swatch swatch(NapResult result);
    static Swatch swatch(NapUnitState state);
    // B.4.7: 0 normal, 1-3 the demoralization tiers; `warned` a normal army within 10 % (15.97).
    static Swatch tierSwatch(int tier, bool warned = false);
    static QString letter(NapResult result);
    static QString letter(NapUnitState state);
    static QString tierName(int tier, bool warned = false);
    // The footer of every Napoleonic page (PrintDocument::footer()).
    static QString footer();

private:
    static qreal swatchWidth();
};

} // namespace md::nap
