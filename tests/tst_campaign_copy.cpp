// `moraledesk campaign copy SOURCE TARGET` (CampaignCopy): a whole campaign between two stores, every row
// under its own id, verified table by table; refusals leave nothing behind. The server half runs when
// MORALEDESK_TEST_POSTGRES names a PostgreSQL server (tests/with-postgres.sh sets it): file -> server -> file.
#include "CampaignCopy.h"
#include "CampaignFixture.h"
#include "CampaignRows.h"
#include "CampaignSchema.h"
#include "CampaignSql.h"
#include "ServerDatabases.h"

#include <QDateTime>
#include <QRegularExpression>
#include <QTimeZone>
#include <QDir>
#include <QTest>

using namespace md;
using namespace md::test;
using namespace Qt::StringLiterals;

class TestCampaignCopy : public QObject, private CampaignFixture
{
    Q_OBJECT

private Q_SLOTS:
    void fileToFileKeepsEveryRow();
    void copyTakesMoreBattles();
    void verbFirstAndFileFirstForms();
    void refusesAnExistingTarget();
    void refusesAnUnreadableSource();
    void refusesAMissingFolderAndBadArguments();
    void failedCopyLeavesNoFile();
    void compareNamesTheTableAndRow();
    void compareNamesAMissingRow();
    void valuesCompareAcrossEngines();
    void serverRoundTrip();
    void refusesANonEmptyDatabase();
    void failedCopyToServerLeavesItEmpty();

private:
    std::unique_ptr<CampaignDatabase> storyCampaign(QString *file)
    {
        Story story;
        auto db = newCampaign(&story);
        if (db)
            *file = db->fileName();
        return db;
    }
    // Files being built aside are hidden (".NAME.….copying"): none may stay behind.
    QStringList leftovers() const
    {
        QStringList names = QDir(m_dir.path()).entryList(QDir::Files | QDir::Hidden | QDir::NoDotAndDotDot);
        names.removeIf([](const QString &n) { return !n.startsWith(u'.'); });
        return names;
    }
    // A replacement neither force has had yet (R12).
    static Unit freshReplacement() { return unit(u"x"_s, u"Extras"_s, UnitKind::Infantry, {soldier(u"x-1"_s, u"Pvt. X1"_s)}); }
    static qsizetype countOf(const QList<CampaignCopy::TableCount> &counts, const QString &table)
    {
        for (const auto &c : counts) {
            if (c.table == table)
                return c.rows;
        }
        return -1;
    }
    static qint64 rowsIn(CampaignDatabase &db, const QString &table)
    {
        QString error;
        const auto n = campaignsql::single(campaignsql::connection(db.connectionName()),
                                           u"SELECT COUNT(*) FROM %1"_s.arg(table), {}, &error);
        return n ? n->toLongLong() : -1;
    }
};

void TestCampaignCopy::fileToFileKeepsEveryRow()
{
    QString source;
    auto original = storyCampaign(&source);
    QVERIFY(original);
    const QString target = newFileName(u"copy"_s);
    const Cli r = campaign({u"copy"_s, source, target});
    QVERIFY2(r.code == 0, qPrintable(r.err));
    QVERIFY(r.err.isEmpty());
    QVERIFY(r.out.contains(u"compared"_s));
    QVERIFY2(leftovers().isEmpty(), qPrintable(leftovers().join(u", "_s)));

    QString error;
    auto copy = CampaignDatabase::open(target, &error);
    QVERIFY2(copy, qPrintable(error));
    const auto counts = CampaignCopy::compare(*original, *copy, &error);
    QVERIFY2(counts, qPrintable(error));
    // Every table of the schema, with as many rows as the original holds (counted by SQL, not by the copy).
    QCOMPARE(counts->size(), CampaignSchema::tables(CampaignSchema::current).size());
    for (const auto &c : *counts) {
        QCOMPARE(c.rows, rowsIn(*original, c.table));
        // The report names each table with its rows.
        QVERIFY2(r.out.contains(QRegularExpression(u"\\b%1 +%2 row"_s.arg(c.table).arg(c.rows))), qPrintable(r.out));
    }
    QCOMPARE(countOf(*counts, u"battles"_s), 2);
    QCOMPARE(countOf(*counts, u"ratio_replacements"_s), 2);
    QVERIFY(countOf(*counts, u"ratio_log_records"_s) > 10);
    // The campaign's own record too (its creation time and program, not the copy's).
    QCOMPARE(*copy->info(&error), *original->info(&error));
    for (const QString &list : CampaignDatabase::exportableTables())
        QCOMPARE(csvOf(*copy, list), csvOf(*original, list));
    QCOMPARE(campaign({target, u"check"_s}).code, 0);
}

void TestCampaignCopy::copyTakesMoreBattles()
{
    // The copy goes on as the original would: ids kept, new rows after them.
    Story story;
    auto original = newCampaign(&story);
    QVERIFY(original);
    const QString target = newFileName(u"copy"_s);
    QString error;
    QVERIFY2(CampaignCopy::copy(original->fileName(), target, &error), qPrintable(error));
    auto copy = CampaignDatabase::open(target, &error);
    QVERIFY2(copy, qPrintable(error));
    // The next row gets the same new id in both (the time it was made is each one's own).
    const auto inCopy = RatioCampaignRecorder(*copy).addReplacement(u"Red Force"_s, freshReplacement(), 0, &error);
    QVERIFY2(inCopy, qPrintable(error));
    const auto inOriginal = RatioCampaignRecorder(*original).addReplacement(u"Red Force"_s, freshReplacement(), 0, &error);
    QVERIFY2(inOriginal, qPrintable(error));
    QCOMPARE(*inCopy, *inOriginal);
    QCOMPARE(rowsIn(*copy, u"ratio_replacements"_s), 3);
}

void TestCampaignCopy::verbFirstAndFileFirstForms()
{
    QString source;
    auto original = storyCampaign(&source);
    QVERIFY(original);
    const QString target = newFileName(u"copy"_s);
    const Cli r = campaign({source, u"copy"_s, target});
    QVERIFY2(r.code == 0, qPrintable(r.err));
    QVERIFY(QFileInfo::exists(target));
    QVERIFY(campaign({u"--help"_s}).out.contains(u"copy SOURCE TARGET"_s));
}

void TestCampaignCopy::refusesAnExistingTarget()
{
    QString source;
    auto original = storyCampaign(&source);
    QVERIFY(original);
    const QString target = newFileName(u"existing"_s);
    QVERIFY(writeAll(target, "not to be replaced"));
    const Cli r = campaign({u"copy"_s, source, target});
    QCOMPARE(r.code, 1);
    QVERIFY(oneLine(r.err));
    QVERIFY2(r.err.contains(target) && r.err.contains(u"already exists"_s), qPrintable(r.err));
    QCOMPARE(readAll(target), QByteArray("not to be replaced"));
    // Nor onto itself.
    const QByteArray before = readAll(source);
    QCOMPARE(campaign({u"copy"_s, source, source}).code, 1);
    QCOMPARE(readAll(source), before);
    QVERIFY2(leftovers().isEmpty(), qPrintable(leftovers().join(u", "_s)));
}

void TestCampaignCopy::refusesAnUnreadableSource()
{
    const QString missing = m_dir.filePath(u"missing.mdcampaign"_s);
    const QString target = newFileName(u"copy"_s);
    Cli r = campaign({u"copy"_s, missing, target});
    QCOMPARE(r.code, 1);
    QVERIFY2(r.err.contains(missing) && r.err.contains(u"no such campaign"_s), qPrintable(r.err));
    QVERIFY(!QFileInfo::exists(target));

    const QString foreign = m_dir.filePath(u"notes.mdcampaign"_s);
    QVERIFY(writeAll(foreign, "shopping list"));
    r = campaign({u"copy"_s, foreign, target});
    QCOMPARE(r.code, 1);
    QVERIFY2(r.err.contains(u"not a MoraleDesk campaign"_s), qPrintable(r.err));
    QVERIFY(!QFileInfo::exists(target));
    QFile::remove(foreign);
    QVERIFY2(leftovers().isEmpty(), qPrintable(leftovers().join(u", "_s)));
}

void TestCampaignCopy::refusesAMissingFolderAndBadArguments()
{
    QString source;
    auto original = storyCampaign(&source);
    QVERIFY(original);
    const QString target = m_dir.filePath(u"no-such-folder/copy.mdcampaign"_s);
    Cli r = campaign({u"copy"_s, source, target});
    QCOMPARE(r.code, 1);
    QVERIFY2(r.err.contains(u"does not exist"_s), qPrintable(r.err));
    r = campaign({u"copy"_s, source});
    QCOMPARE(r.code, 2);
    QVERIFY2(r.err.contains(u"SOURCE TARGET"_s), qPrintable(r.err));
    r = campaign({source, u"copy"_s, newFileName(), newFileName()});
    QCOMPARE(r.code, 2);
    QVERIFY2(r.err.contains(u"unexpected argument"_s), qPrintable(r.err));
}

void TestCampaignCopy::failedCopyLeavesNoFile()
{
    // A source the target cannot take (a column the schema does not have) fails half-way through the rows:
    // no file under the target's name, nothing aside.
    QString source;
    auto original = storyCampaign(&source);
    QVERIFY(original);
    original.reset();
    {
        RawFile raw(source);
        QVERIFY(raw.ok());
        QVERIFY(raw.exec(u"ALTER TABLE ratio_log_records ADD COLUMN extra TEXT"_s));
    }
    const QString target = newFileName(u"copy"_s);
    const Cli r = campaign({u"copy"_s, source, target});
    QCOMPARE(r.code, 1);
    QVERIFY2(r.err.contains(u"ratio_log_records"_s) && r.err.contains(u"extra"_s), qPrintable(r.err));
    QVERIFY(!QFileInfo::exists(target));
    QVERIFY2(leftovers().isEmpty(), qPrintable(leftovers().join(u", "_s)));
}

void TestCampaignCopy::compareNamesTheTableAndRow()
{
    Story story;
    auto original = newCampaign(&story);
    QVERIFY(original);
    const QString target = newFileName(u"copy"_s);
    QString error;
    QVERIFY2(CampaignCopy::copy(original->fileName(), target, &error), qPrintable(error));
    {
        RawFile raw(target);
        QVERIFY(raw.ok());
        QVERIFY(raw.exec(u"UPDATE ratio_log_records SET detail = 'tampered' WHERE battle_id = 2 AND seq = 3"_s));
    }
    auto copy = CampaignDatabase::open(target, &error);
    QVERIFY2(copy, qPrintable(error));
    QVERIFY(!CampaignCopy::compare(*original, *copy, &error));
    QVERIFY2(error.contains(u"table ratio_log_records"_s) && error.contains(u"battle_id = \"2\""_s)
                 && error.contains(u"seq = \"3\""_s) && error.contains(u"detail"_s) && error.contains(u"\"tampered\""_s),
             qPrintable(error));
}

void TestCampaignCopy::compareNamesAMissingRow()
{
    Story story;
    auto original = newCampaign(&story);
    QVERIFY(original);
    const QString target = newFileName(u"copy"_s);
    QString error;
    QVERIFY2(CampaignCopy::copy(original->fileName(), target, &error), qPrintable(error));
    {
        RawFile raw(target);
        QVERIFY(raw.ok());
        QVERIFY(raw.exec(u"DELETE FROM ratio_replacements WHERE id = (SELECT MAX(id) FROM ratio_replacements)"_s));
    }
    auto copy = CampaignDatabase::open(target, &error);
    QVERIFY2(copy, qPrintable(error));
    QVERIFY(!CampaignCopy::compare(*original, *copy, &error));
    QVERIFY2(error.contains(u"table ratio_replacements has 2 rows"_s) && error.contains(u"1 in"_s), qPrintable(error));
}

void TestCampaignCopy::valuesCompareAcrossEngines()
{
    // What SQLite and PostgreSQL hand back for the same stored value compares equal; different values do not.
    QCOMPARE(CampaignRows::normalised(QVariant(true)), CampaignRows::normalised(QVariant(qlonglong(1))));
    QCOMPARE(CampaignRows::normalised(QVariant(false)), CampaignRows::normalised(QVariant(0)));
    QCOMPARE(CampaignRows::normalised(QVariant(qulonglong(7))), CampaignRows::normalised(QVariant(int(7))));
    QVERIFY(CampaignRows::normalised(QVariant(7)) != CampaignRows::normalised(QVariant(8)));
    const QDateTime t(QDate(2024, 5, 6), QTime(7, 8, 9), Qt::UTC);
    QCOMPARE(CampaignRows::normalised(QVariant(t)), std::optional<QString>(u"2024-05-06T07:08:09Z"_s));
    QCOMPARE(CampaignRows::normalised(QVariant(t.toOffsetFromUtc(3600))), CampaignRows::normalised(QVariant(t)));
    QCOMPARE(CampaignRows::normalised(QVariant(QDate(2024, 5, 6))), std::optional<QString>(u"2024-05-06"_s));
    // NULL is not the empty text, whatever type the driver gives the NULL.
    QCOMPARE(CampaignRows::normalised(QVariant()), std::nullopt);
    QCOMPARE(CampaignRows::normalised(QVariant(QMetaType::fromType<QString>())), std::nullopt);
    QVERIFY(CampaignRows::normalised(QVariant(u""_s)) != CampaignRows::normalised(QVariant()));
    // Made fit for the target's column type.
    QCOMPARE(CampaignRows::forColumn(QVariant(qlonglong(1)), QMetaType::fromType<bool>()), QVariant(true));
    QCOMPARE(CampaignRows::forColumn(QVariant(true), QMetaType::fromType<qlonglong>()), QVariant(qint64(1)));
    QCOMPARE(CampaignRows::forColumn(QVariant(t), QMetaType::fromType<QString>()), QVariant(u"2024-05-06T07:08:09Z"_s));
    QCOMPARE(CampaignRows::forColumn(QVariant(u"2024-05-06T07:08:09Z"_s), QMetaType::fromType<QDateTime>()).toDateTime(), t);
    QVERIFY(!CampaignRows::forColumn(QVariant(QMetaType::fromType<QString>()), QMetaType::fromType<QString>()).isValid());
}

void TestCampaignCopy::serverRoundTrip()
{
    // Acceptance: SQLite -> server -> SQLite gives a campaign equal to the original, table by table.
    ServerDatabases server;
    if (!server.available())
        QSKIP("MORALEDESK_TEST_POSTGRES is not set: no PostgreSQL server to copy to (tests/with-postgres.sh sets it)");
    QString source;
    auto original = storyCampaign(&source);
    QVERIFY(original);
    const QString address = server.newDatabase();
    QVERIFY2(!address.isEmpty(), qPrintable(server.error()));
    Cli r = campaign({u"copy"_s, source, address});
    QVERIFY2(r.code == 0, qPrintable(r.err));
    const QString back = newFileName(u"back"_s);
    r = campaign({u"copy"_s, address, back});
    QVERIFY2(r.code == 0, qPrintable(r.err));
    QString error;
    auto onServer = CampaignDatabase::open(address, &error);
    QVERIFY2(onServer, qPrintable(error));
    auto home = CampaignDatabase::open(back, &error);
    QVERIFY2(home, qPrintable(error));
    const auto there = CampaignCopy::compare(*original, *onServer, &error);
    QVERIFY2(there, qPrintable(error));
    const auto counts = CampaignCopy::compare(*original, *home, &error);
    QVERIFY2(counts, qPrintable(error));
    QCOMPARE(*counts, *there);
    QCOMPARE(countOf(*counts, u"battles"_s), 2);
    for (const QString &list : CampaignDatabase::exportableTables())
        QCOMPARE(csvOf(*home, list), csvOf(*original, list));
    // The server's ids go on after the copied ones (its identity sequences were moved past them).
    QVERIFY2(RatioCampaignRecorder(*onServer).addReplacement(u"Red Force"_s, freshReplacement(), 0, &error), qPrintable(error));
    QCOMPARE(rowsIn(*onServer, u"ratio_replacements"_s), 3);
    onServer.reset();
    QCOMPARE(campaign({address, u"check"_s}).code, 0);
}

void TestCampaignCopy::refusesANonEmptyDatabase()
{
    ServerDatabases server;
    if (!server.available())
        QSKIP("MORALEDESK_TEST_POSTGRES is not set: no PostgreSQL server to copy to (tests/with-postgres.sh sets it)");
    QString source;
    auto original = storyCampaign(&source);
    QVERIFY(original);
    const QString address = server.newDatabase();
    QVERIFY2(!address.isEmpty(), qPrintable(server.error()));
    QVERIFY(campaign({u"copy"_s, source, address}).code == 0);
    QString error;
    auto before = CampaignDatabase::open(address, &error);
    QVERIFY2(before, qPrintable(error));
    QVERIFY2(RatioCampaignRecorder(*before).addReplacement(u"Red Force"_s, freshReplacement(), 0, &error), qPrintable(error));
    const Cli r = campaign({u"copy"_s, source, address});
    QCOMPARE(r.code, 1);
    QVERIFY(oneLine(r.err));
    // The campaign already there is untouched: it still has the replacement the source lacks.
    QCOMPARE(rowsIn(*before, u"ratio_replacements"_s), 3);
}

void TestCampaignCopy::failedCopyToServerLeavesItEmpty()
{
    ServerDatabases server;
    if (!server.available())
        QSKIP("MORALEDESK_TEST_POSTGRES is not set: no PostgreSQL server to copy to (tests/with-postgres.sh sets it)");
    QString source;
    auto original = storyCampaign(&source);
    QVERIFY(original);
    original.reset();
    {
        RawFile raw(source);
        QVERIFY(raw.ok());
        QVERIFY(raw.exec(u"ALTER TABLE ratio_log_records ADD COLUMN extra TEXT"_s));
    }
    const QString address = server.newDatabase();
    QVERIFY2(!address.isEmpty(), qPrintable(server.error()));
    const Cli r = campaign({u"copy"_s, source, address});
    QCOMPARE(r.code, 1);
    QVERIFY2(r.err.contains(u"extra"_s), qPrintable(r.err));
    // Nothing was left on the server: the database is empty, and a good copy goes in afterwards.
    QCOMPARE(server.tablesIn(address), QStringList());
    QString other;
    auto fresh = storyCampaign(&other);
    QVERIFY(fresh);
    const Cli again = campaign({u"copy"_s, other, address});
    QVERIFY2(again.code == 0, qPrintable(again.err));
}

QTEST_GUILESS_MAIN(TestCampaignCopy)
#include "tst_campaign_copy.moc"
