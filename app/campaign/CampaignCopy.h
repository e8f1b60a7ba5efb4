#pragma once

#include <QCoreApplication>
#include <QList>
#include <QString>

#include <optional>

namespace md {

class CampaignDatabase;

// `moraledesk campaign copy SOURCE TARGET` and Campaign → Copy campaign to…: a whole campaign from one store
// to another (a campaign file or a database on a PostgreSQL server, either way), every row under its own id.
// The target must not exist yet (a file) or be an empty database (a server). The rows go in as one
// transaction on the target, which is then compared with the source table by table (same columns, same rows
// by primary key, same values once the engines' differences are set aside: booleans, integer types, times);
// only a copy found equal is committed, and a file target gets its name only then (built aside, like a new
// campaign). On any failure nothing is left at the target.
class CampaignCopy
{
    Q_DECLARE_TR_FUNCTIONS(md::CampaignCopy)

public:
    struct TableCount
    {
        QString table;
        qsizetype rows = 0;
        friend bool operator==(const TableCount &, const TableCount &) = default;
    };

    // The rows copied per table, in the schema's order; nullopt and the reason in `*error` otherwise.
    static std::optional<QList<TableCount>> copy(const QString &source, const QString &target, QString *error);
    // Compares every table of two open campaigns: the rows per table when they are equal; nullopt and the first
    // difference (the table and the row) otherwise.
    static std::optional<QList<TableCount>> compare(const CampaignDatabase &source, const CampaignDatabase &copy,
                                                    QString *error);
    // One line per table: its name and its rows.
    static QString report(const QList<TableCount> &counts);

private:
    // Fills `target` (a new, empty campaign) with `source`'s rows in one transaction and compares them before
    // the commit.
    static std::optional<QList<TableCount>> fill(const CampaignDatabase &source, CampaignDatabase &target,
                                                 QString *error);
    static std::optional<QList<TableCount>> toFile(const CampaignDatabase &source, const QString &target,
                                                   QString *error);
    static std::optional<QList<TableCount>> toServer(const CampaignDatabase &source, const QString &target,
                                                     QString *error);
    // Where `database` is, as a sentence uses it: the file name or the address.
    static QString where(const CampaignDatabase &database);
};

} // namespace md
