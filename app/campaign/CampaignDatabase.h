#pragma once

#include "CampaignTypes.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include <memory>
#include <optional>

class QIODevice;

namespace md {

// A campaign file (R12): an SQLite database through Qt Sql's QSQLITE driver, described in
// docs/campaign-format.md. Opening checks it (PRAGMA quick_check) and refuses a damaged or foreign file
// without changing it; every change of several rows is one transaction; a committed record survives a
// crash (WAL with synchronous=FULL). Every failure comes back as a sentence in `*error`.
class CampaignDatabase
{
    Q_DECLARE_TR_FUNCTIONS(md::CampaignDatabase)

public:
    // Busy: another program held the file locked (writing it) longer than the busy timeout.
    enum class OpenError { None, NoSuchFile, NotACampaign, Damaged, TooNew, Failed, Busy };
    enum class Snapshot { Entry, Exit };
    // R12: the longest arrival delay a replacement may be given, in battles.
    static constexpr int maxReplacementDelay = 1000;

    ~CampaignDatabase();
    CampaignDatabase(const CampaignDatabase &) = delete;
    CampaignDatabase &operator=(const CampaignDatabase &) = delete;

    // Refuses an existing file. The file appears only once complete (built aside, then renamed).
    static std::unique_ptr<CampaignDatabase> create(const QString &fileName, const CampaignInfo &info, QString *error);
    // Refuses a missing, foreign, damaged or newer file; migrates an older one (one transaction).
    static std::unique_ptr<CampaignDatabase> open(const QString &fileName, QString *error, OpenError *kind = nullptr);
    // How long a statement waits for another program's lock on the file before giving up (10 s): opening a
    // file locked that long says it is busy. For the connections opened afterwards; tests shorten it.
    static void setBusyTimeout(int milliseconds);
    // A file as the release of schema `version` created it (for migration tests); nothing is opened.
    static bool createAtVersion(const QString &fileName, const CampaignInfo &info, int version, QString *error);

    QString fileName() const { return m_fileName; }
    // The Qt Sql connection, for read-only models (QSqlQueryModel) in the campaign window. Models on it must
    // be destroyed before this object, which closes and removes the connection.
    QString connectionName() const { return m_connection; }
    // The schema version the file had before this open migrated it (CampaignSchema::current if none).
    int openedVersion() const { return m_openedVersion; }

    std::optional<CampaignInfo> info(QString *error = nullptr) const;
    // Updates the name and notes, adds sides and sets their players, in one transaction; a side is never
    // removed or renamed (battlegroups and battles refer to it by name). Refuses an empty name, a side
    // without a name and a side listed twice, naming the field; nothing is written then.
    bool setInfo(const CampaignInfo &info, QString *error);

    // Enrols a battlegroup before its first battle: its roster is where next-battle starts.
    bool addBattlegroup(const Battlegroup &roster, QString *error);
    QStringList battlegroups(QString *error = nullptr) const;

    // "Record battle in campaign": the battlegroups as they ended one battle, in one transaction.
    std::optional<BattleRecord> recordBattle(const QList<Battlegroup> &battlegroups, const BattleInfo &info,
                                             QString *error);
    // What was recorded, in words (several lines).
    static QString describe(const BattleRecord &battle);
    static QString outcomeText(const BattleRecord &battle);
    std::optional<QList<BattleRecord>> listBattles(QString *error = nullptr) const;
    // A battlegroup as it entered or left a battle (the exit holds the battle's full log).
    std::optional<Battlegroup> snapshot(int battle, const QString &battlegroup, Snapshot which, QString *error) const;

    // Every unit whose id or name (case-insensitive) matches, optionally within one battlegroup.
    std::optional<QList<ServiceRecord>> serviceRecord(const QString &unitIdOrName, QString *error,
                                                      const QString &battlegroup = {}) const;
    // Every unit that has fought, by battlegroup (in enrolment order) and first appearance.
    std::optional<QList<CampaignUnit>> units(QString *error = nullptr) const;
    // The service record of exactly one unit: the unit of id `unitId` in `battlegroup`.
    std::optional<ServiceRecord> unitServiceRecord(const QString &battlegroup, const QString &unitId, QString *error) const;
    // The battles `battlegroup` has fought so far (replacements arrive by this count, R12).
    std::optional<int> battlesFought(const QString &battlegroup, QString *error) const;
    std::optional<QList<StrengthPoint>> strengthHistory(const QString &battlegroup, QString *error) const;

    // The lists that can be exported (docs/campaign-format.md, "CSV export").
    static QStringList exportableTables();
    std::optional<CampaignTable> table(const QString &name, QString *error) const;
    bool exportCsv(const QString &table, QIODevice *device, QString *error) const;

    // "Start next battle": the battlegroup with its carried-over state (R7, R8, R12). Changes nothing.
    std::optional<NextBattle> nextBattle(const QString &battlegroup, QString *error,
                                         const NextBattleOptions &options = {}) const;

    // R12: `unit`'s pieces reach the front after the battlegroup has fought `arriveAfterBattles` more
    // battles (0: in time for the next one). They join the unit of that id, or arrive as that unit.
    std::optional<qint64> addReplacement(const QString &battlegroup, const Unit &unit, int arriveAfterBattles,
                                         QString *error, const QString &notes = {});
    std::optional<qint64> addReplacement(const QString &battlegroup, const QString &unitId, const Piece &piece,
                                         int arriveAfterBattles, QString *error);
    // Empty battlegroup: all of them. Joined ones too (joinedBattle > 0).
    std::optional<QList<Replacement>> replacements(const QString &battlegroup, QString *error) const;
    bool removeReplacement(qint64 id, QString *error);

    // A consistent copy made while the campaign stays open (VACUUM INTO), checked, then moved into place.
    // Refuses an existing destination.
    bool backupTo(const QString &path, QString *error) const;
    // PRAGMA integrity_check: empty when the file is sound, otherwise its findings.
    std::optional<QStringList> integrityCheck(QString *error = nullptr) const;

private:
    CampaignDatabase(const QString &fileName, const QString &connection);
    bool prepare(QString *error, OpenError *kind);
    bool migrate(QString *error);

    QString m_fileName;
    QString m_connection;
    int m_openedVersion = 0;
};

} // namespace md
