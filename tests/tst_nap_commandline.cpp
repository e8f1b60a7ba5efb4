// The Napoleonic subcommands (app/napoleonic/cli) run through their run functions: `table` against B.3.4's
// closed forms, `check` with Part B's vectors (B.7, 003-V1 ...) and its refusals, and `play` on the sample
// battle with a refused step, its -o output validated, and nothing written when a step is refused.
#include "NapCommandLineFixture.h"

#include <QBuffer>
#include <QRegularExpression>
#include <QTest>

using namespace md;
using namespace md::nap;
using namespace md::test;
using namespace Qt::StringLiterals;

class TestNapCommandLine : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void subcommandsAreNapoleonic();
    void tableRows_data();
    void tableRows();
    void tableText();
    void checkVectors_data();
    void checkVectors();
    void checkText();
    void checkRally();
    void refusals_data();
    void refusals();
    void helpInPlayersWords_data();
    void helpInPlayersWords();
    void playRefusedStepWritesNothing();
    void playWritesABattleThatValidates();
    void playKeepGoing();
    void playFromStandardInput();
    void playJson();
    void playRefusals_data();
    void playRefusals();
    void playHelpHasTheGrammar();

private:
    // The bundled sample battle (nap-io), copied where a run may write beside it.
    QString sample(const QTemporaryDir &dir) const;
};

namespace {
QByteArray bytesOf(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}
} // namespace

QString TestNapCommandLine::sample(const QTemporaryDir &dir) const
{
    const QString path = dir.filePath(u"village.json"_s);
    QFile::copy(QStringLiteral(MORALEDESK_SOURCE_DIR "/resources/samples/napoleonic-village-fight.json"), path);
    return path;
}

void TestNapCommandLine::subcommandsAreNapoleonic()
{
    QStringList names;
    for (const Subcommand &s : NapCommandLine::subcommands()) {
        names.append(s.name);
        QCOMPARE(s.ruleSystem, u"napoleonic-morale"_s);
        QVERIFY(!s.summary.isEmpty());
        QVERIFY(!s.summary.contains(u'\n'));
        QCOMPARE(s.takesFile, s.name == "play"_L1);
        QVERIFY(s.run);
    }
    QCOMPARE(names, (QStringList{u"table"_s, u"check"_s, u"play"_s}));
}

void TestNapCommandLine::tableRows_data()
{
    QTest::addColumn<int>("target");
    for (int t = NapCommandLine::firstTarget; t <= NapCommandLine::lastTarget; ++t)
        QTest::addRow("T %d", t) << t;
}

void TestNapCommandLine::tableRows()
{
    QFETCH(int, target);
    const Output o = table({u"--json"_s});
    QCOMPARE(o.code, 0);
    QVERIFY(o.err.isEmpty());
    QCOMPARE(object(o.out), NapCommandLine::tableJson());
    const QJsonArray rows = object(o.out).value(u"rows"_s).toArray();
    // -5 to 11: every target from "no roll passes" to "no roll fails", one row each.
    QCOMPARE(rows.size(), NapCommandLine::lastTarget - NapCommandLine::firstTarget + 1);
    const QJsonObject row = rows.at(target - NapCommandLine::firstTarget).toObject();
    QCOMPARE(row.value(u"target"_s).toInt(), target);
    // B.3.4's closed form outside the Shock Combat Phase.
    const QStringList outside = closedForm(target);
    QCOMPARE(row.value(u"pass"_s).toString(), outside.at(0));
    QCOMPARE(row.value(u"disordered"_s).toString(), outside.at(1));
    QCOMPARE(row.value(u"routed"_s).toString(), outside.at(2));
    // 15.28 (B-3): the natural 1 and 10 move T for the check that rolled them.
    const QStringList shock = shockFaces(target);
    QCOMPARE(row.value(u"shockPass"_s).toString(), shock.at(0));
    QCOMPARE(row.value(u"shockDisordered"_s).toString(), shock.at(1));
    QCOMPARE(row.value(u"shockRouted"_s).toString(), shock.at(2));
    // B.4.4, B-17: a rally passes on T or less, pass or fail only.
    QCOMPARE(row.value(u"rallied"_s).toString(), Fraction(std::clamp(target, 0, 10), 10).toString());
    QCOMPARE(row.value(u"rallyFailed"_s).toString(), Fraction(10 - std::clamp(target, 0, 10), 10).toString());
    // The faces the text prints add up to ten.
    qsizetype faces = 0;
    for (const NapResult band : {NapResult::Pass, NapResult::Disordered, NapResult::Routed})
        faces += NapCommandLine::faces(target, true, band).size();
    QCOMPARE(faces, 10);
}

void TestNapCommandLine::tableText()
{
    const Output o = table({});
    QCOMPARE(o.code, 0);
    QVERIFY(o.err.isEmpty());
    const QStringList lines = o.out.split(u'\n');
    // Both tables: the heading, then one row per target, each column starting where its heading does.
    QList<qsizetype> headings;
    for (qsizetype i = 0; i < lines.size(); ++i) {
        if (lines.at(i).startsWith(u"T "_s))
            headings.append(i);
    }
    QCOMPARE(headings.size(), 2);
    for (const qsizetype heading : headings) {
        const qsizetype routed = lines.at(heading).indexOf(u"Routed"_s);
        QVERIFY(routed > 0);
        int rows = 0;
        for (qsizetype i = heading + 1; i < lines.size() && !lines.at(i).isEmpty(); ++i, ++rows) {
            QCOMPARE(lines.at(i).at(routed - 1), u' ');
            QVERIFY(lines.at(i).at(routed) != u' ');
        }
        QCOMPARE(rows, 17);
    }
    // 003-V3 and 003-V5 as a player reads them: T 5 outside, T 6 in the Shock Combat Phase.
    const QString t5 = lines.at(headings.at(0) + 1 + 5 - NapCommandLine::firstTarget);
    QVERIFY2(t5.startsWith(u"5 "_s) && t5.contains(u"1/2 (1-5)"_s) && t5.contains(u"2/5 (6-9)"_s)
                 && t5.contains(u"1/10 (10)"_s),
             qPrintable(t5));
    const QString t6 = lines.at(headings.at(1) + 1 + 6 - NapCommandLine::firstTarget);
    QVERIFY2(t6.startsWith(u"6 "_s) && t6.contains(u"3/5 (1-6)"_s) && t6.contains(u"3/10 (7-9)"_s)
                 && t6.contains(u"1/10 (10)"_s),
             qPrintable(t6));
    QVERIFY(o.out.contains(u"15.28"_s));
}

void TestNapCommandLine::checkVectors_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<int>("target");
    QTest::addColumn<QStringList>("odds");    // pass, disordered, routed
    QTest::addColumn<QString>("result");      // with --roll; empty without
    QTest::addColumn<int>("shockDelta");
    QTest::addColumn<QStringList>("sources"); // a term of each, in any order

    const QStringList v1{u"--start"_s, u"6"_s, u"--lost"_s, u"1"_s};
    // 003-V1, V2 (15.11's own example), V3: start 6, one figure lost, no modifiers.
    QTest::newRow("003-V1 roll 7") << v1 + QStringList{u"--roll"_s, u"7"_s} << 5
                                  << QStringList{u"1/2"_s, u"2/5"_s, u"1/10"_s} << u"disordered"_s << 0
                                  << QStringList{u"B.3.1"_s, u"15.52"_s};
    QTest::newRow("003-V2 roll 0 is 10") << v1 + QStringList{u"--roll"_s, u"0"_s} << 5
                                         << QStringList{u"1/2"_s, u"2/5"_s, u"1/10"_s} << u"routed"_s << 0
                                         << QStringList{u"B.3.1"_s, u"15.52"_s};
    QTest::newRow("003-V3") << v1 << 5 << QStringList{u"1/2"_s, u"2/5"_s, u"1/10"_s} << QString() << 0
                            << QStringList{u"B.3.1"_s, u"15.52"_s};
    // 003-V4, V5 (B-3): T 6 in the Shock Combat Phase; a natural 10 routs where it would only disorder.
    QTest::newRow("003-V4 shock natural 10")
        << QStringList{u"--cmr"_s, u"6"_s, u"--shock-phase"_s, u"--roll"_s, u"10"_s} << 6
        << QStringList{u"3/5"_s, u"3/10"_s, u"1/10"_s} << u"routed"_s << -1 << QStringList{u"B.3.1"_s};
    QTest::newRow("003-V4 outside") << QStringList{u"--cmr"_s, u"6"_s, u"--roll"_s, u"10"_s} << 6
                                    << QStringList{u"3/5"_s, u"2/5"_s, u"0"_s} << u"disordered"_s << 0
                                    << QStringList{u"B.3.1"_s};
    // 003-V6 (B-3): T -4, a natural 1 in the Shock Phase disorders instead of routing.
    QTest::newRow("003-V6 shock natural 1")
        << QStringList{u"--cmr"_s, u"-4"_s, u"--shock-phase"_s, u"--roll"_s, u"1"_s} << -4
        << QStringList{u"0"_s, u"1/10"_s, u"9/10"_s} << u"disordered"_s << 1 << QStringList{u"B.3.1"_s};
    // 003-V7 (B-5): start 7, 12 figures, 6 lost: 7 - 6 - 2 once.
    QTest::newRow("003-V7") << QStringList{u"--start"_s, u"7"_s, u"--figures"_s, u"12"_s, u"--lost"_s, u"6"_s} << -1
                            << QStringList{u"0"_s, u"3/10"_s, u"7/10"_s} << QString() << 0
                            << QStringList{u"15.52"_s, u"B-5"_s};
    // 003-V8, V9 (B-6): a foot unit of current CMR 6 and enemy cavalry declaring a charge.
    QTest::newRow("003-V8 at 3\"") << QStringList{u"--cmr"_s, u"6"_s, u"--charge"_s, u"3"_s, u"--foot"_s} << 1
                                  << QStringList{u"1/10"_s, u"2/5"_s, u"1/2"_s} << QString() << 0
                                  << QStringList{u"N04"_s, u"B-6"_s};
    QTest::newRow("003-V9 at 6\"") << QStringList{u"--cmr"_s, u"6"_s, u"--charge"_s, u"6"_s, u"--foot"_s} << 3
                                  << QStringList{u"3/10"_s, u"2/5"_s, u"3/10"_s} << QString() << 0
                                  << QStringList{u"N05"_s};
    QTest::newRow("003-V9 at exactly 4\"") << QStringList{u"--cmr"_s, u"6"_s, u"--charge"_s, u"4"_s, u"--foot"_s} << 1
                                          << QStringList{u"1/10"_s, u"2/5"_s, u"1/2"_s} << QString() << 0
                                          << QStringList{u"N04"_s};
    QTest::newRow("003-V9 at 4.5\"") << QStringList{u"--cmr"_s, u"6"_s, u"--charge"_s, u"4.5"_s, u"--foot"_s} << 3
                                    << QStringList{u"3/10"_s, u"2/5"_s, u"3/10"_s} << QString() << 0
                                    << QStringList{u"N05"_s};
    QTest::newRow("cavalry at 3\" (N07)") << QStringList{u"--cmr"_s, u"6"_s, u"--charge"_s, u"3"_s, u"--cavalry"_s} << 3
                                         << QStringList{u"3/10"_s, u"2/5"_s, u"3/10"_s} << QString() << 0
                                         << QStringList{u"N07"_s};
    // 003-V10 (B-8): CMR 7 in a Class III building (+2) against an assault at 450 % (-3).
    QTest::newRow("003-V10") << QStringList{u"--cmr"_s, u"7"_s, u"--adj"_s, u"P05"_s, u"--odds"_s, u"450:100"_s} << 6
                             << QStringList{u"3/5"_s, u"2/5"_s, u"0"_s} << QString() << 0
                             << QStringList{u"P05"_s, u"B.3.3"_s};
    QTest::newRow("003-V10 terrain chart value")
        << QStringList{u"--cmr"_s, u"7"_s, u"--terrain"_s, u"2"_s, u"--odds"_s, u"450:100"_s} << 6
        << QStringList{u"3/5"_s, u"2/5"_s, u"0"_s} << QString() << 0 << QStringList{u"P03-P05"_s, u"B.3.3"_s};
    // B-31: the best single terrain value, not the sum.
    QTest::newRow("terrain best single") << QStringList{u"--cmr"_s, u"5"_s, u"--adj"_s, u"p03,P05,p04"_s} << 7
                                         << QStringList{u"7/10"_s, u"3/10"_s, u"0"_s} << QString() << 0
                                         << QStringList{u"P03"_s, u"P04"_s, u"P05"_s};
    // Chart rows with their values: N09 -2, N15 -1, N21 and N22 at most -1 together (15.54).
    QTest::newRow("N09 N15 N21 N22") << QStringList{u"--cmr"_s, u"7"_s, u"--adj"_s, u"N09,n15,N21,N22"_s} << 3
                                    << QStringList{u"3/10"_s, u"2/5"_s, u"3/10"_s} << QString() << 0
                                    << QStringList{u"N09"_s, u"N15"_s, u"N21"_s, u"N22"_s};
    // N13 at CMR 7 exactly, worked out from 12 figures with 6 lost: 9 - 6 - 2 = 1 (B-5), then -2.
    QTest::newRow("N13 at half strength") << QStringList{u"--start"_s, u"9"_s, u"--figures"_s, u"12"_s, u"--lost"_s, u"6"_s,
                                                         u"--adj"_s, u"N13"_s}
                                          << -1 << QStringList{u"0"_s, u"3/10"_s, u"7/10"_s} << QString() << 0
                                          << QStringList{u"N13"_s, u"B-5"_s};
    QTest::newRow("N14 at the club's value") << QStringList{u"--cmr"_s, u"5"_s, u"--adj"_s, u"N14=-1"_s} << 4
                                            << QStringList{u"2/5"_s, u"2/5"_s, u"1/5"_s} << QString() << 0
                                            << QStringList{u"N14"_s};
}

void TestNapCommandLine::checkVectors()
{
    QFETCH(QStringList, arguments);
    QFETCH(int, target);
    QFETCH(QStringList, odds);
    QFETCH(QString, result);
    QFETCH(int, shockDelta);
    QFETCH(QStringList, sources);
    const Output o = check(QStringList{u"--json"_s} + arguments);
    QVERIFY2(o.code == 0, qPrintable(o.err));
    QVERIFY(o.err.isEmpty());
    QCOMPARE(o.out.count(u'\n'), 1);
    const QJsonObject r = object(o.out);
    QCOMPARE(r.value(u"check"_s).toString(), u"morale"_s);
    QCOMPARE(r.value(u"target"_s).toInt(), target);
    QCOMPARE(r.value(u"pPass"_s).toString(), odds.at(0));
    QCOMPARE(r.value(u"pDisordered"_s).toString(), odds.at(1));
    QCOMPARE(r.value(u"pRouted"_s).toString(), odds.at(2));
    // T is the sum of its terms, and each term names its rule.
    int sum = 0;
    QString allSources;
    for (const QJsonValue &v : r.value(u"terms"_s).toArray()) {
        const QJsonObject term = v.toObject();
        sum += term.value(u"delta"_s).toInt();
        QVERIFY(!term.value(u"label"_s).toString().isEmpty());
        QVERIFY(!term.value(u"source"_s).toString().isEmpty());
        allSources += term.value(u"source"_s).toString() + u' ';
    }
    QCOMPARE(sum, target);
    for (const QString &source : sources)
        QVERIFY2(allSources.contains(source), qPrintable(source + u" in "_s + allSources));
    if (result.isEmpty()) {
        QVERIFY(!r.contains(u"roll"_s));
        QVERIFY(!r.contains(u"result"_s));
    } else {
        QCOMPARE(r.value(u"result"_s).toString(), result);
        QCOMPARE(r.value(u"shockDelta"_s).toInt(), shockDelta);
        QVERIFY(!r.value(u"meaning"_s).toString().isEmpty());
    }
    QString ignored;
    QTextStream quiet(&ignored);
    QCOMPARE(r, NapCheckSubcommand::json(NapCheckSubcommand::parse(QStringList{u"moraledesk"_s, u"check"_s, u"--json"_s}
                                                                       + arguments,
                                                                   quiet, quiet)));
}

void TestNapCommandLine::checkText()
{
    // 15.11's example in a referee's words: the target with each term, the bands with their rolls, the result.
    const Output o = check({u"--start"_s, u"6"_s, u"--lost"_s, u"1"_s, u"--roll"_s, u"7"_s});
    QVERIFY2(o.code == 0, qPrintable(o.err));
    QVERIFY2(o.out.contains(u"+6  Starting CMR (B.3.1)"_s), qPrintable(o.out));
    QVERIFY(o.out.contains(u"-1  Figures lost (1) (15.52)"_s));
    QVERIFY(o.out.contains(u"T = 5."_s));
    QVERIFY(o.out.contains(u"rolls 1-5"_s) && o.out.contains(u"rolls 6-9"_s) && o.out.contains(u"roll 10\n"_s));
    QVERIFY2(o.out.contains(u"Roll 7: 2 over T. Morale Disordered: "_s), qPrintable(o.out));
    // 003-V4: the natural 10 says what it did to T and what the unit keeps.
    const Output shock = check({u"--cmr"_s, u"6"_s, u"--shock-phase"_s, u"--roll"_s, u"10"_s});
    QCOMPARE(shock.code, 0);
    QVERIFY2(shock.out.contains(u"T 6 - 1 = 5"_s) && shock.out.contains(u"5 over T. Routed: "_s), qPrintable(shock.out));
    // A foot unit beyond the bands is told it may not test at all.
    const Output far = check({u"--cmr"_s, u"6"_s, u"--charge"_s, u"16.5"_s, u"--foot"_s});
    QCOMPARE(far.code, 0);
    QVERIFY2(far.out.contains(u"T = 6."_s) && far.out.contains(u"does not test at all"_s), qPrintable(far.out));
}

void TestNapCommandLine::checkRally()
{
    // 003-V12: current CMR 5, night -2 (N12), a seen officer +1 (the club's PLACEHOLDER): T 4.
    const QStringList v12{u"--rally"_s, u"--cmr"_s, u"5"_s, u"--adj"_s, u"N12"_s, u"--officer"_s, u"1"_s};
    const Output o = check(QStringList{u"--json"_s} + v12);
    QVERIFY2(o.code == 0, qPrintable(o.err));
    const QJsonObject r = object(o.out);
    QCOMPARE(r.value(u"check"_s).toString(), u"rally"_s);
    QCOMPARE(r.value(u"target"_s).toInt(), 4);
    QCOMPARE(r.value(u"pRallied"_s).toString(), u"2/5"_s);
    QCOMPARE(r.value(u"pFailed"_s).toString(), u"3/5"_s);
    QCOMPARE(r.value(u"rolls"_s).toObject().value(u"rallied"_s).toString(), u"1-4"_s);
    QVERIFY(!r.contains(u"pDisordered"_s));
    // B-17: pass or fail only; 4 rallies, 5 fails (no Disordered or Routed band).
    const Output four = check(QStringList{u"--json"_s, u"--roll"_s, u"4"_s} + v12);
    QCOMPARE(object(four.out).value(u"result"_s).toString(), u"rallied"_s);
    const Output ten = check(QStringList{u"--roll"_s, u"10"_s} + v12);
    QCOMPARE(ten.code, 0);
    QVERIFY2(ten.out.contains(u"Failed to rally"_s) && ten.out.contains(u"second failed attempt"_s), qPrintable(ten.out));
    QVERIFY(ten.out.contains(u"15.74"_s)); // the officer must be seen
    // B.4.4 step 3: the second failure of a rout removes the unit; a pass still rallies it.
    const Output second = check(QStringList{u"--json"_s, u"--second-attempt"_s, u"--roll"_s, u"5"_s} + v12);
    QCOMPARE(object(second.out).value(u"result"_s).toString(), u"removed"_s);
    QCOMPARE(object(second.out).value(u"pFailed"_s).toString(), u"3/5"_s);
    const Output secondPass = check(QStringList{u"--json"_s, u"--second-attempt"_s, u"--roll"_s, u"0"_s, u"--cmr"_s,
                                                u"10"_s, u"--rally"_s});
    QCOMPARE(object(secondPass.out).value(u"result"_s).toString(), u"rallied"_s);
}

void TestNapCommandLine::refusals_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("mentions");
    QTest::newRow("no CMR") << QStringList{u"check"_s} << u"--cmr"_s;
    QTest::newRow("cmr and start") << QStringList{u"check"_s, u"--cmr"_s, u"5"_s, u"--start"_s, u"6"_s} << u"--start"_s;
    QTest::newRow("cmr not a number") << QStringList{u"check"_s, u"--cmr"_s, u"five"_s} << u"--cmr"_s;
    QTest::newRow("start above 15") << QStringList{u"check"_s, u"--start"_s, u"16"_s} << u"--start"_s;
    QTest::newRow("lost above figures") << QStringList{u"check"_s, u"--start"_s, u"6"_s, u"--lost"_s, u"9"_s,
                                                       u"--figures"_s, u"8"_s}
                                        << u"--lost (9)"_s;
    QTest::newRow("negative lost") << QStringList{u"check"_s, u"--start"_s, u"6"_s, u"--lost"_s, u"-1"_s} << u"--lost"_s;
    QTest::newRow("unknown row") << QStringList{u"check"_s, u"--cmr"_s, u"5"_s, u"--adj"_s, u"N99"_s} << u"\"N99\""_s;
    QTest::newRow("charge row by hand") << QStringList{u"check"_s, u"--cmr"_s, u"5"_s, u"--adj"_s, u"N05"_s} << u"--charge"_s;
    QTest::newRow("N17 twice counted") << QStringList{u"check"_s, u"--cmr"_s, u"5"_s, u"--adj"_s, u"N17"_s} << u"B-5"_s;
    QTest::newRow("P06 by hand") << QStringList{u"check"_s, u"--cmr"_s, u"5"_s, u"--adj"_s, u"P06"_s} << u"--officer"_s;
    QTest::newRow("N13 above CMR 7") << QStringList{u"check"_s, u"--cmr"_s, u"8"_s, u"--adj"_s, u"N13"_s} << u"CMR 7 or less"_s;
    QTest::newRow("N13 above CMR 7 worked out") << QStringList{u"check"_s, u"--start"_s, u"9"_s, u"--lost"_s, u"1"_s,
                                                               u"--adj"_s, u"N13"_s}
                                                << u"current CMR is 8"_s;
    QTest::newRow("N12 without a rally") << QStringList{u"check"_s, u"--cmr"_s, u"5"_s, u"--adj"_s, u"N12"_s} << u"--rally"_s;
    QTest::newRow("N14 without a value") << QStringList{u"check"_s, u"--cmr"_s, u"5"_s, u"--adj"_s, u"N14"_s} << u"N14=-1"_s;
    QTest::newRow("a value for N09") << QStringList{u"check"_s, u"--cmr"_s, u"5"_s, u"--adj"_s, u"N09=-3"_s} << u"N14"_s;
    QTest::newRow("P01 for foot") << QStringList{u"check"_s, u"--cmr"_s, u"5"_s, u"--foot"_s, u"--adj"_s, u"P01"_s}
                                  << u"cavalry"_s;
    QTest::newRow("charge without foot or cavalry") << QStringList{u"check"_s, u"--cmr"_s, u"5"_s, u"--charge"_s, u"3"_s}
                                                    << u"--foot or --cavalry"_s;
    QTest::newRow("charge in quarter inches") << QStringList{u"check"_s, u"--cmr"_s, u"5"_s, u"--foot"_s, u"--charge"_s,
                                                             u"3.25"_s}
                                              << u"--charge"_s;
    QTest::newRow("foot and cavalry") << QStringList{u"check"_s, u"--cmr"_s, u"5"_s, u"--foot"_s, u"--cavalry"_s}
                                      << u"--foot and --cavalry"_s;
    QTest::newRow("odds malformed") << QStringList{u"check"_s, u"--cmr"_s, u"5"_s, u"--odds"_s, u"4.5"_s} << u"--odds"_s;
    QTest::newRow("odds against nobody") << QStringList{u"check"_s, u"--cmr"_s, u"5"_s, u"--odds"_s, u"4:0"_s} << u"--odds"_s;
    QTest::newRow("odds for cavalry (B-8)") << QStringList{u"check"_s, u"--cmr"_s, u"5"_s, u"--cavalry"_s, u"--odds"_s,
                                                           u"2:1"_s}
                                            << u"B-8"_s;
    QTest::newRow("odds and charge") << QStringList{u"check"_s, u"--cmr"_s, u"5"_s, u"--foot"_s, u"--charge"_s, u"3"_s,
                                                    u"--odds"_s, u"2:1"_s}
                                     << u"--odds and --charge"_s;
    QTest::newRow("second attempt without a rally") << QStringList{u"check"_s, u"--cmr"_s, u"5"_s, u"--second-attempt"_s}
                                                    << u"--rally"_s;
    QTest::newRow("rally in the shock phase") << QStringList{u"check"_s, u"--cmr"_s, u"5"_s, u"--rally"_s,
                                                             u"--shock-phase"_s}
                                              << u"--shock-phase"_s;
    QTest::newRow("roll 11") << QStringList{u"check"_s, u"--cmr"_s, u"5"_s, u"--roll"_s, u"11"_s} << u"--roll"_s;
    QTest::newRow("negative officer") << QStringList{u"check"_s, u"--cmr"_s, u"5"_s, u"--officer"_s, u"-1"_s}
                                      << u"--officer"_s;
    QTest::newRow("terrain twice") << QStringList{u"check"_s, u"--cmr"_s, u"5"_s, u"--terrain"_s, u"1"_s, u"--terrain"_s,
                                                  u"2"_s}
                                   << u"--terrain"_s;
    QTest::newRow("check argument") << QStringList{u"check"_s, u"2nd-bn"_s, u"--cmr"_s, u"5"_s} << u"\"2nd-bn\""_s;
    QTest::newRow("table argument") << QStringList{u"table"_s, u"extra"_s} << u"\"extra\""_s;
    QTest::newRow("table unknown option") << QStringList{u"table"_s, u"--format"_s, u"csv"_s} << u"format"_s;
}

void TestNapCommandLine::refusals()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, mentions);
    const QString command = arguments.takeFirst();
    const Output o = command == "table"_L1 ? table(arguments) : check(arguments);
    QCOMPARE(o.code, 2);
    QVERIFY(o.out.isEmpty());
    QVERIFY2(o.err.startsWith(u"moraledesk "_s + command + u": "_s), qPrintable(o.err));
    QVERIFY2(o.err.contains(mentions), qPrintable(o.err));
    QCOMPARE(o.err.count(u'\n'), 1);
}

void TestNapCommandLine::helpInPlayersWords_data()
{
    QTest::addColumn<QString>("command");
    QTest::addColumn<QStringList>("mentions");
    QTest::newRow("table") << u"table"_s << QStringList{u"d10"_s, u"Shock Combat Phase"_s, u"rally"_s, u"--json"_s};
    QTest::newRow("check") << u"check"_s
                           << QStringList{u"--cmr"_s, u"--start"_s, u"--adj"_s, u"--charge"_s, u"--odds"_s,
                                          u"--rally"_s, u"--roll"_s, u"15.11"_s};
}

void TestNapCommandLine::helpInPlayersWords()
{
    QFETCH(QString, command);
    QFETCH(QStringList, mentions);
    const Output o = command == "table"_L1 ? table({u"--help"_s}) : check({u"--help"_s});
    QCOMPARE(o.code, 0);
    QVERIFY(o.err.isEmpty());
    for (const QString &m : mentions)
        QVERIFY2(o.out.contains(m), qPrintable(m + u" in\n"_s + o.out));
}

void TestNapCommandLine::playRefusedStepWritesNothing()
{
    QTemporaryDir dir;
    const QString in = sample(dir);
    const QByteArray before = bytesOf(in);
    QVERIFY(!before.isEmpty());
    const QString script = dir.filePath(u"steps.txt"_s);
    QFile f(script);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write("# the 17e takes fire in the Facing Phase\nloss fr-17e-1 2\n\nloss no-such-unit 1\nloss fr-13le-1 1\n");
    f.close();
    const QString out = dir.filePath(u"after.json"_s);
    // The refused step is named with its script line; the steps after it are not played; nothing is written.
    const Output o = play({in, u"--script"_s, script, u"-o"_s, out, u"--seed"_s, u"3"_s});
    QCOMPARE(o.code, 1);
    QVERIFY2(o.out.contains(u"Step 1 (loss fr-17e-1 2): "_s), qPrintable(o.out));
    QVERIFY(!o.out.contains(u"Step 2 "_s));
    QVERIFY(!o.out.contains(u"Step 3 "_s));
    QVERIFY2(o.err.startsWith(u"moraledesk play: step 2 (script line 4) \"loss no-such-unit 1\": "_s), qPrintable(o.err));
    QCOMPARE(o.err.count(u'\n'), 1);
    QVERIFY(!QFile::exists(out));
    // The input is only read.
    QCOMPARE(bytesOf(in), before);
}

void TestNapCommandLine::playWritesABattleThatValidates()
{
    QTemporaryDir dir;
    const QString in = sample(dir);
    const QString out = dir.filePath(u"after.json"_s);
    const Output o = play({in, u"--do"_s, u"loss fr-17e-1 2"_s, u"-o"_s, out, u"--seed"_s, u"3"_s});
    QVERIFY2(o.code == 0, qPrintable(o.err));
    QVERIFY2(o.out.contains(u"Step 1 (loss fr-17e-1 2): "_s), qPrintable(o.out));
    // The battle after the steps, in a referee's words: the turn, each army, the unit that lost figures.
    QVERIFY2(o.out.contains(u"After the steps (%1): battleday 1, turn 1, "_s.arg(napSystem().displayName())), qPrintable(o.out));
    QVERIFY2(o.out.contains(u"2 of 12 figures lost"_s), qPrintable(o.out));
    // The shell's own validate accepts what play wrote, and it holds the loss and its log record.
    const Output valid = validate(out);
    QVERIFY2(valid.code == 0, qPrintable(valid.err + valid.out));
    const NapBattle after = readBattle(out);
    QVERIFY(after.unit(u"fr-17e-1"_s));
    QCOMPARE(after.unit(u"fr-17e-1"_s)->figuresLost, 2);
    QVERIFY(!after.log.isEmpty());
    QCOMPARE(after.log.constFirst().event, NapLogEvent::Loss);
    QCOMPARE(readBattle(in).unit(u"fr-17e-1"_s)->figuresLost, 0);
}

void TestNapCommandLine::playKeepGoing()
{
    QTemporaryDir dir;
    const QString in = sample(dir);
    const QString script = dir.filePath(u"steps.txt"_s);
    QFile f(script);
    QVERIFY(f.open(QIODevice::WriteOnly));
    // 15.42: the next phase waits for the I-a check the loss queued, so it is refused in the middle; the check
    // after it is played: 003-V1's numbers, start 6 less 2 figures is T 4 (B.3.1), a typed 7 is 3 over.
    f.write("loss fr-17e-1 2\nnext-phase\ncheck fr-17e-1 I-a roll=7\n");
    f.close();
    const QString out = dir.filePath(u"after.json"_s);
    const Output o = play({in, u"--script"_s, script, u"-o"_s, out, u"--keep-going"_s});
    QCOMPARE(o.code, 1);
    QVERIFY2(o.err.startsWith(u"moraledesk play: step 2 (script line 2) \"next-phase\" not played: "_s), qPrintable(o.err));
    QVERIFY(o.err.contains(u"1 step(s) not played"_s));
    QVERIFY(!o.out.contains(u"Step 2 "_s));
    QVERIFY2(o.out.contains(u"Step 3 (check fr-17e-1 I-a roll=7): "_s), qPrintable(o.out));
    QVERIFY(o.out.contains(u"(15.52)"_s)); // every term of the target names its rule
    // What was played is written, and validates; the refused step changed nothing (still the Facing Phase).
    QVERIFY(validate(out).code == 0);
    const NapBattle after = readBattle(out);
    QCOMPARE(after.phaseIndex, 0);
    QCOMPARE(after.unit(u"fr-17e-1"_s)->figuresLost, 2);
    QCOMPARE(after.unit(u"fr-17e-1"_s)->state, NapUnitState::Disordered);
    QVERIFY(after.pending.isEmpty());
}

void TestNapCommandLine::playFromStandardInput()
{
    QTemporaryDir dir;
    const QString in = sample(dir);
    QByteArray typed("loss fr-17e-1 1\n# a comment\n\nloss fr-17e-1 1\n");
    QBuffer buffer(&typed);
    QVERIFY(buffer.open(QIODevice::ReadOnly));
    Output o;
    {
        QTextStream out(&o.out);
        QTextStream err(&o.err);
        // Without --do or --script the steps are read a line at a time from standard input.
        o.code = NapPlaySubcommand::run({u"moraledesk"_s, u"play"_s, in}, out, err, [&buffer] { return &buffer; });
    }
    QVERIFY2(o.code == 0, qPrintable(o.err));
    QVERIFY2(o.out.contains(u"Step 1 (loss fr-17e-1 1): "_s), qPrintable(o.out));
    QVERIFY(o.out.contains(u"Step 2 (loss fr-17e-1 1): "_s));
    QVERIFY(o.out.contains(u"2 of 12 figures lost"_s));
    // With --do, standard input is never asked for.
    bool asked = false;
    Output withDo;
    {
        QTextStream out(&withDo.out);
        QTextStream err(&withDo.err);
        withDo.code = NapPlaySubcommand::run({u"moraledesk"_s, u"play"_s, in, u"--do"_s, u"loss fr-17e-1 1"_s}, out, err,
                                             [&asked]() -> QIODevice * {
                                                 asked = true;
                                                 return nullptr;
                                             });
    }
    QCOMPARE(withDo.code, 0);
    QVERIFY(!asked);
}

void TestNapCommandLine::playJson()
{
    QTemporaryDir dir;
    const QString in = sample(dir);
    const Output o = play({in, u"--json"_s, u"--do"_s, u"loss fr-17e-1 2"_s, u"--do"_s, u"loss no-such-unit 1"_s});
    QCOMPARE(o.code, 1);
    QCOMPARE(o.out.count(u'\n'), 1);
    const QJsonObject r = object(o.out);
    const QJsonArray steps = r.value(u"steps"_s).toArray();
    QCOMPARE(steps.size(), 2);
    QCOMPARE(steps.at(0).toObject().value(u"step"_s).toString(), u"loss fr-17e-1 2"_s);
    QVERIFY(steps.at(0).toObject().value(u"ok"_s).toBool());
    QVERIFY(!steps.at(0).toObject().value(u"lines"_s).toArray().isEmpty());
    QVERIFY(!steps.at(1).toObject().value(u"ok"_s).toBool());
    QVERIFY(steps.at(1).toObject().value(u"error"_s).toString().contains(u"no-such-unit"_s));
    QCOMPARE(r.value(u"summary"_s).toObject().value(u"ruleSystem"_s).toString(), u"napoleonic-morale"_s);
}

void TestNapCommandLine::playRefusals_data()
{
    QTest::addColumn<QStringList>("arguments"); // FILE stands for the sample
    QTest::addColumn<QString>("mentions");
    QTest::newRow("no file") << QStringList() << u"expects a battle file"_s;
    QTest::newRow("missing file") << QStringList{u"nowhere.json"_s, u"--do"_s, u"next-phase"_s} << u"no such file"_s;
    QTest::newRow("seed not a number") << QStringList{u"FILE"_s, u"--seed"_s, u"x"_s, u"--do"_s, u"next-phase"_s}
                                       << u"--seed"_s;
    QTest::newRow("json and -o -") << QStringList{u"FILE"_s, u"--json"_s, u"-o"_s, u"-"_s, u"--do"_s, u"next-phase"_s}
                                   << u"--json"_s;
    QTest::newRow("missing script") << QStringList{u"FILE"_s, u"--script"_s, u"nowhere.txt"_s} << u"--script"_s;
    QTest::newRow("empty step") << QStringList{u"FILE"_s, u"--do"_s, u" "_s} << u"step 1 is empty"_s;
    // --system napoleonic on another system's file.
    QTest::newRow("a WW1 force") << QStringList{u"WW1"_s, u"--do"_s, u"next-phase"_s} << u"not a Napoleonic battle"_s;
    QTest::newRow("two files") << QStringList{u"FILE"_s, u"FILE"_s, u"--do"_s, u"next-phase"_s} << u"unexpected"_s;
}

void TestNapCommandLine::playRefusals()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, mentions);
    QTemporaryDir dir;
    const QString in = sample(dir);
    arguments.replaceInStrings(QRegularExpression(u"^FILE$"_s), in);
    arguments.replaceInStrings(QRegularExpression(u"^WW1$"_s),
                               QStringLiteral(MORALEDESK_SOURCE_DIR "/resources/samples/ww1-trench-raid.json"));
    const QString out = dir.filePath(u"after.json"_s);
    if (!arguments.contains(u"-o"_s))
        arguments << u"-o"_s << out;
    const Output o = play(arguments);
    QCOMPARE(o.code, 2);
    QVERIFY2(o.err.startsWith(u"moraledesk play: "_s) && o.err.contains(mentions), qPrintable(o.err));
    QVERIFY(!QFile::exists(out));
}

void TestNapCommandLine::playHelpHasTheGrammar()
{
    const Output o = play({u"--help"_s});
    QCOMPARE(o.code, 0);
    QVERIFY(o.out.contains(NapStepParser::help().left(40)));
    QVERIFY(o.out.contains(u"standard input"_s));
    QVERIFY(o.out.contains(u"--seed"_s) && o.out.contains(u"--script"_s));
}

QTEST_GUILESS_MAIN(TestNapCommandLine)
#include "tst_nap_commandline.moc"
