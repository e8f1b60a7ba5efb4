#include "systems/BuiltInSystems.h"

#include "fantasy/FanSystem.h"
#include "napoleonic/NapSystem.h"
#include "ratio/RatioSystem.h"
#include "ww1/Ww1System.h"

namespace md {

RuleSystemRegistry &ruleSystems()
{
    // Built on first use, so the order of static initialisation never matters; the one place a system is named.
    static RuleSystemRegistry *registry = [] {
        auto *r = new RuleSystemRegistry;
        r->add(std::make_unique<ratio::RatioSystem>());
        r->add(std::make_unique<ww1::Ww1System>());
        r->add(std::make_unique<nap::NapSystem>());
        r->add(std::make_unique<fantasy::FanSystem>());
        // Ratio's files are the ones written before "ruleSystem" was dispatched on.
        r->setFallback(ratio::RatioSystem::systemId());
        return r;
    }();
    return *registry;
}

} // namespace md
