// Issue 17: the fantasy battle file (docs/fantasy-file-format.md): the fixtures in tests/data/fantasy/battle-valid
// and battle-bad (each bad file's problems as `$.path: reason` in its .expected), defaults, the writer's bytes and
// round trips, the validator on an edited battle, ids, and the limits. The files are read straight through
// FanBattleReader::read after a QJsonDocument parse, as the envelope hands them over.

#include "FanFixtures.h"
#include "fantasy/rules/FanOptions.h"
#include "fantasy/io/FanBattleReader.h"
#include "fantasy/io/FanBattleWriter.h"
#include "fantasy/io/FanFileLimits.h"
#include "fantasy/io/FanValidator.h"

#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

#include <functional>

using namespace Qt::StringLiterals;
using namespace md;
using namespace md::test;
using namespace md::fantasy;

using BattleEdit = std::function<void(FanBattle &)>;
Q_DECLARE_METATYPE(BattleEdit)

namespace {

QByteArray readAll(const QString &fileName)
{
    QFile f(fileName);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

// What the envelope does before it hands the body over: one parse, an object at the top.
FanLoadResult readJson(const QByteArray &json)
{
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &error);
    if (error.error != QJsonParseError::NoError || !doc.isObject()) {
        FanLoadResult refused;
        refused.problems.append({u"$"_s, u"not a JSON object: "_s + error.errorString()});
        return refused;
    }
    return FanBattleReader::read(doc.object(), json);
}

FanLoadResult readBattleFile(const QString &fileName) { return readJson(readAll(fileName)); }

QString validDir() { return fanDataDir(u"battle-valid/"_s); }
QString badDir() { return fanDataDir(u"battle-bad/"_s); }

FanUnit unit(const QString &id, const QString &race, FanUnitKind kind = FanUnitKind::Regiment, int figures = 20)
{
    FanUnit u;
    u.id = id;
    u.name = id.toUpper();
    u.race = race;
    u.kind = kind;
    u.startFigures = figures;
    u.currentFigures = figures;
    return u;
}

// Two sides with a character, skeletons and their controller, a routing unit, turn 2, phase 5.
FanBattle smallBattle()
{
    FanBattle b;
    b.name = u"Edited"_s;
    b.now = {2, 5, 1};
    FanProfile p = placeholderProfile();
    p.race = u"Dwarfs"_s;
    FanProfile q = p;
    q.race = u"Goblins"_s;
    b.profiles = {p, q};
    b.sides[0].name = u"Dwarfs"_s;
    b.sides[0].units = {unit(u"d1"_s, u"Dwarfs"_s), unit(u"d-thane"_s, u"Dwarfs"_s, FanUnitKind::Character, 1)};
    b.sides[0].units[1].withUnitId = u"d1"_s;
    b.sides[1].name = u"Goblins"_s;
    b.sides[1].units = {unit(u"g1"_s, u"Goblins"_s), unit(u"g-shaman"_s, u"Goblins"_s, FanUnitKind::Character, 1),
                        unit(u"g-bones"_s, u"Goblins"_s, FanUnitKind::Skeletons, 10)};
    b.sides[1].units[2].controllerId = u"g-shaman"_s;
    FanUnit &g1 = b.sides[1].units[0];
    g1.state = FanUnitState::Routing;
    g1.currentFigures = 12;
    g1.routedAt = FanMoment{2, 3, 1};
    return b;
}

FanLogRecord logRecord(FanEvent event, const QString &unitId, const FanMoment &at = {2, 4, 1})
{
    FanLogRecord r;
    r.at = at;
    r.event = event;
    r.unitId = unitId;
    return r;
}

} // namespace

class TestFanBattleIo : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void fixtureFolders();
    void validFile_data();
    void validFile();
    void badFile_data();
    void badFile();

    void writerOutputIsStable();
    void defaultsOfOmittedKeys();
    void midGameReadsAsWritten();
    void everyFieldRoundTrips();
    void writerLeavesDefaultsOut();
    void validatorOnEditedBattle_data();
    void validatorOnEditedBattle();
    void ids_data();
    void ids();
    void problemsAreCapped();
    void oversizedArraysAreNotRead_data();
    void oversizedArraysAreNotRead();
};

void TestFanBattleIo::fixtureFolders()
{
    QVERIFY2(fanFixtures(u"battle-valid"_s).size() >= 3, "tests/data/fantasy/battle-valid needs its fixtures");
    const QStringList bad = fanFixtures(u"battle-bad"_s);
    QVERIFY2(bad.size() >= 20, "tests/data/fantasy/battle-bad needs its fixtures");
    for (const QString &name : bad) {
        const QString expected = badDir() + QFileInfo(name).completeBaseName() + u".expected"_s;
        QVERIFY2(QFileInfo::exists(expected), qPrintable(u"missing "_s + expected));
    }
}

void TestFanBattleIo::validFile_data()
{
    QTest::addColumn<QString>("fileName");
    for (const QString &name : fanFixtures(u"battle-valid"_s))
        QTest::newRow(qPrintable(name)) << validDir() + name;
}

void TestFanBattleIo::validFile()
{
    QFETCH(QString, fileName);
    const FanLoadResult first = readBattleFile(fileName);
    QVERIFY2(first.ok(), qPrintable(problemLines(first.problems).join(u'\n')));
    QVERIFY(FanValidator::validate(*first.battle).isEmpty());

    // What is written reads back equal, and writes the same bytes again.
    const QByteArray written = FanBattleWriter::toJson(*first.battle);
    const FanLoadResult second = readJson(written);
    QVERIFY2(second.ok(), qPrintable(problemLines(second.problems).join(u'\n')));
    QVERIFY(*second.battle == *first.battle);
    QCOMPARE(FanBattleWriter::toJson(*second.battle), written);
}

void TestFanBattleIo::badFile_data()
{
    QTest::addColumn<QString>("fileName");
    QTest::addColumn<QStringList>("expected");
    for (const QString &name : fanFixtures(u"battle-bad"_s)) {
        const QString base = badDir() + QFileInfo(name).completeBaseName();
        const QStringList expected = QString::fromUtf8(readAll(base + u".expected"_s)).split(u'\n', Qt::SkipEmptyParts);
        QTest::newRow(qPrintable(name)) << badDir() + name << expected;
    }
}

// One broken file per fault; each problem is named by its path and reason, a consequence never, and nothing is
// loaded.
void TestFanBattleIo::badFile()
{
    QFETCH(QString, fileName);
    QFETCH(QStringList, expected);
    QVERIFY2(!expected.isEmpty(), "the .expected file lists no problem");
    const FanLoadResult result = readBattleFile(fileName);
    QVERIFY(!result.ok());
    QVERIFY(!result.battle.has_value());
    QCOMPARE(problemLines(result.problems), expected);
}

// mid-game.json is the writer's own output: reading and writing it again gives it byte for byte.
void TestFanBattleIo::writerOutputIsStable()
{
    const QByteArray bytes = readAll(validDir() + u"mid-game.json"_s);
    QVERIFY(!bytes.isEmpty());
    const FanLoadResult read = readJson(bytes);
    QVERIFY2(read.ok(), qPrintable(problemLines(read.problems).join(u'\n')));
    QCOMPARE(FanBattleWriter::toJson(*read.battle), bytes);
    QVERIFY(bytes.startsWith("{\n    \"application\": \"MoraleDesk\",\n"));
    QVERIFY(bytes.contains("\n    \"format\": 1,\n"));
    QVERIFY(bytes.contains("\n    \"ruleSystem\": \"fantasy-morale\",\n"));
}

void TestFanBattleIo::defaultsOfOmittedKeys()
{
    const FanLoadResult minimal = readBattleFile(validDir() + u"minimal.json"_s);
    QVERIFY2(minimal.ok(), qPrintable(problemLines(minimal.problems).join(u'\n')));
    FanBattle expected;
    expected.name = u"An empty field"_s;
    QVERIFY(*minimal.battle == expected);
    QCOMPARE(minimal.battle->now, (FanMoment{1, 1, 1}));
    QVERIFY(!minimal.battle->rules.attacksSeparate);

    const FanLoadResult setUp = readBattleFile(validDir() + u"set-up.json"_s);
    QVERIFY2(setUp.ok(), qPrintable(problemLines(setUp.problems).join(u'\n')));
    const FanBattle &b = *setUp.battle;
    QCOMPARE(b.profiles.size(), 2);
    QCOMPARE(b.profiles.at(1).revision, 2);
    const FanUnit &raiders = *b.unit(u"g-raiders"_s);
    QCOMPARE(raiders.moraleClass, FanClass::B);
    QCOMPARE(raiders.kind, FanUnitKind::Regiment);
    QCOMPARE(raiders.currentFigures, raiders.startFigures); // a unit recorded before the battle lost nothing
    QCOMPARE(raiders.state, FanUnitState::Normal);
    QVERIFY(!raiders.routedAt && !raiders.pending && !raiders.movedThisTurn && !raiders.wounded);
    QCOMPARE(raiders.exemptThroughTurn, 0);
    QCOMPARE(raiders.rallyFailures, 0);
    QCOMPARE(b.unit(u"d-thane"_s)->withUnitId, u"d-guard"_s);
    QCOMPARE(b.unit(u"g-bones"_s)->controllerId, u"g-shaman"_s);
    QVERIFY(b.log.isEmpty());
}

// Both sides, the log, a pending result and a routing unit, as mid-game.json holds them.
void TestFanBattleIo::midGameReadsAsWritten()
{
    const FanLoadResult read = readBattleFile(validDir() + u"mid-game.json"_s);
    QVERIFY2(read.ok(), qPrintable(problemLines(read.problems).join(u'\n')));
    const FanBattle &b = *read.battle;
    QVERIFY(b.rules.attacksSeparate);
    QCOMPARE(b.now, (FanMoment{3, 11, 2}));
    QCOMPARE(b.sides[0].units.size(), 3);
    QCOMPARE(b.sides[1].units.size(), 5);
    const FanUnit &militia = *b.unit(u"d-militia"_s);
    QCOMPARE(militia.state, FanUnitState::Routing);
    QCOMPARE(militia.routedAt, std::optional<FanMoment>(FanMoment{3, 6, 1}));
    QVERIFY(militia.pending);
    QCOMPARE(militia.pending->result, FanResult::Rout);
    QCOMPARE(militia.pending->trigger, FanTrigger::Rally);
    QCOMPARE(militia.pending->due, (FanMoment{4, 1, 1}));
    QCOMPARE(militia.rallyFailures, 1);
    QCOMPARE(militia.currentFigures, 9);
    QVERIFY(b.unit(u"d-guard"_s)->movedThisTurn);
    QVERIFY(b.unit(u"d-thane"_s)->wounded);
    QCOMPARE(b.unit(u"g-archers"_s)->state, FanUnitState::Destroyed);
    QCOMPARE(b.unit(u"g-wolves"_s)->exemptThroughTurn, 3);

    QCOMPARE(b.log.size(), 10);
    const FanLogRecord &test = b.log.at(5);
    QCOMPARE(test.event, FanEvent::Test);
    QCOMPARE(test.lossStep, 40);
    QCOMPARE(test.modifiers, QList<FanLoggedModifier>({{u"enemy-near"_s,
                                                        u"Each free visible enemy monster or unit within 20 cm"_s, -2, 2}}));
    QCOMPARE(test.mmv, 2);
    QCOMPARE(test.die, std::optional<int>(3));
    QCOMPARE(test.result, std::optional<FanResult>(FanResult::Rout));
    const FanLogRecord &obstacle = b.log.at(6);
    QCOMPARE(obstacle.die, std::optional<int>(5));
    QVERIFY(obstacle.typed);
    QVERIFY(b.log.at(7).deferred);
    QCOMPARE(b.log.at(7).trigger, FanTrigger::PostCombat);
    QCOMPARE(b.log.constLast().event, FanEvent::Clock);
    QVERIFY(b.log.constLast().unitId.isEmpty());
    QVERIFY(!b.log.constLast().die);
}

// Every field away from its default survives a write and a read.
void TestFanBattleIo::everyFieldRoundTrips()
{
    FanBattle b = smallBattle();
    b.notes = u"Line one\nline two, \"quoted\", é ✓"_s;
    b.rules.attacksSeparate = true;
    b.now = {7, 11, 2};
    FanUnit &u = b.sides[0].units[0];
    u.moraleClass = FanClass::C;
    u.currentFigures = 0;
    u.state = FanUnitState::Destroyed;
    u.routedAt = FanMoment{6, 11, 2};
    b.sides[1].units[0].pending = FanPending{FanResult::UncontrolledAdvance, FanTrigger::UaTarget, {8, 1, 1}}; // a live unit
    u.movedThisTurn = true;
    u.exemptThroughTurn = 9;
    u.rallyFailures = 4;
    u.notes = u"gone"_s;
    b.sides[0].units[1].wounded = true;
    FanLogRecord r = logRecord(FanEvent::CarriedOut, u"d1"_s, {7, 1, 1});
    r.trigger = FanTrigger::UaTarget;
    r.listedTrigger = u"Attacked by magic"_s;
    r.profileRevision = 12;
    r.lossStep = 90;
    r.bmv = -1;
    r.modifiers = {{u"flank"_s, u"Flank"_s, -2, 1}, {u"friend-near"_s, u"Friends"_s, 3, 3}};
    r.mmv = -3;
    r.typed = true;
    r.result = FanResult::Retire;
    r.deferred = true;
    r.figures = -2;
    r.detail = u"corrected"_s;
    b.log = {r, logRecord(FanEvent::Clock, {}, {7, 11, 2})};
    QVERIFY(FanValidator::validate(b).isEmpty());

    const QByteArray written = FanBattleWriter::toJson(b);
    const FanLoadResult back = readJson(written);
    QVERIFY2(back.ok(), qPrintable(problemLines(back.problems).join(u'\n')));
    QVERIFY(*back.battle == b);
    QCOMPARE(FanBattleWriter::toJson(*back.battle), written);
}

// A unit or record at its defaults is written short; the reader restores the rest.
void TestFanBattleIo::writerLeavesDefaultsOut()
{
    const QJsonObject u = FanBattleWriter::unitObject(unit(u"d1"_s, u"Dwarfs"_s));
    QCOMPARE(u.keys(), QStringList({u"class"_s, u"id"_s, u"kind"_s, u"name"_s, u"race"_s, u"startFigures"_s,
                                    u"state"_s}));
    const QJsonObject clock = FanBattleWriter::logRecordObject(logRecord(FanEvent::Clock, {}));
    QCOMPARE(clock.keys(), QStringList({u"at"_s, u"event"_s}));
    QCOMPARE(clock.value("at"_L1).toObject().keys(), QStringList({u"half"_s, u"phase"_s, u"turn"_s}));
    // A test's numbers are written even when they are 0.
    const QJsonObject test = FanBattleWriter::logRecordObject(logRecord(FanEvent::Test, u"d1"_s));
    QCOMPARE(test.keys(), QStringList({u"at"_s, u"bmv"_s, u"event"_s, u"lossStep"_s, u"mmv"_s, u"modifiers"_s,
                                       u"profileRevision"_s, u"trigger"_s, u"unitId"_s}));
    // Every switch of the rules is written, at its value.
    const QJsonObject root = QJsonDocument::fromJson(FanBattleWriter::toJson(FanBattle())).object();
    QStringList switches;
    for (const RuleOption &o : FanOptions::all()) {
        if (o.switchable)
            switches << o.key;
    }
    QCOMPARE(root.value("rules"_L1).toObject().keys(), switches);
    QCOMPARE(root.value("sides"_L1).toArray().size(), 2);
    QVERIFY(!root.contains("notes"_L1));
}

// The editors get the same answers as the file reader: the validator works on the battle itself.
void TestFanBattleIo::validatorOnEditedBattle_data()
{
    QTest::addColumn<BattleEdit>("edit");
    QTest::addColumn<QStringList>("expected");
    const auto unitAt = [](FanBattle &b, int side, int i) -> FanUnit & { return b.sides[size_t(side)].units[i]; };
    QTest::newRow("nothing") << BattleEdit([](FanBattle &) {}) << QStringList();
    QTest::newRow("no name") << BattleEdit([](FanBattle &b) { b.name.clear(); })
                             << QStringList({u"$.name: must not be empty"_s});
    QTest::newRow("one id on both sides") << BattleEdit([=](FanBattle &b) { unitAt(b, 1, 0).id = u"d1"_s; })
                                          << QStringList({u"$.sides[1].units[0].id: duplicate id \"d1\"; already used "
                                                          "at $.sides[0].units[0]"_s});
    QTest::newRow("two sheets for one race") << BattleEdit([](FanBattle &b) { b.profiles[1].race = u"Dwarfs"_s; })
                                             << QStringList({u"$.profiles[1].race: a sheet for race \"Dwarfs\" is "
                                                             "already at $.profiles[0]"_s,
                                                             u"$.sides[1].units[0].race: no sheet in $.profiles is for "
                                                             "race \"Goblins\" (C.1)"_s,
                                                             u"$.sides[1].units[1].race: no sheet in $.profiles is for "
                                                             "race \"Goblins\" (C.1)"_s,
                                                             u"$.sides[1].units[2].race: no sheet in $.profiles is for "
                                                             "race \"Goblins\" (C.1)"_s});
    QTest::newRow("a sheet with a fault")
        << BattleEdit([](FanBattle &b) { b.profiles[0].modifiers[0].value = 21; })
        << QStringList({u"$.profiles[0].modifiers[0].value: must be a whole number between -20 and 20; found 21"_s});
    QTest::newRow("figures over the start (C-11)") << BattleEdit([=](FanBattle &b) { unitAt(b, 0, 0).currentFigures = 21; })
                                                   << QStringList({u"$.sides[0].units[0].currentFigures: must be a "
                                                                   "whole number between 0 and 20 (the unit's "
                                                                   "startFigures); found 21"_s});
    QTest::newRow("a start over the limit")
        << BattleEdit([=](FanBattle &b) { unitAt(b, 0, 0).startFigures = FanLosses::maxFigures + 1; })
        << QStringList({u"$.sides[0].units[0].startFigures: must be a whole number between 1 and 100000; found 100001"_s});
    QTest::newRow("no figures and routing (C-12)") << BattleEdit([=](FanBattle &b) { unitAt(b, 1, 0).currentFigures = 0; })
                                                   << QStringList({u"$.sides[1].units[0].state: a unit with no figures "
                                                                   "left is destroyed (C-12); found routing"_s});
    QTest::newRow("destroyed with figures left is allowed")
        << BattleEdit([=](FanBattle &b) { unitAt(b, 0, 0).state = FanUnitState::Destroyed; }) << QStringList();
    QTest::newRow("a routed unit carries its routedAt once gone")
        << BattleEdit([=](FanBattle &b) { unitAt(b, 1, 0).state = FanUnitState::Destroyed; }) << QStringList();
    QTest::newRow("routing without routedAt") << BattleEdit([=](FanBattle &b) { unitAt(b, 1, 0).routedAt.reset(); })
                                              << QStringList({u"$.sides[1].units[0].routedAt: required for a routing "
                                                              "unit: when it routed decides its first rally (C.4.2)"_s});
    QTest::newRow("a character routs with his unit (C.4.1)")
        << BattleEdit([=](FanBattle &b) {
               unitAt(b, 0, 1).state = FanUnitState::Routing;
               unitAt(b, 0, 1).routedAt = FanMoment{2, 5, 1};
           })
        << QStringList();
    QTest::newRow("routed after the clock") << BattleEdit([=](FanBattle &b) { unitAt(b, 1, 0).routedAt = FanMoment{2, 6, 1}; })
                                            << QStringList({u"$.sides[1].units[0].routedAt: turn 2, phase 6 is after "
                                                            "the battle's clock, turn 2, phase 5"_s});
    QTest::newRow("clock in phase 12") << BattleEdit([](FanBattle &b) { b.now.phase = 12; })
                                       << QStringList({u"$.clock.phase: must be a whole number between 1 and 11 (the "
                                                       "phases of a game turn); found 12"_s});
    QTest::newRow("second half of phase 5 (C.4.2)") << BattleEdit([](FanBattle &b) { b.now.half = 2; })
                                                    << QStringList({u"$.clock.half: only phase 11 has a second half "
                                                                    "(C.4.2); this is phase 5"_s});
    QTest::newRow("turn 0") << BattleEdit([](FanBattle &b) { b.now.turn = 0; })
                            << QStringList({u"$.clock.turn: must be a whole number between 1 and 100000; found 0"_s});
    QTest::newRow("a regiment for a controller (C-14)")
        << BattleEdit([=](FanBattle &b) { unitAt(b, 1, 2).controllerId = u"g1"_s; })
        << QStringList({u"$.sides[1].units[2].controllerId: \"g1\" is of kind regiment; a controller is a character of the "
                        "same side (C-14)"_s});
    QTest::newRow("the enemy's character for a controller")
        << BattleEdit([=](FanBattle &b) { unitAt(b, 1, 2).controllerId = u"d-thane"_s; })
        << QStringList({u"$.sides[1].units[2].controllerId: \"d-thane\" is a unit of the other side; a controller is "
                        "a character of the same side (C-14)"_s});
    QTest::newRow("skeletons without a controller") << BattleEdit([=](FanBattle &b) { unitAt(b, 1, 2).controllerId.clear(); })
                                                    << QStringList();
    QTest::newRow("a regiment with a controller")
        << BattleEdit([=](FanBattle &b) { unitAt(b, 1, 0).controllerId = u"g-shaman"_s; })
        << QStringList({u"$.sides[1].units[0].controllerId: only skeletons have a controller (C-14); this unit's kind "
                        "is regiment"_s});
    QTest::newRow("a character with a character")
        << BattleEdit([=](FanBattle &b) { unitAt(b, 0, 1).withUnitId = u"d-thane"_s; })
        << QStringList({u"$.sides[0].units[1].withUnitId: \"d-thane\" is a character; a character is with a unit of "
                        "his side that is no character (C.4.1)"_s});
    QTest::newRow("a character with no such unit")
        << BattleEdit([=](FanBattle &b) { unitAt(b, 0, 1).withUnitId = u"d9"_s; })
        << QStringList({u"$.sides[0].units[1].withUnitId: no unit of the battle has the id \"d9\"; a character is "
                        "with a unit of his side that is no character (C.4.1)"_s});
    QTest::newRow("a regiment with a unit")
        << BattleEdit([=](FanBattle &b) { unitAt(b, 1, 0).withUnitId = u"g-bones"_s; })
        << QStringList({u"$.sides[1].units[0].withUnitId: only a character is with a unit (C.4.1); this unit's kind "
                        "is regiment"_s});
    QTest::newRow("wounded skeletons") << BattleEdit([=](FanBattle &b) { unitAt(b, 1, 2).wounded = true; })
                                       << QStringList({u"$.sides[1].units[2].wounded: only a character is wounded "
                                                       "(C-14); this unit's kind is skeletons"_s});
    QTest::newRow("a test of a unit unknown")
        << BattleEdit([](FanBattle &b) { b.log.append(logRecord(FanEvent::Test, u"g9"_s)); })
        << QStringList({u"$.log[0].unitId: no unit of the battle has the id \"g9\""_s});
    QTest::newRow("losses of nobody") << BattleEdit([](FanBattle &b) { b.log.append(logRecord(FanEvent::Losses, {})); })
                                      << QStringList({u"$.log[0].unitId: required for a losses record: the unit it "
                                                      "happened to"_s});
    QTest::newRow("a D4 of 5 (C.3)")
        << BattleEdit([](FanBattle &b) {
               FanLogRecord r = logRecord(FanEvent::Test, u"d1"_s);
               r.die = 5;
               b.log.append(r);
           })
        << QStringList({u"$.log[0].die: must be a whole number between 1 and 4 (the D4 of a Morale Test, C.3); found 5"_s});
    QTest::newRow("a D6 of 0 (C.4.1)")
        << BattleEdit([](FanBattle &b) {
               FanLogRecord r = logRecord(FanEvent::Obstacle, u"g1"_s);
               r.die = 0;
               b.log.append(r);
           })
        << QStringList({u"$.log[0].die: must be a whole number between 1 and 6 (the D6 of a rout obstacle, C.4.1); "
                        "found 0"_s});
    QTest::newRow("a die on a reform")
        << BattleEdit([](FanBattle &b) {
               FanLogRecord r = logRecord(FanEvent::Reform, u"d1"_s);
               r.die = 2;
               b.log.append(r);
           })
        << QStringList({u"$.log[0].die: only a Morale Test or a rout obstacle rolls a die; this is a reform record"_s});
    QTest::newRow("a record after the clock")
        << BattleEdit([](FanBattle &b) { b.log.append(logRecord(FanEvent::Moved, u"d1"_s, {3, 1, 1})); })
        << QStringList({u"$.log[0].at: turn 3, phase 1 is after the battle's clock, turn 2, phase 5"_s});
    QTest::newRow("a loss step of 35")
        << BattleEdit([](FanBattle &b) {
               FanLogRecord r = logRecord(FanEvent::Test, u"d1"_s);
               r.lossStep = 35;
               b.log.append(r);
           })
        << QStringList({u"$.log[0].lossStep: must be a loss step of 0, 10, … 90 (per cent, C.3 step 1); found 35"_s});
    QTest::newRow("a clock record names nobody") << BattleEdit([](FanBattle &b) { b.log.append(logRecord(FanEvent::Clock, {})); })
                                                 << QStringList();
}

void TestFanBattleIo::validatorOnEditedBattle()
{
    QFETCH(BattleEdit, edit);
    QFETCH(QStringList, expected);
    FanBattle battle = smallBattle();
    edit(battle);
    QCOMPARE(problemLines(FanValidator::validate(battle)), expected);
    // The file reader says the same of the same battle.
    const FanLoadResult read = readJson(FanBattleWriter::toJson(battle));
    QCOMPARE(problemLines(read.problems), expected);
    QCOMPARE(read.ok(), expected.isEmpty());
}

// Ids are typed in play steps, which split on white space and on = , ; : and the quote.
void TestFanBattleIo::ids_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("expected");
    const QString separators = u"an id holds no white space and none of = , ; : \" (play steps are split on them); "
                               "found "_s;
    QTest::newRow("plain") << u"d-guard-1"_s << QString();
    QTest::newRow("accents and capitals") << u"Élite_2"_s << QString();
    QTest::newRow("empty") << QString() << u"must not be empty"_s;
    QTest::newRow("space") << u"d guard"_s << separators + u"\"d guard\""_s;
    QTest::newRow("tab") << u"d\tguard"_s << separators + u"\"d\\tguard\""_s;
    for (const QString &c : {u"="_s, u","_s, u";"_s, u":"_s})
        QTest::newRow(qPrintable(c)) << u"a"_s + c + u"b"_s << separators + u"\"a"_s + c + u"b\""_s;
    QTest::newRow("quote") << u"a\"b"_s << separators + u"\"a\\\"b\""_s;
    QTest::newRow("40 characters") << QString(40, u'x') << QString();
    QTest::newRow("41 characters") << QString(41, u'x') << u"too long: 41 characters; at most 40"_s;
}

void TestFanBattleIo::ids()
{
    QFETCH(QString, text);
    QFETCH(QString, expected);
    QCOMPARE(FanValidator::idProblem(text), expected);
}

void TestFanBattleIo::problemsAreCapped()
{
    FanBattle b = smallBattle();
    for (int i = 0; i < 150; ++i)
        b.sides[0].units.append(unit(u"x %1"_s.arg(i), u"Dwarfs"_s));
    const FanLoadResult result = readJson(FanBattleWriter::toJson(b));
    QVERIFY(!result.battle);
    QCOMPARE(result.problems.size(), FanFileLimits::maxProblems + 1);
    QCOMPARE(result.problems.constFirst().path, u"$.sides[0].units[2].id"_s);
    QCOMPARE(result.problems.constLast(), (Problem{u"$"_s, u"50 more problem(s) not listed"_s}));
}

// An array beyond its limit is refused on its length alone: its elements are not read, so they add no problem of
// their own.
void TestFanBattleIo::oversizedArraysAreNotRead_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QString>("expected");
    const auto repeated = [](const QByteArray &item, int count) {
        QByteArray list;
        for (int i = 0; i < count; ++i)
            list += (i ? "," : "") + item;
        return list;
    };
    const QByteArray head = R"({"format": 1, "ruleSystem": "fantasy-morale", "name": "Big", )";
    QTest::newRow("units of one side")
        << head + R"("sides": [{"units": [)" + repeated("{}", FanFileLimits::maxUnitsPerSide + 1) + "]}, {}]}"
        << u"$.sides[0].units: too many units: 2001; at most 2000"_s;
    QTest::newRow("profile sheets") << head + R"("sides": [{}, {}], "profiles": [)" + repeated("7", 101) + "]}"
                                    << u"$.profiles: too many profile sheets: 101; at most 100"_s;
    QTest::newRow("a record's modifiers")
        << head + R"("sides": [{}, {}], "log": [{"at": {"turn": 1, "phase": 1}, "event": "clock", "modifiers": [)"
               + repeated("{}", FanFileLimits::maxLoggedModifiers + 1) + "]}]}"
        << u"$.log[0].modifiers: too many modifiers: 101; at most 100"_s;
    QTest::newRow("sides") << head + R"("sides": [)" + repeated("{}", 3) + "]}"
                           << u"$.sides: expected exactly 2 sides, one for each army; found 3"_s;
}

void TestFanBattleIo::oversizedArraysAreNotRead()
{
    QFETCH(QByteArray, json);
    QFETCH(QString, expected);
    const FanLoadResult result = readJson(json);
    QVERIFY(!result.battle);
    QCOMPARE(problemLines(result.problems), QStringList({expected}));
}

QTEST_GUILESS_MAIN(TestFanBattleIo)
#include "tst_fan_battle_io.moc"
