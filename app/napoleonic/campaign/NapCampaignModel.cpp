#include "napoleonic/campaign/NapCampaignModel.h"

#include "napoleonic/rules/NapMfp.h"

using namespace Qt::StringLiterals;

namespace md::nap {

void NapCampaignModel::setBattledays(const QList<NapBattledayRecord> &days)
{
    beginResetModel();
    m_days = days;
    m_rows.clear();
    for (const NapBattledayRecord &d : std::as_const(m_days)) {
        for (const NapArmyResult &a : d.armies)
            m_rows.append({&d, &a});
    }
    endResetModel();
}

int NapCampaignModel::rowCount(const QModelIndex &parent) const { return parent.isValid() ? 0 : int(m_rows.size()); }

int NapCampaignModel::columnCount(const QModelIndex &parent) const { return parent.isValid() ? 0 : ColumnCount; }

QVariant NapCampaignModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= m_rows.size() || index.column() >= ColumnCount)
        return {};
    const Row &row = m_rows.at(index.row());
    const NapArmyResult &a = *row.army;
    if (role == Qt::TextAlignmentRole) {
        const bool number = index.column() >= Battleday && index.column() != Exceeded;
        return QVariant::fromValue(number ? Qt::AlignRight | Qt::AlignVCenter : Qt::AlignLeft | Qt::AlignVCenter);
    }
    if (role == Qt::ToolTipRole && index.column() == Battle)
        return row.day->scenario.isEmpty() ? row.day->date.toString(Qt::ISODate)
                                           : tr("%1, scenario \"%2\"").arg(row.day->date.toString(Qt::ISODate), row.day->scenario);
    if (role == Qt::ToolTipRole && (index.column() == Exceeded || index.column() == NextPenalty))
        return tr("15.96: an army that exceeded its MFP during a battleday is -1 CMR on the next battleday; commands "
                  "arriving on a later battleday are exempt.");
    if (role != Qt::DisplayRole)
        return {};
    switch (index.column()) {
    case Battle:
        return tr("%1: %2").arg(QString::number(row.day->number), row.day->name);
    case Army:
        return a.army;
    case Battleday:
        return row.day->battleday;
    case MfpTotal:
        return NapMfp::text(a.mfpTotalHalf);
    case MfpUsed:
        return NapMfp::text(a.mfpUsedHalf);
    case Tier:
        return a.tierReached;
    case FoughtAt:
        return a.campaignPenalty < 0 ? tr("-1 CMR") : tr("none");
    case Exceeded:
        return a.exceeded ? tr("yes") : tr("no");
    case NextPenalty:
        return a.nextPenalty() < 0 ? tr("-1 CMR") : tr("none");
    case FiguresLost:
        return a.figuresLost();
    case Routed:
        return a.count(NapUnitState::Routed);
    case Eliminated:
        return a.count(NapUnitState::Eliminated);
    default:
        break;
    }
    return {};
}

QVariant NapCampaignModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole || section < 0 || section >= ColumnCount)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case Battle:
        return tr("Battle");
    case Army:
        return tr("Army");
    case Battleday:
        return tr("Battleday");
    case MfpTotal:
        return tr("MFP total");
    case MfpUsed:
        return tr("MFP used");
    case Tier:
        return tr("Demoralization tier reached");
    case FoughtAt:
        return tr("Campaign penalty this day");
    case Exceeded:
        return tr("Exceeded its MFP");
    case NextPenalty:
        return tr("Next battleday");
    case FiguresLost:
        return tr("Figures lost");
    case Routed:
        return tr("Units routed");
    case Eliminated:
        return tr("Units eliminated");
    default:
        break;
    }
    return {};
}

} // namespace md::nap
