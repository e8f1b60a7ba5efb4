// Napoleonic battle file format 1: writing, safe saving and byte-identical round trips
// (docs/napoleonic-file-format.md). Reading is in tst_napio.

#include "NapIoFixtures.h"
#include "kernel/DiceScript.h"
#include "kernel/FileDigest.h"
#include "kernel/RuleSystemRegistry.h"
#include "kernel/SafeSave.h"
#include "kernel/SeededDice.h"
#include "napoleonic/io/NapValidator.h"
#include "napoleonic/io/NapWriter.h"

#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRandomGenerator>
#include <QScopeGuard>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace md;
using namespace md::test;
using namespace md::nap;

namespace {
bool writeFile(const QString &fileName, const QByteArray &bytes)
{
    QFile f(fileName);
    return f.open(QIODevice::WriteOnly) && f.write(bytes) == bytes.size();
}
} // namespace

class TestNapSave : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void sampleIsWrittenAsShipped();
    void roundTripIsByteIdentical_data();
    void roundTripIsByteIdentical();
    void fullPlayStateSurvives();
    void everyFieldSurvives();
    void keysInStableOrder();
    void playedGameRoundTrips();
    void randomPlayStaysValid_data();
    void randomPlayStaysValid();
    void saveKeepsPreviousAsBackup();
    void saveIntoUnwritableDirectoryKeepsOriginal();
    void saveIntoMissingDirectory();
    void anotherSystemsStateWritesNothing();
};

// The sample is in the writer's own form, so opening and saving it changes no byte.
void TestNapSave::sampleIsWrittenAsShipped()
{
    const NapLoadResult loaded = readNapFile(napSample());
    QVERIFY2(loaded.ok(), qPrintable(napLines(loaded.problems).join(u'\n')));
    QCOMPARE(NapWriter::toJson(*loaded.battle), napReadAll(napSample()));
}

void TestNapSave::roundTripIsByteIdentical_data()
{
    QTest::addColumn<QString>("fileName");
    for (const QString &name : napFixtures(u"valid"_s))
        QTest::newRow(qPrintable(name)) << napDataDir(u"valid/"_s) + name;
    QTest::newRow("sample") << napSample();
}

// Saved through SafeSave as the window saves, opened again and saved again: the same bytes on disk.
void TestNapSave::roundTripIsByteIdentical()
{
    QFETCH(QString, fileName);
    const NapLoadResult first = readNapFile(fileName);
    QVERIFY2(first.ok(), qPrintable(napLines(first.problems).join(u'\n')));
    QTemporaryDir dir;
    const QString saved = dir.filePath(u"battle.json"_s);
    QString error;
    QByteArray digest;
    QVERIFY2(NapWriter::saveFile(*first.battle, saved, &error, &digest), qPrintable(error));
    const QByteArray once = napReadAll(saved);
    QCOMPARE(digest, FileDigest::of(once));
    const NapLoadResult second = readNapFile(saved);
    QVERIFY2(second.ok(), qPrintable(napLines(second.problems).join(u'\n')));
    QVERIFY(*second.battle == *first.battle);
    QVERIFY2(NapWriter::saveFile(*second.battle, saved, &error), qPrintable(error));
    QCOMPARE(napReadAll(saved), once);
    QCOMPARE(napReadAll(SafeSave::backupFileName(saved)), once);
}

// A game in the middle of turn 5: losses, disorder, a rout with one failed rally, a battery's cannon lost this
// phase, a unit removed (B.4.4 step 3) and one routed off (B-19), a demoralized army (B.4.7) whose position was
// taken (15.86), a command still to arrive, checks waiting (B.2) and a log of every kind of record. The file is in
// the writer's form: it reads and writes back to the same bytes.
void TestNapSave::fullPlayStateSurvives()
{
    const QString fileName = napDataDir(u"valid/mid-game.json"_s);
    const NapLoadResult loaded = readNapFile(fileName);
    QVERIFY2(loaded.ok(), qPrintable(napLines(loaded.problems).join(u'\n')));
    const NapBattle &battle = *loaded.battle;
    QCOMPARE(battle.turn, 5);
    QCOMPARE(battle.phase(), NapPhase::ReciprocalInfantryFire);
    QCOMPARE(battle.pending.size(), 2);
    QSet<NapLogEvent> events;
    for (const NapLogRecord &r : battle.log)
        events.insert(r.event);
    QCOMPARE(events.size(), static_cast<qsizetype>(EnumTable<NapLogEvent>::rows().size()));
    QSet<NapUnitState> states;
    for (const NapArmy &a : battle.armies)
        for (const NapCommand &c : a.commands)
            for (const NapUnit &u : c.units)
                states.insert(u.state);
    QCOMPARE(states.size(), 4);
    const NapArmy *allied = battle.army(u"allied"_s);
    QVERIFY(allied);
    QCOMPARE(allied->demoralTier, 1);
    QVERIFY(allied->positions.at(0).captured);
    QCOMPARE(battle.unit(u"fr-bty"_s)->cannonLostThisPhase, 1);
    QCOMPARE(battle.command(u"fr-bde-3"_s)->presence, NapPresence::Awaiting);
    QCOMPARE(NapWriter::toJson(battle), napReadAll(fileName));
}

// Every field of the model, set away from its default, comes back.
void TestNapSave::everyFieldSurvives()
{
    NapBattle battle = smallNapBattle();
    battle.notes = u"Line one\nline two: \"quoted\" é ✠"_s;
    battle.battleday = 3;
    battle.turn = 7;
    battle.phaseIndex = 4;
    battle.night = true;
    battle.rules.stackHalfStrength = true;
    battle.rules.cannonLossPermanent = true;
    battle.rules.gradeFromCurrentCmr = true;
    battle.rules.sumOfficerBenefits = true;
    battle.rules.sumTerrain = true;
    battle.rules.skirmisherFailureNotDisordered = true;
    battle.rules.disorderEscalates = true;
    battle.rules.shockAdjOmittedFirstCheckOnly = true;
    battle.rules.recomputeDemoralPenalty = true;
    battle.rules.routOffTableCostsMfp = false;
    battle.rules.withdrawalRemovesMfp = true;
    battle.rules.skirmishCountsForMfp = false;
    battle.rules.offerN16 = true;
    battle.rules.campaignPenalty = false;
    battle.settings.terrain = {{u"Orchard"_s, 1, true, true}, {u"Bog"_s, -1, true, false}};
    battle.settings.officerBenefits = {{u"Corps (great)"_s, 3, 12}};
    battle.settings.minimumFireZones = {{u"Rifles"_s, 5}};
    battle.settings.chargeRanges = {{u"Light cavalry"_s, 20}, {u"Lancers"_s, 18}};
    battle.settings.phases = {NapPhase::Movement, NapPhase::ShockCombat, NapPhase::Rally, NapPhase::Formation,
                              NapPhase::ArmyMoraleFatigue};
    battle.settings.turnsPerHour = 2;
    battle.settings.roadExitMfp = 3;
    battle.settings.userAdjustments = {{u"n14"_s, u"Lost line"_s, -2, u"When it applies"_s, true},
                                       {u"user-bridge"_s, u"Bridge"_s, 1, QString(), false}};
    battle.settings.rallyRestrictionC = u"Next to a burning building"_s;
    battle.settings.rallyRestrictionCEnabled = true;

    NapArmy &french = battle.armies[0];
    french.positions = {{u"Church"_s, 4, true}};
    french.extraMfp = 6;
    french.mfpUsedHalf = 95;
    french.demoralTier = 2;
    french.demoralPenalty = -3;
    french.hoursDemoralized = 2;
    french.warned90 = true;
    french.campaignPenalty = -1;
    french.exceededToday = true;
    NapCommand &div = french.commands[0];
    div.officerName = u"Général Morand"_s;
    div.officer = NapOfficerStatus::Killed;
    div.officerAppointed = false;
    div.order = NapOrder::March;
    div.presence = NapPresence::Withdrawn;
    div.arrivalTurn = 4;
    div.lateArrival = true;
    NapUnit &inf = french.commands[1].units[0];
    inf.figuresLost = 5;
    inf.formation = NapFormation::Square;
    inf.state = NapUnitState::Routed;
    inf.rallyFailures = 1;
    inf.shockPhaseAdj = -2;
    inf.checksThisPhase = QList<NapCircumstance>({NapCircumstance::Ib, NapCircumstance::Pe});
    inf.checkedInDeclaredChargePhase = true;
    inf.lateArrival = true;
    inf.notes = u"Behind the hedge"_s;
    NapUnit &bty = battle.armies[1].commands[0].units[1];
    bty.figuresLost = 2;
    bty.cannonLost = 3;
    bty.cannonLostThisPhase = 2;
    bty.formation = NapFormation::Limbered;

    battle.pending = {{u"fr-2"_s, NapCircumstance::Ic, true, u"fr-1"_s, u"passby"_s},
                      {u"al-1"_s, NapCircumstance::Pf, false, QString(), QString()}};
    NapLogRecord check;
    check.turn = 6;
    check.phase = NapPhase::ShockCombat;
    check.event = NapLogEvent::Check;
    check.armyId = u"french"_s;
    check.unitIds = {u"fr-1"_s, u"fr-2"_s};
    check.circumstance = NapCircumstance::Id;
    check.tester = NapTesterKind::Formation;
    check.roll = 10;
    check.typed = true;
    check.target = -1;
    check.result = NapResult::Routed;
    check.detail = u"N09,P04,odds=-3"_s;
    NapLogRecord loss;
    loss.turn = 6;
    loss.event = NapLogEvent::Loss;
    loss.unitIds = {u"al-bty"_s};
    loss.figures = -1;
    loss.cannon = 3;
    loss.shock = true;
    loss.mfpHalf = 5;
    NapLogRecord change;
    change.turn = 7;
    change.event = NapLogEvent::CommandChanged;
    change.armyId = u"french"_s;
    change.commandId = u"fr-div"_s;
    change.detail = u"withdrawn"_s;
    battle.log = {check, loss, change};

    const QByteArray written = NapWriter::toJson(battle);
    const NapLoadResult back = readNapJson(written);
    QVERIFY2(back.ok(), qPrintable(napLines(back.problems).join(u'\n')));
    QVERIFY(*back.battle == battle);
    QCOMPARE(NapWriter::toJson(*back.battle), written);
}

// The envelope's keys and every object's keys in one order, whatever order the model was built in.
void TestNapSave::keysInStableOrder()
{
    const QByteArray written = NapWriter::toJson(smallNapBattle());
    const QJsonObject root = QJsonDocument::fromJson(written).object();
    QCOMPARE(root.keys(), QStringList({u"application"_s, u"armies"_s, u"battleday"_s, u"format"_s, u"log"_s,
                                       u"name"_s, u"night"_s, u"notes"_s, u"pending"_s, u"phaseIndex"_s,
                                       u"ruleSystem"_s, u"rules"_s, u"settings"_s, u"turn"_s}));
    QCOMPARE(root.value("format"_L1).toInt(), 1);
    QCOMPARE(root.value("ruleSystem"_L1).toString(), u"napoleonic-morale"_s);
    QCOMPARE(root.value("rules"_L1).toObject().size(), 14);
    QVERIFY(written.indexOf("\"application\"") < written.indexOf("\"armies\""));
    QVERIFY(written.indexOf("\"armies\"") < written.indexOf("\"battleday\""));
    QVERIFY(written.endsWith("}\n"));
    // Ids and enums as the file's keys (EnumTable), MFP in half-points.
    const QJsonObject army = root.value("armies"_L1).toArray().at(0).toObject();
    QVERIFY(army.contains("mfpUsedHalf"_L1));
    QCOMPARE(army.value("commands"_L1).toArray().at(0).toObject().value("level"_L1).toString(), u"division"_s);
}

// Whatever play does to a battle, a save reopens exactly: losses and the checks they queue (B.2), the phases of a
// turn (15.42), a rally phase (B.4.3, B.4.4), an Army Morale Fatigue Phase (B.4.6), an officer lost, an order
// changed and a position taken (15.86), played through the registry as a script would, with typed d10s.
void TestNapSave::playedGameRoundTrips()
{
    EnvelopeResult opened = FileEnvelope::readFile(napSample(), ruleSystems());
    QVERIFY2(opened.ok(), qPrintable(napLines(opened.problems).join(u'\n')));
    const RuleSystem *system = opened.system;
    NapBattle *battle = NapState::of(*opened.state);
    QVERIFY(battle);
    DiceScript dice;
    const auto play = [&](const QString &step) {
        const StepResult r = system->playStep(*opened.state, step, dice);
        if (!r.ok)
            qWarning("%s: %s", qPrintable(step), qPrintable(r.message));
        return r.ok;
    };
    // Every queued check taken with a typed roll, so that the phase may end (15.42).
    const auto resolveQueue = [&](int roll) {
        for (int guard = 0; guard < 50 && !battle->pending.isEmpty(); ++guard) {
            const NapPendingCheck p = battle->pending.constFirst();
            if (!play(u"check %1 %2 roll=%3"_s.arg(p.unitId, enumKey(p.circumstance)).arg(roll)))
                return false;
        }
        return battle->pending.isEmpty();
    };
    const auto toPhase = [&](NapPhase phase) {
        for (int guard = 0; guard < 20 && battle->phase() != phase; ++guard) {
            if (!resolveQueue(10) || !play(u"next-phase"_s))
                return false;
        }
        return battle->phase() == phase;
    };
    QVERIFY(toPhase(NapPhase::ReciprocalInfantryFire));
    QVERIFY(play(u"loss fr-17e-1 3"_s));
    QVERIFY(play(u"loss al-landwehr 7"_s));
    // A queued check taken off untested leaves the queue and nothing else.
    QVERIFY(!battle->pending.isEmpty());
    const qsizetype pendingBefore = battle->pending.size();
    QVERIFY(play(u"dismiss 1 out of sight of the fire"_s));
    QCOMPARE(battle->pending.size(), pendingBefore - 1);
    QVERIFY(resolveQueue(10));
    QVERIFY(play(u"officer al-div wounded"_s));
    QVERIFY(play(u"take allied \"Mill on the brook\""_s));
    QVERIFY(toPhase(NapPhase::Rally));
    QVERIFY(play(u"clear-disorder french"_s));
    for (const NapArmy &a : battle->armies)
        for (const NapCommand &c : a.commands)
            for (const NapUnit &u : c.units)
                if (u.state == NapUnitState::Routed)
                    QVERIFY(play(u"rally %1 roll=10"_s.arg(u.id)));
    QVERIFY(toPhase(NapPhase::ArmyMoraleFatigue));
    QVERIFY(play(u"mfp french suggested"_s));
    QVERIFY(play(u"mfp allied suggested"_s));
    QVERIFY(resolveQueue(10));
    QVERIFY(play(u"next-phase"_s));
    QCOMPARE(battle->turn, 2);

    const NapBattle &played = *battle;
    QVERIFY(played.log.size() >= 8);
    QVERIFY(played.unit(u"fr-17e-1"_s)->figuresLost == 3);
    QVERIFY(played.armies.at(1).positions.at(0).captured);
    QTemporaryDir dir;
    const QString saved = dir.filePath(u"played.json"_s);
    QString error;
    QVERIFY2(NapWriter::saveFile(played, saved, &error), qPrintable(error));
    const NapLoadResult back = readNapFile(saved);
    QVERIFY2(back.ok(), qPrintable(napLines(back.problems).join(u'\n')));
    QVERIFY(*back.battle == played);
    QCOMPARE(NapWriter::toJson(*back.battle), napReadAll(saved));
}

void TestNapSave::randomPlayStaysValid_data()
{
    QTest::addColumn<quint32>("seed");
    for (quint32 seed = 1; seed <= 12; ++seed)
        QTest::newRow(qPrintable(u"seed %1"_s.arg(seed))) << seed;
}

// Whatever the engine does, the file reader accepts: random steps of every kind (refused ones too) on the sample,
// with the program's dice, keep the battle valid for NapValidator after every step, and a save of it reopens
// equal. A step the engine refuses changes nothing.
void TestNapSave::randomPlayStaysValid()
{
    QFETCH(quint32, seed);
    EnvelopeResult opened = FileEnvelope::readFile(napSample(), ruleSystems());
    QVERIFY2(opened.ok(), qPrintable(napLines(opened.problems).join(u'\n')));
    NapBattle *battle = NapState::of(*opened.state);
    QVERIFY(battle);
    SeededDice dice(seed);
    QRandomGenerator pick(seed);
    QStringList units;
    QStringList commands;
    for (const NapArmy &a : battle->armies)
        for (const NapCommand &c : a.commands) {
            commands << c.id;
            for (const NapUnit &u : c.units)
                units << u.id;
        }
    const auto any = [&pick](const QStringList &list) { return list.at(pick.bounded(int(list.size()))); };
    const QStringList armies {u"french"_s, u"allied"_s};
    const QStringList orders {u"attack"_s, u"engage"_s, u"defend"_s, u"march"_s};
    const QStringList officers {u"wounded"_s, u"killed"_s, u"alive"_s};
    int applied = 0;
    for (int i = 0; i < 400; ++i) {
        QString step;
        if (!battle->pending.isEmpty() && pick.bounded(4) != 0) {
            const NapPendingCheck p = battle->pending.constFirst();
            step = pick.bounded(8) == 0 ? u"dismiss 1 not in sight"_s
                                        : u"check %1 %2"_s.arg(p.unitId, enumKey(p.circumstance));
        } else {
            switch (pick.bounded(12)) {
            case 0:
            case 1:
                step = u"loss %1 %2%3"_s.arg(any(units)).arg(pick.bounded(1, 4)).arg(pick.bounded(3) == 0 ? u" shock"_s : QString());
                break;
            case 2: step = u"rally %1"_s.arg(any(units)); break;
            case 3: step = u"clear-disorder %1"_s.arg(any(armies)); break;
            case 4: step = u"off-table %1"_s.arg(any(units)); break;
            case 5: step = u"mfp %1 suggested"_s.arg(any(armies)); break;
            case 6: step = u"officer %1 %2"_s.arg(any(commands), any(officers)); break;
            case 7: step = u"order %1 %2"_s.arg(any(commands), any(orders)); break;
            case 8: step = pick.bounded(2) ? u"withdraw %1"_s.arg(any(commands)) : u"arrive %1"_s.arg(any(commands)); break;
            case 9:
                step = pick.bounded(2) ? u"take allied \"Mill on the brook\""_s : u"take french \"Church of Saint-Martin\""_s;
                break;
            case 10: step = u"friends %1 %2"_s.arg(any(units), any(units)); break;
            default: step = u"next-phase"_s; break;
            }
        }
        const NapBattle before = *battle;
        const StepResult r = opened.system->playStep(*opened.state, step, dice);
        if (!r.ok) {
            QVERIFY2(*battle == before, qPrintable(u"a refused step changed the battle: "_s + step));
            continue;
        }
        ++applied;
        const Problems problems = NapValidator::validate(*battle);
        QVERIFY2(problems.isEmpty(), qPrintable(step + u" -> "_s + napLines(problems).join(u'\n')));
    }
    QVERIFY2(applied >= 100, qPrintable(QString::number(applied)));
    QVERIFY(battle->log.size() >= 50);
    const QByteArray written = NapWriter::toJson(*battle);
    const NapLoadResult back = readNapJson(written);
    QVERIFY2(back.ok(), qPrintable(napLines(back.problems).join(u'\n')));
    QVERIFY(*back.battle == *battle);
    QCOMPARE(NapWriter::toJson(*back.battle), written);
}

void TestNapSave::saveKeepsPreviousAsBackup()
{
    QTemporaryDir dir;
    const QString name = dir.filePath(u"village.json"_s);
    NapBattle battle = smallNapBattle();
    QString error;
    QVERIFY2(NapWriter::saveFile(battle, name, &error), qPrintable(error));
    QVERIFY(!QFileInfo::exists(SafeSave::backupFileName(name)));
    battle.turn = 2;
    QVERIFY2(NapWriter::saveFile(battle, name, &error), qPrintable(error));
    const NapLoadResult now = readNapFile(name);
    const NapLoadResult before = readNapFile(SafeSave::backupFileName(name));
    QVERIFY(now.ok() && before.ok());
    QCOMPARE(now.battle->turn, 2);
    QCOMPARE(before.battle->turn, 1);
}

// A failed save keeps the original file as it was.
void TestNapSave::saveIntoUnwritableDirectoryKeepsOriginal()
{
    QTemporaryDir dir;
    const QString sub = dir.filePath(u"locked"_s);
    QVERIFY(QDir().mkdir(sub));
    const QString name = sub + u"/village.json"_s;
    QVERIFY(writeFile(name, "original"));
    QVERIFY(QFile::setPermissions(sub, QFileDevice::ReadOwner | QFileDevice::ExeOwner));
    const auto restore = qScopeGuard([&sub] {
        QFile::setPermissions(sub, QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner);
    });
    if (QFileInfo(sub).isWritable())
        QSKIP("running with privileges that ignore directory permissions");
    QString error;
    QByteArray digest;
    QVERIFY(!NapWriter::saveFile(smallNapBattle(), name, &error, &digest));
    QVERIFY2(error.contains(QDir::toNativeSeparators(name)), qPrintable(error));
    QVERIFY(digest.isEmpty());
    QCOMPARE(napReadAll(name), QByteArray("original"));
}

void TestNapSave::saveIntoMissingDirectory()
{
    QTemporaryDir dir;
    const QString name = dir.filePath(u"no/such/folder/village.json"_s);
    QString error;
    QVERIFY(!NapWriter::saveFile(smallNapBattle(), name, &error));
    QVERIFY2(error.startsWith(u"cannot save \"%1\": "_s.arg(QDir::toNativeSeparators(name))), qPrintable(error));
}

// A state of another system writes no bytes, and a step on it is refused.
void TestNapSave::anotherSystemsStateWritesNothing()
{
    const RuleSystem *nap = ruleSystems().find(u"napoleonic-morale"_s);
    QVERIFY(nap);
    const RuleSystem *ratio = ruleSystems().find(u"ratio-morale"_s);
    QVERIFY(ratio);
    const std::unique_ptr<GameState> other = ratio->newState();
    QVERIFY(nap->write(*other).isEmpty());
    DiceScript dice;
    const StepResult refused = nap->playStep(*other, u"next-phase"_s, dice);
    QVERIFY(!refused.ok);
    QCOMPARE(refused.message, u"not a Napoleonic battle"_s);
}

QTEST_GUILESS_MAIN(TestNapSave)
#include "tst_napsave.moc"
