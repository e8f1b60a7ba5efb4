#include "system/SubcommandPicker.h"

#include "kernel/FileEnvelope.h"
#include "kernel/RuleSystem.h"
#include "kernel/RuleSystemRegistry.h"

#include <QFileInfo>

using namespace Qt::StringLiterals;

namespace md {

namespace {
QList<const Subcommand *> named(const QList<Subcommand> &subcommands, const QString &name)
{
    QList<const Subcommand *> found;
    for (const Subcommand &s : subcommands) {
        if (s.name == name)
            found.append(&s);
    }
    return found;
}

const Subcommand *ofSystem(const QList<const Subcommand *> &candidates, const QString &system)
{
    for (const Subcommand *s : candidates) {
        if (s->ruleSystem == system)
            return s;
    }
    return nullptr;
}

QString shortNames(const QList<const Subcommand *> &candidates)
{
    QStringList names;
    for (const Subcommand *s : candidates)
        names.append(RuleSystemRegistry::shortName(s->ruleSystem));
    return names.join(", "_L1);
}
} // namespace

SubcommandPicker::Choice SubcommandPicker::pick(const QList<Subcommand> &subcommands, const Request &request)
{
    const QList<const Subcommand *> candidates = named(subcommands, request.name);
    if (candidates.isEmpty())
        return {};
    // The shell's own are one of a name (SubcommandClashes) and work for every system.
    if (const Subcommand *shell = ofSystem(candidates, QString()))
        return {shell, {}};
    if (!request.system.isEmpty()) {
        if (const Subcommand *chosen = ofSystem(candidates, request.system))
            return {chosen, {}};
        return {nullptr, tr("%1 has no subcommand \"%2\"; it is a subcommand of %3")
                             .arg(RuleSystemRegistry::shortName(request.system), request.name, shortNames(candidates))};
    }
    if (!request.fileSystem.isEmpty()) {
        if (const Subcommand *chosen = ofSystem(candidates, request.fileSystem))
            return {chosen, {}};
    }
    if (const Subcommand *chosen = ofSystem(candidates, request.fallback))
        return {chosen, {}};
    if (candidates.size() == 1)
        return {candidates.constFirst(), {}};
    return {nullptr, tr("\"%1\" is a subcommand of %2: say whose with --system NAME")
                         .arg(request.name, shortNames(candidates))};
}

bool SubcommandPicker::mayName(const QString &argument)
{
    return !argument.isEmpty() && !argument.contains(u'/') && !argument.contains(u'.');
}

bool SubcommandPicker::takesFile(const QList<Subcommand> &subcommands, const QString &name)
{
    for (const Subcommand &s : subcommands) {
        if (s.name == name && s.takesFile)
            return true;
    }
    return false;
}

std::optional<QString> SubcommandPicker::takeSystem(QStringList &arguments, QString *error)
{
    std::optional<QString> system;
    int given = 0;
    for (qsizetype i = 1; i < arguments.size();) {
        const QString &arg = arguments.at(i);
        if (arg == "--system"_L1) {
            ++given;
            if (i + 1 >= arguments.size() || arguments.at(i + 1).startsWith(u'-')) {
                *error = tr("--system needs a rule system's name");
                arguments.remove(i);
                continue;
            }
            system = arguments.at(i + 1);
            arguments.remove(i, 2);
        } else if (arg.startsWith("--system="_L1)) {
            ++given;
            system = arg.mid(9);
            if (system->isEmpty())
                *error = tr("--system needs a rule system's name");
            arguments.remove(i);
        } else {
            ++i;
        }
    }
    if (given > 1)
        *error = tr("--system is given more than once; it takes one value");
    return system;
}

QString SubcommandPicker::resolve(const QString &name, const QStringList &known)
{
    for (const QString &id : known) {
        if (RuleSystemRegistry::isNamed(id, name))
            return id;
    }
    return {};
}

QString SubcommandPicker::unknownSystem(const QString &name, const QStringList &known)
{
    QStringList names;
    for (const QString &id : known)
        names.append(RuleSystemRegistry::shortName(id));
    return tr("--system: no rule system is called \"%1\"; this version knows %2").arg(name, names.join(", "_L1));
}

QString SubcommandPicker::systemOfFile(const QStringList &arguments, const RuleSystemRegistry &systems)
{
    bool afterName = false;
    for (qsizetype i = 1; i < arguments.size(); ++i) {
        const QString &arg = arguments.at(i);
        if (arg.startsWith(u'-'))
            continue;
        if (!afterName) { // the subcommand's own name
            afterName = true;
            continue;
        }
        if (!QFileInfo(arg).isFile())
            continue;
        const EnvelopeResult read = FileEnvelope::readFile(arg, systems);
        return read.system ? read.system->id() : QString();
    }
    return {};
}

} // namespace md
