#include "fantasy/rules/FanTest.h"

#include "fantasy/rules/FanLosses.h"
#include "fantasy/rules/FanProfileCheck.h"

using namespace Qt::StringLiterals;

namespace md::fantasy {

namespace {

const QString section = u"C.3"_s;

// A neighbour that does not count, and why; empty when it counts.
QString friendLeftOut(const FanNeighbour &n)
{
    if (n.kind == FanUnitKind::Monster)
        return FanTest::tr("a monster never counts as a friend");
    if (!n.visible)
        return FanTest::tr("not visible");
    if (n.inCombat)
        return FanTest::tr("in combat");
    if (n.state == FanUnitState::Routing || n.state == FanUnitState::Retiring)
        return FanTest::tr("routing or retiring units never count");
    if (n.state == FanUnitState::Destroyed)
        return FanTest::tr("destroyed");
    return {};
}

QString enemyLeftOut(const FanNeighbour &n)
{
    if (n.kind == FanUnitKind::Character)
        return FanTest::tr("an enemy character is no monster or unit");
    if (!n.visible)
        return FanTest::tr("not visible");
    if (n.inCombat)
        return FanTest::tr("in combat");
    if (n.state == FanUnitState::Routing || n.state == FanUnitState::Retiring)
        return FanTest::tr("routing or retiring");
    if (n.state == FanUnitState::Destroyed)
        return FanTest::tr("destroyed");
    return {};
}

int counted(const QList<FanNeighbour> &list, QString (*leftOut)(const FanNeighbour &), QStringList &notCounted)
{
    int n = 0;
    for (const FanNeighbour &x : list) {
        const QString why = leftOut(x);
        if (why.isEmpty())
            ++n;
        else
            notCounted << FanTest::tr("%1: %2").arg(x.name.isEmpty() ? FanTest::tr("unnamed") : x.name, why);
    }
    return n;
}

// One row of the sheet, `count` times when it is per instance (capped, C-7), once otherwise.
void apply(Modifiers &out, const FanModifier &m, int count)
{
    if (count <= 0)
        return;
    if (!m.perInstance) {
        out.append({m.id, m.label, m.value, section});
        return;
    }
    const int n = std::min(m.cap ? std::min(count, *m.cap) : count, FanProfileCheck::capLimit);
    const QString label = n == 1 ? m.label : FanTest::tr("%1 × %2").arg(m.label).arg(n);
    out.append({m.id, label, m.value * n, section});
}

const FanModifier *byRole(const FanProfile &p, FanModifierRole role)
{
    for (const FanModifier &m : p.modifiers) {
        if (m.role == role)
            return &m;
    }
    return nullptr;
}

void applyRole(Modifiers &out, const FanProfile &p, FanModifierRole role, int count)
{
    if (const FanModifier *m = byRole(p, role))
        apply(out, *m, count);
}

// C.3 "MAGIC/MONSTER/UNDEAD": one modifier however many apply (the combined row, else the most adverse of the
// rows the sheet has for what happened); with rules.attacksSeparate each kind its own row (or the combined one).
void attacks(Modifiers &out, const FanProfile &p, const FanConditions &c, const FanRules &rules)
{
    const std::array<std::pair<bool, FanModifierRole>, 3> kinds{{
        {c.attackedByMagic, FanModifierRole::AttackedByMagic},
        {c.attackedByMonster, FanModifierRole::AttackedByMonster},
        {c.attackedByUndead, FanModifierRole::AttackedByUndead},
    }};
    const FanModifier *combined = byRole(p, FanModifierRole::Attacked);
    if (rules.attacksSeparate) {
        for (const auto &[happened, role] : kinds) {
            const FanModifier *m = byRole(p, role);
            if (happened && (m || combined))
                apply(out, m ? *m : *combined, 1);
        }
        return;
    }
    const FanModifier *chosen = nullptr;
    for (const auto &[happened, role] : kinds) {
        if (!happened)
            continue;
        if (combined) {
            chosen = combined;
            break;
        }
        const FanModifier *m = byRole(p, role);
        if (m && (!chosen || m->value < chosen->value))
            chosen = m;
    }
    if (chosen)
        apply(out, *chosen, 1);
}

// C-8: the best cover type the sheet has a row for that 75 % of the figures are in (that type or better).
void cover(Modifiers &out, const FanProfile &p, const FanConditions &c, int current)
{
    const int heavy = c.figuresInHeavyCover;
    const int medium = heavy + c.figuresInMediumCover;
    const int light = medium + c.figuresInLightCover;
    const std::array<std::pair<int, FanModifierRole>, 3> types{{
        {heavy, FanModifierRole::HeavyCover},
        {medium, FanModifierRole::MediumCover},
        {light, FanModifierRole::LightCover},
    }};
    for (const auto &[figures, role] : types) {
        const FanModifier *m = byRole(p, role);
        if (m && FanLosses::coverHolds(figures, current)) {
            apply(out, *m, 1);
            return;
        }
    }
}

QStringList refusals(const FanProfile &p, const FanTestInput &in)
{
    if (in.kind == FanUnitKind::Character)
        return {FanTest::tr("characters are immune to Morale Tests (C.2)")};
    if (in.kind == FanUnitKind::Skeletons)
        return {FanTest::tr("skeletons never test; they go when their controller is wounded or killed (C.2, C-14)")};
    if (in.exemptBySpell)
        return {FanTest::tr("exempt by a spell, miracle, curse or wonder (C.2)")};
    if (in.startFigures < 1 || in.currentFigures < 0 || in.currentFigures > in.startFigures)
        return {FanTest::tr("figures must be between 0 and the starting strength, which must be at least 1")};
    if (in.startFigures > FanLosses::maxFigures)
        return {FanTest::tr("at most %1 figures in a unit").arg(FanLosses::maxFigures)};
    const FanConditions &c = in.conditions;
    const qint64 inCover = qint64(c.figuresInLightCover) + c.figuresInMediumCover + c.figuresInHeavyCover;
    if (c.figuresInLightCover < 0 || c.figuresInMediumCover < 0 || c.figuresInHeavyCover < 0 || inCover > in.currentFigures)
        return {FanTest::tr("figures in cover must be 0 or more and together at most the unit's %1").arg(in.currentFigures)};
    if (c.enemyFiguresEngaged < 0 || c.enemyFiguresEngaged > FanLosses::maxFigures)
        return {FanTest::tr("enemy figures engaged must be between 0 and %1").arg(FanLosses::maxFigures)};
    if (in.state == FanUnitState::Destroyed || !FanLosses::lossStep(in.startFigures, in.currentFigures))
        return {FanTest::tr("destroyed: every figure is lost, so it does not test (C-12)")};
    if (in.trigger == FanTrigger::Rally && in.state != FanUnitState::Routing)
        return {FanTest::tr("only a routing unit takes a rally test (C.4.2)")};
    if (in.kind == FanUnitKind::Monster && p.whenToTest.isEmpty())
        return {FanTest::tr("this monster's sheet lists nothing under When to Test Morale, so it never tests (C-15)")};
    if (in.trigger == FanTrigger::Listed) {
        if (!p.whenToTest.contains(in.listedTrigger))
            return {FanTest::tr("%1 is not on the race's When to Test Morale list (C.2)").arg(in.listedTrigger)};
    }
    // A sheet held in the editor with a fault (a cap of 0, a value out of range) tests nothing until mended.
    if (const Problems faults = FanProfileCheck::problems(p); !faults.isEmpty())
        return {FanTest::tr("the Profile Sheet has a fault: %1").arg(faults.constFirst().toString())};
    return FanProfileCheck::missingForTest(p, in.moraleClass);
}

} // namespace

std::optional<FanResult> FanTest::resultFor(const QList<FanResultBand> &bands, int fmv)
{
    for (const FanResultBand &b : bands) {
        if ((!b.min || fmv >= *b.min) && (!b.max || fmv <= *b.max))
            return b.result;
    }
    return std::nullopt;
}

FanAssessment FanTest::assess(const FanProfile &p, const FanTestInput &in, const FanRules &rules)
{
    FanAssessment a;
    a.refusals = refusals(p, in);
    if (!a.tests())
        return a;
    a.lossStep = *FanLosses::lossStep(in.startFigures, in.currentFigures);
    a.bmv = p.bmvOf(in.moraleClass)[a.lossStep / 10];

    const FanConditions &c = in.conditions;
    Modifiers &m = a.modifiers;
    // C-9: a killed character controls nothing; only "killed" applies.
    applyRole(m, p, FanModifierRole::CharacterInControl, c.characterInControl && !c.characterKilled ? 1 : 0);
    applyRole(m, p, FanModifierRole::CharacterKilled, c.characterKilled ? 1 : 0);
    applyRole(m, p, FanModifierRole::FriendNear, counted(c.friendsWithin10cm, friendLeftOut, a.notCounted));
    applyRole(m, p, FanModifierRole::EnemyNear, counted(c.enemiesWithin20cm, enemyLeftOut, a.notCounted));
    applyRole(m, p, FanModifierRole::HatedFoe, c.hatedFoeWithin20cm ? 1 : 0);
    applyRole(m, p, FanModifierRole::Flank, c.flank ? 1 : 0);
    applyRole(m, p, FanModifierRole::Rear, c.rear ? 1 : 0);
    applyRole(m, p, FanModifierRole::EnemyTwice, FanLosses::enemyTwice(c.enemyFiguresEngaged, in.currentFigures) ? 1 : 0);
    applyRole(m, p, FanModifierRole::EnemyHalf, FanLosses::enemyHalf(c.enemyFiguresEngaged, in.currentFigures, in.kind) ? 1 : 0);
    applyRole(m, p, FanModifierRole::LostLastRound, c.lostLastRound ? 1 : 0);
    cover(m, p, c, in.currentFigures);
    attacks(m, p, c, rules);
    for (const FanModifier &row : p.modifiers) {
        if (row.role == FanModifierRole::Custom)
            apply(m, row, c.custom.value(row.id));
    }

    a.mmv = a.bmv;
    for (const Modifier &x : m)
        a.mmv += x.delta;
    std::array<int, 4> faces{};
    for (int d4 = 1; d4 <= 4; ++d4)
        ++faces[static_cast<size_t>(*resultFor(p.resultsOf(in.moraleClass), a.mmv + d4))];
    for (size_t r = 0; r < faces.size(); ++r)
        a.odds[r] = Fraction(faces[r], 4);
    return a;
}

FanResult FanTest::resolve(const FanProfile &profile, FanClass moraleClass, const FanAssessment &a, int d4)
{
    Q_ASSERT(a.tests() && d4 >= 1 && d4 <= 4);
    return *resultFor(profile.resultsOf(moraleClass), a.mmv + d4);
}

} // namespace md::fantasy
