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
{
    Q_ASSERT(ratio::RatioState::of(this->state()));
    stateReplaced();
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

void BattlegroupDocument::stateReplaced()
{
    m_endurances.clear();
    for (const Battlegroup &side : ratioState().sides())
        m_endurances.append(ratio::endurance(side));
    if (m_activeSide >= sideCount())
        m_activeSide = 0;
}

void BattlegroupDocument::setActiveSide(int side)
{
    if (side < 0 || side >= sideCount() || side == m_activeSide)
        return;
    m_activeSide = side;
    Q_EMIT activeSideChanged(side);
    Q_EMIT changed();
}

void BattlegroupDocument::replaceSide(int side, const Battlegroup &battlegroup, const ratio::Endurance &endurance)
{
    // A wrong sum here would misplace the breaking point (R11) for the rest of the game.
    Q_ASSERT(endurance == ratio::endurance(battlegroup));
    Q_ASSERT(side >= 0 && side < sideCount());
    static_cast<ratio::RatioState &>(mutableState()).side(side) = battlegroup;
    m_endurances[side] = endurance;
    Q_EMIT changed();
}

void BattlegroupDocument::replaceSides(const QList<Battlegroup> &sides)
{
    Q_ASSERT(!sides.isEmpty());
    const int before = m_activeSide;
    static_cast<ratio::RatioState &>(mutableState()).sides() = sides;
    stateReplaced();
    if (m_activeSide != before)
        Q_EMIT activeSideChanged(m_activeSide);
    Q_EMIT changed();
}

} // namespace md
