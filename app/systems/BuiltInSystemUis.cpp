#include "systems/BuiltInSystemUis.h"

#include "ratio/RatioUi.h"

namespace md {

SystemUiRegistry &systemUis()
{
    // Built on first use, so the order of static initialisation never matters; the one place a system's UI is named.
    static SystemUiRegistry *registry = [] {
        auto *r = new SystemUiRegistry;
        r->add(std::make_unique<ratio::RatioUi>());
        return r;
    }();
    return *registry;
}

} // namespace md
