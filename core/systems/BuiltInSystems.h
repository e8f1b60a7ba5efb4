#pragma once
#include "kernel/RuleSystemRegistry.h"

namespace md {

// The registry with every built-in rule system in it (registered on first use). Adding a system = one line
// in BuiltInSystems.cpp.
RuleSystemRegistry &ruleSystems();

} // namespace md
