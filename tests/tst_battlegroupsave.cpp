// Battlegroup file format v1: writing, safe saving and round trips (docs/file-format.md), and files saved
// before the rule-system seam saving byte for byte as they were. Reading is in tst_battlegroupio.

#include "BattlegroupIoFixtures.h"
#include "FullDevice.h"
#include "kernel/Dice.h"
#include "kernel/SafeSave.h"
#include "ratio/BattlegroupReader.h"
#include "ratio/io/BattlegroupValidator.h"
#include "ratio/io/BattlegroupWriter.h"
#include "ratio/rules/RatioEngine.h"

#include <QBuffer>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QScopeGuard>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>

using namespace Qt::StringLiterals;
using namespace md;
using namespace md::test;

class TestBattlegroupSave : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void engineGameRoundTrips();

    void writeToClosedDevice();
    void writeToReadOnlyDevice();
    void writeToFailingDevice();
    void writeToBuffer();

    void saveNewFileMakesNoBackup();
    void saveKeepsPreviousAsBackup();
    void saveThroughSymbolicLinkKeepsBackupOfTarget();
    void saveIntoUnwritableDirectory();
    void saveWhenBackupCannotBeWritten();
    void saveIntoMissingDirectory();
    void saveFileRoundTrips();
    void savedFileSavesUnchanged_data();
    void savedFileSavesUnchanged();
    void fixtureWritesAsBeforeSeam_data();
    void fixtureWritesAsBeforeSeam();
};

// Whatever the rules engine does to a battlegroup, a save reopens exactly.
void TestBattlegroupSave::engineGameRoundTrips()
{
    const LoadResult loaded = BattlegroupReader::readFile(dataDir(u"valid/vehicle-and-strongpoint.json"_s));
    QVERIFY2(loaded.ok(), qPrintable(lines(loaded.problems).join(u'\n')));
    Battlegroup bg = *loaded.battlegroup;
    bg.rules.bailedCrew = true;
    ratio::RatioEngine engine(bg);
    SeededD10 dice(7);
    for (int round = 0; round < 40; ++round) {
        for (int u = 0; u < bg.units.size(); ++u) {
            for (int i = 0; i < bg.units.at(u).pieces.size(); ++i) {
                const ratio::PieceRef ref {u, i};
                const Piece &p = engine.piece(ref);
                if (!p.isActive())
                    continue;
                if (p.style == MoraleStyle::Vehicle) {
                    engine.loseSystemLevel(ref, static_cast<VehicleSystem>(round % 3));
                    engine.knockOutWeapon(ref, 0);
                } else if (p.style == MoraleStyle::Robot) {
                    engine.penetratingHit(ref);
                } else if (round % 4 == 1) {
                    engine.casualty(ref);
                }
                engine.bailOut(ref);
            }
        }
        for (const ratio::PieceRef &ref : engine.checksDue())
            engine.check(ref, dice, round % 2 == 0);
        // R6: a crew bails out right after its Broken check, not before checking again in a later turn.
        for (int u = 0; u < bg.units.size(); ++u) {
            for (int i = 0; i < bg.units.at(u).pieces.size(); ++i)
                engine.bailOut({u, i});
        }
        engine.endTurn(true);

        const Problems problems = BattlegroupValidator::validate(bg);
        QVERIFY2(problems.isEmpty(), qPrintable(lines(problems).join(u'\n')));
        const LoadResult back = BattlegroupReader::fromJson(BattlegroupWriter::toJson(bg));
        QVERIFY2(back.ok(), qPrintable(lines(back.problems).join(u'\n')));
        QVERIFY(*back.battlegroup == bg);
    }
    QVERIFY(bg.breakingTurn > 0);
    const auto happened = [&bg](LogEvent event) {
        return std::any_of(bg.log.cbegin(), bg.log.cend(), [event](const LogRecord &r) { return r.event == event; });
    };
    for (const LogEvent event :
         {LogEvent::Check, LogEvent::SystemDamage, LogEvent::WeaponLost, LogEvent::PenetratingHit, LogEvent::BailOut,
          LogEvent::BreakingPoint, LogEvent::TurnEnded})
        QVERIFY2(happened(event), qPrintable(enumKey(event)));
}

void TestBattlegroupSave::writeToClosedDevice()
{
    QBuffer buffer;
    QString error;
    QVERIFY(!BattlegroupWriter::write(smallBattlegroup(), &buffer, &error));
    QCOMPARE(error, u"the output is not open for writing"_s);
    QVERIFY(!BattlegroupWriter::write(smallBattlegroup(), nullptr, &error));
    QVERIFY(!error.isEmpty());
}

void TestBattlegroupSave::writeToReadOnlyDevice()
{
    QBuffer buffer;
    QVERIFY(buffer.open(QIODevice::ReadOnly));
    QString error;
    QVERIFY(!BattlegroupWriter::write(smallBattlegroup(), &buffer, &error));
    QCOMPARE(error, u"the output is not open for writing"_s);
    QVERIFY(buffer.data().isEmpty());
}

void TestBattlegroupSave::writeToFailingDevice()
{
    FullDevice device;
    QVERIFY(device.open(QIODevice::WriteOnly));
    QString error;
    QVERIFY(!BattlegroupWriter::write(smallBattlegroup(), &device, &error));
    QCOMPARE(error, u"cannot write the battlegroup: No space left on device"_s);
}

void TestBattlegroupSave::writeToBuffer()
{
    QBuffer buffer;
    QVERIFY(buffer.open(QIODevice::WriteOnly));
    QString error;
    QVERIFY(BattlegroupWriter::write(smallBattlegroup(), &buffer, &error));
    QVERIFY(error.isEmpty());
    QCOMPARE(buffer.data(), BattlegroupWriter::toJson(smallBattlegroup()));
}

void TestBattlegroupSave::saveNewFileMakesNoBackup()
{
    QTemporaryDir dir;
    const QString name = dir.filePath(u"new.json"_s);
    QString error;
    QVERIFY2(SafeSave::save(name, "first", &error), qPrintable(error));
    QCOMPARE(readAll(name), QByteArray("first"));
    QCOMPARE(SafeSave::backupFileName(name), name + u".bak"_s);
    QVERIFY(!QFileInfo::exists(SafeSave::backupFileName(name)));
}

void TestBattlegroupSave::saveKeepsPreviousAsBackup()
{
    QTemporaryDir dir;
    const QString name = dir.filePath(u"game.json"_s);
    const QByteArray big(3 * 1024 * 1024 + 17, 'x'); // several copy chunks
    QString error;
    QVERIFY2(SafeSave::save(name, big, &error), qPrintable(error));
    QVERIFY2(SafeSave::save(name, "second", &error), qPrintable(error));
    QCOMPARE(readAll(name), QByteArray("second"));
    QCOMPARE(readAll(SafeSave::backupFileName(name)), big);
    QVERIFY2(SafeSave::save(name, "third", &error), qPrintable(error));
    QCOMPARE(readAll(name), QByteArray("third"));
    QCOMPARE(readAll(SafeSave::backupFileName(name)), QByteArray("second"));
    // QSaveFile leaves no temporary files behind.
    QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden).size(), 2);
}

// A document opened through a symbolic link: the new content goes to the file it names, and the backup
// holds that file's previous content (not a second link that would follow it).
void TestBattlegroupSave::saveThroughSymbolicLinkKeepsBackupOfTarget()
{
    QTemporaryDir dir;
    const QString target = dir.filePath(u"real.json"_s);
    const QString link = dir.filePath(u"link.json"_s);
    QVERIFY(writeAll(target, "first"));
    if (!QFile::link(target, link))
        QSKIP("this filesystem has no symbolic links");
    QString error;
    QVERIFY2(SafeSave::save(link, "second", &error), qPrintable(error));
    QVERIFY(QFileInfo(link).isSymLink());
    QCOMPARE(readAll(target), QByteArray("second"));
    QCOMPARE(readAll(SafeSave::backupFileName(link)), QByteArray("first"));
    QVERIFY(!QFileInfo(SafeSave::backupFileName(link)).isSymLink());
    QVERIFY2(SafeSave::save(link, "third", &error), qPrintable(error));
    QCOMPARE(readAll(target), QByteArray("third"));
    QCOMPARE(readAll(SafeSave::backupFileName(link)), QByteArray("second"));
}

void TestBattlegroupSave::saveIntoUnwritableDirectory()
{
    QTemporaryDir dir;
    const QString sub = dir.filePath(u"locked"_s);
    QVERIFY(QDir().mkdir(sub));
    const QString name = sub + u"/game.json"_s;
    QVERIFY(writeAll(name, "original"));
    QVERIFY(QFile::setPermissions(sub, QFileDevice::ReadOwner | QFileDevice::ExeOwner));
    const auto restore = qScopeGuard([&sub] {
        QFile::setPermissions(sub, QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner);
    });
    if (QFileInfo(sub).isWritable())
        QSKIP("running with privileges that ignore directory permissions");

    QString error;
    QVERIFY(!SafeSave::save(name, "new", &error));
    QVERIFY2(error.contains(QDir::toNativeSeparators(name)), qPrintable(error));
    QCOMPARE(readAll(name), QByteArray("original"));
    QVERIFY(!QFileInfo::exists(SafeSave::backupFileName(name)));
}

// The backup cannot be written (its name is taken by a folder): nothing is saved, the original stays.
void TestBattlegroupSave::saveWhenBackupCannotBeWritten()
{
    QTemporaryDir dir;
    const QString name = dir.filePath(u"game.json"_s);
    QVERIFY(writeAll(name, "original"));
    QVERIFY(QDir().mkdir(SafeSave::backupFileName(name)));
    QString error;
    QVERIFY(!SafeSave::save(name, "new", &error));
    QVERIFY2(error.startsWith(
                 u"cannot write the backup \"%1\": "_s.arg(QDir::toNativeSeparators(SafeSave::backupFileName(name)))),
             qPrintable(error));
    QVERIFY2(error.endsWith(u"; nothing was saved"_s), qPrintable(error));
    QCOMPARE(readAll(name), QByteArray("original"));
}

void TestBattlegroupSave::saveIntoMissingDirectory()
{
    QTemporaryDir dir;
    const QString name = dir.filePath(u"no/such/folder/game.json"_s);
    QString error;
    QVERIFY(!SafeSave::save(name, "new", &error));
    QVERIFY2(error.startsWith(u"cannot save \"%1\": "_s.arg(QDir::toNativeSeparators(name))), qPrintable(error));
    QVERIFY(!SafeSave::save(dir.path(), "new", &error));
    QCOMPARE(error, u"cannot save \"%1\": it is a folder"_s.arg(QDir::toNativeSeparators(dir.path())));
}

void TestBattlegroupSave::saveFileRoundTrips()
{
    QTemporaryDir dir;
    const QString name = dir.filePath(u"group.json"_s);
    Battlegroup bg = smallBattlegroup();
    QString error;
    QVERIFY2(BattlegroupWriter::saveFile(bg, name, &error), qPrintable(error));
    bg.turn = 2;
    QVERIFY2(BattlegroupWriter::saveFile(bg, name, &error), qPrintable(error));
    const LoadResult now = BattlegroupReader::readFile(name);
    const LoadResult before = BattlegroupReader::readFile(SafeSave::backupFileName(name));
    QVERIFY(now.ok() && before.ok());
    QCOMPARE(now.battlegroup->turn, 2);
    QCOMPARE(before.battlegroup->turn, 1);
}

// Issue 13: files saved before the rule-system seam open and save byte for byte as they were. tests/data/
// saved-before-seam/ holds what the writer made before the seam of every valid fixture and of the sample, and of
// the sample after a few play steps (first-contact-played.json: log records, checks due, a shaken piece, turn 2).
namespace {
QString savedBeforeSeam(const QString &name) { return dataDir(u"saved-before-seam/"_s) + name; }

// The first line where two files part, for a failure message that shows what changed.
QString firstDifference(const QByteArray &was, const QByteArray &now)
{
    const QList<QByteArray> a = was.split('\n');
    const QList<QByteArray> b = now.split('\n');
    qsizetype line = 0;
    while (line < a.size() && line < b.size() && a.at(line) == b.at(line))
        ++line;
    return u"from line %1: was \"%2\", now \"%3\""_s.arg(line + 1).arg(QString::fromUtf8(a.value(line)),
                                                                      QString::fromUtf8(b.value(line)));
}
} // namespace

void TestBattlegroupSave::savedFileSavesUnchanged_data()
{
    QTest::addColumn<QString>("fileName");
    const QStringList names = QDir(dataDir(u"saved-before-seam"_s)).entryList({u"*.json"_s}, QDir::Files, QDir::Name);
    QVERIFY2(names.contains(u"first-contact-played.json"_s), "tests/data/saved-before-seam needs its fixtures");
    for (const QString &name : names)
        QTest::newRow(qPrintable(name)) << savedBeforeSeam(name);
}

void TestBattlegroupSave::savedFileSavesUnchanged()
{
    QFETCH(QString, fileName);
    const QByteArray onDisk = readAll(fileName);
    QVERIFY2(!onDisk.isEmpty(), qPrintable(u"cannot read "_s + fileName));
    const LoadResult loaded = BattlegroupReader::readFile(fileName);
    QVERIFY2(loaded.ok(), qPrintable(lines(loaded.problems).join(u'\n')));
    QVERIFY(loaded.problems.isEmpty());
    // Saved as the window saves, through SafeSave, and compared as the bytes on disk.
    QTemporaryDir dir;
    const QString saved = dir.filePath(QFileInfo(fileName).fileName());
    QString error;
    QVERIFY2(BattlegroupWriter::saveFile(*loaded.battlegroup, saved, &error), qPrintable(error));
    const QByteArray written = readAll(saved);
    QVERIFY2(written == onDisk, qPrintable(u"%1 saved again differs %2"_s.arg(fileName, firstDifference(onDisk, written))));
}

// Every valid fixture and the sample are written as they were before the seam (the fixtures themselves are
// written by hand, with other spacing and key order, so their saved form is kept beside them).
void TestBattlegroupSave::fixtureWritesAsBeforeSeam_data()
{
    QTest::addColumn<QString>("fileName");
    for (const QString &name : fixtures(u"valid"_s))
        QTest::newRow(qPrintable(u"valid/"_s + name)) << dataDir(u"valid/"_s) + name;
    QTest::newRow("sample first-contact.json") << dataDir(u"../../resources/samples/first-contact.json"_s);
}

void TestBattlegroupSave::fixtureWritesAsBeforeSeam()
{
    QFETCH(QString, fileName);
    const QString before = savedBeforeSeam(QFileInfo(fileName).fileName());
    const QByteArray expected = readAll(before);
    QVERIFY2(!expected.isEmpty(), qPrintable(u"no %1: save the fixture there with the writer of before the seam"_s.arg(before)));
    const LoadResult loaded = BattlegroupReader::readFile(fileName);
    QVERIFY2(loaded.ok(), qPrintable(lines(loaded.problems).join(u'\n')));
    const QByteArray written = BattlegroupWriter::toJson(*loaded.battlegroup);
    QVERIFY2(written == expected, qPrintable(u"%1 is written other than %2 %3"_s.arg(fileName, before, firstDifference(expected, written))));
}

QTEST_GUILESS_MAIN(TestBattlegroupSave)
#include "tst_battlegroupsave.moc"
