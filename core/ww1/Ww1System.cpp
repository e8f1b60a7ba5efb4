#include "ww1/Ww1System.h"

#include "ww1/Ww1Options.h"
#include "ww1/Ww1State.h"
#include "ww1/Ww1Summary.h"
#include "ww1/Ww1Rolls.h"
#include "ww1/io/Ww1BodyReader.h"
#include "ww1/model/Ww1FileLimits.h"
#include "ww1/io/Ww1Writer.h"
#include "ww1/rules/Ww1StepParser.h"

using namespace Qt::StringLiterals;

namespace md::ww1 {

QString Ww1System::systemId() { return QString::fromLatin1(Ww1Force::systemId); }

QString Ww1System::displayName() const { return tr("WW1 group and individual morale"); }

int Ww1System::currentFormat() const { return Ww1FileLimits::version; }

StateReadResult Ww1System::read(const QJsonObject &root, const QByteArray &json, int format) const
{
    // Format 1 is the only one; anything else wrong with "format" is the body reader's first problem.
    Q_UNUSED(format)
    Ww1LoadResult loaded = Ww1BodyReader().read(root, json);
    StateReadResult result;
    result.problems = std::move(loaded.problems);
    if (result.problems.isEmpty() && loaded.force)
        result.state = std::make_unique<Ww1State>(std::move(*loaded.force));
    return result;
}

QByteArray Ww1System::write(const GameState &state) const
{
    // Another system's state writes nothing, and every saver refuses empty bytes.
    const Ww1Force *force = Ww1State::of(state);
    return force ? Ww1Writer::toJson(*force) : QByteArray();
}

std::unique_ptr<GameState> Ww1System::newState() const { return std::make_unique<Ww1State>(); }

QList<RuleOption> Ww1System::options() const { return Ww1Options::all(); }

QList<Printable> Ww1System::printables() const
{
    static const char *const context = "md::ww1::Ww1System";
    return {
        {u"sheet"_s, context, QT_TRANSLATE_NOOP("md::ww1::Ww1System", "WW1 morale sheet"), true},
        {u"blank-sheet"_s, context, QT_TRANSLATE_NOOP("md::ww1::Ww1System", "Blank WW1 morale sheet"), false},
        {u"card"_s, context, QT_TRANSLATE_NOOP("md::ww1::Ww1System", "WW1 quick-reference card"), false},
    };
}

StepResult Ww1System::playStep(GameState &state, const QString &step, DiceSource &dice) const
{
    Ww1Force *force = Ww1State::of(state);
    if (!force)
        return {false, tr("not a WW1 force"), {}};
    return Ww1StepParser::run(*force, step, dice);
}

RolledDice Ww1System::rolls(const GameState &state) const
{
    const Ww1Force *force = Ww1State::of(state);
    return force ? Ww1Rolls::of(*force) : RolledDice{};
}

QJsonObject Ww1System::summary(const GameState &state) const
{
    const Ww1Force *force = Ww1State::of(state);
    return force ? Ww1Summary::json(*force) : RuleSystem::summary(state);
}

QString Ww1System::validLine(const QString &fileName, const GameState &state) const
{
    const Ww1Force *force = Ww1State::of(state);
    return force ? Ww1Summary::validLine(fileName, *force) : RuleSystem::validLine(fileName, state);
}

} // namespace md::ww1
