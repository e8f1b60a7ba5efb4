#include "ratio/RatioUi.h"

#include "ratio/RatioState.h"
#include "ratio/RatioSystem.h"
#include "ratio/RatioWorkspace.h"
#include "ratio/document/BattlegroupDocument.h"
#include "ratio/document/BattlegroupJournal.h"
#include "ratio/editors/UnitTemplates.h"
#include "ratio/print/BlankSheetDocument.h"
#include "ratio/print/FilledSheetDocument.h"
#include "ratio/print/GameSheetDocument.h"
#include "ratio/print/MoraleTableDocument.h"
#include "ratio/print/ReferenceCardDocument.h"
#include "ratio/RulesNotes.h"
#include "ratio/campaign/RatioCampaignFlow.h"
#include "ratio/campaign/RatioCampaignVerbs.h"
#include "ratio/campaign/RatioReplacementsPage.h"
#include "ratio/cli/PlaySubcommand.h"
#include "ratio/cli/RatioCommandLine.h"
#include "systems/BuiltInSystems.h"

#include <QCommandLineParser>
#include <QHash>

namespace md::ratio {

namespace {
// RatioSystem::printables()' keys.
const QString kSheet = QStringLiteral("sheet");
const QString kBlankSheet = QStringLiteral("blank-sheet");
const QString kTable = QStringLiteral("table");
const QString kCard = QStringLiteral("card");
// The print options' keys, and the export's words for them.
const QString kUnits = QStringLiteral("units");
const QString kFrom = QStringLiteral("from");
const QString kTo = QStringLiteral("to");
const QString kBlank = QStringLiteral("blank");

std::optional<int> intOption(const QCommandLineParser &parser, const QString &name, int min, int max,
                             const std::function<void(const QString &)> &fail)
{
    if (!parser.isSet(name))
        return std::nullopt;
    const QString text = parser.value(name);
    bool ok = false;
    const int value = text.trimmed().toInt(&ok);
    if (!ok || value < min || value > max) {
        fail(RatioUi::tr("--%1 must be a whole number from %2 to %3, not \"%4\"").arg(name).arg(min).arg(max).arg(text));
        return std::nullopt;
    }
    return value;
}

void refuse(const QCommandLineParser &parser, const QStringList &names, const QString &document,
            const std::function<void(const QString &)> &fail)
{
    for (const QString &n : names) {
        if (parser.isSet(n))
            fail(RatioUi::tr("--%1 does not apply to \"export %2\"").arg(n, document));
    }
}

const Battlegroup *battlegroupOf(const GameState *state) { return state ? RatioState::of(*state) : nullptr; }
} // namespace

QString RatioUi::ruleSystem() const { return RatioSystem::systemId(); }

QList<NewChoice> RatioUi::templates() const
{
    const QStringList keys = battlegroupTemplateKeys();
    const QStringList names = battlegroupTemplateNames();
    QList<NewChoice> choices;
    for (int i = 0; i < keys.size(); ++i)
        choices.append({keys.at(i), names.value(i, keys.at(i))});
    return choices;
}

std::unique_ptr<GameState> RatioUi::newState(const QString &templateKey) const
{
    return std::make_unique<RatioState>(newBattlegroup(templateKey.isEmpty() ? QStringLiteral("empty") : templateKey));
}

std::unique_ptr<GameDocument> RatioUi::makeDocument(std::unique_ptr<GameState> state) const
{
    return std::make_unique<BattlegroupDocument>(std::move(state));
}

std::unique_ptr<SystemWorkspace> RatioUi::createWorkspace(const WorkspaceHost &host) const
{
    return std::make_unique<RatioWorkspace>(host);
}

PrintChoices RatioUi::printChoices() const
{
    PrintChoices choices;
    const QHash<QString, QString> labels{
        {kSheet, tr("Filled status sheet of this battlegroup")},
        {kBlankSheet, tr("Blank status sheet")},
        {kTable, tr("Morale Results Table")},
        {kCard, tr("Quick-reference card")},
    };
    const RuleSystem *system = ruleSystems().find(ruleSystem());
    for (const Printable &p : system ? system->printables() : QList<Printable>())
        choices.documents.append({p.key, labels.value(p.key, p.displayLabel())});
    choices.options = {
        {kUnits, tr("Blank &spaces of each kind:"), tr("Blank spaces of each kind"), 1, BlankSheetDocument::maxUnits,
         BlankSheetDocument::defaultUnits, {kBlankSheet}, {}},
        {kFrom, tr("Table levels &from:"), tr("First starting level"), 1, MoraleTableDocument::maxLevel, 1, {kTable}, {}},
        {kTo, tr("Table levels &to:"), tr("Last starting level"), 1, MoraleTableDocument::maxLevel, 20, {kTable}, kFrom},
    };
    return choices;
}

std::unique_ptr<PrintDocument> RatioUi::printDocument(const PrintRequest &request, const GameState *state) const
{
    const QString &key = request.printable;
    if (key == kBlankSheet)
        return std::make_unique<BlankSheetDocument>(request.option(kUnits, BlankSheetDocument::defaultUnits));
    if (key == kTable)
        return std::make_unique<MoraleTableDocument>(request.option(kFrom, 1), request.option(kTo, 20));
    if (key == kCard)
        return std::make_unique<ReferenceCardDocument>();
    // A game prints both sides' sheets, each from a new page (R12).
    if (const RatioState *ratio = state ? RatioState::stateOf(*state) : nullptr; ratio && ratio->isGame())
        return std::make_unique<GameSheetDocument>(ratio->sides());
    const Battlegroup *battlegroup = battlegroupOf(state);
    return std::make_unique<FilledSheetDocument>(battlegroup ? *battlegroup : Battlegroup{});
}

QString RatioUi::printFileName(const PrintRequest &request, const GameState *state) const
{
    const QString &key = request.printable;
    if (key == kBlankSheet)
        return QStringLiteral("blank status sheet.pdf");
    if (key == kTable)
        return QStringLiteral("morale results table %1-%2.pdf").arg(request.option(kFrom, 1)).arg(request.option(kTo, 20));
    if (key == kCard)
        return QStringLiteral("morale reference card.pdf");
    return (state ? state->name() : QString()) + QStringLiteral(" - status sheet.pdf");
}

ExportSpec RatioUi::exportSpec() const
{
    ExportSpec spec;
    spec.description =
        tr("Exports a printable PDF (real, searchable text):\n"
           "  sheet --blank [--units N]   a blank battlegroup status sheet with N spaces of each kind (default %1)\n"
           "  sheet FILE                  the status sheet filled from a battlegroup file\n"
           "  table [--from A] [--to B]   the Morale Results Table for starting levels A to B (default 1 to 20)\n"
           "  card                        the quick-reference card")
            .arg(BlankSheetDocument::defaultUnits);
    spec.documents = {kSheet, kTable, kCard};
    spec.fileHelp = tr("For sheet: the battlegroup file.");
    spec.options = {
        {kBlank, tr("sheet: a blank sheet instead of one filled from a file.")},
        {kUnits, tr("sheet --blank: spaces for N units of each kind (1-%1).").arg(BlankSheetDocument::maxUnits), QStringLiteral("N")},
        {kFrom, tr("table: first starting level (1-%1, default 1).").arg(MoraleTableDocument::maxLevel), QStringLiteral("A")},
        {kTo, tr("table: last starting level (1-%1, default 20).").arg(MoraleTableDocument::maxLevel), QStringLiteral("B")},
    };
    return spec;
}

QString RatioUi::rulesNotes() const { return RulesNotes::html(); }

bool RatioUi::exportTakesFile(const QString &document) const { return document == kSheet; }

void RatioUi::parseExport(const QCommandLineParser &parser, const QString &document, const QString &file,
                          PrintRequest *request, const std::function<void(const QString &)> &fail) const
{
    request->printable = document;
    if (document == kSheet) {
        refuse(parser, {kFrom, kTo}, document, fail);
        const bool blank = parser.isSet(kBlank);
        if (blank && !file.isEmpty())
            fail(tr("give either --blank or a battlegroup file, not both"));
        else if (!blank && file.isEmpty())
            fail(tr("give --blank or a battlegroup file"));
        if (!blank && parser.isSet(kUnits))
            fail(tr("--units goes with --blank"));
        const int units = intOption(parser, kUnits, 1, BlankSheetDocument::maxUnits, fail).value_or(BlankSheetDocument::defaultUnits);
        if (blank) {
            request->printable = kBlankSheet;
            request->options.insert(kUnits, units);
        }
    } else if (document == kTable) {
        refuse(parser, {kBlank, kUnits}, document, fail);
        const int from = intOption(parser, kFrom, 1, MoraleTableDocument::maxLevel, fail).value_or(1);
        const int to = intOption(parser, kTo, 1, MoraleTableDocument::maxLevel, fail).value_or(20);
        if (to < from)
            fail(tr("--to (%1) must not be below --from (%2)").arg(to).arg(from));
        request->options.insert(kFrom, from);
        request->options.insert(kTo, to);
    } else {
        refuse(parser, {kBlank, kUnits, kFrom, kTo}, document, fail);
    }
}

const StateJournal &RatioUi::journal() const
{
    static const BattlegroupJournal journal;
    return journal;
}

std::optional<QString> RatioUi::recordBattle(CampaignDatabase &campaign, const GameState &open, Prompter *prompter,
                                             Settings *settings, QWidget *parent) const
{
    // A game records both its sides as one battle (R11); a single battlegroup file its one.
    const RatioState *state = RatioState::stateOf(open);
    Q_ASSERT(state);
    return RatioCampaignFlow::recordBattle(campaign, state->sides(), prompter, settings, parent);
}

std::unique_ptr<GameDocument> RatioUi::nextBattle(CampaignDatabase &campaign, const QString &name, Prompter *prompter,
                                                  QWidget *parent, QString *status) const
{
    const auto next = RatioCampaignFlow::nextBattle(campaign, name, prompter, parent);
    if (!next)
        return nullptr;
    if (status)
        *status = RatioCampaignFlow::summary(*next);
    return std::make_unique<BattlegroupDocument>(next->battlegroup);
}

QList<CampaignPage *> RatioUi::campaignPages(CampaignDatabase *campaign, Prompter *prompter, QWidget *parent) const
{
    return RatioCampaignFlow::pages(campaign, prompter, parent);
}

QList<Subcommand> RatioUi::subcommands() const
{
    // Its rules tables and calculators: Qt Core only. The top-level --help lists each with its line.
    const auto calculator = [this](const QString &name, const QString &summary) {
        return Subcommand{name, false, Subcommand::Output::ForScripts, &RatioCommandLine::run, ruleSystem(), summary};
    };
    QList<Subcommand> list{
        calculator(QStringLiteral("table"), tr("print the Morale Results Table")),
        calculator(QStringLiteral("check"), tr("assess one morale check")),
        calculator(QStringLiteral("crew"), tr("surviving crew of an abandoned vehicle (R10)")),
    };
    Q_ASSERT(RatioCommandLine::subcommands() == (QStringList{list.at(0).name, list.at(1).name, list.at(2).name}));
    // Play steps go through the window's own undo commands, which need no window either. Its file says
    // whose `play` it is where another system has one too.
    list.append({PlaySubcommand::name(), false, Subcommand::Output::ForScripts, &PlaySubcommand::run, ruleSystem(),
                 tr("play steps on a battlegroup file headless (casualties, checks with given dice, end of turn …)"),
                 true});
    return list;
}

std::optional<CampaignVerbSet> RatioUi::campaignVerbs() const { return RatioCampaignVerbs::verbSet(); }

QList<CampaignMenuAction> RatioUi::campaignMenuActions() const
{
    // R12: the replacements page's dialog.
    return {{RatioReplacementsPage::addReplacementsAction(), tr("Add &replacements…")}};
}

} // namespace md::ratio
