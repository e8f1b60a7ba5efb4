#include "kernel/OutputFile.h"

#include "kernel/WriteAll.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>

#include <cstdio>

#ifdef Q_OS_UNIX
#include <cerrno>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>
#endif

using namespace Qt::StringLiterals;

namespace md {

namespace {

enum class Kind {
    Missing, // nothing there yet (or a link to nothing): SafeSave creates it
    Regular, // a regular file: SafeSave replaces it
    Stream,  // a character device, a pipe, or a file reached through /proc (/dev/stdout): written through
    Folder,
    Socket,
    BlockDevice,
};

QString displayName(const QString &fileName)
{
    return u'"' + QDir::toNativeSeparators(fileName) + u'"';
}

bool failed(QString *error, const QString &why)
{
    if (error)
        *error = why;
    return false;
}

// /dev/stdout, /dev/fd/N and /proc/self/fd/N name an open file of this process. When that is a regular file
// (the shell's `> out`), replacing the name would swap the symbolic link or miss the open file: write into it.
bool reachedThroughProc(const QString &fileName)
{
    QString path = QFileInfo(fileName).absoluteFilePath();
    for (int depth = 0; depth < 40; ++depth) {
        const QFileInfo info(path);
        if (path.startsWith("/proc/"_L1) || info.absoluteDir().canonicalPath().startsWith("/proc/"_L1))
            return true;
        if (!info.isSymLink())
            return false;
        path = info.symLinkTarget();
    }
    return false;
}

Kind kindOf(const QString &fileName)
{
#ifdef Q_OS_UNIX
    struct stat st {};
    if (::stat(QFile::encodeName(fileName).constData(), &st) != 0)
        return Kind::Missing;
    if (S_ISDIR(st.st_mode))
        return Kind::Folder;
    if (S_ISBLK(st.st_mode))
        return Kind::BlockDevice;
    if (S_ISCHR(st.st_mode) || S_ISFIFO(st.st_mode))
        return Kind::Stream;
    if (S_ISREG(st.st_mode))
        return reachedThroughProc(fileName) ? Kind::Stream : Kind::Regular;
    return Kind::Socket;
#else
    const QFileInfo info(fileName);
    if (!info.exists())
        return Kind::Missing;
    if (info.isDir())
        return Kind::Folder;
    return info.isFile() ? Kind::Regular : Kind::Stream;
#endif
}

QString whyNot(Kind kind, const QString &fileName)
{
    switch (kind) {
    case Kind::Folder:
        return OutputFile::tr("cannot write %1: it is a folder").arg(displayName(fileName));
    case Kind::Socket:
        return OutputFile::tr("cannot write %1: it is a socket; give a file, a pipe or \"-\" for standard output")
            .arg(displayName(fileName));
    case Kind::BlockDevice:
        return OutputFile::tr("cannot write %1: it is a block device (a disk); output is never written onto one")
            .arg(displayName(fileName));
    case Kind::Missing:
    case Kind::Regular:
    case Kind::Stream:
        break;
    }
    return {};
}

#ifdef Q_OS_UNIX
// Opened without O_CREAT or O_TRUNC, so nothing is created, replaced or cut short; O_APPEND keeps what the shell
// already wrote to a redirected standard output. O_NONBLOCK only for the open itself: a pipe nobody reads is
// refused at once instead of waiting forever.
bool writeThrough(const QString &fileName, const QByteArray &bytes, QString *error)
{
    const QByteArray name = QFile::encodeName(fileName);
    int fd = -1;
    do {
        fd = ::open(name.constData(), O_WRONLY | O_APPEND | O_NOCTTY | O_NONBLOCK | O_CLOEXEC);
    } while (fd < 0 && errno == EINTR);
    if (fd < 0) {
        if (errno == ENXIO)
            return failed(error, OutputFile::tr("cannot write %1: no program is reading from this pipe")
                                     .arg(displayName(fileName)));
        return failed(error, OutputFile::tr("cannot write %1: %2").arg(displayName(fileName), qt_error_string(errno)));
    }
    // What was opened is what was checked: a name swapped for a folder or a disk in between is still refused.
    struct stat st {};
    if (::fstat(fd, &st) != 0 || S_ISBLK(st.st_mode) || S_ISDIR(st.st_mode)) {
        ::close(fd);
        return failed(error, whyNot(S_ISDIR(st.st_mode) ? Kind::Folder : Kind::BlockDevice, fileName));
    }
    const int flags = ::fcntl(fd, F_GETFL);
    int why = flags >= 0 && ::fcntl(fd, F_SETFL, flags & ~O_NONBLOCK) == 0 ? writeAll(fd, bytes.constData(), bytes.size())
                                                                          : errno;
    const bool written = why == 0;
    if (::close(fd) != 0 && written)
        why = errno;
    if (why != 0)
        return failed(error, OutputFile::tr("cannot write %1: %2").arg(displayName(fileName), qt_error_string(why)));
    return true;
}
#else
bool writeThrough(const QString &fileName, const QByteArray &bytes, QString *error)
{
    QFile file(fileName);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Append) || file.write(bytes) != bytes.size() || !file.flush())
        return failed(error, OutputFile::tr("cannot write %1: %2").arg(displayName(fileName), file.errorString()));
    return true;
}
#endif

bool writeStandardOutput(const QByteArray &bytes, QString *error)
{
    std::fflush(stdout);
#ifdef Q_OS_UNIX
    if (const int why = writeAll(STDOUT_FILENO, bytes.constData(), bytes.size()))
        return failed(error, OutputFile::tr("cannot write to standard output: %1").arg(qt_error_string(why)));
#else
    QFile file;
    if (!file.open(stdout, QIODevice::WriteOnly) || file.write(bytes) != bytes.size() || !file.flush())
        return failed(error, OutputFile::tr("cannot write to standard output: %1").arg(file.errorString()));
#endif
    return true;
}

} // namespace

bool OutputFile::isStandardOutput(const QString &fileName)
{
    if (fileName == "-"_L1)
        return true;
#ifdef Q_OS_UNIX
    // Opened again on its own, a redirected standard output gets an offset of its own: what the program
    // then prints at the shell's offset overwrites the start of what went out through the new one.
    struct stat target {};
    struct stat out {};
    return ::stat(QFile::encodeName(fileName).constData(), &target) == 0 && ::fstat(STDOUT_FILENO, &out) == 0
        && target.st_dev == out.st_dev && target.st_ino == out.st_ino;
#else
    return false;
#endif
}

QString OutputFile::whyNotWritable(const QString &fileName)
{
    if (isStandardOutput(fileName))
        return {};
    return whyNot(kindOf(fileName), fileName);
}

bool OutputFile::write(const QString &fileName, const QByteArray &bytes, QString *error, SafeSave::Backup backup)
{
    if (isStandardOutput(fileName))
        return writeStandardOutput(bytes, error);
    const Kind kind = kindOf(fileName);
    switch (kind) {
    case Kind::Missing:
    case Kind::Regular:
        return SafeSave::save(fileName, bytes, error, backup);
    case Kind::Stream:
        return writeThrough(fileName, bytes, error);
    case Kind::Folder:
    case Kind::Socket:
    case Kind::BlockDevice:
        break;
    }
    return failed(error, whyNot(kind, fileName));
}

} // namespace md
