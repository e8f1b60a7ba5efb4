#pragma once

#include "system/Subcommand.h"

#include <QList>
#include <QStringList>

namespace md {

// The names that two subcommands claim, or that a subcommand shares with one of `reserved` (CommandLine's
// own: validate, summary), each once, in the order first met; empty when every name is its own. main()
// dispatches on the first match, so a clash between two rule systems' subcommands (or with export, campaign,
// validate, summary) would silently hide one of them: main() refuses to start instead.
QStringList clashingSubcommandNames(const QList<Subcommand> &subcommands, const QStringList &reserved = {});

} // namespace md
