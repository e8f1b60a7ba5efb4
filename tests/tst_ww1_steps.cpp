// The WW1 `play` grammar (Ww1StepParser) and the rule options (Ww1Options), against Part A of the spec
// (shared/rules/secondary-systems.md). Every refusal leaves the force as it was. The verbs themselves are
// tst_ww1_engine.
#include "ww1/Ww1Options.h"
#include "ww1/model/Ww1FileLimits.h"
#include "ww1/rules/Ww1IndividualRules.h"
#include "ww1/rules/Ww1Engine.h"
#include "ww1/rules/Ww1GroupRules.h"
#include "ww1/rules/Ww1StepParser.h"
#include "Ww1Fixtures.h"

#include <QSet>
#include <QTest>

using namespace md;
using namespace md::ww1;
using namespace md::test;
using namespace Qt::StringLiterals;

// A refused verb must say why, use no dice and leave the force exactly as it was.
#define VERIFY_REFUSED(force, dice, error)                                                         \
    do {                                                                                           \
        QVERIFY2(!(error).isEmpty(), "expected a refusal");                                        \
        QVERIFY2((force) == before, qPrintable(u"a refusal changed the force: "_s + (error)));     \
        QCOMPARE((dice).used(), 0);                                                                \
    } while (false)

class TestWw1Steps : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void steps_data();
    void steps();
    void badSteps_data();
    void badSteps();
    void stepMessages();
    void helpNamesEveryStep();
    void ruleOptions();
    void ruleOptionSwitches_data();
    void ruleOptionSwitches();
};

// The play grammar, step by step on one force: what each step does and the modifiers it returns.
void TestWw1Steps::steps_data()
{
    QTest::addColumn<QStringList>("steps");
    QTest::addColumn<QString>("lastMessageHas");
    QTest::addColumn<QStringList>("sources");
    QTest::addColumn<QString>("detail"); // of the last log record

    QTest::newRow("casualties queue the group (A.3.2)") << QStringList{u"casualties p1 3"_s} << "1st Platoon (C1)"
                                                        << QStringList{} << "";
    QTest::newRow("group test C1 typed 6 carries on")
        << QStringList{u"casualties p1 3"_s, u"group-test p1 6"_s} << "Group test C1 at +0 (A.3.1): 1st Platoon rolled 6, needed 6: carries on (A.4.1: no effect)."
        << QStringList{u"A.2.1 C1"_s} << "";
    QTest::newRow("group test from the dice (script 3+4)")
        << QStringList{u"casualties p1 6"_s, u"group-test p1"_s} << "Group test C1+C2 at -2 (A.3.1): 1st Platoon rolled 7, needed 8: withdraws (A.4.1: in good order"
        << QStringList{u"A.2.1 C2, A-4"_s} << "";
    QTest::newRow("clear a withdrawal")
        << QStringList{u"casualties p1 6"_s, u"group-test p1 2"_s, u"clear p1"_s} << "A.4.1" << QStringList{} << "";
    QTest::newRow("an individual test with modifiers")
        << QStringList{u"test B4 under-fire hale moss:fire,friendly=2 6"_s}
        << "Square B4 rolled 6 (A.3.3):\n  Sgt Hale 6 +1 = 7: Carry on: no restrictions.\n  Pte Moss 6 -3 = 3: No closer: move no closer"
        << QStringList{u"A.3.3 IM8"_s, u"A.3.3 IM2"_s, u"A.3.3 IM3"_s} << "fire,friendly=2";
    QTest::newRow("leader by name, edged weapon, enemy casualties")
        << QStringList{u"test B4 hand-to-hand moss:leader=ashby,edged,enemy=2,outnumbered 9"_s}
        << "Pte Moss 9 +0 = 9: Carry on" << QStringList{u"A.3.3 IM1"_s, u"A.3.3 IM4"_s, u"A.3.3 IM5"_s, u"A.3.3 IM6"_s} << "leader=ashby,enemy=2,outnumbered,edged";
    QTest::newRow("clear a result, then end the turn")
        << QStringList{u"test B4 enter-position reed 4"_s, u"clear-result reed"_s, u"end-turn"_s} << "turn 2"
        << QStringList{} << "";
    QTest::newRow("a quoted id") << QStringList{u"casualties \"p1\" 1"_s} << "1st Platoon" << QStringList{} << "";
}

void TestWw1Steps::steps()
{
    QFETCH(QStringList, steps);
    QFETCH(QString, lastMessageHas);
    QFETCH(QStringList, sources);
    QFETCH(QString, detail);

    Ww1Force force = makeForce();
    DiceScript dice({3, 4, 3, 4});
    StepResult r;
    for (const QString &step : steps) {
        r = Ww1StepParser::run(force, step, dice);
        QVERIFY2(r.ok, qPrintable(step + u": "_s + r.message));
    }
    QVERIFY2(r.message.contains(lastMessageHas), qPrintable(r.message));
    QStringList got;
    for (const Modifier &m : r.modifiers)
        got.append(m.source);
    QCOMPARE(got, sources);
    QCOMPARE(force.log.size(), steps.size() + (steps.constFirst().startsWith(u"test B4 under-fire hale moss"_s) ? 1 : 0));
    QVERIFY2(force.log.constLast().detail.contains(detail), qPrintable(force.log.constLast().detail));
}

// Bad input: refused with a message naming the field and the reason, nothing changed, no die rolled.
void TestWw1Steps::badSteps_data()
{
    QTest::addColumn<QString>("step");
    QTest::addColumn<QString>("names");

    QTest::newRow("empty") << "" << "empty";
    QTest::newRow("unknown step") << "rally p1" << "rally";
    QTest::newRow("unclosed quote") << "casualties \"p1 3" << "quotes";
    QTest::newRow("casualties without a number") << "casualties p1" << "casualties GROUP N";
    QTest::newRow("casualties not a number") << "casualties p1 many" << "many";
    QTest::newRow("casualties of an unknown group") << "casualties p9 1" << "p9";
    QTest::newRow("group test ROLL 13") << "group-test p1 13" << "13";
    QTest::newRow("group test ROLL 1") << "group-test p1 1" << "\"1\"";
    QTest::newRow("group test ROLL not a number") << "group-test p1 seven" << "seven";
    QTest::newRow("group test two rolls for one test (A-4)") << "group-test p3 6 7" << "1 roll";
    QTest::newRow("group test not due") << "group-test p1 7" << "C1 needs 3";
    QTest::newRow("test ROLL 13") << "test B4 under-fire moss 13" << "13";
    QTest::newRow("test ROLL 0") << "test B4 under-fire moss 0" << "\"0\"";
    QTest::newRow("test unknown trigger") << "test B4 ambushed moss 7" << "ambushed";
    QTest::newRow("test no stand") << "test B4 under-fire 7" << "test SQUARE TRIGGER";
    QTest::newRow("test unknown modifier") << "test B4 under-fire moss:panic 7" << "panic";
    QTest::newRow("test friendly without a count") << "test B4 under-fire moss:friendly 7" << "friendly=N";
    QTest::newRow("test enemy=0") << "test B4 under-fire moss:enemy=0 7" << "enemy=0";
    QTest::newRow("test a modifier twice") << "test B4 under-fire moss:fire,fire 7" << "twice";
    QTest::newRow("test fire=2") << "test B4 under-fire moss:fire=2 7" << "fire=2";
    QTest::newRow("test stand of another square (A-12)") << "test B5 under-fire moss 7" << "B5";
    QTest::newRow("test leader= empty") << "test B4 under-fire moss:leader= 7" << "leader=";
    QTest::newRow("clear a group not withdrawing") << "clear p1" << "1st Platoon";
    QTest::newRow("clear without a group") << "clear" << "clear GROUP";
    QTest::newRow("clear-result of no result") << "clear-result moss" << "Pte Moss";
    QTest::newRow("end-turn with a word") << "end-turn now" << "end-turn";
}

void TestWw1Steps::badSteps()
{
    QFETCH(QString, step);
    QFETCH(QString, names);

    Ww1Force force = makeForce();
    Ww1Group p3 = makeGroup(u"p3"_s, 4, 2); // 002-G8: C1 and C2 due at once
    force.groups.append(p3);
    const Ww1Force before = force;
    DiceScript dice(facesFor({7}));
    const StepResult r = Ww1StepParser::run(force, step, dice);
    QVERIFY2(!r.ok, qPrintable(step));
    VERIFY_REFUSED(force, dice, r.message);
    QVERIFY2(r.message.contains(names), qPrintable(r.message));
}

// The messages name the system's test and rule, as the brief's examples.
void TestWw1Steps::stepMessages()
{
    Ww1Force force = makeForce();
    force.group(u"p1"_s)->casualties = 6;
    force.group(u"p1"_s)->conditionsTested = conditions(u"c1"_s);
    DiceScript none;
    QCOMPARE(Ww1StepParser::run(force, u"group-test p1 7"_s, none).message,
             u"Group test C2 at -2 (A.3.1): 1st Platoon rolled 7, needed 8: withdraws (A.4.1: in good order, recovering "
             "any casualties and/or fighting its way back to its own line; not a rout)."_s);
    // One line per stand, each with its band's meaning (A.3.3's table).
    const QStringList lines = Ww1StepParser::run(force, u"test B4 under-fire hale moss:fire 6"_s, none).message.split(u'\n');
    QCOMPARE(lines.size(), 3);
    QCOMPARE(lines.at(0), u"Square B4 rolled 6 (A.3.3):"_s);
    QCOMPARE(lines.at(1), u"  Sgt Hale 6 +1 = 7: Carry on: no restrictions."_s);
    QVERIFY2(lines.at(2).startsWith(u"  Pte Moss 6 -1 = 5: No closer: move no closer to seen enemy"_s), qPrintable(lines.at(2)));

    // A-4's alternative: one typed roll per test, as many as the sequence makes.
    Ww1Force inTurn = makeForce();
    inTurn.rules.eachConditionInTurn = true;
    inTurn.groups.append(makeGroup(u"p3"_s, 4, 2));
    const Ww1Force before = inTurn;
    StepResult r = Ww1StepParser::run(inTurn, u"group-test p3 6"_s, none);
    QVERIFY2(!r.ok && r.message.contains(u"2 roll"_s), qPrintable(r.message));
    QVERIFY(inTurn == before);
    r = Ww1StepParser::run(inTurn, u"group-test p3 5 9"_s, none); // 5 fails C1: the second is one too many
    QVERIFY2(!r.ok && r.message.contains(u"1 roll"_s), qPrintable(r.message));
    QVERIFY(inTurn == before);
    r = Ww1StepParser::run(inTurn, u"group-test p3 6 8"_s, none);
    QVERIFY2(r.ok, qPrintable(r.message));
    QVERIFY2(r.message.contains(u"C1 at +0 rolled 6, needed 6"_s) && r.message.contains(u"C2 at -2 rolled 8, needed 8"_s)
                 && r.message.endsWith(u"carries on (A.4.1: no effect)."_s),
             qPrintable(r.message));
    QCOMPARE(r.modifiers.size(), 2);
}

void TestWw1Steps::helpNamesEveryStep()
{
    const QString help = Ww1StepParser::help();
    for (const char *word : {"casualties GROUP N", "group-test GROUP [ROLL ...]", "test SQUARE TRIGGER", "under-fire",
                             "enter-position", "hand-to-hand", "friendly=N", "enemy=N", "outnumbered", "edged",
                             "leader", "clear GROUP", "clear-result STAND", "end-turn", "2 to 12"})
        QVERIFY2(help.contains(QLatin1StringView(word)), word);
}

// Every Interpretation A-1 ... A-12 is a named option; the five switches are switchable, the rest fixed.
void TestWw1Steps::ruleOptions()
{
    const QList<RuleOption> options = Ww1Options::all();
    QStringList rules;
    QSet<QString> keys;
    QStringList switchable;
    for (const RuleOption &o : options) {
        rules.append(o.rule);
        keys.insert(o.key);
        QVERIFY(!o.displayLabel().isEmpty());
        QVERIFY2(o.displayLabel().contains(u'(' + o.rule + u')'), qPrintable(o.displayLabel()));
        QCOMPARE(QString::fromLatin1(o.context), u"md::ww1::Ww1Options"_s);
        if (o.switchable) {
            switchable.append(o.key);
            bool known = false;
            QCOMPARE(Ww1Options::value(Ww1Rules{}, o.key, &known), o.defaultValue);
            QVERIFY(known);
        } else {
            QVERIFY(o.defaultValue);
            Ww1Rules untouched;
            QVERIFY(!Ww1Options::set(untouched, o.key, false)); // a fixed reading has no switch
            QVERIFY(untouched == Ww1Rules{});
        }
    }
    QCOMPARE(keys.size(), options.size());
    std::sort(rules.begin(), rules.end(), [](const QString &a, const QString &b) { return a.mid(2).toInt() < b.mid(2).toInt(); });
    QCOMPARE(rules, (QStringList{u"A-1"_s, u"A-2"_s, u"A-3"_s, u"A-4"_s, u"A-5"_s, u"A-6"_s, u"A-7"_s, u"A-8"_s,
                                 u"A-9"_s, u"A-10"_s, u"A-11"_s, u"A-12"_s}));
    QCOMPARE(switchable, (QStringList{u"c1-round-down"_s, u"each-condition-in-turn"_s, u"order-by-starting-size"_s,
                                      u"enter-position-every-attempt"_s, u"casualties-within-squares"_s}));
    bool known = true;
    Ww1Options::value(Ww1Rules{}, u"no-such-rule"_s, &known);
    QVERIFY(!known);
    Ww1Rules r;
    QVERIFY(!Ww1Options::set(r, u"no-such-rule"_s, true));
    QVERIFY(r == Ww1Rules{});
}

// Each switch by its key sets exactly its own member, both ways (A-11 included: the counting reading is carried).
void TestWw1Steps::ruleOptionSwitches_data()
{
    QTest::addColumn<QString>("key");
    QTest::addColumn<int>("member");

    QTest::newRow("A-1 c1-round-down") << "c1-round-down" << 0;
    QTest::newRow("A-4 each-condition-in-turn") << "each-condition-in-turn" << 1;
    QTest::newRow("A-5 order-by-starting-size") << "order-by-starting-size" << 2;
    QTest::newRow("A-6 enter-position-every-attempt") << "enter-position-every-attempt" << 3;
    QTest::newRow("A-11 casualties-within-squares") << "casualties-within-squares" << 4;
}

void TestWw1Steps::ruleOptionSwitches()
{
    QFETCH(QString, key);
    QFETCH(int, member);

    const auto members = [](const Ww1Rules &r) {
        return QList<bool>{r.c1RoundDown, r.eachConditionInTurn, r.orderByStartingSize, r.enterPositionEveryAttempt,
                           r.casualtiesWithinSquares};
    };
    Ww1Rules rules;
    QVERIFY(Ww1Options::set(rules, key, true));
    QList<bool> expected(5, false);
    expected[member] = true;
    QCOMPARE(members(rules), expected);
    QVERIFY(Ww1Options::value(rules, key));
    QVERIFY(Ww1Options::set(rules, key, false));
    QVERIFY(rules == Ww1Rules{});
    QVERIFY(!Ww1Options::value(rules, key));
}

QTEST_GUILESS_MAIN(TestWw1Steps)
#include "tst_ww1_steps.moc"
