#pragma once

#include "ratio/campaign/RatioCampaignTypes.h"

#include "CampaignTypes.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include <optional>

namespace md {

class CampaignDatabase;

// Ratio's campaign records (R7, R8, R11, R12) in a campaign file: its battles, units, pieces and morale logs
// in the ratio_ tables, on the generic CampaignDatabase's connection and transactions. Cheap to make: one
// for each use is fine. The database must outlive it.
class RatioCampaignRecorder
{
    Q_DECLARE_TR_FUNCTIONS(md::RatioCampaignRecorder)

public:
    enum class Snapshot { Entry, Exit };
    // R12: the longest arrival delay a replacement may be given, in battles.
    static constexpr int maxReplacementDelay = 1000;
    // The rule_system of every battle and force this recorder writes: "ratio-morale".
    static QString ruleSystem();

    explicit RatioCampaignRecorder(CampaignDatabase &campaign) : m_campaign(campaign) {}

    // Enrols a battlegroup before its first battle: its roster is where next-battle starts.
    bool addBattlegroup(const Battlegroup &roster, QString *error);

    // "Record battle in campaign": the battlegroups as they ended one battle, in one transaction.
    std::optional<BattleRecord> recordBattle(const QList<Battlegroup> &battlegroups, const BattleInfo &info,
                                             QString *error);
    // The first battle that holds `bg` exactly as it ends now (its exit state); 0 when none does.
    std::optional<int> battleRecording(const Battlegroup &bg, QString *error) const;
    // The number the next recorded battle gets (of every rule system's battles in the file).
    std::optional<int> nextBattleNumber(QString *error) const;
    // What was recorded, in words (several lines).
    static QString describe(const BattleRecord &battle);
    static QString outcomeText(const BattleRecord &battle);
    // Ratio's battles (rule_system "ratio-morale"); another system's battles in the file are its own.
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

private:
    CampaignDatabase &m_campaign;
};

} // namespace md
