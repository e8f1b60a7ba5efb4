#pragma once

#include <QByteArray>
#include <QList>
#include <QString>
#include <QStringList>
#include <QVariant>

namespace md {

// RFC 4180 CSV: comma separated, CRLF line ends, UTF-8 without a byte order mark; a field is quoted
// when it holds a comma, a double quote, CR or LF, and a quote inside is doubled. NULL is an empty field.
class CsvWriter
{
public:
    static QString field(const QVariant &value);
    static QByteArray line(const QStringList &fields);
    static QByteArray line(const QVariantList &values);
    static QByteArray document(const QStringList &header, const QList<QVariantList> &rows);
};

} // namespace md
