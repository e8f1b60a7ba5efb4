// Runs the real moraledesk binary for every headless subcommand (issue: command line).
#include "RunMoraleDesk.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using md::test::parseObject;
using md::test::Run;
using md::test::runMoraleDesk;

namespace {
QString dataPath(const QString &relative) { return QStringLiteral(MORALEDESK_TEST_DATA "/") + relative; }
} // namespace

class TestCommandLine : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void version();
    void help();
    void check_data();
    void check();
    void checkKeysAreExactlyTheDocumentedOnes();
    void badArguments_data();
    void badArguments();
    void tableCsvMatchesSeed();
    void tableText();
    void tableJson();
    void tableBeyondTwenty();
    void crew_data();
    void crew();
    void validateValidFiles();
    void validateBrokenFile();
    void summaryOfSample();
    void hugeFormatNumberIsShortened_data();
    void hugeFormatNumberIsShortened();
    void repeatedOptionIsRefused_data();
    void repeatedOptionIsRefused();
    void repeatableOptionsStayRepeatable();
    void summaryNeedIsTheNeedRolled();
    void ww1ValidateValidFiles();
    void ww1ValidateBadFile_data();
    void ww1ValidateBadFile();
    void ww1SummaryInPartATerms();
    void systemOptionKeepsRatioOutput_data();
    void systemOptionKeepsRatioOutput();
    void badSystemOption_data();
    void badSystemOption();
};

void TestCommandLine::version()
{
    const Run r = runMoraleDesk({u"--version"_s});
    QCOMPARE(r.status, QProcess::NormalExit);
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(r.out.startsWith("moraledesk "), r.out.constData());
    QVERIFY(r.out.trimmed().split(' ').value(1).count('.') == 2);
}

void TestCommandLine::help()
{
    const Run r = runMoraleDesk({u"--help"_s});
    QCOMPARE(r.exitCode, 0);
    for (const char *sub : {"table", "check", "crew", "validate", "summary"})
        QVERIFY2(r.out.contains(sub), sub);
    const Run sub = runMoraleDesk({u"check"_s, u"--help"_s});
    QCOMPARE(sub.exitCode, 0);
    QVERIFY(sub.out.contains("--starting"));
    // --system is documented with the systems it may name, and each subcommand is listed once with its systems.
    QVERIFY2(r.out.contains("--system <NAME>"), r.out.constData());
    QVERIFY2(r.out.contains("ratio: print the Morale Results Table"), r.out.constData());
    QCOMPARE(r.out.count("\n  table "), 1);
}

void TestCommandLine::check_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QByteArray>("expected");

    // R2, R4, R5 seed examples.
    QTest::newRow("R2 12/13") << QStringList{u"--starting"_s, u"13"_s, u"--current"_s, u"12"_s}
        << QByteArray(R"({"starting":13,"current":12,"ratio":"0.92","need":9,"modifiedNeed":9,"pSuccess":0.9,"failure":"cautious","automatic":null})");
    QTest::newRow("R2 8/13") << QStringList{u"--starting"_s, u"13"_s, u"--current"_s, u"8"_s}
        << QByteArray(R"({"starting":13,"current":8,"ratio":"0.61","need":6,"modifiedNeed":6,"pSuccess":0.6,"failure":"shaken","automatic":null})");
    QTest::newRow("R4 7/12") << QStringList{u"--starting"_s, u"12"_s, u"--current"_s, u"7"_s}
        << QByteArray(R"({"starting":12,"current":7,"ratio":"0.58","need":5,"modifiedNeed":5,"pSuccess":0.5,"failure":"shaken","automatic":null})");
    QTest::newRow("R5 6/8") << QStringList{u"--starting"_s, u"8"_s, u"--current"_s, u"6"_s}
        << QByteArray(R"({"starting":8,"current":6,"ratio":"0.75","need":7,"modifiedNeed":7,"pSuccess":0.7,"failure":"cautious","automatic":null})");
    // R5: full strength, no check.
    QTest::newRow("full strength") << QStringList{u"--starting"_s, u"10"_s, u"--current"_s, u"10"_s}
        << QByteArray(R"({"starting":10,"current":10,"ratio":"1.00","need":null,"modifiedNeed":null,"pSuccess":1,"failure":"none","automatic":"success"})");
    // R8a: NBC forces a check at full strength.
    QTest::newRow("R8a nbc at full strength") << QStringList{u"--starting"_s, u"10"_s, u"--current"_s, u"10"_s, u"--nbc"_s}
        << QByteArray(R"({"starting":10,"current":10,"ratio":"1.00","need":10,"modifiedNeed":8,"pSuccess":0.8,"failure":"cautious","automatic":null})");
    // R5: F and 0.
    QTest::newRow("F band") << QStringList{u"--starting"_s, u"11"_s, u"--current"_s, u"1"_s, u"--class"_s, u"elite"_s}
        << QByteArray(R"({"starting":11,"current":1,"ratio":"0.09","need":0,"modifiedNeed":null,"pSuccess":0,"failure":"eliminated","automatic":"failure"})");
    QTest::newRow("destroyed") << QStringList{u"--starting"_s, u"11"_s, u"--current"_s, u"0"_s}
        << QByteArray(R"({"starting":11,"current":0,"ratio":"0.00","need":null,"modifiedNeed":null,"pSuccess":0,"failure":"destroyed","automatic":"destroyed"})");
    // R8 vectors.
    QTest::newRow("R8 elite") << QStringList{u"--starting"_s, u"10"_s, u"--current"_s, u"6"_s, u"--class"_s, u"elite"_s}
        << QByteArray(R"({"starting":10,"current":6,"ratio":"0.60","need":6,"modifiedNeed":7,"pSuccess":0.7,"failure":"shaken","automatic":null})");
    QTest::newRow("R8 levy green") << QStringList{u"--starting"_s, u"10"_s, u"--current"_s, u"6"_s, u"--class"_s, u"levy"_s, u"--green"_s}
        << QByteArray(R"({"starting":10,"current":6,"ratio":"0.60","need":6,"modifiedNeed":4,"pSuccess":0.4,"failure":"shaken","automatic":null})");
    QTest::newRow("R8 regular nbc") << QStringList{u"--starting"_s, u"10"_s, u"--current"_s, u"6"_s, u"--nbc"_s}
        << QByteArray(R"({"starting":10,"current":6,"ratio":"0.60","need":6,"modifiedNeed":4,"pSuccess":0.4,"failure":"shaken","automatic":null})");
    QTest::newRow("R8 elite at 9 cannot fail") << QStringList{u"--starting"_s, u"10"_s, u"--current"_s, u"9"_s, u"--class"_s, u"elite"_s}
        << QByteArray(R"({"starting":10,"current":9,"ratio":"0.90","need":9,"modifiedNeed":10,"pSuccess":1,"failure":"cautious","automatic":null})");
    QTest::newRow("R8 levy at .15 fails, Broken") << QStringList{u"--starting"_s, u"20"_s, u"--current"_s, u"3"_s, u"--class"_s, u"levy"_s}
        << QByteArray(R"({"starting":20,"current":3,"ratio":"0.15","need":1,"modifiedNeed":0,"pSuccess":0,"failure":"broken","automatic":null})");
}

void TestCommandLine::check()
{
    QFETCH(QStringList, arguments);
    QFETCH(QByteArray, expected);
    const Run r = runMoraleDesk(QStringList{u"check"_s} + arguments);
    QCOMPARE(r.status, QProcess::NormalExit);
    QVERIFY2(r.exitCode == 0, r.err.constData());
    QVERIFY(r.err.isEmpty());
    // Exactly one JSON object; compared as values, key order aside.
    QCOMPARE(r.out.count('\n'), 1);
    QCOMPARE(parseObject(r.out), parseObject(expected));
    QVERIFY(!parseObject(expected).isEmpty());
}

void TestCommandLine::checkKeysAreExactlyTheDocumentedOnes()
{
    const Run r = runMoraleDesk({u"check"_s, u"--starting"_s, u"9"_s, u"--current"_s, u"4"_s});
    QStringList keys = parseObject(r.out).keys();
    keys.sort();
    QCOMPARE(keys, (QStringList{u"automatic"_s, u"current"_s, u"failure"_s, u"modifiedNeed"_s, u"need"_s,
                                u"pSuccess"_s, u"ratio"_s, u"starting"_s}));
}

void TestCommandLine::badArguments_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QByteArray>("mentions");
    QTest::newRow("level 0") << QStringList{u"check"_s, u"--starting"_s, u"0"_s, u"--current"_s, u"0"_s} << QByteArray("--starting");
    QTest::newRow("current above starting") << QStringList{u"check"_s, u"--starting"_s, u"5"_s, u"--current"_s, u"6"_s} << QByteArray("--current");
    QTest::newRow("negative current") << QStringList{u"check"_s, u"--starting"_s, u"5"_s, u"--current"_s, u"-1"_s} << QByteArray("--current");
    QTest::newRow("not a number") << QStringList{u"check"_s, u"--starting"_s, u"ten"_s, u"--current"_s, u"1"_s} << QByteArray("--starting");
    QTest::newRow("unknown class") << QStringList{u"check"_s, u"--starting"_s, u"5"_s, u"--current"_s, u"3"_s, u"--class"_s, u"heroic"_s} << QByteArray("--class");
    QTest::newRow("missing current") << QStringList{u"check"_s, u"--starting"_s, u"5"_s} << QByteArray("--current");
    QTest::newRow("unknown option") << QStringList{u"check"_s, u"--starting"_s, u"5"_s, u"--current"_s, u"3"_s, u"--brave"_s} << QByteArray("brave");
    QTest::newRow("table from 0") << QStringList{u"table"_s, u"--from"_s, u"0"_s, u"--to"_s, u"5"_s} << QByteArray("--from");
    QTest::newRow("table reversed") << QStringList{u"table"_s, u"--from"_s, u"9"_s, u"--to"_s, u"5"_s} << QByteArray("--to");
    QTest::newRow("table bad format") << QStringList{u"table"_s, u"--format"_s, u"xml"_s} << QByteArray("--format");
    QTest::newRow("crew negative") << QStringList{u"crew"_s, u"--crew"_s, u"-3"_s, u"--levels"_s, u"12"_s, u"--remaining"_s, u"5"_s} << QByteArray("--crew");
    QTest::newRow("crew remaining above levels") << QStringList{u"crew"_s, u"--crew"_s, u"3"_s, u"--levels"_s, u"6"_s, u"--remaining"_s, u"7"_s} << QByteArray("--remaining");
    QTest::newRow("crew levels 0") << QStringList{u"crew"_s, u"--crew"_s, u"3"_s, u"--levels"_s, u"0"_s, u"--remaining"_s, u"0"_s} << QByteArray("--levels");
    QTest::newRow("validate missing file") << QStringList{u"validate"_s, u"/nonexistent/bg.json"_s} << QByteArray("/nonexistent/bg.json");
    QTest::newRow("summary missing file") << QStringList{u"summary"_s, u"/nonexistent/bg.json"_s} << QByteArray("/nonexistent/bg.json");
    QTest::newRow("validate without file") << QStringList{u"validate"_s} << QByteArray("file");
}

// Never a crash, never a stack trace: one line on stderr and a non-zero exit.
void TestCommandLine::badArguments()
{
    QFETCH(QStringList, arguments);
    QFETCH(QByteArray, mentions);
    const Run r = runMoraleDesk(arguments);
    QCOMPARE(r.status, QProcess::NormalExit);
    QVERIFY(r.exitCode != 0);
    QVERIFY(r.out.isEmpty());
    QCOMPARE(r.err.count('\n'), 1);
    QVERIFY2(r.err.contains(mentions), r.err.constData());
}

// R5: the csv table reproduces the seed's 1-20 table cell for cell.
void TestCommandLine::tableCsvMatchesSeed()
{
    const Run r = runMoraleDesk({u"table"_s, u"--from"_s, u"1"_s, u"--to"_s, u"20"_s, u"--format"_s, u"csv"_s});
    QCOMPARE(r.exitCode, 0);
    const QList<QByteArray> lines = r.out.trimmed().split('\n');
    QCOMPARE(lines.size(), 21);
    QCOMPARE(lines.at(0), QByteArray("level,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20"));

    QFile seed(dataPath(u"seed-morale-results-table.txt"_s));
    QVERIFY(seed.open(QIODevice::ReadOnly | QIODevice::Text));
    int row = 1;
    while (!seed.atEnd()) {
        const QByteArray line = seed.readLine().trimmed();
        if (line.isEmpty() || line.startsWith('#'))
            continue;
        QCOMPARE(lines.at(row), line.simplified().replace(' ', ','));
        ++row;
    }
    QCOMPARE(row, 21);
}

void TestCommandLine::tableText()
{
    const Run r = runMoraleDesk({u"table"_s, u"--from"_s, u"11"_s, u"--to"_s, u"12"_s});
    QCOMPARE(r.exitCode, 0);
    const QList<QByteArray> lines = r.out.trimmed().split('\n');
    QCOMPARE(lines.size(), 3);
    QCOMPARE(lines.at(1).simplified(), QByteArray("11 F 1 2 3 4 5 6 7 8 9 S -"));
    QCOMPARE(lines.at(2).simplified(), QByteArray("12 F 1 2 3 4 5 5 6 7 8 9 S"));
}

void TestCommandLine::tableJson()
{
    const Run r = runMoraleDesk({u"table"_s, u"--from"_s, u"3"_s, u"--to"_s, u"4"_s, u"--format"_s, u"json"_s});
    QCOMPARE(r.exitCode, 0);
    const QJsonObject o = parseObject(r.out);
    QCOMPARE(o.value(u"from"_s).toInt(), 3);
    const QJsonArray rows = o.value(u"rows"_s).toArray();
    QCOMPARE(rows.size(), 2);
    QCOMPARE(rows.at(0).toObject().value(u"cells"_s).toArray(),
             (QJsonArray{u"3"_s, u"6"_s, u"S"_s, u"-"_s}));
    QCOMPARE(rows.at(1).toObject().value(u"failures"_s).toArray(),
             (QJsonArray{u"broken"_s, u"shaken"_s, u"cautious"_s, u"none"_s}));
}

// R5: the table for any range, here past the printed 20.
void TestCommandLine::tableBeyondTwenty()
{
    const Run r = runMoraleDesk({u"table"_s, u"--from"_s, u"100"_s, u"--to"_s, u"100"_s, u"--format"_s, u"csv"_s});
    QCOMPARE(r.exitCode, 0);
    const QList<QByteArray> cells = r.out.trimmed().split('\n').at(1).split(',');
    QCOMPARE(cells.size(), 101);
    QCOMPARE(cells.at(9), QByteArray("F"));   // 9/100
    QCOMPARE(cells.at(10), QByteArray("1"));  // 10/100
    QCOMPARE(cells.at(99), QByteArray("9"));  // 99/100
    QCOMPARE(cells.at(100), QByteArray("S"));
}

void TestCommandLine::crew_data()
{
    QTest::addColumn<int>("crew");
    QTest::addColumn<int>("levels");
    QTest::addColumn<int>("remaining");
    QTest::addColumn<int>("survivors");
    QTest::newRow("R10 seed 3 crew 5/12") << 3 << 12 << 5 << 1;
    QTest::newRow("R10 3 crew 5/6") << 3 << 6 << 5 << 3;
    QTest::newRow("R10 1 crew 1/4") << 1 << 4 << 1 << 1;
}

void TestCommandLine::crew()
{
    QFETCH(int, crew);
    QFETCH(int, levels);
    QFETCH(int, remaining);
    QFETCH(int, survivors);
    const Run r = runMoraleDesk({u"crew"_s, u"--crew"_s, QString::number(crew), u"--levels"_s, QString::number(levels),
                                 u"--remaining"_s, QString::number(remaining)});
    QCOMPARE(r.exitCode, 0);
    QCOMPARE(r.out.trimmed(), QByteArray(R"({"survivors":)") + QByteArray::number(survivors) + '}');
}

void TestCommandLine::validateValidFiles()
{
    const QDir dir(dataPath(u"valid"_s));
    const QStringList files = dir.entryList({u"*.json"_s}, QDir::Files);
    QVERIFY(!files.isEmpty());
    for (const QString &name : files) {
        const Run r = runMoraleDesk({u"validate"_s, dir.filePath(name)});
        QVERIFY2(r.exitCode == 0, qPrintable(name + u": "_s + QString::fromUtf8(r.out + r.err)));
    }
}

void TestCommandLine::validateBrokenFile()
{
    QTemporaryDir tmp;
    QVERIFY(tmp.isValid());
    const QString path = tmp.filePath(u"broken.json"_s);
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(R"({"format":1,"ruleSystem":"ratio-morale","name":"X","units":[{"id":"u","name":"U","kind":"infantry",)"
            R"("pieces":[{"id":"p","kind":"soldier","rank":"sargent"},{"id":"p","kind":"soldier"}]}]})");
    f.close();
    const Run r = runMoraleDesk({u"validate"_s, path});
    QCOMPARE(r.status, QProcess::NormalExit);
    QCOMPARE(r.exitCode, 1);
    const QList<QByteArray> lines = r.out.trimmed().split('\n');
    QVERIFY2(lines.size() >= 2, r.out.constData());
    for (const QByteArray &line : lines)
        QVERIFY2(line.startsWith("$") && line.contains(": "), line.constData());
    QVERIFY(r.out.contains("$.units[0].pieces[0].rank: "));
    QVERIFY(r.out.contains("sargent"));
}

// R5, R6, R11: a squad of 10 with 3 casualties (7/10, need 7), 5 marked due now and 2 next turn; a warbot unit
// of 7 points with one piece off the board (still counted, R7) and one hit: 6/7.
void TestCommandLine::summaryOfSample()
{
    const Run r = runMoraleDesk({u"summary"_s, dataPath(u"summary/squad-after-losses.json"_s)});
    QVERIFY2(r.exitCode == 0, (r.out + r.err).constData());
    const QJsonObject o = parseObject(r.out);
    QCOMPARE(o.value(u"turn"_s).toInt(), 2);
    QCOMPARE(o.value(u"endurance"_s).toInt(), 17);
    // 3 casualties + 1 hit + the 4 points of the warbot that left the board (R11).
    QCOMPARE(o.value(u"pointsLost"_s).toInt(), 8);
    QCOMPARE(o.value(u"breakingPoint"_s).toBool(), false);
    QCOMPARE(o.value(u"mustRetreat"_s).toBool(), false);
    QCOMPARE(o.value(u"checksDue"_s).toInt(), 6);
    const QJsonArray units = o.value(u"units"_s).toArray();
    QCOMPARE(units.size(), 2);
    const QJsonObject squad = units.at(0).toObject();
    QCOMPARE(squad.value(u"starting"_s).toInt(), 10);
    QCOMPARE(squad.value(u"current"_s).toInt(), 7);
    QCOMPARE(squad.value(u"need"_s).toInt(), 7);
    QCOMPARE(squad.value(u"failure"_s).toString(), u"cautious"_s);
    QCOMPARE(squad.value(u"checksDue"_s).toInt(), 5);
    QCOMPARE(squad.value(u"checksNextTurn"_s).toInt(), 2);
    const QJsonObject bots = units.at(1).toObject();
    QCOMPARE(bots.value(u"starting"_s).toInt(), 7);
    QCOMPARE(bots.value(u"current"_s).toInt(), 6);
    QCOMPARE(bots.value(u"need"_s).toInt(), 8);
    QCOMPARE(bots.value(u"checksDue"_s).toInt(), 1);
}

void TestCommandLine::hugeFormatNumberIsShortened_data()
{
    QTest::addColumn<QByteArray>("format");
    QTest::addColumn<QByteArray>("expected");
    const QByteArray newer = " by a newer MoraleDesk; this version reads format 1 only. Nothing was loaded.";
    QTest::newRow("15 digits") << QByteArray("123456789012345") << "$.format: this file was written in format 123456789012\xe2\x80\xa6" + newer;
    QTest::newRow("30 digits") << QByteArray("123456789012345678901234567890")
                               << "$.format: this file was written in format 123456789012\xe2\x80\xa6" + newer;
    QTest::newRow("1e300") << QByteArray("1e300") << "$.format: this file was written in format 100000000000\xe2\x80\xa6" + newer;
    QTest::newRow("negative") << QByteArray("-98765432109876543")
                              << QByteArray("$.format: unknown format -987654321098\xe2\x80\xa6; this version reads format 1 only");
    // Twelve digits and fewer are shown as they are.
    QTest::newRow("12 digits") << QByteArray("123456789012") << "$.format: this file was written in format 123456789012" + newer;
    QTest::newRow("fraction") << QByteArray("2.5") << QByteArray("$.format: unknown format 2.5; this version reads format 1 only");
}

// Issue 12, 3.7: a file's "format" number, however large, is shown in a bounded form.
void TestCommandLine::hugeFormatNumberIsShortened()
{
    QFETCH(QByteArray, format);
    QFETCH(QByteArray, expected);
    QTemporaryDir tmp;
    QVERIFY(tmp.isValid());
    const QString path = tmp.filePath(u"format.json"_s);
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(R"({"format": )" + format + R"(, "ruleSystem": "ratio-morale", "name": "Hostile", "units": []})");
    f.close();
    const Run r = runMoraleDesk({u"validate"_s, path});
    QCOMPARE(r.exitCode, 1);
    QCOMPARE(r.out.trimmed(), expected);
}

void TestCommandLine::repeatedOptionIsRefused_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QByteArray>("message");
    const auto row = [](const char *name, const QStringList &arguments, const char *option) {
        QTest::newRow(name) << arguments << QByteArray(option) + " is given more than once; it takes one value";
    };
    row("table --from", {u"table"_s, u"--from"_s, u"2"_s, u"--from"_s, u"3"_s}, "--from");
    row("table --to", {u"table"_s, u"--to"_s, u"5"_s, u"--to=6"_s}, "--to");
    row("table --format", {u"table"_s, u"--format"_s, u"csv"_s, u"--format"_s, u"csv"_s}, "--format");
    row("check --starting", {u"check"_s, u"--starting"_s, u"9"_s, u"--current"_s, u"4"_s, u"--starting"_s, u"8"_s}, "--starting");
    row("check --class", {u"check"_s, u"--starting"_s, u"9"_s, u"--current"_s, u"4"_s, u"--class"_s, u"elite"_s, u"--class"_s, u"levy"_s}, "--class");
    row("crew --remaining", {u"crew"_s, u"--crew"_s, u"3"_s, u"--levels"_s, u"6"_s, u"--remaining"_s, u"5"_s, u"--remaining"_s, u"4"_s}, "--remaining");
    row("export -o", {u"export"_s, u"card"_s, u"-o"_s, u"a.pdf"_s, u"-o"_s, u"b.pdf"_s}, "-o");
    row("export -o and --output", {u"export"_s, u"card"_s, u"--output"_s, u"a.pdf"_s, u"-o"_s, u"b.pdf"_s}, "--output");
    row("export --page-size", {u"export"_s, u"card"_s, u"-o"_s, u"a.pdf"_s, u"--page-size"_s, u"A4"_s, u"--page-size"_s, u"Letter"_s}, "--page-size");
    row("export --from", {u"export"_s, u"table"_s, u"-o"_s, u"a.pdf"_s, u"--from"_s, u"1"_s, u"--from"_s, u"2"_s}, "--from");
    row("campaign record --date", {u"campaign"_s, u"c.mdcampaign"_s, u"record"_s, u"a.json"_s, u"--date"_s, u"2026-01-01"_s, u"--date"_s, u"2026-01-02"_s}, "--date");
    row("campaign export-csv -o", {u"campaign"_s, u"c.mdcampaign"_s, u"export-csv"_s, u"battles"_s, u"-o"_s, u"a.csv"_s, u"-o"_s, u"b.csv"_s}, "-o");
    row("campaign create --notes", {u"campaign"_s, u"c.mdcampaign"_s, u"create"_s, u"C"_s, u"--notes"_s, u"a"_s, u"--notes"_s, u"b"_s}, "--notes");
    row("campaign add-replacement --delay", {u"campaign"_s, u"c.mdcampaign"_s, u"add-replacement"_s, u"B"_s, u"u.json"_s, u"--delay"_s, u"1"_s, u"--delay"_s, u"2"_s}, "--delay");
    row("play --script", {u"play"_s, u"g.json"_s, u"--script"_s, u"a"_s, u"--script"_s, u"b"_s}, "--script");
    row("--language", {u"--language"_s, u"de"_s, u"table"_s, u"--language=fr"_s}, "--language");
}

// Issue 12, 3.7: an option that takes one value, given twice, is refused (exit 2) naming the option; nothing runs
// and no file is made.
void TestCommandLine::repeatedOptionIsRefused()
{
    QFETCH(QStringList, arguments);
    QFETCH(QByteArray, message);
    QTemporaryDir tmp;
    QVERIFY(tmp.isValid());
    QProcess process;
    md::test::prepare(process, tmp.path());
    process.start(QStringLiteral(MORALEDESK_BINARY), arguments);
    QVERIFY(process.waitForFinished(60000));
    QCOMPARE(process.exitStatus(), QProcess::NormalExit);
    QCOMPARE(process.exitCode(), 2);
    QVERIFY(process.readAllStandardOutput().isEmpty());
    const QByteArray err = process.readAllStandardError();
    QVERIFY2(err.contains(message), err.constData());
    QVERIFY(QDir(tmp.path()).isEmpty());
}

// Switches may be given twice, and so may the options meant to be repeated (--side, --do).
void TestCommandLine::repeatableOptionsStayRepeatable()
{
    const Run check = runMoraleDesk({u"check"_s, u"--starting"_s, u"10"_s, u"--current"_s, u"6"_s, u"--green"_s, u"--green"_s});
    QVERIFY2(check.exitCode == 0, check.err.constData());
    QTemporaryDir tmp;
    QVERIFY(tmp.isValid());
    const Run create = runMoraleDesk({u"campaign"_s, tmp.filePath(u"c.mdcampaign"_s), u"create"_s, u"C"_s,
                                      u"--side"_s, u"Blue"_s, u"--side"_s, u"Red"_s});
    QVERIFY2(create.exitCode == 0, create.err.constData());
    const Run play = runMoraleDesk({u"play"_s, dataPath(u"play/first-contact.json"_s), u"--do"_s, u"casualty sq1-t1"_s,
                                    u"--do"_s, u"check sq1-t2 4"_s});
    QVERIFY2(play.exitCode == 0, play.err.constData());
}

// R8 interpretation (who takes class and experience): the summary's need is the one each piece rolls at. A
// green Regular squad at 9/10 needs 8; an Elite tank at 11/12 needs 10; a heavy battledrone (a warbot with
// vehicle-style morale) in the same Elite battlegroup is Regular: 9.
void TestCommandLine::summaryNeedIsTheNeedRolled()
{
    const Run r = runMoraleDesk({u"summary"_s, dataPath(u"print/green-squad.json"_s)});
    QVERIFY2(r.exitCode == 0, (r.out + r.err).constData());
    const QJsonArray units = parseObject(r.out).value(u"units"_s).toArray();
    QCOMPARE(units.size(), 3);
    const int expected[] = {8, 10, 9};
    for (int u = 0; u < 3; ++u) {
        const QJsonObject unit = units.at(u).toObject();
        QCOMPARE(unit.value(u"need"_s).toInt(), 9);
        QCOMPARE(unit.value(u"modifiedNeed"_s).toInt(), expected[u]);
    }
}

// Issue 14: a WW1 force file is validated and summarised by the system its "ruleSystem" names.
void TestCommandLine::ww1ValidateValidFiles()
{
    const QString sample = dataPath(u"../../resources/samples/ww1-trench-raid.json"_s);
    const Run r = runMoraleDesk({u"validate"_s, sample});
    QVERIFY2(r.exitCode == 0, (r.out + r.err).constData());
    QVERIFY2(r.out.startsWith(sample.toUtf8() + ": valid WW1 force \"Trench raid at Bois Grenier\" (4 group"),
             r.out.constData());
    const QDir dir(dataPath(u"ww1/valid"_s));
    const QStringList files = dir.entryList({u"*.json"_s}, QDir::Files);
    QVERIFY(!files.isEmpty());
    for (const QString &name : files) {
        const Run v = runMoraleDesk({u"validate"_s, dir.filePath(name)});
        QVERIFY2(v.exitCode == 0, qPrintable(name + u": "_s + QString::fromUtf8(v.out + v.err)));
    }
}

void TestCommandLine::ww1ValidateBadFile_data()
{
    QTest::addColumn<QString>("fileName");
    const QDir dir(dataPath(u"ww1/bad"_s));
    // A few of the catalogue (tst_ww1io reads every one): a type, a range, a reference and a rule of Part A.
    for (const char *name : {"stand-rank-unknown", "casualties-over-start", "log-unknown-stand",
                             "log-group-test-wrong-passed", "officer-rank-not-listed"})
        QTest::newRow(name) << dir.filePath(QString::fromLatin1(name));
}

void TestCommandLine::ww1ValidateBadFile()
{
    QFETCH(QString, fileName);
    QFile expected(fileName + u".expected"_s);
    QVERIFY(expected.open(QIODevice::ReadOnly));
    const Run r = runMoraleDesk({u"validate"_s, fileName + u".json"_s});
    QCOMPARE(r.status, QProcess::NormalExit);
    QCOMPARE(r.exitCode, 1);
    QCOMPARE(r.out, expected.readAll());
}

// A.3.2, A.7 002-G10: four groups with C1 reached test attackers first, each side biggest to smallest by current
// size; each group with its thresholds for its size (A.2.1, A-1).
void TestCommandLine::ww1SummaryInPartATerms()
{
    const Run r = runMoraleDesk({u"summary"_s, dataPath(u"ww1/valid/testing-order.json"_s)});
    QVERIFY2(r.exitCode == 0, (r.out + r.err).constData());
    const QJsonObject o = parseObject(r.out);
    QCOMPARE(o.value(u"ruleSystem"_s).toString(), u"ww1-morale"_s);
    QCOMPARE(o.value(u"turn"_s).toInt(), 1);
    QCOMPARE(o.value(u"groupsDue"_s).toArray(), QJsonArray({u"a-pl2"_s, u"a-pl1"_s, u"d-coy"_s, u"d-sec"_s}));
    const QJsonArray groups = o.value(u"groups"_s).toArray();
    QCOMPARE(groups.size(), 4);
    const QJsonObject section = groups.at(1).toObject();
    QCOMPARE(section.value(u"id"_s).toString(), u"d-sec"_s);
    QCOMPARE(section.value(u"role"_s).toString(), u"defender"_s);
    QCOMPARE(section.value(u"startMembers"_s).toInt(), 9);
    QCOMPARE(section.value(u"casualties"_s).toInt(), 3);
    QCOMPARE(section.value(u"effectiveMembers"_s).toInt(), 6);
    QCOMPARE(section.value(u"status"_s).toString(), u"normal"_s);
    QCOMPARE(section.value(u"conditionsDue"_s).toArray(), QJsonArray({u"c1"_s}));
    // Nine members: C1 at 3 (4c >= n), C2 at 5 (2c >= n), C3 at 7 (4c >= 3n).
    QCOMPARE(section.value(u"thresholds"_s).toObject(), QJsonObject({{u"c1"_s, 3}, {u"c2"_s, 5}, {u"c3"_s, 7}}));

    const Run played = runMoraleDesk({u"summary"_s, dataPath(u"ww1/valid/mid-game.json"_s)});
    QVERIFY2(played.exitCode == 0, (played.out + played.err).constData());
    const QJsonObject raid = parseObject(played.out);
    QCOMPARE(raid.value(u"groupsDue"_s).toArray(), QJsonArray());
    const QJsonObject raiders = raid.value(u"groups"_s).toArray().at(0).toObject();
    QCOMPARE(raiders.value(u"status"_s).toString(), u"withdrawing"_s);
    QCOMPARE(raiders.value(u"conditionsTested"_s).toArray(), QJsonArray({u"c1"_s}));
    const QJsonObject ashby = raiders.value(u"stands"_s).toArray().at(0).toObject();
    QCOMPARE(ashby.value(u"rank"_s).toString(), u"officer"_s);
    QCOMPARE(ashby.value(u"officerRank"_s).toString(), u"Lieutenant"_s);
    QCOMPARE(ashby.value(u"square"_s).toString(), u"D3"_s);
    QCOMPARE(ashby.value(u"result"_s).toString(), u"carry-on"_s);
}

// Issue 14: `--system ratio` (or its id), anywhere on the line, picks what ratio's command lines always
// ran: the output is byte for byte the same as without it.
void TestCommandLine::systemOptionKeepsRatioOutput_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QStringList>("withSystem");
    QTest::newRow("table") << QStringList{u"table"_s, u"--to"_s, u"5"_s}
                           << QStringList{u"--system"_s, u"ratio"_s, u"table"_s, u"--to"_s, u"5"_s};
    QTest::newRow("check, id after") << QStringList{u"check"_s, u"--starting"_s, u"13"_s, u"--current"_s, u"8"_s}
        << QStringList{u"check"_s, u"--starting"_s, u"13"_s, u"--current"_s, u"8"_s, u"--system=ratio-morale"_s};
    QTest::newRow("crew") << QStringList{u"crew"_s, u"--crew"_s, u"4"_s, u"--levels"_s, u"3"_s, u"--remaining"_s, u"2"_s}
        << QStringList{u"crew"_s, u"--system"_s, u"ratio"_s, u"--crew"_s, u"4"_s, u"--levels"_s, u"3"_s, u"--remaining"_s, u"2"_s};
    QTest::newRow("play") << QStringList{u"play"_s, dataPath(u"play/first-contact.json"_s), u"--do"_s, u"casualty sq1-t1"_s}
        << QStringList{u"--system"_s, u"ratio"_s, u"play"_s, dataPath(u"play/first-contact.json"_s), u"--do"_s,
                       u"casualty sq1-t1"_s};
    QTest::newRow("validate") << QStringList{u"validate"_s, dataPath(u"play/first-contact.json"_s)}
                              << QStringList{u"validate"_s, u"--system"_s, u"ratio"_s, dataPath(u"play/first-contact.json"_s)};
}

void TestCommandLine::systemOptionKeepsRatioOutput()
{
    QFETCH(QStringList, arguments);
    QFETCH(QStringList, withSystem);
    const Run plain = runMoraleDesk(arguments);
    const Run chosen = runMoraleDesk(withSystem);
    QVERIFY2(plain.exitCode == 0, plain.err.constData());
    QVERIFY(!plain.out.isEmpty());
    QCOMPARE(chosen.exitCode, plain.exitCode);
    QCOMPARE(chosen.out, plain.out);
    QCOMPARE(chosen.err, plain.err);
}

void TestCommandLine::badSystemOption_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QByteArray>("message");
    QTest::newRow("unknown system") << QStringList{u"--system"_s, u"no-such-system"_s, u"table"_s}
        << QByteArray("moraledesk: --system: no rule system is called \"no-such-system\"; this version knows ratio");
    QTest::newRow("no value") << QStringList{u"table"_s, u"--system"_s}
                              << QByteArray("moraledesk: --system needs a rule system's name");
    QTest::newRow("empty value") << QStringList{u"table"_s, u"--system="_s}
                                 << QByteArray("moraledesk: --system needs a rule system's name");
    QTest::newRow("twice") << QStringList{u"--system"_s, u"ratio"_s, u"table"_s, u"--system"_s, u"ratio"_s}
                           << QByteArray("moraledesk: --system is given more than once; it takes one value");
    QTest::newRow("for the window") << QStringList{u"--system"_s, u"ratio"_s}
                                    << QByteArray("moraledesk: --system chooses whose subcommand runs");
}

void TestCommandLine::badSystemOption()
{
    QFETCH(QStringList, arguments);
    QFETCH(QByteArray, message);
    const Run r = runMoraleDesk(arguments);
    QCOMPARE(r.status, QProcess::NormalExit);
    QCOMPARE(r.exitCode, 2);
    QVERIFY(r.out.isEmpty());
    QVERIFY2(r.err.startsWith(message), r.err.constData());
    QCOMPARE(r.err.count('\n'), 1);
}

QTEST_GUILESS_MAIN(TestCommandLine)
#include "tst_commandline.moc"
