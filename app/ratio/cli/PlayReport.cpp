#include "ratio/cli/PlayReport.h"

#include "ratio/cli/PlayStep.h"

#include <QJsonArray>
#include <QJsonValue>
#include <QStringList>

using namespace Qt::StringLiterals;

namespace md {

namespace {
const LogRecord *checkRecord(const ratio::ActionResult &result)
{
    for (const LogRecord &r : result.records) {
        if (r.event == LogEvent::Check)
            return &r;
    }
    return nullptr;
}

// The number the die had to show at most; none where the table decides alone (S, F, 0).
std::optional<int> neededRoll(const LogRecord &r)
{
    if (r.automatic != Automatic::None)
        return std::nullopt;
    return r.modifiedNeed ? r.modifiedNeed : r.need;
}
} // namespace

QString PlayReport::pieceLabel(const Battlegroup &bg, const QString &id)
{
    if (const auto ref = PlayStep::findPiece(bg, id)) {
        const Piece &p = bg.units.at(ref->unit).pieces.at(ref->piece);
        if (!p.name.isEmpty() && p.name != id)
            return u"%1 (%2)"_s.arg(p.name, id);
    }
    return id;
}

QString PlayReport::unitLabel(const Battlegroup &bg, const QString &id)
{
    if (const auto u = PlayStep::findUnit(bg, id)) {
        const QString &name = bg.units.at(*u).name;
        if (!name.isEmpty() && name != id)
            return u"%1 (%2)"_s.arg(name, id);
    }
    return id;
}

QString PlayReport::statusKey(const Battlegroup &bg, const QString &id)
{
    const auto ref = PlayStep::findPiece(bg, id);
    if (!ref)
        return {};
    const PieceState &s = bg.units.at(ref->unit).pieces.at(ref->piece).state;
    return s.presence == Presence::Active ? enumKey(s.status) : enumKey(s.presence);
}

QString PlayReport::checkText(const LogRecord &r, const ratio::ActionResult &result, const Battlegroup &after)
{
    const QString who = pieceLabel(after, r.pieceId);
    const bool passed = r.outcome == CheckOutcome::Passed;
    QString text;
    if (r.automatic == Automatic::Success) {
        text = tr("%1 checks morale: automatic success.").arg(who);
    } else if (r.automatic != Automatic::None) {
        text = tr("%1 checks morale: automatic failure, %2.").arg(who, enumDisplayName(r.result));
    } else if (!r.die) {
        // R8: the factors took the need to 10 or more, or to 0 or less: the engine rolled nothing.
        const QString need = QString::number(neededRoll(r).value_or(0));
        if (passed)
            text = tr("%1 checks morale: cannot fail (modified need %2): passed.").arg(who, need);
        else
            text = tr("%1 checks morale: fails without a roll (modified need %2): %3.")
                       .arg(who, need, enumDisplayName(r.result));
    } else if (passed) {
        // One arg() for all, so that a name holding "%2" stays as it is.
        text = tr("%1 checks morale: needs %2 or less, rolls %3: passed.")
                   .arg(who, QString::number(neededRoll(r).value_or(0)), QString::number(*r.die));
    } else {
        text = tr("%1 checks morale: needs %2 or less, rolls %3: failed, %4.")
                   .arg(who, QString::number(neededRoll(r).value_or(0)), QString::number(*r.die),
                        enumDisplayName(r.result));
    }
    // R10: what a check before interceptive fire allows.
    if (r.interceptive) {
        if (result.toHit == 0)
            text += u' ' + tr("It may fire without penalty (R10).");
        else if (result.toHit)
            text += u' ' + tr("It may fire, at %1 to hit (R10).").arg(*result.toHit);
        else
            text += u' ' + tr("It may not fire (R10).");
    }
    return text;
}

QString PlayReport::recordText(const LogRecord &r, const PlayStep &step, const ratio::ActionResult &result,
                               const Battlegroup &after)
{
    const QString who = pieceLabel(after, r.pieceId);
    switch (r.event) {
    case LogEvent::Check:
        return checkText(r, result, after);
    case LogEvent::Casualty:
        return tr("%1 is a casualty, %n point(s) lost.", nullptr, r.points).arg(who);
    case LogEvent::PenetratingHit:
        return tr("%1 takes a penetrating hit, %n point(s) lost.", nullptr, r.points).arg(who);
    case LogEvent::SystemDamage:
        return tr("%1 loses a level of %2, %n point(s) lost.", nullptr, r.points).arg(who, enumDisplayName(step.system()));
    case LogEvent::WeaponLost:
        return tr("%1 has weapon system %2 (%3) knocked out, %n point(s) lost.", nullptr, r.points)
            .arg(who, QString::number(step.weapon()), r.detail);
    case LogEvent::Surrender:
        return tr("%1 surrenders, %n point(s) lost.", nullptr, r.points).arg(who);
    case LogEvent::OfficerShot:
        return tr("%1 shoots %2 to stop a surrender, %n point(s) lost; every marker of the unit is removed (R9).",
                  nullptr, r.points)
            .arg(pieceLabel(after, r.detail), who);
    case LogEvent::LeftBoard:
        return tr("%1 leaves the board, %n point(s) lost to the battlegroup (R7).", nullptr, r.points).arg(who);
    case LogEvent::BailOut:
        return tr("The crew of %1 bail out: %n survive (R10).", nullptr, result.survivors).arg(who);
    case LogEvent::Explosion:
        return tr("%1 is destroyed by an explosion: %n crew member(s) survive (R10).", nullptr, result.survivors).arg(who);
    case LogEvent::NbcAttack:
        return tr("NBC attack on %1: its soldiers must check morale (R8a).").arg(unitLabel(after, r.unitId));
    case LogEvent::TurnEnded:
        // R6: an override's record holds the count in `points` and the unchecked pieces by name in `detail`.
        if (r.points == 0)
            return tr("Turn %1 ends.").arg(r.turn);
        return tr("Turn %1 ends by agreement with %n check(s) not made (%2); they are due first next turn (R6).",
                  nullptr, r.points)
            .arg(r.turn)
            .arg(r.detail);
    case LogEvent::BreakingPoint:
        return tr("The battlegroup has lost %1 of its %2 endurance points: breaking point, it retreats from the next "
                  "turn (R11).")
            .arg(r.points)
            .arg(r.starting);
    case LogEvent::SheetEntered:
        return tr("A marked-up status sheet was keyed in: %1.").arg(r.detail);
    }
    return {};
}

QString PlayReport::describe(const PlayStep &step, const ratio::ActionResult &result, const Battlegroup &after)
{
    QStringList sentences;
    for (const LogRecord &r : result.records)
        sentences.append(recordText(r, step, result, after));
    // Marking a piece as having acted writes no log record.
    if (sentences.isEmpty() && step.verb() == PlayStep::Verb::Acted)
        sentences.append(tr("%1 has moved or fired this turn: a marker it gets now waits for next turn (R6).")
                             .arg(pieceLabel(after, step.subject())));
    return sentences.join(u' ');
}

QString PlayReport::line(int number, const PlayStep &step, const QString &description)
{
    return tr("Step %1 (%2): %3").arg(number).arg(step.text(), description);
}

QJsonObject PlayReport::json(const PlayStep &step, const ratio::ActionResult &result, const Battlegroup &after)
{
    QJsonObject o{{u"step"_s, step.text()}, {u"ok"_s, true}, {u"message"_s, describe(step, result, after)}};
    const LogRecord *r = checkRecord(result);
    if (step.verb() != PlayStep::Verb::Check || !r)
        return o;
    const auto need = neededRoll(*r);
    o.insert(u"need"_s, need ? QJsonValue(*need) : QJsonValue(QJsonValue::Null));
    o.insert(u"die"_s, r->die ? QJsonValue(*r->die) : QJsonValue(QJsonValue::Null));
    o.insert(u"passed"_s, r->outcome == CheckOutcome::Passed);
    o.insert(u"status"_s, statusKey(after, r->pieceId));
    if (r->interceptive)
        o.insert(u"toHit"_s, result.toHit ? QJsonValue(*result.toHit) : QJsonValue(QJsonValue::Null));
    return o;
}

QJsonObject PlayReport::refusedJson(const PlayStep &step, const QString &why)
{
    return {{u"step"_s, step.text()}, {u"ok"_s, false}, {u"message"_s, why}};
}

QString PlayReport::unitSummary(const QJsonObject &unit)
{
    const QString id = unit.value(u"id"_s).toString();
    const QString name = unit.value(u"name"_s).toString();
    const QString who = !name.isEmpty() && name != id ? u"%1 (%2)"_s.arg(name, id) : id;
    const QString failure = enumDisplayName(enumFromKey<FailureResult>(unit.value(u"failure"_s).toString())
                                                .value_or(FailureResult::None));
    const QString automatic = unit.value(u"automatic"_s).toString();
    const QJsonValue modified = unit.value(u"modifiedNeed"_s);
    const int need = (modified.isNull() ? unit.value(u"need"_s) : modified).toInt();
    // The same words as a check's line: S, F and 0 are the table's (R5), 10+ and 0- the factors' (R8).
    QString state;
    if (automatic == "success"_L1)
        state = tr("full strength, no check (S)");
    else if (automatic == "failure"_L1)
        state = tr("automatic failure (F), %1").arg(failure);
    else if (automatic == "destroyed"_L1)
        state = tr("no points left");
    else if (need >= 10)
        state = tr("cannot fail (modified need %1)").arg(need);
    else if (need <= 0)
        state = tr("fails without a roll (modified need %1), %2").arg(QString::number(need), failure);
    else
        state = tr("needs %1 or less, else %2").arg(QString::number(need), failure);
    QString text = tr("%1: %2/%3, %4")
                       .arg(who, QString::number(unit.value(u"current"_s).toInt()),
                            QString::number(unit.value(u"starting"_s).toInt()), state);
    QStringList checks;
    if (const int due = unit.value(u"checksDue"_s).toInt())
        checks.append(tr("%n check(s) due", nullptr, due));
    if (const int later = unit.value(u"checksNextTurn"_s).toInt())
        checks.append(tr("%n check(s) next turn", nullptr, later));
    if (!checks.isEmpty())
        text += u"; "_s + checks.join(u", "_s);
    return text + u'.';
}

QStringList PlayReport::summaryLines(const QJsonObject &summary)
{
    QStringList lines;
    lines.append(tr("After the steps: turn %1, %2 of %3 endurance points lost, %n check(s) due.", nullptr,
                    summary.value(u"checksDue"_s).toInt())
                     .arg(QString::number(summary.value(u"turn"_s).toInt()),
                          QString::number(summary.value(u"pointsLost"_s).toInt()),
                          QString::number(summary.value(u"endurance"_s).toInt())));
    // R11: reached in one turn, the retreat starts with the next.
    if (const QJsonValue reached = summary.value(u"breakingTurn"_s); !reached.isNull()) {
        lines.append(tr("Breaking point reached in turn %1: the battlegroup retreats from turn %2 (R11).")
                         .arg(reached.toInt())
                         .arg(reached.toInt() + 1));
    }
    for (const QJsonValue &unit : summary.value(u"units"_s).toArray())
        lines.append(u"  "_s + unitSummary(unit.toObject()));
    return lines;
}

} // namespace md
