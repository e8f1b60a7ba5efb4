#pragma once

#include <QCoreApplication>
#include <QString>
#include <QStringList>

namespace md {

// Installs the program's and Qt's own translations for one language. The catalogues are compiled from
// translations/*.ts at build time and embedded under :/i18n.
class Translations
{
    Q_DECLARE_TR_FUNCTIONS(md::Translations)

public:
    // The languages the program speaks, as ISO 639-1 codes; "en" is the source language.
    static QStringList languages();
    // A language's own name ("Deutsch"), for menus.
    static QString nativeName(const QString &language);
    static bool isSupported(const QString &language);
    // The language to use: an explicit choice if it is supported, otherwise the system locale's first
    // supported UI language, otherwise English.
    static QString resolve(const QString &choice);
    // Loads the catalogues of `language` into the application and makes it the default locale, so numbers
    // and dates match the words. Returns the language installed. Call once, after the application exists.
    static QString install(const QString &language);
    // Output for scripts: `language` when one was asked for, else English words with their plural forms
    // ("1 battle", "2 battles") and the locale left alone, so that numbers keep the same form everywhere.
    static void installForScripts(const QString &language);
};

} // namespace md
