#include "printer/PrinterPlugin.h"

#include "plugins/LatePlugin.h"
#include "printer/PrinterDialogs.h"

namespace md {

QString PrinterPlugin::defaultPath() { return LatePlugin::path(QStringLiteral("moraledesk_printer.so")); }

const PrinterPlugin &PrinterPlugin::instance()
{
    static const PrinterPlugin plugin = load(defaultPath());
    return plugin;
}

PrinterPlugin PrinterPlugin::load(const QString &path)
{
    PrinterPlugin plugin;
    QString reason;
    plugin.m_dialogs = static_cast<const PrinterDialogs *>(
        LatePlugin::load(path, MORALEDESK_PRINTER_DIALOGS_ENTRY, PrinterDialogs::interfaceVersion, &reason));
    if (!plugin.m_dialogs)
        plugin.m_error = tr("Printing is not available: %1. Export PDF… still works.").arg(reason);
    return plugin;
}

} // namespace md
