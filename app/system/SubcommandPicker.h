#pragma once

#include "system/Subcommand.h"

#include <QCoreApplication>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace md {

class RuleSystemRegistry;

// Which of the subcommands of one name runs, when several rule systems have one (`moraledesk table` is
// ratio's and WW1's): the one of the system `--system NAME` names, else, for a subcommand that takes a file,
// the system the file's envelope names, else the registry's fallback, so that a command line written before
// there was a second system keeps its exact meaning. main() asks it; it reads at most the named file.
class SubcommandPicker
{
    Q_DECLARE_TR_FUNCTIONS(md::SubcommandPicker)

public:
    // What main() knows when it picks.
    struct Request
    {
        QString name;        // the subcommand typed
        QString system;      // the RuleSystem id `--system` named (resolved), empty when not given
        QString fileSystem;  // the id the file's envelope names (systemOfFile()), empty when none
        QString fallback;    // the registry's fallback id
    };
    // `subcommand` is null when no subcommand has the name (CommandLine answers it) or when `error` is set:
    // one line for the player (exit 2).
    struct Choice
    {
        const Subcommand *subcommand = nullptr;
        QString error;
    };

    static Choice pick(const QList<Subcommand> &subcommands, const Request &request);

    // Whether any subcommand of `name` takes a file, so that the file is worth reading to pick.
    static bool takesFile(const QList<Subcommand> &subcommands, const QString &name);
    // Whether the first argument that is not an option may name a subcommand at all. A subcommand's name is a
    // word (`play`, `profile-check`): an argument with a folder or an extension in it is a file for the window,
    // and so is no argument. main() gathers the systems' subcommands only when this is true, so that a window
    // start does not page in every system's code (issue 19).
    static bool mayName(const QString &argument);

    // `--system NAME` or `--system=NAME`, anywhere after the program, taken out of `arguments` as main()
    // takes --language: nullopt when not given; the name as typed otherwise. Given twice or without a
    // value: `error` says so.
    static std::optional<QString> takeSystem(QStringList &arguments, QString *error);
    // The id among `known` that `name` stands for: the id itself ("ww1-morale") or its short name
    // ("ww1"), in any case, as RuleSystemRegistry::findByName() reads it; empty when none.
    static QString resolve(const QString &name, const QStringList &known);
    // The line for an unknown `--system` value, listing the known systems.
    static QString unknownSystem(const QString &name, const QStringList &known);

    // The id the envelope of the subcommand's file names: the first argument after the subcommand's name
    // that is not an option and is an existing file, read through FileEnvelope. Empty when there is none or
    // the envelope cannot tell (the subcommand then reports the file's problems in its own words).
    static QString systemOfFile(const QStringList &arguments, const RuleSystemRegistry &systems);
};

} // namespace md
