#pragma once

#include "kernel/Fraction.h"
#include "kernel/Modifier.h"
#include "ww1/model/Ww1Group.h"
#include "ww1/model/Ww1Rules.h"

#include <QList>
#include <QCoreApplication>
#include <QStringList>

namespace md::ww1 {

// What a group must test now (A.2.1): the conditions reached and not yet tested, ascending; empty when none.
struct Ww1GroupTestDue
{
    Ww1Conditions conditions;
    bool due() const { return !conditions.isEmpty(); }
    friend bool operator==(const Ww1GroupTestDue &, const Ww1GroupTestDue &) = default;
};

// Group morale (A.2.1, A.3.1, A.3.2), by exact integer comparisons: no rounding, no floating point.
class Ww1GroupRules
{
    Q_DECLARE_TR_FUNCTIONS(md::ww1::Ww1GroupRules)

public:
    // A.2.1 with: whether `casualties` of `startMembers` reach the condition.
    static bool reached(Ww1Condition condition, int startMembers, int casualties, const Ww1Rules &rules);
    // The fewest casualties that reach the condition for a group of `startMembers` (the sheets' thresholds);
    // startMembers + 1 when none can (a group of 0).
    static int threshold(Ww1Condition condition, int startMembers, const Ww1Rules &rules);
    // A.2.1: 0, -2, -4.
    static int modifierOf(Ww1Condition condition);
    static Ww1GroupTestDue due(const Ww1Group &group, const Ww1Rules &rules);
    // A.3.1: the 2d6 a test at `modifier` needs (pass iff 2d6 + m >= 6): 6, 8, 10.
    static int need(int modifier);
    // P(carry on) of one test at `modifier`, reduced: 13/18, 5/12, 1/6.
    static Fraction passOdds(int modifier);
    // P(carry on) of the whole test for `due`: one test at the worst modifier, or, with
    // Ww1Rules::eachConditionInTurn, the product of each condition's test.
    static Fraction passOdds(const Ww1GroupTestDue &due, const Ww1Rules &rules);
    // The test's modifier with its source: the worst condition's (A.2.1 "C2", A.3.1), one per condition when
    // each is tested in turn.
    static Modifiers modifiers(const Ww1GroupTestDue &due, const Ww1Rules &rules);
    // A.3.2 with A-5: attackers first, then defenders, each biggest to smallest (current effective members,
    // or starting size with Ww1Rules::orderByStartingSize); ties keep the given order. Returns ids.
    static QStringList testingOrder(const QList<Ww1Group> &groups, const Ww1Rules &rules);
};

} // namespace md::ww1
