#pragma once

#include "CampaignTypes.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include <functional>
#include <memory>
#include <optional>

class QIODevice;

namespace md {

class CampaignAddress;

// A campaign (R12) in a file (an SQLite database through Qt Sql's QSQLITE driver) or in a database on a
// PostgreSQL server (QPSQL, `postgresql://user@host:port/database`, CampaignAddress), described in
// docs/campaign-format.md; the engines' few differences are CampaignDialect's. Opening checks it (PRAGMA quick_check) and refuses a damaged or foreign file
// without changing it; every change of several rows is one transaction; a committed record survives a
// crash (WAL with synchronous=FULL). Every failure comes back as a sentence in `*error`.
//
// This is the part every rule system shares: the campaign, its sides, its forces (battlegroups) and
// battles by name and number, the lists, backups. What a battle did to a system's own units is that
// system's campaign recorder's (ratio's: RatioCampaignRecorder), which works on this file's connection.
class CampaignDatabase
{
    Q_DECLARE_TR_FUNCTIONS(md::CampaignDatabase)

public:
    // Busy: another program held the file locked (writing it) longer than the busy timeout.
    // On a server: Unreachable (no answer, refused, unknown host), WrongPassword (28P01, 28000),
    // NoSuchDatabase (3D000), NoPermission (42501), NeedsPassword (the server asked for a password and neither
    // libpq's password or service file nor setPassword had one: ask the player, then setPassword, then open).
    enum class OpenError {
        None,
        NoSuchFile,
        NotACampaign,
        Damaged,
        TooNew,
        Failed,
        Busy,
        Unreachable,
        WrongPassword,
        NoSuchDatabase,
        NoPermission,
        NeedsPassword
    };

    ~CampaignDatabase();
    CampaignDatabase(const CampaignDatabase &) = delete;
    CampaignDatabase &operator=(const CampaignDatabase &) = delete;

    // `location`: a file name or a postgresql:// address (CampaignAddress).
    // Refuses an existing file. The file appears only once complete (built aside, then renamed). On a server:
    // the tables go into an existing, empty database in one transaction; a database that holds a campaign or
    // other tables is refused, naming them.
    static std::unique_ptr<CampaignDatabase> create(const QString &location, const CampaignInfo &info, QString *error);
    // Refuses a missing, foreign, damaged or newer file; migrates an older one (one transaction), after
    // copying it next to itself (migrationBackup()). On a server: `*kind` tells what went wrong.
    static std::unique_ptr<CampaignDatabase> open(const QString &location, QString *error, OpenError *kind = nullptr);
    // The password for a server address, kept in this process's memory only (never written anywhere), for
    // the connections opened from now on; an empty one forgets it. libpq's password file and service file
    // are used when none is kept.
    static void setPassword(const QString &location, const QString &password);
    // How long a statement waits for another program's lock on the file before giving up (10 s): opening a
    // file locked that long says it is busy. For the connections opened afterwards; tests shorten it.
    static void setBusyTimeout(int milliseconds);
    // A file as the release of schema `version` created it (for migration tests); nothing is opened.
    static bool createAtVersion(const QString &fileName, const CampaignInfo &info, int version, QString *error);

    // The file name, or the server address in its canonical form (postgresql://…, never a password).
    QString fileName() const { return m_fileName; }
    QString location() const { return m_fileName; }
    // On a PostgreSQL server rather than in a file.
    bool isServer() const { return m_server; }
    // Calls `onChange` (on this thread, from the event loop) whenever another program records something in
    // this campaign: PostgreSQL's LISTEN/NOTIFY. False on a file, which announces nothing: refresh instead.
    bool listenForChanges(std::function<void()> onChange) const;
    // The Qt Sql connection: for read-only models (QSqlQueryModel) in the campaign window, and for the rule
    // systems' recorders. Users must be gone before this object, which closes and removes the connection.
    QString connectionName() const { return m_connection; }
    // The schema version the file had before this open migrated it (CampaignSchema::current if none).
    int openedVersion() const { return m_openedVersion; }
    // The copy of the file as it was before this open migrated it; empty when it was not migrated.
    QString migrationBackup() const { return m_migrationBackup; }

    std::optional<CampaignInfo> info(QString *error = nullptr) const;
    // Updates the name and notes, adds sides and sets their players, in one transaction; a side is never
    // removed or renamed (battlegroups and battles refer to it by name). Refuses an empty name, a side
    // without a name and a side listed twice, naming the field; nothing is written then.
    bool setInfo(const CampaignInfo &info, QString *error);

    // The battles recorded so far.
    std::optional<int> battleCount(QString *error = nullptr) const;
    // The forces (battlegroups) of the campaign, in enrolment order.
    QStringList battlegroups(QString *error = nullptr) const;
    // The rule system that keeps force `battlegroup` (battlegroups.rule_system); nothing (the reason in
    // `error`) when there is no such force.
    std::optional<QString> ruleSystemOf(const QString &battlegroup, QString *error = nullptr) const;
    // The battles `battlegroup` has fought so far (replacements arrive by this count, R12).
    std::optional<int> battlesFought(const QString &battlegroup, QString *error) const;
    std::optional<QList<StrengthPoint>> strengthHistory(const QString &battlegroup, QString *error) const;

    // The lists that can be exported (docs/campaign-format.md, "CSV export").
    static QStringList exportableTables();
    std::optional<CampaignTable> table(const QString &name, QString *error) const;
    bool exportCsv(const QString &table, QIODevice *device, QString *error) const;

    // A consistent copy made while the campaign stays open (VACUUM INTO), checked, then moved into place.
    // Refuses an existing destination. A file's only: a campaign on a server is copied (campaign copy).
    bool backupTo(const QString &path, QString *error) const;
    // The same from any connection (the migration's second one, reading under the migration's write lock):
    // one file, synced to disk with its folder entry, checked (application id, integrity_check); never
    // replaces a file.
    static bool writeBackup(const QString &connectionName, const QString &path, QString *error);
    // PRAGMA integrity_check: empty when the file is sound, otherwise its findings. On a server: the schema
    // version is read back (the server checks its own pages).
    std::optional<QStringList> integrityCheck(QString *error = nullptr) const;

private:
    CampaignDatabase(const QString &fileName, const QString &connection);
    bool prepare(QString *error, OpenError *kind);
    static std::unique_ptr<CampaignDatabase> openServer(const CampaignAddress &address, QString *error, OpenError *kind);

    QString m_fileName;
    QString m_connection;
    int m_openedVersion = 0;
    QString m_migrationBackup;
    bool m_server = false;
};

} // namespace md
