#pragma once

// QPrinter glue for the window's Print… and Print Preview…. Header-only on purpose: the print library
// itself needs Qt Gui only; include this where Qt6::PrintSupport is linked.

#include "print/PageRenderer.h"

#include <QPrinter>

namespace md {

// Before showing QPrintDialog or QPrintPreviewDialog: the document's paper, orientation, margins,
// colour mode and job name (the PDF Title when printing to a file). False if the printer refuses them.
inline bool preparePrinter(QPrinter &printer, const PrintDocument &document, const PageSetup &setup)
{
    printer.setDocName(document.title());
    printer.setCreator(QStringLiteral("MoraleDesk"));
    printer.setColorMode(setup.greyscale ? QPrinter::GrayScale : QPrinter::Color);
    return setup.applyTo(&printer);
}

// Prints on the printer as its dialog left it: paper, orientation, margins, colour mode and page range.
// Also the slot for QPrintPreviewDialog::paintRequested.
inline bool printDocument(QPrinter *printer, const PrintDocument &document, QString *error = nullptr)
{
    printer->setDocName(document.title());
    const bool greyscale = printer->colorMode() == QPrinter::GrayScale;
    PageRange range;
    if (printer->printRange() == QPrinter::PageRange) {
        range.first = printer->fromPage();
        range.last = printer->toPage();
    }
    return renderTo(printer, document, PageSetup::fromLayout(printer->pageLayout(), greyscale), error, range);
}

} // namespace md
