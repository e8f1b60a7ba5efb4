#include "ratio/document/BattlegroupDocument.h"

#include "ratio/RatioSystem.h"
#include "ratio/BattlegroupReader.h"
#include "systems/BuiltInSystems.h"

namespace md {

namespace {
const RuleSystem *ratioSystem()
{
    return ruleSystems().find(ratio::RatioSystem::systemId());
}
} // namespace

BattlegroupDocument::BattlegroupDocument(Battlegroup battlegroup, QObject *parent)
    : BattlegroupDocument(std::make_unique<ratio::RatioState>(std::move(battlegroup)), parent)
{
}

BattlegroupDocument::BattlegroupDocument(std::unique_ptr<GameState> state, QObject *parent)
    : GameDocument(std::move(state), ratioSystem(), parent)
    , m_endurance(ratio::endurance(battlegroup()))
{
    Q_ASSERT(ratio::RatioState::of(this->state()));
}

std::unique_ptr<BattlegroupDocument> BattlegroupDocument::load(const QString &fileName, Problems *problems,
                                                              QObject *parent)
{
    LoadResult loaded = BattlegroupReader::readFile(fileName);
    if (!loaded.ok()) {
        if (problems)
            *problems = loaded.problems;
        return nullptr;
    }
    auto document = std::make_unique<BattlegroupDocument>(std::move(*loaded.battlegroup), parent);
    document->setFileName(fileName);
    document->setSavedDigest(loaded.digest);
    return document;
}

void BattlegroupDocument::stateReplaced() { m_endurance = ratio::endurance(battlegroup()); }

void BattlegroupDocument::replaceState(const Battlegroup &battlegroup, const ratio::Endurance &endurance)
{
    // A wrong sum here would misplace the breaking point (R11) for the rest of the game.
    Q_ASSERT(endurance == ratio::endurance(battlegroup));
    static_cast<ratio::RatioState &>(mutableState()).battlegroup() = battlegroup;
    m_endurance = endurance;
    Q_EMIT changed();
}

} // namespace md
