#include "ww1/rules/Ww1IndividualRules.h"

#include "kernel/DiceOdds.h"

using namespace Qt::StringLiterals;

namespace md::ww1 {

namespace {

const DieSpec twoD6{2, 6};

QString standLabel(const Ww1Stand &stand)
{
    return stand.name.isEmpty() ? stand.id : stand.name;
}

const Ww1Group *groupOf(const Ww1Force &force, const QString &standId)
{
    const Ww1Group *owner = nullptr;
    force.stand(standId, &owner);
    return owner;
}

// why the leading officer gives no IM1 to `stand`, empty when he gives it. Never to himself; never from the
// other side (IM1: an officer of the testers' own); to another officer only when he is more senior
// (Ww1Settings::seniorityOf, A.6). An officer off the roster leads everyone but an officer, whose seniority
// against him cannot be known.
QString whyLeaderDoesNotCount(const Ww1Force &force, const Ww1Stand &stand, const Ww1Situation &situation)
{
    const QString name = standLabel(stand);
    if (situation.leadingOfficerId.isEmpty()) {
        if (stand.rank != Ww1Rank::Officer)
            return {};
        return Ww1IndividualRules::tr("IM1 not applied: %1 is an officer, led by example only by a more senior "
                                      "officer; name him (leader=STAND) so that his seniority is known (A-7).")
            .arg(name);
    }
    if (situation.leadingOfficerId == stand.id)
        return Ww1IndividualRules::tr("IM1 not applied: %1 does not lead himself by example (A-7).").arg(name);
    const Ww1Group *leaderGroup = nullptr;
    const Ww1Stand *leader = force.stand(situation.leadingOfficerId, &leaderGroup);
    if (!leader || leader->rank != Ww1Rank::Officer)
        return Ww1IndividualRules::tr("IM1 not applied: \"%1\" is not an officer (A.3.3 IM1).").arg(situation.leadingOfficerId);
    if (leader->result == Ww1Result::Surrendered)
        return Ww1IndividualRules::tr("IM1 not applied: %1 has surrendered (A.4.2).").arg(standLabel(*leader));
    const Ww1Group *testerGroup = groupOf(force, stand.id);
    if (!leaderGroup || !testerGroup || leaderGroup->side != testerGroup->side)
        return Ww1IndividualRules::tr("IM1 not applied: %1 is not on %2's side (A.3.3 IM1).").arg(standLabel(*leader), name);
    if (stand.rank != Ww1Rank::Officer)
        return {};
    if (force.settings.seniorityOf(leader->officerRank) < force.settings.seniorityOf(stand.officerRank))
        return {};
    return Ww1IndividualRules::tr("IM1 not applied: %1 is not senior to %2 (A-7).").arg(standLabel(*leader), name);
}

} // namespace

Modifiers Ww1IndividualRules::modifiers(const Ww1Force &force, const Ww1Stand &stand, const Ww1Situation &situation)
{
    Modifiers list;
    // IM1, at most +1 (only the most senior officer present counts, SEED footnote 3).
    const bool leading = situation.officerLeading || !situation.leadingOfficerId.isEmpty();
    if (leading && whyLeaderDoesNotCount(force, stand, situation).isEmpty()) {
        Modifier m{u"leader"_s, tr("Officer leading by example"), 1, u"A.3.3 IM1"_s};
        if (const Ww1Stand *leader = force.stand(situation.leadingOfficerId))
            m.label = tr("Officer leading by example: %1").arg(standLabel(*leader));
        list.append(m);
    }
    // IM2: once, even when small arms and indirect fire both apply.
    if (situation.underFire)
        list.append({u"fire"_s, tr("Under fire (small arms within %n square(s), indirect fire or grenades)", nullptr,
                                   force.settings.smallArmsProximitySquares),
                     -1, u"A.3.3 IM2"_s});
    // IM3, IM4: one each, no cap; counted as A-11 reads "in sight", which the label says, since the players count.
    const bool within = force.rules.casualtiesWithinSquares;
    const int sight = force.settings.casualtySightSquares;
    if (situation.friendlyCasualties > 0) {
        const int n = situation.friendlyCasualties;
        const QString label = within
            ? tr("%n friendly casualty(ies) in sight within %1 square(s) (A-11)", nullptr, n).arg(sight)
            : tr("%n friendly casualty(ies) in sight in the square (A-11)", nullptr, n);
        list.append({u"friendly"_s, label, -n, u"A.3.3 IM3"_s});
    }
    if (situation.enemyCasualties > 0) {
        const int n = situation.enemyCasualties;
        const QString label = within
            ? tr("%n enemy casualty(ies) in sight within %1 square(s) (A-11)", nullptr, n).arg(sight)
            : tr("%n enemy casualty(ies) in sight in the square (A-11)", nullptr, n);
        list.append({u"enemy"_s, label, n, u"A.3.3 IM4"_s});
    }
    if (situation.outnumbered)
        list.append({u"outnumbered"_s, tr("Visibly outnumbered"), -1, u"A.3.3 IM5"_s});
    if (situation.edgedWeapon)
        list.append({u"edged"_s, tr("Melee threatened with edged weapon"), -2, u"A.3.3 IM6"_s});
    if (stand.rank == Ww1Rank::Officer)
        list.append({u"officer"_s, tr("Officer taking morale"), 2, u"A.3.3 IM7"_s});
    else if (stand.rank == Ww1Rank::Nco)
        list.append({u"nco"_s, tr("NCO taking morale"), 1, u"A.3.3 IM8"_s});
    return list;
}

int Ww1IndividualRules::net(const Modifiers &modifiers)
{
    int sum = 0;
    for (const Modifier &m : modifiers)
        sum += m.delta;
    return sum;
}

Ww1Result Ww1IndividualRules::band(int total)
{
    // A.3.3 with A-9: the bands overlap ("less than 3" holds "-1 or less"); the more specific wins, so 0 ducks back.
    if (total >= 7)
        return Ww1Result::CarryOn;
    if (total >= 3)
        return Ww1Result::NoCloser;
    if (total >= 0)
        return Ww1Result::DuckBack;
    return Ww1Result::Surrendered;
}

Ww1BandOdds Ww1IndividualRules::odds(int net)
{
    const QList<qint64> ways = DiceOdds::ways(twoD6);
    const qint64 outcomes = DiceOdds::outcomes(twoD6);
    qint64 carryOn = 0;
    qint64 noCloser = 0;
    qint64 duckBack = 0;
    qint64 surrender = 0;
    for (int roll = twoD6.minimum(); roll <= twoD6.maximum(); ++roll) {
        const qint64 w = ways.value(roll);
        switch (band(roll + net)) {
        case Ww1Result::CarryOn:
            carryOn += w;
            break;
        case Ww1Result::NoCloser:
            noCloser += w;
            break;
        case Ww1Result::DuckBack:
            duckBack += w;
            break;
        case Ww1Result::Surrendered:
        case Ww1Result::None:
            surrender += w;
            break;
        }
    }
    return {Fraction(carryOn, outcomes), Fraction(noCloser, outcomes), Fraction(duckBack, outcomes),
            Fraction(surrender, outcomes)};
}

QList<int> Ww1IndividualRules::rollsFor(int net, Ww1Result result)
{
    QList<int> rolls;
    for (int roll = twoD6.minimum(); roll <= twoD6.maximum(); ++roll) {
        if (band(roll + net) == result)
            rolls.append(roll);
    }
    return rolls;
}

bool Ww1IndividualRules::mustTest(const Ww1Stand &stand, Ww1Trigger trigger, const Ww1Rules &rules, QString *why)
{
    const auto no = [why](const QString &reason) {
        if (why)
            *why = reason;
        return false;
    };
    const QString name = standLabel(stand);
    // A.4.2: a surrendered figure is a prisoner, removed from play.
    if (stand.result == Ww1Result::Surrendered)
        return no(tr("%1 has surrendered and takes no more tests (A.4.2).").arg(name));
    switch (trigger) {
    case Ww1Trigger::UnderFire:
        if (stand.testedUnderFire)
            return no(tr("%1 has already tested for coming under fire for the first time: once a game (T1, A.2.2).").arg(name));
        break;
    case Ww1Trigger::HandToHand:
        if (stand.testedHandToHand)
            return no(tr("%1 has already tested for a first hand-to-hand combat: once a game (T3, A.2.2).").arg(name));
        break;
    case Ww1Trigger::EnterPosition:
        // once per stand, unless the players test every attempt.
        if (stand.testedEnterPosition && !rules.enterPositionEveryAttempt)
            return no(tr("%1 has already tested for entering an enemy position: once per stand (T2, A-6).").arg(name));
        break;
    }
    if (why)
        why->clear();
    return true;
}

QStringList Ww1IndividualRules::possibleLeaders(const Ww1Force &force, const QString &standId)
{
    QStringList ids;
    const Ww1Stand *stand = force.stand(standId);
    if (!stand)
        return ids;
    for (const Ww1Group &g : force.groups) {
        for (const Ww1Stand &s : g.stands) {
            if (s.rank != Ww1Rank::Officer)
                continue;
            Ww1Situation situation;
            situation.officerLeading = true;
            situation.leadingOfficerId = s.id;
            if (whyLeaderDoesNotCount(force, *stand, situation).isEmpty())
                ids.append(s.id);
        }
    }
    return ids;
}

QString Ww1IndividualRules::leaderNotApplied(const Ww1Force &force, const Ww1Stand &stand, const Ww1Situation &situation)
{
    if (!situation.officerLeading && situation.leadingOfficerId.isEmpty())
        return {};
    return whyLeaderDoesNotCount(force, stand, situation);
}

} // namespace md::ww1
