#include "napoleonic/cli/NapPlayReport.h"

#include "napoleonic/rules/NapCmr.h"
#include "napoleonic/rules/NapMfp.h"

#include <QJsonArray>

using namespace Qt::StringLiterals;

namespace md::nap {

namespace {
QString label(const QString &name, const QString &id)
{
    return !name.isEmpty() && name != id ? u"%1 (%2)"_s.arg(name, id) : id;
}

// B.4.7 in a referee's words.
QString standing(const NapArmy &army)
{
    switch (army.demoralTier) {
    case 0:
        return army.warned90 ? NapPlayReport::tr("normal standing, within 10 % of demoralization (15.97)")
                             : NapPlayReport::tr("normal standing");
    case 1:
        return NapPlayReport::tr("Army Demoralized: -1 CMR each game-turn hour, no Attack orders (15.90-15.95)");
    case 2:
        return NapPlayReport::tr("at 150 %: -2 CMR each game-turn hour, March orders only (15.93)");
    default:
        return NapPlayReport::tr("at 200 %: -3 CMR each game-turn hour, March orders only (15.93)");
    }
}
} // namespace

QStringList NapPlayReport::lines(int number, const QString &step, const NapStepParser::Result &result)
{
    const QString first = result.lines.isEmpty() ? tr("done.") : result.lines.constFirst();
    QStringList list{tr("Step %1 (%2): %3").arg(number).arg(step, first)};
    for (qsizetype i = 1; i < result.lines.size(); ++i)
        list.append(u"    "_s + result.lines.at(i));
    return list;
}

QJsonObject NapPlayReport::json(const QString &step, const NapStepParser::Result &result)
{
    QJsonObject o{{u"step"_s, step}, {u"ok"_s, result.error.isEmpty()}, {u"lines"_s, QJsonArray::fromStringList(result.lines)}};
    if (!result.error.isEmpty())
        o.insert(u"error"_s, result.error);
    return o;
}

QStringList NapPlayReport::summaryLines(const NapBattle &battle, const QString &systemName)
{
    QString where = tr("After the steps (%1): battleday %2, turn %3, %4 Phase")
                        .arg(systemName)
                        .arg(battle.battleday)
                        .arg(battle.turn)
                        .arg(enumDisplayName(battle.phase()));
    if (battle.hourlyTurn())
        where += u", "_s + tr("an hourly turn");
    if (battle.night)
        where += u", "_s + tr("night");
    QStringList list{where + u'.'};
    for (const NapArmy &army : battle.armies) {
        const int totalHalf = NapMfp::totalHalf(army, battle);
        // Whole per cent, rounded down, against the 90/100/150/200 % lines of B.4.7.
        const QString percent = totalHalf > 0 ? u" (%1 %)"_s.arg(100LL * army.mfpUsedHalf / totalHalf) : QString();
        QString line = tr("%1: MFP used %2 of %3%4; %5")
                           .arg(label(army.name, army.id), NapMfp::text(army.mfpUsedHalf), NapMfp::text(totalHalf),
                                percent, standing(army));
        // The penalties every unit of the army carries, which the unit lines below include.
        if (army.demoralPenalty != 0)
            line += u"; "_s + tr("every unit's CMR %1 so far (15.91)").arg(army.demoralPenalty);
        if (army.campaignPenalty != 0 && battle.rules.campaignPenalty)
            line += u"; "_s + tr("%1 from the last battleday, but for late arrivals (15.96)").arg(army.campaignPenalty);
        list.append(u"  "_s + line + u'.');
        for (const NapCommand &command : army.commands) {
            for (const NapUnit &unit : command.units) {
                const bool touched = unit.state != NapUnitState::Good || unit.figuresLost != 0 || unit.cannonLost != 0
                                     || unit.cannonLostThisPhase != 0 || unit.shockPhaseAdj != 0 || unit.rallyFailures != 0;
                if (!touched)
                    continue;
                QString text = tr("%1: %2").arg(label(unit.name, unit.id), enumDisplayName(unit.state));
                if (unit.inPlay())
                    text += u", "_s + tr("CMR %1 (start %2)").arg(NapCmr::current(battle, unit.id).value).arg(unit.startCmr);
                if (unit.figuresLost != 0)
                    text += u", "_s + tr("%1 of %2 figures lost").arg(unit.figuresLost).arg(unit.startFigures);
                if (unit.cannonLost != 0)
                    text += u", "_s + tr("%1 of %2 cannon lost").arg(unit.cannonLost).arg(unit.startCannon);
                if (unit.shockPhaseAdj != 0)
                    text += u", "_s + tr("%1 to the end of the Shock Phase (15.28)")
                                          .arg(unit.shockPhaseAdj > 0 ? u"+%1"_s.arg(unit.shockPhaseAdj)
                                                                      : QString::number(unit.shockPhaseAdj));
                if (unit.rallyFailures > 0)
                    text += u", "_s + tr("failed to rally once: a second failure removes it (B.4.4)");
                list.append(u"    "_s + text + u'.');
            }
        }
    }
    QStringList waiting;
    for (const NapPendingCheck &check : battle.pending) {
        QString text = u"%1 %2"_s.arg(check.unitId, enumKey(check.circumstance));
        if (!check.causeUnitId.isEmpty())
            text += u" "_s + tr("(%1 routed)").arg(check.causeUnitId);
        waiting.append(text);
    }
    if (!waiting.isEmpty())
        list.append(u"  "_s + tr("Checks waiting, in order (15.32, 15.42): %1. The next phase waits for them.")
                                  .arg(waiting.join(u", "_s)));
    return list;
}

} // namespace md::nap
