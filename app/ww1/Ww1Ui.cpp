#include "ww1/Ww1Ui.h"

#include "print/PrintDocument.h"
#include "system/RuleOptionsHtml.h"
#include "ww1/Ww1Options.h"
#include "ww1/Ww1State.h"
#include "ww1/Ww1Workspace.h"
#include "ww1/document/Ww1Document.h"
#include "ww1/document/Ww1Journal.h"

namespace md::ww1 {

QString Ww1Ui::ruleSystem() const { return QString::fromLatin1(Ww1Force::systemId); }

QList<NewChoice> Ww1Ui::templates() const
{
    // WIRED AT MERGE: "section", "platoon", "company" from Ww1Templates::keys() (app/ww1/editors/).
    return {};
}

std::unique_ptr<GameState> Ww1Ui::newState(const QString &templateKey) const
{
    // WIRED AT MERGE: Ww1Templates::make(templateKey) for the templates; an empty key is the empty force.
    if (!templateKey.isEmpty())
        return nullptr;
    Ww1Force force;
    force.name = tr("New WW1 force");
    return std::make_unique<Ww1State>(std::move(force));
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

// WIRED AT MERGE: the printables (app/ww1/print/).
PrintChoices Ww1Ui::printChoices() const { return {}; }

// WIRED AT MERGE
std::unique_ptr<PrintDocument> Ww1Ui::printDocument(const PrintRequest &, const GameState *) const { return nullptr; }

// WIRED AT MERGE
QString Ww1Ui::printFileName(const PrintRequest &, const GameState *state) const
{
    return (state ? state->name() : QString()) + QStringLiteral(".pdf");
}

// WIRED AT MERGE
ExportSpec Ww1Ui::exportSpec() const { return {}; }

// WIRED AT MERGE
bool Ww1Ui::exportTakesFile(const QString &) const { return false; }

// WIRED AT MERGE
void Ww1Ui::parseExport(const QCommandLineParser &, const QString &, const QString &, PrintRequest *,
                        const std::function<void(const QString &)> &fail) const
{
    fail(tr("WW1 export: not yet"));
}

const StateJournal &Ww1Ui::journal() const
{
    static const Ww1Journal journal;
    return journal;
}

} // namespace md::ww1
