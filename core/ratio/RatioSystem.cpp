#include "ratio/RatioSystem.h"

#include <QCoreApplication>
#include <QStringList>

#include "ratio/RatioState.h"
#include "ratio/io/BattlegroupBodyReader.h"
#include "ratio/io/BattlegroupWriter.h"
#include "ratio/io/FileFormat.h"
#include "ratio/RatioModifiers.h"
#include "ratio/RatioOptions.h"
#include "ratio/RatioSummary.h"
#include "ratio/RatioRolls.h"
#include "ratio/rules/RatioEngine.h"
#include "ratio/rules/StepParser.h"

namespace md::ratio {

RatioState::RatioState(QList<Battlegroup> sides)
    : m_sides(std::move(sides))
{
    if (m_sides.isEmpty())
        m_sides.append(Battlegroup{});
}

QString RatioState::name() const
{
    if (m_sides.size() == 1)
        return m_sides.constFirst().name;
    QStringList names;
    for (const Battlegroup &side : m_sides)
        names.append(side.name);
    //: The name of a game of two battlegroups, as in "3rd Rangers v Red Force".
    return names.join(QCoreApplication::translate("md::ratio::RatioState", " v "));
}

const RatioState *RatioState::stateOf(const GameState &state) { return dynamic_cast<const RatioState *>(&state); }

const Battlegroup *RatioState::of(const GameState &state)
{
    const auto *ratio = dynamic_cast<const RatioState *>(&state);
    return ratio ? &ratio->battlegroup() : nullptr;
}

Battlegroup *RatioState::of(GameState &state)
{
    auto *ratio = dynamic_cast<RatioState *>(&state);
    return ratio ? &ratio->battlegroup() : nullptr;
}

QString RatioSystem::systemId() { return FileFormat::ruleSystem; }

QString RatioSystem::displayName() const { return tr("Ratio morale"); }

int RatioSystem::currentFormat() const { return FileFormat::version; }

StateReadResult RatioSystem::read(const QJsonObject &root, const QByteArray &json, int format) const
{
    // Format 1 is the only one; anything else wrong with "format" is the body reader's first problem.
    Q_UNUSED(format)
    LoadResult loaded = BattlegroupBodyReader().read(root, json);
    StateReadResult result;
    result.problems = std::move(loaded.problems);
    if (result.problems.isEmpty() && loaded.isGame()) {
        auto state = std::make_unique<RatioState>(std::move(loaded.sides));
        state->setInitiative(loaded.initiative);
        result.state = std::move(state);
    } else if (result.problems.isEmpty() && loaded.battlegroup) {
        result.state = std::make_unique<RatioState>(std::move(*loaded.battlegroup));
    }
    return result;
}

QByteArray RatioSystem::write(const GameState &state) const
{
    // Another system's state writes nothing, and every saver refuses empty bytes (GameDocument::save).
    const RatioState *ratio = RatioState::stateOf(state);
    if (!ratio)
        return {};
    return ratio->isGame() ? BattlegroupWriter::gameToJson(ratio->sides(), ratio->initiative())
                           : BattlegroupWriter::toJson(ratio->battlegroup());
}

std::unique_ptr<GameState> RatioSystem::newState() const { return std::make_unique<RatioState>(); }

QList<RuleOption> RatioSystem::options() const
{
    return RatioOptions::all();
}

QList<Printable> RatioSystem::printables() const
{
    static const char *const context = "md::ratio::RatioSystem";
    return {
        {u"sheet"_qs, context, QT_TRANSLATE_NOOP("md::ratio::RatioSystem", "Battlegroup status sheet"), true},
        {u"blank-sheet"_qs, context, QT_TRANSLATE_NOOP("md::ratio::RatioSystem", "Blank status sheet"), false},
        {u"table"_qs, context, QT_TRANSLATE_NOOP("md::ratio::RatioSystem", "Morale Results Table"), false},
        {u"card"_qs, context, QT_TRANSLATE_NOOP("md::ratio::RatioSystem", "Quick-reference card"), false},
    };
}

RolledDice RatioSystem::rolls(const GameState &state) const
{
    const RatioState *s = RatioState::stateOf(state);
    return s ? RatioRolls::of(s->sides()) : RolledDice{};
}

QJsonObject RatioSystem::summary(const GameState &state) const
{
    if (const RatioState *game = RatioState::stateOf(state); game && game->isGame())
        return RatioSummary::gameJson(game->sides(), game->initiative());
    const Battlegroup *bg = RatioState::of(state);
    return bg ? RatioSummary::json(*bg) : RuleSystem::summary(state);
}

QString RatioSystem::validLine(const QString &fileName, const GameState &state) const
{
    if (const RatioState *game = RatioState::stateOf(state); game && game->isGame())
        return RatioSummary::gameValidLine(fileName, game->sides());
    const Battlegroup *bg = RatioState::of(state);
    return bg ? RatioSummary::validLine(fileName, *bg) : RuleSystem::validLine(fileName, state);
}

StepResult RatioSystem::playStep(GameState &state, const QString &text, DiceSource &dice) const
{
    Battlegroup *bg = RatioState::of(state);
    if (!bg)
        return {false, tr("not a ratio-morale battlegroup"), {}};
    // A game holds two sides, and the steps name no side: refused rather than played on one side unasked.
    if (static_cast<const RatioState &>(state).isGame())
        return {false, tr("this file is a game of two sides; `play` takes one battlegroup (export a side with "
                          "Play > Export side as… and play that)"), {}};
    QString error;
    const std::optional<ParsedStep> step = StepParser::parse(text, &error);
    if (!step)
        return {false, error, {}};
    // R5: a check names the player's own roll in its words ("check sq1-t2 7"); it is used only when the
    // result is not certain. Every other step rolls nothing: `dice` is there for systems whose steps roll.
    Q_UNUSED(dice)
    TypedDie typed(step->number);
    RatioEngine engine(*bg);
    const ActionResult result = StepParser::play(*step, engine, *bg, typed);
    if (!result.ok())
        return {false, result.error, {}};
    StepResult done {true, step->text, {}};
    for (const LogRecord &r : result.records) {
        if (r.event != LogEvent::Check)
            continue;
        // R5, R8: the need and the factors behind the roll, and what came of it.
        done.modifiers = RatioModifiers::ofCheck(r);
        done.message = tr("%1: %2").arg(step->text, enumDisplayName(r.outcome));
    }
    return done;
}

} // namespace md::ratio
