// Race Profile Sheets (Part C.6, issue 17): the sharing format read as a stranger's file, each fault of
// tests/data/fantasy/bad/ as `$.path: reason`, the Morale Results' gaps, overlaps and open ends (C.3 step 5),
// empty tables refused by the resolver (C.6), and a sheet written and read back equal.

#include "FanFixtures.h"
#include "fantasy/rules/FanOptions.h"
#include "fantasy/io/FanProfileWriter.h"
#include "fantasy/rules/FanProfileCheck.h"

#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>

Q_DECLARE_METATYPE(md::fantasy::FanResultBand)

using namespace md;
using namespace md::test;

class TestFanProfile : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void fixtureFolders();
    void validFile_data();
    void validFile();
    void badFile_data();
    void badFile();
    void resultBands_data();
    void resultBands();
    void emptyTablesRefuseATest();
    void writtenAndReadBackEqual();
    void embeddedCopyNamesItsPlace();
    void hostileFileChangesNothing();
    void optionsAreListed();
};

void TestFanProfile::fixtureFolders()
{
    QVERIFY(fanFixtures(u"valid"_s).size() >= 2);
    const QStringList bad = fanFixtures(u"bad"_s);
    QVERIFY(bad.size() >= 20);
    for (const QString &name : bad)
        QVERIFY2(QFileInfo::exists(fanDataDir(u"bad/"_s) + QFileInfo(name).completeBaseName() + u".expected"_s),
                 qPrintable(name));
}

void TestFanProfile::validFile_data()
{
    QTest::addColumn<QString>("fileName");
    for (const QString &name : fanFixtures(u"valid"_s))
        QTest::newRow(qPrintable(name)) << fanDataDir(u"valid/"_s) + name;
}

void TestFanProfile::validFile()
{
    QFETCH(QString, fileName);
    const FanProfileReadResult r = FanProfileReader::readFile(fileName);
    QCOMPARE(problemLines(r.problems), QStringList());
    QVERIFY(r.profile);
}

void TestFanProfile::badFile_data()
{
    QTest::addColumn<QString>("fileName");
    QTest::addColumn<QStringList>("expected");
    for (const QString &name : fanFixtures(u"bad"_s)) {
        QFile f(fanDataDir(u"bad/"_s) + QFileInfo(name).completeBaseName() + u".expected"_s);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QTest::newRow(qPrintable(name)) << fanDataDir(u"bad/"_s) + name
                                        << QString::fromUtf8(f.readAll()).split(u'\n', Qt::SkipEmptyParts);
    }
}

void TestFanProfile::badFile()
{
    QFETCH(QString, fileName);
    QFETCH(QStringList, expected);
    const FanProfileReadResult r = FanProfileReader::readFile(fileName);
    QVERIFY(!r.profile);
    QCOMPARE(problemLines(r.problems), expected);
}

// C.3 step 5: every integer FMV in exactly one band; the message says which FMVs.
void TestFanProfile::resultBands_data()
{
    QTest::addColumn<QList<FanResultBand>>("bands");
    QTest::addColumn<QStringList>("expected");
    using R = FanResult;
    const auto band = [](std::optional<int> min, std::optional<int> max, R r) { return FanResultBand{min, max, r}; };
    QTest::newRow("placeholder B, whole")
        << QList{band({}, 6, R::Rout), band(7, 8, R::Retire), band(9, 12, R::CarryOn), band(13, {}, R::UncontrolledAdvance)}
        << QStringList();
    QTest::newRow("any order in the file")
        << QList{band(13, {}, R::UncontrolledAdvance), band({}, 6, R::Rout), band(9, 12, R::CarryOn), band(7, 8, R::Retire)}
        << QStringList();
    QTest::newRow("UA at the bottom (C-2: the order is data)")
        << QList{band({}, 0, R::UncontrolledAdvance), band(1, 6, R::Rout), band(7, {}, R::CarryOn)} << QStringList();
    QTest::newRow("one band for everything") << QList{band({}, {}, R::CarryOn)} << QStringList();
    QTest::newRow("gap of two")
        << QList{band({}, 6, R::Rout), band(9, {}, R::CarryOn)}
        << QStringList{u"$.r[1]: gap after the range 6 or less (Rout): no result for FMV 7–8"_s};
    QTest::newRow("overlap of three")
        << QList{band({}, 6, R::Rout), band(4, 10, R::Retire), band(11, {}, R::CarryOn)}
        << QStringList{u"$.r[1]: overlaps the range 6 or less (Rout): FMV 4–6 falls in both"_s};
    QTest::newRow("two open tops")
        << QList{band({}, 6, R::Rout), band(7, {}, R::CarryOn), band(9, {}, R::UncontrolledAdvance)}
        << QStringList{u"$.r[2]: overlaps the range 7 or more (Carry On): FMV 9 or more falls in both"_s};
    QTest::newRow("two open bottoms")
        << QList{band({}, 6, R::Rout), band({}, 3, R::Retire), band(7, {}, R::CarryOn)}
        << QStringList{u"$.r[1]: a second range open downwards: FMV 3 or less falls in both Rout and Retire"_s};
    QTest::newRow("two open bottoms, the wider second")
        << QList{band({}, 3, R::Rout), band({}, 6, R::Retire), band(7, {}, R::CarryOn)}
        << QStringList{u"$.r[1]: a second range open downwards: FMV 3 or less falls in both Rout and Retire"_s};
    QTest::newRow("closed at both ends")
        << QList{band(0, 6, R::Rout), band(7, 9, R::CarryOn)}
        << QStringList{u"$.r: no result for an FMV below 0: the lowest range needs no min (open downwards)"_s,
                       u"$.r: no result for an FMV above 9: the highest range needs no max (open upwards)"_s};
    QTest::newRow("end out of range")
        << QList{band({}, 100, R::Rout), band(101, {}, R::CarryOn)}
        << QStringList{u"$.r[0].max: must be a whole number between -99 and 99; found 100"_s,
                       u"$.r[1].min: must be a whole number between -99 and 99; found 101"_s};
    QTest::newRow("empty is no fault of the sheet") << QList<FanResultBand>() << QStringList();
}

void TestFanProfile::resultBands()
{
    QFETCH(QList<FanResultBand>, bands);
    QFETCH(QStringList, expected);
    QCOMPARE(problemLines(FanProfileCheck::resultBands(bands, u"$.r"_s)), expected);
}

// C.6: "the resolver must refuse to resolve a test while a needed table is empty" and say which.
void TestFanProfile::emptyTablesRefuseATest()
{
    const FanProfileReadResult r = FanProfileReader::readFile(fanDataDir(u"valid/half-entered.json"_s));
    QVERIFY(r.profile);
    FanProfile p = *r.profile;
    p.whenToTest << u"Shot at"_s;
    FanTestInput in;
    in.moraleClass = FanClass::B;
    in.startFigures = 10;
    in.currentFigures = 9;
    in.listedTrigger = u"Shot at"_s;
    QCOMPARE(FanTest::assess(p, in).refusals,
             QStringList{u"the Morale Results table has no ranges for Class B"_s});
    in.moraleClass = FanClass::A;
    p.classNames[0] = u"Guards"_s;
    QCOMPARE(FanTest::assess(p, in).refusals,
             QStringList({u"the Basic Morale Values Chart has no row for Class A (Guards)"_s,
                          u"the Morale Results table has no ranges for Class A (Guards)"_s}));
    // A table with a gap is as good as empty for a test, and the refusal says where the gap is.
    p.results[1] = {{{}, 6, FanResult::Rout}, {8, {}, FanResult::CarryOn}};
    in.moraleClass = FanClass::B;
    QCOMPARE(FanTest::assess(p, in).refusals,
             QStringList{u"the Profile Sheet has a fault: $.results.B[1]: gap after the range 6 or less (Rout): no result for FMV 7"_s});
    QCOMPARE(FanProfileCheck::missingForTest(p, FanClass::B),
             QStringList{u"the Morale Results of Class B have a gap or an overlap"_s});
    // Filled in, it tests.
    p.results[1] = {{{}, 6, FanResult::Rout}, {7, {}, FanResult::CarryOn}};
    QVERIFY(FanTest::assess(p, in).tests());
}

void TestFanProfile::writtenAndReadBackEqual()
{
    FanProfile p = placeholderProfile();
    p.modifiers.append({u"terror"_s, u"Sees a dragon"_s, -1, true, 2, FanModifierRole::Custom});
    p.revision = 7;
    const QByteArray json = FanProfileWriter::toJson(p);
    const FanProfileReadResult back = FanProfileReader::fromJson(json);
    QCOMPARE(problemLines(back.problems), QStringList());
    QVERIFY(back.profile == p);
    QCOMPARE(FanProfileWriter::toJson(*back.profile), json);
}

// An army file keeps a copy of each sheet it was played with: problems name the copy's place.
void TestFanProfile::embeddedCopyNamesItsPlace()
{
    FanProfile p = placeholderProfile();
    p.results[2].removeAt(1);
    const FanProfileReadResult r = FanProfileReader::fromObject(FanProfileWriter::toObject(p), u"$.profiles[0]"_s);
    QCOMPARE(problemLines(r.problems),
             QStringList{u"$.profiles[0].results.C[1]: gap after the range 7 or less (Rout): no result for FMV 8–9"_s});
}

// An imported sheet from a stranger: refused whole, the file itself untouched.
void TestFanProfile::hostileFileChangesNothing()
{
    QTemporaryDir dir;
    const QString name = dir.filePath(u"hostile.json"_s);
    const QByteArray bytes = "{\"raceProfileFormat\": 1, \"race\": \"X\", \"bmv\": {\"A\": [1e999]},"
                             " \"modifiers\": [{\"id\": \"a\", \"label\": \"\\u0000\", \"value\": 1}]}";
    {
        QFile f(name);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(bytes);
    }
    const FanProfileReadResult r = FanProfileReader::readFile(name);
    QVERIFY(!r.profile);
    QVERIFY(!r.problems.isEmpty());
    for (const Problem &p : r.problems)
        QVERIFY2(p.path.startsWith(u"$"_s), qPrintable(p.toString()));
    QFile f(name);
    QVERIFY(f.open(QIODevice::ReadOnly));
    QCOMPARE(f.readAll(), bytes);
    // Beyond the size limit nothing is parsed.
    const FanProfileReadResult big = FanProfileReader::fromJson(QByteArray(FanProfileReader::maxFileBytes + 1, ' '));
    QCOMPARE(big.problems.size(), 1);
    QVERIFY(big.problems.first().reason.startsWith(u"too large"_s));
}

// Every Interpretation of Part C is visible; the one with an alternative is a switch (C.3).
void TestFanProfile::optionsAreListed()
{
    const QList<RuleOption> options = FanOptions::all();
    QStringList rules;
    for (const RuleOption &o : options)
        rules << o.rule;
    for (int i = 1; i <= 15; ++i)
        QVERIFY2(rules.contains(u"C-%1"_s.arg(i)), qPrintable(u"C-%1"_s.arg(i)));
    QCOMPARE(options.first().key, u"attacks-separate"_s);
    QVERIFY(options.first().switchable);
    QCOMPARE(options.first().defaultValue, false);
    FanRules r;
    QVERIFY(FanOptions::set(r, u"attacks-separate"_s, true));
    QVERIFY(FanOptions::value(r, u"attacks-separate"_s));
    QVERIFY(!FanOptions::set(r, u"no-such"_s, true));
}

QTEST_GUILESS_MAIN(TestFanProfile)
#include "tst_fan_profile.moc"
