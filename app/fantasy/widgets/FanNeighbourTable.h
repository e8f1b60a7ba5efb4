#pragma once

#include "fantasy/model/FanUnit.h"
#include "fantasy/rules/FanTest.h"

#include <QHash>
#include <QList>
#include <QString>
#include <QStringList>
#include <QTableWidget>

namespace md::fantasy {

// The units of one side that may stand near the tester (C.3: friends within 10 cm, enemies within 20 cm), one
// row each: tick the unit when it is near, and mark it in combat or not visible with one more click. Ticking
// either mark ticks the unit too. The resolver decides whether a ticked unit counts (free, visible, not routing
// or retiring, no monster as a friend); the table only says what the players see. Marks are kept by unit id
// across new lists, so a change of the battle keeps what still applies.
class FanNeighbourTable : public QTableWidget
{
    Q_OBJECT

public:
    enum Column { UnitColumn, InCombatColumn, NotVisibleColumn, ColumnCount };

    explicit FanNeighbourTable(QWidget *parent = nullptr);

    // The units to offer, in roster order; marks of units no longer offered are forgotten.
    void setUnits(const QList<FanUnit> &units);
    void clearMarks();
    // The ticked units as the resolver takes them.
    QList<FanNeighbour> marked() const;
    // The row of a unit, or -1.
    int rowOf(const QString &unitId) const;
    // Marks a unit's row as a player would (for the owner and tests).
    void setMarks(const QString &unitId, bool near, bool inCombat, bool notVisible);
    // A unit with its kind and state where they matter: "Wolves (Monster, Routing)".
    static QString unitText(const FanUnit &unit);

Q_SIGNALS:
    void marksChanged();

private:
    struct Marks
    {
        bool near = false;
        bool inCombat = false;
        bool notVisible = false;
    };

    void cellChanged(QTableWidgetItem *item);
    void fitHeight();

    QList<FanUnit> m_units;
    QHash<QString, Marks> m_marks;
    bool m_filling = false;
};

} // namespace md::fantasy
