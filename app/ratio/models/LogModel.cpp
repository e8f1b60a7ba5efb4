#include "ratio/models/LogModel.h"

#include "ratio/document/BattlegroupDocument.h"
#include "ratio/rules/RatioMorale.h"
#include "ratio/RatioRolls.h"
#include "kernel/RuleSystem.h"

namespace md {

LogModel::LogModel(BattlegroupDocument *document, QObject *parent)
    : QAbstractTableModel(parent)
    , m_document(document)
    , m_rows(static_cast<int>(document->battlegroup().log.size()))
{
    connect(document, &BattlegroupDocument::changed, this, &LogModel::documentChanged);
}

void LogModel::documentChanged()
{
    const int rows = static_cast<int>(m_document->battlegroup().log.size());
    // The log only grows by play and shrinks by undo, always at its end.
    if (rows > m_rows) {
        beginInsertRows({}, m_rows, rows - 1);
        m_rows = rows;
        endInsertRows();
    } else if (rows < m_rows) {
        beginRemoveRows({}, rows, m_rows - 1);
        m_rows = rows;
        endRemoveRows();
    }
}

int LogModel::rowCount(const QModelIndex &parent) const { return parent.isValid() ? 0 : m_rows; }

int LogModel::columnCount(const QModelIndex &parent) const { return parent.isValid() ? 0 : ColumnCount; }

QString LogModel::unitName(const QString &id) const
{
    for (const Unit &u : m_document->battlegroup().units) {
        if (u.id == id)
            return u.name;
    }
    return id;
}

QString LogModel::pieceName(const QString &unitId, const QString &pieceId) const
{
    for (const Unit &u : m_document->battlegroup().units) {
        if (u.id != unitId)
            continue;
        for (const Piece &p : u.pieces) {
            if (p.id == pieceId)
                return p.name.isEmpty() ? p.id : p.name;
        }
    }
    return pieceId;
}

QVariant LogModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    if (role != Qt::DisplayRole && role != Qt::ToolTipRole)
        return {};
    const auto &log = m_document->battlegroup().log;
    if (index.row() >= log.size())
        return {};
    const LogRecord &r = log.at(index.row());
    const bool isCheck = r.event == LogEvent::Check;
    switch (index.column()) {
    case TurnColumn:
        return r.turn;
    case EventColumn:
        // The rule system and the rule the record applies: "Ratio morale · R5 morale check".
        if (role == Qt::ToolTipRole)
            return tr("%1 · %2").arg(m_document->system().displayName(), ratio::RatioRolls::testOf(r));
        return r.interceptive ? tr("Interceptive-fire check") : enumDisplayName(r.event);
    case UnitColumn:
        return r.unitId.isEmpty() ? QString() : unitName(r.unitId);
    case PieceColumn:
        return r.pieceId.isEmpty() ? QString() : pieceName(r.unitId, r.pieceId);
    case LevelColumn:
        if (isCheck || r.event == LogEvent::BreakingPoint)
            return tr("%1 / %2 (%3)").arg(r.current).arg(r.starting).arg(ratio::formatRatio(ratio::ratioHundredths(r.starting, r.current)));
        // A turn end's points count the checks an override left undone, not morale points (R6).
        return r.points > 0 && r.event != LogEvent::TurnEnded ? tr("−%1 pt").arg(r.points) : QString();
    case NeedColumn:
        if (!isCheck)
            return {};
        if (r.automatic == Automatic::Success)
            return tr("S");
        if (r.automatic == Automatic::Failure)
            return tr("F");
        if (r.automatic == Automatic::Destroyed)
            return tr("—");
        return r.modifiedNeed && r.modifiedNeed != r.need ? tr("%1 → %2").arg(r.need.value_or(0)).arg(*r.modifiedNeed)
                                                           : QString::number(r.need.value_or(0));
    case FactorsColumn: {
        QStringList parts;
        for (const Factor &f : r.factors)
            parts << QStringLiteral("%1 %2%3").arg(f.key, f.delta > 0 ? QStringLiteral("+") : QString()).arg(f.delta);
        return parts.join(QStringLiteral(", "));
    }
    case DieColumn:
        return isCheck && r.die ? QVariant(*r.die) : QVariant();
    case OutcomeColumn:
        if (r.event == LogEvent::TurnEnded && r.points > 0) {
            // R6: the override names every piece it left unchecked.
            const QString undone = tr("Override: %n check(s) left undone", nullptr, r.points);
            return r.detail.isEmpty() ? undone : tr("%1: %2").arg(undone, r.detail);
        }
        if (r.event == LogEvent::SheetEntered)
            return r.detail; // what the keyed-in paper sheet changed
        if (!isCheck)
            return {};
        if (r.outcome == CheckOutcome::Passed)
            return tr("Passed");
        return role == Qt::ToolTipRole ? ratio::behaviourText(r.result) : tr("Failed: %1").arg(enumDisplayName(r.result));
    default:
        return {};
    }
}

QVariant LogModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case TurnColumn:
        return tr("Turn");
    case EventColumn:
        return tr("Event");
    case UnitColumn:
        return tr("Unit");
    case PieceColumn:
        return tr("Piece");
    case LevelColumn:
        return tr("Level");
    case NeedColumn:
        return tr("Need");
    case FactorsColumn:
        return tr("Factors");
    case DieColumn:
        return tr("Die");
    case OutcomeColumn:
        return tr("Outcome");
    default:
        return {};
    }
}

} // namespace md
