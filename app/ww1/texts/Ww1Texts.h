#pragma once

#include "kernel/Fraction.h"
#include "kernel/Modifier.h"
#include "ww1/model/Ww1Force.h"

#include <QCoreApplication>
#include <QString>

namespace md::ww1 {

// The words the WW1 window uses in more than one place: odds, results and their meaning, modifiers, and one
// line per battle-log record naming the system's test and its rule.
class Ww1Texts
{
    Q_DECLARE_TR_FUNCTIONS(md::ww1::Ww1Texts)

public:
    // "13/18 (72.2 %)": the exact fraction, and a percent rounded from it by integer arithmetic.
    static QString odds(const Fraction &p);
    static QString percent(const Fraction &p);
    // 1 - p, exactly.
    static Fraction complement(const Fraction &p);
    // "+1", "−2", "0".
    static QString signedNumber(int value);
    // A roll and its modifier added up: "6 + 0 = 6", "6 − 3 = 3".
    static QString sum(int roll, int modifier);
    // "+1 NCO taking morale (A.3.3 IM8)".
    static QString modifier(const Modifier &m);
    static QString modifiers(const Modifiers &list);
    // "C2", or "C1+C2" for conditions tested as one.
    static QString conditions(const QList<Ww1Condition> &conditions);
    // A.3.3's band table: what a result means at the table, with the force's tactical move (A.6).
    static QString meaning(Ww1Result result, const Ww1Settings &settings);
    // which casualties count as in sight, "in the same square" or "within 2 squares".
    static QString sightRange(const Ww1Force &force);
    // One line for a battle-log record: "Group test C2 (A.3.1): 2d6 7 −2 = 5, fails: withdrawing".
    static QString record(const Ww1Force &force, const Ww1LogRecord &record);
    // A.2.2's id: "T1", "T2", "T3".
    static QString trigger(Ww1Trigger trigger);
    static QString groupName(const Ww1Force &force, const QString &id);
    static QString standName(const Ww1Force &force, const QString &id);
};

} // namespace md::ww1
