#include "napoleonic/NapUi.h"

#include "napoleonic/NapExport.h"
#include "napoleonic/NapOptions.h"
#include "napoleonic/NapState.h"
#include "napoleonic/NapWorkspace.h"
#include "napoleonic/document/NapDocument.h"
#include "napoleonic/campaign/NapCampaignHooks.h"
#include "napoleonic/cli/NapCommandLine.h"
#include "napoleonic/document/NapJournal.h"
#include "napoleonic/model/NapTemplates.h"
#include "napoleonic/print/NapPrintables.h"
#include "print/PrintDocument.h"
#include "system/RuleOptionsHtml.h"

namespace md::nap {

QString NapUi::ruleSystem() const { return QString::fromLatin1(NapBattle::systemId); }

namespace {
// File -> New lists every system's templates: the empty battle needs a key of its own.
const QString kEmptyBattle = QStringLiteral("napoleonic-empty");
} // namespace

QList<NewChoice> NapUi::templates() const
{
    // File -> New has a submenu per system, so the labels need not say Napoleonic.
    QList<NewChoice> choices{{kEmptyBattle, tr("Empty Napoleonic battle")}};
    for (const auto &[key, label] : NapTemplates::keys())
        choices.append({key, NapTemplates::label(key)});
    return choices;
}

std::unique_ptr<GameState> NapUi::newState(const QString &templateKey) const
{
    if (templateKey.isEmpty() || templateKey == kEmptyBattle) {
        NapBattle battle;
        battle.name = tr("New Napoleonic battle");
        return std::make_unique<NapState>(std::move(battle));
    }
    if (NapTemplates::label(templateKey).isEmpty())
        return nullptr;
    return std::make_unique<NapState>(NapTemplates::make(templateKey));
}

std::unique_ptr<GameDocument> NapUi::makeDocument(std::unique_ptr<GameState> state) const
{
    return std::make_unique<NapDocument>(std::move(state));
}

std::unique_ptr<SystemWorkspace> NapUi::createWorkspace(const WorkspaceHost &host) const
{
    return std::make_unique<NapWorkspace>(host);
}

QString NapUi::rulesNotes() const
{
    const QString intro =
        tr("<h2>Napoleonic unit morale and army morale fatigue</h2>"
           "<p>A unit tests its morale when it loses figures or cannon to fire, sees a friendly formed unit rout "
           "within 2\", receives Shock Combat and in the other circumstances of B.2: at once, or collected and "
           "taken in order when the phase completes. One d10 against the unit's current CMR with the situational "
           "adjustments of the 15.54 chart: at or under it passes, 1-4 over disorders, 5 or more over routs "
           "(B.3.4). Each army counts its Morale Fatigue Points in the Army Morale Fatigue Phase; past its total "
           "it is demoralized and every CMR falls each hourly turn (B.4.7). All odds are exact tenths.</p>");
    const QString data =
        tr("<h3>The club's own data (B.6)</h3>"
           "<p>The rules do not give the terrain chart, the officers' morale benefits, the phase order, which "
           "turns are hourly or the illegible line of the chart. These are the club's own entries in each "
           "battle's settings; the program starts them with placeholder examples. They are not the rules: "
           "change them to your own.</p>");
    return intro + RuleOptionsHtml::html(NapOptions::all()) + data;
}

PrintChoices NapUi::printChoices() const { return NapPrintables::choices(); }

std::unique_ptr<PrintDocument> NapUi::printDocument(const PrintRequest &request, const GameState *state) const
{
    return NapPrintables::document(request, state ? NapState::of(*state) : nullptr);
}

QString NapUi::printFileName(const PrintRequest &request, const GameState *state) const
{
    return NapPrintables::fileName(request, state ? NapState::of(*state) : nullptr);
}

ExportSpec NapUi::exportSpec() const { return NapExport::spec(); }

bool NapUi::exportTakesFile(const QString &document) const { return NapExport::takesFile(document); }

void NapUi::parseExport(const QCommandLineParser &parser, const QString &document, const QString &file,
                        PrintRequest *request, const std::function<void(const QString &)> &fail) const
{
    NapExport::parse(parser, document, file, request, fail);
}

QList<Subcommand> NapUi::subcommands() const { return NapCommandLine::subcommands(); }

std::optional<CampaignVerbSet> NapUi::campaignVerbs() const { return NapCampaignHooks::verbs(); }

std::optional<QString> NapUi::recordBattle(CampaignDatabase &campaign, const GameState &open, Prompter *prompter,
                                           Settings *settings, QWidget *parent) const
{
    const NapBattle *battle = NapState::of(open);
    if (!battle)
        return std::nullopt;
    return NapCampaignHooks::recordBattle(campaign, *battle, prompter, settings, parent);
}

std::unique_ptr<GameDocument> NapUi::nextBattle(CampaignDatabase &campaign, const QString &name, Prompter *prompter,
                                                QWidget *parent, QString *status) const
{
    std::unique_ptr<GameState> state = NapCampaignHooks::nextBattle(campaign, name, prompter, parent, status);
    if (!state)
        return nullptr;
    return makeDocument(std::move(state));
}

QList<CampaignPage *> NapUi::campaignPages(CampaignDatabase *campaign, Prompter *prompter, QWidget *parent) const
{
    return NapCampaignHooks::pages(campaign, prompter, parent);
}

const StateJournal &NapUi::journal() const
{
    static const NapJournal journal;
    return journal;
}

} // namespace md::nap
