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

// A display name inside a sentence. English and French write it in lower case there; German keeps the capital
// of its nouns. The catalogue decides: the translation of "lower" is "lower" or "keep".
template<typename E>
QString enumNameInSentence(E value)
{
    const QString name = enumDisplayName(value);
    const QString rule = QCoreApplication::translate("md::EnumText", "lower",
                                                     "Game terms inside a sentence: 'lower' to write them in lower "
                                                     "case, 'keep' to keep their capital (German nouns)");
    return rule == QLatin1String("keep") ? name : name.toLower();
}

} // namespace md
