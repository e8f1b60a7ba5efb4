#include "fantasy/FanUi.h"

#include "fantasy/FanExport.h"
#include "fantasy/rules/FanOptions.h"
#include "fantasy/FanState.h"
#include "fantasy/FanWorkspace.h"
#include "fantasy/campaign/FanCampaignHooks.h"
#include "fantasy/cli/FanCommandLine.h"
#include "fantasy/document/FanDocument.h"
#include "fantasy/document/FanJournal.h"
#include "fantasy/print/FanPrintables.h"
#include "print/PrintDocument.h"
#include "system/RuleOptionsHtml.h"

namespace md::fantasy {

QString FanUi::ruleSystem() const { return QString::fromLatin1(FanBattle::systemId); }

namespace {
// File -> New lists every system's templates: the empty battle needs a key of its own.
const QString kEmptyBattle = QStringLiteral("fantasy-empty");
} // namespace

QList<NewChoice> FanUi::templates() const
{
    return {{kEmptyBattle, tr("Empty fantasy battle")}};
}

std::unique_ptr<GameState> FanUi::newState(const QString &templateKey) const
{
    if (!templateKey.isEmpty() && templateKey != kEmptyBattle)
        return nullptr;
    FanBattle battle;
    battle.name = tr("New fantasy battle");
    battle.sides[0].name = tr("Our army");
    battle.sides[1].name = tr("The enemy");
    return std::make_unique<FanState>(std::move(battle));
}

std::unique_ptr<GameDocument> FanUi::makeDocument(std::unique_ptr<GameState> state) const
{
    return std::make_unique<FanDocument>(std::move(state));
}

std::unique_ptr<SystemWorkspace> FanUi::createWorkspace(const WorkspaceHost &host) const
{
    return std::make_unique<FanWorkspace>(host);
}

QString FanUi::rulesNotes() const
{
    const QString intro =
        tr("<h2>Fantasy morale: BMV + D4 with race Profile Sheets</h2>"
           "<p>A unit tests its morale whenever something on its race's When to Test Morale list happens to it, "
           "in the rally round of phase 11 while it routs, as the target of a delayed Uncontrolled Advance, and "
           "after combat (C.2). Its losses, rounded down to 10 % of its starting figures, pick the Basic Morale "
           "Value from its class's row of the race's chart; the race's modifiers make the MMV; one D4 added gives "
           "the FMV, looked up in the class's Morale Results: Rout, Retire, Carry On or Uncontrolled Advance "
           "(C.3). Each face of the D4 is a quarter, so every odds shown is exact.</p>"
           "<p>Characters and skeletons never test; skeletons go the moment their controller is wounded or killed "
           "(C-14). A post-combat result, and a Retire obtained in phase 11, are carried out in phase 1 of the next "
           "turn (C.4).</p>");
    const QString data =
        tr("<h3>The club's own Profile Sheets (C.6)</h3>"
           "<p>The rules keep every number on the races' Profile Sheets, which are not part of them: the BMV chart, "
           "the modifiers, the trigger list and the Morale Results. Type your club's sheets in once (Profile Sheets "
           "tab), or import them from a file; a test is refused while a table it needs is empty, naming it. A "
           "battle keeps its own copy of each sheet with its revision, and every test in the log records which "
           "revision it used.</p>");
    return intro + RuleOptionsHtml::html(FanOptions::all()) + data;
}

PrintChoices FanUi::printChoices() const { return FanPrintables::choices(); }

std::unique_ptr<PrintDocument> FanUi::printDocument(const PrintRequest &request, const GameState *state) const
{
    return FanPrintables::document(request, state ? FanState::of(*state) : nullptr);
}

QString FanUi::printFileName(const PrintRequest &request, const GameState *state) const
{
    return FanPrintables::fileName(request, state ? FanState::of(*state) : nullptr);
}

ExportSpec FanUi::exportSpec() const { return FanExport::spec(); }

bool FanUi::exportTakesFile(const QString &document) const { return FanExport::takesFile(document); }

void FanUi::parseExport(const QCommandLineParser &parser, const QString &document, const QString &file,
                        PrintRequest *request, const std::function<void(const QString &)> &fail) const
{
    FanExport::parse(parser, document, file, request, fail);
}

QList<Subcommand> FanUi::subcommands() const { return FanCommandLine::subcommands(); }

std::optional<CampaignVerbSet> FanUi::campaignVerbs() const { return FanCampaignHooks::verbs(); }

std::optional<QString> FanUi::recordBattle(CampaignDatabase &campaign, const GameState &open, Prompter *prompter,
                                           Settings *settings, QWidget *parent) const
{
    const FanBattle *battle = FanState::of(open);
    if (!battle)
        return std::nullopt;
    return FanCampaignHooks::recordBattle(campaign, *battle, prompter, settings, parent);
}

std::unique_ptr<GameDocument> FanUi::nextBattle(CampaignDatabase &campaign, const QString &name, Prompter *prompter,
                                                QWidget *parent, QString *status) const
{
    std::unique_ptr<GameState> state = FanCampaignHooks::nextBattle(campaign, name, prompter, parent, status);
    if (!state)
        return nullptr;
    return makeDocument(std::move(state));
}

QList<CampaignPage *> FanUi::campaignPages(CampaignDatabase *campaign, Prompter *prompter, QWidget *parent) const
{
    return FanCampaignHooks::pages(campaign, prompter, parent);
}

const StateJournal &FanUi::journal() const
{
    static const FanJournal journal;
    return journal;
}

} // namespace md::fantasy
