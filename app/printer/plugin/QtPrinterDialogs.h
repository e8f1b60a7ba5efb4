#pragma once

#include "printer/PrinterDialogs.h"

class QPrinter;

namespace md {

// PrinterDialogs with Qt Print Support: QPrinter, QPrintDialog and QPrintPreviewDialog.
class QtPrinterDialogs final : public PrinterDialogs
{
public:
    Outcome print(QWidget *parent, const PrinterJob &job, QString *error) const override;
    void preview(QWidget *parent, const PrinterJob &job) const override;
    bool printToPdf(const QString &fileName, const PrinterJob &job, int first, int last, QString *error) const override;

private:
    // Before a dialog: the job's name, paper, orientation, margins and colour mode.
    static void prepare(QPrinter &printer, const PrinterJob &job);
    // After it: the pages on the printer as the dialog left it (paper, colour mode, page range).
    static bool paint(QPrinter *printer, const PrinterJob &job, QString *error);
};

} // namespace md
