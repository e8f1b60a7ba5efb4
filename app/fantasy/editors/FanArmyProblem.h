#pragma once

#include "fantasy/model/FanBattle.h"
#include "kernel/Problem.h"

#include <QCoreApplication>
#include <QString>

namespace md::fantasy {

// Where a FanValidator problem of the armies is, read back from its path ("$.sides[1].units[3].currentFigures"),
// so that the army editor can mark that cell and say the place in a player's words: the side and the unit by
// their names, the field by its column's.
class FanArmyProblem
{
    Q_DECLARE_TR_FUNCTIONS(md::fantasy::FanArmyProblem)

public:
    enum class Place { Elsewhere, BattleName, SideName, Units, UnitRow };

    Place place = Place::Elsewhere;
    int side = -1;
    int unit = -1;
    QString key; // the unit's field: "currentFigures", "pending" …; empty for the whole unit

    static FanArmyProblem parse(const QString &path);
    // The FanUnitModel column of `key`; -1 for a field the table has no column for (the whole row).
    int column() const;
    // "Orcs, Goblin raiders, figures now: must be …": the place by name, and any unit path in the reason too.
    // Empty for a problem elsewhere (the sheets, the log, the clock).
    static QString line(const Problem &problem, const FanBattle &battle);
    // A side as the editor names it: its name, else "Side 1".
    static QString sideName(const FanBattle &battle, int side);

private:
    static QString fieldName(const QString &key);
    static QString unitName(const FanBattle &battle, int side, int unit);
};

} // namespace md::fantasy
