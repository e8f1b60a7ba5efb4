#include "ww1/campaign/Ww1CampaignModel.h"

using namespace Qt::StringLiterals;

namespace md::ww1 {

void Ww1CampaignModel::setBattles(const QList<Ww1BattleRecord> &battles)
{
    beginResetModel();
    m_battles = battles;
    m_rows.clear();
    for (const Ww1BattleRecord &b : std::as_const(m_battles)) {
        for (const Ww1ForceResult &f : b.forces) {
            for (const Ww1GroupResult &g : f.groups)
                m_rows.append({&b, &f, &g});
        }
    }
    endResetModel();
}

int Ww1CampaignModel::rowCount(const QModelIndex &parent) const { return parent.isValid() ? 0 : int(m_rows.size()); }

int Ww1CampaignModel::columnCount(const QModelIndex &parent) const { return parent.isValid() ? 0 : ColumnCount; }

QVariant Ww1CampaignModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= m_rows.size() || index.column() >= ColumnCount)
        return {};
    const Row &row = m_rows.at(index.row());
    const Ww1GroupResult &g = *row.group;
    if (role == Qt::TextAlignmentRole) {
        const bool number = index.column() >= Start && index.column() <= Left;
        return QVariant::fromValue(number ? Qt::AlignRight | Qt::AlignVCenter : Qt::AlignLeft | Qt::AlignVCenter);
    }
    if (role == Qt::ToolTipRole && index.column() == Battle)
        return row.battle->scenario.isEmpty() ? row.battle->date.toString(Qt::ISODate)
                                              : tr("%1, scenario \"%2\"").arg(row.battle->date.toString(Qt::ISODate), row.battle->scenario);
    if (role != Qt::DisplayRole)
        return {};
    switch (index.column()) {
    case Battle:
        return tr("%1: %2").arg(QString::number(row.battle->number), row.battle->name);
    case Force:
        return row.force->force;
    case Group:
        return g.name;
    case Side:
        return g.side;
    case Role:
        return enumDisplayName(g.role);
    case Start:
        return g.startMembers;
    case Casualties:
        return g.casualties;
    case Left:
        return g.effectiveMembers();
    case Tested: {
        QStringList keys;
        for (const Ww1Condition c : g.conditionsTested)
            keys.append(enumKey(c).toUpper());
        return keys.join(u", "_s);
    }
    case Withdrew:
        if (!g.withdrew)
            return tr("no");
        return g.endStatus == Ww1GroupStatus::Withdrawing ? tr("withdrawing at the end") : tr("withdrew, back in line");
    case Surrendered:
        return g.surrendered;
    default:
        break;
    }
    return {};
}

QVariant Ww1CampaignModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole || section < 0 || section >= ColumnCount)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case Battle:
        return tr("Battle");
    case Force:
        return tr("Force");
    case Group:
        return tr("Group");
    case Side:
        return tr("Side");
    case Role:
        return tr("Role");
    case Start:
        return tr("Members at the start");
    case Casualties:
        return tr("Casualties");
    case Left:
        return tr("Left");
    case Tested:
        return tr("Conditions tested");
    case Withdrew:
        return tr("Withdrew");
    case Surrendered:
        return tr("Stands surrendered");
    default:
        break;
    }
    return {};
}

} // namespace md::ww1
