#include "ww1/campaign/Ww1CampaignHooks.h"

#include "CampaignDatabase.h"
#include "base/Prompter.h"
#include "base/Settings.h"
#include "kernel/FileEnvelope.h"
#include "systems/BuiltInSystems.h"
#include "ww1/Ww1State.h"
#include "ww1/campaign/Ww1CampaignPage.h"
#include "ww1/campaign/Ww1CampaignRecorder.h"
#include "ww1/campaign/Ww1CampaignVerbs.h"

namespace md::ww1 {

std::optional<QString> Ww1CampaignHooks::recordBattle(CampaignDatabase &campaign, const Ww1Force &open, Prompter *prompter,
                                                      Settings *settings, QWidget *parent)
{
    QList<Ww1Force> forces{open};
    // The other side's groups are worth keeping too, when the players kept them in a file of their own.
    const auto how = prompter->chooseOne(parent, tr("Record battle in campaign"),
                                         tr("Record the other side's force as well, from its own file?"),
                                         {tr("Add the opponent's force file…"), tr("Record this force alone")});
    if (!how || *how < 0)
        return std::nullopt;
    const QString opponent = *how == 0 ? prompter->openFileName(parent, settings ? settings->lastDirectory() : QString()) : QString();
    if (*how == 0 && opponent.isEmpty())
        return std::nullopt;
    if (!opponent.isEmpty()) {
        const EnvelopeResult read = FileEnvelope::readFile(opponent, ruleSystems());
        const Ww1Force *other = read.ok() ? Ww1State::of(*read.state) : nullptr;
        if (!other) {
            QStringList lines;
            for (const Problem &p : read.problems)
                lines << p.toString();
            if (lines.isEmpty())
                lines << tr("it is not a WW1 force file");
            prompter->showError(parent, tr("Battle not recorded"),
                                tr("The opponent's file %1 could not be read:\n%2").arg(opponent, lines.mid(0, 10).join(QLatin1Char('\n'))));
            return std::nullopt;
        }
        forces.append(*other);
    }
    QString error;
    const auto record = Ww1CampaignRecorder(campaign).recordBattle(forces, BattleInfo{}, &error);
    if (!record) {
        prompter->showError(parent, tr("Battle not recorded"), error);
        return std::nullopt;
    }
    return Ww1CampaignRecorder::describe(*record).replace(QLatin1Char('\n'), QLatin1Char(' '));
}

std::unique_ptr<GameState> Ww1CampaignHooks::nextBattle(CampaignDatabase &campaign, const QString &name, Prompter *prompter,
                                                        QWidget *parent, QString *status)
{
    QString error;
    const auto next = Ww1CampaignRecorder(campaign).nextBattle(name, &error);
    if (!next) {
        if (prompter)
            prompter->showError(parent, tr("Next battle"), error);
        return nullptr;
    }
    if (status) {
        QStringList parts{tr("\"%1\" for its battle %2.").arg(next->force.name, QString::number(next->ordinal))};
        if (!next->groups.isEmpty())
            parts << next->groups.join(QLatin1String("; ")) + QLatin1Char('.');
        if (!next->surrendered.isEmpty())
            parts << tr("Prisoners, gone (A.4.2): %1.").arg(next->surrendered.join(QLatin1String(", ")));
        if (!next->lost.isEmpty())
            parts << tr("Groups with no one left: %1.").arg(next->lost.join(QLatin1String(", ")));
        parts << next->reading;
        *status = parts.join(QLatin1Char(' '));
    }
    return std::make_unique<Ww1State>(next->force);
}

QList<CampaignPage *> Ww1CampaignHooks::pages(CampaignDatabase *campaign, Prompter *prompter, QWidget *parent)
{
    Q_UNUSED(prompter);
    return {new Ww1CampaignPage(campaign, parent)};
}

std::optional<CampaignVerbSet> Ww1CampaignHooks::verbs() { return Ww1CampaignVerbs::verbSet(); }

} // namespace md::ww1
