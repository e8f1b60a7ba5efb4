#pragma once

#include "napoleonic/campaign/NapCampaignTypes.h"

#include "CampaignTypes.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QString>

#include <optional>

namespace md {
class CampaignDatabase;
}

namespace md::nap {

// The Napoleonic campaign records (seed 003) in a campaign: each battleday in the generic battles,
// battlegroups and participants (rule_system "napoleonic-morale"; an army is a battlegroup, filed under the
// side of its name), what the day did to each army's MFP and to every unit and its log in the nap_ tables
// (docs/campaign-format.md), on the generic CampaignDatabase's connection and transactions, on a file or a
// server alike. Cheap to make; the database must outlive it.
class NapCampaignRecorder
{
    Q_DECLARE_TR_FUNCTIONS(md::nap::NapCampaignRecorder)

public:
    static constexpr int maxTurns = 100000;
    // The rule_system of every battleday and army it writes: "napoleonic-morale".
    static QString ruleSystem();

    explicit NapCampaignRecorder(CampaignDatabase &campaign) : m_campaign(campaign) {}

    // The battle as its battleday ended, every army of it, in one transaction; nothing is written when it is
    // refused: a battle without a name, an army without a name or named twice, an army another rule system
    // recorded, or a battleday already recorded for one of its armies.
    std::optional<NapBattledayRecord> recordBattleday(const NapBattle &battle, const BattleInfo &info, QString *error);
    // What was recorded, in words (several lines).
    static QString describe(const NapBattledayRecord &battleday);
    // One army's line: its MFP, the tier it reached, whether it exceeded (and the -1 it carries).
    static QString armyLine(const NapArmyResult &army);
    // The Napoleonic battledays (only those: another system's battles are its own), by number.
    std::optional<QList<NapBattledayRecord>> listBattledays(QString *error = nullptr) const;
    // Whether the campaign holds a battle of another rule system (the verbs' dispatch).
    std::optional<bool> otherSystemsRecorded(QString *error = nullptr) const;
    // An army's battle as it entered (exit false) or left (exit true) a recorded battleday.
    std::optional<NapBattle> snapshot(int battle, const QString &army, bool exit, QString *error) const;
    // "Next battle": the battleday army `name` fought last, with every army recorded in it, carried over to
    // the next battleday (NapCarryOver). Changes nothing.
    std::optional<NapNextBattleday> nextBattleday(const QString &name, QString *error) const;

    // A battle as a Napoleonic file (the rule system's writer, through the registry), and back (its reader).
    static std::optional<QByteArray> battleJson(const NapBattle &battle, QString *error);
    static std::optional<NapBattle> battleFromJson(const QByteArray &json, const QString &what, QString *error);

private:
    CampaignDatabase &m_campaign;
};

} // namespace md::nap
