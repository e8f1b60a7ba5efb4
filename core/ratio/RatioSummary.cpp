#include "ratio/RatioSummary.h"

#include "ratio/rules/GameTurn.h"
#include "ratio/rules/MoralePoints.h"
#include "ratio/rules/RatioQueries.h"

#include <QJsonArray>
#include <QStringList>

#include <algorithm>
#include <optional>

namespace md::ratio {

namespace {

QJsonValue optionalInt(const std::optional<int> &v) { return v ? QJsonValue(*v) : QJsonValue(QJsonValue::Null); }

QJsonValue automaticJson(Automatic a)
{
    return a == Automatic::None ? QJsonValue(QJsonValue::Null) : QJsonValue(enumKey(a));
}

} // namespace

QJsonObject RatioSummary::assessmentJson(const CheckAssessment &a)
{
    QJsonObject o;
    o.insert(QStringLiteral("starting"), a.starting);
    o.insert(QStringLiteral("current"), a.current);
    o.insert(QStringLiteral("ratio"), formatRatio(a.ratioHundredths));
    o.insert(QStringLiteral("need"), optionalInt(a.need));
    o.insert(QStringLiteral("modifiedNeed"), optionalInt(a.modifiedNeed));
    // Presentation only: the decision was made on the integer count of passing faces.
    o.insert(QStringLiteral("pSuccess"), static_cast<double>(a.successFaces) / 10.0);
    o.insert(QStringLiteral("failure"), enumKey(a.failure));
    o.insert(QStringLiteral("automatic"), automaticJson(a.automatic));
    return o;
}

QJsonObject RatioSummary::json(const Battlegroup &bg)
{
    const RatioQueries engine(bg);
    const QList<PieceRef> due = engine.checksDue();
    const QList<PieceRef> later = engine.checksNextTurn();
    QJsonArray units;
    for (int u = 0; u < bg.units.size(); ++u) {
        const Unit &unit = bg.units.at(u);
        const CheckAssessment a = engine.assessUnit(u);
        QJsonObject o = assessmentJson(a);
        o.insert(QStringLiteral("id"), unit.id);
        o.insert(QStringLiteral("name"), unit.name);
        o.insert(QStringLiteral("kind"), enumKey(unit.kind));
        const auto countIn = [u](const QList<PieceRef> &refs) {
            return static_cast<int>(std::count_if(refs.cbegin(), refs.cend(), [u](const PieceRef &r) { return r.unit == u; }));
        };
        o.insert(QStringLiteral("checksDue"), countIn(due));
        o.insert(QStringLiteral("checksNextTurn"), countIn(later));
        units.append(o);
    }
    const Endurance e = endurance(bg);
    QJsonObject doc;
    doc.insert(QStringLiteral("name"), bg.name);
    doc.insert(QStringLiteral("side"), bg.side);
    doc.insert(QStringLiteral("turn"), bg.turn);
    doc.insert(QStringLiteral("units"), units);
    doc.insert(QStringLiteral("checksDue"), static_cast<int>(due.size()));
    doc.insert(QStringLiteral("endurance"), e.total);
    doc.insert(QStringLiteral("pointsLost"), e.lost);
    doc.insert(QStringLiteral("breakingPoint"), e.atBreakingPoint());
    doc.insert(QStringLiteral("breakingTurn"), bg.breakingTurn > 0 ? QJsonValue(bg.breakingTurn) : QJsonValue(QJsonValue::Null));
    doc.insert(QStringLiteral("mustRetreat"), mustRetreat(bg));
    return doc;
}

QString RatioSummary::validLine(const QString &fileName, const Battlegroup &bg)
{
    int pieces = 0;
    for (const Unit &u : bg.units)
        pieces += static_cast<int>(u.pieces.size());
    // The command line's own words, kept in its translation context.
    return tr("%1: valid battlegroup \"%2\" (%n unit(s)", nullptr, static_cast<int>(bg.units.size())).arg(fileName, bg.name)
        + tr(", %n piece(s))", nullptr, pieces);
}

QJsonObject RatioSummary::gameJson(const QList<Battlegroup> &sides, int initiative)
{
    QJsonArray list;
    for (const Battlegroup &bg : sides)
        list.append(json(bg));
    const FieldDecision decision = GameTurn::decide(sides);
    QString outcome = QStringLiteral("undecided");
    if (decision.outcome == BattleOutcome::Held)
        outcome = QStringLiteral("held");
    else if (decision.outcome == BattleOutcome::Neither)
        outcome = QStringLiteral("neither");
    QJsonObject field {{QStringLiteral("outcome"), outcome}};
    if (decision.outcome == BattleOutcome::Held)
        field.insert(QStringLiteral("heldBy"), GameTurn::sideName(sides, decision.heldBy.toInt()));
    return {
        {QStringLiteral("game"), true},
        {QStringLiteral("turn"), sides.isEmpty() ? 1 : sides.constFirst().turn},
        {QStringLiteral("initiative"), initiative >= 0 && initiative < sides.size() ? GameTurn::sideName(sides, initiative) : QString()},
        {QStringLiteral("field"), field},
        {QStringLiteral("fieldText"), GameTurn::outcomeText(sides)},
        {QStringLiteral("sides"), list},
    };
}

QString RatioSummary::gameValidLine(const QString &fileName, const QList<Battlegroup> &sides)
{
    QStringList parts;
    for (const Battlegroup &bg : sides) {
        int pieces = 0;
        for (const Unit &u : bg.units)
            pieces += static_cast<int>(u.pieces.size());
        parts.append(tr("\"%1\" (%n unit(s)", nullptr, static_cast<int>(bg.units.size())).arg(bg.name)
                     + tr(", %n piece(s))", nullptr, pieces));
    }
    return tr("%1: valid game of two sides: %2").arg(fileName, parts.join(tr(" against ")));
}

} // namespace md::ratio
