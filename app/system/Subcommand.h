#pragma once

#include <QString>
#include <QStringList>

#include <functional>

class QTextStream;

namespace md {

// One headless subcommand of `moraledesk` (`moraledesk NAME …`) and how main() starts it. The shell's own
// (export, campaign) and each rule system's (SystemUi::subcommands(): ratio's table, check, crew, play) are
// dispatched the same way; CommandLine answers everything else (--help, --version, validate, summary).
struct Subcommand
{
    // The language its output speaks: a printout follows the system locale, text for scripts stays English
    // unless --language asks otherwise.
    enum class Output { ForPeople, ForScripts };
    // arguments[0] is the program, then the subcommand's name, as the user typed them (--language taken out).
    using Run = std::function<int(const QStringList &arguments, QTextStream &out, QTextStream &err)>;

    QString name;
    bool needsFonts = false; // a QGuiApplication (offscreen), not a QCoreApplication
    Output output = Output::ForScripts;
    Run run;
};

} // namespace md
