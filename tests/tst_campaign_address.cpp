// Where a campaign lives (CampaignAddress): a file name as it is, a postgresql:// address part by part, and
// every refusal names the part that is wrong; a password in an address is never accepted.

#include "CampaignAddress.h"

#include <QTest>

using namespace Qt::StringLiterals;
using namespace md;

class TestCampaignAddress : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void fileNames();
    void serverAddresses_data();
    void serverAddresses();
    void refusals_data();
    void refusals();
    void passwordKeyIgnoresOptionOrderButNotServer();
};

void TestCampaignAddress::fileNames()
{
    for (const QString &name : {u"club.mdcampaign"_s, u"/tmp/x/club.db"_s, u"postgresql.mdcampaign"_s, u"C:/a/b.sqlite"_s}) {
        QString error;
        const auto a = CampaignAddress::parse(name, &error);
        QVERIFY2(a, qPrintable(error));
        QVERIFY(!a->isServer());
        QCOMPARE(a->fileName(), name);
        QCOMPARE(a->toString(), name);
        QVERIFY(!CampaignAddress::isServerAddress(name));
    }
    QString error;
    QVERIFY(!CampaignAddress::parse(u"  "_s, &error));
    QVERIFY2(error.contains(u"postgresql://"_s), qPrintable(error));
}

void TestCampaignAddress::serverAddresses_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("user");
    QTest::addColumn<QString>("host");
    QTest::addColumn<int>("port");
    QTest::addColumn<QString>("database");
    QTest::addColumn<QString>("options");
    QTest::addColumn<QString>("canonical");

    QTest::newRow("full") << u"postgresql://referee@club.example.org:5433/campaigns"_s << u"referee"_s
                          << u"club.example.org"_s << 5433 << u"campaigns"_s << u"connect_timeout=10"_s
                          << u"postgresql://referee@club.example.org:5433/campaigns"_s;
    QTest::newRow("no port") << u"postgresql://referee@127.0.0.1/kell"_s << u"referee"_s << u"127.0.0.1"_s << -1
                             << u"kell"_s << u"connect_timeout=10"_s << u"postgresql://referee@127.0.0.1/kell"_s;
    QTest::newRow("no user") << u"postgresql://db.local:5432/kell"_s << QString() << u"db.local"_s << 5432 << u"kell"_s
                             << u"connect_timeout=10"_s << u"postgresql://db.local:5432/kell"_s;
    QTest::newRow("postgres scheme, any case") << u"  Postgres://bob@h/k  "_s << u"bob"_s << u"h"_s << -1 << u"k"_s
                                               << u"connect_timeout=10"_s << u"postgresql://bob@h/k"_s;
    QTest::newRow("options") << u"postgresql://bob@h:6000/k?sslmode=require&connect_timeout=3"_s << u"bob"_s << u"h"_s
                             << 6000 << u"k"_s << u"sslmode=require;connect_timeout=3"_s
                             << u"postgresql://bob@h:6000/k?sslmode=require&connect_timeout=3"_s;
    QTest::newRow("service only") << u"postgresql:///?service=club"_s << QString() << QString() << -1 << QString()
                                  << u"service=club;connect_timeout=10"_s << u"postgresql:///?service=club"_s;
    QTest::newRow("percent-encoded user") << u"postgresql://j%2Edoe@h/k"_s << u"j.doe"_s << u"h"_s << -1 << u"k"_s
                                          << u"connect_timeout=10"_s << u"postgresql://j.doe@h/k"_s;
}

void TestCampaignAddress::serverAddresses()
{
    QFETCH(QString, text);
    QString error;
    QVERIFY(CampaignAddress::isServerAddress(text));
    const auto a = CampaignAddress::parse(text, &error);
    QVERIFY2(a, qPrintable(error));
    QVERIFY(a->isServer());
    QTEST(a->user(), "user");
    QTEST(a->host(), "host");
    QTEST(a->port(), "port");
    QTEST(a->database(), "database");
    QTEST(a->connectOptions(), "options");
    QFETCH(QString, canonical);
    QCOMPARE(a->toString(), canonical);
    // The canonical form reads back as the same address.
    const auto again = CampaignAddress::parse(a->toString(), &error);
    QVERIFY2(again, qPrintable(error));
    QCOMPARE(again->passwordKey(), a->passwordKey());
    QCOMPARE(again->connectOptions(), a->connectOptions());
}

void TestCampaignAddress::refusals_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("named"); // what the refusal must name

    QTest::newRow("password") << u"postgresql://bob:secret@h/k"_s << u"password file"_s;
    QTest::newRow("empty password") << u"postgresql://bob:@h/k"_s << u"password file"_s;
    QTest::newRow("no database") << u"postgresql://bob@h:5432"_s << u"names no database"_s;
    QTest::newRow("no database, slash") << u"postgresql://bob@h/"_s << u"names no database"_s;
    QTest::newRow("port not a number") << u"postgresql://bob@h:fivefour/k"_s << u"port"_s;
    QTest::newRow("port out of range") << u"postgresql://bob@h:70000/k"_s << u"\"70000\""_s;
    QTest::newRow("two path parts") << u"postgresql://bob@h/k/extra"_s << u"\"k/extra\""_s;
    QTest::newRow("unknown option") << u"postgresql://bob@h/k?colour=red"_s << u"\"colour\""_s;
    // A password as an option is refused as one in the address is, without repeating it.
    QTest::newRow("password option") << u"postgresql://bob@h/k?password=secret"_s << u"password file"_s;
    QTest::newRow("password option, other case") << u"postgresql://bob@h/k?sslmode=require&PASSWORD=secret"_s << u"password file"_s;
    QTest::newRow("option twice") << u"postgresql://bob@h/k?sslmode=require&sslmode=disable"_s << u"twice"_s;
    QTest::newRow("bad timeout") << u"postgresql://bob@h/k?connect_timeout=soon"_s << u"connect_timeout \"soon\""_s;
    QTest::newRow("bad sslmode") << u"postgresql://bob@h/k?sslmode=maybe"_s << u"sslmode \"maybe\""_s;
    QTest::newRow("empty option") << u"postgresql://bob@h/k?service="_s << u"\"service\""_s;
    QTest::newRow("fragment") << u"postgresql://bob@h/k#top"_s << u"#top"_s;
    QTest::newRow("space in database") << u"postgresql://bob@h/my%20club"_s << u"\"my club\""_s;
}

void TestCampaignAddress::refusals()
{
    QFETCH(QString, text);
    QFETCH(QString, named);
    QString error;
    QVERIFY(!CampaignAddress::parse(text, &error));
    QVERIFY2(error.contains(named), qPrintable(error));
    // The refusal never repeats a password.
    QVERIFY2(!error.contains(u"secret"_s), qPrintable(error));
}

void TestCampaignAddress::passwordKeyIgnoresOptionOrderButNotServer()
{
    QString error;
    const auto a = CampaignAddress::parse(u"postgresql://bob@h:5432/k?connect_timeout=3"_s, &error);
    const auto b = CampaignAddress::parse(u"postgresql://bob@h:5432/k"_s, &error);
    const auto c = CampaignAddress::parse(u"postgresql://bob@h:5433/k"_s, &error);
    const auto d = CampaignAddress::parse(u"postgresql://ann@h:5432/k"_s, &error);
    QVERIFY(a && b && c && d);
    QCOMPARE(a->passwordKey(), b->passwordKey());
    QVERIFY(a->passwordKey() != c->passwordKey());
    QVERIFY(a->passwordKey() != d->passwordKey());
}

QTEST_GUILESS_MAIN(TestCampaignAddress)
#include "tst_campaign_address.moc"
