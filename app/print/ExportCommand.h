#pragma once

#include <QCoreApplication>
#include <QStringList>

class QTextStream;

namespace md {

// `moraledesk export …`: printable PDFs from the command line, without a window.
//
//   moraledesk export sheet --blank [--units N] -o out.pdf
//   moraledesk export sheet FILE -o out.pdf
//   moraledesk export table [--from A] [--to B] -o out.pdf
//   moraledesk export card -o out.pdf
//   each with [--page-size A4|Letter] [--landscape] [--greyscale]
//
// Needs a QGuiApplication (fonts); the offscreen platform is enough.
class ExportCommand
{
    Q_DECLARE_TR_FUNCTIONS(md::ExportCommand)

public:
    // The same codes as md::CommandLine.
    enum Exit { Ok = 0, Invalid = 1, Usage = 2, Failure = 3 };

    static QString name() { return QStringLiteral("export"); }
    // arguments[0] is the program, arguments[1] "export". Bad arguments: one line on `err`, exit 2. A
    // battlegroup file with problems: one `$.path: reason` line each on `err`, exit 1. A failed write:
    // one line, exit 3, and no file (or the old one) left behind.
    static int run(const QStringList &arguments, QTextStream &out, QTextStream &err);
};

} // namespace md
