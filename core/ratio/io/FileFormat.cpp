#include "ratio/io/FileFormat.h"

#include "kernel/FileEnvelope.h"

using namespace Qt::StringLiterals;

namespace md {

const QStringList &FileFormat::factorKeys()
{
    static const QStringList keys {u"elite"_s, u"levy"_s, u"green"_s, u"nbc"_s};
    return keys;
}

QString FileFormat::context(Bound bound)
{
    switch (bound) {
    case Bound::CurrentTurn:
        return tr("(the current turn)");
    case Bound::NextTurn:
        return tr("(the next turn at the latest)");
    case Bound::MarkerDue:
        return tr("while the piece has a marker (this turn or the next, R6)");
    case Bound::MovementRate:
        return tr("(the movement rate)");
    case Bound::SystemLevels:
        return tr("(the system's levels)");
    case Bound::NoMovement:
        return tr("when hasMovement is false (R4)");
    case Bound::RobotSize:
        return tr("(robot morale: size + 2 is at most 4, R3)");
    case Bound::RobotHits:
        return tr("(size + 2)");
    case Bound::Endurance:
        break;
    }
    return tr("(the starting endurance)");
}

QString FileFormat::unknownRuleSystem(const QString &value)
{
    return FileEnvelope::unknownRuleSystem(value, {ruleSystem});
}

QString FileFormat::styleMismatch(PieceKind kind, MoraleStyle style)
{
    if (kind == PieceKind::Soldier && style != MoraleStyle::Infantry)
        return tr("a soldier has infantry morale (R2); found %1").arg(enumKey(style));
    if (kind != PieceKind::Soldier && style == MoraleStyle::Infantry)
        return tr("a %1 has robot or vehicle morale (R3, R4); found infantry").arg(enumKey(kind));
    return {};
}

} // namespace md
