#pragma once

#include "kernel/DiceSource.h"
#include "kernel/Fraction.h"
#include "kernel/Modifier.h"
#include "ww1/model/Ww1Force.h"
#include "ww1/rules/Ww1IndividualRules.h"

#include <QList>
#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include <optional>

namespace md::ww1 {

// One stand's part of a square's test: who tests and what the players ticked.
struct Ww1StandTest
{
    QString standId;
    Ww1Situation situation;
};

struct Ww1StandOutcome
{
    QString standId;
    Modifiers modifiers; // IM1-IM8 with their sources
    int net = 0;
    int total = 0;       // the square's roll + net
    Ww1Result result = Ww1Result::None;
    QString note;        // a leader ticked whom IM1 does not count, and why; empty otherwise
};

struct Ww1SquareOutcome
{
    QString error;       // non-empty: refused, nothing changed
    QString square;
    int roll = 0;        // the one 2d6 of the square (A.3.3 step 1)
    QList<Ww1StandOutcome> stands;
};

struct Ww1GroupOutcome
{
    QString error;
    QString groupId;
    Ww1Conditions conditions; // the conditions the test settled
    QList<int> rolls;    // one, or one per condition tested in turn until a failure (A-4's alternative)
    int modifier = 0;    // the worst condition's (A.3.1)
    Modifiers modifiers;
    Fraction passOdds;   // before the roll
    bool passed = false;
};

struct Ww1CasualtyOutcome
{
    QString error;
    QStringList groupsDue; // every group that must now test, in A.3.2's order
};

// The verbs of play on a force: each checks, changes the force, and logs one record (one per stand for a
// square's test); a refused verb returns its reason in a player's words and changes nothing. Rolls are 2d6
// through `dice.rollSum()` (a TypedDie is the player's typed total).
class Ww1Engine
{
    Q_DECLARE_TR_FUNCTIONS(md::ww1::Ww1Engine)

public:
    static DieSpec dice(); // 2d6

    // A.1: `count` individual hits on the group (negative corrects an entry, never below 0).
    static Ww1CasualtyOutcome addCasualties(Ww1Force &force, const QString &groupId, int count);
    // Every group with a test due (A.2.1), in the order of A.3.2.
    static QStringList groupsDue(const Ww1Force &force);
    // A.3.1: test the group's due conditions (A.2.1 rules 1, 2, 4); refused when none is due, and when another
    // group tests first (A.3.2: the first of groupsDue()).
    static Ww1GroupOutcome groupTest(Ww1Force &force, const QString &groupId, DiceSource &dice);
    // A.3.3: one 2d6 for the square, applied to every listed stand (all in `square`, each once, each due to
    // test for its trigger, A.2.2).
    static Ww1SquareOutcome individualTest(Ww1Force &force, const QString &square, const QList<Ww1StandTest> &tests,
                                           DiceSource &dice);
    // A.4.1, A-10: the group reached its own line.
    static QString clearWithdrawing(Ww1Force &force, const QString &groupId);
    // A.4.2: the action the result governed is over (not for Surrendered, which is for good).
    static QString clearResult(Ww1Force &force, const QString &standId);
    static QString endTurn(Ww1Force &force);
    // the latest roll of `square` in the current turn, if its stands tested already (the footnote's one
    // roll is for the stands testing together; a later trigger is a new test).
    static std::optional<int> squareRollThisTurn(const Ww1Force &force, const QString &square);
};

} // namespace md::ww1
