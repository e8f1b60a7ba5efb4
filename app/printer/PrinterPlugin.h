#pragma once

#include <QCoreApplication>
#include <QString>

namespace md {

class PrinterDialogs;

// The printer plug-in (app/printer/plugin), loaded once, on the first Print… or Print Preview…. When it
// cannot be loaded (a file missing from an installation, a plug-in of another build) printing says why;
// Export PDF… does not need it.
class PrinterPlugin
{
    Q_DECLARE_TR_FUNCTIONS(md::PrinterPlugin)

public:
    // The program's plug-in, loaded on the first call (LatePlugin: "../lib/moraledesk/plugins/moraledesk_printer.so").
    static const PrinterPlugin &instance();
    // The plug-in at `path`, loaded now (tests: a missing or wrong file).
    static PrinterPlugin load(const QString &path);
    static QString defaultPath();

    // Null when the plug-in could not be loaded; error() then says why.
    const PrinterDialogs *dialogs() const { return m_dialogs; }
    QString error() const { return m_error; }

private:
    const PrinterDialogs *m_dialogs = nullptr;
    QString m_error;
};

} // namespace md
