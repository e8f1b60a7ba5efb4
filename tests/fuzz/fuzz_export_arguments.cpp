// `moraledesk export` arguments (app/print/ExportSubcommand): any argument list either ends at parsing with a
// message, or names a document, an output and values in range. Input: arguments after "export", NUL-separated.

#include "FuzzSupport.h"

#include "ratio/print/BlankSheetDocument.h"
#include "cli/ExportSubcommand.h"
#include "systems/BuiltInSystemUis.h"
#include "ratio/print/MoraleTableDocument.h"

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
    QStringList args = fuzz::arguments(fuzz::bytes(data, size), QStringLiteral("moraledesk"));
    args.insert(1, ExportSubcommand::name());

    QString outText;
    QString errText;
    QTextStream out(&outText);
    QTextStream err(&errText);
    const ExportSubcommand::Request r = ExportSubcommand::parse(args, out, err, systemUis());
    out.flush();
    err.flush();

    if (r.exitCode) {
        if (*r.exitCode == ExportSubcommand::Usage)
            fuzz::expect(errText.startsWith(QStringLiteral("moraledesk export: ")) && errText.endsWith(QLatin1Char('\n')),
                         "a bad argument is reported on stderr", errText);
        else
            fuzz::expect(*r.exitCode == ExportSubcommand::Ok && errText.isEmpty() && !outText.isEmpty(), "--help", errText);
        return 0;
    }
    fuzz::expect(outText.isEmpty() && errText.isEmpty(), "parsing alone prints nothing", outText + errText);
    fuzz::expect(!r.output.isEmpty(), "an output file");
    fuzz::expect(r.print.setup.pageSize.isValid(), "a page size");
    if (r.document == QLatin1String("sheet")) {
        const bool blank = r.print.printable == QLatin1String("blank-sheet");
        fuzz::expect(blank != !r.file.isEmpty(), "either --blank or a file");
        const int units = r.print.option(QStringLiteral("units"), 0);
        fuzz::expect(!blank || (1 <= units && units <= BlankSheetDocument::maxUnits), "--units");
    } else if (r.document == QLatin1String("table")) {
        const int from = r.print.option(QStringLiteral("from"), 0);
        const int to = r.print.option(QStringLiteral("to"), 0);
        fuzz::expect(1 <= from && from <= to && to <= MoraleTableDocument::maxLevel, "table range");
    } else {
        fuzz::expect(r.document == QLatin1String("card"), "known document", r.document);
    }
    return 0;
}
