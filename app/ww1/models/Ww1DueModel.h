#pragma once

#include <QAbstractTableModel>
#include <QStringList>

namespace md::ww1 {

class Ww1Document;

// The group tests due (A.2.1) as a queue in A.3.2's order (Ww1Engine::groupsDue): attackers first, then
// defenders, each biggest to smallest; with what each test needs and its odds before the roll.
class Ww1DueModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column { GroupColumn, RoleColumn, SizeColumn, ConditionColumn, NeedColumn, OddsColumn, ColumnCount };

    explicit Ww1DueModel(Ww1Document *document, QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    QString groupAt(int row) const { return m_due.value(row); }
    int rowOf(const QString &groupId) const { return static_cast<int>(m_due.indexOf(groupId)); }
    const QStringList &due() const { return m_due; }

private:
    void refresh();

    Ww1Document *m_document;
    QStringList m_due;
};

} // namespace md::ww1
