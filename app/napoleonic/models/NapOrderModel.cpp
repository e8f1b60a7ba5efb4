#include "napoleonic/models/NapOrderModel.h"

#include "napoleonic/document/NapDocument.h"
#include "napoleonic/rules/NapCmr.h"
#include "napoleonic/rules/NapMfp.h"
#include "napoleonic/texts/NapTexts.h"

#include <QBrush>
#include <QColor>
#include <QFont>
#include <QHash>

namespace md::nap {

NapOrderModel::NapOrderModel(NapDocument *document, QObject *parent)
    : QAbstractItemModel(parent)
    , m_document(document)
    , m_nodes(build(document->battle()))
{
    for (int i = 0; i < m_nodes.size(); ++i) {
        if (m_nodes.at(i).parent < 0)
            m_top << i;
    }
    connect(document, &NapDocument::changed, this, &NapOrderModel::documentChanged);
}

QList<NapOrderModel::Node> NapOrderModel::build(const NapBattle &battle)
{
    QList<Node> nodes;
    const auto add = [&nodes](Kind kind, const QString &id, int parent) {
        Node node;
        node.kind = kind;
        node.id = id;
        node.parent = parent;
        const int index = static_cast<int>(nodes.size());
        if (parent >= 0) {
            node.row = static_cast<int>(nodes[parent].children.size());
            nodes[parent].children << index;
        }
        nodes << node;
        return index;
    };
    int armyRow = 0;
    for (const NapArmy &army : battle.armies) {
        const int armyNode = add(Kind::ArmyRow, army.id, -1);
        nodes[armyNode].row = armyRow++;
        // Commands nest by parentId; a parent that is missing (or comes later, or loops) puts one at the top.
        QHash<QString, int> placed;
        QList<const NapCommand *> waiting;
        for (const NapCommand &c : army.commands)
            waiting << &c;
        bool progress = true;
        while (!waiting.isEmpty() && progress) {
            progress = false;
            for (qsizetype i = 0; i < waiting.size(); ++i) {
                const NapCommand *c = waiting.at(i);
                const bool top = c->parentId.isEmpty() || c->parentId == c->id || !army.command(c->parentId);
                if (!top && !placed.contains(c->parentId))
                    continue;
                const int node = add(Kind::CommandRow, c->id, top ? armyNode : placed.value(c->parentId));
                placed.insert(c->id, node);
                for (const NapUnit &u : c->units)
                    add(Kind::UnitRow, u.id, node);
                waiting.removeAt(i--);
                progress = true;
            }
        }
        for (const NapCommand *c : std::as_const(waiting)) { // a loop of parents: shown at the top
            const int node = add(Kind::CommandRow, c->id, armyNode);
            for (const NapUnit &u : c->units)
                add(Kind::UnitRow, u.id, node);
        }
    }
    return nodes;
}

void NapOrderModel::documentChanged()
{
    const QList<Node> nodes = build(m_document->battle());
    if (nodes != m_nodes) {
        beginResetModel();
        m_nodes = nodes;
        m_top.clear();
        for (int i = 0; i < m_nodes.size(); ++i) {
            if (m_nodes.at(i).parent < 0)
                m_top << i;
        }
        endResetModel();
        return;
    }
    // Play changes values, never the shape: selection and expansion stay.
    for (int i = 0; i < m_nodes.size(); ++i) {
        const Node &node = m_nodes.at(i);
        Q_EMIT dataChanged(createIndex(node.row, 0, static_cast<quintptr>(i)),
                           createIndex(node.row, ColumnCount - 1, static_cast<quintptr>(i)));
    }
}

QModelIndex NapOrderModel::index(int row, int column, const QModelIndex &parent) const
{
    if (row < 0 || column < 0 || column >= ColumnCount)
        return {};
    if (!parent.isValid())
        return row < m_top.size() ? createIndex(row, column, static_cast<quintptr>(m_top.at(row))) : QModelIndex();
    const auto p = static_cast<qsizetype>(parent.internalId());
    if (parent.column() != 0 || p >= m_nodes.size() || row >= m_nodes.at(p).children.size())
        return {};
    return createIndex(row, column, static_cast<quintptr>(m_nodes.at(p).children.at(row)));
}

QModelIndex NapOrderModel::parent(const QModelIndex &child) const
{
    if (!child.isValid())
        return {};
    const auto c = static_cast<qsizetype>(child.internalId());
    if (c >= m_nodes.size() || m_nodes.at(c).parent < 0)
        return {};
    const int p = m_nodes.at(c).parent;
    return createIndex(m_nodes.at(p).row, 0, static_cast<quintptr>(p));
}

int NapOrderModel::rowCount(const QModelIndex &parent) const
{
    if (!parent.isValid())
        return static_cast<int>(m_top.size());
    const auto p = static_cast<qsizetype>(parent.internalId());
    if (parent.column() != 0 || p >= m_nodes.size())
        return 0;
    return static_cast<int>(m_nodes.at(p).children.size());
}

int NapOrderModel::columnCount(const QModelIndex &) const { return ColumnCount; }

QVariant NapOrderModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    const auto n = static_cast<qsizetype>(index.internalId());
    if (n >= m_nodes.size())
        return {};
    const Node &node = m_nodes.at(n);
    if (role == IdRole)
        return node.id;
    if (role == KindRole)
        return static_cast<int>(node.kind);
    const NapBattle &battle = m_document->battle();
    switch (node.kind) {
    case Kind::ArmyRow:
        if (const NapArmy *army = battle.army(node.id))
            return armyData(*army, index.column(), role);
        return {};
    case Kind::CommandRow:
        if (const NapCommand *command = battle.command(node.id))
            return commandData(*command, index.column(), role);
        return {};
    case Kind::UnitRow:
        if (const NapUnit *unit = battle.unit(node.id))
            return unitData(*unit, index.column(), role);
        return {};
    }
    return {};
}

QVariant NapOrderModel::armyData(const NapArmy &army, int column, int role) const
{
    if (role == Qt::FontRole && column == NameColumn) {
        QFont bold;
        bold.setBold(true);
        return bold;
    }
    if (role == Qt::ForegroundRole && column == StateColumn && army.demoralTier > 0)
        return QBrush(QColor(0xb3, 0x26, 0x1e));
    if (role != Qt::DisplayRole && role != Qt::ToolTipRole)
        return {};
    const NapBattle &battle = m_document->battle();
    switch (column) {
    case NameColumn:
        return army.name.isEmpty() ? army.id : army.name;
    case TypeColumn:
        return tr("Army");
    case StateColumn: {
        // B.4.5, 15.85: the MFP used of the army's total, and its standing (B.4.7).
        const QString used = tr("%1/%2 MFP").arg(NapMfp::text(army.mfpUsedHalf), NapMfp::text(NapMfp::totalHalf(army, battle)));
        if (role == Qt::ToolTipRole)
            return army.demoralTier == 0 ? tr("Normal standing; Morale Fatigue Points used of the army's total: %1 (B.4.5)").arg(used)
                                         : tr("Demoralized, tier %1; CMR penalty %2 (B.4.7); %3")
                                               .arg(army.demoralTier)
                                               .arg(NapTexts::signedNumber(army.demoralPenalty), used);
        return army.demoralTier == 0 ? used : tr("Demoralized (%1), %2").arg(NapTexts::signedNumber(army.demoralPenalty), used);
    }
    default:
        return {};
    }
}

QVariant NapOrderModel::commandData(const NapCommand &command, int column, int role) const
{
    if (role == Qt::FontRole && column == NameColumn) {
        QFont bold;
        bold.setBold(true);
        return bold;
    }
    if (role == Qt::ForegroundRole && command.presence != NapPresence::OnTable)
        return QBrush(QColor(0x75, 0x75, 0x75));
    if (role != Qt::DisplayRole && role != Qt::ToolTipRole)
        return {};
    switch (column) {
    case NameColumn:
        if (role == Qt::ToolTipRole && !command.officerName.isEmpty())
            return tr("%1 (%2)").arg(command.name.isEmpty() ? command.id : command.name, command.officerName);
        return command.name.isEmpty() ? command.id : command.name;
    case TypeColumn:
        return tr("%1, %2").arg(enumDisplayName(command.level), enumNameInSentence(command.order));
    case FiguresColumn:
        return tr("%1/%2").arg(command.startFigures() - command.figuresLost()).arg(command.startFigures());
    case StateColumn:
        if (command.presence != NapPresence::OnTable)
            return enumDisplayName(command.presence);
        return command.officer == NapOfficerStatus::Alive ? QString()
                                                          : tr("Officer %1").arg(enumNameInSentence(command.officer));
    default:
        return {};
    }
}

QVariant NapOrderModel::unitData(const NapUnit &unit, int column, int role) const
{
    const NapBattle &battle = m_document->battle();
    if (role == Qt::ForegroundRole && (column == StateColumn || column == NameColumn)) {
        switch (unit.state) {
        case NapUnitState::Disordered:
            return QBrush(QColor(0xa1, 0x5c, 0x00));
        case NapUnitState::Routed:
            return QBrush(QColor(0xb3, 0x26, 0x1e));
        case NapUnitState::Eliminated:
            return QBrush(QColor(0x75, 0x75, 0x75));
        case NapUnitState::Good:
            return {};
        }
    }
    if (role == Qt::FontRole && column == StateColumn && unit.state == NapUnitState::Routed) {
        QFont bold;
        bold.setBold(true);
        return bold;
    }
    if (role != Qt::DisplayRole && role != Qt::ToolTipRole)
        return {};
    switch (column) {
    case NameColumn:
        return unit.name.isEmpty() ? unit.id : unit.name;
    case TypeColumn: {
        const NapArmy *army = nullptr;
        battle.unit(unit.id, nullptr, &army);
        const NapGrade grade = army ? NapCmr::grade(unit, *army, battle) : NapCmr::gradeOf(unit.startCmr);
        return tr("%1, %2").arg(enumDisplayName(unit.type), enumNameInSentence(grade));
    }
    case CmrColumn: {
        const NapCmrValue cmr = NapCmr::current(battle, unit.id);
        if (role == Qt::ToolTipRole) {
            QStringList lines{tr("Current CMR %1 (B.3.1):").arg(cmr.value)};
            for (const Modifier &m : cmr.terms)
                lines << NapTexts::term(m);
            return lines.join(QLatin1Char('\n'));
        }
        return cmr.value;
    }
    case FiguresColumn:
        if (unit.startCannon > 0)
            return tr("%1/%2, %3/%4 cannon")
                .arg(unit.currentFigures())
                .arg(unit.startFigures)
                .arg(unit.currentCannon())
                .arg(unit.startCannon);
        return tr("%1/%2").arg(unit.currentFigures()).arg(unit.startFigures);
    case StateColumn:
        if (role == Qt::ToolTipRole && unit.state == NapUnitState::Routed && unit.rallyFailures > 0)
            return tr("Routed; %n failed rally attempt(s) (B.4.4)", nullptr, unit.rallyFailures);
        return enumDisplayName(unit.state);
    default:
        return {};
    }
}

QVariant NapOrderModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || (role != Qt::DisplayRole && role != Qt::ToolTipRole))
        return {};
    switch (section) {
    case NameColumn:
        return tr("Name");
    case TypeColumn:
        return tr("Type, grade");
    case CmrColumn:
        return role == Qt::ToolTipRole ? tr("Current Combat Morale Rating (B.3.1)") : tr("CMR");
    case FiguresColumn:
        return tr("Figures");
    case StateColumn:
        return tr("State");
    default:
        return {};
    }
}

QModelIndex NapOrderModel::indexOf(const QString &id) const
{
    for (int i = 0; i < m_nodes.size(); ++i) {
        if (m_nodes.at(i).id == id)
            return createIndex(m_nodes.at(i).row, 0, static_cast<quintptr>(i));
    }
    return {};
}

QString NapOrderModel::unitOf(const QModelIndex &index)
{
    if (!index.isValid() || index.siblingAtColumn(0).data(KindRole).toInt() != static_cast<int>(Kind::UnitRow))
        return {};
    return index.siblingAtColumn(0).data(IdRole).toString();
}

} // namespace md::nap
