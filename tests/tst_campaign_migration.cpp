// Campaign file integrity: backups and the schema migrations from every earlier version, with their
// backups. The fixtures are in CampaignFixture.h; the kill test is tst_campaignkill.
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
#include <QSqlRecord>
#include <QTemporaryDir>
#include <QTest>
#include <QTextStream>

using namespace md;
using namespace md::test;

namespace {
// A campaign recorded before the dice history could not know which dice were typed: the story of today's
// campaign types its dice, so the snapshots agree once that flag is left out.
Battlegroup withoutTypedFlags(Battlegroup battlegroup)
{
    for (LogRecord &record : battlegroup.log)
        record.typed = false;
    return battlegroup;
}
} // namespace
using namespace Qt::StringLiterals;

namespace {
// Everything a campaign file holds, as text: its header values, its schema and every row of every table
// (sorted), after checking it is a sound SQLite file. A file's copy need not have its bytes, only this.
QStringList contentsOf(const QString &file)
{
    static int count = 0;
    const QString name = u"contents-%1"_s.arg(++count);
    QStringList out;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(u"QSQLITE"_s, name);
        db.setDatabaseName(file);
        if (!db.open())
            out << u"cannot open"_s;
        const auto value = [&db](const QString &sql) {
            QSqlQuery q(db);
            return q.exec(sql) && q.next() ? q.value(0).toString() : u"(failed)"_s;
        };
        const auto column = [&db](const QString &sql) {
            QStringList values;
            QSqlQuery q(db);
            if (q.exec(sql)) {
                while (q.next())
                    values << q.value(0).toString();
            }
            return values;
        };
        if (out.isEmpty()) {
            out << u"integrity_check: "_s + value(u"PRAGMA integrity_check"_s)
                << u"user_version: "_s + value(u"PRAGMA user_version"_s)
                << u"application_id: "_s + value(u"PRAGMA application_id"_s);
            out << column(u"SELECT sql FROM sqlite_schema WHERE sql IS NOT NULL ORDER BY name"_s);
            for (const QString &table : column(u"SELECT name FROM sqlite_schema WHERE type = 'table' ORDER BY name"_s)) {
                QSqlQuery q(db);
                if (!q.exec(u"SELECT * FROM \"%1\""_s.arg(table))) {
                    out << u"cannot read "_s + table;
                    continue;
                }
                QStringList rows;
                while (q.next()) {
                    QStringList values;
                    for (int i = 0; i < q.record().count(); ++i)
                        values << (q.value(i).isNull() ? u"NULL"_s : q.value(i).toString());
                    rows << table + u": "_s + values.join(u'|');
                }
                rows.sort();
                out << rows;
            }
        }
        db.close();
    }
    QSqlDatabase::removeDatabase(name);
    return out;
}

// A copy of `file` made aside, read as contentsOf() (reading a file may fold its log in).
QStringList pristineContentsOf(const QString &file, const QString &aside)
{
    QFile::remove(aside);
    if (!QFile::copy(file, aside))
        return {u"cannot copy"_s};
    QFile::setPermissions(aside, QFile::ReadOwner | QFile::WriteOwner);
    return contentsOf(aside);
}
} // namespace

class TestCampaignMigration : public QObject, private CampaignFixture
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();

    // Integrity
    void backup();
    void migrateEveryEarlierVersion();
    void migrateVersion1FileWithData();
    void migrateVersion3Fixture();
    void migrationBackupNeverReplacesAFile();
    void commandLineSaysWhereTheBackupIs();
    void recordedRowsCarryTheirSystem();
    void version6AddsTheSchemaVersionTable();
};

void TestCampaignMigration::initTestCase()
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

// ---- integrity ----

void TestCampaignMigration::backup()
{
    if (onServer())
        QSKIP("about backups as files (VACUUM INTO a file beside the campaign); a server campaign is copied with `campaign copy`");
    Story s;
    auto db = newCampaign(&s);
    QVERIFY(db);
    const QString dest = m_dir.filePath(u"backup-1.mdcampaign"_s);
    QString error;
    {
        // Online: another connection is in the middle of reading.
        RawFile reader(db->fileName());
        QVERIFY(reader.exec(u"BEGIN"_s));
        QCOMPARE(reader.value(u"SELECT COUNT(*) FROM battles"_s).toInt(), 2);
        QVERIFY2(db->backupTo(dest, &error), qPrintable(error));
        QVERIFY(reader.exec(u"COMMIT"_s));
    }
    QVERIFY(!db->backupTo(dest, &error));
    QVERIFY2(error.contains(u"already exists"_s), qPrintable(error));
    QVERIFY(!db->backupTo(m_dir.filePath(u"no/such/dir/b.mdcampaign"_s), &error));
    QCOMPARE(QDir(m_dir.path()).entryList(QStringList{u".*partial*"_s}, QDir::Files | QDir::Hidden), QStringList());

    auto copy = CampaignDatabase::open(dest, &error);
    QVERIFY2(copy, qPrintable(error));
    QCOMPARE(*RatioCampaignRecorder(*copy).listBattles(), *RatioCampaignRecorder(*db).listBattles());
    QCOMPARE(copy->integrityCheck(&error).value_or(QStringList{u"failed"_s}), QStringList());
    for (const QString &table : CampaignDatabase::exportableTables())
        QCOMPARE(csvOf(*copy, table), csvOf(*db, table));
}

void TestCampaignMigration::migrateEveryEarlierVersion()
{
    if (onServer())
        QSKIP("about migrating SQLite files of earlier versions (createAtVersion makes files)");
    const QString fresh = newFile(u"fresh"_s);
    QString error;
    QVERIFY2(CampaignDatabase::createAtVersion(fresh, campaignInfo(), CampaignSchema::current, &error), qPrintable(error));
    const QStringList currentSchema = schemaOf(fresh);
    QVERIFY(!currentSchema.isEmpty());
    for (int version = 1; version < CampaignSchema::current; ++version) {
        const QString file = newFile(u"v%1"_s.arg(version));
        QVERIFY2(CampaignDatabase::createAtVersion(file, campaignInfo(), version, &error), qPrintable(error));
        {
            RawFile raw(file);
            QCOMPARE(raw.value(u"PRAGMA user_version"_s).toInt(), version);
            QCOMPARE(raw.column(u"SELECT name FROM sqlite_schema WHERE type = 'table' ORDER BY rowid"_s).size(),
                     CampaignSchema::tables(version).size());
        }
        auto db = CampaignDatabase::open(file, &error);
        QVERIFY2(db, qPrintable(error));
        QCOMPARE(db->openedVersion(), version);
        QCOMPARE(db->info(&error).value_or(CampaignInfo{}), campaignInfo());
        db.reset();
        // The same file a new campaign is, statement for statement.
        QCOMPARE(schemaOf(file), currentSchema);
        RawFile raw(file);
        QCOMPARE(raw.value(u"PRAGMA user_version"_s).toInt(), CampaignSchema::current);
    }
}

// tests/data/campaign/v3-campaign.sqlite is a campaign of schema v3 as the release before the rule-system
// seam wrote it: buildCampaign() (two sides, Blue Force and Red Force; battle 1 "Bridge at Kell", battle 2
// "Kell Ridge"; Red's replacement joined in battle 2, Blue's "from the depot" still on its way) run through
// CampaignDatabase::create and the v3 API in a throwaway test slot, then the file copied out (124 KB).
// Opening it migrates it in place to v4 after copying it next to itself.
void TestCampaignMigration::migrateVersion3Fixture()
{
    if (onServer())
        QSKIP("about migrating an old SQLite campaign file and its backup file");
    const QString file = m_dir.filePath(u"kell-v3.mdcampaign"_s);
    QVERIFY(QFile::copy(dataPath(u"campaign/v3-campaign.sqlite"_s), file));
    QVERIFY(QFile::setPermissions(file, QFile::ReadOwner | QFile::WriteOwner));
    const QByteArray before = readAll(file);
    QVERIFY(!before.isEmpty());
    {
        RawFile raw(file);
        QCOMPARE(raw.value(u"PRAGMA user_version"_s).toInt(), 3);
        QCOMPARE(raw.value(u"SELECT COUNT(*) FROM unit_results"_s).toInt(), 10);
        QCOMPARE(raw.value(u"SELECT COUNT(*) FROM piece_results"_s).toInt(), 24);
        QCOMPARE(raw.value(u"SELECT COUNT(*) FROM log_records"_s).toInt(), 23);
    }
    Story s;
    auto reference = newCampaign(&s);
    QVERIFY(reference);

    QString error;
    auto db = CampaignDatabase::open(file, &error);
    QVERIFY2(db, qPrintable(error));
    QCOMPARE(db->openedVersion(), 3);
    // The backup: next to the file, named for the format it holds, one sound file (no log beside it) holding
    // exactly what the file held: the same v3 campaign, the same records.
    const QString backup = m_dir.filePath(u"kell-v3.format3-backup.mdcampaign"_s);
    QCOMPARE(db->migrationBackup(), backup);
    QVERIFY(!QFile::exists(backup + u"-wal"_s));
    const QStringList v3 = pristineContentsOf(dataPath(u"campaign/v3-campaign.sqlite"_s), m_dir.filePath(u"pristine-v3"_s));
    QCOMPARE(v3.mid(0, 3), (QStringList{u"integrity_check: ok"_s, u"user_version: 3"_s,
                                        u"application_id: %1"_s.arg(CampaignSchema::applicationId)}));
    QCOMPARE(contentsOf(backup), v3);
    QVERIFY(!before.isEmpty());
    QCOMPARE(db->integrityCheck(&error).value_or(QStringList{u"failed"_s}), QStringList());

    // Every record is still there, and reads as the same campaign recorded today.
    RatioCampaignRecorder migrated(*db);
    RatioCampaignRecorder today(*reference);
    const auto battles = migrated.listBattles(&error);
    QVERIFY2(battles, qPrintable(error));
    QCOMPARE(*battles, *today.listBattles());
    QCOMPARE(battles->size(), 2);
    QCOMPARE(battles->at(0).name, u"Bridge at Kell"_s);
    QCOMPARE(battles->at(0).outcome, BattleOutcome::Held);
    QCOMPARE(battles->at(0).heldBy, u"Blue"_s);
    QCOMPARE(battles->at(1).name, u"Kell Ridge"_s);
    QCOMPARE(battles->at(1).outcome, BattleOutcome::Neither);
    QCOMPARE(db->battlegroups(), (QStringList{u"Blue Force"_s, u"Red Force"_s}));
    QCOMPARE(db->info(&error).value_or(CampaignInfo{}), campaignInfo());
    for (const QString &unit : {u"a"_s, u"t"_s, u"w"_s, u"r"_s, u"s"_s})
        QCOMPARE(*migrated.serviceRecord(unit, &error), *today.serviceRecord(unit, &error));
    QCOMPARE(*migrated.units(&error), *today.units(&error));
    const auto replacements = migrated.replacements({}, &error);
    QVERIFY2(replacements, qPrintable(error));
    QCOMPARE(*replacements, *today.replacements({}, &error));
    QCOMPARE(replacements->size(), 2);
    QCOMPARE(replacements->at(0).joinedBattle, 2);
    QCOMPARE(replacements->at(1).joinedBattle, 0);
    QCOMPARE(replacements->at(1).notes, u"from the depot"_s);
    for (const QString &bg : {u"Blue Force"_s, u"Red Force"_s}) {
        const auto next = migrated.nextBattle(bg, &error);
        const auto expected = today.nextBattle(bg, &error);
        QVERIFY2(next && expected, qPrintable(error));
        QCOMPARE(next->battlegroup, expected->battlegroup);
        QCOMPARE(next->ordinal, 3);
        QCOMPARE(next->returned, expected->returned);
        QCOMPARE(next->arrived, expected->arrived);
        QCOMPARE(next->promoted, expected->promoted);
        QCOMPARE(next->lost, expected->lost);
        QCOMPARE(withoutTypedFlags(*migrated.snapshot(2, bg, RatioCampaignRecorder::Snapshot::Exit, &error)),
                 withoutTypedFlags(*today.snapshot(2, bg, RatioCampaignRecorder::Snapshot::Exit, &error)));
    }
    QCOMPARE(migrated.nextBattle(u"Red Force"_s, &error)->promoted, (QStringList{u"Raiders"_s, u"Support, \"Heavy\""_s}));
    for (const QString &table : CampaignDatabase::exportableTables())
        QCOMPARE(csvOf(*db, table), csvOf(*reference, table));
    db.reset();

    // rule_system on every battle and force; ratio's tables under their new names, the same statements as a
    // new file's.
    {
        RawFile raw(file);
        QCOMPARE(raw.value(u"PRAGMA user_version"_s).toInt(), CampaignSchema::current);
        QCOMPARE(raw.column(u"SELECT rule_system FROM battles ORDER BY number"_s),
                 (QVariantList{u"ratio-morale"_s, u"ratio-morale"_s}));
        QCOMPARE(raw.column(u"SELECT rule_system FROM battlegroups ORDER BY id"_s),
                 (QVariantList{u"ratio-morale"_s, u"ratio-morale"_s}));
        QCOMPARE(raw.value(u"SELECT COUNT(*) FROM ratio_unit_results"_s).toInt(), 10);
        QCOMPARE(raw.value(u"SELECT COUNT(*) FROM ratio_piece_results"_s).toInt(), 24);
        QCOMPARE(raw.value(u"SELECT COUNT(*) FROM ratio_log_records"_s).toInt(), 23);
        QCOMPARE(raw.value(u"SELECT COUNT(*) FROM sqlite_schema WHERE name IN ('units', 'unit_results', "
                           "'piece_results', 'log_records', 'replacements')"_s).toInt(), 0);
        QCOMPARE(raw.column(u"PRAGMA foreign_key_check"_s), QVariantList());
    }
    QCOMPARE(schemaOf(file), schemaOf(reference->fileName()));
    // A v4 file is not migrated again, so no second copy is made.
    db = CampaignDatabase::open(file, &error);
    QVERIFY2(db, qPrintable(error));
    QCOMPARE(db->openedVersion(), CampaignSchema::current);
    QCOMPARE(db->migrationBackup(), QString());
    QVERIFY(!QFile::exists(m_dir.filePath(u"kell-v3.format3-backup-2.mdcampaign"_s)));
    // And it records a third battle as any campaign does.
    const auto third = RatioCampaignRecorder(*db).nextBattle(u"Blue Force"_s, &error);
    QVERIFY2(third, qPrintable(error));
    Battlegroup blue = third->battlegroup;
    Play(blue).endTurn();
    QVERIFY2(RatioCampaignRecorder(*db).recordBattle({blue}, BattleInfo{}, &error), qPrintable(error));
    QCOMPARE(RatioCampaignRecorder(*db).replacements(u"Blue Force"_s, &error)->at(0).joinedBattle, 3);

    // A battlegroup of another rule system is not ratio's to carry over or record into.
    {
        QSqlQuery q(QSqlDatabase::database(db->connectionName(), false));
        QVERIFY(q.exec(u"UPDATE battlegroups SET rule_system = 'other-system' WHERE name = 'Red Force'"_s));
    }
    QVERIFY(!RatioCampaignRecorder(*db).nextBattle(u"Red Force"_s, &error));
    QCOMPARE(error, u"battlegroup \"Red Force\" was recorded by the rule system \"other-system\""_s);
    Battlegroup red = redRoster();
    QVERIFY(!RatioCampaignRecorder(*db).recordBattle({red}, BattleInfo{}, &error));
    QVERIFY2(error.contains(u"was recorded by the rule system \"other-system\""_s), qPrintable(error));
    QCOMPARE(db->battleCount(&error), 3);
}

void TestCampaignMigration::migrationBackupNeverReplacesAFile()
{
    if (onServer())
        QSKIP("about migration backup files next to an old SQLite campaign file");
    const QString file = m_dir.filePath(u"twice.mdcampaign"_s);
    QVERIFY(QFile::copy(dataPath(u"campaign/v3-campaign.sqlite"_s), file));
    QVERIFY(QFile::setPermissions(file, QFile::ReadOwner | QFile::WriteOwner));
    const QString taken = m_dir.filePath(u"twice.format3-backup.mdcampaign"_s);
    QVERIFY(writeAll(taken, "someone else's file"));
    QString error;
    auto db = CampaignDatabase::open(file, &error);
    QVERIFY2(db, qPrintable(error));
    QCOMPARE(readAll(taken), QByteArray("someone else's file"));
    QCOMPARE(db->migrationBackup(), m_dir.filePath(u"twice.format3-backup-2.mdcampaign"_s));
    QCOMPARE(contentsOf(db->migrationBackup()),
             pristineContentsOf(dataPath(u"campaign/v3-campaign.sqlite"_s), m_dir.filePath(u"pristine-twice"_s)));
    // Each earlier format migrates to the current one with its own backup.
    for (int version = 1; version < CampaignSchema::current; ++version) {
        const QString old = newFile(u"old%1"_s.arg(version));
        QVERIFY2(CampaignDatabase::createAtVersion(old, campaignInfo(), version, &error), qPrintable(error));
        const QStringList contents = pristineContentsOf(old, old + u".pristine"_s);
        QCOMPARE(contents.at(1), u"user_version: %1"_s.arg(version));
        auto opened = CampaignDatabase::open(old, &error);
        QVERIFY2(opened, qPrintable(error));
        QVERIFY2(opened->migrationBackup().endsWith(u".format%1-backup.mdcampaign"_s.arg(version)), qPrintable(opened->migrationBackup()));
        QCOMPARE(contentsOf(opened->migrationBackup()), contents);
    }
    QVERIFY(!CampaignDatabase::createAtVersion(newFile(u"v5"_s), campaignInfo(), CampaignSchema::current + 1, &error));
}

// A verb that opened and migrated a file says so on stderr, naming the backup; the next run migrates nothing.
void TestCampaignMigration::commandLineSaysWhereTheBackupIs()
{
    if (onServer())
        QSKIP("about the migration backup file of an old SQLite campaign file");
    const QString file = m_dir.filePath(u"cli-v3.mdcampaign"_s);
    QVERIFY(QFile::copy(dataPath(u"campaign/v3-campaign.sqlite"_s), file));
    QVERIFY(QFile::setPermissions(file, QFile::ReadOwner | QFile::WriteOwner));
    Cli r = campaign({file, u"list"_s});
    QCOMPARE(r.code, 0);
    const QString backup = m_dir.filePath(u"cli-v3.format3-backup.mdcampaign"_s);
    QVERIFY2(r.err.contains(backup), qPrintable(r.err));
    QVERIFY2(r.err.startsWith(u"moraledesk campaign: "_s), qPrintable(r.err));
    QCOMPARE(r.err.count(u'\n'), 1);
    QCOMPARE(contentsOf(backup).at(1), u"user_version: 3"_s);
    r = campaign({file, u"list"_s});
    QCOMPARE(r.code, 0);
    QCOMPARE(r.err, QString());
}

// Every battle and force a system's recorder writes names that system (battles.rule_system,
// battlegroups.rule_system), bound by the recorder, not left to the column's default.
void TestCampaignMigration::recordedRowsCarryTheirSystem()
{
    Story s;
    auto db = newCampaign(&s);
    QVERIFY(db);
    const QString system = RatioCampaignRecorder::ruleSystem();
    RawFile raw(locationOf(*db));
    QCOMPARE(raw.column(u"SELECT DISTINCT rule_system FROM battles"_s), QVariantList{system});
    QCOMPARE(raw.column(u"SELECT DISTINCT rule_system FROM battlegroups"_s), QVariantList{system});
    QCOMPARE(raw.value(u"SELECT COUNT(*) FROM battles"_s).toInt(), 2);
}

void TestCampaignMigration::version6AddsTheSchemaVersionTable()
{
    if (onServer())
        QSKIP("about migrating a version 5 SQLite campaign file (a server's campaign starts at version 6)");
    // v5 -> v6: the one-row schema_version table both engines have; the file keeps user_version, equal to it.
    const QString file = newFile(u"v5-to-v6"_s);
    QString error;
    QVERIFY2(CampaignDatabase::createAtVersion(file, campaignInfo(), 5, &error), qPrintable(error));
    {
        RawFile raw(file);
        QCOMPARE(raw.value(u"PRAGMA user_version"_s).toInt(), 5);
        QCOMPARE(raw.value(u"SELECT COUNT(*) FROM sqlite_schema WHERE name = 'schema_version'"_s).toInt(), 0);
    }
    {
        auto db = CampaignDatabase::open(file, &error);
        QVERIFY2(db, qPrintable(error));
        QCOMPARE(db->openedVersion(), 5);
        QVERIFY(QFile::exists(db->migrationBackup()));
        Story s;
        QCOMPARE(buildCampaign(*db, s), QString());
    }
    // Brought on to the current version (v7 added the Napoleonic tables); the row says the same as user_version.
    RawFile raw(file);
    QCOMPARE(raw.value(u"PRAGMA user_version"_s).toInt(), CampaignSchema::current);
    QCOMPARE(raw.column(u"SELECT version FROM schema_version"_s), QVariantList{CampaignSchema::current});
    QCOMPARE(raw.column(u"SELECT id FROM schema_version"_s), QVariantList{1});
    // One row, never a second, and never an older number.
    QVERIFY(!raw.run(u"INSERT INTO schema_version (id, version) VALUES (2, 6);"_s));
    QVERIFY(!raw.run(u"UPDATE schema_version SET version = 5;"_s));
    QVERIFY2(raw.run(u"UPDATE schema_version SET version = 6;"_s), qPrintable(raw.error()));
    QCOMPARE(CampaignSchema::tables(6).constLast(), u"schema_version"_s);
    QCOMPARE(CampaignSchema::tables(5).contains(u"schema_version"_s), false);
}

void TestCampaignMigration::migrateVersion1FileWithData()
{
    if (onServer())
        QSKIP("about migrating a version 1 SQLite campaign file");
    // A campaign of two battles as a version 1 MoraleDesk wrote it (tests/data/campaign/campaign-v1.sql).
    const QString file = newFile(u"from-v1"_s);
    {
        RawFile raw(file);
        QFile script(dataPath(u"campaign/campaign-v1.sql"_s));
        QVERIFY(script.open(QIODevice::ReadOnly));
        QVERIFY2(raw.run(QString::fromUtf8(script.readAll())), qPrintable(raw.error()));
        QCOMPARE(raw.value(u"PRAGMA user_version"_s).toInt(), 1);
        QCOMPARE(raw.value(u"SELECT COUNT(*) FROM sqlite_schema WHERE name = 'replacements'"_s).toInt(), 0);
    }
    Story s;
    auto reference = newCampaign(&s);
    QVERIFY(reference);

    QString error;
    auto db = CampaignDatabase::open(file, &error);
    QVERIFY2(db, qPrintable(error));
    QCOMPARE(db->openedVersion(), 1);
    QCOMPARE(db->integrityCheck(&error).value_or(QStringList{u"failed"_s}), QStringList());
    // Every record survives, and reads as the same campaign recorded today (without replacements, which
    // version 1 did not have).
    QCOMPARE(*RatioCampaignRecorder(*db).listBattles(), *RatioCampaignRecorder(*reference).listBattles());
    for (const QString &table : CampaignDatabase::exportableTables()) {
        if (table != u"replacements"_s && table != u"morale-log"_s)
            QCOMPARE(csvOf(*db, table), csvOf(*reference, table));
    }
    // Version 1 recorded an end-turn override's count in `detail`; today it is in `points` and `detail`
    // names the pieces (R6). The migration to version 3 moves the count to `points`; the names, which version
    // 1 did not record, stay empty. Every other row is the same.
    QVERIFY(csvOf(*reference, u"morale-log"_s) != withoutTurnEndedNames(csvOf(*reference, u"morale-log"_s)));
    QCOMPARE(csvOf(*db, u"morale-log"_s), withoutTurnEndedNames(csvOf(*reference, u"morale-log"_s)));
    QCOMPARE(csvOf(*db, u"replacements"_s), u"id,battlegroup,unit_id,pieces,requested_after,delay,arrives_for,joined_battle,notes\r\n"_s);
    QCOMPARE(*RatioCampaignRecorder(*db).serviceRecord(u"a"_s, &error), *RatioCampaignRecorder(*reference).serviceRecord(u"a"_s, &error));
    // And the new version's feature works on it.
    QVERIFY2(RatioCampaignRecorder(*db).addReplacement(u"Blue Force"_s, blueReplacement(), 0, &error), qPrintable(error));
    const auto next = RatioCampaignRecorder(*db).nextBattle(u"Blue Force"_s, &error);
    QVERIFY2(next, qPrintable(error));
    QCOMPARE(next->arrived, QStringList{u"Doc Moss (m-1)"_s});
    QCOMPARE(next->promoted, QStringList{u"Alpha squad"_s});
    // Version 3 rebuilt the battles table under the rows that refer to it: every row is still referred to
    // correctly, and the outcome it added can be recorded (R11: a side recorded alone that retreated).
    Battlegroup blue = blueRoster(), red = redRoster();
    QCOMPARE(playBattle1(blue, red), QString());
    red.name = u"Red Reserve"_s;
    const auto retreat = RatioCampaignRecorder(*db).recordBattle({red}, BattleInfo{}, &error);
    QVERIFY2(retreat, qPrintable(error));
    QCOMPARE(retreat->outcome, BattleOutcome::Retreated);
    QCOMPARE(RatioCampaignRecorder(*db).listBattles()->constLast(), *retreat);
    QCOMPARE(db->integrityCheck(&error).value_or(QStringList{u"failed"_s}), QStringList());
    db.reset();
    QCOMPARE(schemaOf(file), schemaOf(reference->fileName()));
    RawFile raw(file);
    QCOMPARE(raw.column(u"PRAGMA foreign_key_check"_s), QVariantList());
    QCOMPARE(raw.value(u"SELECT COUNT(*) FROM participants p JOIN battles b ON b.id = p.battle_id"_s).toInt(), 5);
}

QTEST_GUILESS_MAIN(TestCampaignMigration)
#include "tst_campaign_migration.moc"
