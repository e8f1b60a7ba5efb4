#include "fantasy/campaign/FanCampaignModel.h"

using namespace Qt::StringLiterals;

namespace md::fantasy {

namespace {

// A unit row's internal id is its side row's number plus one; a side row's is 0.
constexpr quintptr sideRowId = 0;

bool isNumber(int column)
{
    return column >= FanCampaignModel::StartFigures && column != FanCampaignModel::EndState;
}

} // namespace

void FanCampaignModel::setBattles(const QList<FanBattleRecord> &battles)
{
    beginResetModel();
    m_battles = battles;
    m_rows.clear();
    for (const FanBattleRecord &b : std::as_const(m_battles)) {
        for (const FanSideResult &s : b.sides)
            m_rows.append({&b, &s});
    }
    endResetModel();
}

QModelIndex FanCampaignModel::index(int row, int column, const QModelIndex &parent) const
{
    if (row < 0 || column < 0 || column >= ColumnCount)
        return {};
    if (!parent.isValid())
        return row < m_rows.size() ? createIndex(row, column, sideRowId) : QModelIndex();
    // Only a side row's first column has children: its units.
    if (parent.internalId() != sideRowId || parent.column() != 0 || parent.row() >= m_rows.size())
        return {};
    if (row >= m_rows.at(parent.row()).side->units.size())
        return {};
    return createIndex(row, column, quintptr(parent.row()) + 1);
}

QModelIndex FanCampaignModel::parent(const QModelIndex &child) const
{
    if (!child.isValid() || child.internalId() == sideRowId)
        return {};
    return createIndex(int(child.internalId() - 1), 0, sideRowId);
}

int FanCampaignModel::rowCount(const QModelIndex &parent) const
{
    if (!parent.isValid())
        return int(m_rows.size());
    if (parent.internalId() != sideRowId || parent.column() != 0 || parent.row() >= m_rows.size())
        return 0;
    return int(m_rows.at(parent.row()).side->units.size());
}

int FanCampaignModel::columnCount(const QModelIndex &parent) const
{
    Q_UNUSED(parent);
    return ColumnCount;
}

QString FanCampaignModel::endStateText(const FanUnitResult &u)
{
    QString text = enumDisplayName(u.endState);
    // A destroyed unit with figures left did not lose them all: it left the table, or went with its controller.
    if (u.gone() && u.endFigures > 0)
        text = u.kind == FanUnitKind::Skeletons ? tr("Removed with their controller") : tr("Routed off the table");
    else if (u.gone() && u.kind == FanUnitKind::Character)
        text = tr("Killed");
    if (u.wounded)
        text = tr("%1, wounded").arg(text);
    return text;
}

QVariant FanCampaignModel::sideData(const Row &row, int column, int role) const
{
    const FanSideResult &s = *row.side;
    if (role == Qt::ToolTipRole && column == Name) {
        QString tip = row.battle->date.toString(Qt::ISODate);
        if (!row.battle->scenario.isEmpty())
            tip = tr("%1, scenario \"%2\"").arg(tip, row.battle->scenario);
        return tr("%1; battle file \"%2\", turn %3 reached; Profile Sheets: %4")
            .arg(tip, row.battle->battleName, QString::number(row.battle->turnReached),
                 row.battle->profiles.isEmpty() ? tr("none") : row.battle->profiles);
    }
    if (role != Qt::DisplayRole)
        return {};
    int start = 0;
    int end = 0;
    int failures = 0;
    for (const FanUnitResult &u : s.units) {
        start += u.startFigures;
        end += u.endFigures;
        failures += u.rallyFailures;
    }
    switch (column) {
    case Name:
        return tr("%1: %2, %3").arg(QString::number(row.battle->number), row.battle->name, s.side);
    case Kind:
        return tr("%n unit(s)", nullptr, int(s.units.size()));
    case StartFigures:
        return start;
    case EndFigures:
        return end;
    case FiguresLost:
        return s.figuresLost();
    case EndState:
        return tr("%n destroyed", nullptr, s.count(FanUnitState::Destroyed));
    case Tests:
        return s.tests();
    case Routs:
        return s.routs();
    case RallyFailures:
        return failures;
    default:
        break;
    }
    return {};
}

QVariant FanCampaignModel::unitData(const FanUnitResult &u, int column, int role) const
{
    if (role == Qt::ToolTipRole && column == Name)
        return tr("Unit id: %1").arg(u.unitId);
    if (role != Qt::DisplayRole)
        return {};
    switch (column) {
    case Name:
        return u.name;
    case Race:
        return u.race;
    case Class:
        return enumDisplayName(u.moraleClass);
    case Kind:
        return enumDisplayName(u.kind);
    case StartFigures:
        return u.startFigures;
    case EndFigures:
        return u.endFigures;
    case FiguresLost:
        return u.figuresLost();
    case EndState:
        return endStateText(u);
    case Tests:
        return u.tests;
    case Routs:
        return u.routs;
    case RallyFailures:
        return u.rallyFailures;
    default:
        break;
    }
    return {};
}

QVariant FanCampaignModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    if (role == Qt::TextAlignmentRole)
        return QVariant::fromValue(isNumber(index.column()) ? Qt::AlignRight | Qt::AlignVCenter : Qt::AlignLeft | Qt::AlignVCenter);
    if (index.internalId() == sideRowId)
        return sideData(m_rows.at(index.row()), index.column(), role);
    const Row &row = m_rows.at(qsizetype(index.internalId() - 1));
    return unitData(row.side->units.at(index.row()), index.column(), role);
}

QVariant FanCampaignModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole || section < 0 || section >= ColumnCount)
        return QAbstractItemModel::headerData(section, orientation, role);
    switch (section) {
    case Name:
        return tr("Battle, side, unit");
    case Race:
        return tr("Race");
    case Class:
        return tr("Class");
    case Kind:
        return tr("Kind");
    case StartFigures:
        return tr("Figures at the start");
    case EndFigures:
        return tr("Figures at the end");
    case FiguresLost:
        return tr("Figures lost");
    case EndState:
        return tr("At the end");
    case Tests:
        return tr("Morale Tests");
    case Routs:
        return tr("Routs");
    case RallyFailures:
        return tr("Failed rallies");
    default:
        break;
    }
    return {};
}

} // namespace md::fantasy
