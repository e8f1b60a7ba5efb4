#include "CampaignCopy.h"

#include "CampaignAddress.h"
#include "CampaignDatabase.h"
#include "CampaignDialect.h"
#include "CampaignQuery.h"
#include "CampaignRows.h"
#include "CampaignSchema.h"
#include "CampaignSql.h"
#include "CampaignTransaction.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRandomGenerator>
#include <QScopeGuard>
#include <QSqlError>
#include <QSqlQuery>

using namespace Qt::StringLiterals;

namespace md {

using namespace campaignsql;

namespace {

// Every table of the current schema, parents before the tables that refer to them.
QStringList copiedTables() { return CampaignSchema::tables(CampaignSchema::current); }

} // namespace

QString CampaignCopy::where(const CampaignDatabase &database) { return database.location(); }

std::optional<QList<CampaignCopy::TableCount>> CampaignCopy::copy(const QString &source, const QString &target,
                                                                 QString *error)
{
    if (source.trimmed().isEmpty() || target.trimmed().isEmpty()) {
        setError(error, tr("a copy needs a source and a target"));
        return std::nullopt;
    }
    QString why;
    const auto from = CampaignDatabase::open(source, &why);
    if (!from) {
        setError(error, tr("cannot read the campaign to copy: %1").arg(why));
        return std::nullopt;
    }
    return CampaignAddress::isServerAddress(target) ? toServer(*from, target, error) : toFile(*from, target, error);
}

std::optional<QList<CampaignCopy::TableCount>> CampaignCopy::toFile(const CampaignDatabase &source, const QString &target,
                                                                   QString *error)
{
    const QFileInfo info(target);
    if (info.exists() || info.isSymLink()) {
        setError(error, tr("%1 already exists; a copy never replaces a file").arg(target));
        return std::nullopt;
    }
    const QDir dir = info.absoluteDir();
    if (!dir.exists()) {
        setError(error, tr("cannot copy to %1: the folder %2 does not exist").arg(target, dir.path()));
        return std::nullopt;
    }
    const auto campaign = source.info(error);
    if (!campaign)
        return std::nullopt;
    // Built aside and renamed into place once verified, as a new campaign is: a failed copy leaves no file.
    const QString temp = dir.filePath(u".%1.%2.copying"_s.arg(info.fileName())
                                          .arg(QRandomGenerator::global()->generate64(), 16, 16, QLatin1Char('0')));
    const auto removeTemp = [&temp] {
        for (const QString &suffix : {QString(), u"-wal"_s, u"-shm"_s, u"-journal"_s})
            QFile::remove(temp + suffix);
    };
    QString why;
    std::optional<QList<TableCount>> counts;
    {
        auto copy = CampaignDatabase::create(temp, *campaign, &why);
        if (copy) {
            counts = fill(source, *copy, &why);
            // Everything into the main file before it is renamed: the log would stay behind under the old name.
            if (counts && !execute(connection(copy->connectionName()), u"PRAGMA wal_checkpoint(TRUNCATE)"_s, &why))
                counts.reset();
        }
    }
    if (counts && QFileInfo::exists(temp + u"-wal"_s) && QFileInfo(temp + u"-wal"_s).size() > 0) {
        why = tr("the copy's write-ahead log was not emptied");
        counts.reset();
    }
    // QFile::rename never replaces a file.
    if (counts && !QFile::rename(temp, target)) {
        why = tr("%1 appeared while the copy was being made, or the folder is not writable").arg(target);
        counts.reset();
    }
    removeTemp();
    if (!counts)
        setError(error, tr("cannot copy %1 to %2: %3").arg(where(source), target, why));
    return counts;
}

std::optional<QList<CampaignCopy::TableCount>> CampaignCopy::toServer(const CampaignDatabase &source, const QString &target,
                                                                     QString *error)
{
    QString why;
    if (!CampaignAddress::parse(target, &why)) {
        setError(error, tr("cannot copy to %1: %2").arg(target, why));
        return std::nullopt;
    }
    const auto campaign = source.info(error);
    if (!campaign)
        return std::nullopt;
    // The new campaign's tables in the empty database (create refuses one that holds any table), then the
    // rows in one transaction. Should the rows fail, the tables go again: the database is left as empty as
    // it was found.
    auto copy = CampaignDatabase::create(target, *campaign, &why);
    if (!copy) {
        setError(error, tr("cannot copy %1 to %2: %3").arg(where(source), target, why));
        return std::nullopt;
    }
    auto counts = fill(source, *copy, &why);
    if (!counts) {
        QString dropped;
        if (!CampaignDialect::dropTables(connection(copy->connectionName()), copiedTables(), &dropped))
            why += u" "_s + tr("(and the empty campaign made for the copy could not be removed again: %1)").arg(dropped);
        setError(error, tr("cannot copy %1 to %2: %3").arg(where(source), copy->location(), why));
        return std::nullopt;
    }
    return counts;
}

std::optional<QList<CampaignCopy::TableCount>> CampaignCopy::fill(const CampaignDatabase &source, CampaignDatabase &target,
                                                                 QString *error)
{
    const QSqlDatabase from = connection(source.connectionName());
    const QSqlDatabase to = connection(target.connectionName());
    // The source as one snapshot: a referee recording meanwhile is either wholly in the copy or not at all.
    QSqlQuery snapshot(from);
    if (!snapshot.exec(CampaignDialect::beginSnapshot(CampaignDialect::of(from)))) {
        setError(error, tr("cannot read %1: %2").arg(where(source), sqlText(snapshot.lastError())));
        return std::nullopt;
    }
    const auto endSnapshot = qScopeGuard([&from] { QSqlQuery(from).exec(u"ROLLBACK"_s); });

    CampaignTransaction tx(to);
    if (!tx.begin(error))
        return std::nullopt;
    const QStringList tables = copiedTables();
    // The new campaign's own rows (its record, its sides) make way for the source's, under the source's ids.
    for (auto it = tables.crbegin(); it != tables.crend(); ++it) {
        if (!execute(to, u"DELETE FROM %1"_s.arg(*it), error))
            return std::nullopt;
    }
    for (const QString &table : tables) {
        const auto rows = CampaignRows::read(from, table, {}, error);
        if (!rows || !rows->insertInto(to, error) || !CampaignDialect::moveIdentityPastRows(to, table, error))
            return std::nullopt;
    }
    // Compared before the commit: a copy that differs is never committed.
    const auto counts = compare(source, target, error);
    if (!counts || !tx.commit(error))
        return std::nullopt;
    return counts;
}

std::optional<QList<CampaignCopy::TableCount>> CampaignCopy::compare(const CampaignDatabase &source,
                                                                    const CampaignDatabase &copy, QString *error)
{
    const QSqlDatabase a = connection(source.connectionName());
    const QSqlDatabase b = connection(copy.connectionName());
    QList<TableCount> counts;
    for (const QString &table : copiedTables()) {
        const auto left = CampaignRows::read(a, table, {}, error);
        if (!left)
            return std::nullopt;
        const auto right = CampaignRows::read(b, table, left->columns, error);
        if (!right)
            return std::nullopt;
        if (const QString difference = CampaignRows::difference(*left, *right, where(source), where(copy));
            !difference.isEmpty()) {
            setError(error, difference);
            return std::nullopt;
        }
        counts.append({table, left->rows.size()});
    }
    return counts;
}

QString CampaignCopy::report(const QList<TableCount> &counts)
{
    qsizetype width = 0;
    for (const TableCount &c : counts)
        width = std::max(width, c.table.size());
    QString text;
    for (const TableCount &c : counts)
        text += u"  %1  %2\n"_s.arg(c.table, -static_cast<int>(width)).arg(tr("%n row(s)", nullptr, static_cast<int>(c.rows)));
    return text;
}

} // namespace md
