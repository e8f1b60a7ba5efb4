#include "SafeSave.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>

#ifdef Q_OS_UNIX
#include <cerrno>
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

// The previous content goes to `<name>.bak` through a QSaveFile of its own, so a failed backup
// leaves both the original and any older backup as they were.
bool backUp(const QString &fileName, QString *error)
{
    const QString backupName = SafeSave::backupFileName(fileName);
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
