#include "fantasy/editors/FanUnitModel.h"

#include "fantasy/io/FanFileLimits.h"
#include "fantasy/io/FanValidator.h"
#include "fantasy/rules/FanProfileCheck.h"
#include "kernel/EnumText.h"
#include "kernel/JsonPath.h"

#include <QColor>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace md::fantasy {

namespace {
using L = FanFileLimits;

template<typename E>
bool readEnum(const QVariant &value, E *out)
{
    bool ok = false;
    const int n = value.toInt(&ok);
    if (ok) {
        for (const auto &row : EnumTable<E>::rows()) {
            if (static_cast<int>(row.value) == n) {
                *out = row.value;
                return true;
            }
        }
        return false;
    }
    // A key typed or pasted: "B", "character".
    if (const std::optional<E> e = enumFromKey<E>(value.toString().trimmed())) {
        *out = *e;
        return true;
    }
    return false;
}
} // namespace

FanUnitModel::FanUnitModel(QObject *parent)
    : QAbstractTableModel(parent)
{
}

int FanUnitModel::rowCount(const QModelIndex &parent) const { return parent.isValid() ? 0 : int(m_units.size()); }

int FanUnitModel::columnCount(const QModelIndex &parent) const { return parent.isValid() ? 0 : ColumnCount; }

QString FanUnitModel::classLabel(FanClass c, const QString &className)
{
    if (className.isEmpty())
        return enumKey(c);
    return tr("%1 – %2", "class letter – the race's name for it").arg(enumKey(c), className);
}

QString FanUnitModel::classText(const FanUnit &u) const
{
    for (const FanProfile &p : m_profiles) {
        if (p.race == u.race)
            return classLabel(u.moraleClass, p.classNameOf(u.moraleClass));
    }
    return enumKey(u.moraleClass);
}

int FanUnitModel::rowOf(const QString &id) const
{
    for (qsizetype i = 0; i < m_units.size(); ++i) {
        if (m_units.at(i).id == id)
            return int(i);
    }
    return -1;
}

QString FanUnitModel::referenceText(const QString &id) const
{
    if (id.isEmpty())
        return tr("(none)");
    const int row = rowOf(id);
    return row < 0 ? id : nameOf(row);
}

QString FanUnitModel::nameOf(int row) const
{
    const FanUnit &u = m_units.at(row);
    return u.name.isEmpty() ? u.id : u.name;
}

QVariant FanUnitModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || !checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    const int row = index.row();
    const int column = index.column();
    const FanUnit &u = m_units.at(row);
    const bool controlled = u.kind == FanUnitKind::Skeletons;
    const bool character = u.kind == FanUnitKind::Character;

    if (role == Qt::BackgroundRole || role == Qt::ForegroundRole) {
        const QVariant mark = m_marks.data(row, column, role);
        if (mark.isValid() || role == Qt::BackgroundRole)
            return mark;
        // A reference the unit's kind does not have: shown greyed, not editable.
        if ((column == ControllerColumn && !controlled) || (column == WithColumn && !character))
            return QColor(Qt::gray);
        return {};
    }
    if (role == Qt::ToolTipRole) {
        if (const QVariant mark = m_marks.data(row, column, role); mark.isValid())
            return mark;
        switch (column) {
        case ControllerColumn:
            return controlled ? tr("The character whose wound or death removes these skeletons (C-14).")
                              : tr("Only skeletons have a controller (C-14).");
        case WithColumn:
            return character ? tr("The unit of his side this character routs and retires with (C.4.1).")
                             : tr("Only a character is with a unit (C.4.1).");
        case NotesColumn:
            return u.notes.isEmpty() ? QVariant() : QVariant(u.notes);
        default:
            return {};
        }
    }
    if (role == Qt::TextAlignmentRole)
        return column == StartColumn || column == NowColumn ? QVariant(Qt::AlignRight | Qt::AlignVCenter) : QVariant();
    if (role != Qt::DisplayRole && role != Qt::EditRole)
        return {};

    const bool edit = role == Qt::EditRole;
    switch (column) {
    case IdColumn:
        return u.id;
    case NameColumn:
        return u.name;
    case RaceColumn:
        return u.race;
    case ClassColumn:
        return edit ? QVariant(static_cast<int>(u.moraleClass)) : QVariant(classText(u));
    case KindColumn:
        return edit ? QVariant(static_cast<int>(u.kind)) : QVariant(enumDisplayName(u.kind));
    case StartColumn:
        return u.startFigures;
    case NowColumn:
        return u.currentFigures;
    case ControllerColumn:
        return edit ? QVariant(u.controllerId) : controlled ? QVariant(referenceText(u.controllerId)) : QVariant();
    case WithColumn:
        return edit ? QVariant(u.withUnitId) : character ? QVariant(referenceText(u.withUnitId)) : QVariant();
    case NotesColumn:
        if (edit)
            return u.notes;
        // One line in the table; the whole text is the tooltip.
        return u.notes.contains(u'\n') ? QVariant(u.notes.section(u'\n', 0, 0) + u"…"_s) : QVariant(u.notes);
    default:
        return {};
    }
}

Qt::ItemFlags FanUnitModel::flags(const QModelIndex &index) const
{
    if (!index.isValid() || !checkIndex(index, CheckIndexOption::IndexIsValid))
        return Qt::NoItemFlags;
    const FanUnit &u = m_units.at(index.row());
    Qt::ItemFlags f = Qt::ItemIsEnabled | Qt::ItemIsSelectable;
    if ((index.column() == ControllerColumn && u.kind != FanUnitKind::Skeletons)
        || (index.column() == WithColumn && u.kind != FanUnitKind::Character))
        return f;
    return f | Qt::ItemIsEditable;
}

QVariant FanUnitModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation == Qt::Vertical) {
        if (role == Qt::DisplayRole && section >= 0 && section < rowCount())
            return section + 1;
        return {};
    }
    if (role == Qt::DisplayRole) {
        switch (section) {
        case IdColumn: return tr("Id");
        case NameColumn: return tr("Name");
        case RaceColumn: return tr("Race");
        case ClassColumn: return tr("Class");
        case KindColumn: return tr("Kind");
        case StartColumn: return tr("Start");
        case NowColumn: return tr("Now");
        case ControllerColumn: return tr("Controller");
        case WithColumn: return tr("With unit");
        case NotesColumn: return tr("Notes");
        default: return {};
        }
    }
    if (role == Qt::ToolTipRole) {
        switch (section) {
        case IdColumn: return tr("What play steps call the unit: no spaces and none of = , ; : \"");
        case RaceColumn: return tr("The Profile Sheet the unit tests with (C.1).");
        case ClassColumn: return tr("Morale class A, B or C, recorded before the battle (C.1).");
        case StartColumn: return tr("Figures at the start of the battle: losses count against them (C-11).");
        case NowColumn: return tr("Figures the unit has now.");
        case ControllerColumn: return tr("Skeletons: the character controlling them (C-14).");
        case WithColumn: return tr("A character: the unit he is with (C.4.1).");
        default: return {};
        }
    }
    return {};
}

bool FanUnitModel::refuse(const QString &reason)
{
    Q_EMIT refused(reason);
    return false;
}

void FanUnitModel::changed(int row, int firstColumn, int lastColumn, const QString &undoText)
{
    Q_EMIT dataChanged(index(row, firstColumn), index(row, lastColumn));
    Q_EMIT edited(undoText);
}

bool FanUnitModel::setData(const QModelIndex &index, const QVariant &value, int role)
{
    if (role != Qt::EditRole || !index.isValid() || !checkIndex(index, CheckIndexOption::IndexIsValid)
        || !(flags(index) & Qt::ItemIsEditable))
        return false;
    const int row = index.row();
    FanUnit &u = m_units[row];
    const QString who = nameOf(row);
    switch (index.column()) {
    case IdColumn:
        return setId(row, value.toString().trimmed());
    case NameColumn: {
        const QString name = value.toString().trimmed();
        if (name.isEmpty())
            return refuse(tr("A unit needs a name."));
        if (JsonPath::textLength(name) > L::maxNameLength)
            return refuse(tr("A unit's name has at most %1 characters.").arg(L::maxNameLength));
        if (name != u.name) {
            u.name = name;
            changed(row, NameColumn, NameColumn, tr("Rename unit: %1").arg(name));
        }
        return true;
    }
    case RaceColumn: {
        const QString race = value.toString().trimmed();
        if (race.isEmpty())
            return refuse(tr("A unit needs a race: the Profile Sheet it tests with (C.1)."));
        if (JsonPath::textLength(race) > FanProfileCheck::maxNameLength)
            return refuse(tr("A race's name has at most %1 characters.").arg(FanProfileCheck::maxNameLength));
        if (race != u.race) {
            u.race = race;
            changed(row, RaceColumn, ClassColumn, tr("Race of %1: %2").arg(who, race));
        }
        return true;
    }
    case ClassColumn: {
        FanClass c = FanClass::B;
        if (!readEnum(value, &c))
            return refuse(tr("The class is A, B or C."));
        if (c != u.moraleClass) {
            u.moraleClass = c;
            changed(row, ClassColumn, ClassColumn, tr("Class of %1: %2").arg(who, classText(u)));
        }
        return true;
    }
    case KindColumn: {
        FanUnitKind kind = FanUnitKind::Regiment;
        if (!readEnum(value, &kind))
            return refuse(tr("Not a kind of unit: %1").arg(value.toString()));
        return setKind(row, kind);
    }
    case StartColumn:
    case NowColumn:
        return setFigures(row, index.column(), value);
    case ControllerColumn:
    case WithColumn:
        return setReference(row, index.column(), value.toString().trimmed());
    case NotesColumn: {
        const QString notes = value.toString();
        if (JsonPath::textLength(notes) > L::maxNotesLength)
            return refuse(tr("Notes have at most %1 characters.").arg(L::maxNotesLength));
        if (notes != u.notes) {
            u.notes = notes;
            changed(row, NotesColumn, NotesColumn, tr("Notes of %1").arg(who));
        }
        return true;
    }
    default:
        return false;
    }
}

bool FanUnitModel::setId(int row, const QString &id)
{
    const QString old = m_units.at(row).id;
    if (id == old)
        return true;
    if (const QString why = FanValidator::idProblem(id); !why.isEmpty())
        return refuse(tr("Id: %1").arg(why));
    if (const int other = rowOf(id); other >= 0)
        return refuse(tr("%1 already has the id %2.").arg(nameOf(other), id));
    if (m_foreignIds.contains(id))
        return refuse(tr("A unit of the other side already has the id %1.").arg(id));
    // The log names units by id: renaming one would leave its records naming nothing.
    if (m_loggedIds.contains(old))
        return refuse(tr("The battle log names %1 by its id %2, so it keeps it.").arg(nameOf(row), old));
    m_units[row].id = id;
    // The side's references follow the unit (C-14, C.4.1).
    for (qsizetype i = 0; i < m_units.size(); ++i) {
        FanUnit &other = m_units[i];
        bool follows = false;
        if (other.controllerId == old) {
            other.controllerId = id;
            follows = true;
        }
        if (other.withUnitId == old) {
            other.withUnitId = id;
            follows = true;
        }
        if (follows)
            Q_EMIT dataChanged(index(int(i), ControllerColumn), index(int(i), WithColumn));
    }
    changed(row, IdColumn, IdColumn, tr("Id of %1: %2").arg(nameOf(row), id));
    return true;
}

bool FanUnitModel::setKind(int row, FanUnitKind kind)
{
    FanUnit &u = m_units[row];
    if (kind == u.kind)
        return true;
    const QString id = u.id;
    // A reference to this unit must stay sound: skeletons are controlled by a character (C-14), a character is
    // with a unit that is no character (C.4.1).
    for (const FanUnit &other : std::as_const(m_units)) {
        if (id.isEmpty() || &other == &u)
            continue;
        const QString name = other.name.isEmpty() ? other.id : other.name;
        if (u.kind == FanUnitKind::Character && other.kind == FanUnitKind::Skeletons && other.controllerId == id)
            return refuse(tr("%1 controls %2, and a controller is a character (C-14): give %2 another controller first.")
                              .arg(nameOf(row), name));
        if (kind == FanUnitKind::Character && other.kind == FanUnitKind::Character && other.withUnitId == id)
            return refuse(tr("%1 is with %2, and a character is with a unit that is no character (C.4.1): move %1 first.")
                              .arg(name, nameOf(row)));
    }
    u.kind = kind;
    // What only the old kind has goes with it.
    if (kind != FanUnitKind::Skeletons)
        u.controllerId.clear();
    if (kind != FanUnitKind::Character) {
        u.withUnitId.clear();
        u.wounded = false;
    }
    changed(row, KindColumn, WithColumn, tr("Kind of %1: %2").arg(nameOf(row), enumDisplayName(kind)));
    return true;
}

bool FanUnitModel::setFigures(int row, int column, const QVariant &value)
{
    bool ok = false;
    const int n = value.toString().trimmed().toInt(&ok);
    if (!ok)
        return refuse(tr("Figures are a whole number."));
    FanUnit &u = m_units[row];
    const QString who = nameOf(row);
    if (column == StartColumn) {
        if (n < 1 || n > L::maxFigures)
            return refuse(tr("A unit starts with 1 to %1 figures.").arg(L::maxFigures));
        if (n == u.startFigures)
            return true;
        // Before any loss the figures now follow the start; after losses they are the players' record (C-11).
        if (u.currentFigures == u.startFigures)
            u.currentFigures = n;
        u.startFigures = n;
        changed(row, StartColumn, NowColumn, tr("Start figures of %1: %2").arg(who).arg(n));
        return true;
    }
    if (n < 0 || n > L::maxFigures)
        return refuse(tr("A unit has 0 to %1 figures.").arg(L::maxFigures));
    if (n == 0 && u.state != FanUnitState::Destroyed)
        return refuse(tr("A unit with no figures left is destroyed (C-12): record its losses in play instead."));
    if (n != u.currentFigures) {
        // More than the start is kept and shown as a problem (C-11), so that a typing slip is seen, not lost.
        u.currentFigures = n;
        changed(row, NowColumn, NowColumn, tr("Figures of %1: %2").arg(who).arg(n));
    }
    return true;
}

bool FanUnitModel::setReference(int row, int column, const QString &id)
{
    FanUnit &u = m_units[row];
    QString &field = column == ControllerColumn ? u.controllerId : u.withUnitId;
    if (id == field)
        return true;
    if (!id.isEmpty()) {
        bool offered = false;
        for (const Choice &c : choices(index(row, column)))
            offered = offered || c.value.toString() == id;
        if (!offered)
            return refuse(column == ControllerColumn
                              ? tr("No character of this side has the id %1 (C-14).").arg(id)
                              : tr("No unit of this side that is no character has the id %1 (C.4.1).").arg(id));
    }
    field = id;
    const QString who = nameOf(row);
    const QString target = id.isEmpty() ? tr("none") : referenceText(id);
    changed(row, column, column,
            column == ControllerColumn ? tr("Controller of %1: %2").arg(who, target) : tr("%1 is with: %2").arg(who, target));
    return true;
}

QList<FanUnitModel::Choice> FanUnitModel::choices(const QModelIndex &index) const
{
    if (!index.isValid() || !checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    const FanUnit &u = m_units.at(index.row());
    QList<Choice> out;
    switch (index.column()) {
    case RaceColumn: {
        if (m_profiles.isEmpty())
            return {};
        bool has = false;
        for (const FanProfile &p : m_profiles) {
            if (p.race.isEmpty())
                continue;
            out.append({p.race, p.race});
            has = has || p.race == u.race;
        }
        if (!has && !u.race.isEmpty())
            out.append({tr("%1 (no sheet)").arg(u.race), u.race});
        return out;
    }
    case ClassColumn:
        for (const auto &row : EnumTable<FanClass>::rows()) {
            FanUnit shown = u;
            shown.moraleClass = row.value;
            out.append({classText(shown), static_cast<int>(row.value)});
        }
        return out;
    case KindColumn:
        for (const auto &row : EnumTable<FanUnitKind>::rows())
            out.append({enumDisplayName(row.value), static_cast<int>(row.value)});
        return out;
    case ControllerColumn:
    case WithColumn: {
        const bool controller = index.column() == ControllerColumn;
        if ((controller && u.kind != FanUnitKind::Skeletons) || (!controller && u.kind != FanUnitKind::Character))
            return {};
        out.append({tr("(none)"), QString()});
        for (qsizetype i = 0; i < m_units.size(); ++i) {
            const FanUnit &other = m_units.at(i);
            if (i == index.row() || other.id.isEmpty())
                continue;
            const bool isCharacter = other.kind == FanUnitKind::Character;
            if (controller == isCharacter)
                out.append({tr("%1 (%2)").arg(nameOf(int(i)), other.id), other.id});
        }
        return out;
    }
    default:
        return {};
    }
}

QString FanUnitModel::freeId(int from, int *number) const
{
    for (int n = std::max(1, from);; ++n) {
        const QString id = u"unit-%1"_s.arg(n);
        if (rowOf(id) < 0 && !m_foreignIds.contains(id)) {
            if (number)
                *number = n;
            return id;
        }
    }
}

QStringList FanUnitModel::referrers(int row) const
{
    QStringList out;
    const QString id = m_units.at(row).id;
    if (id.isEmpty())
        return out;
    for (qsizetype i = 0; i < m_units.size(); ++i) {
        const FanUnit &other = m_units.at(i);
        if (i == row)
            continue;
        if (other.kind == FanUnitKind::Skeletons && other.controllerId == id)
            out << tr("it controls %1").arg(nameOf(int(i)));
        if (other.kind == FanUnitKind::Character && other.withUnitId == id)
            out << tr("%1 is with it").arg(nameOf(int(i)));
    }
    return out;
}

void FanUnitModel::setUnits(const QList<FanUnit> &units)
{
    if (units == m_units)
        return;
    if (units.size() == m_units.size()) {
        // The same rows with other values (a refused cell edit put back, a play step): no reset, so that an
        // editor open in the view, perhaps the one whose commit led here, is left to close on its own.
        m_units = units;
        Q_EMIT dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
        return;
    }
    beginResetModel();
    m_units = units;
    m_marks = {};
    endResetModel();
}

void FanUnitModel::setProfiles(const QList<FanProfile> &profiles)
{
    if (profiles == m_profiles)
        return;
    m_profiles = profiles;
    if (!m_units.isEmpty())
        Q_EMIT dataChanged(index(0, RaceColumn), index(rowCount() - 1, ClassColumn));
}

void FanUnitModel::setForeignIds(const QSet<QString> &ids) { m_foreignIds = ids; }

void FanUnitModel::setLoggedIds(const QSet<QString> &ids) { m_loggedIds = ids; }

void FanUnitModel::setMarks(const FanMarks &marks)
{
    m_marks = marks;
    if (!m_units.isEmpty())
        Q_EMIT dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1),
                           {Qt::BackgroundRole, Qt::ForegroundRole, Qt::ToolTipRole});
}

void FanUnitModel::insertUnit(int row, const FanUnit &unit)
{
    row = std::clamp(row, 0, rowCount());
    beginInsertRows({}, row, row);
    m_units.insert(row, unit);
    endInsertRows();
}

void FanUnitModel::removeUnit(int row)
{
    if (row < 0 || row >= rowCount())
        return;
    beginRemoveRows({}, row, row);
    m_units.removeAt(row);
    endRemoveRows();
}

void FanUnitModel::moveUnit(int from, int to)
{
    if (from < 0 || from >= rowCount() || to < 0 || to >= rowCount() || from == to)
        return;
    // beginMoveRows names the row the moved one goes before.
    if (!beginMoveRows({}, from, from, {}, to > from ? to + 1 : to))
        return;
    m_units.move(from, to);
    endMoveRows();
}

} // namespace md::fantasy
