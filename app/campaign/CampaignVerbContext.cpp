#include "CampaignVerbContext.h"

#include "CampaignDatabase.h"
#include "CampaignSchema.h"
#include "options/SingleValueOptions.h"
#include "kernel/OutputFile.h"

#include <QCommandLineParser>
#include <QTextStream>

using namespace Qt::StringLiterals;

namespace md {

int CampaignVerbContext::fail(int code, const QString &message) const
{
    err << "moraledesk campaign: " << message << Qt::endl;
    return code;
}

std::optional<int> CampaignVerbContext::parse(QCommandLineParser &parser, qsizetype minPositional, qsizetype maxPositional) const
{
    parser.setSingleDashWordOptionMode(QCommandLineParser::ParseAsLongOptions);
    QStringList list{u"moraledesk campaign FILE %1"_s.arg(verb)};
    list.append(arguments);
    if (!parser.parse(list))
        return usage(u"%1: %2"_s.arg(verb, parser.errorText()));
    if (const QString repeated = SingleValueOptions::repeated(parser, {u"side"_s}); !repeated.isEmpty())
        return usage(u"%1: %2"_s.arg(verb, repeated));
    const QStringList positional = parser.positionalArguments();
    if (positional.size() < minPositional)
        return usage(tr("%1: missing argument; see moraledesk campaign --help").arg(verb));
    if (positional.size() > maxPositional)
        return usage(tr("%1: unexpected argument \"%2\"").arg(verb, positional.at(maxPositional)));
    return std::nullopt;
}

std::unique_ptr<CampaignDatabase> CampaignVerbContext::open(int &code) const
{
    QString error;
    auto db = CampaignDatabase::open(file, &error);
    if (!db) {
        code = failed(error);
        return db;
    }
    sayMigrated(*db);
    return db;
}

std::unique_ptr<CampaignDatabase> CampaignVerbContext::peek() const
{
    QString error;
    auto db = CampaignDatabase::open(file, &error);
    if (db)
        sayMigrated(*db);
    return db;
}

QStringList CampaignVerbContext::positional(const QStringList &valued) const
{
    QStringList list;
    for (qsizetype i = 0; i < arguments.size(); ++i) {
        const QString &a = arguments.at(i);
        if (a == u"--"_s) {
            list.append(arguments.mid(i + 1));
            break;
        }
        if (!a.startsWith(u'-') || a == u"-"_s) {
            list.append(a);
            continue;
        }
        if (valued.contains(a) && !a.contains(u'='))
            ++i; // its value
    }
    return list;
}

void CampaignVerbContext::sayMigrated(const CampaignDatabase &db) const
{
    // Migrating changed the file: say so, and where the file as it was is kept.
    if (!db.migrationBackup().isEmpty())
        err << "moraledesk campaign: "
            << tr("%1 was brought from campaign format %2 to %3; the file as it was is kept in %4")
                   .arg(file, QString::number(db.openedVersion()), QString::number(CampaignSchema::current),
                        db.migrationBackup())
            << Qt::endl;
}

std::optional<int> CampaignVerbContext::intValue(const QString &text, int min, int max)
{
    bool ok = false;
    const int v = text.trimmed().toInt(&ok);
    if (!ok || v < min || v > max)
        return std::nullopt;
    return v;
}

QString CampaignVerbContext::badOutput(const QString &output)
{
    return output.isEmpty() ? QString() : OutputFile::whyNotWritable(output);
}

} // namespace md
