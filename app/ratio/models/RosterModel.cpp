#include "ratio/models/RosterModel.h"

#include "ratio/model/UnitChanges.h"
#include "ratio/document/BattlegroupDocument.h"
#include "ratio/rules/MoralePoints.h"

#include <QBrush>
#include <QFont>
#include <QHash>
#include <QPalette>
#include <QSet>

#include <optional>
#include <utility>

namespace md {

namespace {
// Internal ids: 0 marks a unit row; a piece row stores its unit + 1; the battlegroup's own row, the first
// top-level row, has an id no unit can reach.
constexpr quintptr unitRowId = 0;
constexpr quintptr battlegroupRowId = ~quintptr(0);
// Top-level rows: the battlegroup first, then unit u at row u + 1.
constexpr int firstUnitRow = 1;

QList<int> shapeOf(const Battlegroup &bg)
{
    QList<int> shape;
    shape.reserve(bg.units.size());
    for (const Unit &u : bg.units)
        shape.append(static_cast<int>(u.pieces.size()));
    return shape;
}

// One step that turns the rows the view has into the rows the document has: `count` rows inserted (taken from
// `source` on in the new list) or removed, at `at` in the list as the earlier steps left it.
struct RowStep
{
    bool insert = false;
    int at = 0;
    int count = 0;
    int source = 0;
};

// The rows inserted and removed between two lists of ids, matched by id; nullopt when they cannot be told
// apart that way (a row moved, or ids repeat), and the caller resets instead.
std::optional<QList<RowStep>> rowSteps(const QStringList &before, const QStringList &after)
{
    if (QSet<QString>(before.cbegin(), before.cend()).size() != before.size()
        || QSet<QString>(after.cbegin(), after.cend()).size() != after.size())
        return std::nullopt;
    QList<RowStep> steps;
    qsizetype i = 0;
    qsizetype j = 0;
    while (i < before.size() || j < after.size()) {
        if (i < before.size() && j < after.size() && before.at(i) == after.at(j)) {
            ++i;
            ++j;
            continue;
        }
        if (j < after.size() && before.indexOf(after.at(j), i) < 0) {
            qsizetype n = 0;
            while (j + n < after.size() && before.indexOf(after.at(j + n), i) < 0)
                ++n;
            steps.append({true, static_cast<int>(j), static_cast<int>(n), static_cast<int>(j)});
            j += n;
            continue;
        }
        if (i < before.size() && after.indexOf(before.at(i), j) < 0) {
            qsizetype n = 0;
            while (i + n < before.size() && after.indexOf(before.at(i + n), j) < 0)
                ++n;
            steps.append({false, static_cast<int>(j), static_cast<int>(n), 0});
            i += n;
            continue;
        }
        return std::nullopt; // moved
    }
    return steps;
}

QStringList unitIds(const Battlegroup &bg)
{
    QStringList ids;
    for (const Unit &u : bg.units)
        ids.append(u.id);
    return ids;
}

QStringList pieceIds(const Unit &unit)
{
    QStringList ids;
    for (const Piece &p : unit.pieces)
        ids.append(p.id);
    return ids;
}

QString pieceKindText(const Piece &p)
{
    if (p.style == MoraleStyle::Infantry) {
        QString text = enumDisplayName(p.rank);
        if (p.moraleOfficer)
            text = RosterModel::tr("%1, MO").arg(text);
        if (p.crewSurvivor)
            text = RosterModel::tr("%1 (bailed crew)").arg(text);
        return text;
    }
    if (p.style == MoraleStyle::Robot)
        return RosterModel::tr("%1, size %2").arg(enumDisplayName(p.kind)).arg(p.size);
    return enumDisplayName(p.kind);
}
} // namespace

RosterModel::RosterModel(BattlegroupDocument *document, QObject *parent)
    : QAbstractItemModel(parent)
    , m_document(document)
    , m_shape(shapeOf(document->battlegroup()))
    , m_seen(document->battlegroup())
{
    connect(document, &BattlegroupDocument::changed, this, &RosterModel::documentChanged);
}

void RosterModel::documentChanged()
{
    const Battlegroup &bg = m_document->battlegroup();
    const Battlegroup before = m_seen;
    const std::optional<QList<int>> changed = changedUnits(m_seen, bg);
    m_seen = bg;
    if (changed) {
        // A play action: only the units it touched, so a loss costs the same in a roster of any size.
        for (const int u : *changed) {
            if (bg.units.at(u).pieces.size() != m_shape.at(u)) {
                reshape(before, bg);
                return;
            }
        }
        Q_EMIT dataChanged(battlegroupIndex(), battlegroupIndex().siblingAtColumn(ColumnCount - 1));
        for (const int u : *changed) {
            Q_EMIT dataChanged(unitIndex(u), unitIndex(u).siblingAtColumn(ColumnCount - 1));
            if (m_shape.at(u) > 0)
                Q_EMIT dataChanged(index(0, 0, unitIndex(u)), index(m_shape.at(u) - 1, ColumnCount - 1, unitIndex(u)));
        }
        return;
    }
    const QList<int> shape = shapeOf(bg);
    if (shape != m_shape || unitIds(before) != unitIds(bg)) {
        reshape(before, bg);
        return;
    }
    // The rules or the turn changed: every row may read differently, but the shape is kept, so selection
    // and expansion survive.
    Q_EMIT dataChanged(index(0, 0), index(static_cast<int>(m_shape.size()), ColumnCount - 1));
    for (int u = 0; u < m_shape.size(); ++u) {
        if (m_shape.at(u) > 0)
            Q_EMIT dataChanged(index(0, 0, unitIndex(u)), index(m_shape.at(u) - 1, ColumnCount - 1, unitIndex(u)));
    }
}

void RosterModel::reshape(const Battlegroup &before, const Battlegroup &after)
{
    // Rows inserted and removed where they changed, so the view keeps its expanded units, its selection and
    // its scroll position (a bail-out's crew, an added or removed unit or piece, undo and redo of them).
    const std::optional<QList<RowStep>> units = rowSteps(unitIds(before), unitIds(after));
    if (!units) {
        resetTo(after);
        return;
    }
    QHash<QString, int> beforeUnit;
    for (int u = 0; u < before.units.size(); ++u)
        beforeUnit.insert(before.units.at(u).id, u);
    QList<std::pair<int, QList<RowStep>>> pieces; // per unit kept, by its new index
    for (int u = 0; u < after.units.size(); ++u) {
        const auto found = beforeUnit.constFind(after.units.at(u).id);
        if (found == beforeUnit.cend())
            continue;
        const std::optional<QList<RowStep>> steps = rowSteps(pieceIds(before.units.at(*found)), pieceIds(after.units.at(u)));
        if (!steps || m_shape.value(*found, -1) != before.units.at(*found).pieces.size()) {
            resetTo(after);
            return;
        }
        if (!steps->isEmpty())
            pieces.append({u, *steps});
    }
    // The rows read from m_seen, which follows every step, so a view asking between two steps reads the rows
    // it has.
    m_seen = before;
    for (const RowStep &step : *units) {
        if (step.insert) {
            beginInsertRows({}, firstUnitRow + step.at, firstUnitRow + step.at + step.count - 1);
            for (int k = 0; k < step.count; ++k) {
                m_shape.insert(step.at + k, static_cast<int>(after.units.at(step.source + k).pieces.size()));
                m_seen.units.insert(step.at + k, after.units.at(step.source + k));
            }
            endInsertRows();
            shiftPieceIndexes(step.at, step.count);
        } else {
            beginRemoveRows({}, firstUnitRow + step.at, firstUnitRow + step.at + step.count - 1);
            m_shape.remove(step.at, step.count);
            m_seen.units.remove(step.at, step.count);
            endRemoveRows();
            shiftPieceIndexes(step.at + step.count, -step.count);
        }
    }
    for (const auto &[unit, steps] : std::as_const(pieces)) {
        const QModelIndex parent = unitIndex(unit);
        for (const RowStep &step : steps) {
            QList<Piece> &shown = m_seen.units[unit].pieces;
            if (step.insert) {
                beginInsertRows(parent, step.at, step.at + step.count - 1);
                m_shape[unit] += step.count;
                for (int k = 0; k < step.count; ++k)
                    shown.insert(step.at + k, after.units.at(unit).pieces.at(step.source + k));
                endInsertRows();
            } else {
                beginRemoveRows(parent, step.at, step.at + step.count - 1);
                m_shape[unit] -= step.count;
                shown.remove(step.at, step.count);
                endRemoveRows();
            }
        }
    }
    if (m_shape != shapeOf(after)) {
        resetTo(after); // never expected: the steps above account for every row
        return;
    }
    m_seen = after;
    Q_EMIT dataChanged(index(0, 0), index(static_cast<int>(m_shape.size()), ColumnCount - 1));
    for (int u = 0; u < m_shape.size(); ++u) {
        if (m_shape.at(u) > 0)
            Q_EMIT dataChanged(index(0, 0, unitIndex(u)), index(m_shape.at(u) - 1, ColumnCount - 1, unitIndex(u)));
    }
}

void RosterModel::shiftPieceIndexes(int from, int delta)
{
    // A piece row's internal id names its unit's row, which Qt cannot know has moved: the selection and the
    // expanded rows below a unit inserted or removed are moved here.
    const QModelIndexList kept = persistentIndexList();
    for (const QModelIndex &i : kept) {
        if (i.internalId() == unitRowId || i.internalId() == battlegroupRowId)
            continue;
        const int unit = static_cast<int>(i.internalId() - 1);
        if (unit >= from)
            changePersistentIndex(i, createIndex(i.row(), i.column(), static_cast<quintptr>(unit + delta) + 1));
    }
}

void RosterModel::resetTo(const Battlegroup &bg)
{
    // Rare (rows that moved): rebuild. Play actions keep the shape and only refresh data.
    beginResetModel();
    m_shape = shapeOf(bg);
    m_seen = bg;
    endResetModel();
}

QModelIndex RosterModel::index(int row, int column, const QModelIndex &parent) const
{
    if (column < 0 || column >= ColumnCount || row < 0)
        return {};
    if (!parent.isValid()) {
        if (row == 0)
            return createIndex(row, column, battlegroupRowId);
        return row - firstUnitRow < m_shape.size() ? createIndex(row, column, unitRowId) : QModelIndex();
    }
    const int unit = parent.row() - firstUnitRow;
    if (parent.internalId() != unitRowId || unit < 0 || unit >= m_shape.size())
        return {};
    if (row >= m_shape.at(unit))
        return {};
    return createIndex(row, column, static_cast<quintptr>(unit) + 1);
}

QModelIndex RosterModel::parent(const QModelIndex &child) const
{
    if (!child.isValid() || child.internalId() == unitRowId || child.internalId() == battlegroupRowId)
        return {};
    return createIndex(static_cast<int>(child.internalId() - 1) + firstUnitRow, 0, unitRowId);
}

int RosterModel::rowCount(const QModelIndex &parent) const
{
    if (!parent.isValid())
        return firstUnitRow + static_cast<int>(m_shape.size());
    if (parent.column() != 0 || parent.internalId() != unitRowId)
        return 0;
    const int unit = parent.row() - firstUnitRow;
    return unit >= 0 && unit < m_shape.size() ? m_shape.at(unit) : 0;
}

int RosterModel::columnCount(const QModelIndex &) const { return ColumnCount; }

QModelIndex RosterModel::unitIndex(int unit) const { return unit < 0 ? QModelIndex() : index(firstUnitRow + unit, 0); }

QModelIndex RosterModel::battlegroupIndex() const { return index(0, 0); }

bool RosterModel::isBattlegroupRow(const QModelIndex &index) { return index.isValid() && index.internalId() == battlegroupRowId; }

QModelIndex RosterModel::pieceIndex(ratio::PieceRef ref) const { return index(ref.piece, 0, unitIndex(ref.unit)); }

int RosterModel::unitOf(const QModelIndex &index)
{
    if (!index.isValid() || index.internalId() == battlegroupRowId)
        return -1;
    return index.internalId() == unitRowId ? index.row() - firstUnitRow : static_cast<int>(index.internalId() - 1);
}

ratio::PieceRef RosterModel::refOf(const QModelIndex &index)
{
    if (!index.isValid() || index.internalId() == battlegroupRowId)
        return {}; // the battlegroup's own row: no unit, no piece
    if (index.internalId() == unitRowId)
        return {index.row() - firstUnitRow, -1};
    return {static_cast<int>(index.internalId() - 1), index.row()};
}

QVariant RosterModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    if (isBattlegroupRow(index))
        return role == UnitIndexRole || role == PieceRefRole ? QVariant(-1) : battlegroupData(index.column(), role);
    const ratio::PieceRef ref = refOf(index);
    if (role == UnitIndexRole)
        return ref.unit;
    if (role == PieceRefRole)
        return ref.piece;
    const auto &units = m_seen.units;
    // The view may ask between a document change and our reset; never read past the data.
    if (ref.unit >= units.size() || (ref.piece >= 0 && ref.piece >= units.at(ref.unit).pieces.size()))
        return {};
    return ref.piece < 0 ? unitData(ref.unit, index.column(), role) : pieceData(ref, index.column(), role);
}

QString RosterModel::battlegroupStatus(const Battlegroup &bg)
{
    if (bg.breakingTurn <= 0)
        return tr("Holds");
    return ratio::mustRetreat(bg) ? tr("Retreating (breaking point in turn %1)").arg(bg.breakingTurn)
                           : tr("Breaking point in turn %1").arg(bg.breakingTurn); // R11
}

QVariant RosterModel::battlegroupData(int column, int role) const
{
    // The battlegroup's own row (issue 15): selecting it edits its name and rules. In a game it reads the side
    // in play, which is the one the roster shows.
    const Battlegroup &bg = m_seen;
    if (role == Qt::DisplayRole) {
        switch (column) {
        case NameColumn:
            return bg.name.isEmpty() ? tr("(unnamed battlegroup)") : bg.name;
        case KindColumn:
            return tr("Battlegroup");
        case PointsColumn: {
            const ratio::Endurance e = ratio::endurance(bg);
            // R11: endurance lost of total, as narrow as a unit's points (the tooltip says what it counts).
            return QStringLiteral("\u2212%1 / %2").arg(e.lost).arg(e.total);
        }
        case StatusColumn:
            return battlegroupStatus(bg);
        default:
            return {};
        }
    }
    if (role == Qt::FontRole && column == NameColumn) {
        QFont f;
        f.setBold(true);
        return f;
    }
    if (role == Qt::ToolTipRole && column == PointsColumn)
        return tr("Endurance points lost of the battlegroup's total; it reaches its breaking point at half (R11).");
    if (role == Qt::AccessibleTextRole && column == NameColumn)
        return tr("Battlegroup %1").arg(bg.name);
    return {};
}

QVariant RosterModel::unitData(int unitIndex, int column, int role) const
{
    const Battlegroup &bg = m_seen;
    const Unit &unit = bg.units.at(unitIndex);
    if (role == Qt::DisplayRole) {
        switch (column) {
        case NameColumn:
            return unit.name;
        case KindColumn:
            return enumDisplayName(unit.kind);
        case PointsColumn:
            return tr("%1 / %2").arg(ratio::unitCurrent(unit, bg.rules)).arg(ratio::unitStarting(unit, bg.rules));
        case StatusColumn: {
            const ratio::CheckAssessment a = ratio::assessUnit(bg, unitIndex);
            if (a.automatic == Automatic::Success)
                return tr("Full strength");
            if (a.automatic == Automatic::Destroyed)
                return tr("Destroyed");
            if (a.automatic == Automatic::Failure)
                return tr("F: automatic failure (Eliminated)");
            if (a.modifiedNeed && a.modifiedNeed != a.need)
                return tr("Need %1→%2 · fails %3").arg(a.need.value_or(0)).arg(*a.modifiedNeed).arg(enumDisplayName(a.failure));
            return tr("Need %1 · fails %2").arg(a.need.value_or(0)).arg(enumDisplayName(a.failure));
        }
        default:
            return {};
        }
    }
    if (role == Qt::FontRole && column == NameColumn) {
        QFont f;
        f.setBold(true);
        return f;
    }
    if (role == Qt::AccessibleTextRole && column == NameColumn)
        return tr("Unit %1").arg(unit.name);
    return {};
}

QVariant RosterModel::pieceData(ratio::PieceRef ref, int column, int role) const
{
    const Battlegroup &bg = m_seen;
    const Piece &p = bg.units.at(ref.unit).pieces.at(ref.piece);
    if (role == Qt::DisplayRole) {
        switch (column) {
        case NameColumn:
            return p.name.isEmpty() ? p.id : p.name;
        case KindColumn:
            return pieceKindText(p);
        case PointsColumn:
            return p.crewSurvivor ? tr("%1 (crew)").arg(ratio::heldPoints(p, bg.rules))
                                  : tr("%1 / %2").arg(ratio::currentPoints(p, bg.rules)).arg(ratio::startingPoints(p, bg.rules));
        case StatusColumn:
            if (!p.isActive())
                return enumDisplayName(p.state.presence);
            return enumDisplayName(p.state.status);
        case MarkerColumn:
            if (!p.isActive() || !p.state.marker)
                return QString();
            if (p.state.lastCheckTurn == bg.turn || p.state.markerDueTurn > bg.turn)
                return tr("Next turn");
            return p.state.nbcPending ? tr("Check now (NBC)") : tr("Check now");
        default:
            return {};
        }
    }
    if (role == Qt::ForegroundRole && !p.isActive())
        return QPalette().brush(QPalette::Disabled, QPalette::Text);
    if (role == Qt::FontRole && !p.isActive() && column == NameColumn) {
        QFont f;
        f.setStrikeOut(p.state.presence != Presence::LeftBoard);
        f.setItalic(true);
        return f;
    }
    if (role == Qt::ToolTipRole && column == PointsColumn && p.crewSurvivor)
        return ratio::crewPointsText(bg.rules.leaders); // R10: 1 each without the Leaders rule
    if (role == Qt::ToolTipRole && column == KindColumn && p.moraleOfficer)
        return tr("Morale officer: factor rank + 1 under the Leaders rule; may shoot a soldier of his rank or lower "
                  "to stop a surrender (R9).");
    if (role == Qt::ToolTipRole && column == StatusColumn && p.isActive() && p.state.status != MoraleStatus::Normal) {
        FailureResult r = FailureResult::Cautious;
        if (p.state.status == MoraleStatus::Shaken)
            r = FailureResult::Shaken;
        else if (p.state.status == MoraleStatus::Broken)
            r = FailureResult::Broken;
        return ratio::behaviourText(r);
    }
    return {};
}

QVariant RosterModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case NameColumn:
        return tr("Name");
    case KindColumn:
        return tr("Kind / rank");
    case PointsColumn:
        return tr("Points");
    case StatusColumn:
        return tr("Status");
    case MarkerColumn:
        return tr("Marker");
    default:
        return {};
    }
}

} // namespace md
