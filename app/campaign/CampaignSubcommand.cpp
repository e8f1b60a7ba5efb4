#include "CampaignSubcommand.h"

#include "CampaignCopy.h"
#include "CampaignDatabase.h"
#include "CampaignSchema.h"
#include "CampaignVerbContext.h"
#include "CsvWriter.h"
#include "kernel/OutputFile.h"
#include "kernel/RuleSystemRegistry.h"

#include <QCommandLineParser>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTextStream>

#include <algorithm>
#include <optional>

using namespace Qt::StringLiterals;

namespace md {

namespace {

const QString vCreate = u"create"_s;
const QString vExportCsv = u"export-csv"_s;
const QString vBackup = u"backup"_s;
const QString vCheck = u"check"_s;
const QString vCopy = u"copy"_s;

int create(const CampaignVerbContext &c)
{
    QCommandLineParser parser;
    parser.addPositionalArgument(u"NAME"_s, CampaignSubcommand::tr("The campaign's name."));
    parser.addOption({u"side"_s, CampaignSubcommand::tr("A side and its player, as SIDE or SIDE=PLAYER (repeatable)."), u"SIDE"_s});
    parser.addOption({u"notes"_s, CampaignSubcommand::tr("Notes on the campaign."), u"TEXT"_s});
    if (const auto stop = c.parse(parser, 1, 1))
        return *stop;
    CampaignInfo info;
    info.name = parser.positionalArguments().at(0).trimmed();
    info.notes = parser.value(u"notes"_s);
    if (info.name.isEmpty())
        return c.usage(CampaignSubcommand::tr("create: the campaign needs a name"));
    for (const QString &side : parser.values(u"side"_s)) {
        const qsizetype eq = side.indexOf(u'=');
        CampaignSide s{(eq < 0 ? side : side.left(eq)).trimmed(), eq < 0 ? QString() : side.mid(eq + 1).trimmed()};
        if (s.name.isEmpty())
            return c.usage(CampaignSubcommand::tr("create: --side needs a name, as SIDE or SIDE=PLAYER"));
        info.sides.append(s);
    }
    QString error;
    if (QFileInfo::exists(c.file) || QFileInfo(c.file).isSymLink())
        return c.failed(CampaignSubcommand::tr("%1 already exists; create never replaces a file").arg(c.file));
    auto db = CampaignDatabase::create(c.file, info, &error);
    if (!db)
        return c.failed(error);
    c.out << CampaignSubcommand::tr("Created campaign \"%1\" in %2 (campaign format %3).")
                 .arg(info.name, c.file, QString::number(CampaignSchema::current))
          << Qt::endl;
    return CampaignVerbContext::Ok;
}

int exportCsv(const CampaignVerbContext &c)
{
    QCommandLineParser parser;
    parser.addPositionalArgument(u"TABLE"_s, CampaignSubcommand::tr("One of: %1.").arg(CampaignDatabase::exportableTables().join(u", "_s)));
    parser.addOption({{u"o"_s, u"output"_s}, CampaignSubcommand::tr("The CSV file to write (\"-\" or none: standard output)."), u"FILE"_s});
    if (const auto stop = c.parse(parser, 1, 1))
        return *stop;
    const QString table = parser.positionalArguments().at(0);
    if (!CampaignDatabase::exportableTables().contains(table))
        return c.usage(CampaignSubcommand::tr("export-csv: there is no list \"%1\"; the lists are: %2")
                           .arg(table, CampaignDatabase::exportableTables().join(u", "_s)));
    const QString output = parser.value(u"o"_s);
    if (parser.isSet(u"o"_s) && output.isEmpty())
        return c.usage(CampaignSubcommand::tr("export-csv: -o needs a file name"));
    if (const QString why = CampaignVerbContext::badOutput(output); !why.isEmpty())
        return c.usage(u"%1: %2"_s.arg(c.verb, why));
    int code = CampaignVerbContext::Ok;
    auto db = c.open(code);
    if (!db)
        return code;
    QString error;
    if (output.isEmpty() || OutputFile::isStandardOutput(output)) {
        const auto t = db->table(table, &error);
        if (!t)
            return c.failed(error);
        c.out << QString::fromUtf8(CsvWriter::document(t->columns, t->rows));
        c.out.flush();
        return CampaignVerbContext::Ok;
    }
    const auto t = db->table(table, &error);
    // Written as every -o is: a device or a pipe is written through, never replaced.
    if (!t || !OutputFile::write(output, CsvWriter::document(t->columns, t->rows), &error))
        return c.failed(error);
    return CampaignVerbContext::Ok;
}

int backup(const CampaignVerbContext &c)
{
    QCommandLineParser parser;
    parser.addPositionalArgument(u"DEST"_s, CampaignSubcommand::tr("The backup file (must not exist)."));
    if (const auto stop = c.parse(parser, 1, 1))
        return *stop;
    int code = CampaignVerbContext::Ok;
    auto db = c.open(code);
    if (!db)
        return code;
    QString error;
    const QString dest = parser.positionalArguments().at(0);
    if (!db->backupTo(dest, &error))
        return c.failed(error);
    c.out << CampaignSubcommand::tr("Backed up %1 to %2.").arg(c.file, dest) << Qt::endl;
    return CampaignVerbContext::Ok;
}

int check(const CampaignVerbContext &c)
{
    QCommandLineParser parser;
    if (const auto stop = c.parse(parser, 0, 0))
        return *stop;
    int code = CampaignVerbContext::Ok;
    auto db = c.open(code);
    if (!db)
        return code;
    QString error;
    const auto findings = db->integrityCheck(&error);
    if (!findings)
        return c.failed(CampaignSubcommand::tr("%1 is damaged: %2").arg(c.file, error));
    if (!findings->isEmpty())
        return c.failed(CampaignSubcommand::tr("%1 is damaged (SQLite integrity_check: %2)").arg(c.file, findings->constFirst()));
    c.out << CampaignSubcommand::tr("%1: integrity check ok.").arg(c.file) << Qt::endl;
    return CampaignVerbContext::Ok;
}

// `campaign SOURCE copy TARGET`, or `campaign copy SOURCE TARGET` as the verb is usually put: the source is
// opened by the copy itself, which reads it (a file is brought to the current format first, as every verb does).
int copy(const CampaignVerbContext &c)
{
    QCommandLineParser parser;
    parser.addPositionalArgument(u"TARGET"_s, CampaignSubcommand::tr("A new campaign file, or an empty database on a server."));
    if (const auto stop = c.parse(parser, 1, 1))
        return *stop;
    const QString target = parser.positionalArguments().at(0);
    QString error;
    const auto counts = CampaignCopy::copy(c.file, target, &error);
    if (!counts)
        return c.failed(error);
    c.out << CampaignSubcommand::tr("Copied %1 to %2; every table of the copy was compared with the original and is equal:")
                 .arg(c.file, target)
          << Qt::endl
          << CampaignCopy::report(*counts);
    c.out.flush();
    return CampaignVerbContext::Ok;
}

} // namespace

QStringList CampaignSubcommand::verbs(const CampaignVerbSets &systems)
{
    // In the order the usage lists them: each system's listing, the shared verbs it leaves out around it.
    QStringList all;
    for (const CampaignVerbSet &set : systems) {
        for (const QString &verb : set.listing) {
            if (!all.contains(verb))
                all.append(verb);
        }
    }
    if (!all.contains(vCreate))
        all.prepend(vCreate);
    for (const QString &shared : {vExportCsv, vBackup, vCheck, vCopy}) {
        if (!all.contains(shared))
            all.append(shared);
    }
    return all;
}

QString CampaignSubcommand::usage(const CampaignVerbSets &systems)
{
    return tr("Usage: moraledesk campaign FILE VERB [arguments]\n"
              "  create NAME [--side SIDE[=PLAYER]]… [--notes TEXT]   a new campaign file (never replaces one)\n"
              "  record BATTLEGROUP.json [BATTLEGROUP.json…] [--date YYYY-MM-DD] [--name NAME] [--scenario S]\n"
              "         [--turns N] [--notes TEXT]                       record a battle as the battlegroups ended it\n"
              "  list [--json]                                           the battles and replacements on their way\n"
              "  service-record UNIT [--battlegroup NAME] [--json]       a unit's battles, checks and losses\n"
              "  export-csv TABLE [-o out.csv]                           one list as CSV; TABLE is one of\n"
              "         %1\n"
              "  next-battle BATTLEGROUP -o out.json [--keep-damage]     the battlegroup for its next battle\n"
              "  add-replacement BATTLEGROUP UNITS.json [--delay N]      replacements, arriving after N battles\n"
              "  backup DEST                                             a consistent copy (never replaces a file)\n"
              "  check                                                   a full integrity check\n"
              "  copy TARGET                                             the whole campaign into a new file or an\n"
              "         empty database on a server, compared table by table; also as: campaign copy SOURCE TARGET\n"
              "A verb several rule systems have (record, list, next-battle) takes --system SYSTEM (%2); without\n"
              "it, record follows the files' rule system, next-battle the battlegroup's, and list shows each\n"
              "system's battles under its own heading.\n"
              "FILE, SOURCE and TARGET are campaign files or server addresses: postgresql://USER@HOST:PORT/DATABASE\n"
              "(the password comes from the PostgreSQL password file ~/.pgpass or a service file, never the address).\n")
        .arg(CampaignDatabase::exportableTables().join(u", "_s), systemNames(systems).join(u", "_s))
        + onlyOneSystem(systems);
}

QString CampaignSubcommand::onlyOneSystem(const CampaignVerbSets &systems)
{
    // The verbs above are every system's; where there are several, say which verbs only one of them has.
    if (systems.size() < 2)
        return {};
    QString lines;
    for (const CampaignVerbSet &set : systems) {
        QStringList own;
        for (const QString &verb : set.listing) {
            if (verb == vCreate || verb == vExportCsv || verb == vBackup || verb == vCheck || verb == vCopy)
                continue;
            const bool shared = std::any_of(systems.cbegin(), systems.cend(), [&](const CampaignVerbSet &other) {
                return &other != &set && other.listing.contains(verb);
            });
            if (!shared)
                own.append(verb);
        }
        if (!own.isEmpty() && !set.ruleSystem.isEmpty())
            lines += tr("Only %1 has %2.").arg(RuleSystemRegistry::shortName(set.ruleSystem), own.join(u", "_s)) + u'\n';
    }
    return lines;
}

int CampaignSubcommand::run(const QStringList &arguments, QTextStream &out, QTextStream &err,
                            const CampaignVerbSets &systems)
{
    const QStringList rest = arguments.mid(2);
    if (rest.contains(u"--help"_s) || rest.contains(u"-h"_s) || (rest.size() == 1 && rest.at(0) == u"help"_s)) {
        out << usage(systems);
        out.flush();
        return Ok;
    }
    // `campaign copy SOURCE TARGET`: the verb before the campaign it reads.
    if (!rest.isEmpty() && rest.at(0) == vCopy) {
        const CampaignVerbContext c{rest.size() > 1 ? rest.at(1) : QString(), vCopy, rest.mid(2), out, err};
        if (rest.size() < 3)
            return c.usage(tr("copy: expects a source and a target: moraledesk campaign copy SOURCE TARGET"));
        return copy(c);
    }
    if (rest.size() < 2) {
        err << "moraledesk campaign: " << tr("expects a campaign file and a verb (%1); see --help").arg(verbs(systems).join(u", "_s))
            << Qt::endl;
        return Usage;
    }
    const CampaignVerbContext c{rest.at(0), rest.at(1), rest.mid(2), out, err};
    if (c.verb == vCreate)
        return create(c);
    if (c.verb == vExportCsv)
        return exportCsv(c);
    if (c.verb == vBackup)
        return backup(c);
    if (c.verb == vCheck)
        return check(c);
    if (c.verb == vCopy)
        return copy(c);
    return runSystemVerb(c, systems);
}

QString CampaignSubcommand::mergedJson(const QString &first, const QStringList &parts)
{
    QJsonObject merged = QJsonDocument::fromJson(first.toUtf8()).object();
    bool added = false;
    for (const QString &part : parts) {
        const QJsonObject more = QJsonDocument::fromJson(part.toUtf8()).object();
        for (auto it = more.begin(); it != more.end(); ++it) {
            if (!merged.contains(it.key())) {
                merged.insert(it.key(), it.value());
                added = true;
            }
        }
    }
    // Nothing to add (or a first output that is not one object): the first output as it was, byte for byte.
    if (!added || merged.isEmpty())
        return first;
    return QString::fromUtf8(QJsonDocument(merged).toJson(QJsonDocument::Compact)) + u'\n';
}

const CampaignVerbSet *CampaignSubcommand::findSystem(const CampaignVerbSets &systems, const QString &name)
{
    for (const CampaignVerbSet &set : systems) {
        if (set.ruleSystem.isEmpty())
            continue;
        if (RuleSystemRegistry::isNamed(set.ruleSystem, name))
            return &set;
    }
    return nullptr;
}

QStringList CampaignSubcommand::systemNames(const CampaignVerbSets &systems)
{
    QStringList names;
    for (const CampaignVerbSet &set : systems) {
        if (!set.ruleSystem.isEmpty())
            names.append(RuleSystemRegistry::shortName(set.ruleSystem));
    }
    return names;
}

int CampaignSubcommand::runSystemVerb(const CampaignVerbContext &given, const CampaignVerbSets &systems)
{
    // --system NAME (or --system=NAME) is the dispatch's, never the verb's own.
    CampaignVerbContext c{given.file, given.verb, {}, given.out, given.err};
    QStringList named;
    for (qsizetype i = 0; i < given.arguments.size(); ++i) {
        const QString &a = given.arguments.at(i);
        if (a == u"--"_s) {
            c.arguments.append(given.arguments.mid(i));
            break;
        }
        if (a == u"--system"_s || a == u"-system"_s) {
            if (i + 1 >= given.arguments.size())
                return c.usage(tr("%1: --system needs a rule system: %2").arg(c.verb, systemNames(systems).join(u", "_s)));
            named.append(given.arguments.at(++i));
        } else if (a.startsWith(u"--system="_s)) {
            named.append(a.mid(9));
        } else {
            c.arguments.append(a);
        }
    }
    if (named.size() > 1)
        return c.usage(tr("%1: --system is given more than once").arg(c.verb));
    if (!named.isEmpty()) {
        const CampaignVerbSet *set = findSystem(systems, named.constFirst());
        if (!set)
            return c.usage(tr("%1: --system must be one of %2, not \"%3\"")
                               .arg(c.verb, systemNames(systems).join(u", "_s), named.constFirst()));
        if (const auto code = set->run(c))
            return *code;
        return c.usage(tr("\"%1\" is not a verb of %2; see moraledesk campaign --help").arg(c.verb, set->ruleSystem));
    }

    // A verb several systems have: the one whose run it is (the file or force it names), else the first that
    // has it (the registry's fallback), followed by the others' sections of it.
    QList<const CampaignVerbSet *> having;
    for (const CampaignVerbSet &set : systems) {
        if (set.listing.contains(c.verb))
            having.append(&set);
    }
    if (having.size() > 1) {
        for (const CampaignVerbSet *set : std::as_const(having)) {
            if (set->claims && set->claims(c)) {
                if (const auto code = set->run(c))
                    return *code;
            }
        }
        // With --json the output stays one JSON object: each section's object is merged into the first's.
        const bool json = c.arguments.contains(u"--json"_s);
        QString first;
        QTextStream firstOut(&first);
        const CampaignVerbContext head{c.file, c.verb, c.arguments, json ? firstOut : c.out, c.err};
        const auto code = having.constFirst()->run(head);
        firstOut.flush();
        QStringList parts;
        if (code && *code == Ok) {
            for (const CampaignVerbSet *set : having.mid(1)) {
                if (!set->sections.contains(c.verb))
                    continue;
                QString part;
                QTextStream partOut(&part);
                CampaignVerbContext section{c.file, c.verb, c.arguments, json ? partOut : c.out, c.err, true};
                const auto more = set->run(section);
                partOut.flush();
                if (!part.isEmpty())
                    parts.append(part);
                if (more && *more != Ok) {
                    c.out << first;
                    return *more;
                }
            }
        }
        if (json) {
            c.out << mergedJson(first, parts);
            c.out.flush();
        }
        if (code)
            return *code;
    }
    for (const CampaignVerbSet &set : systems) {
        if (const auto code = set.run(c))
            return *code;
    }
    return c.usage(tr("unknown verb \"%1\"; the verbs are: %2").arg(c.verb, verbs(systems).join(u", "_s)));
}

} // namespace md
