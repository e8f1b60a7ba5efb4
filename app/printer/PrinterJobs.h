#pragma once

#include "print/PageRenderer.h"
#include "printer/PrinterJob.h"

namespace md {

// A printable as a PrinterJob: the setup's paper, orientation, margins and colour mode for the printer before
// its dialog, and the page renderer painting what the dialog chose. `document` must outlive the job.
inline PrinterJob printerJob(const PrintDocument &document, const PageSetup &setup)
{
    PrinterJob job;
    job.title = document.title();
    job.layout = setup.pageLayout();
    job.greyscale = setup.greyscale;
    job.paint = [&document](QPagedPaintDevice *device, const QPageLayout &layout, bool greyscale, int first, int last,
                            QString *error) {
        PageRange range;
        if (first > 0) {
            range.first = first;
            range.last = last;
        }
        return renderTo(device, document, PageSetup::fromLayout(layout, greyscale), error, range);
    };
    return job;
}
// The job paints `document` when the player has chosen: a temporary would be gone by then.
PrinterJob printerJob(PrintDocument &&document, const PageSetup &setup) = delete;

} // namespace md
