#pragma once

#include <QCoreApplication>
#include <QList>
#include <QSqlDatabase>
#include <QString>
#include <QStringList>
#include <QVariant>

#include <optional>

namespace md {

// One table of a campaign as plain rows, the same whichever engine holds it (SQLite or PostgreSQL): for
// copying a campaign between stores and comparing the copy with its source (CampaignCopy). Values are
// compared as the engines mean them: a boolean and the integer 0 or 1 are the same value, so are every
// integer type, a time and its ISO 8601 text in UTC, a date and its ISO text.
class CampaignRows
{
    Q_DECLARE_TR_FUNCTIONS(md::CampaignRows)

public:
    QString table;
    QStringList columns; // as the source lists them
    QStringList key;     // the primary key's columns (every column when there is none)
    QList<QVariantList> rows; // sorted by the key

    // Every row of `table` on `db`, with `columns` (empty: every column the table has), sorted by its
    // primary key (compared in this program, so the database's collation does not matter).
    static std::optional<CampaignRows> read(const QSqlDatabase &db, const QString &table, const QStringList &columns,
                                            QString *error);
    // Writes `rows` into the same table on `db` (inside the caller's transaction), each value converted to
    // the type of the target's column; false and *error at the first row refused.
    bool insertInto(const QSqlDatabase &db, QString *error) const;
    // The first difference between `source` and `copy` as a sentence naming the table and the row; empty
    // when they hold the same rows.
    static QString difference(const CampaignRows &source, const CampaignRows &copy, const QString &sourceName,
                              const QString &copyName);

    // A value as both engines compare it: nullopt for NULL, otherwise its text (integers and booleans as
    // decimal numbers, times as ISO 8601 in UTC, bytes as hexadecimal).
    static std::optional<QString> normalised(const QVariant &value);
    // `value` made fit for a column of type `type` on the target engine; NULL stays NULL.
    static QVariant forColumn(const QVariant &value, QMetaType type);

private:
    QString describeRow(qsizetype row) const;
};

} // namespace md
