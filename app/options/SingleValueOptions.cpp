#include "options/SingleValueOptions.h"

#include <QCommandLineParser>

namespace md {

QString SingleValueOptions::repeated(const QCommandLineParser &parser, const QStringList &repeatable)
{
    // optionNames() lists each option as often as it was found, by the name it was given (-o or --output);
    // values() gathers the values of all its names. A switch has no values, so it is never refused.
    for (const QString &name : parser.optionNames()) {
        if (repeatable.contains(name) || parser.values(name).size() < 2)
            continue;
        const QString written = (name.size() == 1 ? QStringLiteral("-") : QStringLiteral("--")) + name;
        return tr("%1 is given more than once; it takes one value").arg(written);
    }
    return {};
}

} // namespace md
