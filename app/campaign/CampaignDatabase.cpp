#include "CampaignDatabase.h"

#include "CampaignAddress.h"
#include "CampaignConnection.h"
#include "CampaignDialect.h"
#include "CampaignMigration.h"
#include "CampaignQuery.h"
#include "CampaignSchema.h"
#include "CampaignServer.h"
#include "CampaignSql.h"
#include "CampaignTables.h"
#include "CampaignTransaction.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRandomGenerator>
#include <QSet>

#include <algorithm>

#ifdef Q_OS_UNIX
#include <fcntl.h>
#include <unistd.h>
#endif

using namespace Qt::StringLiterals;

namespace md {

using namespace campaignsql;

// ---------------------------------------------------------------------------------------------------------
// Opening and creating

CampaignDatabase::CampaignDatabase(const QString &fileName, const QString &connection)
    : m_fileName(fileName), m_connection(connection)
{
}

CampaignDatabase::~CampaignDatabase() { disconnect(m_connection); }

std::unique_ptr<CampaignDatabase> CampaignDatabase::open(const QString &location, QString *error, OpenError *kind)
{
    if (kind)
        *kind = OpenError::None;
    const auto address = CampaignAddress::parse(location, error);
    if (!address) {
        if (kind)
            *kind = OpenError::Failed;
        return nullptr;
    }
    if (address->isServer())
        return openServer(*address, error, kind);
    const QString fileName = location;
    const QFileInfo info(fileName);
    if (!info.exists()) {
        if (kind)
            *kind = OpenError::NoSuchFile;
        setError(error, tr("%1: no such campaign").arg(fileName));
        return nullptr;
    }
    if (!info.isFile()) {
        if (kind)
            *kind = OpenError::NotACampaign;
        setError(error, tr("%1 is not a MoraleDesk campaign file").arg(fileName));
        return nullptr;
    }
    std::unique_ptr<CampaignDatabase> db(new CampaignDatabase(fileName, newConnectionName()));
    QString why;
    if (!connectTo(db->m_connection, fileName, &why)) {
        if (kind)
            *kind = OpenError::Failed;
        setError(error, tr("cannot open %1: %2").arg(fileName, why));
        return nullptr;
    }
    if (!db->prepare(error, kind))
        return nullptr;
    return db;
}

std::unique_ptr<CampaignDatabase> CampaignDatabase::openServer(const CampaignAddress &address, QString *error, OpenError *kind)
{
    std::unique_ptr<CampaignDatabase> db(new CampaignDatabase(address.toString(), newConnectionName()));
    db->m_server = true;
    if (!CampaignServer::connectTo(db->m_connection, address, error, kind))
        return nullptr;
    const auto version = CampaignServer::check(connection(db->m_connection), db->m_fileName, error, kind);
    if (!version)
        return nullptr;
    // A server's campaign starts at the version that added schema_version (6); a later version's tables are
    // added in place, in one transaction, when it is opened (a server keeps its own backups).
    db->m_openedVersion = *version;
    if (*version < CampaignSchema::current) {
        QString why;
        if (!CampaignMigration::migrateServer(connection(db->m_connection), nullptr, &why)) {
            if (kind)
                *kind = OpenError::Failed;
            setError(error, tr("cannot bring %1 from campaign format %2 to %3: %4; it was not changed")
                                .arg(db->m_fileName, QString::number(*version), QString::number(CampaignSchema::current), why));
            return nullptr;
        }
    }
    return db;
}

void CampaignDatabase::setPassword(const QString &location, const QString &password)
{
    if (const auto address = CampaignAddress::parse(location, nullptr); address && address->isServer())
        CampaignServer::setPassword(*address, password);
}

bool CampaignDatabase::listenForChanges(std::function<void()> onChange) const
{
    return CampaignDialect::listen(connection(m_connection), std::move(onChange));
}

void CampaignDatabase::setBusyTimeout(int milliseconds) { campaignsql::setBusyTimeout(milliseconds); }

bool CampaignDatabase::prepare(QString *error, OpenError *kind)
{
    const QSqlDatabase db = connection(m_connection);
    // Every step below fails as "locked" when another program holds the file (a writer with a rollback
    // journal, an exclusive lock) for longer than the busy timeout: then the file is busy, not damaged.
    resetResultCode();
    const auto refuse = [&](OpenError k, const QString &message) {
        const bool busy = lastResultCode() == sqliteBusy || lastResultCode() == sqliteLocked;
        if (kind)
            *kind = busy ? OpenError::Busy : k;
        if (busy)
            return setError(error, tr("%1 is busy: another program is writing to it. Try again when it has finished; "
                                      "it was not changed.").arg(m_fileName));
        return setError(error, message);
    };
    // The header first, then the check: nothing is written before the file is known to be a sound campaign.
    QString why;
    std::optional<int> appId;
    {
        CampaignQuery q(db, u"PRAGMA application_id"_s);
        if (q.exec({}, &why) && q.next())
            appId = q.integer(0);
        else if (q.resultCode() == sqliteCorrupt)
            return refuse(OpenError::Damaged, tr("%1 is damaged (SQLite: %2); it was not changed. Restore it from a "
                                                 "backup.").arg(m_fileName, q.errorText()));
        else
            return refuse(OpenError::NotACampaign,
                          tr("%1 is not a MoraleDesk campaign file, or its first page is damaged (SQLite: %2); it was "
                             "not changed").arg(m_fileName, why.isEmpty() ? q.errorText() : why));
    }
    if (*appId != CampaignSchema::applicationId)
        return refuse(OpenError::NotACampaign, tr("%1 is not a MoraleDesk campaign file").arg(m_fileName));
    const auto version = single(db, u"PRAGMA user_version"_s, {}, &why);
    if (!version)
        return refuse(OpenError::Damaged, tr("%1 is damaged (SQLite: %2); it was not changed").arg(m_fileName, why));
    m_openedVersion = version->toInt();
    if (m_openedVersion > CampaignSchema::current)
        return refuse(OpenError::TooNew,
                      tr("%1 was written by a newer MoraleDesk (campaign format %2); this version reads formats 1 to "
                         "%3. Nothing was changed.")
                          .arg(m_fileName, QString::number(m_openedVersion), QString::number(CampaignSchema::current)));
    if (m_openedVersion < 1)
        return refuse(OpenError::NotACampaign, tr("%1 is not a complete MoraleDesk campaign file").arg(m_fileName));

    // Item 5 of the issue: a damaged file is refused, never "repaired" by dropping what cannot be read.
    {
        CampaignQuery q(db, u"PRAGMA quick_check"_s);
        QStringList findings;
        if (q.exec({}, &why)) {
            while (q.next())
                findings.append(oneLine(q.text(0)));
            q.finished(&why);
        }
        if (findings != QStringList{u"ok"_s}) {
            const QString first = findings.isEmpty() || findings.constFirst() == u"ok"_s ? why : findings.constFirst();
            return refuse(OpenError::Damaged,
                          tr("%1 is damaged (SQLite quick_check: %2); it was not changed. Restore it from a backup.")
                              .arg(m_fileName, first));
        }
    }
    if (!setPragmas(db, &why))
        return refuse(OpenError::Failed, tr("cannot open %1: %2").arg(m_fileName, why));
    if (m_openedVersion < CampaignSchema::current && !CampaignMigration::migrate(db, m_fileName, &m_migrationBackup, &why))
        return refuse(OpenError::Failed,
                      tr("cannot bring %1 from campaign format %2 to %3: %4; it was not changed")
                          .arg(m_fileName, QString::number(m_openedVersion), QString::number(CampaignSchema::current), why));
    return true;
}

bool CampaignDatabase::createAtVersion(const QString &fileName, const CampaignInfo &info, int version, QString *error)
{
    return CampaignMigration::createAtVersion(fileName, info, version, error);
}

std::unique_ptr<CampaignDatabase> CampaignDatabase::create(const QString &location, const CampaignInfo &info, QString *error)
{
    const auto address = CampaignAddress::parse(location, error);
    if (!address)
        return nullptr;
    if (!address->isServer()) {
        if (!createAtVersion(location, info, CampaignSchema::current, error))
            return nullptr;
        return open(location, error);
    }
    {
        CampaignConnection c;
        if (!CampaignServer::connectTo(c.name(), *address, error, nullptr))
            return nullptr;
        if (!CampaignServer::create(c.db(), address->toString(), info, error))
            return nullptr;
    }
    return open(location, error);
}

// ---------------------------------------------------------------------------------------------------------
// The campaign itself

std::optional<CampaignInfo> CampaignDatabase::info(QString *error) const
{
    const QSqlDatabase db = connection(m_connection);
    CampaignInfo info;
    {
        CampaignQuery q(db, u"SELECT name, notes FROM campaign WHERE id = 1"_s);
        if (!q.exec({}, error))
            return std::nullopt;
        if (!q.next()) {
            if (q.finished(error))
                setError(error, tr("%1 has no campaign record").arg(m_fileName));
            return std::nullopt;
        }
        info.name = q.text(0);
        info.notes = q.text(1);
    }
    CampaignQuery q(db, u"SELECT name, player FROM sides ORDER BY position, id"_s);
    if (!q.exec({}, error))
        return std::nullopt;
    while (q.next())
        info.sides.append({q.text(0), q.text(1)});
    if (!q.finished(error))
        return std::nullopt;
    return info;
}

bool CampaignDatabase::setInfo(const CampaignInfo &info, QString *error)
{
    // Checked before the transaction, so a refused change writes nothing at all.
    if (info.name.trimmed().isEmpty())
        return setError(error, tr("Campaign name: a campaign needs a name"));
    QSet<QString> seen;
    for (qsizetype i = 0; i < info.sides.size(); ++i) {
        const QString side = info.sides.at(i).name.trimmed();
        if (side.isEmpty())
            return setError(error, tr("Side %1: a side needs a name").arg(i + 1));
        if (seen.contains(side))
            return setError(error, tr("Side %1: \"%2\" is listed twice").arg(QString::number(i + 1), side));
        seen.insert(side);
    }
    const QSqlDatabase db = connection(m_connection);
    return CampaignTransaction::run(db, error, [&](QString *why) {
        if (!execute(db, u"UPDATE campaign SET name = ?, notes = ? WHERE id = 1"_s, why, {info.name.trimmed(), info.notes}))
            return false;
        int position = 0;
        for (const CampaignSide &s : info.sides) {
            if (!execute(db, uR"(INSERT INTO sides (position, name, player) VALUES (?, ?, ?)
ON CONFLICT (name) DO UPDATE SET position = excluded.position, player = excluded.player)"_s,
                         why, {++position, s.name.trimmed(), s.player.trimmed()}))
                return false;
        }
        return CampaignDialect::announceChange(db, why);
    });
}

QStringList CampaignDatabase::battlegroups(QString *error) const
{
    QStringList names;
    CampaignQuery q(connection(m_connection), u"SELECT name FROM battlegroups ORDER BY id"_s);
    if (!q.exec({}, error))
        return names;
    while (q.next())
        names.append(q.text(0));
    q.finished(error);
    return names;
}

std::optional<QString> CampaignDatabase::ruleSystemOf(const QString &battlegroup, QString *error) const
{
    CampaignQuery q(connection(m_connection), u"SELECT rule_system FROM battlegroups WHERE name = ?"_s);
    if (!q.exec({battlegroup}, error))
        return std::nullopt;
    if (!q.next()) {
        setError(error, tr("the campaign has no battlegroup \"%1\"").arg(battlegroup));
        return std::nullopt;
    }
    const QString system = q.text(0);
    q.finished(error);
    return system;
}

std::optional<int> CampaignDatabase::battleCount(QString *error) const
{
    const auto count = single(connection(m_connection), u"SELECT COUNT(*) FROM battles"_s, {}, error);
    if (!count)
        return std::nullopt;
    return count->toInt();
}

std::optional<int> CampaignDatabase::battlesFought(const QString &battlegroup, QString *error) const
{
    const QSqlDatabase db = connection(m_connection);
    qint64 id = 0;
    if (!findForce(db, battlegroup, error, &id))
        return std::nullopt;
    const auto count = single(db, u"SELECT COUNT(*) FROM participants WHERE battlegroup_id = ?"_s, {id}, error);
    if (!count)
        return std::nullopt;
    return count->toInt();
}

std::optional<QList<StrengthPoint>> CampaignDatabase::strengthHistory(const QString &battlegroup, QString *error) const
{
    const QSqlDatabase db = connection(m_connection);
    qint64 id = 0;
    if (!findForce(db, battlegroup, error, &id))
        return std::nullopt;
    CampaignQuery q(db, uR"(SELECT b.number, b.date, b.name, p.starting_points, p.ending_points, p.lost_points
FROM participants p JOIN battles b ON b.id = p.battle_id WHERE p.battlegroup_id = ? ORDER BY b.number)"_s);
    if (!q.exec({id}, error))
        return std::nullopt;
    QList<StrengthPoint> points;
    while (q.next())
        points.append({q.integer(0), QDate::fromString(q.text(1), Qt::ISODate), q.text(2), q.integer(3), q.integer(4),
                       q.integer(5)});
    if (!q.finished(error))
        return std::nullopt;
    return points;
}

// ---------------------------------------------------------------------------------------------------------
// Lists and CSV

QStringList CampaignDatabase::exportableTables() { return CampaignTables::names(); }

std::optional<CampaignTable> CampaignDatabase::table(const QString &name, QString *error) const
{
    return CampaignTables::table(connection(m_connection), name, error);
}

bool CampaignDatabase::exportCsv(const QString &table, QIODevice *device, QString *error) const
{
    return CampaignTables::exportCsv(connection(m_connection), table, device, error);
}

// ---------------------------------------------------------------------------------------------------------
// Integrity and backup

std::optional<QStringList> CampaignDatabase::integrityCheck(QString *error) const
{
    if (m_server) {
        // The server checks its own pages and every constraint at each write; what can still be wrong is a
        // schema this program does not know.
        const auto version = CampaignDialect::schemaVersion(connection(m_connection), error);
        if (!version)
            return std::nullopt;
        if (*version != CampaignSchema::current)
            return QStringList{tr("schema_version is %1; this MoraleDesk writes %2").arg(*version).arg(CampaignSchema::current)};
        return QStringList{};
    }
    CampaignQuery q(connection(m_connection), u"PRAGMA integrity_check"_s);
    if (!q.exec({}, error))
        return std::nullopt;
    QStringList findings;
    while (q.next())
        findings.append(oneLine(q.text(0)));
    if (!q.finished(error))
        return std::nullopt;
    if (findings == QStringList{u"ok"_s})
        findings.clear();
    return findings;
}

bool CampaignDatabase::backupTo(const QString &path, QString *error) const
{
    if (m_server)
        return setError(error, tr("%1 is on a server: copy it into a file with \"moraledesk campaign copy\" (or the "
                                  "server's own pg_dump) instead of a backup").arg(m_fileName));
    return writeBackup(m_connection, path, error);
}

namespace {
// The folder's entry of a renamed file reaches the disk too, or a power cut could lose the name.
bool syncFolder(const QString &folder)
{
#ifdef Q_OS_UNIX
    const int fd = ::open(QFile::encodeName(folder).constData(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (fd < 0)
        return false;
    const bool ok = ::fsync(fd) == 0;
    ::close(fd);
    return ok;
#else
    Q_UNUSED(folder);
    return true;
#endif
}
} // namespace

bool CampaignDatabase::writeBackup(const QString &connectionName, const QString &path, QString *error)
{
    if (path.isEmpty())
        return setError(error, tr("the backup needs a file name"));
    const QFileInfo target(path);
    if (target.exists() || target.isSymLink())
        return setError(error, tr("%1 already exists; a backup never replaces a file").arg(path));
    const QDir dir = target.absoluteDir();
    if (!dir.exists())
        return setError(error, tr("cannot back up to %1: the folder %2 does not exist").arg(path, dir.path()));
    const QString temp = dir.filePath(u".%1.%2.partial"_s.arg(target.fileName())
                                          .arg(QRandomGenerator::global()->generate64(), 16, 16, QLatin1Char('0')));
    const auto removeTemp = [&temp] {
        for (const QString &suffix : {QString(), u"-wal"_s, u"-shm"_s, u"-journal"_s})
            QFile::remove(temp + suffix);
    };
    QString why;
    // VACUUM INTO (SQLite 3.27+) writes a consistent snapshot of the open database, one file without a log,
    // while others keep reading and writing; Qt Sql has no binding for the C backup API, and this needs none.
    if (!execute(connection(connectionName), u"VACUUM INTO ?"_s, &why, {temp})) {
        removeTemp();
        return setError(error, tr("cannot back up to %1: %2").arg(path, why));
    }
#ifdef Q_OS_UNIX
    {
        // The copy reaches the disk before it gets its name.
        QFile file(temp);
        if (!file.open(QIODevice::ReadOnly) || ::fsync(file.handle()) != 0) {
            removeTemp();
            return setError(error, tr("cannot back up to %1: the copy could not be written to disk").arg(path));
        }
    }
#endif
    // A backup nobody can open is worse than none: check it as opening would.
    bool sound = false;
    {
        CampaignConnection c;
        if (connectTo(c.name(), temp, &why)) {
            const QSqlDatabase db = c.db();
            const auto appId = single(db, u"PRAGMA application_id"_s, {}, &why);
            const auto check = appId ? single(db, u"PRAGMA integrity_check"_s, {}, &why) : std::nullopt;
            sound = appId && appId->toInt() == CampaignSchema::applicationId && check && check->toString() == u"ok"_s;
            if (check && !sound && why.isEmpty())
                why = oneLine(check->toString());
        }
    }
    if (!sound) {
        removeTemp();
        return setError(error, tr("cannot back up to %1: the copy failed its check (%2)").arg(path, why));
    }
    // QFile::rename never replaces a file (renameat2 RENAME_NOREPLACE on Linux).
    if (!QFile::rename(temp, path)) {
        removeTemp();
        return setError(error, tr("cannot back up to %1: %1 appeared meanwhile, or the folder is not writable").arg(path));
    }
    removeTemp();
    if (!syncFolder(dir.absolutePath()))
        return setError(error, tr("cannot back up to %1: the copy could not be written to disk").arg(path));
    return true;
}

} // namespace md
