#include "napoleonic/campaign/NapCampaignHooks.h"

#include "CampaignDatabase.h"
#include "base/Prompter.h"
#include "base/Settings.h"
#include "kernel/FileEnvelope.h"
#include "napoleonic/NapState.h"
#include "napoleonic/campaign/NapCampaignPage.h"
#include "napoleonic/campaign/NapCampaignRecorder.h"
#include "napoleonic/campaign/NapCampaignVerbs.h"
#include "systems/BuiltInSystems.h"

namespace md::nap {

std::optional<NapBattle> NapCampaignHooks::withArmiesOf(const NapBattle &open, const NapBattle &other, QString *error)
{
    NapBattle merged = open;
    QSet<QString> used = open.usedIds();
    for (const NapArmy &army : other.armies) {
        // In the order of battle, so the first id in the way is the one named.
        QStringList ids{army.id};
        for (const NapCommand &c : army.commands) {
            ids.append(c.id);
            for (const NapUnit &u : c.units)
                ids.append(u.id);
        }
        for (const QString &id : std::as_const(ids)) {
            if (used.contains(id)) {
                if (error)
                    *error = tr("the id \"%1\" of the army \"%2\" is already used in the open battle").arg(id, army.name);
                return std::nullopt;
            }
            used.insert(id);
        }
        merged.armies.append(army);
        for (const NapLogRecord &l : other.log) {
            if (l.armyId == army.id)
                merged.log.append(l);
        }
    }
    return merged;
}

std::optional<QString> NapCampaignHooks::recordBattle(CampaignDatabase &campaign, const NapBattle &open, Prompter *prompter,
                                                      Settings *settings, QWidget *parent)
{
    NapBattle battle = open;
    // A file of one army: the other side's army is worth keeping too, when the players kept it in its own file.
    if (open.armies.size() == 1) {
        const auto how = prompter->chooseOne(parent, tr("Record battleday in campaign"),
                                             tr("Record the other side's army as well, from its own file?"),
                                             {tr("Add the opponent's battle file…"), tr("Record this army alone")});
        if (!how || *how < 0)
            return std::nullopt;
        const QString opponent = *how == 0 ? prompter->openFileName(parent, settings ? settings->lastDirectory() : QString()) : QString();
        if (*how == 0 && opponent.isEmpty())
            return std::nullopt;
        if (!opponent.isEmpty()) {
            const EnvelopeResult read = FileEnvelope::readFile(opponent, ruleSystems());
            const NapBattle *other = read.ok() ? NapState::of(*read.state) : nullptr;
            QString why;
            const auto merged = other ? withArmiesOf(open, *other, &why) : std::nullopt;
            if (!merged) {
                QStringList lines;
                for (const Problem &p : read.problems)
                    lines << p.toString();
                if (!why.isEmpty())
                    lines << why;
                if (lines.isEmpty())
                    lines << tr("it is not a Napoleonic battle file");
                prompter->showError(parent, tr("Battleday not recorded"),
                                    tr("The opponent's file %1 could not be added:\n%2").arg(opponent, lines.mid(0, 10).join(QLatin1Char('\n'))));
                return std::nullopt;
            }
            battle = *merged;
        }
    }
    QString error;
    const auto record = NapCampaignRecorder(campaign).recordBattleday(battle, BattleInfo{}, &error);
    if (!record) {
        prompter->showError(parent, tr("Battleday not recorded"), error);
        return std::nullopt;
    }
    return NapCampaignRecorder::describe(*record).replace(QLatin1Char('\n'), QLatin1Char(' '));
}

std::unique_ptr<GameState> NapCampaignHooks::nextBattle(CampaignDatabase &campaign, const QString &name, Prompter *prompter,
                                                        QWidget *parent, QString *status)
{
    QString error;
    const auto next = NapCampaignRecorder(campaign).nextBattleday(name, &error);
    if (!next) {
        if (prompter)
            prompter->showError(parent, tr("Next battle"), error);
        return nullptr;
    }
    if (status) {
        QStringList parts{tr("\"%1\", battleday %2.").arg(next->battle.name, QString::number(next->battleday))};
        if (!next->armies.isEmpty())
            parts << next->armies.join(QLatin1String("; ")) + QLatin1Char('.');
        if (!next->eliminated.isEmpty())
            parts << tr("Eliminated, they stay out: %1.").arg(next->eliminated.join(QLatin1String(", ")));
        if (!next->lateArrivals.isEmpty())
            parts << tr("Arriving on a later battleday, exempt from the -1 (15.96): %1.").arg(next->lateArrivals.join(QLatin1String(", ")));
        parts << next->reading;
        *status = parts.join(QLatin1Char(' '));
    }
    return std::make_unique<NapState>(next->battle);
}

QList<CampaignPage *> NapCampaignHooks::pages(CampaignDatabase *campaign, Prompter *prompter, QWidget *parent)
{
    Q_UNUSED(prompter);
    return {new NapCampaignPage(campaign, parent)};
}

std::optional<CampaignVerbSet> NapCampaignHooks::verbs() { return NapCampaignVerbs::verbSet(); }

} // namespace md::nap
