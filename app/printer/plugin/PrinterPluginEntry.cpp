// The one symbol the printer plug-in exports (PrinterDialogs.h): the window resolves it (LatePlugin).
#include "printer/plugin/QtPrinterDialogs.h"

#include <QtGlobal>

#include <cstring>

extern "C" Q_DECL_EXPORT const void *moraledesk_printer_dialogs(int version, const char *build)
{
    static const md::QtPrinterDialogs dialogs;
    return version == md::PrinterDialogs::interfaceVersion && build && std::strcmp(build, MORALEDESK_PLUGIN_BUILD) == 0
        ? static_cast<const md::PrinterDialogs *>(&dialogs) : nullptr;
}
