// WW1 force file format 1: reading and validation (docs/ww1-file-format.md): the fixtures in tests/data/ww1/,
// each bad file's problems as `$.path: reason`, defaults, the validator on an edited force, and the sample.
// Writing, safe saving and round trips are in tst_ww1save.

#include "Ww1IoFixtures.h"
#include "ww1/Ww1System.h"
#include "ww1/model/Ww1FileLimits.h"
#include "ww1/io/Ww1Validator.h"
#include "ww1/io/Ww1Writer.h"

#include <QFileInfo>
#include <QTest>

#include <functional>

using namespace Qt::StringLiterals;
using namespace md;
using namespace md::test;
using namespace md::ww1;

using ForceEdit = std::function<void(Ww1Force &)>;
Q_DECLARE_METATYPE(ForceEdit)

class TestWw1Io : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void fixtureFolders();
    void validFile_data();
    void validFile();
    void badFile_data();
    void badFile();

    void sampleIsSetUp();
    void defaultsOfOmittedKeys();
    void conditionsAreKeptInOrder();
    void problemsAreCapped();
    void validatorOnEditedForce_data();
    void validatorOnEditedForce();
    void idsAndSquares_data();
    void idsAndSquares();
    void oversizedArraysAreNotRead_data();
    void oversizedArraysAreNotRead();
};

void TestWw1Io::fixtureFolders()
{
    QVERIFY2(ww1Fixtures(u"valid"_s).size() >= 3, "tests/data/ww1/valid needs its fixtures");
    const QStringList bad = ww1Fixtures(u"bad"_s);
    QVERIFY2(bad.size() >= 60, "tests/data/ww1/bad needs its fixtures");
    for (const QString &name : bad) {
        const QString expected = ww1DataDir(u"bad/"_s) + QFileInfo(name).completeBaseName() + u".expected"_s;
        QVERIFY2(QFileInfo::exists(expected), qPrintable(u"missing "_s + expected));
    }
}

void TestWw1Io::validFile_data()
{
    QTest::addColumn<QString>("fileName");
    for (const QString &name : ww1Fixtures(u"valid"_s))
        QTest::newRow(qPrintable(name)) << ww1DataDir(u"valid/"_s) + name;
    QTest::newRow("sample") << ww1Sample();
}

void TestWw1Io::validFile()
{
    QFETCH(QString, fileName);
    const Ww1LoadResult first = readWw1File(fileName);
    QVERIFY2(first.ok(), qPrintable(lines(first.problems).join(u'\n')));
    QVERIFY(Ww1Validator::validate(*first.force).isEmpty());

    // What is written reads back equal, and writes the same bytes again.
    const QByteArray written = Ww1Writer::toJson(*first.force);
    const Ww1LoadResult second = readWw1Json(written);
    QVERIFY2(second.ok(), qPrintable(lines(second.problems).join(u'\n')));
    QVERIFY(*second.force == *first.force);
    QCOMPARE(Ww1Writer::toJson(*second.force), written);
}

void TestWw1Io::badFile_data()
{
    QTest::addColumn<QString>("fileName");
    QTest::addColumn<QStringList>("expected");
    for (const QString &name : ww1Fixtures(u"bad"_s)) {
        const QString base = ww1DataDir(u"bad/"_s) + QFileInfo(name).completeBaseName();
        const QStringList expected = QString::fromUtf8(readAll(base + u".expected"_s)).split(u'\n', Qt::SkipEmptyParts);
        QTest::newRow(qPrintable(name)) << ww1DataDir(u"bad/"_s) + name << expected;
    }
}

// One broken file per problem; each problem is named by its path and reason, and nothing is loaded.
void TestWw1Io::badFile()
{
    QFETCH(QString, fileName);
    QFETCH(QStringList, expected);
    QVERIFY2(!expected.isEmpty(), "the .expected file lists no problem");
    const Ww1LoadResult result = readWw1File(fileName);
    QVERIFY(!result.ok());
    QVERIFY(!result.force.has_value());
    QCOMPARE(lines(result.problems), expected);
}

// The shipped sample: a British raid on a German trench, both sides' groups, stands of every rank in their
// squares, before anything has happened.
void TestWw1Io::sampleIsSetUp()
{
    const Ww1LoadResult loaded = readWw1File(ww1Sample());
    QVERIFY2(loaded.ok(), qPrintable(lines(loaded.problems).join(u'\n')));
    const Ww1Force &force = *loaded.force;
    QCOMPARE(force.turn, 1);
    QVERIFY(force.log.isEmpty());
    QVERIFY(force.rules == Ww1Rules {});
    QVERIFY(force.settings == Ww1Settings {}); // the placeholders (A.6)
    QSet<QString> sides;
    QSet<Ww1Rank> ranks;
    QSet<Ww1Role> roles;
    for (const Ww1Group &g : force.groups) {
        sides.insert(g.side);
        roles.insert(g.role);
        QCOMPARE(g.casualties, 0);
        QVERIFY(g.conditionsTested.isEmpty());
        QCOMPARE(g.status, Ww1GroupStatus::Normal);
        QVERIFY(!g.stands.isEmpty());
        for (const Ww1Stand &s : g.stands) {
            ranks.insert(s.rank);
            QVERIFY2(!s.square.isEmpty(), qPrintable(s.id));
            QCOMPARE(s.result, Ww1Result::None);
            QVERIFY(!s.testedUnderFire && !s.testedHandToHand && !s.testedEnterPosition);
            QCOMPARE(s.officerRank.isEmpty(), s.rank != Ww1Rank::Officer);
        }
    }
    QCOMPARE(sides, QSet<QString>({u"British"_s, u"German"_s}));
    QCOMPARE(roles, QSet<Ww1Role>({Ww1Role::Attacker, Ww1Role::Defender}));
    QCOMPARE(ranks, QSet<Ww1Rank>({Ww1Rank::Officer, Ww1Rank::Nco, Ww1Rank::Other}));
    // Several stands share a square: the individual roll is one per square (A.3.3).
    QVERIFY(force.standsIn(u"D3"_s).size() >= 2);

    const EnvelopeResult opened = FileEnvelope::readFile(ww1Sample(), ruleSystems());
    QCOMPARE(opened.system->validLine(u"raid.json"_s, *opened.state),
             u"raid.json: valid WW1 force \"Trench raid at Bois Grenier\" (4 group(s), 15 stand(s))"_s);
}

void TestWw1Io::defaultsOfOmittedKeys()
{
    const Ww1LoadResult result = readWw1File(ww1DataDir(u"valid/minimal.json"_s));
    QVERIFY2(result.ok(), qPrintable(lines(result.problems).join(u'\n')));
    const Ww1Force &force = *result.force;
    QCOMPARE(force.turn, 1);
    QVERIFY(force.notes.isEmpty());
    QVERIFY(force.rules == Ww1Rules {});
    // A.6: the spec's placeholders stand in until the players enter their own.
    QCOMPARE(force.settings.smallArmsProximitySquares, 2);
    QCOMPARE(force.settings.tacticalMoveSquares, 2);
    QCOMPARE(force.settings.severities, Ww1Settings::placeholderSeverities());
    QCOMPARE(force.settings.officerRanks, Ww1Settings::placeholderOfficerRanks());
    QCOMPARE(force.groups.size(), 1);
    const Ww1Group &g = force.groups.constFirst();
    QCOMPARE(g.kind, Ww1GroupKind::Platoon);
    QCOMPARE(g.role, Ww1Role::Attacker);
    QCOMPARE(g.startMembers, 8);
    QCOMPARE(g.casualties, 0);
    QCOMPARE(g.status, Ww1GroupStatus::Normal);
    QVERIFY(g.stands.isEmpty());

    // A stand with only its id is an other rank, off the table, untested.
    const Ww1LoadResult stand = readWw1Json(R"({"format": 1, "ruleSystem": "ww1-morale", "name": "S",
        "groups": [{"id": "g", "name": "G", "startMembers": 4, "stands": [{"id": "s"}]}]})");
    QVERIFY2(stand.ok(), qPrintable(lines(stand.problems).join(u'\n')));
    QVERIFY(stand.force->groups.at(0).stands.at(0) == ww1Stand(u"s"_s, QString(), Ww1Rank::Other, QString()));
}

// A.2.1 rule 1: a group's tested conditions are a set, kept and written in the order C1, C2, C3.
void TestWw1Io::conditionsAreKeptInOrder()
{
    const Ww1LoadResult result = readWw1Json(R"({"format": 1, "ruleSystem": "ww1-morale", "name": "S",
        "groups": [{"id": "g", "name": "G", "startMembers": 4, "casualties": 3, "conditionsTested": ["c2", "c1"]}]})");
    QVERIFY2(result.ok(), qPrintable(lines(result.problems).join(u'\n')));
    QCOMPARE(result.force->groups.at(0).conditionsTested, QList<Ww1Condition>({Ww1Condition::C1, Ww1Condition::C2}));
    QVERIFY(Ww1Writer::toJson(*result.force).contains("\"conditionsTested\": [\n                \"c1\",\n                \"c2\"\n"));
}

void TestWw1Io::problemsAreCapped()
{
    const Ww1LoadResult result = readWw1File(ww1DataDir(u"bad/problems-capped.json"_s));
    QCOMPARE(result.problems.size(), Ww1FileLimits::maxProblems + 1);
    QCOMPARE(result.problems.constLast().path, u"$"_s);
    QVERIFY(result.problems.constLast().reason.contains(u"not listed"_s));
}

// The editors get the same answers as the file reader: the validator works on the force itself.
void TestWw1Io::validatorOnEditedForce_data()
{
    QTest::addColumn<ForceEdit>("edit");
    QTest::addColumn<QStringList>("expected");
    QTest::newRow("nothing") << ForceEdit([](Ww1Force &) {}) << QStringList();
    QTest::newRow("no name") << ForceEdit([](Ww1Force &f) { f.name.clear(); })
                             << QStringList({u"$.name: must not be empty"_s});
    QTest::newRow("turn 0") << ForceEdit([](Ww1Force &f) { f.turn = 0; })
                            << QStringList({u"$.turn: must be a whole number between 1 and 100000; found 0"_s});
    QTest::newRow("casualties over the start (A-3)")
        << ForceEdit([](Ww1Force &f) { f.groups[1].casualties = 9; })
        << QStringList({u"$.groups[1].casualties: must be a whole number between 0 and 8 (the group's startMembers); "
                        "found 9"_s});
    QTest::newRow("a stand's id taken by a group")
        << ForceEdit([](Ww1Force &f) { f.groups[1].stands[0].id = u"pl"_s; })
        << QStringList({u"$.groups[1].stands[0].id: duplicate id \"pl\"; already used at $.groups[0]"_s});
    QTest::newRow("officer rank of an NCO (IM1)")
        << ForceEdit([](Ww1Force &f) { f.groups[0].stands[1].officerRank = u"Captain"_s; })
        << QStringList({u"$.groups[0].stands[1].officerRank: only an officer has an officer rank; this stand's rank "
                        "is nco"_s});
    QTest::newRow("seniority list without the officer's rank (A.6)")
        << ForceEdit([](Ww1Force &f) { f.settings.officerRanks = {u"Major"_s}; })
        << QStringList({u"$.groups[0].stands[0].officerRank: unknown officer rank \"Lieutenant\"; expected one of "
                        "Major ($.settings.officerRanks)"_s});
    QTest::newRow("no severities (A.6)")
        << ForceEdit([](Ww1Force &f) { f.settings.severities.clear(); })
        << QStringList({u"$.settings.severities: needs at least one severity: casualties count for morale by theirs "
                        "(A.6, IM3, IM4)"_s});
    QTest::newRow("proximity 0 squares (A-8)")
        << ForceEdit([](Ww1Force &f) { f.settings.smallArmsProximitySquares = 0; })
        << QStringList({u"$.settings.smallArmsProximitySquares: must be a whole number between 1 and 50; found 0"_s});
    QTest::newRow("a record of an unknown group")
        << ForceEdit([](Ww1Force &f) {
               Ww1LogRecord r;
               r.groupId = u"gone"_s;
               r.count = 1;
               f.log.append(r);
           })
        << QStringList({u"$.log[0].group: unknown group \"gone\"; no group has this id"_s});
    QTest::newRow("a group test that should have failed (A.3.1)")
        << ForceEdit([](Ww1Force &f) {
               Ww1LogRecord r;
               r.event = Ww1LogEvent::GroupTest;
               r.groupId = u"zug"_s;
               r.conditions = {Ww1Condition::C1, Ww1Condition::C2};
               r.roll = 7;
               r.modifier = -2;
               r.passed = true;
               f.log.append(r);
           })
        << QStringList({u"$.log[0].passed: must be false: a roll of 7 at -2 makes 5, and a group carries on at 6 or "
                        "more (A.3.1); found true"_s});
    QTest::newRow("an individual result off the band (A.3.3, A-9)")
        << ForceEdit([](Ww1Force &f) {
               Ww1LogRecord r;
               r.event = Ww1LogEvent::IndividualTest;
               r.groupId = u"pl"_s;
               r.standId = u"sgt"_s;
               r.square = u"B2"_s;
               r.roll = 2;
               r.modifier = -2;
               r.result = Ww1Result::Surrendered;
               f.log.append(r);
           })
        << QStringList({u"$.log[0].result: must be duck-back: a roll of 2 with a net modifier of -2 makes 0 (A.3.3); "
                        "found surrendered"_s});
}

void TestWw1Io::validatorOnEditedForce()
{
    QFETCH(ForceEdit, edit);
    QFETCH(QStringList, expected);
    Ww1Force force = smallWw1Force();
    edit(force);
    QCOMPARE(lines(Ww1Validator::validate(force)), expected);
    // The file reader says the same of the same force.
    const Ww1LoadResult read = readWw1Json(Ww1Writer::toJson(force));
    QCOMPARE(lines(read.problems), expected);
}

// Ids and squares are typed in play steps ("test B2 under-fire sgt:fire 7"), which split on spaces, ':', ','
// and '='.
void TestWw1Io::idsAndSquares_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<bool>("idOk");
    QTest::addColumn<bool>("squareOk");
    QTest::newRow("plain") << u"lt-ashby"_s << true << true;
    QTest::newRow("grid square") << u"C4"_s << true << true;
    QTest::newRow("accents") << u"Gefreiter-Müller"_s << true << true;
    QTest::newRow("empty") << QString() << false << true; // a stand off the table has no square
    QTest::newRow("space") << u"sgt hale"_s << false << false;
    QTest::newRow("tab") << u"a\tb"_s << false << false;
    QTest::newRow("colon") << u"a:b"_s << false << false;
    QTest::newRow("comma") << u"a,b"_s << false << false;
    QTest::newRow("equals") << u"a=b"_s << false << false;
    QTest::newRow("20 characters") << QString(20, u'x') << true << true;
    QTest::newRow("21 characters") << QString(21, u'x') << true << false;
    QTest::newRow("201 characters") << QString(201, u'x') << false << false;
}

void TestWw1Io::idsAndSquares()
{
    QFETCH(QString, text);
    QFETCH(bool, idOk);
    QFETCH(bool, squareOk);
    QCOMPARE(Ww1Validator::idProblem(text).isEmpty(), idOk);
    QCOMPARE(Ww1Validator::squareProblem(text).isEmpty(), squareOk);
}

// An array beyond its limit is refused on its length alone (docs/ww1-file-format.md, Limits): its elements are
// not read, so they add no problem of their own.
void TestWw1Io::oversizedArraysAreNotRead_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QString>("expected");
    const auto repeated = [](const QByteArray &item, int count) {
        QByteArray list;
        for (int i = 0; i < count; ++i)
            list += (i ? "," : "") + item;
        return list;
    };
    const QByteArray head = R"({"format": 1, "ruleSystem": "ww1-morale", "name": "Big", )";
    QTest::newRow("stands in one group")
        << head + R"("groups": [{"id": "g", "name": "G", "startMembers": 8, "stands": [)" + repeated("{}", 1001) + "]}]}"
        << u"$.groups[0].stands: too many stands in one group: 1001; at most 1000"_s;
    QByteArray groups;
    for (int i = 0; i < 6; ++i)
        groups += (i ? "," : "") + QByteArray(R"({"id": "g)") + QByteArray::number(i)
            + R"(", "name": "G", "startMembers": 8, "stands": [)" + repeated("{}", 1000) + "]}";
    QTest::newRow("stands in all groups") << head + R"("groups": [)" + groups + "]}"
                                          << u"$.groups: too many stands in all groups: 6000; at most 5000"_s;
    QTest::newRow("log records") << head + R"("groups": [], "log": [)" + repeated("{}", 500001) + "]}"
                                 << u"$.log: too many log records: 500001; at most 500000"_s;
    QTest::newRow("severities") << head + R"("groups": [], "settings": {"severities": [)" + repeated("{}", 21) + "]}}"
                                << u"$.settings.severities: too many severities: 21; at most 20"_s;
    QTest::newRow("officer ranks") << head + R"("groups": [], "settings": {"officerRanks": [)" + repeated("1", 21) + "]}}"
                                   << u"$.settings.officerRanks: too many officer ranks: 21; at most 20"_s;
}

void TestWw1Io::oversizedArraysAreNotRead()
{
    QFETCH(QByteArray, json);
    QFETCH(QString, expected);
    const Ww1LoadResult result = readWw1Json(json);
    QVERIFY(!result.force);
    QCOMPARE(lines(result.problems), QStringList({expected}));
}

QTEST_GUILESS_MAIN(TestWw1Io)
#include "tst_ww1io.moc"
