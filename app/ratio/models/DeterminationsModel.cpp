#include "ratio/models/DeterminationsModel.h"

#include "ratio/print/ResultStyle.h"
#include "ratio/rules/RatioMorale.h"

#include <QBrush>
#include <QFont>

#include <iterator>

namespace md {

namespace {
struct BandRow
{
    int need; // 10: automatic success, 0: automatic failure, -1: no roll possible
    FailureResult failure;
};
constexpr BandRow kBands[] = {
    {10, FailureResult::None},           {9, FailureResult::Cautious},
    {8, FailureResult::Cautious}, {7, FailureResult::Cautious},
    {6, FailureResult::Shaken},   {5, FailureResult::Shaken},
    {4, FailureResult::Shaken},   {3, FailureResult::Broken},
    {2, FailureResult::Broken},   {1, FailureResult::Broken},
    {0, FailureResult::Eliminated}, {-1, FailureResult::Destroyed},
};
constexpr int kBandCount = static_cast<int>(std::size(kBands));
} // namespace

int DeterminationsModel::rowCount(const QModelIndex &parent) const { return parent.isValid() ? 0 : kBandCount; }

int DeterminationsModel::columnCount(const QModelIndex &parent) const { return parent.isValid() ? 0 : 3; }

QVariant DeterminationsModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const BandRow &row = kBands[index.row()];
    if (role == Qt::DisplayRole) {
        switch (index.column()) {
        case 0:
            if (row.need == 10)
                return QStringLiteral("1.0");
            if (row.need < 0)
                return QStringLiteral("0");
            return tr(".%1 to .%2").arg(row.need == 0 ? QStringLiteral("01") : QString::number(row.need * 10))
                .arg(row.need * 10 + 9, 2, 10, QLatin1Char('0'));
        case 1:
            if (row.need == 10)
                return tr("Automatic success");
            if (row.need == 0)
                return tr("Automatic failure");
            if (row.need < 0)
                return tr("No roll possible");
            return row.need == 1 ? tr("1") : tr("1 to %1").arg(row.need);
        default:
            return row.failure == FailureResult::Destroyed ? tr("Unit or vehicle has been destroyed")
                                                           : enumDisplayName(row.failure);
        }
    }
    if (role == Qt::BackgroundRole && index.column() == 2 && row.failure != FailureResult::None)
        return QBrush(ResultStyle::colour(row.failure));
    if (role == Qt::ForegroundRole && index.column() == 2 && row.failure != FailureResult::None)
        return QBrush(ResultStyle::textColour());
    if (role == Qt::ToolTipRole && index.column() == 2)
        return ratio::behaviourText(row.failure);
    if (role == Qt::UserRole + 1 && index.column() == 2)
        return static_cast<int>(row.failure);
    return {};
}

QVariant DeterminationsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (role != Qt::DisplayRole)
        return {};
    if (orientation == Qt::Vertical)
        return {};
    switch (section) {
    case 0:
        return tr("Morale ratio");
    case 1:
        return tr("Die roll needed for success");
    default:
        return tr("Result of failure");
    }
}

} // namespace md
