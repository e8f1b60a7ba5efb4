#include "RecoveryFile.h"

#include "io/BattlegroupReader.h"
#include "io/BattlegroupWriter.h"
#include "io/SafeSave.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QStandardPaths>

namespace md {

RecoveryFile::RecoveryFile(QString directory) : m_directory(std::move(directory))
{
    if (m_directory.isEmpty())
        m_directory = QStandardPaths::writableLocation(QStandardPaths::AppLocalDataLocation) + QStringLiteral("/recovery");
}

QString RecoveryFile::battlegroupPath() const { return m_directory + QStringLiteral("/recovery.json"); }

QString RecoveryFile::sourcePath() const { return m_directory + QStringLiteral("/recovery.source"); }

bool RecoveryFile::write(const Battlegroup &battlegroup, const QString &originalFile, QString *error) const
{
    if (!QDir().mkpath(m_directory)) {
        if (error)
            *error = tr("cannot create the recovery folder %1").arg(m_directory);
        return false;
    }
    // Written after every action, so each write is one atomic replace (QSaveFile) and nothing more: the
    // source note changes only with the document's file name, and a backup would double the cost while
    // the rename already keeps the previous copy whole until the new one is complete.
    const QByteArray source = originalFile.toUtf8() + '\n';
    QFile current(sourcePath());
    const bool sourceCurrent = current.open(QIODevice::ReadOnly) && current.read(64 * 1024) == source;
    current.close();
    // The source note first: a battlegroup without it still recovers, as an untitled document.
    if (!sourceCurrent && !SafeSave::save(sourcePath(), source, error, SafeSave::Backup::None))
        return false;
    return SafeSave::save(battlegroupPath(), BattlegroupWriter::toJson(battlegroup), error, SafeSave::Backup::None);
}

void RecoveryFile::remove() const
{
    for (const QString &path : {battlegroupPath(), sourcePath()}) {
        QFile::remove(path);
        QFile::remove(SafeSave::backupFileName(path));
    }
}

bool RecoveryFile::exists() const { return QFileInfo::exists(battlegroupPath()); }

std::optional<RecoveryFile::Recovered> RecoveryFile::read(QString *problem) const
{
    if (!exists())
        return std::nullopt;
    LoadResult loaded = BattlegroupReader::readFile(battlegroupPath());
    if (!loaded.ok()) {
        if (problem)
            *problem = loaded.problems.isEmpty() ? QString() : loaded.problems.constFirst().toString();
        return std::nullopt;
    }
    Recovered r;
    r.battlegroup = std::move(*loaded.battlegroup);
    QFile source(sourcePath());
    if (source.open(QIODevice::ReadOnly)) {
        const QStringList lines = QString::fromUtf8(source.read(64 * 1024)).split(QLatin1Char('\n'));
        r.originalFile = lines.value(0);
        r.savedAt = lines.value(1); // older copies carried the time here
    }
    if (r.savedAt.isEmpty())
        r.savedAt = QFileInfo(battlegroupPath()).lastModified().toString(Qt::ISODate);
    return r;
}

} // namespace md
