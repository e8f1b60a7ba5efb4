#pragma once

#include <QLocale>
#include <QMarginsF>
#include <QPageLayout>
#include <QPageSize>
#include <QRectF>
#include <QString>

#include <optional>

class QPagedPaintDevice;

namespace md {

// Paper, orientation, margins and colour mode of one printout. The same setup drives a QPdfWriter, a
// QPrinter (both QPagedPaintDevice) and the QImage previews, so all three lay out the same pages.
struct PageSetup
{
    QPageSize pageSize = QPageSize(defaultForLocale());
    QPageLayout::Orientation orientation = QPageLayout::Portrait;
    QMarginsF margins = defaultMargins(); // millimetres
    bool greyscale = false;               // grey levels, hatching and letters instead of colour

    // Letter where the locale's territory uses it (the Americas' Letter countries and the Philippines),
    // A4 everywhere else.
    static QPageSize::PageSizeId defaultForLocale(const QLocale &locale = QLocale());
    // Inside what almost every printer can reach, with room for a pencil at the edge.
    static QMarginsF defaultMargins() { return {12.0, 12.0, 12.0, 12.0}; }
    // "A4" or "Letter", in any case, as the command line spells them.
    static std::optional<QPageSize::PageSizeId> pageSizeFromName(const QString &name);
    // The setup a device already has, e.g. a QPrinter after its print dialog.
    static PageSetup fromLayout(const QPageLayout &layout, bool greyscale);

    QPageLayout pageLayout() const;
    // The whole sheet, and the area inside the margins, in points from the sheet's top-left corner.
    QRectF paperRectPoints() const;
    QRectF printableRectPoints() const;
    // Gives the device this paper, orientation and margins; false when the device refuses them.
    bool applyTo(QPagedPaintDevice *device) const;

    friend bool operator==(const PageSetup &, const PageSetup &) = default;
};

} // namespace md
