#include "CampaignRows.h"

#include "CampaignSql.h"

#include <QDate>
#include <QDateTime>
#include <QSqlDriver>
#include <QSqlError>
#include <QSqlField>
#include <QSqlIndex>
#include <QSqlQuery>
#include <QSqlRecord>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace md {

using namespace campaignsql;

namespace {

// Rows per INSERT: one round trip to a server for many rows, far below both engines' limit of parameters.
constexpr qsizetype rowsPerInsert = 64;

bool isInteger(QMetaType type)
{
    switch (type.id()) {
    case QMetaType::Int:
    case QMetaType::UInt:
    case QMetaType::LongLong:
    case QMetaType::ULongLong:
    case QMetaType::Short:
    case QMetaType::UShort:
    case QMetaType::Char:
    case QMetaType::SChar:
    case QMetaType::UChar:
    case QMetaType::Long:
    case QMetaType::ULong:
        return true;
    default:
        return false;
    }
}

// Keys compare as numbers when both are whole numbers, otherwise as text (by code unit, as SQLite's and
// PostgreSQL's "C" collation do); NULL first.
int compareValues(const QVariant &a, const QVariant &b)
{
    const auto x = CampaignRows::normalised(a);
    const auto y = CampaignRows::normalised(b);
    if (!x || !y)
        return (x ? 1 : 0) - (y ? 1 : 0);
    bool xNumber = false;
    bool yNumber = false;
    const qint64 xv = x->toLongLong(&xNumber);
    const qint64 yv = y->toLongLong(&yNumber);
    if (xNumber && yNumber)
        return xv < yv ? -1 : (xv > yv ? 1 : 0);
    return x->compare(*y);
}

QString shown(const std::optional<QString> &v) { return v ? u"\"%1\""_s.arg(*v) : u"NULL"_s; }

} // namespace

std::optional<QString> CampaignRows::normalised(const QVariant &value)
{
    if (!value.isValid() || value.isNull())
        return std::nullopt;
    const QMetaType type = value.metaType();
    if (type.id() == QMetaType::Bool)
        return value.toBool() ? u"1"_s : u"0"_s;
    if (isInteger(type))
        return QString::number(value.toLongLong());
    if (type.id() == QMetaType::Double || type.id() == QMetaType::Float)
        return QString::number(value.toDouble(), 'g', 17);
    if (type.id() == QMetaType::QDateTime)
        return value.toDateTime().toUTC().toString(Qt::ISODate);
    if (type.id() == QMetaType::QDate)
        return value.toDate().toString(Qt::ISODate);
    if (type.id() == QMetaType::QByteArray)
        return u"x'%1'"_s.arg(QString::fromLatin1(value.toByteArray().toHex()));
    return value.toString();
}

QVariant CampaignRows::forColumn(const QVariant &value, QMetaType type)
{
    // Qt Sql binds a null QString as NULL and CampaignQuery an empty one as ''; a NULL here is always NULL.
    if (!value.isValid() || value.isNull())
        return QVariant();
    const QMetaType from = value.metaType();
    if (type.id() == QMetaType::Bool)
        return QVariant(from.id() == QMetaType::QString ? value.toString() != u"0"_s && !value.toString().isEmpty()
                                                        : value.toBool());
    if (isInteger(type))
        return QVariant(from.id() == QMetaType::Bool ? qint64(value.toBool() ? 1 : 0) : value.toLongLong());
    if (type.id() == QMetaType::QDateTime && from.id() == QMetaType::QString)
        return QVariant(QDateTime::fromString(value.toString(), Qt::ISODate));
    if (type.id() == QMetaType::QDate && from.id() == QMetaType::QString)
        return QVariant(QDate::fromString(value.toString(), Qt::ISODate));
    if (type.id() == QMetaType::QString) {
        if (from.id() == QMetaType::QDateTime)
            return QVariant(value.toDateTime().toUTC().toString(Qt::ISODate));
        if (from.id() == QMetaType::QDate)
            return QVariant(value.toDate().toString(Qt::ISODate));
        if (from.id() == QMetaType::Bool)
            return QVariant(value.toBool() ? u"1"_s : u"0"_s);
    }
    return value;
}

std::optional<CampaignRows> CampaignRows::read(const QSqlDatabase &db, const QString &table, const QStringList &columns,
                                               QString *error)
{
    CampaignRows t;
    t.table = table;
    const QSqlRecord record = db.record(table);
    if (record.isEmpty()) {
        setError(error, tr("table %1 is missing").arg(table));
        return std::nullopt;
    }
    if (columns.isEmpty()) {
        for (int i = 0; i < record.count(); ++i)
            t.columns.append(record.fieldName(i));
    } else {
        for (const QString &c : columns) {
            if (!record.contains(c)) {
                setError(error, tr("table %1 has no column %2").arg(table, c));
                return std::nullopt;
            }
        }
        t.columns = columns;
    }
    const QSqlIndex primary = db.primaryIndex(table);
    for (int i = 0; i < primary.count(); ++i)
        t.key.append(primary.fieldName(i));
    if (t.key.isEmpty())
        t.key = t.columns;

    const QSqlDriver *driver = db.driver();
    QStringList quoted;
    for (const QString &c : std::as_const(t.columns))
        quoted.append(driver->escapeIdentifier(c, QSqlDriver::FieldName));
    QSqlQuery q(db);
    q.setForwardOnly(true);
    if (!q.exec(u"SELECT %1 FROM %2"_s.arg(quoted.join(u", "_s), driver->escapeIdentifier(table, QSqlDriver::TableName)))) {
        setError(error, tr("cannot read table %1: %2").arg(table, sqlText(q.lastError())));
        return std::nullopt;
    }
    const auto width = t.columns.size();
    while (q.next()) {
        QVariantList row;
        row.reserve(width);
        for (int i = 0; i < width; ++i)
            row.append(q.value(i));
        t.rows.append(row);
    }
    if (q.lastError().isValid()) {
        setError(error, tr("cannot read table %1: %2").arg(table, sqlText(q.lastError())));
        return std::nullopt;
    }
    QList<int> keyAt;
    for (const QString &k : std::as_const(t.key))
        keyAt.append(static_cast<int>(t.columns.indexOf(k)));
    if (keyAt.contains(-1)) {
        setError(error, tr("table %1: its primary key is not among the columns copied").arg(table));
        return std::nullopt;
    }
    std::sort(t.rows.begin(), t.rows.end(), [&keyAt](const QVariantList &a, const QVariantList &b) {
        for (const int i : keyAt) {
            if (const int c = compareValues(a.at(i), b.at(i)))
                return c < 0;
        }
        return false;
    });
    return t;
}

bool CampaignRows::insertInto(const QSqlDatabase &db, QString *error) const
{
    const QSqlRecord target = db.record(table);
    if (target.isEmpty())
        return setError(error, tr("table %1 is missing on the target").arg(table));
    QList<QMetaType> types;
    QStringList quoted;
    const QSqlDriver *driver = db.driver();
    for (const QString &c : columns) {
        if (!target.contains(c))
            return setError(error, tr("table %1 has no column %2 on the target").arg(table, c));
        types.append(target.field(c).metaType());
        quoted.append(driver->escapeIdentifier(c, QSqlDriver::FieldName));
    }
    const QString one = u"(%1)"_s.arg(QStringList(columns.size(), u"?"_s).join(u", "_s));
    const QString head = u"INSERT INTO %1 (%2) VALUES "_s.arg(driver->escapeIdentifier(table, QSqlDriver::TableName),
                                                               quoted.join(u", "_s));
    QSqlQuery full(db);
    QSqlQuery rest(db);
    bool fullPrepared = false;
    for (qsizetype start = 0; start < rows.size(); start += rowsPerInsert) {
        const qsizetype count = std::min(rowsPerInsert, rows.size() - start);
        QSqlQuery &q = count == rowsPerInsert ? full : rest;
        if (count == rowsPerInsert ? !fullPrepared : true) {
            if (!q.prepare(head + QStringList(count, one).join(u", "_s)))
                return setError(error, tr("cannot write table %1: %2").arg(table, sqlText(q.lastError())));
            if (count == rowsPerInsert)
                fullPrepared = true;
        }
        int p = 0;
        for (qsizetype r = start; r < start + count; ++r) {
            const QVariantList &row = rows.at(r);
            for (qsizetype c = 0; c < row.size(); ++c)
                q.bindValue(p++, forColumn(row.at(c), types.at(c)));
        }
        if (!q.exec())
            return setError(error, tr("cannot write row %1 of table %2: %3")
                                       .arg(describeRow(start), table, sqlText(q.lastError())));
    }
    return true;
}

QString CampaignRows::describeRow(qsizetype row) const
{
    QStringList parts;
    for (const QString &k : key)
        parts.append(u"%1 = %2"_s.arg(k, shown(normalised(rows.at(row).at(columns.indexOf(k))))));
    return parts.join(u", "_s);
}

QString CampaignRows::difference(const CampaignRows &source, const CampaignRows &copy, const QString &sourceName,
                                 const QString &copyName)
{
    QList<qsizetype> at;
    for (const QString &c : source.columns) {
        const qsizetype i = copy.columns.indexOf(c);
        if (i < 0)
            return tr("table %1: column %2 is missing in %3").arg(source.table, c, copyName);
        at.append(i);
    }
    if (copy.columns.size() != source.columns.size())
        return tr("table %1 has %2 columns in %3 and %4 in %5")
            .arg(source.table, QString::number(source.columns.size()), sourceName,
                 QString::number(copy.columns.size()), copyName);
    const qsizetype n = std::min(source.rows.size(), copy.rows.size());
    for (qsizetype r = 0; r < n; ++r) {
        for (qsizetype c = 0; c < source.columns.size(); ++c) {
            const auto a = normalised(source.rows.at(r).at(c));
            const auto b = normalised(copy.rows.at(r).at(at.at(c)));
            if (a != b)
                return tr("table %1 differs at row %2 (%3): %4 is %5 in %6 and %7 in %8")
                    .arg(source.table, QString::number(r + 1), source.describeRow(r), source.columns.at(c), shown(a),
                         sourceName, shown(b), copyName);
        }
    }
    if (source.rows.size() != copy.rows.size()) {
        const bool moreInSource = source.rows.size() > copy.rows.size();
        const CampaignRows &longer = moreInSource ? source : copy;
        return tr("table %1 has %2 rows in %3 and %4 in %5; the first row only in %6 is row %7 (%8)")
            .arg(source.table, QString::number(source.rows.size()), sourceName, QString::number(copy.rows.size()),
                 copyName, moreInSource ? sourceName : copyName, QString::number(n + 1), longer.describeRow(n));
    }
    return {};
}

} // namespace md
