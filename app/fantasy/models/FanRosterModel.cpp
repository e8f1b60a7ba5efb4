#include "fantasy/models/FanRosterModel.h"

#include "fantasy/model/FanBattle.h"
#include "fantasy/rules/FanEngine.h"
#include "fantasy/rules/FanLosses.h"
#include "kernel/EnumText.h"

#include <QBrush>
#include <QColor>

namespace md::fantasy {

namespace {
QColor stateColour(FanUnitState s)
{
    switch (s) {
    case FanUnitState::Routing:
        return QColor(0xf4, 0xc7, 0xc3);
    case FanUnitState::Retiring:
        return QColor(0xfc, 0xe8, 0xb2);
    case FanUnitState::UncontrolledAdvance:
        return QColor(0xc6, 0xda, 0xfc);
    case FanUnitState::Disordered:
        return QColor(0xe1, 0xd5, 0xf0);
    case FanUnitState::Destroyed:
        return QColor(0xdd, 0xdd, 0xdd);
    case FanUnitState::Normal:
        break;
    }
    return {};
}
} // namespace

FanRosterModel::FanRosterModel(QObject *parent) : QAbstractTableModel(parent) {}

void FanRosterModel::setBattle(const FanBattle *battle)
{
    beginResetModel();
    m_battle = battle;
    endResetModel();
}

QString FanRosterModel::unitId(int row) const
{
    if (!m_battle)
        return {};
    const QList<FanUnitRef> all = m_battle->all();
    return row >= 0 && row < all.size() ? m_battle->at(all.at(row)).id : QString();
}

int FanRosterModel::rowOf(const QString &unitId) const
{
    if (!m_battle)
        return -1;
    const QList<FanUnitRef> all = m_battle->all();
    for (int i = 0; i < all.size(); ++i) {
        if (m_battle->at(all.at(i)).id == unitId)
            return i;
    }
    return -1;
}

int FanRosterModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() || !m_battle ? 0 : static_cast<int>(m_battle->all().size());
}

int FanRosterModel::columnCount(const QModelIndex &parent) const { return parent.isValid() ? 0 : ColumnCount; }

QVariant FanRosterModel::data(const QModelIndex &index, int role) const
{
    if (!m_battle || !checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    const FanUnitRef ref = m_battle->all().at(index.row());
    const FanUnit &u = m_battle->at(ref);
    if (role == UnitIdRole)
        return u.id;
    if (role == Qt::BackgroundRole) {
        const QColor c = stateColour(u.state);
        return c.isValid() ? QVariant(QBrush(c)) : QVariant();
    }
    if (role == Qt::ForegroundRole && u.state != FanUnitState::Normal)
        return QBrush(QColor(0x20, 0x20, 0x20)); // the state colours are light: dark text on them in any theme
    if (role != Qt::DisplayRole && role != Qt::ToolTipRole)
        return {};
    switch (index.column()) {
    case SideColumn:
        return m_battle->sides[static_cast<size_t>(ref.side)].name;
    case NameColumn:
        if (u.kind == FanUnitKind::Character || u.kind == FanUnitKind::Monster || u.kind == FanUnitKind::Skeletons)
            return tr("%1 (%2)").arg(u.name, enumNameInSentence(u.kind));
        return u.name;
    case FiguresColumn:
        return tr("%1/%2").arg(u.currentFigures).arg(u.startFigures);
    case LossColumn: {
        const std::optional<int> step = FanLosses::lossStep(u.startFigures, u.currentFigures);
        return step ? tr("%1 %").arg(*step) : tr("all lost");
    }
    case StateColumn: {
        QString s = enumDisplayName(u.state);
        if (u.wounded)
            s = tr("%1, wounded").arg(s);
        if (u.exemptThroughTurn >= m_battle->now.turn)
            s = tr("%1, exempt to turn %2").arg(s).arg(u.exemptThroughTurn);
        return s;
    }
    case DueColumn:
        if (!u.pending)
            return {};
        return tr("%1 (%2)").arg(enumDisplayName(u.pending->result), FanEngine::momentText(u.pending->due));
    default:
        return {};
    }
}

QVariant FanRosterModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case SideColumn:
        return tr("Side");
    case NameColumn:
        return tr("Unit");
    case FiguresColumn:
        return tr("Figures");
    case LossColumn:
        return tr("Losses");
    case StateColumn:
        return tr("State");
    case DueColumn:
        return tr("Due");
    default:
        return {};
    }
}

} // namespace md::fantasy
