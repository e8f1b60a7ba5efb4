#include "fantasy/widgets/FanNeighbourTable.h"

#include "kernel/EnumText.h"

#include <QHeaderView>

namespace md::fantasy {

namespace {
constexpr int kRowsShown = 6; // more scroll inside the table
constexpr int IdRole = Qt::UserRole + 1;

QTableWidgetItem *tick(const QString &text, bool on, const QString &tip)
{
    auto *item = new QTableWidgetItem(text);
    item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsUserCheckable);
    item->setCheckState(on ? Qt::Checked : Qt::Unchecked);
    item->setToolTip(tip);
    return item;
}
} // namespace

FanNeighbourTable::FanNeighbourTable(QWidget *parent)
    : QTableWidget(0, ColumnCount, parent)
{
    setHorizontalHeaderLabels({tr("Unit (tick it when near)"), tr("In combat"), tr("Not visible")});
    verticalHeader()->hide();
    horizontalHeader()->setSectionResizeMode(UnitColumn, QHeaderView::Stretch);
    horizontalHeader()->setSectionResizeMode(InCombatColumn, QHeaderView::ResizeToContents);
    horizontalHeader()->setSectionResizeMode(NotVisibleColumn, QHeaderView::ResizeToContents);
    horizontalHeader()->setHighlightSections(false);
    setSelectionMode(QAbstractItemView::NoSelection);
    setEditTriggers(QAbstractItemView::NoEditTriggers);
    setFocusPolicy(Qt::StrongFocus);
    setWordWrap(false);
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    connect(this, &QTableWidget::itemChanged, this, &FanNeighbourTable::cellChanged);
    fitHeight();
}

QString FanNeighbourTable::unitText(const FanUnit &unit)
{
    QStringList what;
    if (unit.kind != FanUnitKind::Regiment)
        what << enumDisplayName(unit.kind);
    if (unit.state != FanUnitState::Normal)
        what << enumDisplayName(unit.state);
    const QString name = unit.name.isEmpty() ? unit.id : unit.name;
    return what.isEmpty() ? name : tr("%1 (%2)").arg(name, what.join(tr(", ")));
}

void FanNeighbourTable::setUnits(const QList<FanUnit> &units)
{
    QHash<QString, Marks> kept;
    for (const FanUnit &u : units) {
        if (m_marks.contains(u.id))
            kept.insert(u.id, m_marks.value(u.id));
    }
    m_marks = kept;
    m_units = units;
    m_filling = true;
    setRowCount(static_cast<int>(units.size()));
    for (int row = 0; row < units.size(); ++row) {
        const FanUnit &u = units.at(row);
        const Marks marks = m_marks.value(u.id);
        const QString text = unitText(u);
        auto *name = tick(text, marks.near, tr("%1 is near the unit that tests.").arg(text));
        name->setData(IdRole, u.id);
        setItem(row, UnitColumn, name);
        setItem(row, InCombatColumn, tick(QString(), marks.inCombat, tr("%1 is in combat: it is not free (C.3).").arg(text)));
        setItem(row, NotVisibleColumn,
                tick(QString(), marks.notVisible, tr("%1 cannot be seen from the unit that tests (C.3).").arg(text)));
    }
    m_filling = false;
    fitHeight();
}

void FanNeighbourTable::clearMarks()
{
    m_marks.clear();
    setUnits(m_units);
}

QList<FanNeighbour> FanNeighbourTable::marked() const
{
    QList<FanNeighbour> out;
    for (const FanUnit &u : m_units) {
        const Marks marks = m_marks.value(u.id);
        if (!marks.near)
            continue;
        FanNeighbour n;
        n.name = u.name.isEmpty() ? u.id : u.name;
        n.kind = u.kind;
        n.state = u.state;
        n.visible = !marks.notVisible;
        n.inCombat = marks.inCombat;
        out.append(n);
    }
    return out;
}

int FanNeighbourTable::rowOf(const QString &unitId) const
{
    for (int row = 0; row < m_units.size(); ++row) {
        if (m_units.at(row).id == unitId)
            return row;
    }
    return -1;
}

void FanNeighbourTable::setMarks(const QString &unitId, bool near, bool inCombat, bool notVisible)
{
    const int row = rowOf(unitId);
    if (row < 0)
        return;
    // Through the items, as a click would: each change reaches cellChanged.
    item(row, UnitColumn)->setCheckState(near ? Qt::Checked : Qt::Unchecked);
    item(row, InCombatColumn)->setCheckState(inCombat ? Qt::Checked : Qt::Unchecked);
    item(row, NotVisibleColumn)->setCheckState(notVisible ? Qt::Checked : Qt::Unchecked);
}

void FanNeighbourTable::cellChanged(QTableWidgetItem *changed)
{
    if (m_filling || !changed || changed->row() < 0 || changed->row() >= m_units.size())
        return;
    const int row = changed->row();
    const QString id = m_units.at(row).id;
    Marks &marks = m_marks[id];
    const bool on = changed->checkState() == Qt::Checked;
    switch (changed->column()) {
    case UnitColumn:
        marks.near = on;
        break;
    case InCombatColumn:
        marks.inCombat = on;
        break;
    case NotVisibleColumn:
        marks.notVisible = on;
        break;
    default:
        return;
    }
    // Marking a unit in combat or out of sight says it is near: one click, not two.
    if (on && changed->column() != UnitColumn && !marks.near) {
        marks.near = true;
        m_filling = true;
        item(row, UnitColumn)->setCheckState(Qt::Checked);
        m_filling = false;
    }
    Q_EMIT marksChanged();
}

void FanNeighbourTable::fitHeight()
{
    // Up to kRowsShown rows without an inner scroll bar; the panel's own column scrolls the rest.
    const int rows = std::min(std::max(rowCount(), 1), kRowsShown);
    const int height = horizontalHeader()->sizeHint().height() + rows * verticalHeader()->defaultSectionSize()
        + 2 * frameWidth();
    setFixedHeight(height);
}

} // namespace md::fantasy
