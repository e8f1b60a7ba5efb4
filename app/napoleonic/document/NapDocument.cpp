#include "napoleonic/document/NapDocument.h"

#include "systems/BuiltInSystems.h"

namespace md::nap {

namespace {
const RuleSystem *napSystem() { return ruleSystems().find(QString::fromLatin1(NapBattle::systemId)); }
} // namespace

NapDocument::NapDocument(NapBattle battle, QObject *parent)
    : NapDocument(std::make_unique<NapState>(std::move(battle)), parent)
{
}

NapDocument::NapDocument(std::unique_ptr<GameState> state, QObject *parent)
    : GameDocument(std::move(state), napSystem(), parent)
{
    Q_ASSERT(NapState::of(this->state()));
}

void NapDocument::replaceBattle(const NapBattle &battle)
{
    static_cast<NapState &>(mutableState()).battle() = battle;
    Q_EMIT changed();
}

} // namespace md::nap
