#include "CsvWriter.h"

using namespace Qt::StringLiterals;

namespace md {

namespace {
QString quoted(const QString &text)
{
    if (!text.contains(u',') && !text.contains(u'"') && !text.contains(u'\r') && !text.contains(u'\n'))
        return text;
    QString out = text;
    out.replace(u"\""_s, u"\"\""_s);
    return u'"' + out + u'"';
}
} // namespace

QString CsvWriter::field(const QVariant &value)
{
    if (!value.isValid() || value.isNull())
        return {};
    switch (value.typeId()) {
    case QMetaType::Bool:
        return value.toBool() ? u"1"_s : u"0"_s;
    case QMetaType::Int:
    case QMetaType::LongLong:
    case QMetaType::UInt:
    case QMetaType::ULongLong:
        return QString::number(value.toLongLong());
    default:
        break;
    }
    return quoted(value.toString());
}

QByteArray CsvWriter::line(const QStringList &fields)
{
    QStringList out;
    out.reserve(fields.size());
    for (const QString &f : fields)
        out.append(quoted(f));
    return out.join(u',').toUtf8() + "\r\n";
}

QByteArray CsvWriter::line(const QVariantList &values)
{
    QStringList out;
    out.reserve(values.size());
    for (const QVariant &v : values)
        out.append(field(v));
    return out.join(u',').toUtf8() + "\r\n";
}

QByteArray CsvWriter::document(const QStringList &header, const QList<QVariantList> &rows)
{
    QByteArray bytes = line(header);
    for (const QVariantList &row : rows)
        bytes += line(row);
    return bytes;
}

} // namespace md
