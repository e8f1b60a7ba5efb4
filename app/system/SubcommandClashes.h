#pragma once

#include "system/Subcommand.h"

#include <QList>
#include <QStringList>

namespace md {

// The names that two subcommands of one rule system claim (two of the shell's own, or two of one system's
// SystemUi::subcommands()), or that a system's subcommand shares with the shell's (export, campaign, and
// `reserved`: CommandLine's validate, summary), each once, in the order first met; empty when every name is
// its own. Different systems may each have a subcommand of one name (ratio's and WW1's `table`): main()
// picks among them (SubcommandPicker). A clash would silently hide one of them: main() refuses to start
// instead.
QStringList clashingSubcommandNames(const QList<Subcommand> &subcommands, const QStringList &reserved = {});

} // namespace md
