// WW1 force file format 1: writing, safe saving and byte-identical round trips (docs/ww1-file-format.md).
// Reading is in tst_ww1io.

#include "Ww1IoFixtures.h"
#include "kernel/DiceScript.h"
#include "kernel/FileDigest.h"
#include "kernel/RuleSystemRegistry.h"
#include "kernel/SafeSave.h"
#include "ww1/io/Ww1Writer.h"

#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QScopeGuard>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace md;
using namespace md::test;
using namespace md::ww1;

class TestWw1Save : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void sampleIsWrittenAsShipped();
    void roundTripIsByteIdentical_data();
    void roundTripIsByteIdentical();
    void everyFieldSurvives();
    void keysInStableOrder();
    void playedGameRoundTrips_data();
    void playedGameRoundTrips();
    void saveKeepsPreviousAsBackup();
    void saveIntoUnwritableDirectoryKeepsOriginal();
    void saveIntoMissingDirectory();
    void anotherSystemsStateWritesNothing();
};

// The sample is in the writer's own form, so opening and saving it changes no byte.
void TestWw1Save::sampleIsWrittenAsShipped()
{
    const Ww1LoadResult loaded = readWw1File(ww1Sample());
    QVERIFY2(loaded.ok(), qPrintable(lines(loaded.problems).join(u'\n')));
    QCOMPARE(Ww1Writer::toJson(*loaded.force), readAll(ww1Sample()));
}

void TestWw1Save::roundTripIsByteIdentical_data()
{
    QTest::addColumn<QString>("fileName");
    for (const QString &name : ww1Fixtures(u"valid"_s))
        QTest::newRow(qPrintable(name)) << ww1DataDir(u"valid/"_s) + name;
    QTest::newRow("sample") << ww1Sample();
}

// Saved through SafeSave as the window saves, opened again and saved again: the same bytes on disk.
void TestWw1Save::roundTripIsByteIdentical()
{
    QFETCH(QString, fileName);
    const Ww1LoadResult first = readWw1File(fileName);
    QVERIFY2(first.ok(), qPrintable(lines(first.problems).join(u'\n')));
    QTemporaryDir dir;
    const QString saved = dir.filePath(u"force.json"_s);
    QString error;
    QByteArray digest;
    QVERIFY2(Ww1Writer::saveFile(*first.force, saved, &error, &digest), qPrintable(error));
    const QByteArray once = readAll(saved);
    QCOMPARE(digest, FileDigest::of(once));

    const Ww1LoadResult second = readWw1File(saved);
    QVERIFY2(second.ok(), qPrintable(lines(second.problems).join(u'\n')));
    QVERIFY(*second.force == *first.force);
    QVERIFY2(Ww1Writer::saveFile(*second.force, saved, &error), qPrintable(error));
    QCOMPARE(readAll(saved), once);
    QCOMPARE(readAll(SafeSave::backupFileName(saved)), once);
}

// Every field of the model, set away from its default, comes back.
void TestWw1Save::everyFieldSurvives()
{
    Ww1Force force = smallWw1Force();
    force.notes = u"Line one\nline two: \"quoted\" é ✠"_s;
    force.turn = 4;
    force.rules.c1RoundDown = true;
    force.rules.eachConditionInTurn = true;
    force.rules.orderByStartingSize = true;
    force.rules.enterPositionEveryAttempt = true;
    force.rules.casualtiesWithinSquares = true;
    force.settings.smallArmsProximitySquares = 3;
    force.settings.tacticalMoveSquares = 4;
    force.settings.casualtySightSquares = 5;
    force.settings.severities = {{u"Scratched"_s, false}, {u"Down"_s, true}};
    force.settings.officerRanks = {u"Major"_s, u"Lieutenant"_s};
    Ww1Group &pl = force.groups[0];
    pl.kind = Ww1GroupKind::Company;
    pl.casualties = 16;
    pl.conditionsTested = {Ww1Condition::C1, Ww1Condition::C2};
    pl.status = Ww1GroupStatus::Withdrawing;
    Ww1Stand &sgt = pl.stands[1];
    sgt.testedUnderFire = true;
    sgt.testedHandToHand = true;
    sgt.testedEnterPosition = true;
    sgt.result = Ww1Result::DuckBack;

    Ww1LogRecord casualties;
    casualties.turn = 2;
    casualties.groupId = u"pl"_s;
    casualties.count = 16;
    casualties.detail = u"shelled"_s;
    Ww1LogRecord test;
    test.turn = 2;
    test.event = Ww1LogEvent::GroupTest;
    test.groupId = u"pl"_s;
    test.conditions = {Ww1Condition::C1, Ww1Condition::C2};
    test.roll = 7;
    test.modifier = -2;
    test.passed = false;
    Ww1LogRecord individual;
    individual.turn = 3;
    individual.event = Ww1LogEvent::IndividualTest;
    individual.groupId = u"pl"_s;
    individual.standId = u"sgt"_s;
    individual.square = u"B2"_s;
    individual.trigger = Ww1Trigger::EnterPosition;
    individual.roll = 4;
    individual.modifier = -2;
    individual.result = Ww1Result::DuckBack;
    individual.detail = u"fire,friendly=2,nco"_s;
    Ww1LogRecord cleared;
    cleared.turn = 4;
    cleared.event = Ww1LogEvent::ResultCleared;
    cleared.groupId = u"pl"_s;
    cleared.standId = u"lewis"_s;
    Ww1LogRecord ended;
    ended.turn = 4;
    ended.event = Ww1LogEvent::TurnEnded;
    force.log = {casualties, test, individual, cleared, ended};

    const QByteArray written = Ww1Writer::toJson(force);
    const Ww1LoadResult back = readWw1Json(written);
    QVERIFY2(back.ok(), qPrintable(lines(back.problems).join(u'\n')));
    QVERIFY(*back.force == force);
    QCOMPARE(Ww1Writer::toJson(*back.force), written);
}

// The envelope's keys and every object's keys in one order, whatever order the model was built in.
void TestWw1Save::keysInStableOrder()
{
    const QByteArray written = Ww1Writer::toJson(smallWw1Force());
    const QJsonObject root = QJsonDocument::fromJson(written).object();
    QCOMPARE(root.keys(), QStringList({u"application"_s, u"format"_s, u"groups"_s, u"log"_s, u"name"_s, u"notes"_s,
                                       u"ruleSystem"_s, u"rules"_s, u"settings"_s, u"turn"_s}));
    QCOMPARE(root.value("format"_L1).toInt(), 1);
    QCOMPARE(root.value("ruleSystem"_L1).toString(), u"ww1-morale"_s);
    QCOMPARE(root.value("rules"_L1).toObject().keys(),
             QStringList({u"c1-round-down"_s, u"casualties-within-squares"_s, u"each-condition-in-turn"_s,
                          u"enter-position-every-attempt"_s, u"order-by-starting-size"_s}));
    QVERIFY(written.indexOf("\"application\"") < written.indexOf("\"format\""));
    QVERIFY(written.endsWith("}\n"));
}

// Whatever play does to a force, a save reopens exactly: casualties, group tests (A.3.1, one at the worst
// modifier or each in turn, A-4), a square's shared roll (A.3.3), cleared results and withdrawals, played through
// the registry as a script would.
void TestWw1Save::playedGameRoundTrips_data()
{
    QTest::addColumn<bool>("eachInTurn");
    QTest::addColumn<QStringList>("steps");
    QTest::addColumn<int>("records");
    const QStringList steps {u"casualties wirers 2"_s,
                             u"group-test wirers 5"_s,
                             u"test D3 under-fire lt-ashby:fire sgt-hale:fire,leader bombers:fire,leader=lt-ashby 6"_s,
                             u"clear-result bombers"_s,
                             u"end-turn"_s,
                             u"casualties sappe 6"_s,
                             u"group-test sappe 7 5"_s,
                             u"clear wirers"_s};
    // One test at the worst modifier: 7 at -4 fails. Each in turn: C1 passes at 7, C2 fails at 5 and settles C3.
    QStringList worst = steps;
    worst[6] = u"group-test sappe 7"_s;
    QTest::newRow("one test at the worst (A-4)") << false << worst << 10;
    QTest::newRow("each condition in turn") << true << steps << 11;
}

void TestWw1Save::playedGameRoundTrips()
{
    QFETCH(bool, eachInTurn);
    QFETCH(QStringList, steps);
    QFETCH(int, records);
    EnvelopeResult opened = FileEnvelope::readFile(ww1Sample(), ruleSystems());
    QVERIFY2(opened.ok(), qPrintable(lines(opened.problems).join(u'\n')));
    Ww1Force *force = Ww1State::of(*opened.state);
    QVERIFY(force);
    force->rules.eachConditionInTurn = eachInTurn;
    const RuleSystem *system = opened.system;
    DiceScript dice;
    for (const QString &step : std::as_const(steps)) {
        const StepResult r = system->playStep(*opened.state, step, dice);
        QVERIFY2(r.ok, qPrintable(step + u": "_s + r.message));
    }
    const Ww1Force &played = *force;
    QCOMPARE(played.log.size(), records);
    QCOMPARE(played.group(u"sappe"_s)->status, Ww1GroupStatus::Withdrawing);
    QCOMPARE(played.group(u"wirers"_s)->status, Ww1GroupStatus::Normal);

    QTemporaryDir dir;
    const QString saved = dir.filePath(u"played.json"_s);
    QString error;
    QVERIFY2(Ww1Writer::saveFile(played, saved, &error), qPrintable(error));
    const Ww1LoadResult back = readWw1File(saved);
    QVERIFY2(back.ok(), qPrintable(lines(back.problems).join(u'\n')));
    QVERIFY(*back.force == played);
    QCOMPARE(Ww1Writer::toJson(*back.force), readAll(saved));
}

void TestWw1Save::saveKeepsPreviousAsBackup()
{
    QTemporaryDir dir;
    const QString name = dir.filePath(u"raid.json"_s);
    Ww1Force force = smallWw1Force();
    QString error;
    QVERIFY2(Ww1Writer::saveFile(force, name, &error), qPrintable(error));
    QVERIFY(!QFileInfo::exists(SafeSave::backupFileName(name)));
    force.turn = 2;
    QVERIFY2(Ww1Writer::saveFile(force, name, &error), qPrintable(error));
    const Ww1LoadResult now = readWw1File(name);
    const Ww1LoadResult before = readWw1File(SafeSave::backupFileName(name));
    QVERIFY(now.ok() && before.ok());
    QCOMPARE(now.force->turn, 2);
    QCOMPARE(before.force->turn, 1);
}

void TestWw1Save::saveIntoUnwritableDirectoryKeepsOriginal()
{
    QTemporaryDir dir;
    const QString sub = dir.filePath(u"locked"_s);
    QVERIFY(QDir().mkdir(sub));
    const QString name = sub + u"/raid.json"_s;
    QVERIFY(writeAll(name, "original"));
    QVERIFY(QFile::setPermissions(sub, QFileDevice::ReadOwner | QFileDevice::ExeOwner));
    const auto restore = qScopeGuard([&sub] {
        QFile::setPermissions(sub, QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner);
    });
    if (QFileInfo(sub).isWritable())
        QSKIP("running with privileges that ignore directory permissions");
    QString error;
    QByteArray digest;
    QVERIFY(!Ww1Writer::saveFile(smallWw1Force(), name, &error, &digest));
    QVERIFY2(error.contains(QDir::toNativeSeparators(name)), qPrintable(error));
    QVERIFY(digest.isEmpty());
    QCOMPARE(readAll(name), QByteArray("original"));
}

void TestWw1Save::saveIntoMissingDirectory()
{
    QTemporaryDir dir;
    const QString name = dir.filePath(u"no/such/folder/raid.json"_s);
    QString error;
    QVERIFY(!Ww1Writer::saveFile(smallWw1Force(), name, &error));
    QVERIFY2(error.startsWith(u"cannot save \"%1\": "_s.arg(QDir::toNativeSeparators(name))), qPrintable(error));
}

// A state of another system writes no bytes, and every saver refuses empty bytes.
void TestWw1Save::anotherSystemsStateWritesNothing()
{
    const RuleSystem *ww1 = ruleSystems().find(u"ww1-morale"_s);
    QVERIFY(ww1);
    const RuleSystem *ratio = ruleSystems().find(u"ratio-morale"_s);
    QVERIFY(ratio);
    const std::unique_ptr<GameState> other = ratio->newState();
    QVERIFY(ww1->write(*other).isEmpty());
    DiceScript dice;
    const StepResult refused = ww1->playStep(*other, u"end-turn"_s, dice);
    QVERIFY(!refused.ok);
    QCOMPARE(refused.message, u"not a WW1 force"_s);
}

QTEST_GUILESS_MAIN(TestWw1Save)
#include "tst_ww1save.moc"
