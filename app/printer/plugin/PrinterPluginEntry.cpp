// The one symbol the printer plug-in exports (PrinterDialogs.h): the window resolves it (LatePlugin).
#include "printer/plugin/QtPrinterDialogs.h"

#include <QtGlobal>

extern "C" Q_DECL_EXPORT const void *moraledesk_printer_dialogs(int version)
{
    static const md::QtPrinterDialogs dialogs;
    return version == md::PrinterDialogs::interfaceVersion ? static_cast<const md::PrinterDialogs *>(&dialogs) : nullptr;
}
