#include "print/ExportCommand.h"

#include "cli/SingleValueOptions.h"
#include "ratio/io/BattlegroupReader.h"
#include "kernel/OutputFile.h"
#include "ratio/print/BlankSheetDocument.h"
#include "ratio/print/FilledSheetDocument.h"
#include "ratio/print/MoraleTableDocument.h"
#include "print/PageRenderer.h"
#include "ratio/print/ReferenceCardDocument.h"

#include <QCommandLineParser>
#include <QFileInfo>
#include <QTextStream>

#include <memory>
#include <optional>

namespace md {

namespace {
const QString kSheet = QStringLiteral("sheet");
const QString kTable = QStringLiteral("table");
const QString kCard = QStringLiteral("card");

// The first problem is the one reported: one line on stderr.
class Errors
{
public:
    explicit Errors(QTextStream &err) : m_err(err) {}
    void fail(const QString &message)
    {
        if (!m_failed)
            m_err << QStringLiteral("moraledesk export: ") << message << Qt::endl;
        m_failed = true;
    }
    bool failed() const { return m_failed; }

private:
    QTextStream &m_err;
    bool m_failed = false;
};

std::optional<int> intOption(const QCommandLineParser &parser, const QString &name, int min, int max, Errors &errors)
{
    if (!parser.isSet(name))
        return std::nullopt;
    const QString text = parser.value(name);
    bool ok = false;
    const int value = text.trimmed().toInt(&ok);
    if (!ok || value < min || value > max) {
        errors.fail(ExportCommand::tr("--%1 must be a whole number from %2 to %3, not \"%4\"").arg(name).arg(min).arg(max).arg(text));
        return std::nullopt;
    }
    return value;
}

void refuse(const QCommandLineParser &parser, const QStringList &names, const QString &document, Errors &errors)
{
    for (const QString &n : names) {
        if (parser.isSet(n))
            errors.fail(ExportCommand::tr("--%1 does not apply to \"export %2\"").arg(n, document));
    }
}
} // namespace

ExportCommand::Request ExportCommand::parse(const QStringList &arguments, QTextStream &out, QTextStream &err)
{
    Request r;
    const auto stop = [&r](int code) {
        r.exitCode = code;
        return r;
    };
    QCommandLineParser parser;
    parser.setApplicationDescription(
        tr("Exports a printable PDF (real, searchable text):\n"
           "  sheet --blank [--units N]   a blank battlegroup status sheet with N spaces of each kind (default %1)\n"
           "  sheet FILE                  the status sheet filled from a battlegroup file\n"
           "  table [--from A] [--to B]   the Morale Results Table for starting levels A to B (default 1 to 20)\n"
           "  card                        the quick-reference card")
            .arg(BlankSheetDocument::defaultUnits));
    parser.addHelpOption();
    parser.addPositionalArgument(name(), tr("The export subcommand."));
    parser.addPositionalArgument(QStringLiteral("document"), tr("sheet, table or card."));
    parser.addPositionalArgument(QStringLiteral("file"), tr("For sheet: the battlegroup file."), QStringLiteral("[file]"));
    parser.addOption({{QStringLiteral("o"), QStringLiteral("output")}, tr("The PDF file to write."), QStringLiteral("file")});
    parser.addOption({QStringLiteral("blank"), tr("sheet: a blank sheet instead of one filled from a file.")});
    parser.addOption({QStringLiteral("units"), tr("sheet --blank: spaces for N units of each kind (1-%1).").arg(BlankSheetDocument::maxUnits),
                      QStringLiteral("N")});
    parser.addOption({QStringLiteral("from"), tr("table: first starting level (1-%1, default 1).").arg(MoraleTableDocument::maxLevel),
                      QStringLiteral("A")});
    parser.addOption({QStringLiteral("to"), tr("table: last starting level (1-%1, default 20).").arg(MoraleTableDocument::maxLevel),
                      QStringLiteral("B")});
    parser.addOption({QStringLiteral("page-size"), tr("A4 or Letter (default: the locale's)."), QStringLiteral("size")});
    parser.addOption({QStringLiteral("landscape"), tr("Landscape instead of portrait.")});
    parser.addOption({QStringLiteral("greyscale"), tr("Grey levels, hatching and letters instead of colour.")});

    Errors errors(err);
    if (!parser.parse(arguments)) {
        errors.fail(parser.errorText());
        return stop(Usage);
    }
    if (parser.isSet(QStringLiteral("help"))) {
        out << parser.helpText();
        out.flush();
        return stop(Ok);
    }
    if (const QString repeated = SingleValueOptions::repeated(parser); !repeated.isEmpty()) {
        errors.fail(repeated);
        return stop(Usage);
    }
    const QStringList positional = parser.positionalArguments();
    const QString document = positional.value(1);
    if (document.isEmpty()) {
        errors.fail(tr("name a document to export: sheet, table or card"));
        return stop(Usage);
    }
    if (document != kSheet && document != kTable && document != kCard) {
        errors.fail(tr("unknown document \"%1\": expected sheet, table or card").arg(document));
        return stop(Usage);
    }
    const qsizetype maxPositional = document == kSheet ? 3 : 2;
    if (positional.size() > maxPositional) {
        errors.fail(tr("unexpected argument \"%1\"").arg(positional.at(maxPositional)));
        return stop(Usage);
    }
    r.document = document;

    PageSetup &setup = r.setup;
    if (parser.isSet(QStringLiteral("page-size"))) {
        const QString size = parser.value(QStringLiteral("page-size"));
        const auto id = PageSetup::pageSizeFromName(size);
        if (!id)
            errors.fail(tr("--page-size must be A4 or Letter, not \"%1\"").arg(size));
        else
            setup.pageSize = QPageSize(*id);
    }
    setup.orientation = parser.isSet(QStringLiteral("landscape")) ? QPageLayout::Landscape : QPageLayout::Portrait;
    setup.greyscale = parser.isSet(QStringLiteral("greyscale"));
    r.output = parser.value(QStringLiteral("output"));
    if (!parser.isSet(QStringLiteral("output")) || r.output.isEmpty())
        errors.fail(tr("-o/--output is required: the PDF file to write"));
    // A folder, a socket or a disk is a bad argument (exit 2), as for play and the campaign verbs, refused
    // before any page is drawn; what fails only at the write (a pipe nobody reads) is still exit 3.
    else if (const QString why = OutputFile::whyNotWritable(r.output); !why.isEmpty())
        errors.fail(why);

    if (document == kSheet) {
        refuse(parser, {QStringLiteral("from"), QStringLiteral("to")}, document, errors);
        r.blank = parser.isSet(QStringLiteral("blank"));
        r.file = positional.value(2);
        if (r.blank && !r.file.isEmpty())
            errors.fail(tr("give either --blank or a battlegroup file, not both"));
        else if (!r.blank && r.file.isEmpty())
            errors.fail(tr("give --blank or a battlegroup file"));
        if (!r.blank && parser.isSet(QStringLiteral("units")))
            errors.fail(tr("--units goes with --blank"));
        r.units = intOption(parser, QStringLiteral("units"), 1, BlankSheetDocument::maxUnits, errors)
                      .value_or(BlankSheetDocument::defaultUnits);
    } else if (document == kTable) {
        refuse(parser, {QStringLiteral("blank"), QStringLiteral("units")}, document, errors);
        r.from = intOption(parser, QStringLiteral("from"), 1, MoraleTableDocument::maxLevel, errors).value_or(1);
        r.to = intOption(parser, QStringLiteral("to"), 1, MoraleTableDocument::maxLevel, errors).value_or(20);
        if (r.to < r.from)
            errors.fail(tr("--to (%1) must not be below --from (%2)").arg(r.to).arg(r.from));
    } else {
        refuse(parser, {QStringLiteral("blank"), QStringLiteral("units"), QStringLiteral("from"), QStringLiteral("to")},
               document, errors);
    }
    if (errors.failed())
        return stop(Usage);
    return r;
}

int ExportCommand::run(const QStringList &arguments, QTextStream &out, QTextStream &err)
{
    const Request r = parse(arguments, out, err);
    if (r.exitCode)
        return *r.exitCode;
    Errors errors(err);
    std::unique_ptr<PrintDocument> doc;
    const QString &fileName = r.file;
    if (r.document == kTable)
        doc = std::make_unique<MoraleTableDocument>(r.from, r.to);
    else if (r.document == kCard)
        doc = std::make_unique<ReferenceCardDocument>();
    else if (r.blank)
        doc = std::make_unique<BlankSheetDocument>(r.units);

    if (!doc) {
        // A missing file is a bad argument, as for the other subcommands; a file with problems is not.
        if (!QFileInfo::exists(fileName)) {
            errors.fail(tr("%1: no such file").arg(fileName));
            return Usage;
        }
        LoadResult loaded = BattlegroupReader::readFile(fileName);
        if (!loaded.ok()) {
            for (const Problem &p : std::as_const(loaded.problems))
                err << p.toString() << Qt::endl;
            return Invalid;
        }
        doc = std::make_unique<FilledSheetDocument>(std::move(*loaded.battlegroup));
    }

    QString error;
    if (!exportPdf(r.output, *doc, r.setup, &error)) {
        errors.fail(error);
        return Failure;
    }
    return Ok;
}

} // namespace md
