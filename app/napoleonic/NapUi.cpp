#include "napoleonic/NapUi.h"

#include "napoleonic/NapState.h"
#include "napoleonic/NapWorkspace.h"
#include "napoleonic/document/NapDocument.h"
#include "napoleonic/document/NapJournal.h"
#include "print/PrintDocument.h"

namespace md::nap {

QString NapUi::ruleSystem() const { return QString::fromLatin1(NapBattle::systemId); }

namespace {
// File -> New lists every system's templates: the empty battle needs a key of its own.
const QString kEmptyBattle = QStringLiteral("napoleonic-empty");
} // namespace

QList<NewChoice> NapUi::templates() const { return {{kEmptyBattle, tr("Empty Napoleonic battle")}}; }

std::unique_ptr<GameState> NapUi::newState(const QString &templateKey) const
{
    if (!templateKey.isEmpty() && templateKey != kEmptyBattle)
        return nullptr;
    NapBattle battle;
    battle.name = tr("New Napoleonic battle");
    return std::make_unique<NapState>(std::move(battle));
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
    return intro + data;
}

PrintChoices NapUi::printChoices() const { return {}; }

std::unique_ptr<PrintDocument> NapUi::printDocument(const PrintRequest &, const GameState *) const { return nullptr; }

QString NapUi::printFileName(const PrintRequest &, const GameState *) const { return {}; }

ExportSpec NapUi::exportSpec() const { return {}; }

bool NapUi::exportTakesFile(const QString &) const { return false; }

void NapUi::parseExport(const QCommandLineParser &, const QString &document, const QString &, PrintRequest *,
                        const std::function<void(const QString &)> &fail) const
{
    fail(tr("Nothing of a Napoleonic battle exports as \"%1\".").arg(document));
}

const StateJournal &NapUi::journal() const
{
    static const NapJournal journal;
    return journal;
}

} // namespace md::nap
