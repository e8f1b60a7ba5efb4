// WW1's `play` subcommand (app/ww1/cli) run through its run function: the force written back, refusals that
// write nothing, JSON, seeds and the grammar in its help; and the real binary picking WW1's subcommands.
// `table` and `check` are tst_ww1_commandline.
#include "Ww1CommandLineFixture.h"

#include <QTest>

using namespace md;
using namespace md::ww1;
using namespace md::test;
using namespace Qt::StringLiterals;

class TestWw1Play : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void playWritesTheForce();
    void playRefusedStepWritesNothing();
    void playJson();
    void playSeedRepeats();
    void playRefusesOtherFiles();
    void playHelpHasTheGrammar();
    void binaryPicksWw1_data();
    void binaryPicksWw1();
    void binaryHelpListsBothSystems();
};

void TestWw1Play::playWritesTheForce()
{
    QTemporaryDir dir;
    const QString in = writeForce(dir, u"force.json"_s, sampleForce());
    QVERIFY(!in.isEmpty());
    const QString out = dir.filePath(u"after.json"_s);
    // Three casualties of 10 reach C1 (A-1); the typed 7 carries on (A.3.1); two stands share one roll (A.3.3).
    const Output o = play({in, u"--do"_s, u"casualties pl1 3"_s, u"--do"_s, u"group-test pl1 7"_s, u"--do"_s,
                           u"test C4 under-fire s1:fire s2:fire 6"_s, u"-o"_s, out});
    QVERIFY2(o.code == 0, qPrintable(o.err));
    QVERIFY2(o.out.contains(u"Step 1 (casualties pl1 3): "_s), qPrintable(o.out));
    QVERIFY(o.out.contains(u"Step 2 (group-test pl1 7): "_s));
    QVERIFY(o.out.contains(u"Step 3 (test C4 under-fire s1:fire s2:fire 6): "_s));
    QVERIFY(o.out.contains(u"A.3.1"_s));
    QVERIFY(o.out.contains(u"IM2"_s));
    const Ww1Force after = readForce(out);
    QCOMPARE(after.groups.size(), 1);
    QCOMPARE(after.groups.first().casualties, 3);
    QCOMPARE(after.groups.first().conditionsTested, QList<Ww1Condition>{Ww1Condition::C1});
    QCOMPARE(after.groups.first().status, Ww1GroupStatus::Normal);
    // I8: a shared 6; s1 at -1 makes 5, s2 (NCO, +1 -1) makes 6: both no closer.
    QCOMPARE(after.stand(u"s1"_s)->result, Ww1Result::NoCloser);
    QCOMPARE(after.stand(u"s2"_s)->result, Ww1Result::NoCloser);
    // The input is only read.
    QCOMPARE(readForce(in), sampleForce());
}

void TestWw1Play::playRefusedStepWritesNothing()
{
    QTemporaryDir dir;
    const QString in = writeForce(dir, u"force.json"_s, sampleForce());
    const QString out = dir.filePath(u"after.json"_s);
    // No test is due at 1 casualty of 10: the group test is refused, and the run stops there.
    const Output o = play({in, u"--do"_s, u"casualties pl1 1"_s, u"--do"_s, u"group-test pl1 7"_s, u"--do"_s,
                           u"casualties pl1 5"_s, u"-o"_s, out});
    QCOMPARE(o.code, 1);
    QVERIFY2(o.err.startsWith(u"moraledesk play: step 2 \"group-test pl1 7\": "_s), qPrintable(o.err));
    QVERIFY(o.out.contains(u"Step 1 "_s));
    QVERIFY(!o.out.contains(u"Step 3 "_s));
    QVERIFY(!QFile::exists(out));
    // An unknown group likewise.
    const Output unknown = play({in, u"--do"_s, u"casualties nobody 1"_s, u"-o"_s, out});
    QCOMPARE(unknown.code, 1);
    QVERIFY(!QFile::exists(out));
}

void TestWw1Play::playJson()
{
    QTemporaryDir dir;
    const QString in = writeForce(dir, u"force.json"_s, sampleForce());
    const Output o = play({in, u"--json"_s, u"--do"_s, u"casualties pl1 5"_s, u"--do"_s, u"group-test pl1 9"_s});
    QVERIFY2(o.code == 0, qPrintable(o.err));
    QCOMPARE(o.out.count(u'\n'), 1);
    const QJsonObject r = object(o.out);
    const QJsonArray steps = r.value(u"steps"_s).toArray();
    QCOMPARE(steps.size(), 2);
    QCOMPARE(steps.at(1).toObject().value(u"step"_s).toString(), u"group-test pl1 9"_s);
    QVERIFY(steps.at(1).toObject().value(u"ok"_s).toBool());
    // 5 of 10 reaches C1 and C2 together: one test at -2 (A-4), its modifier with its source.
    bool c2 = false;
    for (const QJsonValue &m : steps.at(1).toObject().value(u"modifiers"_s).toArray())
        c2 = c2 || (m.toObject().value(u"delta"_s).toInt() == -2 && !m.toObject().value(u"source"_s).toString().isEmpty());
    QVERIFY2(c2, qPrintable(o.out));
    // The summary is the system's own (`moraledesk summary`) of the force the steps left.
    Ww1Force expected = sampleForce();
    SeededDice unused(1);
    QVERIFY(Ww1StepParser::run(expected, u"casualties pl1 5"_s, unused).ok);
    QVERIFY(Ww1StepParser::run(expected, u"group-test pl1 9"_s, unused).ok);
    QCOMPARE(r.value(u"summary"_s).toObject(), ww1System().summary(Ww1State(expected)));
}

void TestWw1Play::playSeedRepeats()
{
    QTemporaryDir dir;
    const QString in = writeForce(dir, u"force.json"_s, sampleForce());
    const QStringList steps{in, u"--seed"_s, u"1914"_s, u"--do"_s, u"casualties pl1 3"_s, u"--do"_s, u"group-test pl1"_s,
                            u"--do"_s, u"test C4 under-fire s1 s2:fire"_s, u"-o"_s};
    const Output first = play(steps + QStringList{dir.filePath(u"a.json"_s)});
    const Output second = play(steps + QStringList{dir.filePath(u"b.json"_s)});
    QVERIFY2(first.code == 0, qPrintable(first.err));
    QCOMPARE(second.out, first.out);
    QCOMPARE(readForce(dir.filePath(u"b.json"_s)), readForce(dir.filePath(u"a.json"_s)));
    const Output badSeed = play({in, u"--seed"_s, u"-3"_s, u"--do"_s, u"end-turn"_s});
    QCOMPARE(badSeed.code, 2);
    QVERIFY2(badSeed.err.contains(u"--seed"_s), qPrintable(badSeed.err));
}

void TestWw1Play::playRefusesOtherFiles()
{
    QTemporaryDir dir;
    // A ratio battlegroup given to WW1's play (--system ww1): said so, nothing played.
    const Output other = play({QStringLiteral(MORALEDESK_TEST_DATA "/play/first-contact.json"), u"--do"_s, u"end-turn"_s});
    QCOMPARE(other.code, 2);
    QVERIFY2(other.err.contains(u"not a WW1 force"_s), qPrintable(other.err));
    const Output missing = play({dir.filePath(u"none.json"_s), u"--do"_s, u"end-turn"_s});
    QCOMPARE(missing.code, 2);
    QVERIFY2(missing.err.contains(u"no such file"_s), qPrintable(missing.err));
    QFile broken(dir.filePath(u"broken.json"_s));
    QVERIFY(broken.open(QIODevice::WriteOnly));
    broken.write(R"({"ruleSystem":"ww1-morale","format":1,"groups":7})");
    broken.close();
    const Output bad = play({broken.fileName(), u"--do"_s, u"end-turn"_s});
    QCOMPARE(bad.code, 2);
    QVERIFY2(bad.err.contains(u"cannot be played: $."_s), qPrintable(bad.err));
    const Output noFile = play({u"--do"_s, u"end-turn"_s});
    QCOMPARE(noFile.code, 2);
    QVERIFY(noFile.err.contains(u"expects a force file"_s));
}

void TestWw1Play::playHelpHasTheGrammar()
{
    const Output o = play({u"--help"_s});
    QCOMPARE(o.code, 0);
    QVERIFY(!Ww1StepParser::help().isEmpty());
    QVERIFY2(o.out.contains(Ww1StepParser::help().split(u'\n').first()), qPrintable(o.out));
    QVERIFY(o.out.contains(u"--seed"_s));
}

// The real binary, as a player types it: WW1's subcommands through main()'s pick (Ww1Ui::subcommands()).
void TestWw1Play::binaryPicksWw1_data()
{
    const QString sample = QStringLiteral(MORALEDESK_SOURCE_DIR "/resources/samples/ww1-trench-raid.json");
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<int>("exitCode");
    QTest::addColumn<QString>("mentions");
    QTest::newRow("--system ww1 table") << QStringList{u"--system"_s, u"ww1"_s, u"table"_s} << 0 << u"13/18"_s;
    QTest::newRow("table --system=ww1-morale --json") << QStringList{u"table"_s, u"--json"_s, u"--system=ww1-morale"_s}
                                                      << 0 << u"\"pWithdraw\":\"5/18\""_s;
    QTest::newRow("check group") << QStringList{u"check"_s, u"--system"_s, u"ww1"_s, u"group"_s, u"--start"_s, u"8"_s,
                                                u"--casualties"_s, u"2"_s, u"--json"_s}
                                 << 0 << u"\"pCarryOn\":\"13/18\""_s;
    // The file says whose play it is.
    QTest::newRow("play on the WW1 sample") << QStringList{u"play"_s, sample, u"--do"_s, u"casualties wirers 3"_s,
                                                           u"--do"_s, u"group-test wirers 9"_s}
                                            << 0 << u"A.3.1"_s;
    QTest::newRow("play refused") << QStringList{u"play"_s, sample, u"--do"_s, u"group-test wirers 9"_s} << 1
                                  << u"step 1"_s;
    QTest::newRow("validate") << QStringList{u"validate"_s, sample} << 0 << u"valid"_s;
    // WW1 has no crew.
    QTest::newRow("--system ww1 crew") << QStringList{u"--system"_s, u"ww1"_s, u"crew"_s} << 2
                                       << u"ww1 has no subcommand \"crew\"; it is a subcommand of ratio"_s;
}

void TestWw1Play::binaryPicksWw1()
{
    QFETCH(QStringList, arguments);
    QFETCH(int, exitCode);
    QFETCH(QString, mentions);
    const md::test::Run r = md::test::runMoraleDesk(arguments);
    QCOMPARE(r.status, QProcess::NormalExit);
    QVERIFY2(r.exitCode == exitCode, r.err.constData());
    QVERIFY2(QString::fromUtf8(r.out + r.err).contains(mentions), (r.out + r.err).constData());
}

void TestWw1Play::binaryHelpListsBothSystems()
{
    const md::test::Run r = md::test::runMoraleDesk({u"--help"_s});
    QCOMPARE(r.exitCode, 0);
    const QString help = QString::fromUtf8(r.out);
    // Each name once, with both systems' lines under it.
    QCOMPARE(help.count(u"\n  table "_s), 1);
    QVERIFY2(help.contains(u"ratio: print the Morale Results Table\n"_s), qPrintable(help));
    QVERIFY(help.contains(u"ww1: print the group test table"_s));
    QVERIFY(help.contains(u"ratio, ww1"_s)); // --system's values
}

QTEST_GUILESS_MAIN(TestWw1Play)
#include "tst_ww1_play.moc"
