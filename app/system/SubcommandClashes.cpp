#include "system/SubcommandClashes.h"

#include <QSet>

namespace md {

QStringList clashingSubcommandNames(const QList<Subcommand> &subcommands, const QStringList &reserved)
{
    QSet<QString> seen(reserved.cbegin(), reserved.cend());
    QStringList clashes;
    for (const Subcommand &subcommand : subcommands) {
        if (seen.contains(subcommand.name)) {
            if (!clashes.contains(subcommand.name))
                clashes.append(subcommand.name);
        } else {
            seen.insert(subcommand.name);
        }
    }
    return clashes;
}

} // namespace md
