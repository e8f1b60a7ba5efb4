// Battlegroup file format v1: reading and validation (docs/file-format.md): fixtures, problems, limits and
// hostile input. Writing, safe saving and round trips are in tst_battlegroupsave.

#include "BattlegroupIoFixtures.h"
#include "EndlessDevice.h"
#include "ratio/BattlegroupReader.h"
#include "ratio/io/BattlegroupValidator.h"
#include "ratio/io/BattlegroupWriter.h"
#include "ratio/model/FileLimits.h"
#include "ratio/rules/RatioEngine.h"
#include "kernel/FileEnvelope.h"
#include "systems/BuiltInSystems.h"

#include <QBuffer>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

#include <sys/stat.h>

using namespace Qt::StringLiterals;
using namespace md;
using namespace md::test;

class TestBattlegroupIo : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void fixtureFolders();
    void validFile_data();
    void validFile();
    void badFile_data();
    void badFile();
    void shippedSamples_data();
    void shippedSamples();

    void defaultsOfOmittedKeys();
    void unsetOverridesStayUnset();
    void turnEndedCountIsInPoints();
    void validatorOnEditedModel();
    void problemsAreCapped();
    void oversizedArraysAreNotRead();
    void escapedDuplicateKey();
    void generatedHostileInput_data();
    void generatedHostileInput();
    void hostilePath_data();
    void hostilePath();

    void readFileMissing();
    void readFileDirectory();
    void oversizedFileIsNotRead();
    void endlessStreamIsCut();
    void readNullDevice();
};

void TestBattlegroupIo::fixtureFolders()
{
    QVERIFY2(fixtures(u"valid"_s).size() >= 6, "tests/data/valid needs its fixtures");
    const QStringList bad = fixtures(u"bad"_s);
    QVERIFY2(bad.size() >= 75, "tests/data/bad needs its fixtures");
    for (const QString &name : bad) {
        const QString expected = dataDir(u"bad/"_s) + QFileInfo(name).completeBaseName() + u".expected"_s;
        QVERIFY2(QFileInfo::exists(expected), qPrintable(u"missing "_s + expected));
    }
}

void TestBattlegroupIo::validFile_data()
{
    QTest::addColumn<QString>("fileName");
    const QStringList names = fixtures(u"valid"_s);
    if (names.isEmpty())
        QTest::newRow("no fixtures") << QString();
    for (const QString &name : names)
        QTest::newRow(qPrintable(name)) << dataDir(u"valid/"_s) + name;
}

void TestBattlegroupIo::validFile()
{
    QFETCH(QString, fileName);
    QVERIFY2(!fileName.isEmpty(), "tests/data/valid holds no fixtures");
    const LoadResult first = BattlegroupReader::readFile(fileName);
    QVERIFY2(first.ok(), qPrintable(lines(first.problems).join(u'\n')));
    QVERIFY(first.problems.isEmpty());
    QVERIFY(BattlegroupValidator::validate(*first.battlegroup).isEmpty());

    const QByteArray written = BattlegroupWriter::toJson(*first.battlegroup);
    const LoadResult second = BattlegroupReader::fromJson(written);
    QVERIFY2(second.ok(), qPrintable(lines(second.problems).join(u'\n')));
    QVERIFY(*second.battlegroup == *first.battlegroup);
    QCOMPARE(BattlegroupWriter::toJson(*second.battlegroup), written);
}

void TestBattlegroupIo::badFile_data()
{
    QTest::addColumn<QString>("fileName");
    QTest::addColumn<QStringList>("expected");
    const QStringList names = fixtures(u"bad"_s);
    if (names.isEmpty())
        QTest::newRow("no fixtures") << QString() << QStringList();
    for (const QString &name : names) {
        const QString base = dataDir(u"bad/"_s) + QFileInfo(name).completeBaseName();
        QStringList expected = QString::fromUtf8(readAll(base + u".expected"_s)).split(u'\n', Qt::SkipEmptyParts);
        QTest::newRow(qPrintable(name)) << dataDir(u"bad/"_s) + name << expected;
    }
}

void TestBattlegroupIo::badFile()
{
    QFETCH(QString, fileName);
    QFETCH(QStringList, expected);
    QVERIFY2(!fileName.isEmpty(), "tests/data/bad holds no fixtures");
    QVERIFY2(!expected.isEmpty(), "the .expected file lists no problem");
    const LoadResult result = BattlegroupReader::readFile(fileName);
    QVERIFY(!result.ok());
    QVERIFY(!result.battlegroup.has_value());
    QCOMPARE(lines(result.problems), expected);
}

// What the program ships must open without a single problem.
void TestBattlegroupIo::shippedSamples_data()
{
    QTest::addColumn<QString>("fileName");
    const QDir samples(QStringLiteral(MORALEDESK_TEST_DATA) + u"/../../resources/samples"_s);
    const QStringList names = samples.entryList({u"*.json"_s}, QDir::Files, QDir::Name);
    if (names.isEmpty())
        QTest::newRow("none") << QString();
    for (const QString &name : names)
        QTest::newRow(qPrintable(name)) << samples.filePath(name);
}

void TestBattlegroupIo::shippedSamples()
{
    QFETCH(QString, fileName);
    if (fileName.isEmpty())
        QSKIP("no samples shipped");
    // Each by the system it names: not every sample is a battlegroup.
    const EnvelopeResult result = FileEnvelope::readFile(fileName, ruleSystems());
    QVERIFY2(result.ok(), qPrintable(lines(result.problems).join(u'\n')));
    if (result.system->id() == u"ratio-morale"_s)
        QVERIFY(BattlegroupReader::readFile(fileName).ok());
}

void TestBattlegroupIo::defaultsOfOmittedKeys()
{
    const LoadResult result = BattlegroupReader::fromJson(R"({
        "format": 1, "ruleSystem": "ratio-morale", "name": "Defaults",
        "units": [
            {"id": "u1", "name": "Squad", "kind": "infantry", "pieces": [{"id": "s1", "kind": "soldier"}]},
            {"id": "u2", "name": "Bots", "kind": "robots", "pieces": [{"id": "w1", "kind": "warbot", "size": 2}]},
            {"id": "u3", "name": "Tank", "kind": "vehicle", "pieces": [{"id": "v1", "kind": "vehicle", "movementRate": 8}]},
            {"id": "u4", "name": "Bunker", "kind": "strongpoint", "pieces": [{"id": "b1", "kind": "strongpoint"}]}
        ]})");
    QVERIFY2(result.ok(), qPrintable(lines(result.problems).join(u'\n')));
    const Battlegroup &bg = *result.battlegroup;
    QCOMPARE(bg.turn, 1);
    QCOMPARE(bg.breakingTurn, 0);
    QVERIFY(bg.rules == RuleOptions {});
    QVERIFY(bg.log.isEmpty());

    const Piece &soldier = bg.units.at(0).pieces.at(0);
    QCOMPARE(soldier.style, MoraleStyle::Infantry);
    QCOMPARE(soldier.rank, Rank::Trooper);
    QVERIFY(soldier.state == PieceState {});
    QVERIFY(!bg.units.at(0).moraleClass.has_value());

    const Piece &warbot = bg.units.at(1).pieces.at(0);
    QCOMPARE(warbot.style, MoraleStyle::Robot);
    QCOMPARE(warbot.size, 2);
    QCOMPARE(warbot.hits, 0);

    const Piece &tank = bg.units.at(2).pieces.at(0);
    QCOMPARE(tank.style, MoraleStyle::Vehicle);
    QVERIFY(tank.hasMovement);
    QCOMPARE(tank.currentMovement, 8);
    QVERIFY(tank.movement == (SystemTrack {3, 3}));
    QVERIFY(tank.damageControl == (SystemTrack {3, 3}));

    // R4 interpretation: a strongpoint is immobile and has no movement levels unless asked.
    const Piece &bunker = bg.units.at(3).pieces.at(0);
    QVERIFY(!bunker.hasMovement);
    QVERIFY(bunker.movement == (SystemTrack {0, 0}));
    QVERIFY(bunker.targeting == (SystemTrack {3, 3}));
}

void TestBattlegroupIo::unsetOverridesStayUnset()
{
    Battlegroup bg = smallBattlegroup();
    bg.units[0].experience = Experience::Green;
    const QByteArray json = BattlegroupWriter::toJson(bg);
    QVERIFY(json.contains("\"experience\": \"green\""));
    QVERIFY(!json.contains("\"moraleClass\""));
    QVERIFY(!json.contains("\"nbcEquipped\""));
    const LoadResult back = BattlegroupReader::fromJson(json);
    QVERIFY(back.ok());
    QVERIFY(*back.battlegroup == bg);
    QVERIFY(!back.battlegroup->units.at(0).moraleClass.has_value());
}

// R6, docs/file-format.md: a turn-ended record counts the checks an override left undone in `points`, and
// names the pieces in `detail`. Files from earlier versions kept the count in `detail` (a bare number, with
// `points` 0): they stay readable and their count lands where the document says it is.
void TestBattlegroupIo::turnEndedCountIsInPoints()
{
    const LoadResult old = BattlegroupReader::readFile(dataDir(u"valid/turn-ended-count-in-detail.json"_s));
    QVERIFY2(old.ok(), qPrintable(lines(old.problems).join(u'\n')));
    const QList<LogRecord> &log = old.battlegroup->log;
    QCOMPARE(log.size(), qsizetype(4));
    QCOMPARE(log.at(1).points, 3);
    QCOMPARE(log.at(1).detail, QString());
    QCOMPARE(log.at(2).points, 0); // an ordinary turn end stays one
    QCOMPARE(log.at(3).points, 0); // a note that is not a bare number stays a note
    QCOMPARE(log.at(3).detail, u"7 checks left undone"_s);
    QCOMPARE(log.at(0).detail, QString()); // other events are left alone
    QCOMPARE(log.at(0).points, 1);

    // What the engine writes now: the count in `points`, the names in `detail`, and back unchanged.
    Battlegroup bg = *old.battlegroup;
    ratio::RatioEngine engine(bg);
    QVERIFY(engine.endTurn(true).ok());
    const LogRecord written = bg.log.last();
    QCOMPARE(written.points, 3);
    QCOMPARE(written.detail, u"Fireteam: sq-t2, sq-t3, sq-t4"_s);
    const QByteArray json = BattlegroupWriter::toJson(bg);
    QVERIFY(json.contains(R"("points": 3)"));
    const LoadResult back = BattlegroupReader::fromJson(json);
    QVERIFY2(back.ok(), qPrintable(lines(back.problems).join(u'\n')));
    QCOMPARE(back.battlegroup->log.last(), written);
    QVERIFY(BattlegroupValidator::validate(bg).isEmpty());
}

void TestBattlegroupIo::validatorOnEditedModel()
{
    QVERIFY(BattlegroupValidator::validate(smallBattlegroup()).isEmpty());

    Battlegroup bg = smallBattlegroup();
    bg.name.clear();
    bg.units[0].pieces[1].id = u"s1"_s;
    bg.units[0].pieces[2].kind = PieceKind::Vehicle;
    bg.units[0].pieces[3].state.marker = true;
    bg.log.append(LogRecord {});
    const QStringList expected {
        u"$.name: must not be empty"_s,
        u"$.units[0].pieces[1].id: duplicate id \"s1\"; already used at $.units[0].pieces[0]"_s,
        u"$.units[0].pieces[2].morale: a vehicle has robot or vehicle morale (R3, R4); found infantry"_s,
        u"$.units[0].pieces[3].state.markerDueTurn: must be a whole number between 1 and 2 while the piece has a "
        u"marker "
        "(this turn or the next, R6); found 0"_s,
        u"$.units[0].pieces[2]: a vehicle cannot be part of an infantry unit; a vehicle or strongpoint is a morale "
        u"unit "
        "of its own (R1)"_s,
        u"$.log[0].unit: a check record must name its unit"_s,
        u"$.log[0].starting: must be a whole number between 1 and 1000000; found 0"_s,
    };
    QCOMPARE(lines(BattlegroupValidator::validate(bg)), expected);
}

void TestBattlegroupIo::problemsAreCapped()
{
    QByteArray json = R"({"format": 1, "ruleSystem": "ratio-morale", "name": "Typos", "units": [])";
    for (int i = 0; i < 150; ++i)
        json += ", \"typo" + QByteArray::number(i) + "\": 0";
    json += '}';
    const LoadResult result = BattlegroupReader::fromJson(json);
    QCOMPARE(result.problems.size(), 101);
    QCOMPARE(result.problems.first().reason, u"unknown key"_s);
    QCOMPARE(result.problems.last().toString(),
             u"$: 50 more problem(s) not listed; the rules across fields were not checked"_s);
}

// Arrays beyond their limit are refused as a whole, without a problem (or a model object) per element.
void TestBattlegroupIo::oversizedArraysAreNotRead()
{
    const QByteArray head = R"({"format": 1, "ruleSystem": "ratio-morale", "name": "Big", )";
    QByteArray units = "[1";
    for (int i = 0; i < limits::maxUnits; ++i)
        units += ",1";
    LoadResult result = BattlegroupReader::fromJson(head + "\"units\": " + units + "]}");
    QCOMPARE(lines(result.problems), QStringList {u"$.units: too many units: 2001; at most 2000"_s});

    QByteArray pieces = "[{}";
    for (int i = 0; i < limits::maxPiecesPerUnit; ++i)
        pieces += ",{}";
    result = BattlegroupReader::fromJson(head + R"("units": [{"id": "u", "name": "U", "kind": "infantry", "pieces": )"
                                         + pieces + "]}]}");
    QCOMPARE(lines(result.problems),
             QStringList {u"$.units[0].pieces: too many pieces in one unit: 20001; at most 20000"_s});
}

// QJsonDocument keeps only the last of two equal keys; the reader must see the first too, even
// when it is spelled with escapes.
void TestBattlegroupIo::escapedDuplicateKey()
{
    const LoadResult result = BattlegroupReader::fromJson(
        R"({"format": 1, "ruleSystem": "ratio-morale", "name": "A", "na\u006de": "B", "units": []})");
    QCOMPARE(lines(result.problems), QStringList {u"$.name: duplicate key; a key may appear only once in an object"_s});
}

// The bad-input catalogue's inputs too big to commit (docs/reliability.md): made here, each with the exact
// problem the user sees. None may crash, hang or be held in memory as a model.
void TestBattlegroupIo::generatedHostileInput_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QString>("expected"); // a regular expression the whole message must match

    const QByteArray head = R"({"format": 1, "ruleSystem": "ratio-morale", "name": "Hostile", )";
    const QByteArray twentyMb(20'000'000, 'x');
    QTest::newRow("20 MB name") << R"({"format": 1, "ruleSystem": "ratio-morale", "units": [], "name": ")" + twentyMb + "\"}"
                                << QRegularExpression::escape(u"$.name: too long: 20000000 characters; at most 200"_s);
    QTest::newRow("20 MB notes") << head + R"("units": [], "notes": ")" + twentyMb + "\"}"
                                 << QRegularExpression::escape(u"$.notes: too long: 20000000 characters; at most 20000"_s);
    // Qt's parser stops at its depth limit, long before the end; the offset is where it stopped.
    QTest::newRow("100000 nested arrays") << head + "\"units\": " + QByteArray(100'000, '[')
                                          << u"\\$: not valid JSON at offset \\d{4}: too deeply nested document"_s;
    QTest::newRow("100000 nested objects") << head + R"("units": [], "a": )" + QByteArray(100'000, '{').replace("{", R"({"a": )")
                                           << u"\\$: not valid JSON at offset \\d{4,5}: too deeply nested document"_s;

    // 10^9 members: a number claiming them, and arrays longer than any limit (refused unread).
    QTest::newRow("a billion soldiers as a number") << head + R"("units": [{"id": "u", "name": "U", "kind": "infantry", "pieces": 1000000000}]})"
                                                    << QRegularExpression::escape(u"$.units[0].pieces: expected an array, found a number"_s);
    QByteArray pieces = "[{}";
    for (int i = 1; i < 17'000; ++i)
        pieces += ",{}";
    pieces += ']';
    QByteArray units = "[";
    for (int u = 0; u < 3; ++u)
        units += QByteArray(u ? ", " : "") + R"({"id": "u)" + QByteArray::number(u) + R"(", "name": "U", "kind": "infantry", "pieces": )" + pieces + '}';
    QTest::newRow("51000 pieces in three units") << head + "\"units\": " + units + "]}"
                                                 << QRegularExpression::escape(u"$.units: too many pieces in all units: 51000; at most 50000"_s);
    QByteArray log = "[1";
    for (int i = 0; i < limits::maxLogRecords; ++i)
        log += ",1";
    QTest::newRow("500001 log records") << head + R"("units": [], "log": )" + log + "]}"
                                        << QRegularExpression::escape(u"$.log: too many log records: 500001; at most 500000"_s);
    QTest::newRow("a 1000-digit number") << head + R"("units": [], "turn": 1)" + QByteArray(1000, '0') + '}'
                                         << u"\\$: not valid JSON at offset \\d+: illegal number"_s; // beyond a double, like 1e400
}

void TestBattlegroupIo::generatedHostileInput()
{
    QFETCH(QByteArray, json);
    QFETCH(QString, expected);
    const LoadResult result = BattlegroupReader::fromJson(json);
    QVERIFY(!result.battlegroup.has_value());
    const QString message = lines(result.problems).join(u'\n');
    const QRegularExpression pattern(QRegularExpression::anchoredPattern(expected));
    QVERIFY2(pattern.match(message).hasMatch(), qPrintable(message.left(500)));
}

// Paths that are not a battlegroup file at all. The error comes from the open path, so each is opened both
// through the reader and as `moraledesk validate PATH`; none may hang (a pipe with no writer, an endless device).
void TestBattlegroupIo::hostilePath_data()
{
    QTest::addColumn<QString>("kind");
    QTest::addColumn<QString>("expected"); // %1: the path as the message shows it
    QTest::addColumn<int>("cliExit");      // 1: the problems on stdout; 2: refused before reading (no such file)
    QTest::newRow("a folder") << u"folder"_s << u"$: cannot open \"%1\": it is a folder, not a file"_s << 1;
    QTest::newRow("a pipe") << u"fifo"_s << u"$: cannot open \"%1\": it is not a regular file (a device, pipe or socket)"_s << 1;
    QTest::newRow("/dev/zero") << u"/dev/zero"_s << u"$: cannot open \"%1\": it is not a regular file (a device, pipe or socket)"_s << 1;
    QTest::newRow("/dev/urandom") << u"/dev/urandom"_s << u"$: cannot open \"%1\": it is not a regular file (a device, pipe or socket)"_s << 1;
    QTest::newRow("a loop of links") << u"loop"_s
                                     << u"$: cannot open \"%1\": it is a link to \"%2\", which does not exist or is a loop of links"_s << 2;
    QTest::newRow("a link to nothing") << u"dangling"_s
                                       << u"$: cannot open \"%1\": it is a link to \"%2\", which does not exist or is a loop of links"_s << 2;
    QTest::newRow("no permission to read") << u"unreadable"_s << u"$: cannot open \"%1\": Permission denied"_s << 1;
    QTest::newRow("over the size limit") << u"sparse"_s
                                         << u"$: cannot open \"%1\": %2 bytes is too large; files over %3 bytes are refused"_s << 1;
}

void TestBattlegroupIo::hostilePath()
{
    QFETCH(QString, kind);
    QFETCH(QString, expected);
    QFETCH(int, cliExit);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QString path = kind.startsWith(u'/') ? kind : dir.filePath(kind + u".json"_s);
    QString target;
    if (kind == u"folder"_s) {
        QVERIFY(QDir().mkpath(path));
    } else if (kind == u"fifo"_s) {
        QVERIFY(::mkfifo(QFile::encodeName(path).constData(), 0600) == 0);
    } else if (kind.startsWith(u'/')) {
        if (!QFileInfo::exists(path))
            QSKIP("this system has no such device");
    } else if (kind == u"loop"_s) {
        target = dir.filePath(u"other.json"_s);
        QVERIFY(QFile::link(target, path));
        QVERIFY(QFile::link(path, target));
    } else if (kind == u"dangling"_s) {
        target = dir.filePath(u"gone.json"_s);
        QVERIFY(QFile::link(target, path));
    } else if (kind == u"unreadable"_s) {
        QVERIFY(writeAll(path, BattlegroupWriter::toJson(smallBattlegroup())));
        QVERIFY(QFile::setPermissions(path, QFileDevice::WriteOwner));
        QFile probe(path);
        if (probe.open(QIODevice::ReadOnly))
            QSKIP("permissions are not enforced for this user (root)");
    } else if (kind == u"sparse"_s) {
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        QVERIFY(f.resize(limits::maxFileBytes + 1));
    }
    QString message = expected.arg(QDir::toNativeSeparators(path));
    if (!target.isEmpty())
        message = message.arg(QDir::toNativeSeparators(target));
    if (kind == u"sparse"_s)
        message = message.arg(limits::maxFileBytes + 1).arg(limits::maxFileBytes);

    const LoadResult result = BattlegroupReader::readFile(path);
    QVERIFY(!result.battlegroup.has_value());
    QCOMPARE(lines(result.problems), QStringList {message});

    QProcess cli;
    cli.start(QStringLiteral(MORALEDESK_BINARY), {u"validate"_s, path});
    QVERIFY2(cli.waitForStarted(10000), qPrintable(cli.errorString()));
    if (!cli.waitForFinished(30000)) {
        cli.kill();
        cli.waitForFinished();
        QFAIL("moraledesk validate hangs on this path");
    }
    QCOMPARE(cli.exitStatus(), QProcess::NormalExit);
    QCOMPARE(cli.exitCode(), cliExit);
    if (cliExit == 1)
        QCOMPARE(QString::fromUtf8(cli.readAllStandardOutput()), message + u'\n');
    else
        QVERIFY(QString::fromUtf8(cli.readAllStandardError()).contains(u"no such file"_s));
}

void TestBattlegroupIo::readFileMissing()
{
    QTemporaryDir dir;
    const QString name = dir.filePath(u"nowhere.json"_s);
    const LoadResult result = BattlegroupReader::readFile(name);
    QVERIFY(!result.ok());
    QCOMPARE(lines(result.problems),
             QStringList {u"$: cannot open \"%1\": the file does not exist"_s.arg(QDir::toNativeSeparators(name))});
}

void TestBattlegroupIo::readFileDirectory()
{
    QTemporaryDir dir;
    const LoadResult result = BattlegroupReader::readFile(dir.path());
    QVERIFY(!result.ok());
    QCOMPARE(
        lines(result.problems),
        QStringList {u"$: cannot open \"%1\": it is a folder, not a file"_s.arg(QDir::toNativeSeparators(dir.path()))});
}

void TestBattlegroupIo::oversizedFileIsNotRead()
{
    QTemporaryDir dir;
    const QString name = dir.filePath(u"huge.json"_s);
    {
        QFile f(name);
        QVERIFY(f.open(QIODevice::WriteOnly));
        QVERIFY(f.resize(limits::maxFileBytes + 1)); // sparse: no disk used, and all of it blank
    }
    const LoadResult result = BattlegroupReader::readFile(name);
    QCOMPARE(lines(result.problems),
             QStringList {u"$: cannot open \"%1\": %2 bytes is too large; files over %3 bytes are refused"_s
                              .arg(QDir::toNativeSeparators(name))
                              .arg(limits::maxFileBytes + 1)
                              .arg(limits::maxFileBytes)});

    QFile f(name);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const LoadResult fromDevice = BattlegroupReader::read(&f);
    QVERIFY(!fromDevice.ok());
    QCOMPARE(f.pos(), 0); // refused on its size, before the first byte
}

void TestBattlegroupIo::endlessStreamIsCut()
{
    EndlessDevice device;
    QVERIFY(device.open(QIODevice::ReadOnly));
    const LoadResult result = BattlegroupReader::read(&device);
    QCOMPARE(lines(result.problems),
             QStringList {u"$: more than %1 bytes; files over %1 bytes are refused"_s.arg(limits::maxFileBytes)});
    QVERIFY(device.served <= limits::maxFileBytes + 64 * 1024 + 1);
}

void TestBattlegroupIo::readNullDevice()
{
    QVERIFY(!BattlegroupReader::read(nullptr).ok());
    QBuffer writeOnly;
    QVERIFY(writeOnly.open(QIODevice::WriteOnly));
    const LoadResult result = BattlegroupReader::read(&writeOnly);
    QCOMPARE(lines(result.problems), QStringList {u"$: the input is not open for reading"_s});

    QByteArray json = BattlegroupWriter::toJson(smallBattlegroup());
    QBuffer buffer(&json); // not open yet: read() opens it
    const LoadResult fromBuffer = BattlegroupReader::read(&buffer);
    QVERIFY(fromBuffer.ok());
    QVERIFY(*fromBuffer.battlegroup == smallBattlegroup());
}

QTEST_GUILESS_MAIN(TestBattlegroupIo)
#include "tst_battlegroupio.moc"
