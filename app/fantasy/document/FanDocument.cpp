#include "fantasy/document/FanDocument.h"

#include "systems/BuiltInSystems.h"

namespace md::fantasy {

namespace {
const RuleSystem *fanSystem() { return ruleSystems().find(QString::fromLatin1(FanBattle::systemId)); }
} // namespace

FanDocument::FanDocument(FanBattle battle, QObject *parent)
    : FanDocument(std::make_unique<FanState>(std::move(battle)), parent)
{
}

FanDocument::FanDocument(std::unique_ptr<GameState> state, QObject *parent)
    : GameDocument(std::move(state), fanSystem(), parent)
{
    Q_ASSERT(FanState::of(this->state()));
}

void FanDocument::replaceBattle(const FanBattle &battle)
{
    static_cast<FanState &>(mutableState()).battle() = battle;
    Q_EMIT changed();
}

bool FanDocument::hasContent() const
{
    const FanBattle &b = battle();
    return !b.profiles.isEmpty() || !b.sides[0].units.isEmpty() || !b.sides[1].units.isEmpty();
}

} // namespace md::fantasy
