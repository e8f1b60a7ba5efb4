#pragma once

#include "document/GameFile.h"
#include "print/PageSetup.h"
#include "print/PrintRequest.h"

#include <QCoreApplication>
#include <QStringList>

#include <memory>
#include <optional>

class QTextStream;

namespace md {

class SystemUiRegistry;

// `moraledesk export …`: printable PDFs from the command line, without a window. The documents and their
// options are the rule system's (SystemUi::exportSpec()): the system the named file's envelope names, else the
// one `--system ID` names (its id, "ww1-morale", or short name, "ww1"; refused when unknown or when it contradicts
// the file), else the first registered one; ratio's:
//
//   moraledesk export sheet --blank [--units N] -o out.pdf
//   moraledesk export sheet FILE -o out.pdf
//   moraledesk export table [--from A] [--to B] -o out.pdf
//   moraledesk export card -o out.pdf
//   each with [--page-size A4|Letter] [--landscape] [--greyscale]
//
// Needs a QGuiApplication (fonts); the offscreen platform is enough.
class ExportSubcommand
{
    Q_DECLARE_TR_FUNCTIONS(md::ExportSubcommand)

public:
    // The same codes as md::CommandLine.
    enum Exit { Ok = 0, Invalid = 1, Usage = 2, Failure = 3 };

    static QString name() { return QStringLiteral("export"); }
    // `systems`: the system UIs it may export for (systemUis()); a named file picks its own.
    // arguments[0] is the program, arguments[1] "export". Bad arguments: one line on `err`, exit 2. A
    // game file with problems: one `$.path: reason` line each on `err`, exit 1. A failed write:
    // one line, exit 3, and no file (or the old one) left behind.
    static int run(const QStringList &arguments, QTextStream &out, QTextStream &err, const SystemUiRegistry &systems);

    // The arguments, checked, with nothing read or written yet. `exitCode` is set when the run ends at
    // parsing (--help on `out`, a bad argument's one line on `err`); otherwise every value is in range.
    struct Request
    {
        std::optional<int> exitCode;
        QString ruleSystem; // whose export it is: the named file's system, else --system's, else the first
        QString document;   // the word after "export": sheet, table or card
        QString file;       // the game file it is filled from, where it takes one
        PrintRequest print; // the printable, its options and the paper
        QString output;
        // The named file, read once while choosing whose export this is (a regular file only); run() fills
        // the document from this reading, so the file cannot change between the choice and the pages.
        std::shared_ptr<const GameFile::Read> read;
    };
    // Reads at most the named file and renders nothing: run() and the fuzz target share it.
    static Request parse(const QStringList &arguments, QTextStream &out, QTextStream &err,
                         const SystemUiRegistry &systems);
};

} // namespace md
