#include "ratio/paper/SheetEntryModel.h"

#include "kernel/EnumText.h"
#include "ratio/rules/MoralePoints.h"

#include <QBrush>
#include <QColor>
#include <QFont>

namespace md {

using ratio::SheetColumn;
using ratio::SheetReturn;

namespace {
SheetColumn sheetColumn(int markColumn) { return static_cast<SheetColumn>(markColumn); }
std::size_t slot(int markColumn) { return static_cast<std::size_t>(markColumn); }

QString pieceName(const Piece &p) { return p.name.isEmpty() ? p.id : p.name; }

// The piece's type as the filled sheet prints it (SheetParts::pieceTable).
QString typeText(const Piece &p)
{
    QString type;
    if (p.isRobotKind() || p.style == MoraleStyle::Robot)
        type = SheetEntryModel::tr("%1, size %2").arg(enumDisplayName(p.kind)).arg(p.size);
    else if (p.kind == PieceKind::Soldier)
        type = enumDisplayName(p.rank);
    else
        type = enumDisplayName(p.kind);
    if (p.moraleOfficer)
        type = SheetEntryModel::tr("%1, morale officer").arg(type);
    if (p.crewSurvivor)
        type = SheetEntryModel::tr("%1, crew").arg(type);
    return type;
}
} // namespace

SheetEntryModel::SheetEntryModel(const Battlegroup &battlegroup, QObject *parent)
    : QAbstractTableModel(parent)
    , m_bg(battlegroup)
{
    int unit = -1;
    for (const ratio::PieceRef ref : SheetReturn::sheetOrder(m_bg)) {
        if (ref.unit != unit) {
            unit = ref.unit;
            m_rows.append(Row{{unit, -1}, {}, {}, {}});
        }
        Row row{ref, {}, {}, {}};
        const Piece &p = m_bg.units.at(ref.unit).pieces.at(ref.piece);
        row.mark = SheetReturn::markOf(p);
        for (int c = 0; c < markColumns; ++c)
            row.text[slot(c)] = SheetReturn::text(p, row.mark, sheetColumn(c));
        m_rows.append(row);
    }
}

int SheetEntryModel::rowCount(const QModelIndex &parent) const { return parent.isValid() ? 0 : static_cast<int>(m_rows.size()); }

int SheetEntryModel::columnCount(const QModelIndex &parent) const { return parent.isValid() ? 0 : FirstMarkColumn + markColumns; }

const Piece *SheetEntryModel::pieceOf(const Row &row) const
{
    return row.piece.piece < 0 ? nullptr : &m_bg.units.at(row.piece.unit).pieces.at(row.piece.piece);
}

bool SheetEntryModel::editable(const Row &row, int markColumn) const
{
    const Piece *p = pieceOf(row);
    // A piece that left the table earlier keeps what it had; undo brings it back, not the sheet.
    return p && p->isActive() && SheetReturn::hasColumn(*p, sheetColumn(markColumn));
}

int SheetEntryModel::rowOf(ratio::PieceRef piece) const
{
    for (int r = 0; r < m_rows.size(); ++r) {
        if (m_rows.at(r).piece == piece)
            return r;
    }
    return -1;
}

QVariant SheetEntryModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || !checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    const Row &row = m_rows.at(index.row());
    const Piece *p = pieceOf(row);
    const int c = index.column();
    const int mc = c - FirstMarkColumn;
    if (!p) {
        if (c == PieceColumn && (role == Qt::DisplayRole || role == Qt::EditRole))
            return m_bg.units.at(row.piece.unit).name;
        if (role == Qt::FontRole) {
            QFont bold;
            bold.setBold(true);
            return bold;
        }
        return {};
    }
    const QString error = mc >= 0 ? row.error[slot(mc)] : QString();
    switch (role) {
    case Qt::DisplayRole:
    case Qt::EditRole:
        if (c == PieceColumn)
            return pieceName(*p);
        if (c == TypeColumn)
            return typeText(*p);
        if (c == PointsColumn) {
            const int starting = ratio::startingPoints(*p, m_bg.rules);
            const int current = ratio::currentPoints(*p, m_bg.rules);
            return starting > 0 ? tr("%1/%2").arg(current).arg(starting) : QString::number(current);
        }
        if (!SheetReturn::hasColumn(*p, sheetColumn(mc)))
            return role == Qt::DisplayRole ? QStringLiteral("\u2014") : QVariant(QString());
        return row.text[slot(mc)];
    case Qt::ToolTipRole:
        if (!error.isEmpty())
            return error;
        if (mc >= 0 && !p->isActive())
            return tr("%1 left the table earlier in the game; undo that step to bring it back.").arg(pieceName(*p));
        return {};
    case Qt::ForegroundRole:
        if (!error.isEmpty())
            return QBrush(QColor(0xb3, 0x26, 0x1e));
        if (mc >= 0 && !editable(row, mc))
            return QBrush(QColor(0x80, 0x80, 0x80));
        return {};
    case Qt::BackgroundRole:
        if (!error.isEmpty())
            return QBrush(QColor(0xfd, 0xe7, 0xe9));
        return {};
    case Qt::TextAlignmentRole:
        if (mc >= 0 || c == PointsColumn)
            return QVariant(Qt::AlignCenter);
        return {};
    default:
        return {};
    }
}

bool SheetEntryModel::setData(const QModelIndex &index, const QVariant &value, int role)
{
    if (role != Qt::EditRole || !index.isValid() || !checkIndex(index, CheckIndexOption::IndexIsValid))
        return false;
    const int mc = index.column() - FirstMarkColumn;
    Row &row = m_rows[index.row()];
    if (mc < 0 || !editable(row, mc))
        return false;
    const QString text = value.toString();
    if (row.text[slot(mc)] == text)
        return true;
    row.text[slot(mc)] = text;
    revalidate();
    // A value read is shown as the sheet writes it ("sh" becomes Shaken, "3,1" becomes 1 3); one that cannot be
    // read stays as typed, to be corrected.
    if (row.error[slot(mc)].isEmpty()) {
        if (const Piece *p = pieceOf(row))
            row.text[slot(mc)] = SheetReturn::text(*p, row.mark, sheetColumn(mc));
    }
    Q_EMIT dataChanged(this->index(0, FirstMarkColumn), this->index(rowCount() - 1, columnCount() - 1));
    Q_EMIT problemsChanged();
    return true;
}

Qt::ItemFlags SheetEntryModel::flags(const QModelIndex &index) const
{
    if (!index.isValid() || !checkIndex(index, CheckIndexOption::IndexIsValid))
        return Qt::NoItemFlags;
    const Row &row = m_rows.at(index.row());
    const int mc = index.column() - FirstMarkColumn;
    Qt::ItemFlags f = Qt::ItemIsEnabled | Qt::ItemIsSelectable;
    if (mc >= 0 && editable(row, mc))
        f |= Qt::ItemIsEditable;
    return f;
}

QVariant SheetEntryModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || section < 0 || section >= columnCount())
        return QAbstractTableModel::headerData(section, orientation, role);
    const int mc = section - FirstMarkColumn;
    if (role == Qt::DisplayRole) {
        switch (section) {
        case PieceColumn:
            return tr("Piece");
        case TypeColumn:
            return tr("Rank / type");
        case PointsColumn:
            return tr("Points");
        default:
            return SheetReturn::columnName(sheetColumn(mc));
        }
    }
    if (role == Qt::ToolTipRole && mc >= 0) {
        switch (sheetColumn(mc)) {
        case SheetColumn::Losses:
            return tr("A soldier: x when killed or out of action (R2). A robot: the penetrating hits it took in all (R3).");
        case SheetColumn::OnTable:
            return tr("Blank while on the table; else type the start of Surrendered, Eliminated or Left the board (R7, R9).");
        case SheetColumn::Status:
            return tr("Blank for Normal; else type the start of Cautious, Shaken or Broken (R7).");
        case SheetColumn::Marker:
            return tr("x while the piece still has its marker (R6); blank once it was checked off.");
        case SheetColumn::Movement:
        case SheetColumn::Targeting:
        case SheetColumn::DamageControl:
            return tr("The levels of this system still working (R4).");
        case SheetColumn::Weapons:
            return tr("The numbers of the weapon systems knocked out, e.g. 1 3 (R4).");
        }
    }
    return QAbstractTableModel::headerData(section, orientation, role);
}

void SheetEntryModel::revalidate()
{
    bool readable = true;
    for (Row &row : m_rows) {
        row.error.fill(QString());
        const Piece *p = pieceOf(row);
        if (!p)
            continue;
        row.mark = SheetReturn::markOf(*p);
        for (int c = 0; c < markColumns; ++c) {
            if (!editable(row, c))
                continue;
            row.error[slot(c)] = SheetReturn::read(*p, sheetColumn(c), row.text[slot(c)], row.mark);
            readable = readable && row.error[slot(c)].isEmpty();
        }
    }
    m_problems.clear();
    for (const Row &row : std::as_const(m_rows)) {
        const Piece *p = pieceOf(row);
        for (int c = 0; p && c < markColumns; ++c) {
            if (!row.error[slot(c)].isEmpty())
                m_problems << SheetReturn::problemText(m_bg, {row.piece, sheetColumn(c), row.error[slot(c)]});
        }
    }
    if (!readable)
        return;
    // The sheet as a whole: what cannot be taken back, what cannot be combined, what the rules refuse.
    for (const ratio::SheetProblem &problem : SheetReturn::validate(m_bg, entries())) {
        const int r = rowOf(problem.piece);
        if (r < 0)
            continue;
        QString &error = m_rows[r].error[slot(static_cast<int>(problem.column))];
        error = error.isEmpty() ? problem.reason : error + QLatin1Char('\n') + problem.reason;
        m_problems << SheetReturn::problemText(m_bg, problem);
    }
}

QList<ratio::SheetEntry> SheetEntryModel::entries() const
{
    QList<ratio::SheetEntry> list;
    for (const Row &row : m_rows) {
        if (row.piece.piece >= 0)
            list.append({row.piece, row.mark});
    }
    return list;
}

QStringList SheetEntryModel::problems() const { return m_problems; }

bool SheetEntryModel::changed() const
{
    for (const Row &row : m_rows) {
        const Piece *p = pieceOf(row);
        if (p && row.mark != SheetReturn::markOf(*p))
            return true;
    }
    return false;
}

} // namespace md
