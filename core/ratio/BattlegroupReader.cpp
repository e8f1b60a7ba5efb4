#include "ratio/BattlegroupReader.h"

#include "kernel/FileEnvelope.h"
#include "kernel/RuleSystemRegistry.h"
#include "ratio/RatioState.h"
#include "ratio/RatioSystem.h"

namespace md {

namespace {
// Ratio's files through the one envelope, with ratio alone known: what this reader has always read.
const RuleSystemRegistry &ratioOnly()
{
    static const RuleSystemRegistry *registry = [] {
        auto *r = new RuleSystemRegistry;
        r->add(std::make_unique<ratio::RatioSystem>());
        r->setFallback(ratio::RatioSystem::systemId());
        return r;
    }();
    return *registry;
}

LoadResult loaded(EnvelopeResult &&envelope)
{
    LoadResult result;
    result.problems = std::move(envelope.problems);
    result.digest = std::move(envelope.digest);
    if (result.problems.isEmpty() && envelope.state) {
        if (const ratio::RatioState *state = ratio::RatioState::stateOf(*envelope.state)) {
            result.battlegroup = state->battlegroup();
            // A game: both sides, for the readers that take one (validate, summary, the window).
            if (state->isGame()) {
                result.sides = state->sides();
                result.initiative = state->initiative();
            }
        }
    }
    return result;
}
} // namespace

LoadResult BattlegroupReader::fromJson(const QByteArray &json)
{
    return loaded(FileEnvelope::fromJson(json, ratioOnly()));
}

LoadResult BattlegroupReader::read(QIODevice *device)
{
    return loaded(FileEnvelope::read(device, ratioOnly()));
}

LoadResult BattlegroupReader::readFile(const QString &fileName)
{
    return loaded(FileEnvelope::readFile(fileName, ratioOnly()));
}

} // namespace md
