#pragma once

#include <QAbstractTableModel>

namespace md::fantasy {

struct FanBattle;
struct FanLogRecord;

// The battle log, newest last: when, who, what, and for a test the numbers behind it (BMV, modifiers, MMV, D4,
// FMV, result, the sheet's revision), so that a dispute at the table is settled by reading it.
class FanLogModel final : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column { WhenColumn, UnitColumn, EventColumn, DetailColumn, ColumnCount };

    explicit FanLogModel(QObject *parent = nullptr);
    void setBattle(const FanBattle *battle);
    static QString detail(const FanBattle &battle, const FanLogRecord &record);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    const FanBattle *m_battle = nullptr;
};

} // namespace md::fantasy
