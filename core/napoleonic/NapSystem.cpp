#include "napoleonic/NapSystem.h"

#include "napoleonic/NapOptions.h"
#include "napoleonic/NapRolls.h"
#include "napoleonic/NapState.h"
#include "napoleonic/NapSummary.h"
#include "napoleonic/io/NapBodyReader.h"
#include "napoleonic/io/NapWriter.h"
#include "napoleonic/model/NapFileLimits.h"
#include "napoleonic/rules/NapStepParser.h"

using namespace Qt::StringLiterals;

namespace md::nap {

QString NapSystem::systemId() { return QString::fromLatin1(NapBattle::systemId); }

QString NapSystem::displayName() const { return tr("Napoleonic CMR and army morale fatigue"); }

int NapSystem::currentFormat() const { return NapFileLimits::version; }

StateReadResult NapSystem::read(const QJsonObject &root, const QByteArray &json, int format) const
{
    // Format 1 is the only one; anything else wrong with "format" is the body reader's first problem.
    Q_UNUSED(format)
    NapLoadResult loaded = NapBodyReader().read(root, json);
    StateReadResult result;
    result.problems = std::move(loaded.problems);
    if (result.problems.isEmpty() && loaded.battle)
        result.state = std::make_unique<NapState>(std::move(*loaded.battle));
    return result;
}

QByteArray NapSystem::write(const GameState &state) const
{
    // Another system's state writes nothing, and every saver refuses empty bytes.
    const NapBattle *battle = NapState::of(state);
    return battle ? NapWriter::toJson(*battle) : QByteArray();
}

std::unique_ptr<GameState> NapSystem::newState() const { return std::make_unique<NapState>(); }

QList<RuleOption> NapSystem::options() const { return NapOptions::all(); }

QList<Printable> NapSystem::printables() const
{
    static const char *const context = "md::nap::NapSystem";
    return {
        {u"sheet"_s, context, QT_TRANSLATE_NOOP("md::nap::NapSystem", "Napoleonic morale sheet"), true},
        {u"blank-sheet"_s, context, QT_TRANSLATE_NOOP("md::nap::NapSystem", "Blank Napoleonic morale sheet"), false},
        {u"card"_s, context, QT_TRANSLATE_NOOP("md::nap::NapSystem", "Napoleonic quick-reference card"), false},
    };
}

StepResult NapSystem::playStep(GameState &state, const QString &step, DiceSource &dice) const
{
    NapBattle *battle = NapState::of(state);
    if (!battle)
        return {false, tr("not a Napoleonic battle"), {}};
    const NapStepParser::Result r = NapStepParser::run(*battle, step, dice);
    if (!r.error.isEmpty())
        return {false, r.error, {}};
    return {true, r.lines.join(u'\n'), {}};
}

RolledDice NapSystem::rolls(const GameState &state) const
{
    const NapBattle *battle = NapState::of(state);
    return battle ? NapRolls::of(*battle) : RolledDice{};
}

QJsonObject NapSystem::summary(const GameState &state) const
{
    const NapBattle *battle = NapState::of(state);
    return battle ? NapSummary::json(*battle) : RuleSystem::summary(state);
}

QString NapSystem::validLine(const QString &fileName, const GameState &state) const
{
    const NapBattle *battle = NapState::of(state);
    return battle ? NapSummary::validLine(fileName, *battle) : RuleSystem::validLine(fileName, state);
}

} // namespace md::nap
