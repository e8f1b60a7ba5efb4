#pragma once

#include "system/SystemUiRegistry.h"

namespace md {

// The registry with the SystemUi of every built-in rule system in it (registered on first use). Adding a
// system's UI = one line in BuiltInSystemUis.cpp, beside its line in core/systems/BuiltInSystems.cpp.
SystemUiRegistry &systemUis();

} // namespace md
