#include "napoleonic/models/NapPendingModel.h"

#include "napoleonic/document/NapDocument.h"
#include "napoleonic/texts/NapTexts.h"

namespace md::nap {

NapPendingModel::NapPendingModel(NapDocument *document, QObject *parent)
    : QAbstractTableModel(parent)
    , m_document(document)
    , m_rows(static_cast<int>(document->battle().pending.size()))
{
    connect(document, &NapDocument::changed, this, &NapPendingModel::documentChanged);
}

void NapPendingModel::documentChanged()
{
    // The queue grows and shrinks anywhere (a check takes the first, a loss appends): rows are re-read.
    const int rows = static_cast<int>(m_document->battle().pending.size());
    if (rows != m_rows) {
        beginResetModel();
        m_rows = rows;
        endResetModel();
    } else if (m_rows > 0) {
        Q_EMIT dataChanged(index(0, 0), index(m_rows - 1, ColumnCount - 1));
    }
}

int NapPendingModel::rowCount(const QModelIndex &parent) const { return parent.isValid() ? 0 : m_rows; }

int NapPendingModel::columnCount(const QModelIndex &parent) const { return parent.isValid() ? 0 : ColumnCount; }

QVariant NapPendingModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    if (role != Qt::DisplayRole && role != Qt::ToolTipRole)
        return {};
    const NapBattle &battle = m_document->battle();
    if (index.row() >= battle.pending.size())
        return {};
    const NapPendingCheck &check = battle.pending.at(index.row());
    switch (index.column()) {
    case OrderColumn:
        return index.row() + 1;
    case UnitColumn:
        return NapTexts::unitName(battle, check.unitId);
    case CheckColumn:
        if (role == Qt::ToolTipRole)
            return enumDisplayName(check.circumstance);
        if (!check.causeUnitId.isEmpty())
            return tr("%1, saw %2").arg(NapTexts::code(check.circumstance), NapTexts::unitName(battle, check.causeUnitId));
        return NapTexts::code(check.circumstance);
    case WhenColumn:
        if (role == Qt::ToolTipRole)
            return check.instantaneous ? tr("Instantaneous: taken before the next action (B.2.1)")
                                       : tr("Phase completion: taken in order when the phase completes (B.2.2, 15.41)");
        return check.instantaneous ? tr("At once") : tr("Phase end");
    default:
        return {};
    }
}

QVariant NapPendingModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case OrderColumn:
        return tr("#");
    case UnitColumn:
        return tr("Unit");
    case CheckColumn:
        return tr("Check");
    case WhenColumn:
        return tr("When");
    default:
        return {};
    }
}

} // namespace md::nap
