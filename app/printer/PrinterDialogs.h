#pragma once

// The printer plug-in's interface (app/printer/plugin): the only code that names Qt Print Support. The window
// loads it on the first Print… or Print Preview… (PrinterPlugin), so a start never loads Qt Print Support.

class QString;
class QWidget;

namespace md {

struct PrinterJob;

class PrinterDialogs
{
public:
    // Raised whenever this interface or PrinterJob changes: a plug-in of another build is refused.
    static constexpr int interfaceVersion = 1;

    enum class Outcome { Printed, Cancelled, Failed };
    // The system's print dialog over `parent`, set up as the job asks, then the pages on the printer chosen.
    virtual Outcome print(QWidget *parent, const PrinterJob &job, QString *error) const = 0;
    // The print preview over `parent`, set up as the job asks; it prints from there if the player says so.
    virtual void preview(QWidget *parent, const PrinterJob &job) const = 0;
    // The job through a QPrinter writing a PDF file, pages first..last (1-based; last 0: to the end), as the
    // dialogs print once the player has chosen: what the tests read back.
    virtual bool printToPdf(const QString &fileName, const PrinterJob &job, int first, int last, QString *error) const = 0;

protected:
    ~PrinterDialogs() = default;
};

} // namespace md

// What the plug-in exports (LatePlugin::Entry): its dialogs when `version` is the interfaceVersion and `build`
// the program version it was built with, else null.
#define MORALEDESK_PRINTER_DIALOGS_ENTRY "moraledesk_printer_dialogs"
