#include "ww1/texts/Ww1Texts.h"

#include "ww1/rules/Ww1GroupRules.h"

namespace md::ww1 {

QString Ww1Texts::percent(const Fraction &p)
{
    // Tenths of a percent, rounded half up, from integers only.
    const qint64 tenths = (p.numerator() * 2000 + p.denominator()) / (2 * p.denominator());
    return tr("%1.%2 %").arg(tenths / 10).arg(tenths % 10);
}

QString Ww1Texts::odds(const Fraction &p) { return tr("%1 (%2)").arg(p.toString(), percent(p)); }

Fraction Ww1Texts::complement(const Fraction &p) { return Fraction(p.denominator() - p.numerator(), p.denominator()); }

QString Ww1Texts::signedNumber(int value)
{
    if (value > 0)
        return QStringLiteral("+%1").arg(value);
    if (value < 0)
        return QStringLiteral("−%1").arg(-value);
    return QStringLiteral("0");
}

QString Ww1Texts::sum(int roll, int modifier)
{
    return modifier < 0 ? tr("%1 − %2 = %3").arg(roll).arg(-modifier).arg(roll + modifier)
                        : tr("%1 + %2 = %3").arg(roll).arg(modifier).arg(roll + modifier);
}

QString Ww1Texts::modifier(const Modifier &m)
{
    // A modifier always carries its sign, "+0" too (C1's), so it reads as one term of the sum.
    const QString delta = m.delta == 0 ? QStringLiteral("+0") : signedNumber(m.delta);
    return m.source.isEmpty() ? tr("%1 %2").arg(delta, m.label) : tr("%1 %2 (%3)").arg(delta, m.label, m.source);
}

QString Ww1Texts::modifiers(const Modifiers &list)
{
    QStringList parts;
    for (const Modifier &m : list)
        parts << modifier(m);
    return parts.isEmpty() ? tr("no modifiers") : parts.join(QStringLiteral(", "));
}

QString Ww1Texts::conditions(const QList<Ww1Condition> &conditions)
{
    QStringList keys;
    for (Ww1Condition c : conditions)
        keys << enumKey(c).toUpper();
    return keys.join(QLatin1Char('+'));
}

QString Ww1Texts::meaning(Ww1Result result, const Ww1Settings &settings)
{
    switch (result) {
    case Ww1Result::CarryOn:
        return tr("No restrictions: carry on with what they meant to do.");
    case Ww1Result::NoCloser:
        return tr("Move no closer to seen enemy; may stand and fight. Will not enter a known fire-swept zone unless "
                  "leaving an enemy trench while under attack from within the trench.");
    case Ww1Result::DuckBack:
        return tr("Duck back behind the nearest cover; with no enemy in sight count as No closer; with no cover within "
                  "a tactical move (%n square(s)), stand and fight.", nullptr, settings.tacticalMoveSquares);
    case Ww1Result::Surrendered:
        return tr("Surrender to the nearest known enemy, even one not in sight; for good (A.4.2).");
    case Ww1Result::None:
        break;
    }
    return tr("Not tested yet.");
}

QString Ww1Texts::sightRange(const Ww1Force &force)
{
    return force.rules.casualtiesWithinSquares
        ? tr("within %n square(s)", nullptr, force.settings.casualtySightSquares)
        : tr("in the same square");
}

QString Ww1Texts::trigger(Ww1Trigger trigger)
{
    switch (trigger) {
    case Ww1Trigger::UnderFire:
        return QStringLiteral("T1");
    case Ww1Trigger::EnterPosition:
        return QStringLiteral("T2");
    case Ww1Trigger::HandToHand:
        return QStringLiteral("T3");
    }
    return {};
}

QString Ww1Texts::groupName(const Ww1Force &force, const QString &id)
{
    const Ww1Group *g = force.group(id);
    return g && !g->name.isEmpty() ? g->name : id;
}

QString Ww1Texts::standName(const Ww1Force &force, const QString &id)
{
    const Ww1Stand *s = force.stand(id);
    return s && !s->name.isEmpty() ? s->name : id;
}

QString Ww1Texts::record(const Ww1Force &force, const Ww1LogRecord &r)
{
    switch (r.event) {
    case Ww1LogEvent::Casualties:
        return tr("Casualties (A.1): %1 %2").arg(groupName(force, r.groupId), signedNumber(r.count));
    case Ww1LogEvent::GroupTest: {
        const int need = Ww1GroupRules::need(r.modifier);
        const QString outcome = r.passed ? tr("carries on") : tr("fails: withdraws in good order (A.4.1)");
        return tr("Group test %1 (A.3.1): %2, 2d6 %3 (needs %4+ on 2d6): %5")
            .arg(conditions(r.conditions), groupName(force, r.groupId), sum(r.roll, r.modifier))
            .arg(need)
            .arg(outcome);
    }
    case Ww1LogEvent::IndividualTest:
        return tr("Individual test %1 (A.3.3), square %2: %3, 2d6 %4: %5")
            .arg(trigger(r.trigger), r.square, standName(force, r.standId), sum(r.roll, r.modifier), enumDisplayName(r.result));
    case Ww1LogEvent::WithdrawalCleared:
        return tr("Withdrawal ended (A.4.1, A-10): %1").arg(groupName(force, r.groupId));
    case Ww1LogEvent::ResultCleared:
        return tr("Result cleared (A.4.2): %1").arg(standName(force, r.standId));
    case Ww1LogEvent::TurnEnded:
        return tr("Turn %1 ended").arg(r.turn);
    }
    return {};
}

} // namespace md::ww1
