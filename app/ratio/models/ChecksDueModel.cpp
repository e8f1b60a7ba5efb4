#include "ratio/models/ChecksDueModel.h"

#include "ratio/model/UnitChanges.h"
#include "ratio/document/BattlegroupDocument.h"

#include <algorithm>

namespace md {

ChecksDueModel::ChecksDueModel(BattlegroupDocument *document, QObject *parent)
    : QAbstractTableModel(parent)
    , m_document(document)
{
    connect(document, &BattlegroupDocument::changed, this, &ChecksDueModel::refresh);
    refresh();
}

void ChecksDueModel::refresh()
{
    const Battlegroup &bg = m_document->battlegroup();
    const std::optional<QList<int>> changed = m_seen ? changedUnits(*m_seen, bg) : std::nullopt;
    m_seen = bg;
    if (!changed) {
        QList<ratio::PieceRef> due = ratio::checksDue(bg);
        beginResetModel();
        m_due = std::move(due);
        endResetModel();
        return;
    }
    // A play action touched a few units: their rows alone are looked at again (R6 markers stay per unit),
    // so the cost does not grow with the other units.
    for (const int u : *changed)
        refreshUnit(u);
}

void ChecksDueModel::refreshUnit(int unit)
{
    const QList<ratio::PieceRef> due = ratio::checksDue(m_document->battlegroup(), unit);
    // m_due is in unit order, then piece order: the unit's rows are one run.
    const auto byUnit = [](const ratio::PieceRef &ref, int u) { return ref.unit < u; };
    const int first = static_cast<int>(std::lower_bound(m_due.cbegin(), m_due.cend(), unit, byUnit) - m_due.cbegin());
    int last = first; // one past the unit's last row
    while (last < m_due.size() && m_due.at(last).unit == unit)
        ++last;
    const int old = last - first;
    const int now = static_cast<int>(due.size());
    const int kept = std::min(old, now);
    for (int i = 0; i < kept; ++i)
        m_due[first + i] = due.at(i);
    if (kept > 0)
        Q_EMIT dataChanged(index(first, 0), index(first + kept - 1, ColumnCount - 1));
    if (now > old) {
        beginInsertRows({}, first + old, first + now - 1);
        m_due.insert(first + old, now - old, ratio::PieceRef{});
        std::copy(due.cbegin() + old, due.cend(), m_due.begin() + first + old);
        endInsertRows();
    } else if (old > now) {
        beginRemoveRows({}, first + now, first + old - 1);
        m_due.remove(first + now, old - now);
        endRemoveRows();
    }
}

int ChecksDueModel::rowCount(const QModelIndex &parent) const { return parent.isValid() ? 0 : static_cast<int>(m_due.size()); }

int ChecksDueModel::columnCount(const QModelIndex &parent) const { return parent.isValid() ? 0 : ColumnCount; }

QVariant ChecksDueModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    if (role != Qt::DisplayRole && role != Qt::ToolTipRole)
        return {};
    const Battlegroup &bg = m_document->battlegroup();
    const ratio::PieceRef ref = m_due.at(index.row());
    const Piece &p = bg.units.at(ref.unit).pieces.at(ref.piece);
    const ratio::CheckAssessment a = ratio::assessPiece(bg, ref);
    switch (index.column()) {
    case PieceColumn:
        return p.name.isEmpty() ? p.id : p.name;
    case UnitColumn:
        return bg.units.at(ref.unit).name;
    case NeedColumn:
        if (a.automatic == Automatic::Success)
            return tr("S");
        if (a.automatic == Automatic::Failure)
            return tr("F");
        return a.modifiedNeed ? tr("%1 or less").arg(a.successFaces) : QString();
    case FailureColumn:
        return role == Qt::ToolTipRole ? ratio::behaviourText(a.failure) : enumDisplayName(a.failure);
    default:
        return {};
    }
}

QVariant ChecksDueModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case PieceColumn:
        return tr("Piece");
    case UnitColumn:
        return tr("Unit");
    case NeedColumn:
        return tr("d10 needed");
    case FailureColumn:
        return tr("If it fails");
    default:
        return {};
    }
}

} // namespace md
