// Every -o onto something that is not a regular file (issue 12, item 3.1), through the real binary: export,
// campaign export-csv, campaign next-battle and play. A character device or a pipe is written through and stays
// what it was; a folder, a socket and a block device are refused and stay what they were; "-" is standard output.
// Nothing here is ever renamed over: the program once replaced /dev/null with a PDF when run as root.
#include "RunMoraleDesk.h"

#include "ratio/BattlegroupReader.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <sys/un.h>
#include <unistd.h>

using namespace Qt::StringLiterals;
using md::test::Run;
using md::test::runMoraleDesk;

namespace {
const QString target = u"TARGET"_s;

QString dataPath(const QString &relative) { return QStringLiteral(MORALEDESK_TEST_DATA "/") + relative; }

QStringList withTarget(QStringList arguments, const QString &path)
{
    arguments.replace(arguments.indexOf(target), path);
    return arguments;
}

mode_t typeOf(const QString &path)
{
    struct stat st {};
    if (::lstat(QFile::encodeName(path).constData(), &st) != 0)
        return 0;
    return st.st_mode & S_IFMT;
}

// What a command wrote is what it says: the bytes of a PDF, a CSV list, or a battlegroup that reads back.
bool looksRight(const QByteArray &bytes, const QByteArray &kind)
{
    if (kind == "pdf")
        return bytes.startsWith("%PDF-") && bytes.trimmed().endsWith("%%EOF");
    if (kind == "csv")
        return bytes.startsWith("battle,date,name,") && bytes.endsWith('\n');
    return md::BattlegroupReader::fromJson(bytes).ok();
}

// Reads a FIFO while the program writing it runs: the read end is open before the program starts, so its
// writer finds a reader, and nothing waits on a full pipe.
QByteArray readWhileRunning(QProcess &process, int fd)
{
    QByteArray bytes;
    QElapsedTimer timer;
    timer.start();
    char buffer[65536];
    while (timer.elapsed() < 60000) {
        const ssize_t n = ::read(fd, buffer, sizeof buffer);
        if (n > 0) {
            bytes.append(buffer, n);
            continue;
        }
        // 0: no writer (yet, or any more); EAGAIN: a writer, nothing to read yet.
        if (n == 0 && process.state() == QProcess::NotRunning)
            break;
        process.waitForFinished(10);
    }
    return bytes;
}
} // namespace

class TestOutput : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void pipeWithReader_data() { commands(); }
    void pipeWithReader();
    void pipeWithoutReader_data() { commands(); }
    void pipeWithoutReader();
    void characterDeviceNode_data() { commands(); }
    void characterDeviceNode();
    void devNull_data() { commands(); }
    void devNull();
    void devStdout_data() { commands(); }
    void devStdout();
    void devStdoutRedirectedToFile_data() { commands(); }
    void devStdoutRedirectedToFile();
    void devStdoutTruncatedFile_data() { commands(); }
    void devStdoutTruncatedFile();
    void playJsonWithStandardOutput_data();
    void playJsonWithStandardOutput();
    void dashIsStandardOutput_data();
    void dashIsStandardOutput();
    void folder_data() { commands(); }
    void folder();
    void socket_data() { commands(); }
    void socket();
    void blockDeviceNode_data() { commands(); }
    void blockDeviceNode();

private:
    void commands();
    QTemporaryDir m_dir;
    QString m_campaign;
};

void TestOutput::initTestCase()
{
    QVERIFY(m_dir.isValid());
    m_campaign = m_dir.filePath(u"war.mdcampaign"_s);
    QCOMPARE(runMoraleDesk({u"campaign"_s, m_campaign, u"create"_s, u"War"_s}).exitCode, 0);
    QCOMPARE(runMoraleDesk({u"campaign"_s, m_campaign, u"record"_s, dataPath(u"play/first-contact.json"_s)}).exitCode, 0);
}

// Each command with its output in place of TARGET; what it writes; its exit code for an output it refuses before
// it starts (a folder, a socket, a block device: a bad argument, 2 for every command) and for one that fails at
// the write (a pipe nobody reads: 3, or 1 for the campaign verbs, whose exit codes are 0, 1 and 2).
void TestOutput::commands()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QByteArray>("kind");
    QTest::addColumn<int>("refusedExit");
    QTest::addColumn<int>("failedExit");
    QTest::newRow("export") << QStringList{u"export"_s, u"card"_s, u"-o"_s, target} << QByteArray("pdf") << 2 << 3;
    QTest::newRow("campaign export-csv") << QStringList{u"campaign"_s, m_campaign, u"export-csv"_s, u"battles"_s, u"-o"_s, target}
                                         << QByteArray("csv") << 2 << 1;
    QTest::newRow("campaign next-battle")
        << QStringList{u"campaign"_s, m_campaign, u"next-battle"_s, u"3rd Ranger Battlegroup"_s, u"-o"_s, target}
        << QByteArray("battlegroup") << 2 << 1;
    QTest::newRow("play") << QStringList{u"play"_s, dataPath(u"play/first-contact.json"_s), u"--do"_s, u"casualty sq1-t1"_s,
                                         u"-o"_s, target}
                          << QByteArray("battlegroup") << 2 << 3;
}

void TestOutput::pipeWithReader()
{
    QFETCH(QStringList, arguments);
    QFETCH(QByteArray, kind);
    const QString fifo = m_dir.filePath(u"fifo-%1"_s.arg(QString::fromLatin1(QTest::currentDataTag()).replace(u' ', u'-')));
    QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
    const int fd = ::open(QFile::encodeName(fifo).constData(), O_RDONLY | O_NONBLOCK);
    QVERIFY(fd >= 0);
    QProcess process;
    md::test::prepare(process);
    process.start(QStringLiteral(MORALEDESK_BINARY), withTarget(arguments, fifo));
    const QByteArray bytes = readWhileRunning(process, fd);
    ::close(fd);
    QCOMPARE(process.state(), QProcess::NotRunning);
    QVERIFY2(process.exitCode() == 0, process.readAllStandardError().constData());
    QVERIFY2(looksRight(bytes, kind), bytes.left(200).constData());
    QCOMPARE(typeOf(fifo), mode_t(S_IFIFO));
    QVERIFY(!QFile::exists(fifo + u".bak"_s));
}

// Nobody reads the pipe: refused at once with a message, never a wait and never a file in its place.
void TestOutput::pipeWithoutReader()
{
    QFETCH(QStringList, arguments);
    QFETCH(int, failedExit);
    const QString fifo = m_dir.filePath(u"lonely-%1"_s.arg(QString::fromLatin1(QTest::currentDataTag()).replace(u' ', u'-')));
    QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
    const Run r = runMoraleDesk(withTarget(arguments, fifo));
    QCOMPARE(r.status, QProcess::NormalExit);
    QCOMPARE(r.exitCode, failedExit);
    QVERIFY2(r.err.contains("no program is reading from this pipe"), r.err.constData());
    QCOMPARE(typeOf(fifo), mode_t(S_IFIFO));
}

// A character device of its own (the numbers of /dev/null) in the test's folder: written through, still a device.
// Making one needs root, as CI runs the tests.
void TestOutput::characterDeviceNode()
{
    QFETCH(QStringList, arguments);
    const QString node = m_dir.filePath(u"null-%1"_s.arg(QString::fromLatin1(QTest::currentDataTag()).replace(u' ', u'-')));
    if (::mknod(QFile::encodeName(node).constData(), S_IFCHR | 0666, makedev(1, 3)) != 0)
        QSKIP(qPrintable(u"cannot make a device node here (%1); run as root"_s.arg(QString::fromLocal8Bit(std::strerror(errno)))));
    const Run r = runMoraleDesk(withTarget(arguments, node));
    QVERIFY2(r.exitCode == 0, r.err.constData());
    QCOMPARE(typeOf(node), mode_t(S_IFCHR));
    QVERIFY(!QFile::exists(node + u".bak"_s));
}

void TestOutput::devNull()
{
    QFETCH(QStringList, arguments);
    struct stat before {};
    QCOMPARE(::stat("/dev/null", &before), 0);
    const Run r = runMoraleDesk(withTarget(arguments, u"/dev/null"_s));
    QVERIFY2(r.exitCode == 0, r.err.constData());
    struct stat after {};
    QCOMPARE(::lstat("/dev/null", &after), 0);
    QVERIFY(S_ISCHR(after.st_mode));
    QCOMPARE(after.st_rdev, before.st_rdev);
    QCOMPARE(after.st_ino, before.st_ino);
    QVERIFY(!QFile::exists(u"/dev/null.bak"_s));
}

// /dev/stdout names the program's own standard output, here a pipe to the test: it is standard output, as "-" is,
// so the bytes there are the file's alone (what play and next-battle say goes to standard error or is not said).
void TestOutput::devStdout()
{
    QFETCH(QStringList, arguments);
    QFETCH(QByteArray, kind);
    const Run r = runMoraleDesk(withTarget(arguments, u"/dev/stdout"_s));
    QVERIFY2(r.exitCode == 0, r.err.constData());
    QVERIFY2(looksRight(r.out, kind), r.out.left(200).constData());
}

// With standard output sent to a file (`>> log`), /dev/stdout is that file: the bytes are added to it, after what
// was there, and the file is not replaced by a new one.
void TestOutput::devStdoutRedirectedToFile()
{
    QFETCH(QStringList, arguments);
    QFETCH(QByteArray, kind);
    const QString log = m_dir.filePath(u"log-%1"_s.arg(QString::fromLatin1(QTest::currentDataTag()).replace(u' ', u'-')));
    QFile file(log);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("earlier output\n");
    file.close();
    struct stat before {};
    QCOMPARE(::stat(QFile::encodeName(log).constData(), &before), 0);
    QProcess process;
    md::test::prepare(process);
    process.setStandardOutputFile(log, QIODevice::Append);
    process.start(QStringLiteral(MORALEDESK_BINARY), withTarget(arguments, u"/dev/stdout"_s));
    QVERIFY(process.waitForFinished(60000));
    QVERIFY2(process.exitCode() == 0, process.readAllStandardError().constData());
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray bytes = file.readAll();
    QVERIFY2(bytes.startsWith("earlier output\n"), bytes.left(100).constData());
    QVERIFY2(looksRight(bytes.mid(15), kind), bytes.left(200).constData());
    struct stat after {};
    QCOMPARE(::stat(QFile::encodeName(log).constData(), &after), 0);
    QCOMPARE(after.st_ino, before.st_ino);
}

// `-o /dev/stdout > out`: the shell's descriptor keeps its own offset, so the file was once opened again and
// appended to while what the command printed went in at the start, over the file's first bytes. Now the file
// reads back whole, as with -o -.
void TestOutput::devStdoutTruncatedFile()
{
    QFETCH(QStringList, arguments);
    QFETCH(QByteArray, kind);
    const QString out = m_dir.filePath(u"out-%1"_s.arg(QString::fromLatin1(QTest::currentDataTag()).replace(u' ', u'-')));
    QFile file(out);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(QByteArray(100000, 'x')); // cut off by the redirection: none of it may be left
    file.close();
    QProcess process;
    md::test::prepare(process);
    process.setStandardOutputFile(out, QIODevice::Truncate);
    process.start(QStringLiteral(MORALEDESK_BINARY), withTarget(arguments, u"/dev/stdout"_s));
    QVERIFY(process.waitForFinished(60000));
    QVERIFY2(process.exitCode() == 0, process.readAllStandardError().constData());
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray bytes = file.readAll();
    QVERIFY2(looksRight(bytes, kind), bytes.left(200).constData());
    QVERIFY(!QFile::exists(out + u".bak"_s));
}

// --json prints to standard output; so does -o /dev/stdout, as -o - does: refused together, as a bad argument.
void TestOutput::playJsonWithStandardOutput_data()
{
    QTest::addColumn<QString>("output");
    QTest::newRow("-") << u"-"_s;
    QTest::newRow("/dev/stdout") << u"/dev/stdout"_s;
}

void TestOutput::playJsonWithStandardOutput()
{
    QFETCH(QString, output);
    const Run r = runMoraleDesk({u"play"_s, dataPath(u"play/first-contact.json"_s), u"--do"_s, u"casualty sq1-t1"_s,
                                 u"--json"_s, u"-o"_s, output});
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains("would both write to standard output"), r.err.constData());
    QVERIFY(r.out.isEmpty());
}

void TestOutput::dashIsStandardOutput_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QByteArray>("kind");
    QTest::newRow("export") << QStringList{u"export"_s, u"card"_s, u"-o"_s, u"-"_s} << QByteArray("pdf");
    QTest::newRow("campaign export-csv") << QStringList{u"campaign"_s, m_campaign, u"export-csv"_s, u"battles"_s, u"-o"_s, u"-"_s}
                                         << QByteArray("csv");
    QTest::newRow("campaign next-battle")
        << QStringList{u"campaign"_s, m_campaign, u"next-battle"_s, u"3rd Ranger Battlegroup"_s, u"-o"_s, u"-"_s}
        << QByteArray("battlegroup");
    QTest::newRow("play") << QStringList{u"play"_s, dataPath(u"play/first-contact.json"_s), u"-o"_s, u"-"_s}
                          << QByteArray("battlegroup");
}

// "-" is standard output, never a file named "-".
void TestOutput::dashIsStandardOutput()
{
    QFETCH(QStringList, arguments);
    QFETCH(QByteArray, kind);
    const QString folder = m_dir.filePath(u"dash-%1"_s.arg(QString::fromLatin1(QTest::currentDataTag()).replace(u' ', u'-')));
    QVERIFY(QDir().mkpath(folder));
    const Run r = runMoraleDesk(arguments, {}, folder);
    QVERIFY2(r.exitCode == 0, r.err.constData());
    QVERIFY2(looksRight(r.out, kind), r.out.left(200).constData());
    QVERIFY(QDir(folder).isEmpty(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden | QDir::System));
}

void TestOutput::folder()
{
    QFETCH(QStringList, arguments);
    QFETCH(int, refusedExit);
    const QString folder = m_dir.filePath(u"folder-%1"_s.arg(QString::fromLatin1(QTest::currentDataTag()).replace(u' ', u'-')));
    QVERIFY(QDir().mkpath(folder));
    const Run r = runMoraleDesk(withTarget(arguments, folder));
    QCOMPARE(r.exitCode, refusedExit);
    QVERIFY2(r.err.contains("it is a folder"), r.err.constData());
    QCOMPARE(typeOf(folder), mode_t(S_IFDIR));
    QVERIFY(QDir(folder).isEmpty(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden | QDir::System));
}

// Nothing can be written to a socket by opening it: refused with a message, left in place.
void TestOutput::socket()
{
    QFETCH(QStringList, arguments);
    QFETCH(int, refusedExit);
    const QString path = m_dir.filePath(u"sock-%1"_s.arg(QString::fromLatin1(QTest::currentDataTag()).replace(u' ', u'-')));
    const QByteArray name = QFile::encodeName(path);
    sockaddr_un address{};
    address.sun_family = AF_UNIX;
    QVERIFY(static_cast<size_t>(name.size()) < sizeof address.sun_path);
    std::memcpy(address.sun_path, name.constData(), static_cast<size_t>(name.size()));
    const int fd = ::socket(AF_UNIX, SOCK_STREAM, 0);
    QVERIFY(fd >= 0);
    QCOMPARE(::bind(fd, reinterpret_cast<const sockaddr *>(&address), sizeof address), 0);
    const Run r = runMoraleDesk(withTarget(arguments, path));
    ::close(fd);
    QCOMPARE(r.exitCode, refusedExit);
    QVERIFY2(r.err.contains("it is a socket"), r.err.constData());
    QCOMPARE(typeOf(path), mode_t(S_IFSOCK));
}

// A block device (a disk) is never written: refused before anything is opened. The node is made in the test's
// folder, for a loop device number nothing uses.
void TestOutput::blockDeviceNode()
{
    QFETCH(QStringList, arguments);
    QFETCH(int, refusedExit);
    const QString node = m_dir.filePath(u"disk-%1"_s.arg(QString::fromLatin1(QTest::currentDataTag()).replace(u' ', u'-')));
    if (::mknod(QFile::encodeName(node).constData(), S_IFBLK | 0600, makedev(7, 250)) != 0)
        QSKIP(qPrintable(u"cannot make a device node here (%1); run as root"_s.arg(QString::fromLocal8Bit(std::strerror(errno)))));
    const Run r = runMoraleDesk(withTarget(arguments, node));
    QCOMPARE(r.exitCode, refusedExit);
    QVERIFY2(r.err.contains("block device"), r.err.constData());
    QCOMPARE(typeOf(node), mode_t(S_IFBLK));
}

QTEST_GUILESS_MAIN(TestOutput)
#include "tst_output.moc"
