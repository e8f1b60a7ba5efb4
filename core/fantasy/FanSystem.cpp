#include "fantasy/FanSystem.h"

#include "fantasy/rules/FanOptions.h"
#include "fantasy/FanRolls.h"
#include "fantasy/FanState.h"
#include "fantasy/FanSummary.h"
#include "fantasy/io/FanBattleReader.h"
#include "fantasy/io/FanBattleWriter.h"
#include "fantasy/rules/FanStepParser.h"

using namespace Qt::StringLiterals;

namespace md::fantasy {

QString FanSystem::systemId() { return QString::fromLatin1(FanBattle::systemId); }

QString FanSystem::displayName() const { return tr("Fantasy BMV + D4 with race Profile Sheets"); }

int FanSystem::currentFormat() const { return FanBattleReader::currentFormat; }

StateReadResult FanSystem::read(const QJsonObject &root, const QByteArray &json, int format) const
{
    // Format 1 is the only one; anything else wrong with "format" is the body reader's first problem.
    Q_UNUSED(format)
    FanLoadResult loaded = FanBattleReader::read(root, json);
    StateReadResult result;
    result.problems = std::move(loaded.problems);
    if (result.problems.isEmpty() && loaded.battle)
        result.state = std::make_unique<FanState>(std::move(*loaded.battle));
    return result;
}

QByteArray FanSystem::write(const GameState &state) const
{
    // Another system's state writes nothing, and every saver refuses empty bytes.
    const FanBattle *battle = FanState::of(state);
    return battle ? FanBattleWriter::toJson(*battle) : QByteArray();
}

std::unique_ptr<GameState> FanSystem::newState() const
{
    FanBattle battle;
    battle.sides[0].name = tr("Our army");
    battle.sides[1].name = tr("The enemy");
    return std::make_unique<FanState>(std::move(battle));
}

QList<RuleOption> FanSystem::options() const { return FanOptions::all(); }

QList<Printable> FanSystem::printables() const
{
    static const char *const context = "md::fantasy::FanSystem";
    return {
        {u"sheet"_s, context, QT_TRANSLATE_NOOP("md::fantasy::FanSystem", "Fantasy army morale sheet"), true},
        {u"blank-sheet"_s, context, QT_TRANSLATE_NOOP("md::fantasy::FanSystem", "Blank fantasy army morale sheet"), false},
        {u"profile-sheet"_s, context, QT_TRANSLATE_NOOP("md::fantasy::FanSystem", "Race Profile Sheet"), true},
        {u"blank-profile-sheet"_s, context, QT_TRANSLATE_NOOP("md::fantasy::FanSystem", "Blank Race Profile Sheet"), false},
        {u"odds-table"_s, context, QT_TRANSLATE_NOOP("md::fantasy::FanSystem", "Morale Results odds by MMV"), true},
    };
}

StepResult FanSystem::playStep(GameState &state, const QString &step, DiceSource &dice) const
{
    FanBattle *battle = FanState::of(state);
    if (!battle)
        return {false, tr("not a fantasy battle"), {}};
    const FanStepParser::Result r = FanStepParser::run(*battle, step, dice);
    if (!r.error.isEmpty())
        return {false, r.error, {}};
    return {true, r.lines.join(u'\n'), {}};
}

RolledDice FanSystem::rolls(const GameState &state) const
{
    const FanBattle *battle = FanState::of(state);
    return battle ? FanRolls::of(*battle) : RolledDice{};
}

QJsonObject FanSystem::summary(const GameState &state) const
{
    const FanBattle *battle = FanState::of(state);
    return battle ? FanSummary::json(*battle) : RuleSystem::summary(state);
}

QString FanSystem::validLine(const QString &fileName, const GameState &state) const
{
    const FanBattle *battle = FanState::of(state);
    return battle ? FanSummary::validLine(fileName, *battle) : RuleSystem::validLine(fileName, state);
}

} // namespace md::fantasy
