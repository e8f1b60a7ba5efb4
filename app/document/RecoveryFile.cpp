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
    const QByteArray source = (originalFile + QLatin1Char('\n') + QDateTime::currentDateTime().toString(Qt::ISODate)).toUtf8();
    // The source note first: a battlegroup without it still recovers, as an untitled document.
    return SafeSave::save(sourcePath(), source, error) && SafeSave::save(battlegroupPath(), BattlegroupWriter::toJson(battlegroup), error);
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
        r.savedAt = lines.value(1);
    }
    return r;
}

} // namespace md
