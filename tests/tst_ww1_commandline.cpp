// WW1's subcommands (app/ww1/cli): `table` and `check group|individual`, run through their run functions,
// with every probability an exact reduced fraction (A.7's vectors), each refusal naming its option, and
// main()'s pick between ratio's and WW1's subcommands of one name (SubcommandPicker). `play` is tst_ww1_play.
#include "Ww1CommandLineFixture.h"

#include <QTest>

using namespace md;
using namespace md::ww1;
using namespace md::test;
using namespace Qt::StringLiterals;

class TestWw1CommandLine : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void subcommandsAreWw1s();
    void tableGroupRows_data();
    void tableGroupRows();
    void tableIndividualRows_data();
    void tableIndividualRows();
    void tableText();
    void checkGroup_data();
    void checkGroup();
    void checkGroupText();
    void checkIndividual_data();
    void checkIndividual();
    void checkIndividualText();
    void refusals_data();
    void refusals();
    void pickerChoosesWw1_data();
    void pickerChoosesWw1();
};

void TestWw1CommandLine::subcommandsAreWw1s()
{
    QStringList names;
    for (const Subcommand &s : Ww1CommandLine::subcommands()) {
        names.append(s.name);
        QCOMPARE(s.ruleSystem, u"ww1-morale"_s);
        QVERIFY(!s.summary.isEmpty());
        QCOMPARE(s.takesFile, s.name == "play"_L1);
    }
    QCOMPARE(names, (QStringList{u"table"_s, u"check"_s, u"play"_s}));
}

void TestWw1CommandLine::tableGroupRows_data()
{
    QTest::addColumn<int>("row");
    QTest::addColumn<QString>("condition");
    QTest::addColumn<int>("modifier");
    QTest::addColumn<int>("need");
    QTest::addColumn<QString>("carryOn");
    QTest::addColumn<QString>("withdraw");
    // A.3.1's table: 26/36, 15/36, 6/36 reduced.
    QTest::newRow("C1") << 0 << u"c1"_s << 0 << 6 << u"13/18"_s << u"5/18"_s;
    QTest::newRow("C2") << 1 << u"c2"_s << -2 << 8 << u"5/12"_s << u"7/12"_s;
    QTest::newRow("C3") << 2 << u"c3"_s << -4 << 10 << u"1/6"_s << u"5/6"_s;
}

void TestWw1CommandLine::tableGroupRows()
{
    QFETCH(int, row);
    QFETCH(QString, condition);
    QFETCH(int, modifier);
    QFETCH(int, need);
    QFETCH(QString, carryOn);
    QFETCH(QString, withdraw);
    const Output o = cli({u"table"_s, u"--json"_s});
    QCOMPARE(o.code, 0);
    QVERIFY(o.err.isEmpty());
    const QJsonArray group = object(o.out).value(u"group"_s).toArray();
    QCOMPARE(group.size(), 3);
    const QJsonObject r = group.at(row).toObject();
    QCOMPARE(r.value(u"condition"_s).toString(), condition);
    QCOMPARE(r.value(u"modifier"_s).toInt(), modifier);
    QCOMPARE(r.value(u"need"_s).toInt(), need);
    QCOMPARE(r.value(u"pCarryOn"_s).toString(), carryOn);
    QCOMPARE(r.value(u"pWithdraw"_s).toString(), withdraw);
    QCOMPARE(Ww1CommandLine::tableJson(), object(o.out));
}

void TestWw1CommandLine::tableIndividualRows_data()
{
    QTest::addColumn<int>("net");
    QTest::addColumn<QStringList>("odds"); // carry on, no closer, duck back, surrender
    QTest::addColumn<QStringList>("rolls");
    // A.7 002-I1 to I5, reduced.
    QTest::newRow("I1 net 0") << 0 << QStringList{u"7/12"_s, u"7/18"_s, u"1/36"_s, u"0"_s}
                              << QStringList{u"7-12"_s, u"3-6"_s, u"2"_s, u"-"_s};
    QTest::newRow("I2 net -2") << -2 << QStringList{u"5/18"_s, u"5/9"_s, u"1/6"_s, u"0"_s}
                               << QStringList{u"9-12"_s, u"5-8"_s, u"2-4"_s, u"-"_s};
    QTest::newRow("I3 net -5") << -5 << QStringList{u"1/36"_s, u"7/18"_s, u"5/12"_s, u"1/6"_s}
                               << QStringList{u"12"_s, u"8-11"_s, u"5-7"_s, u"2-4"_s};
    QTest::newRow("I4 net +5") << 5 << QStringList{u"1"_s, u"0"_s, u"0"_s, u"0"_s}
                               << QStringList{u"2-12"_s, u"-"_s, u"-"_s, u"-"_s};
    QTest::newRow("I5 net -8") << -8 << QStringList{u"0"_s, u"1/12"_s, u"1/3"_s, u"7/12"_s}
                               << QStringList{u"-"_s, u"11-12"_s, u"8-10"_s, u"2-7"_s};
}

void TestWw1CommandLine::tableIndividualRows()
{
    QFETCH(int, net);
    QFETCH(QStringList, odds);
    QFETCH(QStringList, rolls);
    const QJsonArray individual = Ww1CommandLine::tableJson().value(u"individual"_s).toArray();
    // A.3.3: the card's range, -8 to +5, one row each.
    QCOMPARE(individual.size(), 14);
    QCOMPARE(individual.first().toObject().value(u"net"_s).toInt(), -8);
    QCOMPARE(individual.last().toObject().value(u"net"_s).toInt(), 5);
    const QJsonObject bands = individual.at(net + 8).toObject().value(u"bands"_s).toObject();
    QCOMPARE(individual.at(net + 8).toObject().value(u"net"_s).toInt(), net);
    const QStringList bandKeys{u"carry-on"_s, u"no-closer"_s, u"duck-back"_s, u"surrendered"_s};
    for (qsizetype i = 0; i < bandKeys.size(); ++i) {
        QCOMPARE(bands.value(bandKeys.at(i)).toObject().value(u"p"_s).toString(), odds.at(i));
        QCOMPARE(bands.value(bandKeys.at(i)).toObject().value(u"rolls"_s).toString(), rolls.at(i));
    }
}

void TestWw1CommandLine::tableText()
{
    const Output o = cli({u"table"_s});
    QCOMPARE(o.code, 0);
    const QStringList lines = o.out.split(u'\n');
    // A.3.1's three rows, each with its need and odds.
    QVERIFY2(o.out.contains(u"6 or more"_s) && o.out.contains(u"13/18"_s) && o.out.contains(u"5/18"_s), qPrintable(o.out));
    // A.3.3's rows, aligned: every row of a table starts its columns where its heading does.
    qsizetype heading = -1;
    for (qsizetype i = 0; i < lines.size(); ++i) {
        if (lines.at(i).startsWith(u"net "_s))
            heading = i;
    }
    QVERIFY(heading > 0);
    const qsizetype noCloserColumn = lines.at(heading).indexOf(u"No closer"_s);
    QVERIFY(noCloserColumn > 0);
    int rows = 0;
    for (qsizetype i = heading + 1; i < lines.size() && !lines.at(i).isEmpty(); ++i, ++rows)
        QCOMPARE(lines.at(i).at(noCloserColumn - 1), u' ');
    QCOMPARE(rows, 14);
    QVERIFY(lines.at(heading + 9).startsWith(u"+0 "_s));
    QVERIFY2(lines.at(heading + 9).contains(u"7/12 (7-12)"_s), qPrintable(lines.at(heading + 9)));
}

void TestWw1CommandLine::checkGroup_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QStringList>("due");
    QTest::addColumn<QString>("carryOn"); // empty: no test
    QTest::addColumn<int>("need");

    const auto group = [](int start, int casualties, const QStringList &more = {}) {
        return QStringList{u"check"_s, u"group"_s, u"--start"_s, QString::number(start), u"--casualties"_s,
                           QString::number(casualties), u"--json"_s} + more;
    };
    // A.7 002-G1 to G9.
    QTest::newRow("G1") << group(8, 2) << QStringList{u"c1"_s} << u"13/18"_s << 6;
    QTest::newRow("G2") << group(12, 2) << QStringList() << QString() << 0;
    QTest::newRow("G3") << group(12, 3) << QStringList{u"c1"_s} << u"13/18"_s << 6;
    QTest::newRow("G4 (A-1)") << group(10, 2) << QStringList() << QString() << 0;
    QTest::newRow("G5 (A-1)") << group(10, 3) << QStringList{u"c1"_s} << u"13/18"_s << 6;
    QTest::newRow("G6") << group(10, 5, {u"--tested"_s, u"c1"_s}) << QStringList{u"c2"_s} << u"5/12"_s << 8;
    QTest::newRow("G7") << group(10, 8, {u"--tested"_s, u"c1,c2"_s}) << QStringList{u"c3"_s} << u"1/6"_s << 10;
    QTest::newRow("G8 (A-4)") << group(4, 2) << QStringList{u"c1"_s, u"c2"_s} << u"5/12"_s << 8;
    QTest::newRow("G9") << group(10, 6, {u"--tested"_s, u"C2,c1"_s}) << QStringList() << QString() << 0;
    // A-4's alternative: each condition in turn, 26/36 x 15/36.
    QTest::newRow("G8 each in turn") << group(4, 2, {u"--rule"_s, u"each-condition-in-turn=on"_s})
                                     << QStringList{u"c1"_s, u"c2"_s} << u"65/216"_s << 8;
    QTest::newRow("G8 each in turn off") << group(4, 2, {u"--rule"_s, u"each-condition-in-turn=off"_s})
                                         << QStringList{u"c1"_s, u"c2"_s} << u"5/12"_s << 8;
    // A-1's alternative: 25 % of 10 rounded down is 2.
    QTest::newRow("G4 rounded down") << group(10, 2, {u"--rule"_s, u"c1-round-down=on"_s}) << QStringList{u"c1"_s}
                                     << u"13/18"_s << 6;
}

void TestWw1CommandLine::checkGroup()
{
    QFETCH(QStringList, arguments);
    QFETCH(QStringList, due);
    QFETCH(QString, carryOn);
    QFETCH(int, need);
    const Output o = cli(arguments);
    QVERIFY2(o.code == 0, qPrintable(o.err));
    QVERIFY(o.err.isEmpty());
    QCOMPARE(o.out.count(u'\n'), 1);
    const QJsonObject r = object(o.out);
    QCOMPARE(keys(r.value(u"due"_s).toArray()), due);
    if (carryOn.isEmpty()) {
        QVERIFY(r.value(u"pCarryOn"_s).isNull());
        QVERIFY(r.value(u"need"_s).isNull());
        QVERIFY(r.value(u"tests"_s).toArray().isEmpty());
        return;
    }
    QCOMPARE(r.value(u"pCarryOn"_s).toString(), carryOn);
    // P(withdraw) is the rest, exactly.
    const QStringList parts = carryOn.split(u'/');
    const qint64 num = parts.at(0).toLongLong();
    const qint64 den = parts.at(1).toLongLong();
    QCOMPARE(r.value(u"pWithdraw"_s).toString(), Fraction(den - num, den).toString());
    QCOMPARE(r.value(u"need"_s).toInt(), need);
    // Every modifier carries its source; the worst is the test's (A.3.1).
    int worst = 0;
    for (const QJsonValue &m : r.value(u"modifiers"_s).toArray()) {
        QVERIFY(!m.toObject().value(u"source"_s).toString().isEmpty());
        worst = std::min(worst, m.toObject().value(u"delta"_s).toInt());
    }
    QCOMPARE(r.value(u"modifier"_s).toInt(), worst);
    QString ignored;
    QTextStream quiet(&ignored);
    QCOMPARE(r, Ww1CommandLine::groupJson(Ww1CommandLine::parse(QStringList{u"moraledesk"_s} + arguments, quiet, quiet)));
}

void TestWw1CommandLine::checkGroupText()
{
    const Output due = cli({u"check"_s, u"group"_s, u"--start"_s, u"10"_s, u"--casualties"_s, u"5"_s, u"--tested"_s, u"c1"_s});
    QCOMPARE(due.code, 0);
    QVERIFY2(due.out.contains(u"2d6 of 8 or more"_s), qPrintable(due.out));
    QVERIFY(due.out.contains(u"P(carry on) 5/12, P(withdraw) 7/12."_s));
    const Output none = cli({u"check"_s, u"group"_s, u"--start"_s, u"12"_s, u"--casualties"_s, u"2"_s});
    QCOMPARE(none.code, 0);
    QVERIFY2(none.out.contains(u"No group test is due"_s), qPrintable(none.out));
    const Output inTurn = cli({u"check"_s, u"group"_s, u"--start"_s, u"4"_s, u"--casualties"_s, u"2"_s, u"--rule"_s,
                               u"each-condition-in-turn=on"_s});
    QVERIFY2(inTurn.out.contains(u"C1: 2d6 of 6 or more, P(carry on) 13/18"_s), qPrintable(inTurn.out));
    QVERIFY(inTurn.out.contains(u"C2: 2d6 of 8 or more, P(carry on) 5/12"_s));
    QVERIFY(inTurn.out.contains(u"P(carry on) 65/216, P(withdraw) 151/216."_s));
}

void TestWw1CommandLine::checkIndividual_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<int>("net");
    QTest::addColumn<QStringList>("odds"); // carry on, no closer, duck back, surrender
    QTest::addColumn<QStringList>("sources"); // each modifier's rule, in any order

    // A.7 002-I1 to I5 from the situations, and the same odds from --net.
    QTest::newRow("I1") << QStringList() << 0 << QStringList{u"7/12"_s, u"7/18"_s, u"1/36"_s, u"0"_s} << QStringList();
    QTest::newRow("I2") << QStringList{u"--nco"_s, u"--fire"_s, u"--friendly"_s, u"2"_s} << -2
                        << QStringList{u"5/18"_s, u"5/9"_s, u"1/6"_s, u"0"_s}
                        << QStringList{u"IM2"_s, u"IM3"_s, u"IM8"_s};
    QTest::newRow("I3") << QStringList{u"--edged"_s, u"--outnumbered"_s, u"--fire"_s, u"--friendly"_s, u"1"_s} << -5
                        << QStringList{u"1/36"_s, u"7/18"_s, u"5/12"_s, u"1/6"_s}
                        << QStringList{u"IM2"_s, u"IM3"_s, u"IM5"_s, u"IM6"_s};
    QTest::newRow("I4") << QStringList{u"--officer"_s, u"--enemy"_s, u"3"_s} << 5
                        << QStringList{u"1"_s, u"0"_s, u"0"_s, u"0"_s} << QStringList{u"IM4"_s, u"IM7"_s};
    QTest::newRow("I5") << QStringList{u"--fire"_s, u"--friendly"_s, u"5"_s, u"--outnumbered"_s, u"--edged"_s, u"--leader"_s}
                        << -8 << QStringList{u"0"_s, u"1/12"_s, u"1/3"_s, u"7/12"_s}
                        << QStringList{u"IM1"_s, u"IM2"_s, u"IM3"_s, u"IM5"_s, u"IM6"_s};
    // an unnamed leader gives an officer no IM1 (his seniority is unknown), as in a play step.
    QTest::newRow("A-7 officer, leader unnamed") << QStringList{u"--officer"_s, u"--leader"_s} << 2
                                     << QStringList{u"5/6"_s, u"1/6"_s, u"0"_s, u"0"_s} << QStringList{u"IM7"_s};
    QTest::newRow("--net -5") << QStringList{u"--net"_s, u"-5"_s} << -5
                              << QStringList{u"1/36"_s, u"7/18"_s, u"5/12"_s, u"1/6"_s} << QStringList();
    QTest::newRow("--net 9") << QStringList{u"--net=9"_s} << 9 << QStringList{u"1"_s, u"0"_s, u"0"_s, u"0"_s}
                             << QStringList();
}

void TestWw1CommandLine::checkIndividual()
{
    QFETCH(QStringList, arguments);
    QFETCH(int, net);
    QFETCH(QStringList, odds);
    QFETCH(QStringList, sources);
    const Output o = cli(QStringList{u"check"_s, u"individual"_s, u"--json"_s} + arguments);
    QVERIFY2(o.code == 0, qPrintable(o.err));
    const QJsonObject r = object(o.out);
    QCOMPARE(r.value(u"net"_s).toInt(), net);
    const QJsonObject bands = r.value(u"bands"_s).toObject();
    const QStringList bandKeys{u"carry-on"_s, u"no-closer"_s, u"duck-back"_s, u"surrendered"_s};
    for (qsizetype i = 0; i < bandKeys.size(); ++i)
        QCOMPARE(bands.value(bandKeys.at(i)).toObject().value(u"p"_s).toString(), odds.at(i));
    // The modifiers add up to the net, each with its rule (A.3.3 IMn).
    int sum = 0;
    QStringList found;
    for (const QJsonValue &v : r.value(u"modifiers"_s).toArray()) {
        const QJsonObject m = v.toObject();
        sum += m.value(u"delta"_s).toInt();
        QVERIFY(!m.value(u"label"_s).toString().isEmpty());
        for (const QString &source : sources) {
            if (m.value(u"source"_s).toString().contains(source))
                found.append(source);
        }
    }
    if (!arguments.join(u' ').contains(u"--net"_s))
        QCOMPARE(sum, net);
    found.sort();
    QCOMPARE(found, sources);
    QCOMPARE(r.value(u"modifiers"_s).toArray().size(), sources.size());
}

void TestWw1CommandLine::checkIndividualText()
{
    const Output o = cli({u"check"_s, u"individual"_s, u"--nco"_s, u"--fire"_s, u"--friendly"_s, u"2"_s});
    QCOMPARE(o.code, 0);
    QVERIFY2(o.out.contains(u"Net modifier -2."_s), qPrintable(o.out));
    QVERIFY(o.out.contains(u"IM8"_s));
    QVERIFY(o.out.contains(u"5/18"_s) && o.out.contains(u"rolls 9-12"_s));
    QVERIFY(o.out.contains(u"no roll"_s)); // nothing surrenders at -2
    // an officer with an unnamed leader gets no IM1, and the check says why, as a play step does.
    const Output officer = cli({u"check"_s, u"individual"_s, u"--officer"_s, u"--leader"_s});
    QCOMPARE(officer.code, 0);
    QVERIFY2(officer.out.contains(u"IM1 not applied"_s) && officer.out.contains(u"(A-7)"_s), qPrintable(officer.out));
    QVERIFY2(officer.out.contains(u"Net modifier +2."_s), qPrintable(officer.out));
    // The summary after the steps lists the group tests still due (A.3.2).
    QTemporaryDir dir;
    const QString in = writeForce(dir, u"force.json"_s, sampleForce());
    const Output due = play({in, u"--do"_s, u"casualties pl1 3"_s});
    QVERIFY2(due.code == 0, qPrintable(due.err));
    QVERIFY2(due.out.contains(u"Group tests due, in order (A.3.2): "_s), qPrintable(due.out));
}

void TestWw1CommandLine::refusals_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("mentions");
    const QStringList group{u"check"_s, u"group"_s};
    const QStringList individual{u"check"_s, u"individual"_s};
    QTest::newRow("no test named") << QStringList{u"check"_s} << u"check group"_s;
    QTest::newRow("unknown test") << QStringList{u"check"_s, u"platoon"_s} << u"\"platoon\""_s;
    QTest::newRow("start missing") << group + QStringList{u"--casualties"_s, u"2"_s} << u"--start"_s;
    QTest::newRow("start above the file's limit") << group + QStringList{u"--start"_s, u"1001"_s, u"--casualties"_s, u"0"_s} << u"--start"_s;
    QTest::newRow("start 0") << group + QStringList{u"--start"_s, u"0"_s, u"--casualties"_s, u"0"_s} << u"--start"_s;
    QTest::newRow("casualties above start") << group + QStringList{u"--start"_s, u"4"_s, u"--casualties"_s, u"5"_s}
                                            << u"--casualties (5)"_s;
    QTest::newRow("negative casualties") << group + QStringList{u"--start"_s, u"4"_s, u"--casualties"_s, u"-1"_s}
                                         << u"--casualties"_s;
    QTest::newRow("unknown condition") << group + QStringList{u"--start"_s, u"4"_s, u"--casualties"_s, u"1"_s,
                                                             u"--tested"_s, u"c4"_s} << u"--tested"_s;
    QTest::newRow("unknown rule") << group + QStringList{u"--start"_s, u"4"_s, u"--casualties"_s, u"1"_s, u"--rule"_s,
                                                        u"morale-checks=on"_s} << u"each-condition-in-turn"_s;
    QTest::newRow("rule without on/off") << group + QStringList{u"--start"_s, u"4"_s, u"--casualties"_s, u"1"_s,
                                                               u"--rule"_s, u"c1-round-down=yes"_s} << u"c1-round-down=on"_s;
    QTest::newRow("individual option for a group") << group + QStringList{u"--start"_s, u"4"_s, u"--casualties"_s,
                                                                         u"1"_s, u"--fire"_s} << u"--fire"_s;
    QTest::newRow("group option for a stand") << individual + QStringList{u"--start"_s, u"4"_s} << u"--start"_s;
    QTest::newRow("two ranks") << individual + QStringList{u"--officer"_s, u"--nco"_s} << u"--officer and --nco"_s;
    QTest::newRow("net with situations") << individual + QStringList{u"--net"_s, u"2"_s, u"--fire"_s} << u"--fire"_s;
    QTest::newRow("net not a number") << individual + QStringList{u"--net"_s, u"minus two"_s} << u"--net"_s;
    QTest::newRow("negative friendly") << individual + QStringList{u"--friendly"_s, u"-1"_s} << u"--friendly"_s;
    QTest::newRow("friendly twice") << individual + QStringList{u"--friendly"_s, u"1"_s, u"--friendly"_s, u"2"_s}
                                    << u"--friendly"_s;
    QTest::newRow("table argument") << QStringList{u"table"_s, u"extra"_s} << u"\"extra\""_s;
    QTest::newRow("table unknown option") << QStringList{u"table"_s, u"--format"_s, u"csv"_s} << u"format"_s;
}

void TestWw1CommandLine::refusals()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, mentions);
    const Output o = cli(arguments);
    QCOMPARE(o.code, 2);
    QVERIFY(o.out.isEmpty());
    QVERIFY2(o.err.startsWith(u"moraledesk "_s + arguments.first() + u": "_s), qPrintable(o.err));
    QVERIFY2(o.err.contains(mentions), qPrintable(o.err));
    QCOMPARE(o.err.count(u'\n'), 1);
}

void TestWw1CommandLine::pickerChoosesWw1_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<QString>("system");
    QTest::addColumn<QString>("fileSystem");
    QTest::addColumn<QString>("expected");
    QTest::newRow("table, nothing said: the fallback's") << u"table"_s << QString() << QString() << u"fallback"_s;
    QTest::newRow("table --system ww1") << u"table"_s << u"ww1-morale"_s << QString() << u"ww1-morale"_s;
    QTest::newRow("check --system ww1") << u"check"_s << u"ww1-morale"_s << QString() << u"ww1-morale"_s;
    QTest::newRow("play on a WW1 file") << u"play"_s << QString() << u"ww1-morale"_s << u"ww1-morale"_s;
    QTest::newRow("play on the fallback's file") << u"play"_s << QString() << u"fallback"_s << u"fallback"_s;
}

void TestWw1CommandLine::pickerChoosesWw1()
{
    QFETCH(QString, name);
    QFETCH(QString, system);
    QFETCH(QString, fileSystem);
    QFETCH(QString, expected);
    // The fallback's own table, check and play beside WW1's, as main() collects them.
    QList<Subcommand> all;
    for (const QString &n : {u"table"_s, u"check"_s, u"play"_s})
        all.append({n, false, Subcommand::Output::ForScripts, {}, u"fallback"_s, QString(), n == "play"_L1});
    all += Ww1CommandLine::subcommands();
    const SubcommandPicker::Choice choice = SubcommandPicker::pick(all, {name, system, fileSystem, u"fallback"_s});
    QVERIFY(choice.subcommand);
    QCOMPARE(choice.subcommand->ruleSystem, expected);
    QCOMPARE(SubcommandPicker::resolve(u"ww1"_s, {u"fallback"_s, u"ww1-morale"_s}), u"ww1-morale"_s);
}

QTEST_GUILESS_MAIN(TestWw1CommandLine)
#include "tst_ww1_commandline.moc"
