#pragma once

#include "fantasy/model/FanBattle.h"
#include "print/PrintDocument.h"
#include "print/Swatch.h"

#include <QCoreApplication>

#include <optional>

namespace md::fantasy {

// The fantasy army morale sheet (C.1-C.4): filled from a battle, or blank to photocopy. Per side a table of its
// units: name, race, class, start figures, figures now, the loss step (C.3 step 1), the BMV now (C.3 step 2),
// the state in the roster's colours, what is due and when (C.4) and why a unit does not test (C.2). The blank
// sheet has as many empty rows per side with ten 10 % loss boxes to tick. Under the tables a reminder of C.3-C.4
// and, in phase 11, the units that may try to rally now (C.4.2).
class FanArmySheetDocument : public PrintDocument
{
    Q_DECLARE_TR_FUNCTIONS(md::fantasy::FanArmySheetDocument)

public:
    static constexpr int maxBlankUnits = 40;
    // One box per 10 % of the starting figures lost; the tenth is the last figure (C-12).
    static constexpr int tallyBoxes = 10;

    // Filled from the battle.
    explicit FanArmySheetDocument(FanBattle battle);
    // Blank, with `unitRows` empty unit rows per side (clamped to 1 … maxBlankUnits).
    explicit FanArmySheetDocument(int unitRows);

    bool isBlank() const { return m_blank; }
    int blankUnitRows() const { return m_unitRows; }
    const FanBattle &battle() const { return m_battle; }

    // C.3 steps 1-2: the BMV of the unit's class at its loss step on its race's sheet; nullopt when the unit never
    // tests (a character, skeletons, a monster whose sheet lists no trigger: C.2, C-14, C-15), is destroyed (C-12),
    // or the battle has no sheet for its race or the sheet no value there yet (C.6).
    static std::optional<int> bmvNow(const FanBattle &battle, const FanUnit &unit);
    // A state's fill, the roster's light tints (a grey in greyscale; the state's name is printed on it).
    // Normal has none: an invalid colour.
    static Swatch stateSwatch(FanUnitState state);

    QString title() const override;
    // The battle's name and the turn and phase it stands at.
    QString subtitle() const override;
    QString footer() const override;
    QList<FlowBlock> blocks(const QSizeF &body) const override;

private:
    void appendSide(QList<FlowBlock> &blocks, int side, qreal width) const;
    void appendReminder(QList<FlowBlock> &blocks, qreal width) const;

    FanBattle m_battle;
    bool m_blank = false;
    int m_unitRows = 0;
};

} // namespace md::fantasy
