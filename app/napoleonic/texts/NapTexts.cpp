#include "napoleonic/texts/NapTexts.h"

#include "napoleonic/rules/NapMfp.h"

namespace md::nap {

QString NapTexts::unitName(const NapBattle &battle, const QString &id)
{
    const NapUnit *unit = battle.unit(id);
    return unit && !unit->name.isEmpty() ? unit->name : id;
}

QString NapTexts::commandName(const NapBattle &battle, const QString &id)
{
    const NapCommand *command = battle.command(id);
    return command && !command->name.isEmpty() ? command->name : id;
}

QString NapTexts::armyName(const NapBattle &battle, const QString &id)
{
    const NapArmy *army = battle.army(id);
    return army && !army->name.isEmpty() ? army->name : id;
}

QString NapTexts::unitNames(const NapBattle &battle, const QStringList &ids)
{
    QStringList names;
    for (const QString &id : ids)
        names << unitName(battle, id);
    return names.join(tr(", "));
}

QString NapTexts::code(NapCircumstance circumstance) { return enumKey(circumstance); }

QString NapTexts::signedNumber(int value)
{
    if (value > 0)
        return QStringLiteral("+%1").arg(value);
    if (value < 0)
        return QStringLiteral("\u2212%1").arg(-value);
    return QStringLiteral("0");
}

QString NapTexts::term(const Modifier &modifier)
{
    const QString label = modifier.label.isEmpty() ? modifier.key : modifier.label;
    return modifier.source.isEmpty() ? tr("%1 %2").arg(signedNumber(modifier.delta), label)
                                     : tr("%1 %2 (%3)").arg(signedNumber(modifier.delta), label, modifier.source);
}

QString NapTexts::losses(int figures, int cannon)
{
    // Counted words through %n, so each language says its own plural; a negative number corrects an entry.
    QStringList parts;
    if (figures > 0)
        parts << tr("%n figure(s) lost", nullptr, figures);
    else if (figures < 0)
        parts << tr("%n figure(s) given back", nullptr, -figures);
    if (cannon > 0)
        parts << tr("%n cannon lost", nullptr, cannon);
    else if (cannon < 0)
        parts << tr("%n cannon given back", nullptr, -cannon);
    return parts.join(tr(", "));
}

QString NapTexts::pending(const NapBattle &battle, const NapPendingCheck &check)
{
    const QString when = check.instantaneous ? tr("at once") : tr("at the phase's end");
    QString text = tr("%1 \u2014 %2 (%3)").arg(unitName(battle, check.unitId), code(check.circumstance), when);
    if (!check.causeUnitId.isEmpty())
        text += tr(", saw %1").arg(unitName(battle, check.causeUnitId));
    return text;
}

QString NapTexts::record(const NapBattle &battle, const NapLogRecord &r)
{
    const QString units = unitNames(battle, r.unitIds);
    switch (r.event) {
    case NapLogEvent::Loss:
        return r.shock ? tr("%1: %2 to Shock Combat").arg(units, losses(r.figures, r.cannon))
                       : tr("%1: %2 to fire").arg(units, losses(r.figures, r.cannon));
    case NapLogEvent::Check:
        return tr("%1 tested %2: d10 %3 against %4 \u2014 %5%6")
            .arg(units, code(r.circumstance))
            .arg(r.roll)
            .arg(r.target)
            .arg(enumDisplayName(r.result), r.typed ? tr(" (your die)") : QString());
    case NapLogEvent::Rally:
        return tr("%1 tried to rally (P-c): d10 %2 against %3 \u2014 %4%5")
            .arg(units)
            .arg(r.roll)
            .arg(r.target)
            .arg(enumDisplayName(r.result), r.typed ? tr(" (your die)") : QString());
    case NapLogEvent::DisorderCleared:
        return units.isEmpty() ? tr("%1: no unit was Disordered (B.4.3)").arg(armyName(battle, r.armyId))
                               : tr("%1: disorder cleared (B.4.3): %2").arg(armyName(battle, r.armyId), units);
    case NapLogEvent::MfpPhase:
        return tr("%1: Army Morale Fatigue Phase, %2 MFP added").arg(armyName(battle, r.armyId), NapMfp::text(r.mfpHalf));
    case NapLogEvent::PhaseEnded:
        return tr("%1 Phase ended").arg(enumDisplayName(r.phase));
    case NapLogEvent::TurnEnded:
        return tr("Turn %1 ended").arg(r.turn);
    case NapLogEvent::CommandChanged:
        return tr("%1: %2").arg(commandName(battle, r.commandId), r.detail);
    case NapLogEvent::PositionTaken:
        return tr("%1: position taken (15.86): %2").arg(armyName(battle, r.armyId), r.detail);
    case NapLogEvent::RoutedOff:
        return tr("%1 routed off the table (15.72c)").arg(units);
    case NapLogEvent::CheckDismissed:
        return tr("%1: %2 check not taken: %3").arg(units, enumKey(r.circumstance), r.detail);
    }
    return {};
}

} // namespace md::nap
