#include "fantasy/cli/FanPlayReport.h"

#include "fantasy/rules/FanEngine.h"
#include "fantasy/rules/FanLosses.h"
#include "kernel/EnumText.h"

#include <QJsonArray>

using namespace Qt::StringLiterals;

namespace md::fantasy {

namespace {
QString label(const QString &name, const QString &id)
{
    return !name.isEmpty() && name != id ? u"%1 (%2)"_s.arg(name, id) : id;
}

// Everything that sets the unit apart from one that stands as it was recorded before the battle.
QStringList unitNotes(const FanBattle &battle, const FanUnit &u)
{
    QStringList notes;
    if (u.currentFigures != u.startFigures) {
        const std::optional<int> step = FanLosses::lossStep(u.startFigures, u.currentFigures);
        notes << (step ? FanPlayReport::tr("%1 of %2 figures (losses %3 %, C.3 step 1)")
                             .arg(u.currentFigures)
                             .arg(u.startFigures)
                             .arg(*step)
                       : FanPlayReport::tr("%1 of %2 figures").arg(u.currentFigures).arg(u.startFigures));
    }
    if (u.pending)
        notes << FanPlayReport::tr("%1 due %2 (C.4)").arg(enumDisplayName(u.pending->result),
                                                         FanEngine::momentText(u.pending->due));
    if (u.rallyFailures > 0)
        notes << FanPlayReport::tr("failed to rally %n time(s)", nullptr, u.rallyFailures);
    if (u.movedThisTurn)
        notes << FanPlayReport::tr("has moved this turn");
    if (u.wounded)
        notes << FanPlayReport::tr("wounded");
    if (u.exemptThroughTurn >= battle.now.turn)
        notes << FanPlayReport::tr("exempt from Morale Tests through turn %1 (C.2)").arg(u.exemptThroughTurn);
    return notes;
}
} // namespace

QStringList FanPlayReport::lines(int number, const QString &step, const FanStepParser::Result &result)
{
    // A line of the engine may hold several (status): each is indented on its own.
    QStringList engine;
    for (const QString &line : result.lines)
        engine << line.split(u'\n');
    const QString first = engine.isEmpty() ? tr("done.") : engine.constFirst();
    QStringList list{tr("Step %1 (%2): %3").arg(number).arg(step, first)};
    for (qsizetype i = 1; i < engine.size(); ++i)
        list.append(u"    "_s + engine.at(i));
    return list;
}

QJsonObject FanPlayReport::json(const QString &step, const FanStepParser::Result &result)
{
    QJsonObject o{{u"step"_s, step}, {u"ok"_s, result.error.isEmpty()}, {u"lines"_s, QJsonArray::fromStringList(result.lines)}};
    if (!result.error.isEmpty())
        o.insert(u"error"_s, result.error);
    return o;
}

QStringList FanPlayReport::summaryLines(const FanBattle &battle, const QString &systemName)
{
    QStringList list{tr("After the steps (%1): %2.").arg(systemName, FanEngine::momentText(battle.now))};
    for (const FanSide &side : battle.sides) {
        QStringList units;
        for (const FanUnit &u : side.units) {
            const QStringList notes = unitNotes(battle, u);
            if (u.state == FanUnitState::Normal && notes.isEmpty())
                continue;
            units << u"    "_s + tr("%1: %2").arg(label(u.name, u.id), (QStringList{enumDisplayName(u.state)} + notes).join(u", "_s))
                         + u'.';
        }
        const QString name = side.name.isEmpty() ? tr("A side without a name") : side.name;
        if (units.isEmpty()) {
            list << u"  "_s + tr("%1: every unit Normal and whole.").arg(name);
        } else {
            list << u"  "_s + tr("%1:").arg(name);
            list << units;
        }
    }
    QStringList rallying;
    for (const QString &id : FanEngine::rallyQueue(battle))
        rallying << FanEngine::nameOf(battle, id);
    if (!rallying.isEmpty())
        list << u"  "_s + tr("To try to rally now, in the first half of phase 11 (C.4.2): %1.").arg(rallying.join(u", "_s));
    return list;
}

} // namespace md::fantasy
