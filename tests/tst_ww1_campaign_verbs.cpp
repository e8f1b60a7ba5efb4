// WW1's campaign records (seed 002), the campaign's other doors: refused records, the dispatch of the verbs both
// systems have, lists of a WW1 and of a mixed campaign, the campaign window's page, and the migration from
// version 4. Recording and carry-over are in tst_ww1_campaign.
#include "Ww1CampaignFixture.h"
#include "CampaignFixture.h"
#include "CampaignSchema.h"
#include "CampaignSubcommand.h"
#include "Ww1Fixtures.h"
#include "kernel/FileEnvelope.h"
#include "kernel/RuleSystem.h"
#include "ratio/campaign/RatioCampaignRecorder.h"
#include "ratio/campaign/RatioCampaignVerbs.h"
#include "systems/BuiltInSystems.h"
#include "ww1/Ww1State.h"
#include "ww1/campaign/Ww1CampaignHooks.h"
#include "ww1/campaign/Ww1CampaignModel.h"
#include "ww1/campaign/Ww1CampaignPage.h"
#include "ww1/campaign/Ww1CampaignRecorder.h"
#include "ww1/campaign/Ww1CampaignVerbs.h"
#include "ww1/campaign/Ww1CarryOver.h"

#include <QAbstractItemModelTester>
#include <QApplication>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTest>
#include <QTextStream>

using namespace md;
using namespace md::test;
using namespace md::ww1;
using namespace Qt::StringLiterals;

namespace {
QByteArray forceBytes(const Ww1Force &force)
{
    return ruleSystems().find(Ww1CampaignRecorder::ruleSystem())->write(Ww1State(force));
}

// Every table's row count: what a refused record must leave as it was.
QStringList rowCounts(const QString &file)
{
    RawFile raw(file);
    QStringList counts;
    for (const QString &table : CampaignSchema::tables(CampaignSchema::current))
        counts << u"%1=%2"_s.arg(table, raw.value(u"SELECT COUNT(*) FROM "_s + table).toString());
    return counts;
}

// Every row of `tables`, as text, in order.
QStringList rowsOf(RawFile &raw, const QStringList &tables)
{
    QStringList rows;
    for (const QString &table : tables) {
        for (const QVariant &v : raw.column(u"SELECT quote(rowid) || ':' || json_array(*) FROM "_s + table))
            rows << table + u' ' + v.toString();
    }
    return rows;
}

} // namespace

class TestWw1CampaignVerbs : public QObject, private Ww1CampaignFixture
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { setUpRaid(); }
    void refusedRecordsChangeNothing_data();
    void refusedRecordsChangeNothing();
    void verbDispatch_data();
    void verbDispatch();
    void listOfAWw1Campaign();
    void pageShowsWw1FiguresOnly();
    void migrateVersion4Fixture();
    void mixedListAndLists();
};

void TestWw1CampaignVerbs::refusedRecordsChangeNothing_data()
{
    QTest::addColumn<QString>("refusal");
    QTest::addColumn<QString>("reason");
    QTest::newRow("nothing") << u"nothing"_s << u"there is no WW1 force to record"_s;
    QTest::newRow("no name") << u"no name"_s << u"without a name"_s;
    QTest::newRow("twice") << u"twice"_s << u"force \"Trench raid\" is given twice"_s;
    QTest::newRow("no groups") << u"no groups"_s << u"has no groups to record"_s;
    QTest::newRow("invalid") << u"invalid"_s << u"force \"Trench raid\" is not valid: "_s;
    QTest::newRow("ratio's force") << u"ratio's force"_s << u"force \"Blue Force\" was recorded by the rule system \"ratio-morale\""_s;
    QTest::newRow("recorded again") << u"again"_s << u"already recorded, as battle 3"_s;
    QTest::newRow("turns") << u"turns"_s << u"the number of turns must be from 1 to 100000"_s;
    QTest::newRow("disk fails") << u"disk"_s << u"the battle was not recorded: disk on fire"_s;
}

void TestWw1CampaignVerbs::refusedRecordsChangeNothing()
{
    QFETCH(QString, refusal);
    QFETCH(QString, reason);
    Story s;
    auto db = newCampaign(&s);
    QVERIFY(db);
    QString error;
    QVERIFY2(Ww1CampaignRecorder(*db).recordBattle({m_oneSide}, raidInfo(), &error), qPrintable(error));
    const QStringList before = rowCounts(locationOf(*db));
    QList<Ww1Force> forces{m_oneSide};
    BattleInfo info;
    if (refusal == u"nothing"_s) {
        forces.clear();
    } else if (refusal == u"no name"_s) {
        forces[0].name = u"  "_s;
    } else if (refusal == u"twice"_s) {
        forces.append(m_oneSide);
    } else if (refusal == u"no groups"_s) {
        forces[0].groups.clear();
    } else if (refusal == u"invalid"_s) {
        forces[0].groups[0].casualties = -1;
    } else if (refusal == u"ratio's force"_s) {
        forces[0].name = u"Blue Force"_s;
    } else if (refusal == u"turns"_s) {
        info.turns = 100001;
    } else if (refusal == u"disk"_s) {
        forces[0].log.append(forces[0].log.constLast());
        if (onServer()) {
            // A server's trigger is a function's, made (and dropped) through another connection.
            RawFile raw(locationOf(*db));
            QVERIFY2(raw.exec(u"CREATE FUNCTION refuse_log() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN "
                              "IF NEW.seq > 2 THEN RAISE EXCEPTION 'disk on fire'; END IF; RETURN NEW; END $$"_s),
                     qPrintable(raw.error()));
            QVERIFY2(raw.exec(u"CREATE TRIGGER refuse_log BEFORE INSERT ON ww1_log_records FOR EACH ROW "
                              "EXECUTE FUNCTION refuse_log()"_s),
                     qPrintable(raw.error()));
        } else {
            QSqlQuery q(QSqlDatabase::database(db->connectionName(), false));
            QVERIFY(q.exec(u"CREATE TEMP TRIGGER refuse_log BEFORE INSERT ON ww1_log_records WHEN NEW.seq > 2 "
                           "BEGIN SELECT RAISE(ABORT, 'disk on fire'); END"_s));
        }
    }
    QVERIFY(!Ww1CampaignRecorder(*db).recordBattle(forces, info, &error));
    // A server words the trigger's error its own way ("ERROR: disk on fire CONTEXT: …").
    if (onServer() && refusal == u"disk"_s)
        QVERIFY2(error.startsWith(u"the battle was not recorded: "_s) && error.contains(u"disk on fire"_s), qPrintable(error));
    else
        QVERIFY2(error.contains(reason), qPrintable(error));
    QCOMPARE(rowCounts(locationOf(*db)), before);
    if (refusal == u"disk"_s) {
        if (onServer()) {
            RawFile raw(locationOf(*db));
            QVERIFY2(raw.exec(u"DROP TRIGGER refuse_log ON ww1_log_records"_s), qPrintable(raw.error()));
        } else {
            QSqlQuery q(QSqlDatabase::database(db->connectionName(), false));
            QVERIFY(q.exec(u"DROP TRIGGER temp.refuse_log"_s));
        }
        QVERIFY2(Ww1CampaignRecorder(*db).recordBattle(forces, info, &error), qPrintable(error));
    }
}

void TestWw1CampaignVerbs::verbDispatch_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<int>("code");
    QTest::addColumn<QString>("output");
    // %W: a WW1 force file, %R: a ratio battlegroup file, %O: an output file.
    QTest::newRow("record: the file's system, WW1") << QStringList{u"record"_s, u"%W"_s, u"--name"_s, u"Raid"_s} << 0
                                                     << u"Recorded WW1 battle 4, \"Raid\""_s;
    QTest::newRow("record: the file's system, ratio") << QStringList{u"record"_s, u"%R"_s, u"--date"_s, u"2026-11-01"_s} << 0
                                                       << u"Recorded battle 4,"_s;
    QTest::newRow("record: WW1 takes WW1 files only") << QStringList{u"record"_s, u"%W"_s, u"%R"_s} << 1
                                                       << u"a WW1 battle records WW1 forces only"_s;
    QTest::newRow("record: --system ww1 of a ratio file") << QStringList{u"record"_s, u"--system"_s, u"ww1"_s, u"%R"_s} << 1
                                                          << u"a WW1 battle records WW1 forces only"_s;
    QTest::newRow("record: --system by full id") << QStringList{u"record"_s, u"%W"_s, u"--system=ww1-morale"_s} << 0
                                                 << u"Recorded WW1 battle 4"_s;
    QTest::newRow("next-battle: the force's system, WW1")
        << QStringList{u"next-battle"_s, u"Trench raid"_s, u"-o"_s, u"%O"_s} << 0 << u"for its battle 2."_s;
    QTest::newRow("next-battle: the force's system, ratio")
        << QStringList{u"next-battle"_s, u"Blue Force"_s, u"-o"_s, u"%O"_s} << 0 << u"\"Blue Force\" for its battle 3."_s;
    QTest::newRow("next-battle: veterans") << QStringList{u"next-battle"_s, u"Trench raid"_s, u"-o"_s, u"%O"_s, u"--veterans"_s}
                                           << 0 << u"House rule, veterans"_s;
    QTest::newRow("next-battle: not WW1's") << QStringList{u"next-battle"_s, u"--system"_s, u"ww1"_s, u"Blue Force"_s, u"-o"_s, u"%O"_s}
                                            << 1 << u"was recorded by the rule system \"ratio-morale\""_s;
    QTest::newRow("unknown system") << QStringList{u"list"_s, u"--system"_s, u"napoleonic"_s} << 2
                                    << u"list: --system must be one of ratio, ww1, not \"napoleonic\""_s;
    QTest::newRow("--system without a name") << QStringList{u"list"_s, u"--system"_s} << 2 << u"--system needs a rule system"_s;
    QTest::newRow("--system twice") << QStringList{u"list"_s, u"--system"_s, u"ww1"_s, u"--system"_s, u"ratio"_s} << 2
                                    << u"--system is given more than once"_s;
    QTest::newRow("not a verb of WW1") << QStringList{u"service-record"_s, u"t"_s, u"--system"_s, u"ww1"_s} << 2
                                       << u"\"service-record\" is not a verb of ww1-morale"_s;
    QTest::newRow("ratio's own verb") << QStringList{u"service-record"_s, u"t"_s} << 0 << u"Tank Hammer (t) of Blue Force"_s;
}

void TestWw1CampaignVerbs::verbDispatch()
{
    QFETCH(QStringList, arguments);
    QFETCH(int, code);
    QFETCH(QString, output);
    Story s;
    auto db = newCampaign(&s);
    QVERIFY(db);
    QString error;
    QVERIFY2(Ww1CampaignRecorder(*db).recordBattle({m_oneSide}, raidInfo(), &error), qPrintable(error));
    const QString file = locationOf(*db);
    db.reset();
    Ww1Force raid = m_oneSide;
    raid.name = u"Second raid"_s;
    const QString ww1File = m_dir.filePath(u"raid-%1.json"_s.arg(++m_files));
    QVERIFY(writeAll(ww1File, forceBytes(raid)));
    const QString out = m_dir.filePath(u"next-%1.json"_s.arg(++m_files));
    for (QString &a : arguments) {
        a.replace(u"%W"_s, ww1File);
        a.replace(u"%R"_s, dataPath(u"valid/mid-game.json"_s));
        a.replace(u"%O"_s, out);
    }
    const Cli r = run(QStringList{file} + arguments);
    QVERIFY2(r.code == code, qPrintable(r.out + r.err));
    QVERIFY2((code == 0 ? r.out : r.err).contains(output), qPrintable(r.out + r.err));
    if (code != 0)
        QVERIFY(oneLine(r.err));
    if (code == 0 && arguments.first() == u"next-battle"_s) {
        const EnvelopeResult read = FileEnvelope::readFile(out, ruleSystems());
        QVERIFY(read.ok());
        QCOMPARE(read.state->ruleSystem(), arguments.at(1) == u"Trench raid"_s ? u"ww1-morale"_s : u"ratio-morale"_s);
    }
}

void TestWw1CampaignVerbs::listOfAWw1Campaign()
{
    auto db = newCampaign();
    QVERIFY(db);
    const QString file = locationOf(*db);
    // No battle yet: the fallback's list, as ever.
    QCOMPARE(run({file, u"list"_s}).out, campaign({file, u"list"_s}).out);
    QString error;
    QVERIFY2(Ww1CampaignRecorder(*db).recordBattle({m_raid}, raidInfo(), &error), qPrintable(error));
    // A campaign whose battles are all WW1's lists as WW1's, text and JSON.
    const Cli text = run({file, u"list"_s});
    QCOMPARE(text.code, 0);
    QVERIFY2(text.out.startsWith(u"Campaign \"%1\", WW1 "_s.arg(campaignInfo().name)), qPrintable(text.out));
    QVERIFY2(text.out.contains(u"    Abschnitt Vogt (German, Defender): 6 of 8 left, 2 casualty(ies); tested C1 (passed 1, failed 0); "
                               "2 stand(s) surrendered\n"_s),
             qPrintable(text.out));
    const QJsonObject doc = QJsonDocument::fromJson(run({file, u"list"_s, u"--json"_s}).out.toUtf8()).object();
    QCOMPARE(doc.value(u"ruleSystem"_s).toString(), u"ww1-morale"_s);
    QCOMPARE(doc.value(u"battles"_s).toArray().size(), 1);
}

void TestWw1CampaignVerbs::pageShowsWw1FiguresOnly()
{
    Story s;
    auto db = newCampaign(&s);
    QVERIFY(db);
    Ww1CampaignPage page(db.get());
    QAbstractItemModelTester tester(page.model(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    QCOMPARE(page.model()->rowCount(), 0);
    QCOMPARE(page.summaryText(), u"No WW1 battle recorded yet."_s);
    QString error;
    QVERIFY2(Ww1CampaignRecorder(*db).recordBattle({m_raid}, raidInfo(), &error), qPrintable(error));
    page.refresh();
    QCOMPARE(page.model()->rowCount(), 2); // its two groups; none of ratio's battlegroups
    QCOMPARE(page.summaryText(), u"1 WW1 battle(s); 1 group withdrawal(s); 2 stand(s) surrendered."_s);
    const auto cell = [&](int row, int column) { return page.model()->index(row, column).data().toString(); };
    QCOMPARE(cell(0, Ww1CampaignModel::Battle), u"3: Raid on Bazentin"_s);
    QCOMPARE(cell(0, Ww1CampaignModel::Group), u"1st Platoon"_s);
    QCOMPARE(cell(0, Ww1CampaignModel::Left), u"9"_s);
    QCOMPARE(cell(0, Ww1CampaignModel::Tested), u"C1"_s);
    QCOMPARE(cell(0, Ww1CampaignModel::Withdrew), u"withdrawing at the end"_s);
    QCOMPARE(cell(1, Ww1CampaignModel::Side), u"German"_s);
    QCOMPARE(cell(1, Ww1CampaignModel::Surrendered), u"2"_s);
    QCOMPARE(page.title(), u"&WW1 battles"_s);
    const QList<CampaignPage *> pages = Ww1CampaignHooks::pages(db.get(), nullptr, nullptr);
    QCOMPARE(pages.size(), 1);
    qDeleteAll(pages);
    QVERIFY(Ww1CampaignHooks::verbs());
    QCOMPARE(Ww1CampaignHooks::verbs()->ruleSystem, u"ww1-morale"_s);
}

void TestWw1CampaignVerbs::migrateVersion4Fixture()
{
    if (onServer())
        QSKIP("about migrating a version 4 SQLite campaign file and its backup file");
    const QString file = m_dir.filePath(u"somme-v4.mdcampaign"_s);
    QVERIFY(QFile::copy(dataPath(u"campaign/v4-campaign.sqlite"_s), file));
    QVERIFY(QFile::setPermissions(file, QFile::ReadOwner | QFile::WriteOwner));
    const QStringList kept{u"campaign"_s,   u"sides"_s,        u"battlegroups"_s,       u"battles"_s,
                           u"participants"_s, u"ratio_units"_s, u"ratio_unit_results"_s, u"ratio_piece_results"_s,
                           u"ratio_log_records"_s, u"ratio_replacements"_s};
    QStringList before;
    {
        RawFile raw(file);
        QCOMPARE(raw.value(u"PRAGMA user_version"_s).toInt(), 4);
        QCOMPARE(raw.value(u"SELECT COUNT(*) FROM sqlite_schema WHERE name LIKE 'ww1_%'"_s).toInt(), 0);
        QCOMPARE(raw.value(u"SELECT COUNT(*) FROM battles"_s).toInt(), 2);
        before = rowsOf(raw, kept);
    }
    QString error;
    auto db = CampaignDatabase::open(file, &error);
    QVERIFY2(db, qPrintable(error));
    QCOMPARE(db->openedVersion(), 4);
    QCOMPARE(db->migrationBackup(), m_dir.filePath(u"somme-v4.format4-backup.mdcampaign"_s));
    {
        RawFile raw(file);
        // v5 added WW1's tables; the file is then brought on to the current version (v6: schema_version).
        QCOMPARE(raw.value(u"PRAGMA user_version"_s).toInt(), CampaignSchema::current);
        QVERIFY(CampaignSchema::current >= 5);
        QCOMPARE(raw.column(u"SELECT name FROM sqlite_schema WHERE type = 'table' AND name LIKE 'ww1_%' ORDER BY name"_s),
                 (QVariantList{u"ww1_group_results"_s, u"ww1_log_records"_s, u"ww1_stand_results"_s}));
        // Every record the file held is there, row for row.
        QCOMPARE(rowsOf(raw, kept), before);
        QCOMPARE(raw.column(u"PRAGMA foreign_key_check"_s), QVariantList());
    }
    {
        RawFile backup(db->migrationBackup());
        QCOMPARE(backup.value(u"PRAGMA user_version"_s).toInt(), 4);
        QCOMPARE(rowsOf(backup, kept), before);
    }
    // Ratio's battles list as they did; a WW1 battle joins them as battle 3.
    const auto ratio = RatioCampaignRecorder(*db).listBattles(&error);
    QVERIFY2(ratio, qPrintable(error));
    QCOMPARE(ratio->size(), 2);
    QCOMPARE(ratio->at(0).name, u"Kell Wood"_s);
    QCOMPARE(RatioCampaignRecorder(*db).replacements({}, &error)->size(), 2);
    const auto record = Ww1CampaignRecorder(*db).recordBattle({m_raid}, raidInfo(), &error);
    QVERIFY2(record, qPrintable(error));
    QCOMPARE(record->number, 3);
    QCOMPARE(db->integrityCheck(&error).value_or(QStringList{u"failed"_s}), QStringList());
    db.reset();
    // Not migrated again.
    db = CampaignDatabase::open(file, &error);
    QVERIFY2(db, qPrintable(error));
    QCOMPARE(db->openedVersion(), CampaignSchema::current);
    QCOMPARE(db->migrationBackup(), QString());
}

// A campaign of both systems: list --json keeps ratio's object and adds WW1's battles as "ww1Battles"; the
// heading counts every battle; participants and strength list ratio's battles only.
void TestWw1CampaignVerbs::mixedListAndLists()
{
    Story s;
    auto db = newCampaign(&s);
    QVERIFY(db);
    const QString file = locationOf(*db);
    const Cli jsonBefore = run({file, u"list"_s, u"--json"_s});
    const Cli participantsBefore = run({file, u"export-csv"_s, u"participants"_s});
    const Cli strengthBefore = run({file, u"export-csv"_s, u"strength"_s});
    QCOMPARE(jsonBefore.code, 0);
    QVERIFY(!QJsonDocument::fromJson(jsonBefore.out.toUtf8()).object().contains(u"ww1Battles"_s));
    QString error;
    const auto ratioBattles = RatioCampaignRecorder(*db).listBattles(&error);
    QVERIFY2(ratioBattles, qPrintable(error));
    QVERIFY(Ww1CampaignRecorder(*db).recordBattle({m_raid}, raidInfo(), &error));

    const QJsonObject doc = QJsonDocument::fromJson(run({file, u"list"_s, u"--json"_s}).out.toUtf8()).object();
    const QJsonObject before = QJsonDocument::fromJson(jsonBefore.out.toUtf8()).object();
    QCOMPARE(doc.value(u"battles"_s), before.value(u"battles"_s));
    QCOMPARE(doc.value(u"replacements"_s), before.value(u"replacements"_s));
    const QJsonObject ww1 = QJsonDocument::fromJson(run({file, u"list"_s, u"--json"_s, u"--system"_s, u"ww1"_s}).out.toUtf8()).object();
    QCOMPARE(doc.value(u"ww1Battles"_s), ww1.value(u"battles"_s));
    QVERIFY(!doc.value(u"ww1Battles"_s).toArray().isEmpty());

    const auto info = db->info(&error);
    QVERIFY2(info, qPrintable(error));
    const Cli text = run({file, u"list"_s});
    QVERIFY2(text.out.startsWith(u"Campaign \"%1\": %2 battle(s)\n"_s.arg(info->name).arg(ratioBattles->size() + 1)),
             qPrintable(text.out));

    // The usage says which of its verbs only one system has; with one system it is as it was.
    QVERIFY2(run({u"--help"_s}).out.endsWith(u"\nOnly ratio has service-record, add-replacement.\n"_s), qPrintable(run({u"--help"_s}).out));
    QVERIFY(!campaign({u"--help"_s}).out.contains(u"Only "_s));

    // Ratio's figures: WW1's forces have none, so they are not listed with 0 points.
    QCOMPARE(run({file, u"export-csv"_s, u"participants"_s}).out, participantsBefore.out);
    QCOMPARE(run({file, u"export-csv"_s, u"strength"_s}).out, strengthBefore.out);
}

int main(int argc, char **argv)
{
    QApplication app(argc, argv);
    TestWw1CampaignVerbs test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_ww1_campaign_verbs.moc"
