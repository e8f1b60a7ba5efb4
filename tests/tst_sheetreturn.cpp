// The paper round trip (SheetReturn): a marked-up filled status sheet keyed back in. Every cell is read with a
// "column: reason" message when it cannot be, the sheet as a whole is refused with the piece and the column,
// and the game it gives equals the one the engine's verbs give (R2-R4, R6, R7, R9, R11).
#include "RatioEngineFixtures.h"

#include "ratio/BattlegroupReader.h"
#include "ratio/io/BattlegroupWriter.h"
#include "ratio/rules/SheetReturn.h"

#include <QTest>

using namespace md;
using namespace md::ratio;
using namespace md::test;
using namespace Qt::StringLiterals;

Q_DECLARE_METATYPE(md::ratio::SheetColumn)

namespace {
// A squad of five Troopers [0], a unit of two size-2 warbots [1], a tank whose first piece is a crewman who
// joined from an earlier bail-out [2]: the sheet prints the tank's form first (R4, R10).
Battlegroup sample()
{
    Unit tank = makeVehicleUnit(u"tank"_s, makeVehicle(u"tank-1"_s, 3, 3, 3, 3));
    Piece crew = makeSoldier(u"tank-crew"_s);
    crew.crewSurvivor = true;
    tank.pieces.prepend(crew);
    return makeBattlegroup({makeSquad(u"sq"_s, 5), makeRobotUnit(u"bots"_s, 2, 2), tank});
}

// The sheet of `played`, as a player who marked every change in pencil would key it into `fresh`.
QList<SheetEntry> sheetOf(const Battlegroup &played)
{
    QList<SheetEntry> entries;
    for (const PieceRef ref : SheetReturn::sheetOrder(played))
        entries.append({ref, SheetReturn::markOf(played.units.at(ref.unit).pieces.at(ref.piece))});
    return entries;
}

QList<SheetEntry> unchanged(const Battlegroup &bg) { return sheetOf(bg); }

SheetMark &markFor(QList<SheetEntry> &entries, PieceRef ref)
{
    for (SheetEntry &e : entries) {
        if (e.piece == ref)
            return e.mark;
    }
    qFatal("no such piece on the sheet");
}

int faceThat(const Battlegroup &bg, PieceRef ref, bool passes)
{
    const CheckAssessment a = assessPiece(bg, ref);
    for (int face = 1; face <= 10; ++face) {
        if (a.passesWith(face) == passes)
            return face;
    }
    return 0;
}
int failingFace(const Battlegroup &bg, PieceRef ref) { return faceThat(bg, ref, false); }
int passingFace(const Battlegroup &bg, PieceRef ref) { return faceThat(bg, ref, true); }
} // namespace

class TestSheetReturn : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void sheetOrderPutsTheVehicleFormFirst();
    void cellsReadOrSayWhy_data();
    void cellsReadOrSayWhy();
    void badSheetsNamePieceAndColumn_data();
    void badSheetsNamePieceAndColumn();
    void keyedSheetEqualsTheVerbs();
    void sheetReachesTheBreakingPoint();
    void unchangedSheetIsRefused();
    void sheetEnteredRecordRoundTrips();
};

void TestSheetReturn::sheetOrderPutsTheVehicleFormFirst()
{
    const Battlegroup bg = sample();
    const QList<PieceRef> order = SheetReturn::sheetOrder(bg);
    QCOMPARE(order.size(), 5 + 2 + 2);
    QCOMPARE(order.at(0), (PieceRef{0, 0}));
    QCOMPARE(order.at(5), (PieceRef{1, 0}));
    QCOMPARE(order.at(7), (PieceRef{2, 1})); // the tank's form (R4) ...
    QCOMPARE(order.at(8), (PieceRef{2, 0})); // ... then the crew out of it (R10)
    QCOMPARE(SheetReturn::sheetVehicle(bg.units.at(2)), 1);
    QCOMPARE(SheetReturn::sheetVehicle(bg.units.at(0)), -1);
}

void TestSheetReturn::cellsReadOrSayWhy_data()
{
    QTest::addColumn<int>("unit");
    QTest::addColumn<int>("piece");
    QTest::addColumn<SheetColumn>("column");
    QTest::addColumn<QString>("typed");
    QTest::addColumn<QString>("error"); // empty: read; else the reason
    QTest::addColumn<QString>("shown"); // read back as the cell's text

    QTest::newRow("casualty crossed") << 0 << 0 << SheetColumn::Losses << u" X "_s << QString() << u"x"_s;
    QTest::newRow("casualty blank") << 0 << 0 << SheetColumn::Losses << QString() << QString() << QString();
    QTest::newRow("casualty word") << 0 << 0 << SheetColumn::Losses << u"dead"_s
                                   << u"type x for a casualty (killed or out of action), or leave it blank; not \u201cdead\u201d"_s
                                   << QString();
    QTest::newRow("hits in range (R3)") << 1 << 0 << SheetColumn::Losses << u"3"_s << QString() << u"3"_s;
    QTest::newRow("hits beyond size + 2 (R3)") << 1 << 0 << SheetColumn::Losses << u"5"_s
                                               << u"must be a whole number from 0 to 4, not \u201c5\u201d"_s << u"0"_s;
    QTest::newRow("hits negative") << 1 << 0 << SheetColumn::Losses << u"-1"_s
                                   << u"must be a whole number from 0 to 4, not \u201c-1\u201d"_s << u"0"_s;
    QTest::newRow("status by its start") << 0 << 0 << SheetColumn::Status << u"sh"_s << QString() << u"Shaken"_s;
    QTest::newRow("status by its key") << 0 << 0 << SheetColumn::Status << u"BROKEN"_s << QString() << u"Broken"_s;
    QTest::newRow("status normal is blank") << 0 << 0 << SheetColumn::Status << u"n"_s << QString() << QString();
    QTest::newRow("status unknown") << 0 << 0 << SheetColumn::Status << u"panicked"_s
                                    << u"\u201cpanicked\u201d is not one of: Normal, Cautious, Shaken, Broken"_s << QString();
    QTest::newRow("presence ambiguous") << 0 << 0 << SheetColumn::OnTable << u"s"_s
                                        << u"\u201cs\u201d could be Surrendered, Shot by a morale officer; type more of the word"_s
                                        << QString();
    QTest::newRow("presence surrendered") << 0 << 0 << SheetColumn::OnTable << u"su"_s << QString() << u"Surrendered"_s;
    QTest::newRow("presence left the board") << 0 << 0 << SheetColumn::OnTable << u"left"_s << QString() << u"Left the board"_s;
    QTest::newRow("marker crossed") << 0 << 0 << SheetColumn::Marker << u"1"_s << QString() << u"x"_s;
    QTest::newRow("marker unreadable") << 0 << 0 << SheetColumn::Marker << u"?"_s
                                       << u"type x for a marker, or leave it blank; not \u201c?\u201d"_s << QString();
    QTest::newRow("level in range (R4)") << 2 << 1 << SheetColumn::Targeting << u"1"_s << QString() << u"1"_s;
    QTest::newRow("level above the track (R4)") << 2 << 1 << SheetColumn::Movement << u"4"_s
                                                << u"must be a whole number from 0 to 3, not \u201c4\u201d"_s << u"3"_s;
    QTest::newRow("level not a number") << 2 << 1 << SheetColumn::DamageControl << u"two"_s
                                        << u"must be a whole number from 0 to 3, not \u201ctwo\u201d"_s << u"3"_s;
    QTest::newRow("weapons out") << 2 << 1 << SheetColumn::Weapons << u"3, 1"_s << QString() << u"1 3"_s;
    QTest::newRow("weapon that is not there") << 2 << 1 << SheetColumn::Weapons << u"1 4"_s
                                              << u"weapon numbers run from 1 to 3; \u201c4\u201d is not one of them"_s << QString();
    QTest::newRow("a soldier has no system levels") << 0 << 0 << SheetColumn::Movement << u"2"_s
                                                    << u"sq-t1 has no such box on the sheet"_s << QString();
}

void TestSheetReturn::cellsReadOrSayWhy()
{
    QFETCH(int, unit);
    QFETCH(int, piece);
    QFETCH(SheetColumn, column);
    QFETCH(QString, typed);
    QFETCH(QString, error);
    QFETCH(QString, shown);
    const Battlegroup bg = sample();
    const Piece &p = bg.units.at(unit).pieces.at(piece);
    SheetMark mark = SheetReturn::markOf(p);
    const SheetMark before = mark;
    QCOMPARE(SheetReturn::read(p, column, typed, mark), error);
    if (!error.isEmpty())
        QCOMPARE(mark, before); // nothing lost, nothing half-read
    QCOMPARE(SheetReturn::text(p, mark, column), shown);
}

void TestSheetReturn::badSheetsNamePieceAndColumn_data()
{
    QTest::addColumn<QString>("change");
    QTest::addColumn<QString>("message");

    QTest::newRow("status without its marker (R6)") << u"status"_s
                                                    << u"sq-t2, Marker (R6): a shaken piece keeps its marker until it passes a check (R6): mark it too"_s;
    QTest::newRow("a hit taken back (R3)") << u"hits"_s
                                           << u"bots-bot1, Losses: bots-bot1 already has 2 hit(s); a sheet adds hits, undo takes them back"_s;
    QTest::newRow("a level restored (R4)") << u"level"_s
                                           << u"tank-1, Targeting: tank-1 has 2 working now; a level once lost stays lost (R4)"_s;
    QTest::newRow("a weapon back in action (R4)") << u"weapon"_s
                                                  << u"tank-1, Weapons out (R4): weapon 1 (W1) is already knocked out and stays out (R4)"_s;
    QTest::newRow("casualty and surrendered") << u"both"_s
                                              << u"sq-t3, On the table: a casualty cannot also be surrendered; clear one of the two"_s;
    QTest::newRow("a robot surrenders (R9)") << u"robot surrenders"_s << u"bots-bot2, On the table: only soldiers surrender (R9)"_s;
    QTest::newRow("destroyed by hand (R3)") << u"destroyed"_s
                                            << u"bots-bot2, On the table: mark the hits or the damage that destroyed it; the sheet works the destruction out (R3, R4)"_s;
    QTest::newRow("shot needs the officer (R9)") << u"shot"_s
                                                 << u"sq-t4, On the table: Shot by a morale officer needs the officer or the surviving crew: record it in the play view (R9, R10)"_s;
    QTest::newRow("the dead come back") << u"revive"_s
                                        << u"sq-t5, On the table: sq-t5 left the table earlier in the game (casualty); undo that step to bring it back"_s;
}

void TestSheetReturn::badSheetsNamePieceAndColumn()
{
    QFETCH(QString, change);
    QFETCH(QString, message);
    Battlegroup bg = sample();
    {
        RatioEngine engine(bg);
        VERIFY_OK(engine.penetratingHit({1, 0}));
        VERIFY_OK(engine.penetratingHit({1, 0}));
        VERIFY_OK(engine.loseSystemLevel({2, 1}, VehicleSystem::Targeting));
        VERIFY_OK(engine.knockOutWeapon({2, 1}, 0));
        VERIFY_OK(engine.casualty({0, 4}));
    }
    QList<SheetEntry> entries = unchanged(bg);
    if (change == u"status") {
        markFor(entries, {0, 1}).status = MoraleStatus::Shaken;
        markFor(entries, {0, 1}).marker = false;
    } else if (change == u"hits") {
        markFor(entries, {1, 0}).hits = 1;
    } else if (change == u"level") {
        markFor(entries, {2, 1}).levels[1] = 3;
    } else if (change == u"weapon") {
        markFor(entries, {2, 1}).weaponsOut[0] = false;
    } else if (change == u"both") {
        markFor(entries, {0, 2}).casualty = true;
        markFor(entries, {0, 2}).presence = Presence::Surrendered;
    } else if (change == u"robot surrenders") {
        markFor(entries, {1, 1}).presence = Presence::Surrendered;
    } else if (change == u"destroyed") {
        markFor(entries, {1, 1}).presence = Presence::Destroyed;
    } else if (change == u"shot") {
        markFor(entries, {0, 3}).presence = Presence::Shot;
    } else if (change == u"revive") {
        markFor(entries, {0, 4}).casualty = false;
        markFor(entries, {0, 4}).presence = Presence::Active;
    }
    const QList<SheetProblem> problems = SheetReturn::validate(bg, entries);
    QCOMPARE(problems.size(), 1);
    QCOMPARE(SheetReturn::problemText(bg, problems.first()), message);

    const Battlegroup before = bg;
    const ActionResult refused = SheetReturn::apply(bg, entries);
    QVERIFY(!refused.ok());
    QCOMPARE(refused.error, message);
    QCOMPARE(bg, before); // a refused sheet changes nothing
}

// The same game twice: once through the engine's verbs with dice, once keyed in from the paper sheet the first
// game would have left. Every unit, piece, level and status is the same; the log says it was keyed in.
void TestSheetReturn::keyedSheetEqualsTheVerbs()
{
    const Battlegroup start = sample();
    Battlegroup played = start;
    {
        RatioEngine engine(played);
        VERIFY_OK(engine.casualty({0, 0}));            // R2, R6: the squad's four others are marked
        const int pass = passingFace(played, {0, 1});
        const int fail = failingFace(played, {0, 2});
        QVERIFY(pass > 0 && fail > 0);
        TypedDie passing(pass);
        TypedDie failing(fail);
        VERIFY_OK(engine.check({0, 1}, passing));      // R6: a pass takes the marker off
        VERIFY_OK(engine.check({0, 2}, failing));      // R5, R7: a failure keeps the marker
        VERIFY_OK(engine.penetratingHit({1, 0}));      // R3
        VERIFY_OK(engine.penetratingHit({1, 1}));
        VERIFY_OK(engine.penetratingHit({1, 1}));
        VERIFY_OK(engine.loseSystemLevel({2, 1}, VehicleSystem::Movement)); // R4
        VERIFY_OK(engine.loseSystemLevel({2, 1}, VehicleSystem::Movement));
        VERIFY_OK(engine.knockOutWeapon({2, 1}, 2));
    }
    QVERIFY(played.units.at(0).pieces.at(2).state.status != MoraleStatus::Normal);

    Battlegroup keyed = start;
    const ActionResult r = SheetReturn::apply(keyed, sheetOf(played));
    QVERIFY2(r.ok(), qPrintable(r.error));
    QCOMPARE(keyed.units.size(), played.units.size());
    for (int u = 0; u < keyed.units.size(); ++u) {
        for (int i = 0; i < keyed.units.at(u).pieces.size(); ++i) {
            const Piece &a = played.units.at(u).pieces.at(i);
            const Piece &b = keyed.units.at(u).pieces.at(i);
            QCOMPARE(SheetReturn::markOf(b), SheetReturn::markOf(a));
            QCOMPARE(b.hits, a.hits);
            QCOMPARE(b.movement, a.movement);
            QCOMPARE(b.targeting, a.targeting);
            QCOMPARE(b.damageControl, a.damageControl);
            QCOMPARE(b.weapons, a.weapons);
            QCOMPARE(b.currentMovement, a.currentMovement);
            QCOMPARE(b.state.presence, a.state.presence);
            QCOMPARE(b.state.status, a.state.status);
            QCOMPARE(b.state.marker, a.state.marker);
        }
        QCOMPARE(unitCurrent(keyed.units.at(u), keyed.rules), unitCurrent(played.units.at(u), played.rules));
    }
    QCOMPARE(endurance(keyed), endurance(played)); // R11
    QCOMPARE(r.endurance, std::optional<Endurance>(endurance(played)));
    QCOMPARE(keyed.breakingTurn, played.breakingTurn);

    // The log: the engine's loss records, then the one saying the sheet was keyed in, listing what changed.
    QCOMPARE(keyed.log, r.records);
    QCOMPARE(keyed.log.last().event, LogEvent::SheetEntered);
    const QString detail = keyed.log.last().detail;
    QVERIFY2(detail.contains(u"sq-t1: casualty"_s), qPrintable(detail));
    QVERIFY2(detail.contains(u"bots-bot2: 2 penetrating hit(s)"_s), qPrintable(detail));
    QVERIFY2(detail.contains(u"tank-1: movement 1 of 3"_s), qPrintable(detail));
    QVERIFY2(detail.contains(u"tank-1: weapon 3 (W3) knocked out"_s), qPrintable(detail));
    const auto count = [&keyed](LogEvent e) {
        return std::count_if(keyed.log.cbegin(), keyed.log.cend(), [e](const LogRecord &x) { return x.event == e; });
    };
    QCOMPARE(count(LogEvent::Casualty), 1);
    QCOMPARE(count(LogEvent::PenetratingHit), 3);
    QCOMPARE(count(LogEvent::SystemDamage), 2);
    QCOMPARE(count(LogEvent::WeaponLost), 1);
}

// R11: outcomes only the sheet knows (a surrender, leaving the board) reach the breaking point like losses.
void TestSheetReturn::sheetReachesTheBreakingPoint()
{
    Battlegroup bg = makeBattlegroup({makeSquad(u"sq"_s, 4)});
    QList<SheetEntry> entries = unchanged(bg);
    markFor(entries, {0, 0}).casualty = true;
    markFor(entries, {0, 1}).presence = Presence::Surrendered;
    markFor(entries, {0, 2}).marker = true;
    markFor(entries, {0, 3}).presence = Presence::LeftBoard;
    const ActionResult r = SheetReturn::apply(bg, entries);
    QVERIFY2(r.ok(), qPrintable(r.error));
    QCOMPARE(bg.breakingTurn, 1);
    QCOMPARE(bg.units.at(0).pieces.at(1).state.presence, Presence::Surrendered);
    QCOMPARE(bg.units.at(0).pieces.at(3).state.presence, Presence::LeftBoard);
    QVERIFY(bg.units.at(0).pieces.at(2).state.marker);
    QCOMPARE(endurance(bg).lost, 3);
    QCOMPARE(std::count_if(bg.log.cbegin(), bg.log.cend(), [](const LogRecord &x) { return x.event == LogEvent::BreakingPoint; }), 1);
    QCOMPARE(bg.log.last().event, LogEvent::SheetEntered);
}

void TestSheetReturn::unchangedSheetIsRefused()
{
    Battlegroup bg = sample();
    const ActionResult r = SheetReturn::apply(bg, unchanged(bg));
    QVERIFY(!r.ok());
    QCOMPARE(r.error, u"The sheet shows the game as it stands: there is nothing to key in."_s);
    QCOMPARE(bg, sample());
}

// The new record reads and writes back as it was; a file without one is untouched by it.
void TestSheetReturn::sheetEnteredRecordRoundTrips()
{
    Battlegroup bg = sample();
    QList<SheetEntry> entries = unchanged(bg);
    markFor(entries, {0, 0}).casualty = true;
    QVERIFY(SheetReturn::apply(bg, entries).ok());
    const QByteArray json = BattlegroupWriter::toJson(bg);
    QVERIFY(json.contains("\"sheet-entered\""));
    const LoadResult back = BattlegroupReader::fromJson(json);
    QVERIFY2(back.ok(), back.problems.isEmpty() ? "" : qPrintable(back.problems.first().reason));
    QCOMPARE(*back.battlegroup, bg);
    QCOMPARE(BattlegroupWriter::toJson(*back.battlegroup), json);
}

QTEST_GUILESS_MAIN(TestSheetReturn)
#include "tst_sheetreturn.moc"
