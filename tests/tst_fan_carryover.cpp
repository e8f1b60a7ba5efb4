// The fantasy campaign's carry-over (core/fantasy/campaign/FanCarryOver, issue 17), with no database: a side's
// army for its next battle by the program's reading (Part C has no campaign rule), what a battle did to each
// unit, a side's part of a battle and the battle as it began, worked back from its log. The battle is played
// through the engine's verbs with the PLACEHOLDER sheet of C.6 (tests/FanCampaignFixture.h).
#include "FanCampaignFixture.h"

#include "fantasy/campaign/FanCarryOver.h"
#include "fantasy/io/FanValidator.h"

#include <QTest>

#include <algorithm>

using namespace md;
using namespace md::test;
using namespace md::test::fan;
using namespace md::fantasy;
using namespace Qt::StringLiterals;

namespace md::fantasy {
inline char *toString(FanUnitState v) { return qstrdup(qPrintable(enumKey(v))); }
} // namespace md::fantasy

class TestFanCarryOver : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void whatTheBattleDidToEachUnit();
    void aSidesPartOfTheBattle();
    void carryOverOfASide();
    void carryOverEdges();
    void entrySnapshotWorksBack();

private:
    FanBattle m_battle;
    QString m_dwarfRace;
};

void TestFanCarryOver::initTestCase()
{
    m_battle = playedBattle();
    m_dwarfRace = placeholderProfile().race;
    QCOMPARE(problemLines(FanValidator::validate(m_battle)), QStringList());
    // What the fixture played: the states each way of leaving a battle leaves.
    QCOMPARE(m_battle.now, (FanMoment{2, 3, 1}));
    QCOMPARE(m_battle.unit(u"hearth"_s)->currentFigures, 17);
    QCOMPARE(m_battle.unit(u"miners"_s)->state, FanUnitState::Destroyed);
    QCOMPARE(m_battle.unit(u"rangers"_s)->state, FanUnitState::Destroyed);
    QCOMPARE(m_battle.unit(u"rangers"_s)->currentFigures, 12);
    QCOMPARE(m_battle.unit(u"bones"_s)->state, FanUnitState::Destroyed);
    QCOMPARE(m_battle.unit(u"guards"_s)->state, FanUnitState::Routing);
    QCOMPARE(m_battle.unit(u"guards"_s)->rallyFailures, 1);
    QVERIFY(m_battle.unit(u"thane"_s)->wounded);
}

void TestFanCarryOver::whatTheBattleDidToEachUnit()
{
    const FanSideResult dwarfs = FanCarryOver::result(m_battle, 0);
    QCOMPARE(dwarfs.side, u"Dwarfs"_s);
    QCOMPARE(dwarfs.index, 0);
    QCOMPARE(dwarfs.turns, 2);
    QStringList rows;
    for (const FanUnitResult &u : dwarfs.units)
        rows.append(u"%1 %2/%3 %4 tests=%5 routs=%6 rallies=%7%8"_s.arg(u.unitId).arg(u.endFigures).arg(u.startFigures)
                        .arg(enumKey(u.endState)).arg(u.tests).arg(u.routs).arg(u.rallyFailures)
                        .arg(u.wounded ? u" wounded"_s : QString()));
    QCOMPARE(rows, (QStringList{u"hearth 17/20 normal tests=1 routs=0 rallies=0"_s, u"miners 0/10 destroyed tests=0 routs=0 rallies=0"_s,
                                u"thane 1/1 normal tests=0 routs=0 rallies=0 wounded"_s,
                                u"runesmith 0/1 destroyed tests=0 routs=0 rallies=0"_s,
                                u"bones 12/12 destroyed tests=0 routs=0 rallies=0"_s,
                                u"rangers 12/12 destroyed tests=1 routs=1 rallies=0"_s,
                                // The failed rally is a test and a rally failure, no second rout.
                                u"guards 16/16 routing tests=2 routs=1 rallies=1"_s}));
    QCOMPARE(dwarfs.figuresLost(), 14);
    QCOMPARE(dwarfs.count(FanUnitState::Destroyed), 4);
    const FanSideResult goblins = FanCarryOver::result(m_battle, 1);
    QCOMPARE(goblins.figuresLost(), 5);
    QCOMPARE(goblins.tests(), 1);
    QCOMPARE(FanCarryOver::playedTurns(m_battle), 2);
    QCOMPARE(FanCarryOver::profilesText(m_battle.profiles), u"%1 r1; Test goblins r3"_s.arg(m_dwarfRace));
}

void TestFanCarryOver::aSidesPartOfTheBattle()
{
    const FanBattle part = FanCarryOver::sideBattle(m_battle, 1);
    QCOMPARE(part.sides[1], m_battle.sides[1]);
    QCOMPARE(part.sides[0].name, u"Dwarfs"_s);
    QVERIFY(part.sides[0].units.isEmpty());
    QCOMPARE(part.profiles, QList<FanProfile>{goblinProfile()});
    QCOMPARE(part.now, m_battle.now);
    // Its own records and the clock's, in their order.
    QList<FanLogRecord> expected;
    std::copy_if(m_battle.log.cbegin(), m_battle.log.cend(), std::back_inserter(expected), [](const FanLogRecord &r) {
        return r.unitId.isEmpty() || r.unitId == u"wolves"_s || r.unitId == u"spider"_s;
    });
    QCOMPARE(part.log, expected);
    QVERIFY(part.log.size() > 2);
    QVERIFY(part.log.size() < m_battle.log.size());
    QCOMPARE(problemLines(FanValidator::validate(part)), QStringList());
    QCOMPARE(problemLines(FanValidator::validate(FanCarryOver::sideBattle(m_battle, 0))), QStringList());
}

void TestFanCarryOver::carryOverOfASide()
{
    const FanNextBattle next = FanCarryOver::nextBattle(m_battle, 0);
    const FanBattle &b = next.battle;
    QCOMPARE(next.side, u"Dwarfs"_s);
    QCOMPARE(next.sideIndex, 0);
    QCOMPARE(b.now, FanMoment{});
    QVERIFY(b.log.isEmpty());
    QCOMPARE(b.name, u"Skirmish at the ford, next battle"_s);
    QCOMPARE(b.rules, m_battle.rules);
    // The other side is empty, for the players to fill.
    QCOMPARE(b.sides[1].name, u"The enemy"_s);
    QVERIFY(b.sides[1].units.isEmpty());
    QCOMPARE(b.sides[0].name, u"Dwarfs"_s);
    QStringList ids;
    for (const FanUnit &u : b.sides[0].units)
        ids.append(u.id);
    QCOMPARE(ids, (QStringList{u"hearth"_s, u"thane"_s, u"guards"_s}));
    // The figures it ended with are its new recorded start.
    QCOMPARE(b.unit(u"hearth"_s)->startFigures, 17);
    QCOMPARE(b.unit(u"hearth"_s)->currentFigures, 17);
    QCOMPARE(b.unit(u"guards"_s)->startFigures, 16);
    // Normal, nothing pending, no rout time, no rally failures, no spell.
    const FanUnit &guards = *b.unit(u"guards"_s);
    QCOMPARE(guards.state, FanUnitState::Normal);
    QVERIFY(!guards.pending);
    QVERIFY(!guards.routedAt);
    QCOMPARE(guards.rallyFailures, 0);
    QCOMPARE(guards.exemptThroughTurn, 0);
    // The Thane keeps his wound and stays with the Hearth guard.
    QVERIFY(b.unit(u"thane"_s)->wounded);
    QCOMPARE(b.unit(u"thane"_s)->withUnitId, u"hearth"_s);
    // The sheets its units use, with their revisions; not the Goblins' sheet.
    QCOMPARE(b.profiles.size(), 1);
    QCOMPARE(b.profiles.at(0), placeholderProfile());
    QCOMPARE(next.profiles, QStringList{u"%1 revision 1"_s.arg(m_dwarfRace)});
    QCOMPARE(next.carried, (QStringList{u"Hearth guard (17 figure(s))"_s, u"Thane (1 figure(s))"_s, u"Guards (16 figure(s))"_s}));
    QCOMPARE(next.gone, (QStringList{u"Miners (destroyed)"_s, u"Runesmith (killed)"_s, u"Bones (their controller is gone)"_s,
                                     u"Rangers (routed off the table)"_s}));
    QCOMPARE(next.wounded, QStringList{u"Thane"_s});
    QVERIFY2(next.status.startsWith(u"Dwarfs for its next battle. Carried over: Hearth guard (17 figure(s)), Thane (1 figure(s)), "
                                    "Guards (16 figure(s)). Gone: Miners (destroyed), "_s),
             qPrintable(next.status));
    QVERIFY2(next.status.contains(u"Still wounded: Thane."_s), qPrintable(next.status));
    QVERIFY(next.status.endsWith(FanCarryOver::reading()));
    QVERIFY(next.reading.contains(u"MoraleDesk's reading"_s));
    // The battle is a valid file.
    QCOMPARE(problemLines(FanValidator::validate(b)), QStringList());

    // The second side keeps its place in the file.
    const FanNextBattle goblins = FanCarryOver::nextBattle(m_battle, 1);
    QCOMPARE(goblins.sideIndex, 1);
    QCOMPARE(goblins.battle.sides[0].name, u"The enemy"_s);
    QVERIFY(goblins.battle.sides[0].units.isEmpty());
    QCOMPARE(goblins.battle.sides[1].units.size(), 2);
    QCOMPARE(goblins.battle.unit(u"wolves"_s)->startFigures, 15);
    QCOMPARE(goblins.battle.profiles, QList<FanProfile>{goblinProfile()});
    QVERIFY(goblins.gone.isEmpty());
    QCOMPARE(problemLines(FanValidator::validate(goblins.battle)), QStringList());
}

// What the engine never leaves but a file may hold: skeletons whose controller went without them, a character
// whose unit is gone, a Retiring unit with a spell on it.
void TestFanCarryOver::carryOverEdges()
{
    const QString race = m_dwarfRace;
    FanBattle b;
    b.name = u"Edges"_s;
    b.profiles = {placeholderProfile()};
    b.sides[0].name = u"Ours"_s;
    b.sides[0].units = {makeUnit(u"lich"_s, u"Lich"_s, race, FanClass::A, 1, FanUnitKind::Character),
                        makeUnit(u"dead"_s, u"Dead"_s, race, FanClass::C, 10, FanUnitKind::Skeletons),
                        makeUnit(u"seer"_s, u"Seer"_s, race, FanClass::A, 1, FanUnitKind::Character),
                        makeUnit(u"husks"_s, u"Husks"_s, race, FanClass::C, 8, FanUnitKind::Skeletons),
                        makeUnit(u"band"_s, u"Band"_s, race, FanClass::B, 10),
                        makeUnit(u"herald"_s, u"Herald"_s, race, FanClass::A, 1, FanUnitKind::Character),
                        makeUnit(u"spears"_s, u"Spears"_s, race, FanClass::B, 10)};
    b.sides[0].units[0].state = FanUnitState::Destroyed; // routed off the table with his figure
    b.sides[0].units[1].controllerId = u"lich"_s;
    b.sides[0].units[2].wounded = true;
    b.sides[0].units[3].controllerId = u"seer"_s;
    b.sides[0].units[4].state = FanUnitState::Destroyed;
    b.sides[0].units[4].currentFigures = 0;
    b.sides[0].units[5].withUnitId = u"band"_s;
    b.sides[0].units[6].state = FanUnitState::Retiring;
    b.sides[0].units[6].exemptThroughTurn = 4;
    b.sides[0].units[6].currentFigures = 7;
    b.now = {5, 4, 1};
    QVERIFY(FanCarryOver::goneReason(b, b.sides[0].units[0]) == FanGoneReason::RoutedOffTable);
    QVERIFY(FanCarryOver::goneReason(b, b.sides[0].units[1]) == FanGoneReason::ControllerGone);
    QVERIFY(FanCarryOver::goneReason(b, b.sides[0].units[3]) == FanGoneReason::ControllerGone); // wounded controller
    QVERIFY(FanCarryOver::goneReason(b, b.sides[0].units[4]) == FanGoneReason::Destroyed);
    QVERIFY(!FanCarryOver::goneReason(b, b.sides[0].units[6]));
    const FanNextBattle next = FanCarryOver::nextBattle(b, 0);
    QCOMPARE(next.gone, (QStringList{u"Lich (routed off the table)"_s, u"Dead (their controller is gone)"_s,
                                     u"Husks (their controller is gone)"_s, u"Band (destroyed)"_s}));
    QCOMPARE(next.wounded, QStringList{u"Seer"_s});
    // The Herald's unit is gone: he is with no unit.
    QVERIFY(next.battle.unit(u"herald"_s)->withUnitId.isEmpty());
    const FanUnit &spears = *next.battle.unit(u"spears"_s);
    QCOMPARE(spears.state, FanUnitState::Normal);
    QCOMPARE(spears.exemptThroughTurn, 0);
    QCOMPARE(spears.startFigures, 7);
    QCOMPARE(problemLines(FanValidator::validate(next.battle)), QStringList());
    // A name too long for a battle file keeps the battle's own.
    b.name = QString(200, u'x');
    QCOMPARE(FanCarryOver::nextBattle(b, 0).battle.name, b.name);
}

void TestFanCarryOver::entrySnapshotWorksBack()
{
    const FanBattle entry = FanCarryOver::entrySnapshot(m_battle);
    QCOMPARE(entry.now, FanMoment{});
    QVERIFY(entry.log.isEmpty());
    for (const FanUnitRef &ref : entry.all()) {
        const FanUnit &u = entry.at(ref);
        QCOMPARE(u.currentFigures, u.startFigures); // the fixture's units all began whole
        QCOMPARE(u.state, FanUnitState::Normal);
        QVERIFY(!u.pending && !u.routedAt);
        QCOMPARE(u.rallyFailures, 0);
        QVERIFY(!u.wounded); // the Thane's wound is in the log
    }
    QCOMPARE(problemLines(FanValidator::validate(entry)), QStringList());
    // A unit that began the battle short keeps what it began with.
    FanBattle short_ = m_battle;
    short_.unit(u"wolves"_s)->startFigures = 24;
    QCOMPARE(FanCarryOver::entrySnapshot(short_).unit(u"wolves"_s)->currentFigures, 20);
}

QTEST_GUILESS_MAIN(TestFanCarryOver)
#include "tst_fan_carryover.moc"
