// Issue 17: the fantasy subcommands (app/fantasy/cli) run through their run functions: `odds` against Part C's
// vectors (004-V3 … V9, PLACEHOLDER profile) and its refusals, `table` against the PLACEHOLDER Morale Results,
// `profile-check` on every bad sheet of tests/data/fantasy/bad/, and `play` on a small battle
// (tests/data/fantasy/play/skirmish.json): a typed test that routs, the phases to 11, the rally, the Reform
// order, a refused step that writes nothing, and seeded dice that repeat.
#include "FanCommandLineFixture.h"

#include "base/Translations.h"

#include <QBuffer>
#include <QFileInfo>
#include <QRegularExpression>

using namespace md;
using namespace md::fantasy;
using namespace md::test;
using namespace Qt::StringLiterals;

class TestFanCommandLine : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // As main() does for a subcommand: English words with their plural forms ("1 figure", "2 figures").
    void initTestCase() { Translations::installForScripts({}); }
    void subcommandsAreFantasy();
    void oddsVectors_data();
    void oddsVectors();
    void oddsText();
    void oddsFromAnMmv();
    void oddsNoTest();
    void oddsRowsNotApplied();
    void oddsRefusals_data();
    void oddsRefusals();
    void oddsRefusesABadSheet();
    void oddsAndTableFromABattle();
    void tableRows();
    void tableText();
    void tableHalfEntered();
    void profileCheckValid();
    void profileCheckBad_data();
    void profileCheckBad();
    void helpInPlayersWords_data();
    void helpInPlayersWords();
    void playTestRoutRallyReform();
    void playRefusedStepWritesNothing();
    void playSeedRepeats();
    void playFromStandardInputAndJson();
    void playRefusals_data();
    void playRefusals();
};

void TestFanCommandLine::subcommandsAreFantasy()
{
    QStringList names;
    for (const Subcommand &s : FanCommandLine::subcommands()) {
        names.append(s.name);
        QCOMPARE(s.ruleSystem, u"fantasy-morale"_s);
        QVERIFY(!s.summary.isEmpty());
        QVERIFY(!s.summary.contains(u'\n'));
        QCOMPARE(s.takesFile, s.name == "play"_L1);
        QVERIFY(s.run);
    }
    QCOMPARE(names, (QStringList{u"play"_s, u"odds"_s, u"table"_s, u"profile-check"_s}));
}

void TestFanCommandLine::oddsVectors_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<int>("lossStep");
    QTest::addColumn<int>("bmv");
    QTest::addColumn<int>("mmv");
    QTest::addColumn<QStringList>("chances"); // Rout, Retire, CarryOn, UA in quarters
    QTest::addColumn<QString>("rallied");  // with --rally

    const QStringList none{u"0/4"_s, u"0/4"_s, u"0/4"_s, u"0/4"_s};
    auto with = [&none](std::initializer_list<std::pair<int, const char *>> set) {
        QStringList list = none;
        for (const auto &[i, q] : set)
            list[i] = QString::fromLatin1(q);
        return list;
    };
    QTest::newRow("004-V3") << QStringList{u"--class"_s, u"B"_s, u"--losses"_s, u"3/20"_s} << 10 << 8 << 8
                            << with({{2, "4/4"}}) << QString();
    QTest::newRow("004-V4") << QStringList{u"--class"_s, u"B"_s, u"--losses"_s, u"3/20"_s, u"--modifier"_s, u"flank"_s,
                                           u"--modifier"_s, u"friend-near=1"_s}
                            << 10 << 8 << 7 << with({{1, "1/4"}, {2, "3/4"}}) << QString();
    QTest::newRow("004-V5") << QStringList{u"--class"_s, u"C"_s, u"--losses"_s, u"4/10"_s, u"--modifier"_s,
                                           u"character-in-control"_s}
                            << 40 << 4 << 6 << with({{0, "1/4"}, {1, "2/4"}, {2, "1/4"}}) << QString();
    // C-3: as a phase-11 rally test of a routing unit, Carry On and UA rally.
    QTest::newRow("004-V5 rally") << QStringList{u"--class"_s, u"Militia"_s, u"--losses"_s, u"4/10"_s, u"--modifier"_s,
                                                 u"character-in-control"_s, u"--rally"_s}
                                  << 40 << 4 << 6 << with({{0, "1/4"}, {1, "2/4"}, {2, "1/4"}}) << u"1/4"_s;
    QTest::newRow("004-V6") << QStringList{u"--class"_s, u"a"_s, u"--losses"_s, u"0/12"_s, u"--modifier"_s,
                                           u"hated-foe,friend-near=2"_s}
                            << 0 << 10 << 13 << with({{3, "4/4"}}) << QString();
    QTest::newRow("004-V7") << QStringList{u"--class"_s, u"C"_s, u"--losses"_s, u"9/16"_s, u"--modifier"_s, u"rear"_s,
                                           u"--modifier"_s, u"lost-last-round"_s, u"--modifier"_s, u"enemy-near=2"_s}
                            << 50 << 3 << -4 << with({{0, "4/4"}}) << QString();
    QTest::newRow("004-V8") << QStringList{u"--class"_s, u"A"_s, u"--losses"_s, u"5/24"_s, u"--modifier"_s,
                                           u"heavy-cover"_s, u"--modifier"_s, u"magic-monster-undead"_s,
                                           u"--trigger"_s, u"2"_s}
                            << 20 << 9 << 10 << with({{2, "3/4"}, {3, "1/4"}}) << QString();
    QTest::newRow("004-V9") << QStringList{u"--class"_s, u"B"_s, u"--losses"_s, u"1/10"_s, u"--modifier"_s,
                                           u"enemy-twice"_s, u"--modifier"_s, u"character-killed"_s}
                            << 10 << 8 << 3 << with({{0, "3/4"}, {1, "1/4"}}) << QString();
}

void TestFanCommandLine::oddsVectors()
{
    QFETCH(QStringList, arguments);
    QFETCH(int, lossStep);
    QFETCH(int, bmv);
    QFETCH(int, mmv);
    QFETCH(QStringList, chances);
    QFETCH(QString, rallied);
    const Output o = odds(QStringList{placeholderFile(), u"--json"_s} + arguments);
    QVERIFY2(o.code == 0, qPrintable(o.err));
    QVERIFY(o.err.isEmpty());
    QCOMPARE(o.out.count(u'\n'), 1);
    const QJsonObject r = object(o.out);
    QVERIFY2(r.value(u"tests"_s).toBool(), qPrintable(o.out));
    QCOMPARE(r.value(u"lossStep"_s).toInt(), lossStep);
    QCOMPARE(r.value(u"bmv"_s).toInt(), bmv);
    QCOMPARE(r.value(u"mmv"_s).toInt(), mmv);
    const QJsonObject got = r.value(u"odds"_s).toObject();
    QCOMPARE(got.value(u"Rout"_s).toString(), chances.at(0));
    QCOMPARE(got.value(u"Retire"_s).toString(), chances.at(1));
    QCOMPARE(got.value(u"CarryOn"_s).toString(), chances.at(2));
    QCOMPARE(got.value(u"UA"_s).toString(), chances.at(3));
    // The MMV is the BMV and the applied rows, each a row of the sheet typed on the command line.
    int sum = bmv;
    for (const QJsonValue &v : r.value(u"modifiers"_s).toArray()) {
        sum += v.toObject().value(u"delta"_s).toInt();
        QVERIFY(arguments.join(u' ').contains(v.toObject().value(u"id"_s).toString()));
    }
    QCOMPARE(sum, mmv);
    // Each face: FMV = MMV + D4, looked up in the spec's own table.
    const QJsonArray faces = r.value(u"faces"_s).toArray();
    QCOMPARE(faces.size(), 4);
    const FanClass c = *FanCommandLine::classOf(placeholderProfile(), arguments.at(1));
    for (int d4 = 1; d4 <= 4; ++d4) {
        const QJsonObject face = faces.at(d4 - 1).toObject();
        QCOMPARE(face.value(u"fmv"_s).toInt(), mmv + d4);
        QCOMPARE(face.value(u"result"_s).toString(), placeholderResult(c, mmv + d4));
    }
    QCOMPARE(r.value(u"notes"_s).toArray().size(), 0);
    if (rallied.isEmpty()) {
        QVERIFY(!r.contains(u"rallied"_s));
    } else {
        QCOMPARE(r.value(u"rallied"_s).toString(), rallied);
    }
    // The text says the same numbers.
    const Output text = odds(QStringList{placeholderFile()} + arguments);
    QCOMPARE(text.code, 0);
    QVERIFY2(text.out.contains(u"BMV %1: "_s.arg(bmv)) && text.out.contains(u"MMV %1"_s.arg(mmv)), qPrintable(text.out));
    QVERIFY2(text.out.contains(QRegularExpression(u"\n  Carry On +%1\n"_s.arg(QRegularExpression::escape(chances.at(2))))),
             qPrintable(text.out));
}

void TestFanCommandLine::oddsText()
{
    // 004-V4 as a player reads it: the loss step, the BMV, each row with its value and id, the MMV, the faces.
    const Output o = odds({placeholderFile(), u"--class"_s, u"B"_s, u"--losses"_s, u"3/20"_s, u"--modifier"_s,
                             u"flank,friend-near"_s});
    QVERIFY2(o.code == 0, qPrintable(o.err));
    QVERIFY(o.err.isEmpty());
    const QStringList expected{
        u"PLACEHOLDER Example Race (invented for tests, not from the seed), sheet revision 1."_s,
        u"Class B (Regulars): a Morale Test (C.3)."_s,
        u"Loss step 10 %: 3 of 20 figures lost, rounded down to the nearest 10 % (C.3 step 1)."_s,
        u"BMV 8: the Basic Morale Values Chart at 10 % (C.3 step 2)."_s,
        u"Modifiers (C.3 step 3):"_s,
        u"  +1  Each free visible friendly character or unit within 10 cm [friend-near]"_s,
        u"  -2  Unit is being attacked in flank [flank]"_s,
        u"MMV 7 = BMV 8 - 1 (C.3 step 3)."_s,
        u"FMV = MMV + D4 = 8 to 11 (C.3 step 4):"_s,
        u"  D4 1  FMV 8   Retire"_s,
        u"  D4 2  FMV 9   Carry On"_s,
        u"  D4 3  FMV 10  Carry On"_s,
        u"  D4 4  FMV 11  Carry On"_s,
        u"Odds, each face 1/4 (C.3 step 5):"_s,
        u"  Rout                  0/4"_s,
        u"  Retire                1/4"_s,
        u"  Carry On              3/4"_s,
        u"  Uncontrolled Advance  0/4"_s,
    };
    QCOMPARE(o.out.split(u'\n', Qt::SkipEmptyParts), expected);
    // 004-V5 as a rally: the chance to rally, and what follows it.
    const Output rally = odds({placeholderFile(), u"--class"_s, u"C"_s, u"--losses"_s, u"4/10"_s, u"--modifier"_s,
                                 u"character-in-control"_s, u"--rally"_s});
    QCOMPARE(rally.code, 0);
    QVERIFY2(rally.out.contains(u"Rallied 1/4: "_s) && rally.out.contains(u"Disordered"_s)
                 && rally.out.contains(u"Reform"_s) && rally.out.contains(u"Failed 3/4: "_s),
             qPrintable(rally.out));
}

void TestFanCommandLine::oddsFromAnMmv()
{
    // The class's column alone: MMV 7 in Class B is Retire on a 1, Carry On on 2-4.
    const Output o = odds({placeholderFile(), u"--class"_s, u"B"_s, u"--mmv"_s, u"7"_s, u"--json"_s});
    QVERIFY2(o.code == 0, qPrintable(o.err));
    const QJsonObject r = object(o.out);
    QVERIFY(!r.contains(u"bmv"_s));
    QCOMPARE(r.value(u"mmv"_s).toInt(), 7);
    QCOMPARE(r.value(u"odds"_s).toObject().value(u"Retire"_s).toString(), u"1/4"_s);
    QCOMPARE(r.value(u"odds"_s).toObject().value(u"CarryOn"_s).toString(), u"3/4"_s);
    const Output text = odds({placeholderFile(), u"--class"_s, u"B"_s, u"--mmv"_s, u"-4"_s});
    QCOMPARE(text.code, 0);
    QVERIFY2(text.out.contains(u"MMV -4, as given"_s) && text.out.contains(u"FMV = MMV + D4 = -3 to 0"_s)
                 && text.out.contains(QRegularExpression(u"\n  Rout +4/4\n"_s)),
             qPrintable(text.out));
}

void TestFanCommandLine::oddsNoTest()
{
    // C-12: every figure lost; the answer is the rules', exit 0.
    const Output gone = odds({placeholderFile(), u"--class"_s, u"B"_s, u"--losses"_s, u"20/20"_s});
    QCOMPARE(gone.code, 0);
    QVERIFY2(gone.out.contains(u"does not test: "_s) && gone.out.contains(u"C-12"_s), qPrintable(gone.out));
    // C.2: an event not on the race's list is no trigger; the list is shown.
    const Output notListed = odds({placeholderFile(), u"--class"_s, u"B"_s, u"--losses"_s, u"0/20"_s, u"--trigger"_s,
                                     u"Attacked by a dragon"_s});
    QCOMPARE(notListed.code, 0);
    QVERIFY2(notListed.out.contains(u"does not test: "_s) && notListed.out.contains(u"1. Unit suffers casualties"_s),
             qPrintable(notListed.out));
    const Output json = odds({placeholderFile(), u"--class"_s, u"B"_s, u"--losses"_s, u"0/20"_s, u"--trigger"_s,
                                u"attacked BY magic"_s, u"--json"_s});
    QCOMPARE(object(json.out).value(u"trigger"_s).toString(), u"Attacked by magic"_s);
    QVERIFY(object(json.out).value(u"tests"_s).toBool());
    // C.6: a class without its tables is refused, naming the table.
    const Output half = odds({fanDataDir(u"valid/half-entered.json"_s), u"--class"_s, u"B"_s, u"--losses"_s,
                                u"0/10"_s, u"--json"_s});
    QCOMPARE(half.code, 0);
    QVERIFY2(!object(half.out).value(u"tests"_s).toBool()
                 && object(half.out).value(u"refusals"_s).toArray().at(0).toString().contains(u"Morale Results"_s),
             qPrintable(half.out));
}

void TestFanCommandLine::oddsRowsNotApplied()
{
    // C-9: with "killed", "in control" does not count, and the player is told why.
    const Output o = odds({placeholderFile(), u"--class"_s, u"B"_s, u"--losses"_s, u"0/20"_s, u"--modifier"_s,
                             u"character-in-control,character-killed"_s, u"--json"_s});
    QVERIFY2(o.code == 0, qPrintable(o.err));
    const QJsonObject r = object(o.out);
    QCOMPARE(r.value(u"mmv"_s).toInt(), 9 - 3);
    const QJsonArray notes = r.value(u"notes"_s).toArray();
    QCOMPARE(notes.size(), 1);
    QVERIFY2(notes.at(0).toString().contains(u"C-9"_s), qPrintable(notes.at(0).toString()));
    // C-15: "enemy half its number" never applies to a monster.
    const Output monster = odds({placeholderFile(), u"--class"_s, u"B"_s, u"--losses"_s, u"0/20"_s, u"--monster"_s,
                                   u"--modifier"_s, u"enemy-half"_s});
    QCOMPARE(monster.code, 0);
    QVERIFY2(monster.out.contains(u"No modifiers: MMV 9 = BMV 9"_s) && monster.out.contains(u"C-15"_s), qPrintable(monster.out));
}

void TestFanCommandLine::oddsRefusals_data()
{
    QTest::addColumn<QStringList>("arguments"); // PROFILE stands for the placeholder sheet
    QTest::addColumn<int>("code");
    QTest::addColumn<QString>("mentions");
    const QString p = u"PROFILE"_s;
    QTest::newRow("no profile") << QStringList{u"--class"_s, u"B"_s} << 2 << u"expects a Profile Sheet"_s;
    QTest::newRow("missing profile") << QStringList{u"nowhere.json"_s, u"--class"_s, u"B"_s, u"--mmv"_s, u"7"_s} << 2
                                     << u"no such file"_s;
    QTest::newRow("two files") << QStringList{p, p, u"--class"_s, u"B"_s} << 2 << u"unexpected argument"_s;
    QTest::newRow("no class") << QStringList{p, u"--mmv"_s, u"7"_s} << 2 << u"--class"_s;
    QTest::newRow("class D") << QStringList{p, u"--class"_s, u"D"_s, u"--mmv"_s, u"7"_s} << 2 << u"\"D\""_s;
    QTest::newRow("neither losses nor mmv") << QStringList{p, u"--class"_s, u"B"_s} << 2 << u"--losses"_s;
    QTest::newRow("losses a percentage") << QStringList{p, u"--class"_s, u"B"_s, u"--losses"_s, u"15%"_s} << 2
                                         << u"\"15%\""_s;
    QTest::newRow("lost above start") << QStringList{p, u"--class"_s, u"B"_s, u"--losses"_s, u"21/20"_s} << 2
                                      << u"\"21/20\""_s;
    QTest::newRow("start 0") << QStringList{p, u"--class"_s, u"B"_s, u"--losses"_s, u"0/0"_s} << 2 << u"--losses"_s;
    QTest::newRow("mmv and losses") << QStringList{p, u"--class"_s, u"B"_s, u"--mmv"_s, u"7"_s, u"--losses"_s, u"1/2"_s}
                                    << 2 << u"--losses"_s;
    QTest::newRow("mmv not a number") << QStringList{p, u"--class"_s, u"B"_s, u"--mmv"_s, u"x"_s} << 2 << u"--mmv"_s;
    QTest::newRow("mmv twice") << QStringList{p, u"--class"_s, u"B"_s, u"--mmv"_s, u"7"_s, u"--mmv"_s, u"8"_s} << 2
                               << u"--mmv"_s;
    QTest::newRow("unknown row") << QStringList{p, u"--class"_s, u"B"_s, u"--losses"_s, u"0/20"_s, u"--modifier"_s,
                                                u"dragon"_s}
                                 << 2 << u"\"dragon\""_s;
    QTest::newRow("count on a single row") << QStringList{p, u"--class"_s, u"B"_s, u"--losses"_s, u"0/20"_s,
                                                          u"--modifier"_s, u"flank=2"_s}
                                           << 2 << u"counts once"_s;
    QTest::newRow("count 0") << QStringList{p, u"--class"_s, u"B"_s, u"--losses"_s, u"0/20"_s, u"--modifier"_s,
                                            u"friend-near=0"_s}
                             << 2 << u"friend-near=0"_s;
    QTest::newRow("row twice") << QStringList{p, u"--class"_s, u"B"_s, u"--losses"_s, u"0/20"_s, u"--modifier"_s,
                                              u"flank"_s, u"--modifier"_s, u"flank"_s}
                               << 2 << u"twice"_s;
    QTest::newRow("twice and half") << QStringList{p, u"--class"_s, u"B"_s, u"--losses"_s, u"0/20"_s, u"--modifier"_s,
                                                   u"enemy-twice,enemy-half"_s}
                                    << 2 << u"C-6"_s;
    QTest::newRow("two covers") << QStringList{p, u"--class"_s, u"B"_s, u"--losses"_s, u"0/20"_s, u"--modifier"_s,
                                               u"light-cover,heavy-cover"_s}
                                << 2 << u"C-8"_s;
    QTest::newRow("trigger 4 of 3") << QStringList{p, u"--class"_s, u"B"_s, u"--losses"_s, u"0/20"_s, u"--trigger"_s,
                                                   u"4"_s}
                                    << 2 << u"1 to 3"_s;
    const QString battle = u"BATTLE"_s; // tests/data/fantasy/play/skirmish.json: one sheet, the placeholder's
    QTest::newRow("--profile on a sheet file") << QStringList{p, u"--profile"_s, u"1"_s, u"--class"_s, u"B"_s,
                                                              u"--mmv"_s, u"7"_s}
                                               << 2 << u"battle file"_s;
    QTest::newRow("--profile 2 of 1") << QStringList{battle, u"--profile"_s, u"2"_s, u"--class"_s, u"B"_s, u"--mmv"_s,
                                                     u"7"_s}
                                      << 2 << u"1. PLACEHOLDER Example Race"_s;
    QTest::newRow("--profile 0") << QStringList{battle, u"--profile"_s, u"0"_s, u"--class"_s, u"B"_s, u"--mmv"_s,
                                                u"7"_s}
                                 << 2 << u"\"0\""_s;
    QTest::newRow("another system's file") << QStringList{QStringLiteral(MORALEDESK_TEST_DATA "/../../resources/samples/first-contact.json"),
                                                          u"--class"_s, u"B"_s, u"--mmv"_s, u"7"_s}
                                           << 2 << u"not a fantasy battle"_s;
    QTest::newRow("trigger and rally") << QStringList{p, u"--class"_s, u"B"_s, u"--losses"_s, u"0/20"_s, u"--trigger"_s,
                                                      u"1"_s, u"--rally"_s}
                                       << 2 << u"--rally"_s;
}

void TestFanCommandLine::oddsRefusals()
{
    QFETCH(QStringList, arguments);
    QFETCH(int, code);
    QFETCH(QString, mentions);
    arguments.replaceInStrings(QRegularExpression(u"^PROFILE$"_s), placeholderFile());
    arguments.replaceInStrings(QRegularExpression(u"^BATTLE$"_s), fanDataDir(u"play/skirmish.json"_s));
    const Output o = odds(arguments);
    QCOMPARE(o.code, code);
    QVERIFY(o.out.isEmpty());
    QVERIFY2(o.err.startsWith(u"moraledesk odds: "_s) && o.err.contains(mentions), qPrintable(o.err));
    QCOMPARE(o.err.count(u'\n'), 1);
}

void TestFanCommandLine::oddsRefusesABadSheet()
{
    // The sheet is refused whole, with its `$.path: reason` (docs/fantasy-profile-format.md); nothing is worked out.
    const QString bad = fanDataDir(u"bad/results-gap.json"_s);
    const Output o = odds({bad, u"--class"_s, u"B"_s, u"--mmv"_s, u"7"_s});
    const Output t = table({bad});
    for (const Output &r : {o, t}) {
        QCOMPARE(r.code, 1);
        QVERIFY(r.out.isEmpty());
        QVERIFY2(r.err.contains(u"$.results.B[2]: gap after the range 7\u20138 (Retire): no result for FMV 9"_s),
                 qPrintable(r.err));
    }
    QVERIFY(o.err.startsWith(u"moraledesk odds: "_s) && t.err.startsWith(u"moraledesk table: "_s));
}

void TestFanCommandLine::oddsAndTableFromABattle()
{
    // A battle file gives the sheet it is played with: the same answers as that sheet's own file.
    const QString battle = fanDataDir(u"play/skirmish.json"_s);
    const QStringList test{u"--class"_s, u"B"_s, u"--losses"_s, u"3/20"_s, u"--modifier"_s, u"flank"_s, u"--json"_s};
    const Output fromSheet = odds(QStringList{placeholderFile()} + test);
    const Output fromBattle = odds(QStringList{battle} + test);
    const Output numbered = odds(QStringList{battle, u"--profile"_s, u"1"_s} + test);
    QCOMPARE(fromSheet.code, 0);
    QVERIFY2(fromSheet.out.contains(u"\"mmv\":6"_s), qPrintable(fromSheet.out)); // C.3: BMV 8 at 10 %, flank -2
    QCOMPARE(fromBattle.code, 0);
    QCOMPARE(fromBattle.out, fromSheet.out);
    QCOMPARE(numbered.out, fromSheet.out);
    const Output tableOfSheet = table({placeholderFile(), u"--json"_s});
    const Output tableOfBattle = table({battle, u"--profile"_s, u"1"_s, u"--json"_s});
    QCOMPARE(tableOfBattle.code, 0);
    QCOMPARE(tableOfBattle.out, tableOfSheet.out);
}

void TestFanCommandLine::tableRows()
{
    const Output o = table({placeholderFile(), u"--json"_s});
    QVERIFY2(o.code == 0, qPrintable(o.err));
    const QJsonObject r = object(o.out);
    QCOMPARE(r.value(u"die"_s).toString(), u"d4"_s);
    const QJsonArray classes = r.value(u"classes"_s).toArray();
    QCOMPARE(classes.size(), 3);
    // Each class from its lowest band end - 4 to its highest + 1 (A: 5 and 14, B: 6 and 13, C: 7 and 12).
    const std::array<std::pair<int, int>, 3> ranges{{{1, 15}, {2, 14}, {3, 13}}};
    for (FanClass c : FanCommandLine::classes) {
        const QJsonObject column = classes.at(static_cast<int>(c)).toObject();
        QCOMPARE(column.value(u"class"_s).toString(), enumKey(c));
        const QJsonArray rows = column.value(u"rows"_s).toArray();
        const auto [first, last] = ranges[static_cast<size_t>(c)];
        QCOMPARE(rows.size(), last - first + 1);
        for (const QJsonValue &v : rows) {
            const QJsonObject row = v.toObject();
            const int mmv = row.value(u"mmv"_s).toInt();
            QVERIFY(mmv >= first && mmv <= last);
            QMap<QString, int> faceCount;
            for (int d4 = 1; d4 <= 4; ++d4) {
                const QString expected = placeholderResult(c, mmv + d4);
                QCOMPARE(row.value(u"faces"_s).toArray().at(d4 - 1).toString(), expected);
                ++faceCount[expected];
            }
            for (const QString &key : {u"Rout"_s, u"Retire"_s, u"CarryOn"_s, u"UA"_s})
                QCOMPARE(row.value(u"odds"_s).toObject().value(key).toString(), u"%1/4"_s.arg(faceCount.value(key)));
        }
        // The first row routs (or whatever the bottom band is) on every face, the last gives the top band's.
        QCOMPARE(rows.first().toObject().value(u"odds"_s).toObject().value(u"Rout"_s).toString(), u"4/4"_s);
        QCOMPARE(rows.last().toObject().value(u"odds"_s).toObject().value(u"UA"_s).toString(), u"4/4"_s);
    }
    // Class B, MMV 7: Retire 1/4, Carry On 3/4 (004-V4's MMV).
    const Output b = table({placeholderFile(), u"--class"_s, u"b"_s, u"--json"_s});
    const QJsonArray only = object(b.out).value(u"classes"_s).toArray();
    QCOMPARE(only.size(), 1);
    const QJsonObject row7 = only.at(0).toObject().value(u"rows"_s).toArray().at(7 - 2).toObject();
    QCOMPARE(row7.value(u"mmv"_s).toInt(), 7);
    QCOMPARE(row7.value(u"odds"_s).toObject().value(u"Retire"_s).toString(), u"1/4"_s);
    QCOMPARE(row7.value(u"odds"_s).toObject().value(u"CarryOn"_s).toString(), u"3/4"_s);
    QCOMPARE(row7.value(u"odds"_s).toObject().value(u"Rout"_s).toString(), u"0/4"_s);
}

void TestFanCommandLine::tableText()
{
    const Output o = table({placeholderFile(), u"--class"_s, u"Regulars"_s});
    QVERIFY2(o.code == 0, qPrintable(o.err));
    QVERIFY(o.err.isEmpty());
    const QStringList lines = o.out.split(u'\n');
    QVERIFY(lines.contains(u"Class B (Regulars): Rout 6 or less, Retire 7\u20138, Carry On 9\u201312, Uncontrolled "
                           u"Advance 13 or more."_s));
    const qsizetype heading = lines.indexOf(QRegularExpression(u"MMV +FMV +D4 1 .*"_s));
    QVERIFY2(heading > 0, qPrintable(o.out));
    // Every column starts where its heading does.
    const QString head = lines.at(heading);
    const QList<qsizetype> starts{head.indexOf(u"FMV"_s), head.indexOf(u"D4 1"_s), head.indexOf(u"D4 4"_s),
                                  head.indexOf(u"Retire"_s), head.indexOf(u"Carry On"_s), head.indexOf(u"UA"_s)};
    int rows = 0;
    for (qsizetype i = heading + 1; i < lines.size() && !lines.at(i).isEmpty(); ++i, ++rows) {
        for (const qsizetype s : starts) {
            QVERIFY2(lines.at(i).at(s - 1) == u' ' && lines.at(i).at(s) != u' ', qPrintable(lines.at(i)));
        }
    }
    QCOMPARE(rows, 13);
    // MMV 7: FMV 8-11, Retire on a 1, Carry On on the rest.
    const QString row7 = lines.at(heading + 1 + 7 - 2);
    QVERIFY2(row7.startsWith(u"7 "_s), qPrintable(row7));
    QCOMPARE(row7.simplified(), u"7 8\u201311 Retire Carry On Carry On Carry On - 1/4 3/4 -"_s);
}

void TestFanCommandLine::tableHalfEntered()
{
    // C.6: a sheet saved half entered; each class without Morale Results says so instead of a table.
    const Output o = table({fanDataDir(u"valid/half-entered.json"_s)});
    QVERIFY2(o.code == 0, qPrintable(o.err));
    QCOMPARE(o.out.count(u"no odds: the Morale Results table has no ranges for this class yet (C.6)."_s), 3);
    QVERIFY(!o.out.contains(u"D4 1"_s));
}

void TestFanCommandLine::profileCheckValid()
{
    const Output o = profileCheck({placeholderFile()});
    QCOMPARE(o.code, 0);
    QVERIFY(o.err.isEmpty());
    QCOMPARE(o.out, u"%1: valid Profile Sheet of PLACEHOLDER Example Race (invented for tests, not from the seed), "
                    u"revision 1.\n"_s.arg(placeholderFile()));
    // Half entered is no fault, but what each class still lacks for a test is said (C.6).
    const Output half = profileCheck({fanDataDir(u"valid/half-entered.json"_s)});
    QCOMPARE(half.code, 0);
    QVERIFY2(half.out.contains(u": valid Profile Sheet of A sheet being typed in, revision 1.\n"_s), qPrintable(half.out));
    QVERIFY2(half.out.contains(u"  Class A cannot test yet: the Basic Morale Values Chart has no row for Class A; the "
                               u"Morale Results table has no ranges for Class A (C.6).\n"_s),
             qPrintable(half.out));
    QCOMPARE(half.out.count(u"cannot test yet"_s), 3);
    // No file, a folder.
    for (const QString &path : {u"nowhere.json"_s, fanDataDir()}) {
        const Output missing = profileCheck({path});
        QCOMPARE(missing.code, 2);
        QVERIFY(missing.out.isEmpty());
        QVERIFY2(missing.err.startsWith(u"moraledesk profile-check: "_s), qPrintable(missing.err));
    }
}

void TestFanCommandLine::profileCheckBad_data()
{
    QTest::addColumn<QString>("fileName");
    QTest::addColumn<QString>("expected");
    const QStringList bad = fanFixtures(u"bad"_s);
    QVERIFY(bad.size() >= 10);
    for (const QString &name : bad)
        QTest::newRow(qPrintable(name)) << fanDataDir(u"bad/"_s) + name
                                        << QString::fromUtf8(bytesOf(fanDataDir(u"bad/"_s) + QFileInfo(name).completeBaseName()
                                                                     + u".expected"_s));
}

void TestFanCommandLine::profileCheckBad()
{
    QFETCH(QString, fileName);
    QFETCH(QString, expected);
    // Every fault, one `$.path: reason` a line, exactly as the reader words it; exit 1.
    const Output o = profileCheck({fileName});
    QCOMPARE(o.code, 1);
    QVERIFY(o.err.isEmpty());
    QVERIFY(!expected.isEmpty());
    QCOMPARE(o.out.split(u'\n', Qt::SkipEmptyParts), expected.split(u'\n', Qt::SkipEmptyParts));
    QVERIFY(o.out.startsWith(u"$"_s));
}

void TestFanCommandLine::helpInPlayersWords_data()
{
    QTest::addColumn<QString>("command");
    QTest::addColumn<QStringList>("mentions");
    QTest::newRow("odds") << u"odds"_s
                          << QStringList{u"--class"_s, u"--losses"_s, u"--modifier"_s, u"--mmv"_s, u"--trigger"_s,
                                         u"--rally"_s, u"--json"_s, u"C.3"_s, u"3/20"_s};
    QTest::newRow("table") << u"table"_s << QStringList{u"D4"_s, u"MMV"_s, u"quarters"_s, u"--class"_s, u"--json"_s};
    QTest::newRow("profile-check") << u"profile-check"_s << QStringList{u"$.path: reason"_s, u"exit 1"_s};
    QTest::newRow("play") << u"play"_s
                          << QStringList{FanStepParser::help().left(40), u"standard input"_s, u"--seed"_s, u"--script"_s,
                                         u"d4=N"_s, u"nothing is written"_s};
}

void TestFanCommandLine::helpInPlayersWords()
{
    QFETCH(QString, command);
    QFETCH(QStringList, mentions);
    const Output o = command == "odds"_L1    ? odds({u"--help"_s})
                     : command == "table"_L1 ? table({u"--help"_s})
                     : command == "play"_L1  ? play({u"--help"_s})
                                             : profileCheck({u"--help"_s});
    QCOMPARE(o.code, 0);
    QVERIFY(o.err.isEmpty());
    for (const QString &m : mentions)
        QVERIFY2(o.out.contains(m), qPrintable(m + u" in\n"_s + o.out));
}

void TestFanCommandLine::playTestRoutRallyReform()
{
    QTemporaryDir dir;
    const QString in = skirmish(dir);
    const QByteArray before = bytesOf(in);
    QVERIFY(!before.isEmpty());
    QVERIFY2(readBattle(in), "tests/data/fantasy/play/skirmish.json must read");
    const QString out = dir.filePath(u"after.json"_s);
    // Turn 1, phase 3: 3 figures lost (10 %, BMV 8); a test on the race's first trigger in flank and rear with a
    // typed 1: MMV 8 - 2 - 3 = 3, FMV 4, Rout. Then to the first half of phase 11, where it rallies on a typed 4
    // (FMV 12, Carry On: C-3), Disordered until its Reform order (C.4.2).
    QStringList arguments{in, u"-o"_s, out, u"--do"_s, u"loss goblins 3"_s, u"--do"_s, u"test goblins on=1 flank rear d4=1"_s};
    for (int phase = 4; phase <= 11; ++phase)
        arguments << u"--do"_s << u"next"_s;
    arguments << u"--do"_s << u"rally \"Goblin raiders\" d4=4"_s << u"--do"_s << u"status"_s;
    const Output rallied = play(arguments);
    QVERIFY2(rallied.code == 0, qPrintable(rallied.err));
    QVERIFY(rallied.err.isEmpty());
    const QString &o = rallied.out;
    QVERIFY2(o.contains(u"Step 1 (loss goblins 3): Goblin raiders: 17 of 20 figures, losses 10 % (C.3 step 1).\n"_s), qPrintable(o));
    QVERIFY2(o.contains(u"Step 2 (test goblins on=1 flank rear d4=1): Goblin raiders: BMV 8 at 10 % losses, MMV 3, D4 1, "
                        u"FMV 4: Rout.\n    Goblin raiders routs: "_s),
             qPrintable(o));
    QVERIFY2(o.contains(u"Step 10 (next): Now turn 1, phase 11 (first half).\n    Rally attempts this phase (C.4.2): "
                        u"Goblin raiders.\n"_s),
             qPrintable(o));
    QVERIFY2(o.contains(u"Step 11 (rally \"Goblin raiders\" d4=4): Goblin raiders: BMV 8 at 10 % losses, MMV 8, D4 4, FMV 12: "
                        u"Carry On.\n    Goblin raiders rallies: it is Disordered"_s),
             qPrintable(o));
    // status: its lines indented under the step, one unit a line.
    QVERIFY2(o.contains(u"Step 12 (status): Turn 1, phase 11 (first half).\n      Goblin raiders (The raiders): 17/20 "
                        u"figures, Disordered"_s),
             qPrintable(o));
    // The battle after the steps, in a player's words.
    QVERIFY2(o.contains(u"\nAfter the steps (%1): turn 1, phase 11 (first half).\n"_s.arg(
                 ruleSystems().find(u"fantasy-morale"_s)->displayName())),
             qPrintable(o));
    QVERIFY2(o.contains(u"    Goblin raiders (goblins): Disordered (needs Reform), 17 of 20 figures (losses 10 %, C.3 step 1).\n"_s),
             qPrintable(o));
    QVERIFY(o.contains(u"  The millers: every unit Normal and whole.\n"_s));
    // The input is only read; OUT holds the steps: the dice typed, the clock, the rallied unit.
    QCOMPARE(bytesOf(in), before);
    std::optional<FanBattle> after = readBattle(out);
    QVERIFY(after);
    QCOMPARE((after->now), (FanMoment{1, 11, 1}));
    QCOMPARE(after->unit(u"goblins"_s)->state, FanUnitState::Disordered);
    QCOMPARE(after->unit(u"goblins"_s)->currentFigures, 17);
    QList<int> typedDice;
    for (const FanLogRecord &r : after->log) {
        if (r.event == FanEvent::Test) {
            QVERIFY(r.typed);
            typedDice << r.die.value_or(0);
        }
    }
    QCOMPARE(typedDice, (QList<int>{1, 4}));

    // Reform, played on what the first run wrote.
    const QString reformed = dir.filePath(u"reformed.json"_s);
    const Output reform = play({out, u"--do"_s, u"reform goblins"_s, u"-o"_s, reformed});
    QVERIFY2(reform.code == 0, qPrintable(reform.err));
    QVERIFY2(reform.out.contains(u"Step 1 (reform goblins): Goblin raiders reforms and takes orders again (C.4.2).\n"_s),
             qPrintable(reform.out));
    QVERIFY2(reform.out.contains(u"  The raiders:\n    Goblin raiders (goblins): Normal, 17 of 20 figures"_s),
             qPrintable(reform.out));
    after = readBattle(reformed);
    QVERIFY(after);
    QCOMPARE(after->unit(u"goblins"_s)->state, FanUnitState::Normal);
    QCOMPARE(after->log.constLast().event, FanEvent::Reform);
}

void TestFanCommandLine::playRefusedStepWritesNothing()
{
    QTemporaryDir dir;
    const QString in = skirmish(dir);
    const QByteArray before = bytesOf(in);
    const QString script = dir.filePath(u"steps.txt"_s);
    QFile f(script);
    QVERIFY(f.open(QIODevice::WriteOnly));
    // It routs in phase 3, so it may first try to rally in phase 11 (C.4.2): the rally now is refused, and the
    // steps after it are not played.
    f.write("# the raiders break\ntest goblins on=1 rear flank d4=2\n\nrally goblins d4=4\nnext\n");
    f.close();
    const QString out = dir.filePath(u"after.json"_s);
    const Output o = play({in, u"--script"_s, script, u"-o"_s, out});
    QCOMPARE(o.code, 1);
    QVERIFY2(o.out.contains(u"Step 1 (test goblins on=1 rear flank d4=2): Goblin raiders: BMV 9 at 0 % losses, MMV 4, "
                            u"D4 2, FMV 6: Rout."_s),
             qPrintable(o.out));
    QVERIFY(!o.out.contains(u"Step 2 "_s));
    QVERIFY(!o.out.contains(u"After the steps"_s));
    QVERIFY2(o.err.startsWith(u"moraledesk play: step 2 (script line 4) \"rally goblins d4=4\": Goblin raiders may not "
                              u"try to rally now"_s),
             qPrintable(o.err));
    QVERIFY2(o.err.contains(u"(nothing is written, not even the 1 step before it"_s), qPrintable(o.err));
    QCOMPARE(o.err.count(u'\n'), 1);
    QVERIFY(!QFile::exists(out));
    QCOMPARE(bytesOf(in), before);
    // A Reform order for a unit that is not Disordered: refused as the first step, and still nothing written.
    const Output reform = play({in, u"--do"_s, u"reform wolves"_s, u"-o"_s, out});
    QCOMPARE(reform.code, 1);
    QVERIFY2(reform.err.contains(u"\"reform wolves\": Wolf riders is not Disordered"_s)
                 && reform.err.contains(u"(nothing is written)"_s),
             qPrintable(reform.err));
    QVERIFY(!QFile::exists(out));
}

void TestFanCommandLine::playSeedRepeats()
{
    QTemporaryDir dir;
    const QString in = skirmish(dir);
    // Without d4=N the die rolls; from --seed it rolls the same faces again.
    const QStringList arguments{in, u"--seed"_s, u"17"_s, u"--do"_s, u"test wolves on=3"_s, u"--do"_s, u"test guards on=2 magic"_s};
    const Output first = play(arguments);
    QVERIFY2(first.code == 0, qPrintable(first.err));
    QCOMPARE(play(arguments).out, first.out);
    static const QRegularExpression rolled(u"MMV (-?\\d+), D4 ([1-4]), FMV (-?\\d+): "_s);
    QRegularExpressionMatchIterator it = rolled.globalMatch(first.out);
    int tests = 0;
    while (it.hasNext()) {
        const QRegularExpressionMatch m = it.next();
        QCOMPARE(m.captured(3).toInt(), m.captured(1).toInt() + m.captured(2).toInt());
        ++tests;
    }
    QCOMPARE(tests, 2);
    // The rolled dice are recorded as rolled, not typed.
    const QString out = dir.filePath(u"after.json"_s);
    QCOMPARE(play(arguments + QStringList{u"-o"_s, out}).code, 0);
    const std::optional<FanBattle> after = readBattle(out);
    QVERIFY(after);
    QCOMPARE(after->log.size(), 2);
    for (const FanLogRecord &r : after->log)
        QVERIFY(!r.typed && r.die && *r.die >= 1 && *r.die <= 4);
}

void TestFanCommandLine::playFromStandardInputAndJson()
{
    QTemporaryDir dir;
    const QString in = skirmish(dir);
    QByteArray typed("loss wolves 2\n# a comment\n\nodds wolves on=1 enemies=2\n");
    QBuffer buffer(&typed);
    QVERIFY(buffer.open(QIODevice::ReadOnly));
    Output o;
    {
        QTextStream out(&o.out);
        QTextStream err(&o.err);
        o.code = FanPlaySubcommand::run({u"moraledesk"_s, u"play"_s, in}, out, err, [&buffer] { return &buffer; });
    }
    QVERIFY2(o.code == 0, qPrintable(o.err));
    QVERIFY2(o.out.contains(u"Step 1 (loss wolves 2): Wolf riders: 8 of 10 figures, losses 20 % (C.3 step 1).\n"_s),
             qPrintable(o.out));
    // 20 % losses in Class C: BMV 6, two enemies -2: MMV 4, FMV 5-8: Rout 3/4, Retire 1/4.
    QVERIFY2(o.out.contains(u"Step 2 (odds wolves on=1 enemies=2): Wolf riders: BMV 6 at 20 % losses; MMV 4; Rout 3/4, "
                            u"Retire 1/4."_s),
             qPrintable(o.out));
    // --json: each step and the summary; the refused step ends it with its reason.
    const Output json = play({in, u"--json"_s, u"--do"_s, u"loss wolves 2"_s, u"--do"_s, u"reform nobody"_s});
    QCOMPARE(json.code, 1);
    QCOMPARE(json.out.count(u'\n'), 1);
    const QJsonObject r = object(json.out);
    const QJsonArray steps = r.value(u"steps"_s).toArray();
    QCOMPARE(steps.size(), 2);
    QVERIFY(steps.at(0).toObject().value(u"ok"_s).toBool());
    QVERIFY(!steps.at(1).toObject().value(u"ok"_s).toBool());
    QVERIFY(steps.at(1).toObject().value(u"error"_s).toString().contains(u"nobody"_s));
    QCOMPARE(r.value(u"summary"_s).toObject().value(u"ruleSystem"_s).toString(), u"fantasy-morale"_s);
}

void TestFanCommandLine::playRefusals_data()
{
    QTest::addColumn<QStringList>("arguments"); // FILE stands for the skirmish
    QTest::addColumn<QString>("mentions");
    QTest::newRow("no file") << QStringList() << u"expects a battle file"_s;
    QTest::newRow("missing file") << QStringList{u"nowhere.json"_s, u"--do"_s, u"next"_s} << u"no such file"_s;
    QTest::newRow("seed not a number") << QStringList{u"FILE"_s, u"--seed"_s, u"x"_s, u"--do"_s, u"next"_s} << u"--seed"_s;
    QTest::newRow("json and -o -") << QStringList{u"FILE"_s, u"--json"_s, u"-o"_s, u"-"_s, u"--do"_s, u"next"_s}
                                   << u"--json"_s;
    QTest::newRow("empty step") << QStringList{u"FILE"_s, u"--do"_s, u" "_s} << u"step 1 is empty"_s;
    // --system fantasy on a Napoleonic battle.
    QTest::newRow("a Napoleonic battle") << QStringList{u"NAP"_s, u"--do"_s, u"next"_s} << u"not a fantasy battle"_s;
    // A Profile Sheet is no battle file.
    QTest::newRow("a Profile Sheet") << QStringList{u"PROFILE"_s, u"--do"_s, u"next"_s} << u"cannot be played"_s;
}

void TestFanCommandLine::playRefusals()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, mentions);
    QTemporaryDir dir;
    arguments.replaceInStrings(QRegularExpression(u"^FILE$"_s), skirmish(dir));
    arguments.replaceInStrings(QRegularExpression(u"^PROFILE$"_s), placeholderFile());
    arguments.replaceInStrings(QRegularExpression(u"^NAP$"_s),
                               QStringLiteral(MORALEDESK_SOURCE_DIR "/resources/samples/napoleonic-village-fight.json"));
    const QString out = dir.filePath(u"after.json"_s);
    if (!arguments.contains(u"-o"_s))
        arguments << u"-o"_s << out;
    const Output o = play(arguments);
    QCOMPARE(o.code, 2);
    QVERIFY2(o.err.startsWith(u"moraledesk play: "_s) && o.err.contains(mentions), qPrintable(o.err));
    QVERIFY(!QFile::exists(out));
}

QTEST_GUILESS_MAIN(TestFanCommandLine)
#include "tst_fan_commandline.moc"
