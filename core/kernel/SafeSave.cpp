#include "kernel/SafeSave.h"

#include "kernel/WriteAll.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRandomGenerator>
#include <QSaveFile>

#ifdef Q_OS_UNIX
#include <algorithm>
#include <cerrno>
#include <cstdio>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>
#endif

using namespace Qt::StringLiterals;

namespace md {

namespace {
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

SafeSave::FaultHook &faultHook()
{
    static SafeSave::FaultHook hook;
    return hook;
}

// The errno a test's hook makes this step fail with, or 0.
int injected(SafeSave::Step step)
{
    const SafeSave::FaultHook &hook = faultHook();
    return hook ? hook(step) : 0;
}

QString cannotSave(const QString &fileName, const QString &why)
{
    return SafeSave::tr("cannot save %1: %2").arg(displayName(fileName), why);
}

QString cannotWriteBackup(const QString &backupName, const QString &why)
{
    return SafeSave::tr("cannot write the backup %1: %2; nothing was saved").arg(displayName(backupName), why);
}

QString cannotBackUp(const QString &fileName, const QString &why)
{
    return SafeSave::tr("cannot back up %1 before saving: %2; nothing was saved").arg(displayName(fileName), why);
}

#ifdef Q_OS_UNIX
// Six random letters and digits: the temporary files are `NAME.XXXXXX` beside NAME, as QSaveFile's were.
QByteArray randomSuffix()
{
    static constexpr char letters[] = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";
    QByteArray suffix(6, 'x');
    for (char &c : suffix)
        c = letters[QRandomGenerator::global()->bounded(static_cast<int>(sizeof letters - 1))];
    return suffix;
}

// A file descriptor closed on every way out.
class Descriptor
{
public:
    explicit Descriptor(int fd) : m_fd(fd) { }
    ~Descriptor()
    {
        if (m_fd >= 0)
            ::close(m_fd);
    }
    Descriptor(const Descriptor &) = delete;
    Descriptor &operator=(const Descriptor &) = delete;
    int get() const { return m_fd; }
    // fsync, then close: a delayed allocation that finds the disk full fails here, not at the write.
    int syncAndClose()
    {
        if (const int why = injected(SafeSave::Step::Sync))
            return why;
        if (::fsync(m_fd) != 0)
            return errno;
        const int fd = m_fd;
        m_fd = -1;
        return ::close(fd) == 0 ? 0 : errno;
    }

private:
    int m_fd;
};

// Creates `name.XXXXXX` exclusively, with the permissions of the file it will replace or back up (when
// `mode` is not 0). Returns the descriptor, or -1 with the reason in `why`.
int createBeside(const QByteArray &name, mode_t mode, QByteArray *temporary, int *why)
{
    if ((*why = injected(SafeSave::Step::Create)) != 0)
        return -1;
    for (int attempt = 0; attempt < 16; ++attempt) {
        *temporary = name + '.' + randomSuffix();
        const int fd = ::open(temporary->constData(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0666);
        if (fd >= 0) {
            if (mode != 0)
                ::fchmod(fd, mode); // not fatal: the content is what matters
            return fd;
        }
        if (errno != EEXIST) {
            *why = errno;
            return -1;
        }
    }
    *why = EEXIST;
    return -1;
}

// Every byte or the errno of the first failure (the hook is asked before each chunk, so a test can stop
// the write half way, as a disk filling up does).
int writeChunks(int fd, const char *data, qint64 size, SafeSave::Step step)
{
    constexpr qint64 chunk = 1024 * 1024;
    while (size > 0) {
        if (const int why = injected(step))
            return why;
        const qint64 part = std::min(size, chunk);
        if (const int why = writeAll(fd, data, part))
            return why;
        data += part;
        size -= part;
    }
    return 0;
}

// Filesystems without hard links (FAT, some network shares): the backup is a copy, written and synced like
// the new content, under a temporary name.
bool copyForBackup(const QByteArray &original, const QString &fileName, const QByteArray &backup,
                   const QString &backupName, mode_t mode, QByteArray *temporary, QString *error)
{
    const int in = ::open(original.constData(), O_RDONLY | O_CLOEXEC);
    if (in < 0)
        return failed(error, cannotBackUp(fileName, qt_error_string(errno)));
    const Descriptor source(in);
    int why = 0;
    const int out = createBeside(backup, mode, temporary, &why);
    if (out < 0)
        return failed(error, cannotWriteBackup(backupName, qt_error_string(why)));
    Descriptor copy(out);
    QByteArray buffer(256 * 1024, Qt::Uninitialized);
    for (;;) {
        const ssize_t got = ::read(in, buffer.data(), static_cast<size_t>(buffer.size()));
        if (got < 0 && errno == EINTR)
            continue;
        if (got < 0) {
            const int readError = errno;
            ::unlink(temporary->constData());
            return failed(error, cannotBackUp(fileName, qt_error_string(readError)));
        }
        if (got == 0)
            break;
        if ((why = writeChunks(out, buffer.constData(), got, SafeSave::Step::Copy)) != 0)
            break;
    }
    if (why == 0)
        why = copy.syncAndClose();
    if (why != 0) {
        ::unlink(temporary->constData());
        return failed(error, cannotWriteBackup(backupName, qt_error_string(why)));
    }
    return true;
}

// The original's current content becomes the backup: a hard link to it (or a copy) is made under a
// temporary name, then renamed over the old backup in one step. Until that rename the old backup is as
// it was; after it, the backup is a file of its own that the coming rename of the new content leaves alone.
bool rotateBackup(const QByteArray &original, const QString &fileName, mode_t mode, QString *error)
{
    const QString backupName = SafeSave::backupFileName(fileName);
    const QByteArray backup = QFile::encodeName(backupName);
    QByteArray temporary;
    bool linked = false;
    if (injected(SafeSave::Step::Link) == 0) {
        for (int attempt = 0; attempt < 16 && !linked; ++attempt) {
            temporary = backup + '.' + randomSuffix();
            linked = ::linkat(AT_FDCWD, original.constData(), AT_FDCWD, temporary.constData(), AT_SYMLINK_FOLLOW) == 0;
            if (!linked && errno != EEXIST)
                break;
        }
    }
    if (!linked && !copyForBackup(original, fileName, backup, backupName, mode, &temporary, error))
        return false;
    int why = injected(SafeSave::Step::Rotate);
    if (why == 0 && ::rename(temporary.constData(), backup.constData()) != 0)
        why = errno;
    if (why != 0) {
        ::unlink(temporary.constData());
        return failed(error, cannotWriteBackup(backupName, qt_error_string(why)));
    }
    return true;
}

// As QSaveFile did: a symbolic link keeps pointing where it did, and the file it names gets the content.
QString finalName(const QString &fileName)
{
    QFileInfo file(fileName);
    for (int depth = 0; depth < 128; ++depth) {
        if (!file.isSymLink())
            return file.filePath();
        file.setFile(file.symLinkTarget());
    }
    return fileName; // a loop of links: the rename replaces the link itself
}

// The renames reach the disk too (best effort: not every filesystem syncs a folder).
void syncFolder(const QByteArray &file)
{
    const QByteArray folder = QFile::encodeName(QFileInfo(QFile::decodeName(file)).absolutePath());
    const int fd = ::open(folder.constData(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (fd >= 0) {
        ::fsync(fd);
        ::close(fd);
    }
}

// 1. the new content, whole, in NAME.XXXXXX, synced; 2. only then the backup rotated, so the old backup is
// never given up before the new content is safe; 3. NAME.XXXXXX renamed over NAME. A failure at 1 or 2
// (a full disk) leaves NAME and NAME.bak exactly as they were, as two files, and removes what it made.
bool replace(const QString &fileName, const QByteArray &bytes, QString *error, bool keepBackup)
{
    const QByteArray target = QFile::encodeName(finalName(fileName));
    struct stat original {};
    const bool exists = ::stat(target.constData(), &original) == 0;
    // QSaveFile's rule: a file the user may not write to is not replaced behind his back.
    if (exists && ::access(target.constData(), W_OK) != 0)
        return failed(error, cannotSave(fileName, qt_error_string(errno)));
    const mode_t mode = exists ? original.st_mode & 07777 : 0;

    QByteArray temporary;
    int why = 0;
    const int fd = createBeside(target, mode, &temporary, &why);
    if (fd < 0)
        return failed(error, cannotSave(fileName, qt_error_string(why)));
    Descriptor file(fd);
    why = writeChunks(fd, bytes.constData(), bytes.size(), SafeSave::Step::Write);
    if (why == 0)
        why = file.syncAndClose();
    if (why != 0) {
        ::unlink(temporary.constData());
        return failed(error, cannotSave(fileName, qt_error_string(why)));
    }
    if (keepBackup && exists && !rotateBackup(target, fileName, mode, error)) {
        ::unlink(temporary.constData());
        return false;
    }
    why = injected(SafeSave::Step::Replace);
    if (why == 0 && ::rename(temporary.constData(), target.constData()) != 0)
        why = errno;
    if (why != 0) {
        ::unlink(temporary.constData());
        return failed(error, cannotSave(fileName, qt_error_string(why)));
    }
    syncFolder(target);
    return true;
}
#else
// The previous content goes to `<name>.bak` through a QSaveFile of its own, so a failed backup leaves both
// the original and any older backup as they were.
bool backUp(const QString &fileName, QString *error)
{
    const QString backupName = SafeSave::backupFileName(fileName);
    QFile original(fileName);
    if (!original.open(QIODevice::ReadOnly))
        return failed(error, cannotBackUp(fileName, original.errorString()));
    QSaveFile backup(backupName);
    if (!backup.open(QIODevice::WriteOnly))
        return failed(error, cannotWriteBackup(backupName, backup.errorString()));
    constexpr qint64 chunk = 256 * 1024;
    for (;;) {
        const QByteArray bytes = original.read(chunk);
        if (bytes.isEmpty()) {
            if (original.error() != QFileDevice::NoError)
                return failed(error, cannotBackUp(fileName, original.errorString()));
            break;
        }
        if (backup.write(bytes) != bytes.size())
            return failed(error, cannotWriteBackup(backupName, backup.errorString()));
    }
    if (!backup.commit())
        return failed(error, cannotWriteBackup(backupName, backup.errorString()));
    QFile::setPermissions(backupName, original.permissions());
    return true;
}

bool replace(const QString &fileName, const QByteArray &bytes, QString *error, bool keepBackup)
{
    if (keepBackup && QFileInfo::exists(fileName) && !backUp(fileName, error))
        return false;
    QSaveFile file(fileName);
    if (!file.open(QIODevice::WriteOnly))
        return failed(error, cannotSave(fileName, file.errorString()));
    if (file.write(bytes) != bytes.size()) {
        const QString why = file.errorString();
        file.cancelWriting();
        return failed(error, cannotSave(fileName, why));
    }
    if (!file.commit())
        return failed(error, cannotSave(fileName, file.errorString()));
    return true;
}
#endif
} // namespace

QString SafeSave::backupFileName(const QString &fileName)
{
    return fileName + u".bak"_s;
}

void SafeSave::setFaultHook(FaultHook hook)
{
    faultHook() = std::move(hook);
}

bool SafeSave::save(const QString &fileName, const QByteArray &bytes, QString *error, Backup backup)
{
    if (QFileInfo(fileName).isDir())
        return failed(error, tr("cannot save %1: it is a folder").arg(displayName(fileName)));
    return replace(fileName, bytes, error, backup == Backup::Keep);
}

bool SafeSave::append(const QString &fileName, const QByteArray &bytes, QString *error)
{
    QFile file(fileName);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Append))
        return failed(error, tr("cannot save %1: %2").arg(displayName(fileName), file.errorString()));
    if (file.write(bytes) != bytes.size() || !file.flush())
        return failed(error, tr("cannot save %1: %2").arg(displayName(fileName), file.errorString()));
#ifdef Q_OS_UNIX
    if (::fdatasync(file.handle()) != 0)
        return failed(error, tr("cannot save %1: %2").arg(displayName(fileName), qt_error_string(errno)));
#endif
    return true;
}

} // namespace md
