#include "ratio/rules/FieldDecision.h"

#include <QHash>
#include <QStringList>

#include <algorithm>

namespace md::ratio {

FieldDecision FieldDecision::decide(const QList<Participant> &participants)
{
    FieldDecision d;
    d.heldField = QList<bool>(participants.size(), false);
    if (participants.isEmpty())
        return d;
    QStringList sides;
    for (const Participant &p : participants) {
        if (!sides.contains(p.side))
            sides.append(p.side);
    }
    // The turn each side left the field in: when all its battlegroups broke, the turn the last one did.
    QHash<QString, int> leftIn;
    for (const QString &side : std::as_const(sides)) {
        int last = 0;
        bool allBroke = true;
        for (const Participant &p : participants) {
            if (p.side != side)
                continue;
            if (p.breakingTurn <= 0)
                allBroke = false;
            last = std::max(last, p.breakingTurn);
        }
        leftIn.insert(side, allBroke ? last : 0);
    }
    const auto hold = [&](const QString &side) {
        d.outcome = BattleOutcome::Held;
        d.heldBy = side;
        for (qsizetype i = 0; i < participants.size(); ++i)
            d.heldField[i] = participants.at(i).side == side;
    };

    QStringList staying;
    for (const QString &side : std::as_const(sides)) {
        if (leftIn.value(side) == 0)
            staying.append(side);
    }
    if (sides.size() == 1) {
        if (staying.isEmpty()) {
            d.outcome = BattleOutcome::Retreated; // its opponent, not recorded, held the field
            d.retreated = sides.constFirst();
        }
        return d;
    }
    if (staying.size() == 1) {
        hold(staying.constFirst());
        return d;
    }
    if (!staying.isEmpty())
        return d; // nobody left, or several sides are still there
    int latest = 0;
    for (const QString &side : std::as_const(sides))
        latest = std::max(latest, leftIn.value(side));
    QStringList lastOut;
    for (const QString &side : std::as_const(sides)) {
        if (leftIn.value(side) == latest)
            lastOut.append(side);
    }
    if (lastOut.size() == 1)
        hold(lastOut.constFirst());
    else
        d.outcome = BattleOutcome::Neither;
    return d;
}

} // namespace md::ratio
