#pragma once

#include <QPageLayout>
#include <QString>

#include <functional>

class QPagedPaintDevice;

namespace md {

// One printout handed to the printer plug-in (PrinterDialogs): what the printer is set up with before its
// dialog, and how to paint the pages once the player has chosen. Names neither Qt Print Support nor any
// printable: the window fills it in from its PrintDocument (PrinterJobs).
struct PrinterJob
{
    QString title;           // the job's name (the PDF Title when printing to a file)
    QPageLayout layout;      // paper, orientation and margins asked for
    bool greyscale = false;  // asked for in grey
    // Paints the pages on `device` as the printer's dialog left it: its layout and colour mode, and the pages
    // first..last (1-based; last 0: to the end). False with `*error` when it could not.
    std::function<bool(QPagedPaintDevice *device, const QPageLayout &layout, bool greyscale, int first, int last,
                       QString *error)>
        paint;
};

} // namespace md
