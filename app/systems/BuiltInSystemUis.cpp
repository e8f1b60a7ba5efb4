#include "systems/BuiltInSystemUis.h"

#include "fantasy/FanUi.h"
#include "napoleonic/NapUi.h"
#include "ratio/RatioUi.h"
#include "ww1/Ww1Ui.h"

namespace md {

SystemUiRegistry &systemUis()
{
    // Built on first use, so the order of static initialisation never matters; the one place a system's UI is named.
    static SystemUiRegistry *registry = [] {
        auto *r = new SystemUiRegistry;
        r->add(std::make_unique<ratio::RatioUi>());
        r->add(std::make_unique<ww1::Ww1Ui>());
        r->add(std::make_unique<nap::NapUi>());
        r->add(std::make_unique<fantasy::FanUi>());
        return r;
    }();
    return *registry;
}

} // namespace md
