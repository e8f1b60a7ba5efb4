#include "CampaignMigration.h"

#include "CampaignConnection.h"
#include "CampaignDatabase.h"
#include "CampaignDialect.h"
#include "CampaignQuery.h"
#include "CampaignSchema.h"
#include "CampaignSql.h"
#include "CampaignTransaction.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRandomGenerator>

using namespace Qt::StringLiterals;

namespace md {

using namespace campaignsql;

QString CampaignMigration::backupName(const QString &fileName, int version)
{
    const QFileInfo file(fileName);
    const QString suffix = file.suffix().isEmpty() ? QString() : u"."_s + file.suffix();
    const QString stem = file.suffix().isEmpty() ? file.fileName() : file.completeBaseName();
    for (int n = 1;; ++n) {
        const QString name = n == 1 ? u"%1.format%2-backup%3"_s.arg(stem, QString::number(version), suffix)
                                    : u"%1.format%2-backup-%3%4"_s.arg(stem, QString::number(version), QString::number(n), suffix);
        const QFileInfo candidate(file.dir().filePath(name));
        if (!candidate.exists() && !candidate.isSymLink() && !QFileInfo::exists(candidate.filePath() + u"-wal"_s))
            return candidate.filePath();
    }
}

bool CampaignMigration::backUp(const QString &fileName, int version, QString *backup, QString *error)
{
    const QString target = backupName(fileName, version);
    // A second connection reads the file as last committed: the caller holds the write lock and has changed
    // nothing yet, so this is the file as it is before the migration, the write-ahead log folded in (one
    // file), synced and checked like Campaign → Back up.
    QString why;
    CampaignConnection c;
    if (!connectTo(c.name(), fileName, &why))
        return setError(error, tr("cannot copy the file to %1 before changing it: %2").arg(target, why));
    if (!CampaignDatabase::writeBackup(c.name(), target, error))
        return false;
    if (backup)
        *backup = target;
    return true;
}

bool CampaignMigration::migrate(const QSqlDatabase &db, const QString &fileName, QString *backup, QString *error)
{
    CampaignTransaction tx(db);
    if (!tx.begin(error))
        return false;
    // Another MoraleDesk may have migrated the file while this one waited for the lock.
    const auto version = single(db, u"PRAGMA user_version"_s, {}, error);
    if (!version)
        return false;
    // The file as it was, before the first statement changes it.
    if (version->toInt() < CampaignSchema::current && !backUp(fileName, version->toInt(), backup, error))
        return false;
    for (int v = version->toInt(); v < CampaignSchema::current; ++v) {
        for (const QString &statement : CampaignSchema::migration(v)) {
            if (!execute(db, statement, error))
                return false;
        }
        if (!setVersion(db, v + 1, error))
            return false;
    }
    CampaignQuery check(db, u"PRAGMA foreign_key_check"_s);
    if (!check.exec({}, error))
        return false;
    if (check.next())
        return setError(error, tr("a row of table %1 would refer to a missing row").arg(check.text(0)));
    return tx.commit(error);
}

bool CampaignMigration::migrateServer(const QSqlDatabase &db, int *from, QString *error)
{
    // The campaign's row locked (CampaignDialect::beginWrite): a second program opening the campaign waits
    // here, then finds it migrated.
    CampaignTransaction tx(db);
    if (!tx.begin(error))
        return false;
    const auto version = CampaignDialect::schemaVersion(db, error);
    if (!version)
        return false;
    if (from)
        *from = *version;
    for (int v = *version; v < CampaignSchema::current; ++v) {
        for (const QString &statement : CampaignSchema::migration(v)) {
            if (!execute(db, CampaignDialect::ddl(CampaignDialect::Engine::PostgreSQL, statement), error))
                return false;
        }
        if (!setVersion(db, v + 1, error))
            return false;
    }
    return tx.commit(error);
}

bool CampaignMigration::checkInfo(const CampaignInfo &info, QString *error)
{
    if (info.name.trimmed().isEmpty())
        return setError(error, tr("a campaign needs a name"));
    QStringList sideNames;
    for (const CampaignSide &s : info.sides) {
        if (s.name.trimmed().isEmpty())
            return setError(error, tr("a side needs a name"));
        if (sideNames.contains(s.name.trimmed()))
            return setError(error, tr("the side \"%1\" is named twice").arg(s.name.trimmed()));
        sideNames.append(s.name.trimmed());
    }
    return true;
}

bool CampaignMigration::insertInfo(const QSqlDatabase &db, const CampaignInfo &info, QString *error)
{
    if (!execute(db, u"INSERT INTO campaign (id, name, notes, created_at, created_by) VALUES (1, ?, ?, ?, ?)"_s, error,
                 {info.name.trimmed(), info.notes, now(), u"MoraleDesk " MORALEDESK_VERSION ""_s}))
        return false;
    int position = 0;
    for (const CampaignSide &s : info.sides) {
        if (!execute(db, u"INSERT INTO sides (position, name, player) VALUES (?, ?, ?)"_s, error,
                     {++position, s.name.trimmed(), s.player.trimmed()}))
            return false;
    }
    return true;
}

bool CampaignMigration::setVersion(const QSqlDatabase &db, int version, QString *error)
{
    if (CampaignDialect::of(db) == CampaignDialect::Engine::SQLite
        && !execute(db, u"PRAGMA user_version = %1"_s.arg(version), error))
        return false;
    if (version >= CampaignSchema::versionTableSince
        && !execute(db, u"UPDATE schema_version SET version = ? WHERE id = 1"_s, error, {version}))
        return false;
    return true;
}

bool CampaignMigration::createAtVersion(const QString &fileName, const CampaignInfo &info, int version, QString *error)
{
    if (version < 1 || version > CampaignSchema::current)
        return setError(error, tr("there is no campaign format %1").arg(version));
    if (!checkInfo(info, error))
        return false;
    const QFileInfo target(fileName);
    if (target.exists() || target.isSymLink())
        return setError(error, tr("%1 already exists; a new campaign never replaces a file").arg(fileName));
    const QDir dir = target.absoluteDir();
    if (!dir.exists())
        return setError(error, tr("cannot create %1: the folder %2 does not exist").arg(fileName, dir.path()));

    // Built aside and renamed into place, so a crash never leaves a half-made campaign under the name.
    const QString temp = dir.filePath(u".%1.%2.creating"_s.arg(target.fileName())
                                          .arg(QRandomGenerator::global()->generate64(), 16, 16, QLatin1Char('0')));
    const auto removeTemp = [&temp] {
        for (const QString &suffix : {QString(), u"-wal"_s, u"-shm"_s, u"-journal"_s})
            QFile::remove(temp + suffix);
    };
    QString why;
    bool ok = false;
    {
        CampaignConnection c;
        if (connectTo(c.name(), temp, &why)) {
            const QSqlDatabase db = c.db();
            ok = [&] {
                if (!setPragmas(db, &why))
                    return false;
                CampaignTransaction tx(db);
                if (!tx.begin(&why))
                    return false;
                if (!execute(db, u"PRAGMA application_id = %1"_s.arg(CampaignSchema::applicationId), &why))
                    return false;
                for (const QString &statement : CampaignSchema::creationV1()) {
                    if (!execute(db, statement, &why))
                        return false;
                }
                if (!execute(db, u"PRAGMA user_version = 1"_s, &why))
                    return false;
                // The rows go in before the migrations, which treat them as on any older file.
                if (!insertInfo(db, info, &why))
                    return false;
                for (int v = 1; v < version; ++v) {
                    for (const QString &statement : CampaignSchema::migration(v)) {
                        if (!execute(db, statement, &why))
                            return false;
                    }
                    if (!setVersion(db, v + 1, &why))
                        return false;
                }
                if (!tx.commit(&why))
                    return false;
                // Everything into the main file before it is renamed: the log stays behind with the old name.
                return execute(db, u"PRAGMA wal_checkpoint(TRUNCATE)"_s, &why);
            }();
        }
    }
    if (ok && (QFile::exists(temp + u"-wal"_s) && QFileInfo(temp + u"-wal"_s).size() > 0)) {
        why = tr("the new file's write-ahead log was not emptied");
        ok = false;
    }
    if (ok && !QFile::rename(temp, fileName)) {
        why = tr("%1 appeared while the campaign was being built, or the folder is not writable").arg(fileName);
        ok = false;
    }
    removeTemp();
    if (!ok)
        return setError(error, tr("cannot create %1: %2").arg(fileName, why));
    return true;
}

} // namespace md
