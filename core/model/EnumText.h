#pragma once

#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include <optional>
#include <span>

namespace md {

// One row of an enum's table: the stable key written to files and the command line,
// and the untranslated display name (marked with QT_TRANSLATE_NOOP in the table).
template<typename E>
struct EnumText
{
    E value;
    const char *key;
    const char *name;
};

// Specialise with `static std::span<const EnumText<E>> rows();` and `static const char *context;`.
template<typename E>
struct EnumTable;

template<typename E>
QString enumKey(E value)
{
    for (const auto &row : EnumTable<E>::rows()) {
        if (row.value == value)
            return QString::fromLatin1(row.key);
    }
    return {};
}

template<typename E>
std::optional<E> enumFromKey(const QString &key)
{
    for (const auto &row : EnumTable<E>::rows()) {
        if (key == QLatin1String(row.key))
            return row.value;
    }
    return std::nullopt;
}

template<typename E>
QStringList enumKeys()
{
    QStringList keys;
    for (const auto &row : EnumTable<E>::rows())
        keys << QString::fromLatin1(row.key);
    return keys;
}

template<typename E>
QString enumDisplayName(E value)
{
    for (const auto &row : EnumTable<E>::rows()) {
        if (row.value == value)
            return QCoreApplication::translate(EnumTable<E>::context, row.name);
    }
    return {};
}

} // namespace md
