#include "ratio/rules/GameTurn.h"

#include "ratio/rules/RatioQueries.h"

#include <QStringList>

namespace md::ratio {

namespace {
QString pieceName(const Piece &p) { return p.name.isEmpty() ? p.id : p.name; }
} // namespace

QString GameTurn::sideName(const QList<Battlegroup> &sides, int index)
{
    const Battlegroup &bg = sides.at(index);
    if (!bg.name.trimmed().isEmpty())
        return bg.name;
    if (!bg.side.trimmed().isEmpty())
        return bg.side;
    return tr("Side %1").arg(index + 1);
}

QString GameTurn::dueText(const QList<Battlegroup> &sides)
{
    QStringList parts;
    for (int s = 0; s < sides.size(); ++s) {
        const Battlegroup &bg = sides.at(s);
        const QList<PieceRef> due = RatioQueries(bg).checksDue();
        if (due.isEmpty())
            continue;
        QStringList names;
        // Long lists are cut short: the checks-due list shows them all.
        for (qsizetype i = 0; i < due.size() && i < 6; ++i)
            names.append(pieceName(bg.units.at(due.at(i).unit).pieces.at(due.at(i).piece)));
        QString text = names.join(tr(", "));
        if (due.size() > 6)
            text += tr(" and %n more", nullptr, static_cast<int>(due.size() - 6));
        //: One side's pieces that must still check, as in "3rd Rangers: Pvt. Cole, Pvt. Diaz".
        parts.append(sides.size() > 1 ? tr("%1: %2").arg(sideName(sides, s), text) : text);
    }
    return parts.join(tr("; "));
}

ActionResult GameTurn::endTurn(QList<Battlegroup> &sides, bool overridePending)
{
    // R6: a player may not pass while he has pieces that must check; in a game neither may.
    if (!overridePending) {
        const QString due = dueText(sides);
        if (!due.isEmpty())
            return ActionResult::refused(
                tr("These pieces must check morale before the turn can end (R6): %1. Check them, or end the turn "
                   "anyway with the override.").arg(due));
    }
    QList<Battlegroup> work = sides;
    ActionResult all;
    for (Battlegroup &bg : work) {
        RatioEngine engine(bg);
        const ActionResult one = engine.endTurn(overridePending);
        if (!one.ok())
            return one;
        all.records.append(one.records);
    }
    sides = std::move(work);
    return all;
}

FieldDecision GameTurn::decide(const QList<Battlegroup> &sides)
{
    QList<FieldDecision::Participant> participants;
    for (int s = 0; s < sides.size(); ++s)
        participants.append({QString::number(s), sides.at(s).breakingTurn});
    return FieldDecision::decide(participants);
}

QString GameTurn::outcomeText(const QList<Battlegroup> &sides)
{
    QList<int> broken;
    for (int s = 0; s < sides.size(); ++s) {
        if (sides.at(s).breakingTurn > 0)
            broken.append(s);
    }
    if (broken.isEmpty())
        return {};
    const FieldDecision decision = decide(sides);
    if (sides.size() == 1) {
        const int turn = sides.constFirst().breakingTurn;
        return tr("%1 reached its breaking point in turn %2: it retreats from turn %3 (R11).")
            .arg(sideName(sides, 0)).arg(turn).arg(turn + 1);
    }
    // R13 case 6: both in the same turn.
    if (decision.outcome == BattleOutcome::Neither) {
        const int turn = sides.at(broken.constFirst()).breakingTurn;
        return tr("Both battlegroups reached their breaking point in turn %1: neither holds the field.")
            .arg(turn);
    }
    QStringList lines;
    for (const int s : std::as_const(broken)) {
        const int turn = sides.at(s).breakingTurn;
        lines.append(tr("%1 reached its breaking point in turn %2: it retreats from turn %3")
                         .arg(sideName(sides, s)).arg(turn).arg(turn + 1));
    }
    QString text = lines.join(tr("; "));
    if (decision.outcome == BattleOutcome::Held) {
        const int holder = decision.heldBy.toInt();
        //: After the sides that retreat: who holds the field (R11).
        text += tr("; %1 hold the field.").arg(sideName(sides, holder));
    } else {
        text += tr(".");
    }
    return text;
}

} // namespace md::ratio
