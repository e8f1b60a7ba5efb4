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

} // namespace md
