#include "fantasy/editors/FanArmyProblem.h"

#include "fantasy/editors/FanUnitModel.h"

#include <QHash>
#include <QRegularExpression>

using namespace Qt::StringLiterals;

namespace md::fantasy {

FanArmyProblem FanArmyProblem::parse(const QString &path)
{
    FanArmyProblem p;
    if (path == "$.name"_L1) {
        p.place = Place::BattleName;
        return p;
    }
    static const QRegularExpression sidePath(uR"(^\$\.sides\[(\d+)\](?:\.(name|units)(?:\[(\d+)\](?:\.(\w+))?)?)?)"_s);
    const QRegularExpressionMatch m = sidePath.match(path);
    if (!m.hasMatch())
        return p;
    p.side = m.captured(1).toInt();
    if (p.side < 0 || p.side >= FanBattle::sideCount) {
        p.side = -1;
        return p;
    }
    if (m.captured(2) == "name"_L1) {
        p.place = Place::SideName;
    } else if (m.captured(3).isEmpty()) {
        p.place = Place::Units;
    } else {
        p.place = Place::UnitRow;
        p.unit = m.captured(3).toInt();
        p.key = m.captured(4);
    }
    return p;
}

int FanArmyProblem::column() const
{
    static const QHash<QString, int> columns{
        {u"id"_s, FanUnitModel::IdColumn},
        {u"name"_s, FanUnitModel::NameColumn},
        {u"race"_s, FanUnitModel::RaceColumn},
        {u"moraleClass"_s, FanUnitModel::ClassColumn},
        {u"kind"_s, FanUnitModel::KindColumn},
        {u"startFigures"_s, FanUnitModel::StartColumn},
        {u"currentFigures"_s, FanUnitModel::NowColumn},
        {u"controllerId"_s, FanUnitModel::ControllerColumn},
        {u"withUnitId"_s, FanUnitModel::WithColumn},
        {u"notes"_s, FanUnitModel::NotesColumn},
    };
    return place == Place::UnitRow ? columns.value(key, -1) : -1;
}

QString FanArmyProblem::fieldName(const QString &key)
{
    static const QHash<QString, const char *> names{
        {u"id"_s, QT_TR_NOOP("id")},
        {u"name"_s, QT_TR_NOOP("name")},
        {u"race"_s, QT_TR_NOOP("race")},
        {u"moraleClass"_s, QT_TR_NOOP("class")},
        {u"kind"_s, QT_TR_NOOP("kind")},
        {u"startFigures"_s, QT_TR_NOOP("start figures")},
        {u"currentFigures"_s, QT_TR_NOOP("figures now")},
        {u"controllerId"_s, QT_TR_NOOP("controller")},
        {u"withUnitId"_s, QT_TR_NOOP("with unit")},
        {u"notes"_s, QT_TR_NOOP("notes")},
        {u"state"_s, QT_TR_NOOP("state")},
        {u"routedAt"_s, QT_TR_NOOP("when it routed")},
        {u"pending"_s, QT_TR_NOOP("result to carry out")},
        {u"wounded"_s, QT_TR_NOOP("wounded")},
        {u"exemptThroughTurn"_s, QT_TR_NOOP("exempt through turn")},
        {u"rallyFailures"_s, QT_TR_NOOP("failed rallies")},
    };
    const char *name = names.value(key, nullptr);
    return name ? tr(name) : key;
}

QString FanArmyProblem::sideName(const FanBattle &battle, int side)
{
    const QString name = battle.sides[static_cast<size_t>(side)].name;
    return name.isEmpty() ? tr("Side %1").arg(side + 1) : name;
}

QString FanArmyProblem::unitName(const FanBattle &battle, int side, int unit)
{
    const QList<FanUnit> &units = battle.sides[static_cast<size_t>(side)].units;
    if (unit < 0 || unit >= units.size())
        return tr("unit %1").arg(unit + 1);
    const FanUnit &u = units.at(unit);
    if (!u.name.isEmpty())
        return u.name;
    return u.id.isEmpty() ? tr("unit %1").arg(unit + 1) : u.id;
}

QString FanArmyProblem::line(const Problem &problem, const FanBattle &battle)
{
    const FanArmyProblem p = parse(problem.path);
    // A reason may name another unit by its path ("already used at $.sides[0].units[1]"): name it too.
    static const QRegularExpression unitPath(uR"(\$\.sides\[(\d)\]\.units\[(\d+)\])"_s);
    QString reason = problem.reason;
    qsizetype from = 0;
    for (QRegularExpressionMatch m = unitPath.match(reason); m.hasMatch(); m = unitPath.match(reason, from)) {
        const int side = m.captured(1).toInt();
        if (side >= FanBattle::sideCount)
            break;
        const QString named = tr("%1 of %2").arg(unitName(battle, side, m.captured(2).toInt()), sideName(battle, side));
        reason.replace(m.capturedStart(), m.capturedLength(), named);
        from = m.capturedStart() + named.size(); // a name is never read as a path
    }
    switch (p.place) {
    case Place::Elsewhere:
        return {};
    case Place::BattleName:
        return tr("Battle name: %1").arg(reason);
    case Place::SideName:
        return tr("%1, side name: %2").arg(sideName(battle, p.side), reason);
    case Place::Units:
        return tr("%1: %2").arg(sideName(battle, p.side), reason);
    case Place::UnitRow:
        if (p.key.isEmpty())
            return tr("%1, %2: %3").arg(sideName(battle, p.side), unitName(battle, p.side, p.unit), reason);
        return tr("%1, %2, %3: %4").arg(sideName(battle, p.side), unitName(battle, p.side, p.unit), fieldName(p.key), reason);
    }
    return {};
}

} // namespace md::fantasy
