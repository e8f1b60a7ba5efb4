#include "SafeSave.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRandomGenerator>
#include <QSaveFile>

#ifdef Q_OS_UNIX
#include <cerrno>
#include <cstdio>
#include <fcntl.h>
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

#ifdef Q_OS_UNIX
enum class Linked { Yes, Failed, Unsupported };

// The backup as a second name for the original's data (a hard link, renamed over the old backup), so
// nothing is copied: QSaveFile then puts the new content under the original name as a new file, and the
// backup keeps the old one. Filesystems without hard links (FAT, some network shares) copy instead.
Linked linkBackup(const QString &fileName, const QString &backupName, QString *error)
{
    const QByteArray from = QFile::encodeName(fileName);
    const QByteArray to = QFile::encodeName(backupName);
    for (int attempt = 0; attempt < 8; ++attempt) {
        QString suffix;
        for (int i = 0; i < 6; ++i)
            suffix.append(QLatin1Char(static_cast<char>('a' + QRandomGenerator::global()->bounded(26))));
        const QByteArray temporary = to + '.' + suffix.toLatin1();
        // AT_SYMLINK_FOLLOW: a link to the file a symbolic link names, which is what QSaveFile replaces.
        if (::linkat(AT_FDCWD, from.constData(), AT_FDCWD, temporary.constData(), AT_SYMLINK_FOLLOW) == 0) {
            if (::rename(temporary.constData(), to.constData()) == 0)
                return Linked::Yes;
            const int why = errno;
            ::unlink(temporary.constData());
            failed(error, SafeSave::tr("cannot write the backup %1: %2; nothing was saved")
                              .arg(displayName(backupName), qt_error_string(why)));
            return Linked::Failed;
        }
        if (errno != EEXIST)
            break;
    }
    return Linked::Unsupported;
}
#endif

// The previous content goes to `<name>.bak` (linked, or copied through a QSaveFile of its own), so a
// failed backup leaves both the original and any older backup as they were.
bool backUp(const QString &fileName, QString *error)
{
    const QString backupName = SafeSave::backupFileName(fileName);
#ifdef Q_OS_UNIX
    switch (linkBackup(fileName, backupName, error)) {
    case Linked::Yes:
        return true;
    case Linked::Failed:
        return false;
    case Linked::Unsupported:
        break;
    }
#endif
    QFile original(fileName);
    if (!original.open(QIODevice::ReadOnly))
        return failed(error,
                      SafeSave::tr("cannot back up %1 before saving: %2; nothing was saved")
                          .arg(displayName(fileName), original.errorString()));
    QSaveFile backup(backupName);
    if (!backup.open(QIODevice::WriteOnly))
        return failed(error,
                      SafeSave::tr("cannot write the backup %1: %2; nothing was saved")
                          .arg(displayName(backupName), backup.errorString()));
    constexpr qint64 chunk = 256 * 1024;
    for (;;) {
        const QByteArray bytes = original.read(chunk);
        if (bytes.isEmpty()) {
            if (original.error() != QFileDevice::NoError)
                return failed(error,
                              SafeSave::tr("cannot back up %1 before saving: %2; nothing was saved")
                                  .arg(displayName(fileName), original.errorString()));
            break;
        }
        if (backup.write(bytes) != bytes.size())
            return failed(error,
                          SafeSave::tr("cannot write the backup %1: %2; nothing was saved")
                              .arg(displayName(backupName), backup.errorString()));
    }
    if (!backup.commit())
        return failed(error,
                      SafeSave::tr("cannot write the backup %1: %2; nothing was saved")
                          .arg(displayName(backupName), backup.errorString()));
    // A backup is no more readable than the file it copies. Not fatal: the content is safe either way.
    QFile::setPermissions(backupName, original.permissions());
    return true;
}
} // namespace

QString SafeSave::backupFileName(const QString &fileName)
{
    return fileName + u".bak"_s;
}

bool SafeSave::save(const QString &fileName, const QByteArray &bytes, QString *error, Backup backup)
{
    const QFileInfo info(fileName);
    if (info.isDir())
        return failed(error, tr("cannot save %1: it is a folder").arg(displayName(fileName)));
    if (backup == Backup::Keep && info.exists() && !backUp(fileName, error))
        return false;

    QSaveFile file(fileName);
    if (!file.open(QIODevice::WriteOnly))
        return failed(error, tr("cannot save %1: %2").arg(displayName(fileName), file.errorString()));
    if (file.write(bytes) != bytes.size()) {
        const QString why = file.errorString();
        file.cancelWriting();
        return failed(error, tr("cannot save %1: %2").arg(displayName(fileName), why));
    }
    // Until commit() succeeds the original is untouched; QSaveFile renames the new file over it.
    if (!file.commit())
        return failed(error, tr("cannot save %1: %2").arg(displayName(fileName), file.errorString()));
    return true;
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
