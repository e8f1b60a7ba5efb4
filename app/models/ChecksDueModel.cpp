#include "ChecksDueModel.h"

#include "document/BattlegroupDocument.h"

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
    QList<ratio::PieceRef> due = ratio::checksDue(m_document->battlegroup());
    beginResetModel();
    m_due = std::move(due);
    endResetModel();
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
