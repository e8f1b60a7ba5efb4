#include "ratio/RatioSystem.h"

#include "ratio/RatioState.h"
#include "ratio/io/BattlegroupReader.h"
#include "ratio/io/BattlegroupWriter.h"
#include "ratio/io/FileFormat.h"

namespace md::ratio {

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
    Q_UNUSED(root)
    Q_UNUSED(format)
    // TODO(seam): read from the parsed root instead of parsing again.
    LoadResult loaded = BattlegroupReader::fromJson(json);
    StateReadResult result;
    result.problems = loaded.problems;
    if (loaded.ok())
        result.state = std::make_unique<RatioState>(std::move(*loaded.battlegroup));
    return result;
}

QByteArray RatioSystem::write(const GameState &state) const
{
    const Battlegroup *bg = RatioState::of(state);
    Q_ASSERT(bg);
    return bg ? BattlegroupWriter::toJson(*bg) : QByteArray();
}

std::unique_ptr<GameState> RatioSystem::newState() const { return std::make_unique<RatioState>(); }

QList<RuleOption> RatioSystem::options() const
{
    static const char *const context = "md::ratio::RatioSystem";
    return {
        {u"leaders"_qs, context, QT_TRANSLATE_NOOP("md::ratio::RatioSystem", "Leaders"), u"R2"_qs, false},
        {u"bailedCrew"_qs, context, QT_TRANSLATE_NOOP("md::ratio::RatioSystem", "Bailed crew"), u"R10"_qs, false},
        {u"moraleClasses"_qs, context, QT_TRANSLATE_NOOP("md::ratio::RatioSystem", "Morale classes"), u"R8"_qs, false},
        {u"experience"_qs, context, QT_TRANSLATE_NOOP("md::ratio::RatioSystem", "Experience"), u"R8"_qs, false},
        {u"nbc"_qs, context, QT_TRANSLATE_NOOP("md::ratio::RatioSystem", "Psychological effects / NBC"), u"R8a"_qs, false},
    };
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

StepResult RatioSystem::playStep(GameState &state, const QString &step, DiceSource &dice) const
{
    Q_UNUSED(state)
    Q_UNUSED(dice)
    // TODO(seam): the step grammar of `moraledesk play`, moved into core.
    return {false, tr("Unknown step: %1").arg(step), {}};
}

} // namespace md::ratio
