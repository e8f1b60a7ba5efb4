#pragma once

#include <QString>
#include <QStringList>

#include <functional>
#include <utility>

class QTextStream;

namespace md {

// One headless subcommand of `moraledesk` (`moraledesk NAME …`) and how main() starts it. The shell's own
// (export, campaign) and each rule system's (SystemUi::subcommands(): ratio's table, check, crew, play) are
// dispatched the same way; CommandLine answers everything else (--help, --version, validate, summary).
// Several systems may each have a subcommand of one name (table, check, play): main() picks one by
// `--system`, else by the system of the file it is given, else the registry's fallback (SubcommandPicker).
struct Subcommand
{
    // The language its output speaks: a printout follows the system locale, text for scripts stays English
    // unless --language asks otherwise.
    enum class Output { ForPeople, ForScripts };
    // arguments[0] is the program, then the subcommand's name, as the user typed them (--language taken out).
    using Run = std::function<int(const QStringList &arguments, QTextStream &out, QTextStream &err)>;

    Subcommand() = default;
    // The fields in order; what a system leaves out keeps its default.
    Subcommand(QString name_, bool needsFonts_, Output output_, Run run_, QString ruleSystem_ = {},
               QString summary_ = {}, bool takesFile_ = false)
        : name(std::move(name_)), needsFonts(needsFonts_), output(output_), run(std::move(run_)),
          ruleSystem(std::move(ruleSystem_)), summary(std::move(summary_)), takesFile(takesFile_)
    {
    }

    QString name;
    bool needsFonts = false; // a QGuiApplication (offscreen), not a QCoreApplication
    Output output = Output::ForScripts;
    Run run;
    // The RuleSystem::id() it belongs to; empty for the shell's own (export, campaign). main() sets it to
    // the system whose SystemUi::subcommands() gave it.
    QString ruleSystem;
    // One line for the top-level --help, translated ("print the Morale Results Table").
    QString summary;
    // Whether its first argument that is not an option is a game file: then the file's envelope tells
    // whose subcommand of this name runs, where `--system` does not (play).
    bool takesFile = false;
    // Whether it reads `--system` itself (the shell's export and campaign choose whose pages or verbs by it);
    // every other one gets its arguments with `--system` taken out.
    bool readsSystem = false;
};

} // namespace md
