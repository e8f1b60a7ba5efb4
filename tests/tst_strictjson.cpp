// What Qt's JSON parser lets pass and the reader must not, and what it must read as fast as plain text
// (issue 12 §3.2, §3.4; core/kernel/StrictJson.cpp). The refusals themselves are fixtures in tests/data/bad/.

#include "kernel/StrictJson.h"
#include "ratio/BattlegroupReader.h"

#include <QElapsedTimer>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

#include <algorithm>
#include <limits>

using namespace Qt::StringLiterals;
using namespace md;

namespace {
QStringList lines(const Problems &problems)
{
    QStringList out;
    for (const Problem &p : problems)
        out << p.toString();
    return out;
}
} // namespace

class TestStrictJson : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void escapesReadInLinearTime_data();
    void escapesReadInLinearTime();
    void escapedStringsKeepTheirValues_data();
    void escapedStringsKeepTheirValues();
    void escapedQuoteCannotAddAKey();
    void scanAheadFindsWhatScanFinds_data();
    void scanAheadFindsWhatScanFinds();
    void deepBrokenFileIsRefusedQuickly();
};

// Issue 12 §3.2: reading time is linear in the text whatever its strings hold. Each escape used to cost a
// search to the end of its string (1 M `\n` took 7 s, 12 MB of `\u00e9` 105 s). Timed against plain text of
// the same size in the same run, with room for a loaded machine and for AddressSanitizer.
void TestStrictJson::escapesReadInLinearTime_data()
{
    QTest::addColumn<QByteArray>("escape");
    QTest::newRow("line feeds") << QByteArray(R"(\n)");
    QTest::newRow("e acute") << QByteArray(R"(\u00e9)");
    QTest::newRow("backslashes") << QByteArray(R"(\\)");
    QTest::newRow("quotes") << QByteArray(R"(\")");
    QTest::newRow("surrogate pairs") << QByteArray(R"(\ud83d\ude00)");
}

void TestStrictJson::escapesReadInLinearTime()
{
    QFETCH(QByteArray, escape);
    constexpr qsizetype size = 2 * 1024 * 1024;
    const auto document = [](const QByteArray &repeated) {
        QByteArray json = R"({"format": 1, "ruleSystem": "ratio-morale", "name": "N", "units": [], "notes": ")";
        while (json.size() < size)
            json += repeated;
        return json + "\"}";
    };
    // The whole text was read: the only problem is the length of the notes.
    const auto timed = [](const QByteArray &json) {
        QElapsedTimer timer;
        timer.start();
        const LoadResult result = BattlegroupReader::fromJson(json);
        const qint64 ms = timer.elapsed();
        return result.problems.size() == 1 && result.problems.first().reason.startsWith(u"too long: "_s) ? ms : -1;
    };
    const QByteArray plainText = document("plain text ");
    qint64 plain = std::numeric_limits<qint64>::max();
    for (int run = 0; run < 3; ++run)
        plain = std::min(plain, timed(plainText));
    QVERIFY(plain >= 0);
    const qint64 limit = 10 * plain + 100;
    const QByteArray escaped = document(escape);
    qint64 best = std::numeric_limits<qint64>::max();
    for (int run = 0; run < 3 && best > limit; ++run) {
        const qint64 ms = timed(escaped);
        QVERIFY(ms >= 0);
        best = std::min(best, ms);
    }
    QVERIFY2(best <= limit, qPrintable(u"%1 ms for 2 MiB of escapes, %2 ms for plain text"_s.arg(best).arg(plain)));
}

// The reader hands QJsonDocument the text with most escapes already decoded (StrictJson::rawEscapes); the
// values must be exactly those QJsonDocument decodes from the file's own text.
void TestStrictJson::escapedStringsKeepTheirValues_data()
{
    QTest::addColumn<QByteArray>("literal"); // the JSON string's content as written in the file
    QTest::newRow("line feed") << QByteArray(R"(one\ntwo)");
    QTest::newRow("all short escapes") << QByteArray(R"(\"\\\/\b\f\n\r\t)");
    QTest::newRow("backslash before n") << QByteArray(R"(\\n\\\n\\\\n)");
    QTest::newRow("quote before n") << QByteArray(R"(\"n\n\")");
    QTest::newRow("unicode escapes") << QByteArray(R"(\u0041\u00e9\u00DF\u20ac\uFFFF\u0000x)");
    QTest::newRow("surrogate pairs") << QByteArray(R"(\ud83d\ude00 \uD800\uDC00 \udbff\udfff)");
    QTest::newRow("lone high surrogate") << QByteArray(R"(a\ud83db)");
    QTest::newRow("lone low surrogate") << QByteArray(R"(a\ude00\n)");
    QTest::newRow("high surrogate, escaped high") << QByteArray(R"(\ud83d\ud83d\ude00)");
    QTest::newRow("high surrogate, then a letter escape") << QByteArray(R"(\ud83d\n)");
    QTest::newRow("raw UTF-8 among escapes") << QByteArray("\xc3\xa9\\n\xf0\x9f\x98\x80\\u00e9");
    // Written raw these would end the string, start an escape or be a raw control character.
    QTest::newRow("escaped quote as \\u") << QByteArray(R"(a\u0022b)");
    QTest::newRow("escaped backslash as \\u") << QByteArray(R"(C:\u005cgames)");
    QTest::newRow("\\u backslash before n") << QByteArray(R"(C:\u005cnew\u005cgames)");
    QTest::newRow("\\u backslash before u") << QByteArray(R"(\u005cu0041\u005C\u005c)");
    QTest::newRow("\\u control characters") << QByteArray(R"(a\u0000b\u0001\u000a\u001F\u0020)");
    QTest::newRow("\\u quote smuggling a key") << QByteArray(R"(Blue\u0022, \u0022notes\u0022: \u0022smuggled)");
    QTest::newRow("noncharacters") << QByteArray(R"(\ufffe\uFDD0\ud83f\udffe)");
}

void TestStrictJson::escapedStringsKeepTheirValues()
{
    QFETCH(QByteArray, literal);
    const QByteArray json = R"({"format": 1, "ruleSystem": "ratio-morale", "name": "N", "units": [], "notes": ")"
        + literal + R"(", "side": ")" + literal + R"("})";
    const QString expected = QJsonDocument::fromJson(json).object().value("notes"_L1).toString();
    QVERIFY(!expected.isEmpty());
    const LoadResult result = BattlegroupReader::fromJson(json);
    if (!expected.isValidUtf16()) {
        const QString half = u"holds an unpaired surrogate (a \\u escape of half a character)"_s;
        QCOMPARE(lines(result.problems), (QStringList {u"$.side: "_s + half, u"$.notes: "_s + half}));
        return;
    }
    QVERIFY2(result.ok(), qPrintable(lines(result.problems).join(u'\n')));
    QCOMPARE(result.battlegroup->notes, expected);
    QCOMPARE(result.battlegroup->side, expected);
}

// A `\u0022` in a name once became a raw quote before QJsonDocument read the text: the name ended early and
// the rest of the string was read as a key of its own.
void TestStrictJson::escapedQuoteCannotAddAKey()
{
    const QByteArray json = R"({"format": 1, "ruleSystem": "ratio-morale", "name": "Blue\u0022, \u0022notes\u0022: )"
                            R"(\u0022smuggled", "units": []})";
    const QJsonObject expected = QJsonDocument::fromJson(json).object();
    QVERIFY(!expected.contains("notes"_L1));
    const LoadResult result = BattlegroupReader::fromJson(json);
    QVERIFY2(result.ok(), qPrintable(lines(result.problems).join(u'\n')));
    QCOMPARE(result.battlegroup->name, u"Blue\", \"notes\": \"smuggled"_s);
    QCOMPARE(result.battlegroup->notes, QString());
}

// Issue 19: a large file is scanned on another thread while it is parsed (StrictJson::Ahead); the reader's
// scan() then takes that result, cut to its own limit. It must list and count exactly what a scan of its own
// would, below, at and above the limit the envelope scans with.
void TestStrictJson::scanAheadFindsWhatScanFinds_data()
{
    QTest::addColumn<qsizetype>("maxListed");
    QTest::newRow("fewer than the envelope's") << qsizetype(7);
    QTest::newRow("the envelope's") << StrictJson::aheadListed;
    QTest::newRow("more than the envelope's") << StrictJson::aheadListed * 3;
}

void TestStrictJson::scanAheadFindsWhatScanFinds()
{
    QFETCH(qsizetype, maxListed);
    // Over the size that starts a thread, with a fault of every kind every few hundred bytes.
    QByteArray json = "{\"items\": [";
    for (int i = 0; json.size() < StrictJson::aheadFromBytes * 2; ++i) {
        json += i ? "," : "";
        json += i % 3 == 0   ? QByteArray(R"({"a": 1, "b": 2.5, "a": 3, "text": "plain words in a row"})")
            : i % 3 == 1 ? QByteArray(R"({"n": 1e3, "s": "tab\qhere", "k\u0061": 1, "ka": 2})")
                         : QByteArray(R"({"quiet": "nothing wrong with this one at all", "x": 12})");
    }
    json += "]}";
    QVERIFY(json.size() >= StrictJson::aheadFromBytes);
    const StrictJson::Result own = StrictJson::scan(json, maxListed);
    StrictJson::Result taken;
    {
        const StrictJson::Ahead ahead(json, StrictJson::aheadListed);
        taken = StrictJson::scan(json, maxListed);
    }
    QVERIFY(own.unlisted > 0); // the limit was reached: the cut matters
    QCOMPARE(taken.unlisted, own.unlisted);
    QCOMPARE(taken.findings.size(), own.findings.size());
    for (qsizetype i = 0; i < own.findings.size(); ++i) {
        QCOMPARE(taken.findings.at(i).kind, own.findings.at(i).kind);
        QCOMPARE(taken.findings.at(i).path, own.findings.at(i).path);
        QCOMPARE(taken.findings.at(i).reason, own.findings.at(i).reason);
    }
}

QTEST_GUILESS_MAIN(TestStrictJson)
// A file the parser refuses at once must not wait for a scan started beside the parse: 300,000 open brackets
// and bad strings once kept that scan busy for hours (a frame per bracket and a path as deep as the file for
// each of its findings). The scan stops where QJsonDocument's nesting limit is and when its result is unwanted.
void TestStrictJson::deepBrokenFileIsRefusedQuickly()
{
    QByteArray json(300000, '[');
    for (int i = 0; i < 2000; ++i)
        json += R"("\q",)";
    QVERIFY(json.size() >= StrictJson::aheadFromBytes);
    QElapsedTimer timer;
    timer.start();
    const LoadResult result = BattlegroupReader::fromJson(json);
    QVERIFY(!result.ok());
    QVERIFY2(timer.elapsed() < 5000, qPrintable(QString::number(timer.elapsed())));
}

#include "tst_strictjson.moc"
