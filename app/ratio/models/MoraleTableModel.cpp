#include "ratio/models/MoraleTableModel.h"

#include "ratio/print/ResultStyle.h"
#include "ratio/rules/RatioMorale.h"

#include <QBrush>
#include <QFont>

namespace md {

MoraleTableModel::MoraleTableModel(QObject *parent) : QAbstractTableModel(parent) {}

void MoraleTableModel::setRange(int from, int to)
{
    from = qBound(1, from, maxLevel);
    to = qBound(from, to, maxLevel);
    if (from == m_from && to == m_to)
        return;
    beginResetModel();
    m_from = from;
    m_to = to;
    endResetModel();
}

void MoraleTableModel::setHighlight(int level, int remaining)
{
    const QModelIndex old = cellIndex(m_highlightLevel, m_highlightRemaining);
    m_highlightLevel = level;
    m_highlightRemaining = remaining;
    if (old.isValid())
        Q_EMIT dataChanged(old, old);
    const QModelIndex now = cellIndex(level, remaining);
    if (now.isValid())
        Q_EMIT dataChanged(now, now);
}

QModelIndex MoraleTableModel::cellIndex(int level, int remaining) const
{
    if (level < m_from || level > m_to || remaining < 1 || remaining > m_to)
        return {};
    return index(level - m_from, remaining - 1);
}

int MoraleTableModel::rowCount(const QModelIndex &parent) const { return parent.isValid() ? 0 : m_to - m_from + 1; }

int MoraleTableModel::columnCount(const QModelIndex &parent) const { return parent.isValid() ? 0 : m_to; }

QVariant MoraleTableModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const int level = m_from + index.row();
    const int remaining = index.column() + 1;
    const bool beyond = remaining > level;
    const FailureResult failure = beyond ? FailureResult::None : ratio::failureFor(level, remaining);
    switch (role) {
    case Qt::DisplayRole:
        return beyond ? QString() : ratio::tableCell(level, remaining);
    case Qt::TextAlignmentRole:
        return Qt::AlignCenter;
    case Qt::BackgroundRole:
        return beyond ? QVariant() : QVariant(QBrush(ResultStyle::colour(failure)));
    case Qt::ForegroundRole:
        return beyond ? QVariant() : QVariant(QBrush(ResultStyle::textColour()));
    case FailureRole:
        return beyond ? QVariant() : QVariant(static_cast<int>(failure));
    case HighlightRole:
        return level == m_highlightLevel && remaining == m_highlightRemaining;
    case Qt::ToolTipRole:
    case Qt::AccessibleTextRole: {
        if (beyond)
            return {};
        const ratio::CheckAssessment a = ratio::assess(level, remaining);
        const QString need = a.automatic == Automatic::Success ? tr("automatic success")
                             : a.automatic == Automatic::Failure ? tr("automatic failure")
                                                                 : tr("%1 or less").arg(a.successFaces);
        return tr("Level %1, %2 remaining: ratio %3, need %4, P(success) %5 %, if it fails: %6")
            .arg(level)
            .arg(remaining)
            .arg(ratio::formatRatio(a.ratioHundredths), need)
            .arg(a.successFaces * 10)
            .arg(enumDisplayName(failure));
    }
    default:
        return {};
    }
}

QVariant MoraleTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (role == Qt::DisplayRole)
        return orientation == Qt::Horizontal ? section + 1 : m_from + section;
    if (role == Qt::ToolTipRole)
        return orientation == Qt::Horizontal ? tr("Points remaining") : tr("Starting morale level");
    return {};
}

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
