#include "cli/ExportSubcommand.h"

#include "options/SingleValueOptions.h"
#include "document/GameFile.h"
#include "kernel/OutputFile.h"
#include "kernel/RuleSystem.h"
#include "kernel/RuleSystemRegistry.h"
#include "print/PageRenderer.h"
#include "print/PrintDocument.h"
#include "system/SystemUiRegistry.h"
#include "systems/BuiltInSystems.h"

#include <QCommandLineParser>
#include <QFileInfo>
#include <QTextStream>

#include <algorithm>
#include <memory>
#include <optional>

namespace md {

namespace {
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

// "sheet, table or card"
QString alternatives(const QStringList &words)
{
    if (words.size() < 2)
        return words.join(QString());
    return ExportSubcommand::tr("%1 or %2").arg(words.mid(0, words.size() - 1).join(QStringLiteral(", ")), words.constLast());
}
// The system `name` picks (its id or its short name, in any case, as RuleSystemRegistry reads it); null
// when none does.
const SystemUi *systemNamed(const SystemUiRegistry &systems, const QString &name)
{
    for (const SystemUi *ui : systems.all()) {
        if (RuleSystemRegistry::isNamed(ui->ruleSystem(), name))
            return ui;
    }
    return nullptr;
}

// --help without --system or a file shows the default system's documents: one line says how to see the
// others', so that a player of a second system is not left thinking it has none.
QString otherSystemsLine(const SystemUiRegistry &systems, const SystemUi *shown)
{
    QStringList others;
    for (const SystemUi *ui : systems.all()) {
        if (ui == shown)
            continue;
        const QString id = ui->ruleSystem();
        const RuleSystem *system = ruleSystems().find(id);
        others << ExportSubcommand::tr("--system %1 --help lists the documents of %2")
                      .arg(RuleSystemRegistry::shortName(id), system ? system->displayName() : id);
    }
    if (others.isEmpty())
        return {};
    return ExportSubcommand::tr("Other rule systems: %1.").arg(others.join(QStringLiteral("; "))) + u'\n';
}

// "ratio-morale (ratio) or ww1-morale (ww1)": the values --system takes.
QString systemNames(const SystemUiRegistry &systems)
{
    QStringList names;
    for (const SystemUi *ui : systems.all()) {
        const QString id = ui->ruleSystem();
        const QString shortName = RuleSystemRegistry::shortName(id);
        names << (shortName == id ? id : ExportSubcommand::tr("%1 (%2)").arg(id, shortName));
    }
    return alternatives(names);
}

// --system's help: the values it takes and the default.
QString systemHelp(const SystemUiRegistry &systems)
{
    const SystemUi *first = systems.defaultUi();
    return ExportSubcommand::tr("Whose pages, when no file is named: %1; default %2. A named file is always "
                                "printed by its own rule system.")
        .arg(systemNames(systems), first ? first->ruleSystem() : QString());
}

const QString kSystem = QStringLiteral("system");

// The export's arguments as `ui` takes them: the documents, the file, -o, its own options and the paper.
void describeArguments(QCommandLineParser &parser, const ExportSpec &spec, const QString &documents,
                       const QString &systems)
{
    parser.setApplicationDescription(spec.description);
    parser.addHelpOption();
    parser.addPositionalArgument(ExportSubcommand::name(), ExportSubcommand::tr("The export subcommand."));
    parser.addPositionalArgument(QStringLiteral("document"), ExportSubcommand::tr("%1.").arg(documents));
    parser.addPositionalArgument(QStringLiteral("file"), spec.fileHelp, QStringLiteral("[file]"));
    parser.addOption({{QStringLiteral("o"), QStringLiteral("output")}, ExportSubcommand::tr("The PDF file to write."),
                      QStringLiteral("file")});
    parser.addOptions(spec.options);
    parser.addOption({kSystem, systems, QStringLiteral("id")});
    parser.addOption({QStringLiteral("page-size"), ExportSubcommand::tr("A4 or Letter (default: the locale's)."),
                      QStringLiteral("size")});
    parser.addOption({QStringLiteral("landscape"), ExportSubcommand::tr("Landscape paper.")});
    parser.addOption({QStringLiteral("portrait"),
                      ExportSubcommand::tr("Portrait paper (the default, except for pages whose tables are wider than "
                                           "tall: WW1's blank force sheet).")});
    parser.addOption({QStringLiteral("greyscale"), ExportSubcommand::tr("Grey levels, hatching and letters instead of colour.")});
}

// Every registered system's own export options, each name once: the probe below must parse the arguments
// of whichever system the file turns out to be (issue 13), not only the first's.
QList<QCommandLineOption> allExportOptions(const SystemUiRegistry &systems)
{
    QList<QCommandLineOption> options;
    QStringList names;
    for (const SystemUi *ui : systems.all()) {
        for (const QCommandLineOption &option : ui->exportSpec().options) {
            const QStringList own = option.names();
            if (std::none_of(own.begin(), own.end(), [&names](const QString &n) { return names.contains(n); })) {
                names += own;
                options.append(option);
            }
        }
    }
    return options;
}

// What decides whose export this is, before the system's own arguments are known.
struct Probe
{
    // The file the arguments name, read once (a regular file only: a pipe or a device is left to run()).
    std::shared_ptr<const GameFile::Read> read;
    QString file;                  // the file named, read or not
    std::optional<QString> system; // --system's value, when given
};

Probe probeArguments(const QStringList &arguments, const SystemUiRegistry &systems)
{
    ExportSpec probeSpec;
    probeSpec.options = allExportOptions(systems);
    QCommandLineParser probe;
    describeArguments(probe, probeSpec, QString(), QString());
    if (!probe.parse(arguments))
        return {};
    Probe found;
    // Given twice, it is left to the real parse, which refuses that (SingleValueOptions).
    if (probe.values(kSystem).size() == 1)
        found.system = probe.value(kSystem);
    found.file = probe.positionalArguments().value(2);
    if (!found.file.isEmpty() && QFileInfo(found.file).isFile())
        found.read = std::make_shared<const GameFile::Read>(GameFile::read(found.file));
    return found;
}
// Whether `printable` is filled from a force, as its system lists it (RuleSystem::printables()); one the
// system does not list is taken as needing one, so its file is read and checked.
bool needsState(const QString &ruleSystem, const QString &printable)
{
    if (const RuleSystem *system = ruleSystems().find(ruleSystem)) {
        for (const Printable &p : system->printables()) {
            if (p.key == printable)
                return p.needsState;
        }
    }
    return true;
}

} // namespace

ExportSubcommand::Request ExportSubcommand::parse(const QStringList &arguments, QTextStream &out, QTextStream &err,
                                                  const SystemUiRegistry &systems)
{
    Request r;
    const auto stop = [&r](int code) {
        r.exitCode = code;
        return r;
    };
    // Whose export this is: the system the named file's envelope names ("ruleSystem"), else the one --system
    // names, else the first.
    const Probe probe = probeArguments(arguments, systems);
    r.read = probe.read;
    const RuleSystem *named = r.read ? r.read->system : nullptr;
    const SystemUi *chosen = probe.system ? systemNamed(systems, *probe.system) : nullptr;
    if (probe.system && !chosen) {
        Errors(err).fail(tr("--system: unknown rule system \"%1\": expected %2").arg(*probe.system, systemNames(systems)));
        return stop(Usage);
    }
    // A file is printed in its own system's pages: a --system that says otherwise is a mistake, not a choice.
    if (chosen && named && chosen->ruleSystem() != named->id()) {
        Errors(err).fail(tr("--system %1 contradicts %2, a %3 file")
                             .arg(*probe.system, probe.file, named->displayName()));
        return stop(Usage);
    }
    const SystemUi *ui = named ? systems.find(named->id()) : chosen ? chosen : systems.defaultUi();
    Q_ASSERT(systems.defaultUi());
    if (!ui) {
        Errors(err).fail(tr("%1 files cannot be exported: this program has no pages for that rule system")
                             .arg(named->displayName()));
        return stop(Invalid);
    }
    r.ruleSystem = ui->ruleSystem();
    const ExportSpec spec = ui->exportSpec();
    const QString documents = alternatives(spec.documents);
    QCommandLineParser parser;
    describeArguments(parser, spec, documents, systemHelp(systems));

    Errors errors(err);
    if (!parser.parse(arguments)) {
        errors.fail(parser.errorText());
        return stop(Usage);
    }
    if (parser.isSet(QStringLiteral("help"))) {
        out << parser.helpText();
        if (!named && !chosen)
            out << otherSystemsLine(systems, ui);
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
        errors.fail(tr("name a document to export: %1").arg(documents));
        return stop(Usage);
    }
    if (!spec.documents.contains(document)) {
        errors.fail(tr("unknown document \"%1\": expected %2").arg(document, documents));
        return stop(Usage);
    }
    const qsizetype maxPositional = ui->exportTakesFile(document) ? 3 : 2;
    if (positional.size() > maxPositional) {
        errors.fail(tr("unexpected argument \"%1\"").arg(positional.at(maxPositional)));
        return stop(Usage);
    }
    r.document = document;

    PageSetup &setup = r.print.setup;
    if (parser.isSet(QStringLiteral("page-size"))) {
        const QString size = parser.value(QStringLiteral("page-size"));
        const auto id = PageSetup::pageSizeFromName(size);
        if (!id)
            errors.fail(tr("--page-size must be A4 or Letter, not \"%1\"").arg(size));
        else
            setup.pageSize = QPageSize(*id);
    }
    if (parser.isSet(QStringLiteral("landscape")) && parser.isSet(QStringLiteral("portrait")))
        errors.fail(tr("--landscape and --portrait exclude each other: give one"));
    setup.greyscale = parser.isSet(QStringLiteral("greyscale"));
    r.output = parser.value(QStringLiteral("output"));
    if (!parser.isSet(QStringLiteral("output")) || r.output.isEmpty())
        errors.fail(tr("-o/--output is required: the PDF file to write"));
    // A folder, a socket or a disk is a bad argument (exit 2), as for play and the campaign verbs, refused
    // before any page is drawn; what fails only at the write (a pipe nobody reads) is still exit 3.
    else if (const QString why = OutputFile::whyNotWritable(r.output); !why.isEmpty())
        errors.fail(why);

    r.file = positional.value(2);
    ui->parseExport(parser, document, r.file, &r.print, [&errors](const QString &message) { errors.fail(message); });
    // The printable's own orientation unless the player gave one (a table wider than tall prints landscape).
    bool landscape = false;
    for (const PrintChoice &choice : ui->printChoices().documents) {
        if (choice.key == r.print.printable)
            landscape = choice.landscape;
    }
    if (parser.isSet(QStringLiteral("landscape")))
        landscape = true;
    else if (parser.isSet(QStringLiteral("portrait")))
        landscape = false;
    setup.orientation = landscape ? QPageLayout::Landscape : QPageLayout::Portrait;
    if (errors.failed())
        return stop(Usage);
    return r;
}

int ExportSubcommand::run(const QStringList &arguments, QTextStream &out, QTextStream &err, const SystemUiRegistry &systems)
{
    const Request r = parse(arguments, out, err, systems);
    if (r.exitCode)
        return *r.exitCode;
    Errors errors(err);
    // parse() chose the system from its one reading of the file (or --system); that reading is the one printed.
    const SystemUi *ui = systems.find(r.ruleSystem);
    Q_ASSERT(ui);
    std::shared_ptr<const GameFile::Read> read;
    if (needsState(ui->ruleSystem(), r.print.printable)) {
        // A missing file is a bad argument, as for the other subcommands; a file with problems is not.
        if (!QFileInfo::exists(r.file)) {
            errors.fail(tr("%1: no such file").arg(r.file));
            return Usage;
        }
        read = r.read ? r.read : std::make_shared<const GameFile::Read>(GameFile::read(r.file));
        if (!read->ok()) {
            for (const Problem &p : std::as_const(read->problems))
                err << p.toString() << Qt::endl;
            return Invalid;
        }
        // Never another system's state in this system's pages (issue 13).
        if (read->system != ruleSystems().find(ui->ruleSystem())) {
            errors.fail(tr("%1 is not a file of the rule system these pages are for").arg(r.file));
            return Invalid;
        }
    }
    const std::unique_ptr<PrintDocument> doc = ui->printDocument(r.print, read ? read->state.get() : nullptr);
    QString error;
    if (!exportPdf(r.output, *doc, r.print.setup, &error)) {
        errors.fail(error);
        return Failure;
    }
    return Ok;
}

} // namespace md
