#include "ratio/campaign/RatioCampaignFlow.h"

#include "CampaignDatabase.h"
#include "ratio/campaign/RatioCampaignRecorder.h"
#include "base/Prompter.h"
#include "base/Settings.h"
#include "ratio/campaign/RatioReplacementsPage.h"
#include "ratio/campaign/RatioUnitLossesPage.h"
#include "ratio/campaign/ServiceRecordPanel.h"
#include "ratio/BattlegroupReader.h"
#include "ratio/campaign/CarryOver.h"

namespace md {

QString RatioCampaignFlow::gameRefusal(const QList<Battlegroup> &sides)
{
    for (qsizetype i = 0; i < sides.size(); ++i) {
        for (qsizetype j = i + 1; j < sides.size(); ++j) {
            const Battlegroup &a = sides.at(i);
            const Battlegroup &b = sides.at(j);
            if (a.name == b.name)
                return tr("Both sides of this game are named \"%1\": the campaign knows a battlegroup by its name. "
                          "Rename one side (its Name field) and record again.")
                    .arg(a.name);
            // R11: who held the field is decided between sides; one side cannot beat itself.
            if (CarryOver::sideKey(a) == CarryOver::sideKey(b))
                return tr("\"%1\" and \"%2\" both fight for the side \"%3\", so nobody could hold the field against "
                          "them (R11). Give one of them its own side (its Side field) and record again.")
                    .arg(a.name, b.name, CarryOver::sideKey(a));
        }
    }
    return {};
}

std::optional<QString> RatioCampaignFlow::recordBattle(CampaignDatabase &campaign, const QList<Battlegroup> &open,
                                                       Prompter *prompter, Settings *settings, QWidget *parent)
{
    Q_ASSERT(!open.isEmpty());
    QList<Battlegroup> sides = open;
    if (sides.size() > 1) {
        // A game holds both sides: R11 is decided between them, with no opponent's file to pick.
        if (const QString why = gameRefusal(sides); !why.isEmpty()) {
            prompter->showError(parent, tr("Battle not recorded"), why);
            return std::nullopt;
        }
    } else {
        // R11: who held the field needs both sides, so the opponent's file is asked for, but optional.
        const auto how = prompter->chooseOne(parent, tr("Record battle in campaign"),
                                             tr("Who held the field depends on both battlegroups (R11). Add the "
                                                "opponent's battlegroup file?"),
                                             {tr("Add the opponent's file…"), tr("Record this battlegroup alone")});
        if (!how || *how < 0)
            return std::nullopt;
        const QString opponent = *how == 0 ? prompter->openFileName(parent, settings->lastDirectory()) : QString();
        if (*how == 0 && opponent.isEmpty())
            return std::nullopt;
        if (!opponent.isEmpty()) {
            LoadResult loaded = BattlegroupReader::readFile(opponent);
            if (!loaded.ok()) {
                QStringList lines;
                for (const Problem &p : std::as_const(loaded.problems))
                    lines << p.toString();
                prompter->showError(parent, tr("Battle not recorded"),
                                    tr("The opponent's file %1 could not be read:\n%2").arg(opponent, lines.mid(0, 10).join(QLatin1Char('\n'))));
                return std::nullopt;
            }
            sides.append(*loaded.battlegroup);
        }
    }
    QString error;
    RatioCampaignRecorder recorder(campaign);
    if (open.size() > 1) {
        // A side already recorded as it ended this game (alone, or the game itself) would count its losses
        // and experience twice.
        for (const Battlegroup &bg : std::as_const(sides)) {
            const auto recorded = recorder.battleRecording(bg, &error);
            if (!recorded || *recorded > 0) {
                prompter->showError(parent, tr("Battle not recorded"),
                                    recorded ? tr("The side \"%1\" (battlegroup \"%2\") is already recorded as it ended this "
                                                  "game, in battle %3: record the game once.")
                                                   .arg(CarryOver::sideKey(bg), bg.name, QString::number(*recorded))
                                             : error);
                return std::nullopt;
            }
        }
    }
    const auto number = recorder.nextBattleNumber(&error);
    if (!number) {
        prompter->showError(parent, tr("Battle not recorded"), error);
        return std::nullopt;
    }
    // The battle's name goes on its record, in the campaign's lists and in the CSV files.
    const auto name = prompter->askText(parent, tr("Record battle in campaign"),
                                        tr("Name of the battle (for the campaign's lists):"), tr("Battle %1").arg(*number));
    if (!name)
        return std::nullopt;
    BattleInfo info;
    info.name = name->trimmed();
    const auto record = recorder.recordBattle(sides, info, &error);
    if (!record) {
        prompter->showError(parent, tr("Battle not recorded"), error);
        return std::nullopt;
    }
    return RatioCampaignRecorder::describe(*record).replace(QLatin1Char('\n'), QLatin1Char(' '));
}

std::optional<NextBattle> RatioCampaignFlow::nextBattle(CampaignDatabase &campaign, const QString &name,
                                                        Prompter *prompter, QWidget *parent)
{
    QString error;
    auto next = RatioCampaignRecorder(campaign).nextBattle(name, &error);
    if (!next)
        prompter->showError(parent, tr("Next battle"), error);
    return next;
}

QList<CampaignPage *> RatioCampaignFlow::pages(CampaignDatabase *campaign, Prompter *prompter, QWidget *parent)
{
    return {new ServiceRecordPanel(campaign, parent), new RatioReplacementsPage(campaign, prompter, parent),
            new RatioUnitLossesPage(campaign, parent)};
}

QString RatioCampaignFlow::summary(const NextBattle &next)
{
    QStringList parts{tr("%1, battle %2.").arg(next.battlegroup.name).arg(next.ordinal)};
    if (!next.returned.isEmpty())
        parts << tr("Returned: %1.").arg(next.returned.join(QStringLiteral(", ")));
    if (!next.survived.isEmpty())
        parts << tr("Crew back on foot (R10): %1.").arg(next.survived.join(QStringLiteral(", ")));
    if (!next.arrived.isEmpty())
        parts << tr("Replacements: %1.").arg(next.arrived.join(QStringLiteral(", ")));
    if (!next.promoted.isEmpty())
        parts << tr("Now seasoned (R8): %1.").arg(next.promoted.join(QStringLiteral(", ")));
    if (!next.lost.isEmpty())
        parts << tr("Lost for good: %n piece(s).", nullptr, static_cast<int>(next.lost.size()));
    return parts.join(QLatin1Char(' '));
}

} // namespace md
