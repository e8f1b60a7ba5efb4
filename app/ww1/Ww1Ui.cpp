#include "ww1/Ww1Ui.h"

#include "print/PrintDocument.h"
#include "system/RuleOptionsHtml.h"
#include "ww1/Ww1Options.h"
#include "ww1/Ww1State.h"
#include "ww1/Ww1Export.h"
#include "ww1/Ww1Workspace.h"
#include "ww1/campaign/Ww1CampaignHooks.h"
#include "ww1/cli/Ww1CommandLine.h"
#include "ww1/model/Ww1Templates.h"
#include "ww1/print/Ww1Printables.h"
#include "ww1/document/Ww1Document.h"
#include "ww1/document/Ww1Journal.h"

namespace md::ww1 {

QString Ww1Ui::ruleSystem() const { return QString::fromLatin1(Ww1Force::systemId); }

QList<NewChoice> Ww1Ui::templates() const
{
    QList<NewChoice> choices;
    for (const auto &row : Ww1Templates::keys())
        choices.append({row.first, Ww1Templates::label(row.first)});
    return choices;
}

std::unique_ptr<GameState> Ww1Ui::newState(const QString &templateKey) const
{
    if (templateKey.isEmpty()) {
        Ww1Force force;
        force.name = tr("New WW1 force");
        return std::make_unique<Ww1State>(std::move(force));
    }
    if (Ww1Templates::label(templateKey).isEmpty())
        return nullptr;
    return std::make_unique<Ww1State>(Ww1Templates::make(templateKey));
}

std::unique_ptr<GameDocument> Ww1Ui::makeDocument(std::unique_ptr<GameState> state) const
{
    return std::make_unique<Ww1Document>(std::move(state));
}

std::unique_ptr<SystemWorkspace> Ww1Ui::createWorkspace(const WorkspaceHost &host) const
{
    return std::make_unique<Ww1Workspace>(host);
}

QString Ww1Ui::rulesNotes() const
{
    const QString intro =
        tr("<h2>WW1 group and individual morale</h2>"
           "<p>Group morale is tested by a platoon or company when its casualties reach two (or 25 % above eight "
           "members), 50 % and 75 % of its starting members, each condition once (A.2.1, A.3.1). Individual morale "
           "is tested by a stand under fire for the first time, entering an enemy position or in its first "
           "hand-to-hand combat, with one 2d6 for every stand testing in the same square (A.3.3). All odds are "
           "exact fractions of the 36 ways two dice fall.</p>");
    const QString data =
        tr("<h3>The club's own data (A.6)</h3>"
           "<p>The rules do not give the casualty severities that count for morale, the tactical move distance, "
           "the small-arms proximity or the officers' seniority. These are the club's own entries in each force's "
           "settings. The program starts them with placeholder examples (walking wounded or worse count; a tactical "
           "move of 2 squares; small arms within 2 squares; Captain above Lieutenant above 2nd Lieutenant): "
           "they are not the rules, change them to your own.</p>");
    return intro + RuleOptionsHtml::html(Ww1Options::all()) + data;
}

PrintChoices Ww1Ui::printChoices() const { return Ww1Printables::choices(); }

std::unique_ptr<PrintDocument> Ww1Ui::printDocument(const PrintRequest &request, const GameState *state) const
{
    return Ww1Printables::document(request, state ? Ww1State::of(*state) : nullptr);
}

QString Ww1Ui::printFileName(const PrintRequest &request, const GameState *state) const
{
    return Ww1Printables::fileName(request, state ? Ww1State::of(*state) : nullptr);
}

ExportSpec Ww1Ui::exportSpec() const { return Ww1Export::spec(); }

bool Ww1Ui::exportTakesFile(const QString &document) const { return Ww1Export::takesFile(document); }

void Ww1Ui::parseExport(const QCommandLineParser &parser, const QString &document, const QString &file,
                        PrintRequest *request, const std::function<void(const QString &)> &fail) const
{
    Ww1Export::parse(parser, document, file, request, fail);
}

QList<Subcommand> Ww1Ui::subcommands() const { return Ww1CommandLine::subcommands(); }

std::optional<CampaignVerbSet> Ww1Ui::campaignVerbs() const { return Ww1CampaignHooks::verbs(); }

std::optional<QString> Ww1Ui::recordBattle(CampaignDatabase &campaign, const GameState &open, Prompter *prompter,
                                           Settings *settings, QWidget *parent) const
{
    const Ww1Force *force = Ww1State::of(open);
    if (!force)
        return std::nullopt;
    return Ww1CampaignHooks::recordBattle(campaign, *force, prompter, settings, parent);
}

std::unique_ptr<GameDocument> Ww1Ui::nextBattle(CampaignDatabase &campaign, const QString &name, Prompter *prompter,
                                                QWidget *parent, QString *status) const
{
    std::unique_ptr<GameState> state = Ww1CampaignHooks::nextBattle(campaign, name, prompter, parent, status);
    if (!state)
        return nullptr;
    return makeDocument(std::move(state));
}

QList<CampaignPage *> Ww1Ui::campaignPages(CampaignDatabase *campaign, Prompter *prompter, QWidget *parent) const
{
    return Ww1CampaignHooks::pages(campaign, prompter, parent);
}

QList<CampaignMenuAction> Ww1Ui::campaignMenuActions() const { return Ww1CampaignHooks::menuActions(); }

const StateJournal &Ww1Ui::journal() const
{
    static const Ww1Journal journal;
    return journal;
}

} // namespace md::ww1
