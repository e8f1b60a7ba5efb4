#include "base/Translations.h"

#include <QLibraryInfo>
#include <QLocale>
#include <QTranslator>

namespace md {

namespace {
const QString kSource = QStringLiteral("en");

// Loads one catalogue; the translator is owned by the application, which outlives every window.
void load(const QString &name, const QString &language, const QString &directory)
{
    auto *translator = new QTranslator(QCoreApplication::instance());
    if (translator->load(name + QLatin1Char('_') + language, directory))
        QCoreApplication::installTranslator(translator);
    else
        delete translator;
}
} // namespace

QStringList Translations::languages() { return {kSource, QStringLiteral("de"), QStringLiteral("fr")}; }

QString Translations::nativeName(const QString &language)
{
    // Each language is named in itself, so a user who cannot read the current one still finds theirs.
    if (language == QLatin1String("de"))
        return QStringLiteral("Deutsch");
    if (language == QLatin1String("fr"))
        return QStringLiteral("Français");
    if (language == kSource)
        return QStringLiteral("English");
    return language;
}

bool Translations::isSupported(const QString &language) { return languages().contains(language); }

QString Translations::resolve(const QString &choice)
{
    if (isSupported(choice))
        return choice;
    for (const QString &uiLanguage : QLocale::system().uiLanguages()) {
        // "de-DE" and "de" both mean German here.
        const QString code = uiLanguage.section(QLatin1Char('-'), 0, 0).section(QLatin1Char('_'), 0, 0).toLower();
        if (isSupported(code))
            return code;
    }
    return kSource;
}

QString Translations::install(const QString &language)
{
    const QString chosen = isSupported(language) ? language : kSource;
    if (chosen != kSource) {
        // Qt's own dialogs (buttons, file and print dialogs) come from Debian's qt6-translations-l10n.
        load(QStringLiteral("qtbase"), chosen, QLibraryInfo::path(QLibraryInfo::TranslationsPath));
    }
    // English has a catalogue too: it holds the plural forms of the "%n …" messages.
    load(QStringLiteral("moraledesk"), chosen, QStringLiteral(":/i18n"));
    // A system locale of the same language keeps its country (de_AT stays de_AT).
    if (QLocale::system().language() != QLocale(chosen).language())
        QLocale::setDefault(QLocale(chosen));
    return chosen;
}

void Translations::installForScripts(const QString &language)
{
    if (language.isEmpty())
        load(QStringLiteral("moraledesk"), kSource, QStringLiteral(":/i18n"));
    else
        install(language);
}

} // namespace md
