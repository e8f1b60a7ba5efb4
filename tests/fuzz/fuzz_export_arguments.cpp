// `moraledesk export` arguments (app/print/ExportCommand): any argument list either ends at parsing with a
// message, or names a document, an output and values in range. Input: arguments after "export", NUL-separated.

#include "FuzzSupport.h"

#include "ratio/print/BlankSheetDocument.h"
#include "print/ExportCommand.h"
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
    args.insert(1, ExportCommand::name());

    QString outText;
    QString errText;
    QTextStream out(&outText);
    QTextStream err(&errText);
    const ExportCommand::Request r = ExportCommand::parse(args, out, err);
    out.flush();
    err.flush();

    if (r.exitCode) {
        if (*r.exitCode == ExportCommand::Usage)
            fuzz::expect(errText.startsWith(QStringLiteral("moraledesk export: ")) && errText.endsWith(QLatin1Char('\n')),
                         "a bad argument is reported on stderr", errText);
        else
            fuzz::expect(*r.exitCode == ExportCommand::Ok && errText.isEmpty() && !outText.isEmpty(), "--help", errText);
        return 0;
    }
    fuzz::expect(outText.isEmpty() && errText.isEmpty(), "parsing alone prints nothing", outText + errText);
    fuzz::expect(!r.output.isEmpty(), "an output file");
    fuzz::expect(r.setup.pageSize.isValid(), "a page size");
    if (r.document == QLatin1String("sheet")) {
        fuzz::expect(r.blank != !r.file.isEmpty(), "either --blank or a file");
        fuzz::expect(1 <= r.units && r.units <= BlankSheetDocument::maxUnits, "--units");
    } else if (r.document == QLatin1String("table")) {
        fuzz::expect(1 <= r.from && r.from <= r.to && r.to <= MoraleTableDocument::maxLevel, "table range");
    } else {
        fuzz::expect(r.document == QLatin1String("card"), "known document", r.document);
    }
    return 0;
}
