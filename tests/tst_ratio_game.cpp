// A game of two sides in one document (issue 15): the file format (strict reading, round trip, byte stability,
// single files unchanged), the shared end of turn (R6) and R11 decided for both (R13 case 6), through the core.
#include "BattlegroupIoFixtures.h"
#include "RunMoraleDesk.h"

#include "ratio/BattlegroupReader.h"
#include "ratio/RatioState.h"
#include "ratio/RatioSummary.h"
#include "ratio/io/BattlegroupWriter.h"
#include "ratio/rules/GameTurn.h"
#include "ratio/rules/RatioEngine.h"
#include "ratio/rules/RatioQueries.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

using namespace md;
using namespace md::ratio;
using namespace md::test;
using namespace Qt::StringLiterals;

namespace {
QString sampleGame() { return dataDir(u"../../resources/samples/first-contact-game.json"_s); }

// Two fireteams of four troopers (4 endurance points each, R11), on two sides.
QList<Battlegroup> twoFireteams()
{
    Battlegroup blue = smallBattlegroup();
    blue.name = u"3rd Rangers"_s;
    blue.side = u"Federation"_s;
    Battlegroup red = smallBattlegroup();
    red.name = u"Red Force"_s;
    red.side = u"Hegemony"_s;
    return {blue, red};
}

// A casualty on `side`, as the engine plays it (R6, R11).
void casualty(QList<Battlegroup> &sides, int side, int piece)
{
    RatioEngine engine(sides[side]);
    QVERIFY(engine.casualty({0, piece}).ok());
}

// Every check due on `side` passed with a 1 (R5).
void passChecks(QList<Battlegroup> &sides, int side)
{
    RatioEngine engine(sides[side]);
    TypedDie one(1);
    for (const PieceRef ref : RatioQueries(sides.at(side)).checksDue())
        QVERIFY(engine.check(ref, one).ok());
}
} // namespace

class TestRatioGame : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void sampleGameReadsBothSides();
    void gameRoundTripIsByteStable();
    void oneSideWritesAsASingleFile();
    void singleFileIsNotAGame();
    void endTurnEndsItForBothSides();
    void endTurnRefusedNamingThePieces();
    void oneSideRetreatsTheOtherHoldsTheField();
    void bothBreakInTheSameTurn();
    void summaryReportsBothSides();
    void commandLineReportsBothSides();
};

void TestRatioGame::sampleGameReadsBothSides()
{
    const LoadResult loaded = BattlegroupReader::readFile(sampleGame());
    QVERIFY2(loaded.ok(), qPrintable(lines(loaded.problems).join(u'\n')));
    QVERIFY(loaded.isGame());
    QCOMPARE(loaded.sides.size(), 2);
    QVERIFY(loaded.sides.at(0).side != loaded.sides.at(1).side);
    QCOMPARE(loaded.sides.at(0).turn, loaded.sides.at(1).turn);
    QCOMPARE(loaded.sides.at(1).name, u"Red Force"_s);
    QCOMPARE(*loaded.battlegroup, loaded.sides.at(0));
}

void TestRatioGame::gameRoundTripIsByteStable()
{
    QList<Battlegroup> sides = twoFireteams();
    casualty(sides, 1, 0);
    passChecks(sides, 1);
    QVERIFY(GameTurn::endTurn(sides).ok());
    const QByteArray written = BattlegroupWriter::gameToJson(sides, 1);
    const LoadResult read = BattlegroupReader::fromJson(written);
    QVERIFY2(read.ok(), qPrintable(lines(read.problems).join(u'\n')));
    QCOMPARE(read.sides, sides);
    QCOMPARE(read.initiative, 1);
    QCOMPARE(BattlegroupWriter::gameToJson(read.sides, read.initiative), written);
    // The shared turn is the game's, once.
    QCOMPARE(written.count("\"turn\": 2"), 1);
}

void TestRatioGame::oneSideWritesAsASingleFile()
{
    const Battlegroup bg = smallBattlegroup();
    QCOMPARE(BattlegroupWriter::gameToJson({bg}, 0), BattlegroupWriter::toJson(bg));
    RatioState state(bg);
    QVERIFY(!state.isGame());
}

void TestRatioGame::singleFileIsNotAGame()
{
    const LoadResult loaded = BattlegroupReader::readFile(dataDir(u"../../resources/samples/first-contact.json"_s));
    QVERIFY(loaded.ok());
    QVERIFY(!loaded.isGame());
    QVERIFY(loaded.sides.isEmpty());
}

void TestRatioGame::endTurnEndsItForBothSides()
{
    QList<Battlegroup> sides = twoFireteams();
    const ActionResult r = GameTurn::endTurn(sides);
    QVERIFY2(r.ok(), qPrintable(r.error));
    QCOMPARE(sides.at(0).turn, 2);
    QCOMPARE(sides.at(1).turn, 2);
    // R6: each side's log records the end of the turn.
    QCOMPARE(sides.at(0).log.last().event, LogEvent::TurnEnded);
    QCOMPARE(sides.at(1).log.last().event, LogEvent::TurnEnded);
    QCOMPARE(r.records.size(), 2);
}

void TestRatioGame::endTurnRefusedNamingThePieces()
{
    QList<Battlegroup> sides = twoFireteams();
    casualty(sides, 1, 0); // three markers on Red Force (R6)
    const QList<Battlegroup> before = sides;
    const ActionResult refused = GameTurn::endTurn(sides);
    QVERIFY(!refused.ok());
    QVERIFY2(refused.error.contains(u"Red Force: Trooper 2, Trooper 3, Trooper 4"_s), qPrintable(refused.error));
    QVERIFY2(!refused.error.contains(u"3rd Rangers"_s), qPrintable(refused.error));
    QCOMPARE(sides, before);
    // The override ends it for both, as for one (R6 interpretation).
    QVERIFY(GameTurn::endTurn(sides, true).ok());
    QCOMPARE(sides.at(0).turn, 2);
    QCOMPARE(sides.at(1).turn, 2);
    QCOMPARE(sides.at(1).log.last().points, 3);
}

void TestRatioGame::oneSideRetreatsTheOtherHoldsTheField()
{
    QList<Battlegroup> sides = twoFireteams();
    QVERIFY(GameTurn::outcomeText(sides).isEmpty());
    for (int turn = 1; turn < 3; ++turn)
        QVERIFY(GameTurn::endTurn(sides).ok());
    casualty(sides, 1, 0);
    casualty(sides, 1, 1); // 2 of 4: 50 % (R11)
    QCOMPARE(sides.at(1).breakingTurn, 3);
    const FieldDecision decision = GameTurn::decide(sides);
    QCOMPARE(decision.outcome, BattleOutcome::Held);
    QCOMPARE(decision.heldBy, u"0"_s);
    QCOMPARE(GameTurn::outcomeText(sides),
             u"Red Force reached its breaking point in turn 3: it retreats from turn 4; 3rd Rangers hold the field."_s);
}

// R13 case 6: two battlegroups both pass 50 % losses in the same turn: neither holds the field.
void TestRatioGame::bothBreakInTheSameTurn()
{
    QList<Battlegroup> sides = twoFireteams();
    for (int turn = 1; turn < 4; ++turn)
        QVERIFY(GameTurn::endTurn(sides).ok());
    casualty(sides, 0, 0);
    casualty(sides, 0, 1);
    QCOMPARE(GameTurn::decide(sides).outcome, BattleOutcome::Held); // Red Force holds, for now
    casualty(sides, 1, 2);
    casualty(sides, 1, 3);
    QCOMPARE(sides.at(0).breakingTurn, 4);
    QCOMPARE(sides.at(1).breakingTurn, 4);
    QCOMPARE(GameTurn::decide(sides).outcome, BattleOutcome::Neither);
    QCOMPARE(GameTurn::outcomeText(sides),
             u"Both battlegroups reached their breaking point in turn 4: neither holds the field."_s);
}

void TestRatioGame::summaryReportsBothSides()
{
    QList<Battlegroup> sides = twoFireteams();
    casualty(sides, 1, 0);
    casualty(sides, 1, 1);
    const QJsonObject summary = RatioSummary::gameJson(sides, 1);
    QCOMPARE(summary.value(u"sides"_s).toArray().size(), 2);
    QCOMPARE(summary.value(u"initiative"_s).toString(), u"Red Force"_s);
    QCOMPARE(summary.value(u"field"_s).toObject().value(u"outcome"_s).toString(), u"held"_s);
    QCOMPARE(summary.value(u"field"_s).toObject().value(u"heldBy"_s).toString(), u"3rd Rangers"_s);
    QCOMPARE(summary.value(u"sides"_s).toArray().at(1).toObject(), RatioSummary::json(sides.at(1)));
    QVERIFY(RatioSummary::gameValidLine(u"g.json"_s, sides).startsWith(u"g.json: valid game of two sides"_s));
}

// `validate` and `summary` take a game and report both sides; `play` refuses one in words.
void TestRatioGame::commandLineReportsBothSides()
{
    const Run valid = runMoraleDesk({u"validate"_s, sampleGame()});
    QCOMPARE(valid.exitCode, 0);
    QVERIFY2(valid.out.contains("valid game of two sides") && valid.out.contains("Red Force"), valid.out.constData());
    const Run summary = runMoraleDesk({u"summary"_s, sampleGame()});
    QCOMPARE(summary.exitCode, 0);
    const QJsonObject json = QJsonDocument::fromJson(summary.out).object();
    QCOMPARE(json.value(u"sides"_s).toArray().size(), 2);
    QCOMPARE(json.value(u"sides"_s).toArray().at(1).toObject(),
             RatioSummary::json(BattlegroupReader::readFile(sampleGame()).sides.at(1)));
    QCOMPARE(json.value(u"field"_s).toObject().value(u"outcome"_s).toString(), u"undecided"_s);
    const Run play = runMoraleDesk({u"play"_s, sampleGame(), u"--do"_s, u"end-turn"_s});
    QVERIFY(play.exitCode != 0);
    QVERIFY2(play.err.contains("is a game of two sides"), play.err.constData());
}

QTEST_GUILESS_MAIN(TestRatioGame)
#include "tst_ratio_game.moc"
