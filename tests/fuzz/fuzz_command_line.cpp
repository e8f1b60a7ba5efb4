// Command-line values (app/cli/CommandLine and ratio's own subcommands, app/ratio/cli/RatioCommandLine): any
// argument list either ends at parsing with a message, or gives values inside their documented ranges. Input:
// the arguments after the program name, NUL-separated.

#include "FuzzSupport.h"

#include "CommandLine.h"
#include "ratio/cli/RatioCommandLine.h"

#include <QTextStream>

using namespace md;

extern "C" int LLVMFuzzerInitialize(int *, char ***)
{
    fuzz::initApplication();
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size > 4096)
        return 0; // a command line, not a file
    const QStringList args = fuzz::arguments(fuzz::bytes(data, size), QStringLiteral("moraledesk"));
    (void)CommandLine::isHeadless(args);
    (void)CommandLine::subcommandOf(args);

    QString outText;
    QString errText;
    QTextStream out(&outText);
    QTextStream err(&errText);
    // The subcommands main() hands to ratio (table, check, crew), the rest to CommandLine.
    if (ratio::RatioCommandLine::subcommands().contains(CommandLine::subcommandOf(args))) {
        const ratio::RatioCommandLine::Parsed p = ratio::RatioCommandLine::parse(args, out, err);
        out.flush();
        err.flush();
        if (p.exitCode) {
            if (*p.exitCode == CommandLine::Usage)
                fuzz::expect(errText.startsWith(QStringLiteral("moraledesk")) && errText.endsWith(QLatin1Char('\n')),
                             "a bad argument is reported on stderr", errText);
            else
                fuzz::expect(*p.exitCode == CommandLine::Ok && errText.isEmpty(), "help writes no error", errText);
            return 0;
        }
        fuzz::expect(outText.isEmpty() && errText.isEmpty(), "parsing alone prints nothing", outText + errText);
        if (p.command == QLatin1String("table")) {
            fuzz::expect(1 <= p.from && p.from <= p.to && p.to <= 1000, "table range");
            fuzz::expect(p.format == QLatin1String("text") || p.format == QLatin1String("csv") || p.format == QLatin1String("json"),
                         "table format", p.format);
        } else if (p.command == QLatin1String("check")) {
            fuzz::expect(1 <= p.starting && p.starting <= 100000 && 0 <= p.current && p.current <= p.starting,
                         "check levels (R5)");
        } else {
            fuzz::expect(1 <= p.crew && p.crew <= 1000 && 1 <= p.remaining && p.remaining <= p.levels && p.levels <= 12,
                         "crew values (R10)");
        }
        // The rest computes only: run it too (small tables only, to keep the fuzzer fast).
        if (p.command != QLatin1String("table") || p.to <= 40) {
            outText.clear();
            const int code = ratio::RatioCommandLine::run(args, out, err);
            out.flush();
            err.flush();
            fuzz::expect(code == CommandLine::Ok && errText.isEmpty() && !outText.isEmpty(), "a parsed command runs",
                         errText);
        }
        return 0;
    }

    const CommandLine::Parsed p = CommandLine::parse(args, out, err);
    out.flush();
    err.flush();

    if (p.exitCode) {
        if (*p.exitCode == CommandLine::Usage)
            fuzz::expect(errText.startsWith(QStringLiteral("moraledesk")) && errText.endsWith(QLatin1Char('\n')),
                         "a bad argument is reported on stderr", errText);
        else
            fuzz::expect(*p.exitCode == CommandLine::Ok && errText.isEmpty(), "help and --version write no error", errText);
        return 0;
    }
    fuzz::expect(outText.isEmpty() && errText.isEmpty(), "parsing alone prints nothing", outText + errText);
    fuzz::expect(p.command == QLatin1String("validate") || p.command == QLatin1String("summary"), "known subcommand",
                 p.command);
    fuzz::expect(p.positional.size() <= 2, "one file at most");
    return 0; // running them reads a file named by the input
}
