#pragma once

#include "fantasy/campaign/FanCampaignTypes.h"

#include "CampaignTypes.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QString>

#include <optional>

namespace md {
class CampaignDatabase;
}

namespace md::fantasy {

// The fantasy campaign records (seed 004) in a campaign: each battle in the generic battles, battlegroups and
// participants (rule_system "fantasy-morale"; a side is a battlegroup, filed under the campaign side of its
// name), the battle's own facts in fan_battles and every unit as the battle ended in fan_units
// (docs/campaign-format.md), on the generic CampaignDatabase's connection and transactions, on a file or a
// server alike. Cheap to make; the database must outlive it.
class FanCampaignRecorder
{
    Q_DECLARE_TR_FUNCTIONS(md::fantasy::FanCampaignRecorder)

public:
    static constexpr int maxTurns = 100000;
    // The rule_system of every battle and side it writes: "fantasy-morale".
    static QString ruleSystem();

    explicit FanCampaignRecorder(CampaignDatabase &campaign) : m_campaign(campaign) {}

    // The battle as it ended, every side of it that has units, in one transaction; nothing is written when it
    // is refused: a battle without a name or that does not read back, no unit on either side, a side with
    // units but no name, both sides of one name, a side another rule system recorded, or a side recorded as
    // it ended this battle before (its losses would count twice).
    std::optional<FanBattleRecord> recordBattle(const FanBattle &battle, const BattleInfo &info, QString *error);
    // What was recorded, in words (several lines).
    static QString describe(const FanBattleRecord &battle);
    // One side's line: its losses, destroyed and routed units, tests.
    static QString sideLine(const FanSideResult &side);
    // One unit's line: its figures, its end state, its tests, routs and failed rallies.
    static QString unitLine(const FanUnitResult &unit);
    // The fantasy battles (only those: another system's battles are its own), by number.
    std::optional<QList<FanBattleRecord>> listBattles(QString *error = nullptr) const;
    // Whether the campaign holds a battle of another rule system (the verbs' dispatch).
    std::optional<bool> otherSystemsRecorded(QString *error = nullptr) const;
    // A side's battle as it entered (exit false) or left (exit true) a recorded battle (FanCarryOver::sideBattle).
    std::optional<FanBattle> snapshot(int battle, const QString &side, bool exit, QString *error) const;
    // "Next battle": side `name`'s army from the last battle it fought, carried over (FanCarryOver). Changes
    // nothing.
    std::optional<FanNextBattle> nextBattle(const QString &name, QString *error) const;

    // A battle as a fantasy battle file (the rule system's writer, through the registry), and back (its reader).
    static std::optional<QByteArray> battleJson(const FanBattle &battle, QString *error);
    static std::optional<FanBattle> battleFromJson(const QByteArray &json, const QString &what, QString *error);

private:
    CampaignDatabase &m_campaign;
};

} // namespace md::fantasy
