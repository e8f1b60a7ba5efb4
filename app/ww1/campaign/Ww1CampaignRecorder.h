#pragma once

#include "ww1/campaign/Ww1CampaignTypes.h"

#include "CampaignTypes.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QString>

#include <optional>

namespace md {
class CampaignDatabase;
}

namespace md::ww1 {

// WW1's campaign records (seed 002) in a campaign file: its battles in the generic battles, battlegroups and
// participants (rule_system "ww1-morale"), what each battle did to every group and stand and its log in the
// ww1_ tables (docs/campaign-format.md), on the generic CampaignDatabase's connection and transactions. A force
// (Ww1Force) is a battlegroup of the campaign. Cheap to make; the database must outlive it.
class Ww1CampaignRecorder
{
    Q_DECLARE_TR_FUNCTIONS(md::ww1::Ww1CampaignRecorder)

public:
    static constexpr int maxTurns = 100000;
    // The rule_system of every battle and force it writes: "ww1-morale".
    static QString ruleSystem();

    explicit Ww1CampaignRecorder(CampaignDatabase &campaign) : m_campaign(campaign) {}

    // The forces as they ended one battle, in one transaction; nothing is written when any is refused. A force
    // holding both sides is recorded as one force per side (Ww1CarryOver::bySide()).
    std::optional<Ww1BattleRecord> recordBattle(const QList<Ww1Force> &forces, const BattleInfo &info, QString *error);
    // What was recorded, in words (several lines).
    static QString describe(const Ww1BattleRecord &battle);
    // One force's line: its groups' losses, withdrawals and surrenders.
    static QString forceLine(const Ww1ForceResult &force);
    static QString groupLine(const Ww1GroupResult &group);
    // WW1's battles (only those: another system's battles are its own), by number.
    std::optional<QList<Ww1BattleRecord>> listBattles(QString *error = nullptr) const;
    // Whether the campaign holds a battle of another rule system than WW1 (the verbs' dispatch).
    std::optional<bool> otherSystemsRecorded(QString *error = nullptr) const;
    // A force as it entered (exit false) or left (exit true) a battle.
    std::optional<Ww1Force> snapshot(int battle, const QString &force, bool exit, QString *error) const;
    // "Start next battle": force `name` after its latest battle, carried over (Ww1CarryOver). Changes nothing.
    std::optional<Ww1NextBattle> nextBattle(const QString &name, QString *error, const Ww1NextBattleOptions &options = {}) const;

    // A force as a WW1 force file (the rule system's writer, through the registry), and back (its reader).
    static std::optional<QByteArray> forceJson(const Ww1Force &force, QString *error);
    static std::optional<Ww1Force> forceFromJson(const QByteArray &json, const QString &what, QString *error);

private:
    CampaignDatabase &m_campaign;
};

} // namespace md::ww1
