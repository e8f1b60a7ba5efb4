#include "plugins/LatePlugin.h"

#include <QDir>
#include <QLibrary>

namespace md {

QString LatePlugin::path(const QString &fileName)
{
    if (!QCoreApplication::instance())
        return {};
    return QDir::cleanPath(QCoreApplication::applicationDirPath() + QStringLiteral("/../lib/moraledesk/plugins/") + fileName);
}

const void *LatePlugin::load(const QString &path, const char *entry, int version, QString *reason)
{
    if (path.isEmpty()) {
        *reason = tr("the program's plug-ins are looked for beside it, which is not known before it has started");
        return nullptr;
    }
    const QString shown = QDir::toNativeSeparators(path);
    // Kept loaded for the rest of the run (a QLibrary going out of scope does not unload): what it made may
    // live until the program ends.
    QLibrary library(path);
    library.setLoadHints(QLibrary::ResolveAllSymbolsHint);
    if (!library.load()) {
        *reason = tr("the plug-in %1 could not be loaded (%2)").arg(shown, library.errorString());
        return nullptr;
    }
    const auto function = reinterpret_cast<Entry>(library.resolve(entry));
    if (!function) {
        *reason = tr("%1 is not the MoraleDesk plug-in it should be").arg(shown);
        return nullptr;
    }
    const void *made = function(version, MORALEDESK_PLUGIN_BUILD);
    if (!made)
        *reason = tr("the plug-in %1 belongs to another version of MoraleDesk").arg(shown);
    return made;
}

} // namespace md
