#pragma once

#include "fantasy/model/FanProfile.h"
#include "print/PageFlow.h"

#include <QCoreApplication>

namespace md::fantasy {

// The parts of a race's Profile Sheet (C.1, C.6), filled and blank from the same code: a blank part is the
// filled one with nothing written in. `profile` null: blank, with room to write.
class FanSheetParts
{
    Q_DECLARE_TR_FUNCTIONS(md::fantasy::FanSheetParts)

public:
    // The blank sheet's writing rows: modifiers by default a little more than C.3 step 3's fourteen (the blank
    // document fits as many as the page holds), and a few triggers.
    static constexpr int blankModifierRows = 16;
    static constexpr int blankTriggerRows = 6;

    static QString sheetTitle();
    // The Morale Test in three sentences, for the top of a sheet (C.3).
    static QString testNote();

    // The whole sheet, in the order of C.1: race and revision, class names, the BMV chart, the Morale Modifiers,
    // When to Test Morale, the hated races and the Morale Results by class.
    // `modifierRows`: the blank sheet's rows for modifiers.
    static QList<FlowBlock> sheet(const FanProfile *profile, qreal width, int modifierRows = blankModifierRows);

    static void appendIdentity(QList<FlowBlock> &blocks, const FanProfile *profile, qreal width);
    static void appendBmvChart(QList<FlowBlock> &blocks, const FanProfile *profile, qreal width);
    static void appendModifiers(QList<FlowBlock> &blocks, const FanProfile *profile, qreal width,
                                int blankRows = blankModifierRows);
    static void appendWhenToTest(QList<FlowBlock> &blocks, const FanProfile *profile, qreal width);
    static void appendHatedRaces(QList<FlowBlock> &blocks, const FanProfile *profile, qreal width);
    static void appendResults(QList<FlowBlock> &blocks, const FanProfile *profile, qreal width);

    // Sets keepTogether on the block at `first` so a part stays on one page when it fits on one.
    static void keepTogether(QList<FlowBlock> &blocks, qsizetype first);
};

} // namespace md::fantasy
