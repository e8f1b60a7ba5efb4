#include "fantasy/models/FanLogModel.h"

#include "fantasy/model/FanBattle.h"
#include "fantasy/rules/FanEngine.h"
#include "kernel/EnumText.h"

using namespace Qt::StringLiterals;

namespace md::fantasy {

FanLogModel::FanLogModel(QObject *parent) : QAbstractTableModel(parent) {}

void FanLogModel::setBattle(const FanBattle *battle)
{
    beginResetModel();
    m_battle = battle;
    endResetModel();
}

QString FanLogModel::detail(const FanBattle &battle, const FanLogRecord &r)
{
    Q_UNUSED(battle)
    switch (r.event) {
    case FanEvent::Test: {
        QStringList mods;
        for (const FanLoggedModifier &m : r.modifiers)
            mods << tr("%1 %2").arg(m.value > 0 ? u"+"_s + QString::number(m.value) : QString::number(m.value), m.label);
        const QString why = r.trigger == FanTrigger::Listed ? r.listedTrigger : enumDisplayName(r.trigger);
        QString text = tr("%1: BMV %2 (%3 % lost)").arg(why).arg(r.bmv).arg(r.lossStep);
        if (!mods.isEmpty())
            text += u"; "_s + mods.join(u"; "_s);
        text += tr("; MMV %1, D4 %2%3, FMV %4: %5")
                    .arg(r.mmv)
                    .arg(r.die.value_or(0))
                    .arg(r.typed ? tr(" (typed)") : QString())
                    .arg(r.mmv + r.die.value_or(0))
                    .arg(r.result ? enumDisplayName(*r.result) : QString());
        if (r.deferred)
            text += tr(", carried out in phase 1 of the next turn");
        text += tr(" [sheet revision %1]").arg(r.profileRevision);
        return text;
    }
    case FanEvent::Losses:
        return r.detail.isEmpty() ? tr("%n figure(s) lost", nullptr, r.figures) : r.detail;
    case FanEvent::Charged:
        return tr("%n figure(s) removed, one per attacker in contact", nullptr, r.figures);
    case FanEvent::Obstacle:
        return r.die.value_or(0) <= 3 ? tr("D6 %1: turns right").arg(r.die.value_or(0))
                                      : tr("D6 %1: turns left").arg(r.die.value_or(0));
    case FanEvent::CarriedOut:
        return r.result ? enumDisplayName(*r.result) : QString();
    case FanEvent::Spell:
        return r.figures == 0 ? tr("exemption ended") : tr("exempt through turn %1").arg(r.figures);
    case FanEvent::Moved:
        return r.figures ? tr("moved") : tr("not moved");
    case FanEvent::Removed:
    case FanEvent::Reform:
    case FanEvent::Clock:
        return r.detail;
    }
    return r.detail;
}

int FanLogModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() || !m_battle ? 0 : static_cast<int>(m_battle->log.size());
}

int FanLogModel::columnCount(const QModelIndex &parent) const { return parent.isValid() ? 0 : ColumnCount; }

QVariant FanLogModel::data(const QModelIndex &index, int role) const
{
    if (!m_battle || !checkIndex(index, CheckIndexOption::IndexIsValid) || (role != Qt::DisplayRole && role != Qt::ToolTipRole))
        return {};
    const FanLogRecord &r = m_battle->log.at(index.row());
    switch (index.column()) {
    case WhenColumn:
        return r.at.phase == FanMoment::phases ? tr("T%1 P11/%2").arg(r.at.turn).arg(r.at.half)
                                               : tr("T%1 P%2").arg(r.at.turn).arg(r.at.phase);
    case UnitColumn:
        return r.unitId.isEmpty() ? QString() : FanEngine::nameOf(*m_battle, r.unitId);
    case EventColumn:
        return enumDisplayName(r.event);
    case DetailColumn:
        return detail(*m_battle, r);
    default:
        return {};
    }
}

QVariant FanLogModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case WhenColumn:
        return tr("When");
    case UnitColumn:
        return tr("Unit");
    case EventColumn:
        return tr("Event");
    case DetailColumn:
        return tr("What happened");
    default:
        return {};
    }
}

} // namespace md::fantasy
