// Issue item 5: "a crash never loses a committed record". A helper process (campaign_writer) records battles
// in a loop and prints "committed N" after each commit returns; this test kills it with SIGKILL at a random
// moment, reopens the file, and checks that PRAGMA integrity_check is ok, that every battle it reported is
// there, and that no battle is there in part. 30 trials here (about 10 s); tests/campaign-kill-test.sh runs
// thousands. MORALEDESK_KILL_TRIALS sets the count, MORALEDESK_KILL_SEED replays a run.
#include "CampaignDatabase.h"
#include "CampaignTestServer.h"
#include "ratio/campaign/RatioCampaignRecorder.h"
#include "ratio/BattlegroupReader.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QRandomGenerator>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>

using namespace md;
using namespace Qt::StringLiterals;

namespace {
QString dataPath(const QString &relative) { return QStringLiteral(MORALEDESK_TEST_DATA "/") + relative; }

int envInt(const char *name, int fallback)
{
    bool ok = false;
    const int v = qEnvironmentVariableIntValue(name, &ok);
    return ok ? v : fallback;
}
} // namespace

class TestCampaignKill : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void killWhileRecording();
};

void TestCampaignKill::killWhileRecording()
{
    const int trials = envInt("MORALEDESK_KILL_TRIALS", 30);
    const quint32 seed = static_cast<quint32>(envInt("MORALEDESK_KILL_SEED", static_cast<int>(QRandomGenerator::global()->bounded(1 << 30))));
    // A new campaign every so many trials keeps a long run's file (and its checks) small.
    const int trialsPerFile = 25;
    qInfo("kill test: %d trials, MORALEDESK_KILL_SEED=%u", trials, seed);
    QRandomGenerator random(seed);

    const QStringList inputs{dataPath(u"campaign/first-contact.json"_s), dataPath(u"valid/mid-game.json"_s)};
    QList<int> expectedLog;
    QList<int> expectedUnits;
    for (const QString &file : inputs) {
        const LoadResult loaded = BattlegroupReader::readFile(file);
        QVERIFY2(loaded.ok(), qPrintable(file));
        expectedLog.append(static_cast<int>(loaded.battlegroup->log.size()));
        expectedUnits.append(static_cast<int>(loaded.battlegroup->units.size()));
    }

    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    // With MORALEDESK_TEST_POSTGRES, the campaigns are databases on that server and the writer a client
    // killed mid-transaction: the server must keep every battle whole all the same.
    md::test::CampaignTestServer server;
    QString file;
    QSet<int> committed;
    int totalCommitted = 0;
    int killedMidLog = 0;
    for (int trial = 0; trial < trials; ++trial) {
        if (trial % trialsPerFile == 0) {
            file = server.active() ? server.newDatabase() : dir.filePath(u"kill-%1.mdcampaign"_s.arg(trial / trialsPerFile));
            QVERIFY2(!file.isEmpty(), qPrintable(server.error()));
            QString error;
            QVERIFY2(CampaignDatabase::create(file, {u"Kill test"_s, {}, {}}, &error), qPrintable(error));
            committed.clear();
        }
        QProcess writer;
        writer.setProgram(QStringLiteral(CAMPAIGN_WRITER));
        writer.setArguments(QStringList{file} + inputs);
        writer.start();
        QVERIFY2(writer.waitForStarted(10000), qPrintable(writer.errorString()));
        // From before the file is open to well into the loop of commits.
        const int delay = static_cast<int>(random.bounded(5, 400));
        if (writer.waitForFinished(delay))
            QFAIL(qPrintable(u"the writer stopped by itself (exit %1): %2"_s.arg(writer.exitCode())
                                 .arg(QString::fromLocal8Bit(writer.readAllStandardError()))));
        writer.kill(); // SIGKILL: no destructor, no rollback, no checkpoint
        QVERIFY(writer.waitForFinished(10000));
        QCOMPARE(writer.exitStatus(), QProcess::CrashExit);

        QList<QByteArray> lines = writer.readAllStandardOutput().split('\n');
        lines.removeLast(); // after the last newline: empty, or a line the kill cut short
        for (const QByteArray &line : std::as_const(lines)) {
            QVERIFY2(line.startsWith("committed "), line.constData());
            bool ok = false;
            const int n = line.mid(10).toInt(&ok);
            QVERIFY2(ok, line.constData());
            committed.insert(n);
            ++totalCommitted;
        }
        if (QFileInfo(file + u"-wal"_s).size() > 0)
            ++killedMidLog; // the reopening below recovers from the write-ahead log

        QString error;
        auto db = CampaignDatabase::open(file, &error);
        QVERIFY2(db, qPrintable(u"trial %1: %2"_s.arg(trial).arg(error)));
        const auto findings = db->integrityCheck(&error);
        QVERIFY2(findings, qPrintable(error));
        QVERIFY2(findings->isEmpty(), qPrintable(findings->join(u"; "_s)));
        const auto battles = RatioCampaignRecorder(*db).listBattles(&error);
        QVERIFY2(battles, qPrintable(error));
        QSet<int> present;
        for (qsizetype i = 0; i < battles->size(); ++i) {
            const BattleRecord &b = battles->at(i);
            // Numbered 1, 2, 3 … with no gap, each one whole.
            QCOMPARE(b.number, static_cast<int>(i) + 1);
            QCOMPARE(b.participants.size(), inputs.size());
            for (qsizetype k = 0; k < inputs.size(); ++k) {
                QCOMPARE(b.participants.at(k).logRecords, expectedLog.at(k));
                QCOMPARE(b.participants.at(k).units, expectedUnits.at(k));
            }
            present.insert(b.number);
        }
        for (const int n : std::as_const(committed))
            QVERIFY2(present.contains(n), qPrintable(u"trial %1: battle %2 was committed but is missing"_s.arg(trial).arg(n)));
    }
    qInfo("kill test: %d commits reported and found; %d kills left a write-ahead log to recover", totalCommitted, killedMidLog);
    QVERIFY2(totalCommitted > 0, "the writer never got to commit: the delays are too short to test anything");
}

QTEST_GUILESS_MAIN(TestCampaignKill)
#include "tst_campaignkill.moc"
