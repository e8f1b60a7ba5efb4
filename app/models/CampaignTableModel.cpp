#include "CampaignTableModel.h"

namespace md {

CampaignTableModel::CampaignTableModel(QObject *parent) : QAbstractTableModel(parent) {}

void CampaignTableModel::setTable(CampaignTable table)
{
    beginResetModel();
    m_table = std::move(table);
    endResetModel();
}

int CampaignTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_table.rows.size());
}

int CampaignTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_table.columns.size());
}

QVariant CampaignTableModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    if (role != Qt::DisplayRole && role != Qt::ToolTipRole)
        return {};
    return m_table.rows.at(index.row()).value(index.column());
}

QVariant CampaignTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (role != Qt::DisplayRole || orientation != Qt::Horizontal || section < 0 || section >= m_table.columns.size())
        return {};
    // The documented CSV header (docs/campaign-format.md), made readable: "held_by" shows as "Held by".
    QString title = m_table.columns.at(section);
    title.replace(QLatin1Char('_'), QLatin1Char(' '));
    if (!title.isEmpty())
        title[0] = title.at(0).toUpper();
    return title;
}

} // namespace md
