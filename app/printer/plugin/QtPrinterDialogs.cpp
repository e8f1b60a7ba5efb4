#include "printer/plugin/QtPrinterDialogs.h"

#include "printer/PrinterJob.h"

#include <QPrintDialog>
#include <QPrintPreviewDialog>
#include <QPrinter>

namespace md {

void QtPrinterDialogs::prepare(QPrinter &printer, const PrinterJob &job)
{
    printer.setDocName(job.title);
    printer.setCreator(QStringLiteral("MoraleDesk"));
    printer.setColorMode(job.greyscale ? QPrinter::GrayScale : QPrinter::Color);
    // A printer that cannot take the paper keeps its own; its dialog shows what it has.
    printer.setPageLayout(job.layout);
}

bool QtPrinterDialogs::paint(QPrinter *printer, const PrinterJob &job, QString *error)
{
    printer->setDocName(job.title);
    const bool greyscale = printer->colorMode() == QPrinter::GrayScale;
    int first = 0;
    int last = 0;
    if (printer->printRange() == QPrinter::PageRange) {
        first = printer->fromPage();
        last = printer->toPage();
    }
    return job.paint(printer, printer->pageLayout(), greyscale, first, last, error);
}

PrinterDialogs::Outcome QtPrinterDialogs::print(QWidget *parent, const PrinterJob &job, QString *error) const
{
    QPrinter printer(QPrinter::HighResolution);
    prepare(printer, job);
    QPrintDialog dialog(&printer, parent);
    if (dialog.exec() != QDialog::Accepted)
        return Outcome::Cancelled;
    return paint(&printer, job, error) ? Outcome::Printed : Outcome::Failed;
}

void QtPrinterDialogs::preview(QWidget *parent, const PrinterJob &job) const
{
    QPrinter printer(QPrinter::HighResolution);
    prepare(printer, job);
    QPrintPreviewDialog preview(&printer, parent);
    QObject::connect(&preview, &QPrintPreviewDialog::paintRequested, &preview, [&job](QPrinter *p) { paint(p, job, nullptr); });
    preview.resize(900, 1000);
    preview.exec();
}

bool QtPrinterDialogs::printToPdf(const QString &fileName, const PrinterJob &job, int first, int last, QString *error) const
{
    QPrinter printer(QPrinter::HighResolution);
    printer.setOutputFormat(QPrinter::PdfFormat);
    printer.setOutputFileName(fileName);
    prepare(printer, job);
    if (first > 0) {
        printer.setPrintRange(QPrinter::PageRange);
        printer.setFromTo(first, last);
    }
    return paint(&printer, job, error);
}

} // namespace md
