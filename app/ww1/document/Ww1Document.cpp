#include "ww1/document/Ww1Document.h"

#include "systems/BuiltInSystems.h"

namespace md::ww1 {

namespace {
const RuleSystem *ww1System() { return ruleSystems().find(QString::fromLatin1(Ww1Force::systemId)); }
} // namespace

Ww1Document::Ww1Document(Ww1Force force, QObject *parent)
    : Ww1Document(std::make_unique<Ww1State>(std::move(force)), parent)
{
}

Ww1Document::Ww1Document(std::unique_ptr<GameState> state, QObject *parent)
    : GameDocument(std::move(state), ww1System(), parent)
{
    Q_ASSERT(Ww1State::of(this->state()));
}

void Ww1Document::replaceForce(const Ww1Force &force)
{
    static_cast<Ww1State &>(mutableState()).force() = force;
    Q_EMIT changed();
}

} // namespace md::ww1
