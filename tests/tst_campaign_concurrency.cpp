// Many referees at once (issue item 3): 4 processes record battles with replacements into one campaign at the
// same time; afterwards every battle is there exactly once under its own number, each force's battles are
// counted 1, 2, 3 … without a gap or a twin, the points add up, every replacement is there once, and
// `campaign check` is clean. Against one SQLite file (4 × 25) always; against a PostgreSQL server (4 × 100)
// when MORALEDESK_TEST_POSTGRES names one (tests/with-postgres.sh). MORALEDESK_CONCURRENCY_BATTLES sets the
// battles per process.
#include "CampaignCli.h"
#include "CampaignDatabase.h"
#include "CampaignQuery.h"
#include "CampaignSql.h"
#include "ServerDatabases.h"
#include "ratio/BattlegroupReader.h"
#include "ratio/campaign/RatioCampaignRecorder.h"

#include <QDate>
#include <QProcess>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

using namespace md;
using namespace md::test;
using namespace Qt::StringLiterals;

namespace {
QString dataPath(const QString &relative) { return QStringLiteral(MORALEDESK_TEST_DATA "/") + relative; }
const QStringList inputs{dataPath(u"campaign/first-contact.json"_s), dataPath(u"valid/mid-game.json"_s)};
constexpr int writers = 4;

QList<QVariantList> rows(CampaignDatabase &db, const QString &sql, QString *error)
{
    CampaignQuery q(campaignsql::connection(db.connectionName()), sql);
    QList<QVariantList> result;
    if (!q.exec({}, error))
        return result;
    const int width = q.record().count();
    while (q.next()) {
        QVariantList row;
        for (int i = 0; i < width; ++i)
            row.append(q.value(i));
        result.append(row);
    }
    q.finished(error);
    return result;
}
} // namespace

class TestCampaignConcurrency : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void fourReferees_data();
    void fourReferees();

private:
    // One battle of the two forces recorded alone: what each battle adds to the points.
    qint64 m_lostPerBattle = -1;
    int m_participantsPerBattle = 0;
    QTemporaryDir m_dir;
};

void TestCampaignConcurrency::initTestCase()
{
    QVERIFY(m_dir.isValid());
    QList<Battlegroup> battlegroups;
    for (const QString &file : inputs) {
        const LoadResult loaded = BattlegroupReader::readFile(file);
        QVERIFY2(loaded.ok(), qPrintable(file));
        battlegroups.append(*loaded.battlegroup);
    }
    QString error;
    auto db = CampaignDatabase::create(m_dir.filePath(u"reference.mdcampaign"_s), {u"Reference"_s, {}, {}}, &error);
    QVERIFY2(db, qPrintable(error));
    const auto record = RatioCampaignRecorder(*db).recordBattle(battlegroups, {QDate(2024, 1, 1), u"one"_s, {}, 0, {}}, &error);
    QVERIFY2(record, qPrintable(error));
    const auto lost = campaignsql::single(campaignsql::connection(db->connectionName()),
                                          u"SELECT SUM(lost_points) FROM participants"_s, {}, &error);
    QVERIFY2(lost, qPrintable(error));
    m_lostPerBattle = lost->toLongLong();
    m_participantsPerBattle = static_cast<int>(battlegroups.size());
    QVERIFY(m_lostPerBattle > 0);
}

void TestCampaignConcurrency::fourReferees_data()
{
    QTest::addColumn<bool>("server");
    QTest::addColumn<int>("battles");
    bool ok = false;
    const int given = qEnvironmentVariableIntValue("MORALEDESK_CONCURRENCY_BATTLES", &ok);
    QTest::newRow("SQLite file, 4 x 25") << false << (ok ? given : 25);
    QTest::newRow("PostgreSQL server, 4 x 100") << true << (ok ? given : 100);
}

void TestCampaignConcurrency::fourReferees()
{
    QFETCH(bool, server);
    QFETCH(int, battles);
    ServerDatabases databases;
    QString location;
    if (server) {
        if (!databases.available())
            QSKIP("MORALEDESK_TEST_POSTGRES is not set: no PostgreSQL server (tests/with-postgres.sh sets it)");
        location = databases.newDatabase(u"md_concurrency"_s);
        QVERIFY2(!location.isEmpty(), qPrintable(databases.error()));
    } else {
        location = m_dir.filePath(u"club-%1.mdcampaign"_s.arg(battles));
    }
    QString error;
    QVERIFY2(CampaignDatabase::create(location, {u"Club night"_s, {}, {}}, &error), qPrintable(error));

    std::vector<std::unique_ptr<QProcess>> processes;
    for (int w = 0; w < writers; ++w) {
        auto p = std::make_unique<QProcess>();
        p->setProgram(QStringLiteral(CONCURRENCY_WRITER));
        p->setArguments(QStringList{location, QString::number(battles), u"w%1"_s.arg(w)} + inputs);
        processes.push_back(std::move(p));
    }
    for (auto &p : processes)
        p->start();
    QSet<int> reported;
    int reportedReplacements = 0;
    for (auto &p : processes) {
        QVERIFY2(p->waitForStarted(10000), qPrintable(p->errorString()));
        QVERIFY2(p->waitForFinished(600000), "a referee did not finish in 10 minutes");
        const QString err = QString::fromLocal8Bit(p->readAllStandardError());
        QVERIFY2(p->exitStatus() == QProcess::NormalExit && p->exitCode() == 0,
                 qPrintable(u"a referee failed (exit %1): %2"_s.arg(p->exitCode()).arg(err)));
        for (const QByteArray &line : p->readAllStandardOutput().split('\n')) {
            if (line.startsWith("committed ")) {
                const int number = line.mid(10).toInt();
                QVERIFY2(!reported.contains(number), qPrintable(u"battle %1 was reported twice"_s.arg(number)));
                reported.insert(number);
            } else if (line.startsWith("replacement ")) {
                ++reportedReplacements;
            }
        }
    }
    const int total = writers * battles;
    QCOMPARE(reported.size(), total);
    QCOMPARE(reportedReplacements, total);

    auto db = CampaignDatabase::open(location, &error);
    QVERIFY2(db, qPrintable(error));
    // Every battle once, numbered 1 … total without a gap, each referee's every battle by its name.
    const auto battleRows = rows(*db, u"SELECT number, name FROM battles ORDER BY number"_s, &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QCOMPARE(battleRows.size(), total);
    QSet<QString> names;
    for (int i = 0; i < total; ++i) {
        QCOMPARE(battleRows.at(i).at(0).toInt(), i + 1);
        QVERIFY(reported.contains(i + 1));
        names.insert(battleRows.at(i).at(1).toString());
    }
    for (int w = 0; w < writers; ++w) {
        for (int i = 1; i <= battles; ++i)
            QVERIFY2(names.contains(u"w%1-%2"_s.arg(w).arg(i)), qPrintable(u"battle w%1-%2 is missing"_s.arg(w).arg(i)));
    }
    // Each force fought every battle: its battles counted 1 … total (R12's count of battles fought).
    const auto ordinals = rows(*db, uR"(SELECT g.name, COUNT(*), MIN(p.ordinal), MAX(p.ordinal), COUNT(DISTINCT p.ordinal)
FROM participants p JOIN battlegroups g ON g.id = p.battlegroup_id GROUP BY g.name ORDER BY g.name)"_s, &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QCOMPARE(ordinals.size(), m_participantsPerBattle);
    for (const QVariantList &o : ordinals) {
        QCOMPARE(o.at(1).toInt(), total);
        QCOMPARE(o.at(2).toInt(), 1);
        QCOMPARE(o.at(3).toInt(), total);
        QCOMPARE(o.at(4).toInt(), total);
        QCOMPARE(*db->battlesFought(o.at(0).toString(), &error), total);
    }
    // The points add up: every battle lost what the same battle lost when recorded alone.
    const auto sums = rows(*db, u"SELECT COUNT(*), SUM(lost_points) FROM participants"_s, &error);
    QVERIFY2(error.isEmpty() && sums.size() == 1, qPrintable(error));
    QCOMPARE(sums.at(0).at(0).toLongLong(), qint64(total) * m_participantsPerBattle);
    QCOMPARE(sums.at(0).at(1).toLongLong(), qint64(total) * m_lostPerBattle);
    // Every replacement once, each under its own unit.
    const auto replacements = rows(*db, u"SELECT COUNT(*), COUNT(DISTINCT unit_key) FROM ratio_replacements"_s, &error);
    QVERIFY2(error.isEmpty() && replacements.size() == 1, qPrintable(error));
    QCOMPARE(replacements.at(0).at(0).toInt(), total);
    QCOMPARE(replacements.at(0).at(1).toInt(), total);
    db.reset();
    const Cli check = campaign({location, u"check"_s});
    QVERIFY2(check.code == 0, qPrintable(check.err));
}

QTEST_GUILESS_MAIN(TestCampaignConcurrency)
#include "tst_campaign_concurrency.moc"
