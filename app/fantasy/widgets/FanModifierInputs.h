#pragma once

#include "fantasy/model/FanBattle.h"
#include "fantasy/rules/FanTest.h"

#include <QList>
#include <QString>
#include <QStringList>
#include <QWidget>

class QGridLayout;
class QLabel;
class QSpinBox;

namespace md {
class WrappedLabel;
}

namespace md::fantasy {

class FanNeighbourTable;

// The Morale Modifiers of the race's sheet as inputs (C.3 step 3, C.6: the rows are the race's data), in the
// sheet's order, each row with the input its condition needs: a tick (character in control or killed, hated
// foe, flank, rear, lost last round, magic / monster / undead), the friends within 10 cm and the enemies within
// 20 cm (FanNeighbourTable), the enemy figures engaged (C-6), the figures in each cover the sheet has (C-8),
// and the race's own rows as a tick or a count. Only rows the sheet has get an input. What the players said is
// kept across a change of the battle where it still applies (a row still on the sheet, a unit still there).
class FanModifierInputs : public QWidget
{
    Q_OBJECT

public:
    explicit FanModifierInputs(QWidget *parent = nullptr);

    // The unit tested and its sheet (either may be null: no inputs); builds the inputs again when the sheet's rows
    // changed, and always re-reads the neighbours and the limits that follow the unit's figures.
    void setSituation(const FanBattle *battle, const FanUnit *unit, const FanProfile *profile);
    // Forgets what was said (another unit).
    void clear();
    // What is ticked and counted now, the neighbours included (for the rows the sheet has).
    FanConditions conditions() const;
    FanNeighbourTable *friendsTable() const { return m_friends; }
    FanNeighbourTable *enemiesTable() const { return m_enemies; }

Q_SIGNALS:
    // A player changed an input.
    void changed();

private:
    void rebuild(const FanProfile *profile);
    void addTick(QGridLayout *grid, int &line, const QString &objectName, const QString &value, const QString &label,
                 bool FanConditions::*field);
    void addCount(QGridLayout *grid, int &line, const QString &objectName, const QString &value, const QString &label,
                  int FanConditions::*field);
    void addAttacked(QGridLayout *grid, int &line, const FanProfile &profile, const FanModifier &row,
                     const FanConditions &was);
    void addNeighbours(QGridLayout *grid, int &line, FanNeighbourTable *table, QLabel *empty, const FanModifier &row,
                       const QString &what);
    void addCustom(QGridLayout *grid, int &line, const FanModifier &row, int had);
    void said();
    void updateNotes(const FanUnit *unit, const FanProfile *profile);

    FanConditions m_said;        // without the neighbours, which their tables keep
    QStringList m_shape;         // what the inputs were last built from
    bool m_hasFriends = false;   // the sheet has the rows the tables stand for
    bool m_hasEnemies = false;
    bool m_building = false;
    FanNeighbourTable *m_friends;
    FanNeighbourTable *m_enemies;
    QLabel *m_noFriends;
    QLabel *m_noEnemies;
    QList<QSpinBox *> m_coverSpins;
    WrappedLabel *m_engagedNote = nullptr;
    WrappedLabel *m_coverNote = nullptr;
};

} // namespace md::fantasy
