// Issue 19: the settings a start reads and writes. The first start without a file opens the bundled sample and
// marks the first start done; a later one without a file does not (the real program, started twice with one
// configuration home, as a player starts it between turns). The settings file is not written before the
// window's first frame, a setter that changes nothing writes nothing, and a change made after the first frame
// is on disk at once: a program killed right after it keeps it.
#include "RunMoraleDesk.h"
#include "base/Settings.h"

#include <QCoreApplication>
#include <QDeadlineTimer>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QSettings>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

using namespace md;

namespace {

// The bundled sample's battlegroup name, read from the same file the program bundles.
QString sampleName()
{
    QFile file(QStringLiteral(MORALEDESK_SOURCE_DIR "/resources/samples/first-contact.json"));
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return QJsonDocument::fromJson(file.readAll()).object().value(QStringLiteral("name")).toString();
}

struct Start
{
    bool painted = false;  // the window's first frame was reported
    QString opened;        // the window title the start ended with
    QByteArray err;
};

// The program as a player starts it (no --quit-after-show: that is a timed start, never a first start), in
// a configuration home of the test's; it is killed, as a crash would end it, once it has painted its first
// frame and `settled` holds (or after a few seconds).
class Program
{
public:
    explicit Program(const QTemporaryDir &home) : m_home(home.path())
    {
        for (const char *name : {"XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME", "XDG_STATE_HOME", "XDG_RUNTIME_DIR"}) {
            QDir().mkpath(home.filePath(QString::fromLatin1(name)));
            QFile::setPermissions(home.filePath(QString::fromLatin1(name)), QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
        }
    }

    QString settingsFile() const { return m_home + QStringLiteral("/XDG_CONFIG_HOME/MoraleDesk/moraledesk.conf"); }

    Start run(const QStringList &arguments, const std::function<bool()> &settled = {}) const
    {
        QProcess process;
        test::prepare(process);
        QProcessEnvironment env = process.processEnvironment();
        env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
        env.insert(QStringLiteral("QT_FORCE_STDERR_LOGGING"), QStringLiteral("1"));
        env.insert(QStringLiteral("QT_LOGGING_RULES"), QStringLiteral("moraledesk.start.info=true"));
        env.insert(QStringLiteral("HOME"), m_home);
        for (const char *name : {"XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME", "XDG_STATE_HOME", "XDG_RUNTIME_DIR"})
            env.insert(QString::fromLatin1(name), m_home + QLatin1Char('/') + QString::fromLatin1(name));
        process.setProcessEnvironment(env);
        process.start(QStringLiteral(MORALEDESK_BINARY), arguments);
        Start start;
        if (!process.waitForStarted(60000))
            return start;
        QDeadlineTimer painted(60000);
        while (!start.err.contains("first frame painted") && !painted.hasExpired() && process.state() == QProcess::Running) {
            process.waitForReadyRead(200);
            start.err += process.readAllStandardError();
        }
        start.painted = start.err.contains("first frame painted");
        QDeadlineTimer settling(10000);
        while (start.painted && settled && !settled() && !settling.hasExpired())
            QThread::msleep(50);
        process.kill();
        process.waitForFinished(10000);
        start.err += process.readAllStandardError();
        for (const QByteArray &line : start.err.split('\n')) {
            const qsizetype at = line.indexOf("opened: ");
            if (at >= 0)
                start.opened = QString::fromUtf8(line.mid(at + 8));
        }
        return start;
    }

    QVariant setting(const QString &key) const { return QSettings(settingsFile(), QSettings::IniFormat).value(key); }

private:
    QString m_home;
};

} // namespace

class TestStartSettings : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void firstStartOpensTheSampleOnce();
    void oldFirstStartKeyIsMigrated();
    void openedFileIsRemembered();
    void nothingIsWrittenWhileHeld();
    void unchangedValueWritesNothing();
};

void TestStartSettings::firstStartOpensTheSampleOnce()
{
    const QString sample = sampleName();
    QVERIFY(!sample.isEmpty());
    QTemporaryDir home;
    QVERIFY(home.isValid());
    const Program program(home);
    QVERIFY(!QFileInfo::exists(program.settingsFile()));

    // First start, no file: the sample, and the first start is marked done as soon as the window is up (the
    // program is killed, not closed, so the mark must be on disk by itself).
    const Start first = program.run({}, [&] { return program.setting(QStringLiteral("start/firstStartDone")).toBool(); });
    QVERIFY2(first.painted, first.err.constData());
    QVERIFY2(first.opened.contains(sample), qPrintable(first.opened));
    QCOMPARE(program.setting(QStringLiteral("start/firstStartDone")).toBool(), true);

    // Second start, no file: an empty battlegroup, not the sample again.
    const Start second = program.run({});
    QVERIFY2(second.painted, second.err.constData());
    QVERIFY(!second.opened.isEmpty());
    QVERIFY2(!second.opened.contains(sample), qPrintable(second.opened));
    QCOMPARE(program.setting(QStringLiteral("start/firstStartDone")).toBool(), true);
}

void TestStartSettings::oldFirstStartKeyIsMigrated()
{
    // A settings file of an older version, which kept the mark in its [General] section: that start was
    // not the first, so no sample; the mark moves to its own group.
    QTemporaryDir home;
    const Program program(home);
    QDir().mkpath(QFileInfo(program.settingsFile()).absolutePath());
    QFile old(program.settingsFile());
    QVERIFY(old.open(QIODevice::WriteOnly));
    old.write("[General]\nfirstStartDone=true\n");
    old.close();
    const QString sample = sampleName();
    const Start start = program.run({}, [&] { return program.setting(QStringLiteral("start/firstStartDone")).isValid(); });
    QVERIFY2(start.painted, start.err.constData());
    QVERIFY2(!start.opened.contains(sample), qPrintable(start.opened));
    QCOMPARE(program.setting(QStringLiteral("start/firstStartDone")).toBool(), true);
    QVERIFY(!program.setting(QStringLiteral("firstStartDone")).isValid());
}

void TestStartSettings::openedFileIsRemembered()
{
    // A file opened at start is in the recent list on disk once the window is up, crash or not.
    QTemporaryDir home;
    const Program program(home);
    const QString file = home.filePath(QStringLiteral("club.json"));
    QVERIFY(QFile::copy(QStringLiteral(MORALEDESK_SOURCE_DIR "/resources/samples/first-contact.json"), file));
    const Start start = program.run({file}, [&] {
        return program.setting(QStringLiteral("files/recent")).toStringList() == QStringList{file};
    });
    QVERIFY2(start.painted, start.err.constData());
    QCOMPARE(program.setting(QStringLiteral("files/recent")).toStringList(), QStringList{file});
    QCOMPARE(program.setting(QStringLiteral("files/lastDirectory")).toString(), home.path());
}

void TestStartSettings::nothingIsWrittenWhileHeld()
{
    QTemporaryDir dir;
    const QString ini = dir.filePath(QStringLiteral("held.ini"));
    Settings settings(ini);
    settings.holdWrites();
    settings.setFirstStartDone(true);
    settings.addRecentFile(dir.filePath(QStringLiteral("a.json")));
    QCoreApplication::processEvents();
    QCoreApplication::processEvents();
    QVERIFY(!QFileInfo::exists(ini)); // held: the start's changes stay in memory
    QCOMPARE(settings.firstStartDone(), true);
    settings.releaseWrites();
    QTRY_VERIFY(QFileInfo::exists(ini)); // written at the next turn of the event loop
    QCOMPARE(QSettings(ini, QSettings::IniFormat).value(QStringLiteral("start/firstStartDone")).toBool(), true);
    // From then on, each change as it happens.
    settings.setZoomPercent(150);
    QTRY_COMPARE(QSettings(ini, QSettings::IniFormat).value(QStringLiteral("view/zoomPercent")).toInt(), 150);
}

void TestStartSettings::unchangedValueWritesNothing()
{
    QTemporaryDir dir;
    const QString ini = dir.filePath(QStringLiteral("same.ini"));
    {
        Settings settings(ini);
        settings.setFirstStartDone(true);
        settings.setZoomPercent(120);
        settings.setRecentFiles({dir.filePath(QStringLiteral("a.json"))});
    }
    QVERIFY(QFileInfo::exists(ini));
    Settings settings(ini); // values read back from the file, as text
    QVERIFY(QFile::remove(ini));
    settings.setFirstStartDone(true);
    settings.setZoomPercent(120);
    settings.setRecentFiles({dir.filePath(QStringLiteral("a.json"))});
    settings.addRecentFile(dir.filePath(QStringLiteral("a.json")));
    QCoreApplication::processEvents();
    QCoreApplication::processEvents();
    QVERIFY(!QFileInfo::exists(ini)); // nothing changed, nothing written
    settings.setZoomPercent(130);
    QTRY_VERIFY(QFileInfo::exists(ini));
}

QTEST_GUILESS_MAIN(TestStartSettings)
#include "tst_startsettings.moc"
