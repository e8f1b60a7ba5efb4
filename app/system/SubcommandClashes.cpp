#include "system/SubcommandClashes.h"

namespace md {

namespace {
// Whether `later` hides `earlier`, or the other way round: one system's two of a name, or a name of the
// shell's (empty ruleSystem) taken by anyone else.
bool clash(const Subcommand &earlier, const Subcommand &later)
{
    if (earlier.name != later.name)
        return false;
    return earlier.ruleSystem == later.ruleSystem || earlier.ruleSystem.isEmpty() || later.ruleSystem.isEmpty();
}
} // namespace

QStringList clashingSubcommandNames(const QList<Subcommand> &subcommands, const QStringList &reserved)
{
    QStringList clashes;
    for (qsizetype i = 0; i < subcommands.size(); ++i) {
        const Subcommand &subcommand = subcommands.at(i);
        bool clashesHere = reserved.contains(subcommand.name);
        for (qsizetype j = 0; j < i && !clashesHere; ++j)
            clashesHere = clash(subcommands.at(j), subcommand);
        if (clashesHere && !clashes.contains(subcommand.name))
            clashes.append(subcommand.name);
    }
    return clashes;
}

} // namespace md
