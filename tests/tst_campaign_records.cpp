// Campaign records in SQLite (issue: campaign record keeping): the pure rules under the records (CSV quoting,
// the file suffix, the field outcome of R11, played turns, entry snapshots) and recording battles through
// RatioCampaignRecorder: one transaction each, refusals and snapshots. The fixtures are in CampaignFixture.h.
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

class TestCampaignRecords : public QObject, private CampaignFixture
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();

    // Pure rules
    void csvQuoting();
    void campaignFileSuffix_data();
    void campaignFileSuffix();
    void fieldOutcome_data();
    void fieldOutcome();
    void playedTurns();
    void entrySnapshotUndoesTheLog();

    // Records
    void recordBattles();
    void recordOneSideAlone();
    void recordIsOneTransaction();
    void duplicateRecordRefused();
    void recordRefusesInvalidBattlegroups();
    void snapshots();
};

void TestCampaignRecords::initTestCase()
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

// ---- pure rules ----

void TestCampaignRecords::csvQuoting()
{
    QCOMPARE(CsvWriter::field(QVariant()), QString());
    QCOMPARE(CsvWriter::field(42), u"42"_s);
    QCOMPARE(CsvWriter::field(qint64(-7)), u"-7"_s);
    QCOMPARE(CsvWriter::field(u"plain text"_s), u"plain text"_s);
    QCOMPARE(CsvWriter::field(u"a,b"_s), u"\"a,b\""_s);
    QCOMPARE(CsvWriter::field(u"say \"hi\""_s), u"\"say \"\"hi\"\"\""_s);
    QCOMPARE(CsvWriter::field(u"two\nlines"_s), u"\"two\nlines\""_s);
    QCOMPARE(CsvWriter::field(u"cr\rhere"_s), u"\"cr\rhere\""_s);
    QCOMPARE(CsvWriter::line(QVariantList{1, QVariant(), u"x,y"_s, u"Ü"_s}), QByteArray("1,,\"x,y\",\xc3\x9c\r\n"));
    QCOMPARE(CsvWriter::document({u"a"_s, u"b"_s}, {}), QByteArray("a,b\r\n"));
}

// Item 4.3: the open dialog lists *.mdcampaign, *.db and *.sqlite; any other name gets ".mdcampaign".
void TestCampaignRecords::campaignFileSuffix_data()
{
    QTest::addColumn<QString>("typed");
    QTest::addColumn<QString>("saved");
    QTest::newRow("no suffix") << u"/tmp/rim"_s << u"/tmp/rim.mdcampaign"_s;
    QTest::newRow("mdcampaign") << u"/tmp/rim.mdcampaign"_s << u"/tmp/rim.mdcampaign"_s;
    QTest::newRow("any case") << u"/tmp/rim.MDCampaign"_s << u"/tmp/rim.MDCampaign"_s;
    QTest::newRow("db") << u"rim.db"_s << u"rim.db"_s;
    QTest::newRow("sqlite") << u"rim.sqlite"_s << u"rim.sqlite"_s;
    QTest::newRow("another suffix") << u"Rim 3.1"_s << u"Rim 3.1.mdcampaign"_s;
    QTest::newRow("a dot in the folder") << u"/tmp/v2.0/rim"_s << u"/tmp/v2.0/rim.mdcampaign"_s;
    QTest::newRow("ends with a dot") << u"rim."_s << u"rim.mdcampaign"_s;
    QTest::newRow("nothing") << QString() << QString();
}

void TestCampaignRecords::campaignFileSuffix()
{
    QFETCH(QString, typed);
    QFETCH(QString, saved);
    QCOMPARE(CampaignFileName::withSuffix(typed), saved);
}

// R11 for every line-up, through the one function that decides it (ratio::FieldDecision::decide).
void TestCampaignRecords::fieldOutcome_data()
{
    QTest::addColumn<QStringList>("sides");
    QTest::addColumn<QList<int>>("breaking");
    QTest::addColumn<int>("outcome");
    QTest::addColumn<QString>("heldBy");
    QTest::addColumn<QString>("retreated");

    const QStringList two{u"Blue"_s, u"Red"_s};
    const int undecided = int(BattleOutcome::Undecided), held = int(BattleOutcome::Held);
    const int neither = int(BattleOutcome::Neither), retreated = int(BattleOutcome::Retreated);
    QTest::newRow("nobody broke") << two << QList<int>{0, 0} << undecided << QString() << QString();
    QTest::newRow("red broke") << two << QList<int>{0, 3} << held << u"Blue"_s << QString();
    QTest::newRow("blue broke") << two << QList<int>{2, 0} << held << u"Red"_s << QString();
    QTest::newRow("blue broke first") << two << QList<int>{2, 4} << held << u"Red"_s << QString();
    QTest::newRow("red broke first") << two << QList<int>{5, 4} << held << u"Blue"_s << QString();
    QTest::newRow("next turn: the first retreats, the other holds") << two << QList<int>{1, 2} << held << u"Red"_s << QString();
    QTest::newRow("same turn: neither (R13.6)") << two << QList<int>{3, 3} << neither << QString() << QString();
    // One side recorded: its retreat hands the field to the opponent, who is not recorded.
    QTest::newRow("one side only, broke: it retreated") << QStringList{u"Blue"_s} << QList<int>{2} << retreated << QString() << u"Blue"_s;
    QTest::newRow("one side only, did not break") << QStringList{u"Blue"_s} << QList<int>{0} << undecided << QString() << QString();
    QTest::newRow("one side, two groups, one broke") << QStringList{u"Blue"_s, u"Blue"_s} << QList<int>{2, 0}
                                                     << undecided << QString() << QString();
    QTest::newRow("one side, two groups, both broke") << QStringList{u"Blue"_s, u"Blue"_s} << QList<int>{2, 3}
                                                      << retreated << QString() << u"Blue"_s;
    QTest::newRow("2 v 1, one blue group broke") << QStringList{u"Blue"_s, u"Blue"_s, u"Red"_s} << QList<int>{2, 0, 0}
                                                 << undecided << QString() << QString();
    QTest::newRow("2 v 1, red broke") << QStringList{u"Blue"_s, u"Blue"_s, u"Red"_s} << QList<int>{2, 0, 4}
                                      << held << u"Blue"_s << QString();
    QTest::newRow("2 v 1, blue left in 4, red in 3") << QStringList{u"Blue"_s, u"Blue"_s, u"Red"_s} << QList<int>{2, 4, 3}
                                                     << held << u"Blue"_s << QString();
    QTest::newRow("2 v 1, all gone in 4") << QStringList{u"Blue"_s, u"Blue"_s, u"Red"_s} << QList<int>{2, 4, 4}
                                          << neither << QString() << QString();
    QTest::newRow("three sides, two still there") << QStringList{u"Blue"_s, u"Red"_s, u"Green"_s} << QList<int>{1, 0, 0}
                                                  << undecided << QString() << QString();
    QTest::newRow("nothing recorded") << QStringList{} << QList<int>{} << undecided << QString() << QString();
}

void TestCampaignRecords::fieldOutcome()
{
    QFETCH(QStringList, sides);
    QFETCH(QList<int>, breaking);
    QFETCH(int, outcome);
    QFETCH(QString, heldBy);
    QFETCH(QString, retreated);
    QList<ratio::FieldDecision::Participant> participants;
    QList<Battlegroup> bgs;
    for (qsizetype i = 0; i < sides.size(); ++i) {
        participants.append({sides.at(i), breaking.at(i)});
        Battlegroup bg;
        bg.name = u"bg%1"_s.arg(i);
        bg.side = sides.at(i);
        bg.turn = 6;
        bg.breakingTurn = breaking.at(i);
        bgs.append(bg);
    }
    const ratio::FieldDecision r = ratio::FieldDecision::decide(participants);
    QCOMPARE(int(r.outcome), outcome);
    QCOMPARE(r.heldBy, heldBy);
    QCOMPARE(r.retreated, retreated);
    QCOMPARE(r.heldField.size(), sides.size());
    for (qsizetype i = 0; i < sides.size(); ++i)
        QCOMPARE(r.heldField.at(i), !heldBy.isEmpty() && sides.at(i) == heldBy);
    // The same from the battlegroups as they ended the battle.
    const ratio::FieldDecision fromBattlegroups = CarryOver::field(bgs);
    QCOMPARE(int(fromBattlegroups.outcome), outcome);
    QCOMPARE(fromBattlegroups.heldBy, heldBy);
    QCOMPARE(fromBattlegroups.retreated, retreated);
}

void TestCampaignRecords::playedTurns()
{
    Battlegroup bg = blueRoster();
    QCOMPARE(CarryOver::playedTurns(bg), 1);
    Play(bg).casualty(u"a-1"_s);
    QCOMPARE(CarryOver::playedTurns(bg), 1);
    Play(bg).endTurn();
    QCOMPARE(bg.turn, 2);
    QCOMPARE(CarryOver::playedTurns(bg), 1); // turn 2 was only opened
    Play(bg).casualty(u"a-2"_s);
    QCOMPARE(CarryOver::playedTurns(bg), 2);
}

void TestCampaignRecords::entrySnapshotUndoesTheLog()
{
    Battlegroup blue = blueRoster(), red = redRoster();
    QCOMPARE(playBattle1(blue, red), QString());
    QVERIFY(blue != blueRoster());
    QCOMPARE(CarryOver::entrySnapshot(blue), blueRoster());
    QCOMPARE(CarryOver::entrySnapshot(red), redRoster());

    // Crews that bailed out or survived an explosion were in their vehicle when the battle began (R10).
    Battlegroup b2 = blueRoster(), r2 = redRoster();
    b2.rules.bailedCrew = true;
    Play p(b2);
    p.damage(u"t-1"_s, VehicleSystem::Movement).damage(u"t-1"_s, VehicleSystem::Movement).explode(u"t-1"_s, {0, 1});
    QCOMPARE(p.error(), QString());
    QCOMPARE(findUnit(b2, u"t"_s)->pieces.size(), 3);
    QCOMPARE(findUnit(b2, u"t"_s)->pieces.at(0).currentMovement, 3);
    Battlegroup expected = blueRoster();
    expected.rules.bailedCrew = true;
    QCOMPARE(CarryOver::entrySnapshot(b2), expected);
}

// ---- records ----

void TestCampaignRecords::recordBattles()
{
    Story s;
    auto db = newCampaign(&s);
    QVERIFY(db);

    const BattleRecord &b1 = s.record1;
    QCOMPARE(b1.number, 1);
    QCOMPARE(b1.date, QDate(2024, 5, 1));
    QCOMPARE(b1.name, u"Bridge at Kell"_s);
    QCOMPARE(b1.scenario, u"Meeting engagement"_s);
    QCOMPARE(b1.turns, 1);
    QCOMPARE(b1.outcome, BattleOutcome::Held);
    QCOMPARE(b1.heldBy, u"Blue"_s);
    QCOMPARE(b1.participants.size(), 2);
    const ParticipantResult &blue = b1.participants.at(0);
    QCOMPARE(blue.battlegroup, u"Blue Force"_s);
    QCOMPARE(blue.side, u"Blue"_s);
    QCOMPARE(blue.ordinal, 1);
    QVERIFY(blue.heldField);
    QCOMPARE(blue.retreatedFromTurn, 0);
    QCOMPARE(blue.startingPoints, 22);
    QCOMPARE(blue.lostPoints, 4);  // a casualty, one who left the board, a targeting level, a hit (R11)
    QCOMPARE(blue.endingPoints, 18);
    QCOMPARE(blue.piecesLost, 1);
    QCOMPARE(blue.piecesLeftBoard, 1);
    QCOMPARE(blue.units, 3);
    QCOMPARE(blue.logRecords, static_cast<int>(s.blue1.log.size()));
    const ParticipantResult &red = b1.participants.at(1);
    QVERIFY(!red.heldField);
    QCOMPARE(red.breakingTurn, 1);
    QCOMPARE(red.retreatedFromTurn, 2); // R11: from the start of the next turn
    QCOMPARE(red.startingPoints, 6);
    QCOMPARE(red.lostPoints, 3);
    QCOMPARE(red.piecesLost, 3);

    const BattleRecord &b2 = s.record2;
    QCOMPARE(b2.number, 2);
    QCOMPARE(b2.outcome, BattleOutcome::Neither); // both broke in turn 1 (R11)
    QCOMPARE(b2.heldBy, QString());
    QCOMPARE(b2.participants.at(0).ordinal, 2);
    QCOMPARE(b2.participants.at(0).retreatedFromTurn, 2);
    QCOMPARE(b2.participants.at(1).retreatedFromTurn, 2);
    QVERIFY(!b2.participants.at(0).heldField && !b2.participants.at(1).heldField);
    QCOMPARE(b2.notes, battle2Info().notes);

    // What the recording said is what the file holds.
    QString error;
    const auto battles = RatioCampaignRecorder(*db).listBattles(&error);
    QVERIFY2(battles, qPrintable(error));
    QCOMPARE(battles->size(), 2);
    QCOMPARE(battles->at(0), b1);
    QCOMPARE(battles->at(1), b2);

    const QString text = RatioCampaignRecorder::describe(b1);
    QVERIFY2(text.startsWith(u"Recorded battle 1, \"Bridge at Kell\" (2024-05-01, 1 turn(s)): Blue held the field."_s), qPrintable(text));
    QVERIFY2(text.contains(u"Red Force (Red), its battle 1: 3 of 6 points at the end; 3 piece(s) lost; reached its breaking point in turn 1 and retreated from turn 2"_s),
             qPrintable(text));
    QVERIFY(RatioCampaignRecorder::describe(b2).contains(u"neither held the field"_s));

    // The full morale log of each battle is kept, record by record.
    const auto log = db->table(u"morale-log"_s, &error);
    QVERIFY2(log, qPrintable(error));
    QCOMPARE(log->rows.size(), s.blue1.log.size() + s.red1.log.size() + s.blue2.log.size() + s.red2.log.size());
    QCOMPARE(db->integrityCheck(&error).value_or(QStringList{u"failed"_s}), QStringList());
}

// R11 in the file: a battlegroup recorded alone that reached its breaking point is its side's retreat (the
// opponent, not recorded, held the field), not an undecided battle; one that did not break leaves it undecided.
void TestCampaignRecords::recordOneSideAlone()
{
    auto db = newCampaign();
    QVERIFY(db);
    Battlegroup blue = blueRoster(), red = redRoster();
    QCOMPARE(playBattle1(blue, red), QString());
    QCOMPARE(red.breakingTurn, 1);
    QCOMPARE(blue.breakingTurn, 0);
    QString error;
    const auto retreat = RatioCampaignRecorder(*db).recordBattle({red}, battle1Info(), &error);
    QVERIFY2(retreat, qPrintable(error));
    QCOMPARE(retreat->outcome, BattleOutcome::Retreated);
    QCOMPARE(retreat->retreated, u"Red"_s);
    QCOMPARE(retreat->heldBy, QString());
    QVERIFY(!retreat->participants.at(0).heldField);
    QCOMPARE(retreat->participants.at(0).retreatedFromTurn, 2);
    QCOMPARE(RatioCampaignRecorder::outcomeText(*retreat), u"Red reached its breaking point and retreated: its opponent held the field"_s);
    QVERIFY(RatioCampaignRecorder::describe(*retreat).contains(u"Red reached its breaking point and retreated"_s));

    const auto alone = RatioCampaignRecorder(*db).recordBattle({blue}, battle2Info(), &error);
    QVERIFY2(alone, qPrintable(error));
    QCOMPARE(alone->outcome, BattleOutcome::Undecided);
    QCOMPARE(alone->retreated, QString());

    // Read back as recorded, and listed by its key.
    const auto battles = RatioCampaignRecorder(*db).listBattles(&error);
    QVERIFY2(battles, qPrintable(error));
    QCOMPARE(battles->size(), 2);
    QCOMPARE(battles->at(0), *retreat);
    QCOMPARE(battles->at(1), *alone);
    const auto table = db->table(u"battles"_s, &error);
    QVERIFY2(table, qPrintable(error));
    const qsizetype outcome = table->columns.indexOf(u"outcome"_s);
    QCOMPARE(table->rows.at(0).at(outcome).toString(), u"retreated"_s);
    QCOMPARE(table->rows.at(1).at(outcome).toString(), u"undecided"_s);
    const Cli r = campaign({locationOf(*db), u"list"_s, u"--json"_s});
    QCOMPARE(r.code, 0);
    const QJsonObject first = QJsonDocument::fromJson(r.out.toUtf8()).object().value(u"battles"_s).toArray().at(0).toObject();
    QCOMPARE(first.value(u"outcome"_s).toString(), u"retreated"_s);
    QCOMPARE(first.value(u"retreated"_s).toString(), u"Red"_s);
    QVERIFY(first.value(u"heldBy"_s).isNull());
}

void TestCampaignRecords::recordIsOneTransaction()
{
    auto db = newCampaign();
    QVERIFY(db);
    Battlegroup blue = blueRoster(), red = redRoster();
    QCOMPARE(playBattle1(blue, red), QString());
    RawFile raw(locationOf(*db));
    QVERIFY2(raw.ok(), qPrintable(raw.error()));
    // Make the last kind of row fail: everything written before it must go too. A server's trigger is a
    // function's, made (and dropped) through another connection.
    if (onServer()) {
        QVERIFY2(raw.exec(u"CREATE FUNCTION refuse_log() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN "
                          "IF NEW.battlegroup_id = 2 THEN RAISE EXCEPTION 'disk on fire'; END IF; RETURN NEW; END $$"_s),
                 qPrintable(raw.error()));
        QVERIFY2(raw.exec(u"CREATE TRIGGER refuse_log BEFORE INSERT ON ratio_log_records FOR EACH ROW "
                          "EXECUTE FUNCTION refuse_log()"_s),
                 qPrintable(raw.error()));
    } else {
        QSqlQuery q(QSqlDatabase::database(db->connectionName(), false));
        QVERIFY(q.exec(u"CREATE TEMP TRIGGER refuse_log BEFORE INSERT ON ratio_log_records WHEN NEW.battlegroup_id = 2 "
                       "BEGIN SELECT RAISE(ABORT, 'disk on fire'); END"_s));
    }
    QString error;
    QVERIFY(!RatioCampaignRecorder(*db).recordBattle({blue, red}, battle1Info(), &error));
    QVERIFY2(error.contains(u"not recorded"_s) && error.contains(u"disk on fire"_s), qPrintable(error));
    for (const QString &table : CampaignSchema::tables(CampaignSchema::current)) {
        if (table == u"campaign"_s || table == u"sides"_s || table == CampaignSchema::versionTable())
            continue;
        QCOMPARE(raw.value(u"SELECT COUNT(*) FROM "_s + table).toInt(), 0);
    }
    if (onServer()) {
        QVERIFY2(raw.exec(u"DROP TRIGGER refuse_log ON ratio_log_records"_s), qPrintable(raw.error()));
    } else {
        QSqlQuery q(QSqlDatabase::database(db->connectionName(), false));
        QVERIFY(q.exec(u"DROP TRIGGER temp.refuse_log"_s));
    }
    QVERIFY2(RatioCampaignRecorder(*db).recordBattle({blue, red}, battle1Info(), &error), qPrintable(error));
    QCOMPARE(RatioCampaignRecorder(*db).listBattles()->size(), 1);
}

void TestCampaignRecords::duplicateRecordRefused()
{
    Story s;
    auto db = newCampaign(&s);
    QVERIFY(db);
    QString error;
    QVERIFY(!RatioCampaignRecorder(*db).recordBattle({s.blue1, s.red1}, battle1Info(), &error));
    QVERIFY2(error.contains(u"already recorded, as battle 1"_s), qPrintable(error));
    QVERIFY(!RatioCampaignRecorder(*db).recordBattle({s.blue2, s.red2}, BattleInfo{}, &error));
    QVERIFY2(error.contains(u"as battle 2"_s), qPrintable(error));
    QCOMPARE(RatioCampaignRecorder(*db).listBattles()->size(), 2);
    // One battlegroup alone is a different record.
    QVERIFY2(RatioCampaignRecorder(*db).recordBattle({s.blue2}, BattleInfo{}, &error), qPrintable(error));
}

void TestCampaignRecords::recordRefusesInvalidBattlegroups()
{
    auto db = newCampaign();
    QVERIFY(db);
    QString error;
    QVERIFY(!RatioCampaignRecorder(*db).recordBattle({}, BattleInfo{}, &error));
    Battlegroup blue = blueRoster();
    QVERIFY(!RatioCampaignRecorder(*db).recordBattle({blue, blue}, BattleInfo{}, &error));
    QVERIFY2(error.contains(u"given twice"_s), qPrintable(error));
    Battlegroup broken = blueRoster();
    broken.units[0].pieces[1].id = u"a-sgt"_s;
    QVERIFY(!RatioCampaignRecorder(*db).recordBattle({broken}, BattleInfo{}, &error));
    QVERIFY2(error.contains(u"not valid"_s) && error.contains(u"duplicate id"_s), qPrintable(error));
    QCOMPARE(RatioCampaignRecorder(*db).listBattles()->size(), 0);
    QCOMPARE(db->battlegroups(), QStringList());
}

void TestCampaignRecords::snapshots()
{
    Story s;
    auto db = newCampaign(&s);
    QVERIFY(db);
    QString error;
    // Exit: the battlegroup exactly as it ended, log and all.
    QCOMPARE(RatioCampaignRecorder(*db).snapshot(1, u"Blue Force"_s, RatioCampaignRecorder::Snapshot::Exit, &error).value_or(Battlegroup{}), s.blue1);
    QCOMPARE(RatioCampaignRecorder(*db).snapshot(2, u"Red Force"_s, RatioCampaignRecorder::Snapshot::Exit, &error).value_or(Battlegroup{}), s.red2);
    // Entry: the state as the battle began, which is the roster next-battle gave the players.
    QCOMPARE(RatioCampaignRecorder(*db).snapshot(1, u"Blue Force"_s, RatioCampaignRecorder::Snapshot::Entry, &error).value_or(Battlegroup{}), blueRoster());
    QCOMPARE(RatioCampaignRecorder(*db).snapshot(2, u"Blue Force"_s, RatioCampaignRecorder::Snapshot::Entry, &error).value_or(Battlegroup{}),
             s.blueNext2.battlegroup);
    QCOMPARE(RatioCampaignRecorder(*db).snapshot(2, u"Red Force"_s, RatioCampaignRecorder::Snapshot::Entry, &error).value_or(Battlegroup{}),
             s.redNext2.battlegroup);
    QVERIFY(!RatioCampaignRecorder(*db).snapshot(3, u"Blue Force"_s, RatioCampaignRecorder::Snapshot::Exit, &error));
    QVERIFY2(error.contains(u"did not fight in battle 3"_s), qPrintable(error));
}

QTEST_GUILESS_MAIN(TestCampaignRecords)
#include "tst_campaign_records.moc"
