#pragma once

#include "print/PageFlow.h"
#include "print/PageSetup.h"
#include "print/PrintDocument.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QImage>
#include <QList>
#include <QRectF>
#include <QString>

class QPagedPaintDevice;
class QPainter;

namespace md {

// The one page renderer: lays a document out for a page setup and paints its pages on any device
// (QPdfWriter, QPrinter, the print preview's printer, QImage) from the same code.
class PageRenderer
{
    Q_DECLARE_TR_FUNCTIONS(md::PageRenderer)

public:
    PageRenderer(const PrintDocument &document, const PageSetup &setup);

    const PageSetup &setup() const { return m_setup; }
    int pageCount() const { return static_cast<int>(m_pages.size()); }
    // False when the margins leave too little paper for any document.
    bool isUsable() const { return m_usable; }
    // The body's area, in points from the printable area's top-left corner (inside the margins).
    QRectF bodyRect() const { return m_body; }
    // Where a block of the document landed (first placement, not a repeated header): page and
    // rect in points from the printable area's top-left corner. Page -1 when there is no such block.
    int pageOfBlock(int block, QRectF *rect = nullptr) const;
    // Every page's blocks, with rects relative to bodyRect()'s top-left corner.
    const QList<FlowPage> &pages() const { return m_pages; }

    // Paints one page (0-based). The painter's origin must be the top-left corner of the printable area
    // and its unit a device pixel: as a QPainter opened on a QPdfWriter or QPrinter has it.
    void paintPage(QPainter &painter, int page) const;

    // Smallest printable area a page needs for its header, footer and a usable body, in points.
    static constexpr qreal minimumPrintableWidth = 200.0;
    static constexpr qreal minimumPrintableHeight = 240.0;

private:
    void paintHeader(PrintPainter &p) const;
    void paintFooter(PrintPainter &p, int page) const;

    const PrintDocument &m_document;
    PageSetup m_setup;
    QRectF m_printable; // points, from the printable area's corner: (0, 0, w, h)
    QRectF m_body;
    bool m_usable = true;
    QString m_title;
    QString m_subtitle;
    QList<FlowBlock> m_blocks;
    QList<FlowPage> m_pages;
};

// Pages to print: 1-based and inclusive, 0 for "to the end" (QPrinter::fromPage()/toPage()).
struct PageRange
{
    int first = 1;
    int last = 0;
};

// Prints a document on a PDF writer or printer: applies the setup's paper, orientation and margins,
// sets the PDF Title (QPdfWriter; a QPrinter is the printer plug-in's, app/printer, which sets its docName),
// and paints every page. On failure returns false and says why in `error`.
bool renderTo(QPagedPaintDevice *device, const PrintDocument &document, const PageSetup &setup,
              QString *error = nullptr, const PageRange &range = {});
// One page (0-based) as a white image of the whole sheet, margins included, at `dpi`.
QImage renderPageToImage(const PrintDocument &document, int page, const PageSetup &setup, int dpi);
int pageCount(const PrintDocument &document, const PageSetup &setup);
// The document as PDF bytes (real text, Title set).
QByteArray renderPdf(const PrintDocument &document, const PageSetup &setup, QString *error = nullptr);
// Writes the PDF through SafeSave (no .bak for an export): a failed export leaves no partial file and the old one in place.
bool exportPdf(const QString &fileName, const PrintDocument &document, const PageSetup &setup,
               QString *error = nullptr);

} // namespace md
