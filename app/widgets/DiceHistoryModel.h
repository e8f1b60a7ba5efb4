#pragma once

#include "kernel/RolledDie.h"

#include <QAbstractTableModel>

namespace md {

// Every roll of the open game (RuleSystem::rolls()), one row each, oldest first: side, turn, dice, roll,
// typed or the program's, and what it was for. Shows the rolls of one side, or of all.
class DiceHistoryModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column { SideColumn, TurnColumn, DiceColumn, RollColumn, SourceColumn, PurposeColumn, ColumnCount };

    explicit DiceHistoryModel(QObject *parent = nullptr);
    void setRolls(const RolledDice &rolls);
    // Empty: every side.
    void setSide(const QString &side);
    QString side() const { return m_side; }
    const RolledDice &allRolls() const { return m_all; }
    const RolledDice &shownRolls() const { return m_shown; }
    // The sides the rolls name, in their first roll's order.
    QStringList sides() const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    void refilter();

    RolledDice m_all;
    RolledDice m_shown;
    QString m_side;
};

} // namespace md
