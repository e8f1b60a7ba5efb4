#include "ww1/rules/Ww1GroupRules.h"

#include "kernel/DiceOdds.h"
#include "kernel/EnumText.h"

#include <algorithm>
#include <array>

using namespace Qt::StringLiterals;

namespace md::ww1 {

namespace {

constexpr std::array<Ww1Condition, 3> allConditions{Ww1Condition::C1, Ww1Condition::C2, Ww1Condition::C3};

// The size A.3.2 sorts by: current effective members, or the starting size with the switch.
int orderSize(const Ww1Group &group, const Ww1Rules &rules)
{
    return rules.orderByStartingSize ? group.startMembers : group.effectiveMembers();
}

} // namespace

bool Ww1GroupRules::reached(Ww1Condition condition, int startMembers, int casualties, const Ww1Rules &rules)
{
    // A group of nobody, or one without a casualty, reaches nothing (0 of 0 is no 50 %).
    if (startMembers <= 0 || casualties <= 0)
        return false;
    const qint64 n = startMembers;
    const qint64 c = casualties;
    switch (condition) {
    case Ww1Condition::C1:
        if (n <= 8)
            return c >= 2; // A.2.1 C1: "two or more casualties"
        // above eight members 25 % replaces "two"; exact fractions (4c >= n), or the threshold rounded down.
        return rules.c1RoundDown ? c >= n / 4 : 4 * c >= n;
    case Ww1Condition::C2:
        return 2 * c >= n; // "50 %" is reached at 50 % (at least), of the starting size
    case Ww1Condition::C3:
        return 4 * c >= 3 * n; // 75 %
    }
    return false;
}

int Ww1GroupRules::threshold(Ww1Condition condition, int startMembers, const Ww1Rules &rules)
{
    for (int c = 1; c <= startMembers; ++c) {
        if (reached(condition, startMembers, c, rules))
            return c;
    }
    return std::max(startMembers, 0) + 1;
}

int Ww1GroupRules::modifierOf(Ww1Condition condition)
{
    switch (condition) {
    case Ww1Condition::C1:
        return 0;
    case Ww1Condition::C2:
        return -2;
    case Ww1Condition::C3:
        return -4;
    }
    return 0;
}

Ww1GroupTestDue Ww1GroupRules::due(const Ww1Group &group, const Ww1Rules &rules)
{
    Ww1GroupTestDue d;
    for (Ww1Condition condition : allConditions) {
        // A.2.1 rule 1: once tested for a condition, never again for that group.
        if (!group.tested(condition) && reached(condition, group.startMembers, group.casualties, rules))
            d.conditions.append(condition);
    }
    return d;
}

int Ww1GroupRules::need(int modifier)
{
    return 6 - modifier; // A.3.1: pass iff 2d6 + m >= 6
}

Fraction Ww1GroupRules::passOdds(int modifier)
{
    return DiceOdds::atLeast(DieSpec{2, 6}, need(modifier));
}

Fraction Ww1GroupRules::passOdds(const Ww1GroupTestDue &due, const Ww1Rules &rules)
{
    if (!due.due())
        return Fraction(1, 1);
    if (!rules.eachConditionInTurn)
        return passOdds(modifierOf(due.conditions.constLast())); // one test at the worst modifier
    // A-4's alternative: every test in turn must pass; the rolls are independent, so the odds multiply.
    qint64 num = 1;
    qint64 den = 1;
    for (Ww1Condition condition : due.conditions) {
        const Fraction p = passOdds(modifierOf(condition));
        num *= p.numerator();
        den *= p.denominator();
    }
    return Fraction(num, den);
}

Modifiers Ww1GroupRules::modifiers(const Ww1GroupTestDue &due, const Ww1Rules &rules)
{
    const auto label = [](Ww1Condition condition) {
        switch (condition) {
        case Ww1Condition::C1:
            return tr("Two or more casualties (25 % above eight members)");
        case Ww1Condition::C2:
            return tr("50 % casualties");
        case Ww1Condition::C3:
            return tr("75 % casualties");
        }
        return QString();
    };
    const auto source = [](Ww1Condition condition) { return u"A.2.1 "_s + enumKey(condition).toUpper(); };

    Modifiers list;
    if (!due.due())
        return list;
    if (rules.eachConditionInTurn) {
        for (Ww1Condition condition : due.conditions)
            list.append({enumKey(condition), label(condition), modifierOf(condition), source(condition)});
        return list;
    }
    const Ww1Condition worst = due.conditions.constLast();
    Modifier m{enumKey(worst), label(worst), modifierOf(worst), source(worst)};
    if (due.conditions.size() > 1) {
        // the conditions reached together are settled by this one test.
        QStringList others;
        for (Ww1Condition condition : due.conditions) {
            if (condition != worst)
                others.append(enumKey(condition).toUpper());
        }
        m.label = tr("%1, reached together with %2: one test at the worst modifier").arg(m.label, others.join(u", "_s));
        m.source += u", A-4"_s;
    }
    list.append(m);
    return list;
}

QStringList Ww1GroupRules::testingOrder(const QList<Ww1Group> &groups, const Ww1Rules &rules)
{
    QList<const Ww1Group *> order;
    for (const Ww1Group &g : groups)
        order.append(&g);
    // A.3.2: attackers first, then defenders, each biggest to smallest; stable, so ties keep the players' order.
    std::stable_sort(order.begin(), order.end(), [&rules](const Ww1Group *a, const Ww1Group *b) {
        if (a->role != b->role)
            return a->role == Ww1Role::Attacker;
        return orderSize(*a, rules) > orderSize(*b, rules);
    });
    QStringList ids;
    for (const Ww1Group *g : order)
        ids.append(g->id);
    return ids;
}

} // namespace md::ww1
