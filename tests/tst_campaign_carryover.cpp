// Campaign carry-over between battles (R7, R8, R12): losses, crews, experience, replacements and their
// delays, the keep-damage house rule and enrolled battlegroups. The fixtures are in CampaignFixture.h.
#include "CampaignFixture.h"
#include "CampaignSubcommand.h"
#include "CampaignDatabase.h"
#include "ratio/campaign/RatioCampaignRecorder.h"
#include "CampaignFileName.h"
#include "CampaignSchema.h"
#include "ratio/campaign/CarryOver.h"
#include "CsvWriter.h"
#include "ratio/BattlegroupReader.h"
#include "ratio/io/BattlegroupValidator.h"
#include "ratio/io/BattlegroupWriter.h"
#include "ratio/rules/MoralePoints.h"
#include "ratio/rules/RatioEngine.h"

#include <QBuffer>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QScopeGuard>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>
#include <QTextStream>

using namespace md;
using namespace md::test;
using namespace Qt::StringLiterals;

class TestCampaignCarryOver : public QObject, private CampaignFixture
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();

    // Carry-over (R7, R8, R12)
    void lossesStayLostLeftBoardReturns();
    void crewSurvivorsReturn();
    void experienceAfterTwoBattles();
    void replacementsArriveAfterTheirDelay();
    void replacementsMustFit();
    void replacementBadInput_data();
    void replacementBadInput();
    void keepDamageHouseRule();
    void enrolledBattlegroup();
};

void TestCampaignCarryOver::initTestCase()
{
    QVERIFY(m_dir.isValid());
    QVERIFY2(QSqlDatabase::isDriverAvailable(u"QSQLITE"_s), "the QSQLITE driver (libqt6sql6-sqlite) is needed");
    // The test battles must be what the rules engine allows.
    Battlegroup blue = blueRoster(), red = redRoster();
    QVERIFY(BattlegroupValidator::validate(blue).isEmpty());
    QVERIFY(BattlegroupValidator::validate(red).isEmpty());
    const QString e = playBattle1(blue, red);
    QVERIFY2(e.isEmpty(), qPrintable(e));
}

// ---- carry-over ----

void TestCampaignCarryOver::lossesStayLostLeftBoardReturns()
{
    Story s;
    auto db = newCampaign(&s);
    QVERIFY(db);

    // After battle 1: the casualty stays lost, the one who left the board is back (R7), damage repaired.
    const NextBattle &n2 = s.blueNext2;
    QCOMPARE(n2.ordinal, 2);
    QCOMPARE(pieceIdsOf(findUnit(n2.battlegroup, u"a"_s)), (QStringList{u"a-sgt"_s, u"a-2"_s, u"a-3"_s}));
    QCOMPARE(n2.lost, QStringList{u"Pvt. Bell (a-1)"_s});
    QCOMPARE(n2.returned, QStringList{u"Pvt. Cole (a-2)"_s});
    QCOMPARE(n2.repaired, (QStringList{u"Hammer (t-1)"_s, u"Bot One (w-1)"_s}));
    QCOMPARE(findUnit(n2.battlegroup, u"t"_s)->pieces.at(0), tank());
    QCOMPARE(findUnit(n2.battlegroup, u"w"_s)->pieces.at(0).hits, 0);
    // All play state reset.
    const Battlegroup &bg = n2.battlegroup;
    QCOMPARE(bg.turn, 1);
    QCOMPARE(bg.breakingTurn, 0);
    QVERIFY(bg.log.isEmpty());
    for (const Unit &u : bg.units) {
        for (const Piece &p : u.pieces)
            QCOMPARE(p.state, PieceState{});
    }
    QVERIFY(BattlegroupValidator::validate(bg).isEmpty());

    // Red lost three; the broken survivor fights on with normal state; the replacement with delay 0 is there.
    QCOMPARE(pieceIdsOf(findUnit(s.redNext2.battlegroup, u"r"_s)), (QStringList{u"r-4"_s, u"r-5"_s}));
    QCOMPARE(s.redNext2.arrived, QStringList{u"Pvt. R5 (r-5)"_s});

    // After battle 2: surrendered and casualties gone, the destroyed tank's unit dissolved; the crewman who
    // survived the explosion returns, on foot (R10, R12).
    QString error;
    const auto n3 = RatioCampaignRecorder(*db).nextBattle(u"Blue Force"_s, &error);
    QVERIFY2(n3, qPrintable(error));
    QCOMPARE(n3->ordinal, 3);
    QCOMPARE(pieceIdsOf(findUnit(n3->battlegroup, u"a"_s)), QStringList{u"a-3"_s});
    QVERIFY(!findUnit(n3->battlegroup, u"t"_s));
    QCOMPARE(n3->dissolved, QStringList{u"Tank Hammer"_s});
    QVERIFY(n3->lost.contains(u"Sgt. Ash (a-sgt)"_s));
    QVERIFY(n3->lost.contains(u"Pvt. Cole (a-2)"_s));
    QVERIFY(n3->lost.contains(u"Hammer (t-1)"_s));
    QCOMPARE(n3->lost.size(), 3);
    QCOMPARE(n3->survived, QStringList{u"Hammer crew: Corporal / Warder (t-1-crew1)"_s});
    QCOMPARE(pieceIdsOf(findUnit(n3->battlegroup, u"t-crew"_s)), QStringList{u"t-1-crew1"_s});
    const auto r3 = RatioCampaignRecorder(*db).nextBattle(u"Red Force"_s, &error);
    QVERIFY2(r3, qPrintable(error));
    QCOMPARE(pieceIdsOf(findUnit(r3->battlegroup, u"r"_s)), QStringList{u"r-5"_s});
    QCOMPARE(pieceIdsOf(findUnit(r3->battlegroup, u"s"_s)), (QStringList{u"s-1"_s, u"s-2"_s}));
    QCOMPARE(r3->returned, QStringList{u"Pvt. S1 (s-1)"_s});

    // next-battle only reads: asking twice gives the same roster.
    QCOMPARE(RatioCampaignRecorder(*db).nextBattle(u"Blue Force"_s, &error)->battlegroup, n3->battlegroup);
    QVERIFY(!RatioCampaignRecorder(*db).nextBattle(u"Green Force"_s, &error));
    QVERIFY2(error.contains(u"no battlegroup \"Green Force\""_s), qPrintable(error));
}

// R10, R12: crew who survived a bail-out or an explosion are troops that were not destroyed, so they return for
// the next battle, on foot as an infantry unit of their own; only the vehicle and the crew lost later are lost.
// Played through the engine, for each way it records survivors.
void TestCampaignCarryOver::crewSurvivorsReturn()
{
    // A bail-out without the Bailed crew rule: 2 crew, 4 of 11 levels left -> 1 survivor (R10), the corporal.
    Battlegroup bailed = blueRoster();
    QVERIFY(!bailed.rules.bailedCrew);
    Play p(bailed);
    for (int i = 0; i < 3; ++i)
        p.damage(u"t-1"_s, VehicleSystem::Movement).damage(u"t-1"_s, VehicleSystem::Targeting);
    p.damage(u"t-1"_s, VehicleSystem::DamageControl).check(u"t-1"_s, 10).bailOut(u"t-1"_s);
    QCOMPARE(p.error(), QString());
    QCOMPARE(findUnit(bailed, u"t"_s)->pieces.at(0).state.presence, Presence::Abandoned);
    NextBattle n = CarryOver::nextBattle(bailed, {}, {}, {});
    QCOMPARE(n.lost, QStringList{u"Hammer (t-1)"_s});
    QCOMPARE(n.survived, QStringList{u"Hammer crew: Corporal / Warder (t-1-crew1)"_s});
    QCOMPARE(n.dissolved, QStringList{u"Tank Hammer"_s});
    QCOMPARE(n.battlegroup.units.size(), 3);
    const Unit &onFoot = n.battlegroup.units.at(1); // where the tank was
    QCOMPARE(onFoot.id, u"t-crew"_s);
    QCOMPARE(onFoot.name, u"Tank Hammer crew"_s);
    QCOMPARE(onFoot.kind, UnitKind::Infantry);
    QCOMPARE(onFoot.pieces, QList<Piece>{soldier(u"t-1-crew1"_s, u"Hammer crew: Corporal / Warder"_s, Rank::Corporal)});
    QCOMPARE(ratio::unitStarting(onFoot, n.battlegroup.rules), 1);
    QVERIFY(BattlegroupValidator::validate(n.battlegroup).isEmpty());

    // The same through the campaign file.
    auto db = newCampaign();
    QVERIFY(db);
    QString error;
    QVERIFY2(RatioCampaignRecorder(*db).recordBattle({bailed}, BattleInfo{}, &error), qPrintable(error));
    const auto fromFile = RatioCampaignRecorder(*db).nextBattle(u"Blue Force"_s, &error);
    QVERIFY2(fromFile, qPrintable(error));
    QCOMPARE(fromFile->survived, n.survived);
    QCOMPARE(fromFile->lost, n.lost);
    QCOMPARE(fromFile->battlegroup.units, n.battlegroup.units);

    // An explosion: both crew survive (they join the unit as pieces), then one is a casualty. The green tank
    // unit had fought two battles, so its crew come back seasoned (R8).
    Battlegroup exploded = blueRoster();
    exploded.units[1].experience = Experience::Green;
    Play q(exploded);
    q.explode(u"t-1"_s, {0, 1}).casualty(u"t-1-crew2"_s);
    QCOMPARE(q.error(), QString());
    QCOMPARE(findUnit(exploded, u"t"_s)->pieces.size(), 3);
    n = CarryOver::nextBattle(exploded, {{u"t"_s, 2}}, {}, {});
    QCOMPARE(n.lost, (QStringList{u"Hammer (t-1)"_s, u"Hammer crew: Trooper (t-1-crew2)"_s}));
    QCOMPARE(n.survived, QStringList{u"Hammer crew: Corporal / Warder (t-1-crew1)"_s});
    const Unit *crew = findUnit(n.battlegroup, u"t-crew"_s);
    QVERIFY(crew);
    QCOMPARE(crew->pieces, QList<Piece>{soldier(u"t-1-crew1"_s, u"Hammer crew: Corporal / Warder"_s, Rank::Corporal)});
    QCOMPARE(crew->experience, std::optional<Experience>(Experience::Seasoned));
    QVERIFY(n.promoted.contains(u"Tank Hammer crew"_s));
    QVERIFY(BattlegroupValidator::validate(n.battlegroup).isEmpty());

    // A bail-out under the Bailed crew rule: the survivor is a piece; he left the board, and returns too.
    Battlegroup rule = blueRoster();
    rule.rules.bailedCrew = true;
    Play r(rule);
    for (int i = 0; i < 3; ++i)
        r.damage(u"t-1"_s, VehicleSystem::Movement).damage(u"t-1"_s, VehicleSystem::Targeting);
    // R6/R10: the survivor is marked but due next turn (his vehicle checked this turn), so he may leave now.
    r.damage(u"t-1"_s, VehicleSystem::DamageControl).check(u"t-1"_s, 10).bailOut(u"t-1"_s).leave(u"t-1-crew1"_s).endTurn();
    QCOMPARE(r.error(), QString());
    n = CarryOver::nextBattle(rule, {}, {}, {});
    QCOMPARE(n.lost, QStringList{u"Hammer (t-1)"_s});
    QCOMPARE(n.survived, QStringList{u"Hammer crew: Corporal / Warder (t-1-crew1)"_s});
    QCOMPARE(pieceIdsOf(findUnit(n.battlegroup, u"t-crew"_s)), QStringList{u"t-1-crew1"_s});

    // Nobody survived the explosion: nobody returns.
    Battlegroup wreck = blueRoster();
    Play w(wreck);
    w.explode(u"t-1"_s, {});
    QCOMPARE(w.error(), QString());
    n = CarryOver::nextBattle(wreck, {}, {}, {});
    QCOMPARE(n.lost, QStringList{u"Hammer (t-1)"_s});
    QVERIFY(n.survived.isEmpty());
    QVERIFY(!findUnit(n.battlegroup, u"t-crew"_s));
    QCOMPARE(n.battlegroup.units.size(), 2);
}

void TestCampaignCarryOver::experienceAfterTwoBattles()
{
    Story s;
    auto db = newCampaign(&s);
    QVERIFY(db);
    // After one battle the green squad is still green.
    QVERIFY(s.blueNext2.promoted.isEmpty());
    QCOMPARE(findUnit(s.blueNext2.battlegroup, u"a"_s)->experience, std::optional<Experience>(Experience::Green));
    QVERIFY(s.redNext2.promoted.isEmpty());
    QString error;
    // After two, seasoned (R8): set on the unit, whether the green came from the unit or the default.
    const auto blue = RatioCampaignRecorder(*db).nextBattle(u"Blue Force"_s, &error);
    QVERIFY2(blue, qPrintable(error));
    QCOMPARE(blue->promoted, QStringList{u"Alpha squad"_s});
    QCOMPARE(blue->battlegroup.experienceOf(*findUnit(blue->battlegroup, u"a"_s)), Experience::Seasoned);
    const auto red = RatioCampaignRecorder(*db).nextBattle(u"Red Force"_s, &error);
    QVERIFY2(red, qPrintable(error));
    QCOMPARE(red->promoted, (QStringList{u"Raiders"_s, u"Support, \"Heavy\""_s}));
    for (const Unit &u : red->battlegroup.units)
        QCOMPARE(u.experience, std::optional<Experience>(Experience::Seasoned));
    QCOMPARE(red->battlegroup.rules.defaultExperience, Experience::Green); // new units still come green

    // The seasoned unit fights its third battle as seasoned, and stays so.
    Battlegroup b3 = blue->battlegroup;
    Play(b3).endTurn();
    QVERIFY2(RatioCampaignRecorder(*db).recordBattle({b3}, BattleInfo{}, &error), qPrintable(error));
    const auto b4 = RatioCampaignRecorder(*db).nextBattle(u"Blue Force"_s, &error);
    QVERIFY2(b4, qPrintable(error));
    QVERIFY(b4->promoted.isEmpty());
    const auto sr = RatioCampaignRecorder(*db).serviceRecord(u"a"_s, &error, u"Blue Force"_s);
    QVERIFY2(sr, qPrintable(error));
    QCOMPARE(sr->at(0).battles.at(2).experience, Experience::Seasoned);
}

void TestCampaignCarryOver::replacementsArriveAfterTheirDelay()
{
    Story s;
    auto db = newCampaign(&s);
    QVERIFY(db);
    QString error;
    // Blue's medics were asked for after battle 1 with delay 1: not in battle 2, there for battle 3 (R12).
    QVERIFY(!findUnit(s.blueNext2.battlegroup, u"m"_s));
    const auto n3 = RatioCampaignRecorder(*db).nextBattle(u"Blue Force"_s, &error);
    QVERIFY2(n3, qPrintable(error));
    const Unit *medics = findUnit(n3->battlegroup, u"m"_s);
    QVERIFY(medics);
    QCOMPARE(*medics, blueReplacement());
    QCOMPARE(n3->arrived, QStringList{u"Doc Moss (m-1)"_s});

    auto list = RatioCampaignRecorder(*db).replacements({}, &error);
    QVERIFY2(list, qPrintable(error));
    QCOMPARE(list->size(), 2);
    QCOMPARE(list->at(0).battlegroup, u"Red Force"_s);
    QCOMPARE(list->at(0).arrivesFor(), 2);
    QCOMPARE(list->at(0).joinedBattle, 2); // fought in battle 2
    QCOMPARE(list->at(1).battlegroup, u"Blue Force"_s);
    QCOMPARE(list->at(1).requestedAfter, 1);
    QCOMPARE(list->at(1).delay, 1);
    QCOMPARE(list->at(1).arrivesFor(), 3);
    QCOMPARE(list->at(1).joinedBattle, 0);
    QCOMPARE(list->at(1).notes, u"from the depot"_s);

    // A joined replacement never arrives a second time.
    const auto red3 = RatioCampaignRecorder(*db).nextBattle(u"Red Force"_s, &error);
    QVERIFY(red3->arrived.isEmpty());

    // Delay 2 from now: Blue has fought 2, so it arrives for its battle 5, not 3 or 4.
    const Piece rookie = soldier(u"a-9"_s, u"Pvt. Ames"_s);
    const auto id = RatioCampaignRecorder(*db).addReplacement(u"Blue Force"_s, u"a"_s, rookie, 2, &error);
    QVERIFY2(id, qPrintable(error));
    QCOMPARE(RatioCampaignRecorder(*db).nextBattle(u"Blue Force"_s, &error)->arrived, QStringList{u"Doc Moss (m-1)"_s});
    Battlegroup b3 = n3->battlegroup;
    Play(b3).endTurn();
    QVERIFY2(RatioCampaignRecorder(*db).recordBattle({b3}, BattleInfo{}, &error), qPrintable(error));
    QCOMPARE(RatioCampaignRecorder(*db).replacements(u"Blue Force"_s, &error)->at(0).joinedBattle, 3);
    const auto n4 = RatioCampaignRecorder(*db).nextBattle(u"Blue Force"_s, &error);
    QVERIFY(n4->arrived.isEmpty());
    Battlegroup b4 = n4->battlegroup;
    QVERIFY2(RatioCampaignRecorder(*db).recordBattle({b4}, BattleInfo{}, &error), qPrintable(error));
    const auto n5 = RatioCampaignRecorder(*db).nextBattle(u"Blue Force"_s, &error);
    QCOMPARE(n5->arrived, QStringList{u"Pvt. Ames (a-9)"_s});
    QCOMPARE(pieceIdsOf(findUnit(n5->battlegroup, u"a"_s)), (QStringList{u"a-3"_s, u"a-9"_s}));

    // One still on its way can be called off; one that joined cannot.
    QVERIFY2(RatioCampaignRecorder(*db).removeReplacement(*id, &error), qPrintable(error));
    QVERIFY(RatioCampaignRecorder(*db).nextBattle(u"Blue Force"_s, &error)->arrived.isEmpty());
    QVERIFY(!RatioCampaignRecorder(*db).removeReplacement(list->at(0).id, &error));
    QVERIFY2(error.contains(u"still on its way"_s), qPrintable(error));
}

void TestCampaignCarryOver::replacementsMustFit()
{
    Story s;
    auto db = newCampaign(&s);
    QVERIFY(db);
    QString error;
    // An id already in the roster, or already on its way.
    QVERIFY(!RatioCampaignRecorder(*db).addReplacement(u"Blue Force"_s, u"a"_s, soldier(u"a-3"_s, u"Twin"_s), 0, &error));
    QVERIFY2(error.contains(u"duplicate id"_s), qPrintable(error));
    QVERIFY(!RatioCampaignRecorder(*db).addReplacement(u"Blue Force"_s, u"a"_s, soldier(u"m-1"_s, u"Twin"_s), 0, &error));
    QVERIFY2(error.contains(u"duplicate id"_s), qPrintable(error));
    // A vehicle cannot join an infantry unit (R1).
    Piece vehicle = tank();
    vehicle.id = u"t-2"_s;
    QVERIFY(!RatioCampaignRecorder(*db).addReplacement(u"Blue Force"_s, u"a"_s, vehicle, 0, &error));
    QVERIFY2(error.contains(u"does not fit"_s), qPrintable(error));
    QVERIFY(!RatioCampaignRecorder(*db).addReplacement(u"Blue Force"_s, u"zz"_s, soldier(u"z-1"_s, u"Z"_s), 0, &error));
    QVERIFY2(error.contains(u"no unit \"zz\""_s), qPrintable(error));
    QVERIFY(!RatioCampaignRecorder(*db).addReplacement(u"Nobody"_s, blueReplacement(), 0, &error));
    QVERIFY(!RatioCampaignRecorder(*db).addReplacement(u"Blue Force"_s, unit(u"n"_s, u"N"_s, UnitKind::Infantry, {soldier(u"n-1"_s, u"N"_s)}), -1, &error));
    QVERIFY(!RatioCampaignRecorder(*db).addReplacement(u"Blue Force"_s, unit(u"n"_s, u"N"_s, UnitKind::Infantry, {}), 0, &error));
    QCOMPARE(RatioCampaignRecorder(*db).replacements({}, &error)->size(), 2);
}

// Bad replacements from the window's dialog or the API: a message naming the field, and nothing written.
void TestCampaignCarryOver::replacementBadInput_data()
{
    QTest::addColumn<QString>("battlegroup");
    QTest::addColumn<QString>("unitId");
    QTest::addColumn<int>("pieces");
    QTest::addColumn<int>("delay");
    QTest::addColumn<QString>("message");
    const int max = RatioCampaignRecorder::maxReplacementDelay;
    QTest::newRow("delay below 0") << u"Blue Force"_s << u"a"_s << 1 << -1
                                   << u"Delay: -1 battles is out of range; it must be from 0 to %1"_s.arg(max);
    QTest::newRow("delay too long") << u"Blue Force"_s << u"a"_s << 1 << max + 1
                                    << u"Delay: %1 battles is out of range; it must be from 0 to %2"_s.arg(max + 1).arg(max);
    QTest::newRow("unknown unit") << u"Blue Force"_s << u"zz"_s << 1 << 1
                                  << u"Unit: battlegroup \"Blue Force\" has no unit \"zz\"; send a whole unit instead"_s;
    QTest::newRow("unknown battlegroup") << u"Green Force"_s << u"a"_s << 1 << 1
                                         << u"there is no battlegroup \"Green Force\" in this campaign"_s;
    QTest::newRow("no pieces") << u"Blue Force"_s << u"a"_s << 0 << 1 << u"Pieces: a replacement holds at least one piece"_s;
    QTest::newRow("no unit id") << u"Blue Force"_s << QString() << 1 << 1
                                << u"Unit: a replacement names the unit it joins or forms"_s;
}

void TestCampaignCarryOver::replacementBadInput()
{
    QFETCH(QString, battlegroup);
    QFETCH(QString, unitId);
    QFETCH(int, pieces);
    QFETCH(int, delay);
    QFETCH(QString, message);
    Story s;
    auto db = newCampaign(&s);
    QVERIFY(db);
    QString error;
    const auto before = RatioCampaignRecorder(*db).replacements({}, &error);
    QVERIFY2(before, qPrintable(error));
    QList<Piece> arriving;
    for (int i = 1; i <= pieces; ++i)
        arriving.append(soldier(u"a-new-%1"_s.arg(i), u"Pvt. New %1"_s.arg(i)));
    // The whole-unit path (the dialog's) and, for one piece, the single-piece path (the command line's).
    const Unit u = unit(unitId, u"Alpha squad"_s, UnitKind::Infantry, arriving);
    if (unitId == u"zz"_s) {
        QVERIFY(!RatioCampaignRecorder(*db).addReplacement(battlegroup, unitId, arriving.at(0), delay, &error));
    } else {
        QVERIFY(!RatioCampaignRecorder(*db).addReplacement(battlegroup, u, delay, &error));
    }
    QCOMPARE(error, message);
    QCOMPARE(RatioCampaignRecorder(*db).replacements({}, &error).value_or(QList<Replacement>{}), *before);
}

void TestCampaignCarryOver::keepDamageHouseRule()
{
    auto db = newCampaign();
    QVERIFY(db);
    Battlegroup blue = blueRoster(), red = redRoster();
    QCOMPARE(playBattle1(blue, red), QString());
    QString error;
    QVERIFY2(RatioCampaignRecorder(*db).recordBattle({blue, red}, battle1Info(), &error), qPrintable(error));
    NextBattleOptions keep;
    keep.repairDamage = false;
    const auto next = RatioCampaignRecorder(*db).nextBattle(u"Blue Force"_s, &error, keep);
    QVERIFY2(next, qPrintable(error));
    QVERIFY(next->repaired.isEmpty());
    QCOMPARE(findUnit(next->battlegroup, u"t"_s)->pieces.at(0).targeting.current, 2);
    QCOMPARE(findUnit(next->battlegroup, u"w"_s)->pieces.at(0).hits, 1);
    QCOMPARE(findUnit(next->battlegroup, u"t"_s)->pieces.at(0).state, PieceState{});
}

void TestCampaignCarryOver::enrolledBattlegroup()
{
    auto db = newCampaign();
    QVERIFY(db);
    QString error;
    QVERIFY2(RatioCampaignRecorder(*db).addBattlegroup(blueRoster(), &error), qPrintable(error));
    QVERIFY(!RatioCampaignRecorder(*db).addBattlegroup(blueRoster(), &error));
    QVERIFY2(error.contains(u"already"_s), qPrintable(error));
    QCOMPARE(db->battlegroups(), QStringList{u"Blue Force"_s});
    // A replacement before the first battle arrives for it.
    QVERIFY2(RatioCampaignRecorder(*db).addReplacement(u"Blue Force"_s, blueReplacement(), 0, &error), qPrintable(error));
    const auto first = RatioCampaignRecorder(*db).nextBattle(u"Blue Force"_s, &error);
    QVERIFY2(first, qPrintable(error));
    QCOMPARE(first->ordinal, 1);
    Battlegroup expected = blueRoster();
    expected.units.append(blueReplacement());
    QCOMPARE(first->battlegroup, expected);
    QCOMPARE(db->strengthHistory(u"Blue Force"_s, &error)->size(), 0);
}

QTEST_GUILESS_MAIN(TestCampaignCarryOver)
#include "tst_campaign_carryover.moc"
