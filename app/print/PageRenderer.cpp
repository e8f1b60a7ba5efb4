#include "print/PageRenderer.h"

#include "kernel/OutputFile.h"
#include "print/PrintFonts.h"
#include "print/PrintPainter.h"

#include <QBuffer>
#include <QPagedPaintDevice>
#include <QPainter>
#include <QPdfWriter>

#include <algorithm>
#include <cmath>

namespace md {

namespace {
constexpr qreal titlePt = 12.0;
constexpr qreal subtitlePt = 8.5;
constexpr qreal footerPt = 7.5;
constexpr qreal headerGap = 8.0; // between the header's rule and the body
constexpr qreal footerGap = 6.0; // between the body and the footer's rule

qreal headerHeight() { return PrintFonts::lineHeight(titlePt, true) + 2.0 + headerGap; }
qreal footerHeight() { return footerGap + 2.0 + PrintFonts::lineHeight(footerPt); }

bool fail(QString *error, const QString &why)
{
    if (error)
        *error = why;
    return false;
}
} // namespace

PageRenderer::PageRenderer(const PrintDocument &document, const PageSetup &setup)
    : m_document(document), m_setup(setup), m_title(document.title()), m_subtitle(document.subtitle())
{
    const QRectF printable = setup.printableRectPoints();
    m_printable = QRectF(0, 0, printable.width(), printable.height());
    m_usable = printable.width() >= minimumPrintableWidth && printable.height() >= minimumPrintableHeight;
    const qreal top = headerHeight();
    m_body = QRectF(0, top, m_printable.width(), std::max(0.0, m_printable.height() - top - footerHeight()));
    const int columns = std::max(1, document.columns(m_body.size()));
    const qreal columnWidth = (m_body.width() - (columns - 1) * PrintDocument::columnGap) / columns;
    if (m_usable)
        m_blocks = document.blocks(QSizeF(columnWidth, m_body.height()));
    m_pages = PageFlow::paginate(m_blocks, columnWidth, m_body.height(), columns, PrintDocument::columnGap);
}

int PageRenderer::pageOfBlock(int block, QRectF *rect) const
{
    for (int page = 0; page < pageCount(); ++page) {
        for (const PlacedBlock &placed : m_pages.at(page)) {
            if (placed.block == block && !placed.continuation) {
                if (rect)
                    *rect = placed.rect.translated(m_body.topLeft());
                return page;
            }
        }
    }
    return -1;
}

void PageRenderer::paintHeader(PrintPainter &p) const
{
    const qreal lineHeight = PrintFonts::lineHeight(titlePt, true);
    const qreal width = m_printable.width();
    // The subtitle (a battlegroup's name) gives way to the title, never the other way round.
    const qreal subtitleWidth = m_subtitle.isEmpty()
        ? 0.0
        : std::min(PrintFonts::width(m_subtitle, subtitlePt) + 1.0, width * 0.45);
    const qreal titleWidth = std::min(PrintFonts::width(m_title, titlePt, true) + 1.0, width - subtitleWidth - 12.0);
    p.text(QRectF(0, 0, titleWidth, lineHeight), m_title, titlePt, true, Qt::AlignLeft | Qt::AlignBottom);
    if (!m_subtitle.isEmpty()) {
        // Bottom-aligned, so both texts stand on the same baseline region.
        const QRectF r(width - subtitleWidth, 0, subtitleWidth, lineHeight - 1.0);
        p.text(r, m_subtitle, subtitlePt, false, Qt::AlignRight | Qt::AlignBottom);
    }
    const qreal y = lineHeight + 1.0;
    p.line(QPointF(0, y), QPointF(width, y), 0.8);
}

void PageRenderer::paintFooter(PrintPainter &p, int page) const
{
    const qreal width = m_printable.width();
    const qreal lineHeight = PrintFonts::lineHeight(footerPt);
    const qreal top = m_printable.height() - lineHeight;
    p.line(QPointF(0, top - 2.0), QPointF(width, top - 2.0), 0.4, PrintPainter::softInk());
    const QString pageText = tr("Page %1 of %2").arg(page + 1).arg(pageCount());
    const qreal pageWidth = PrintFonts::width(pageText, footerPt) + 1.0;
    p.text(QRectF(width - pageWidth, top, pageWidth, lineHeight), pageText, footerPt, false, Qt::AlignRight | Qt::AlignVCenter);
    p.text(QRectF(0, top, width - pageWidth - 12.0, lineHeight), m_document.footer(), footerPt, false,
           Qt::AlignLeft | Qt::AlignVCenter, PrintPainter::softInk());
}

void PageRenderer::paintPage(QPainter &painter, int page) const
{
    if (page < 0 || page >= pageCount())
        return;
    painter.save();
    const QPaintDevice *device = painter.device();
    painter.scale(device->logicalDpiX() / 72.0, device->logicalDpiY() / 72.0);
    painter.setRenderHints(QPainter::Antialiasing | QPainter::TextAntialiasing);
    PrintPainter p(painter, m_setup.greyscale);
    paintHeader(p);
    for (const PlacedBlock &placed : m_pages.at(page)) {
        const FlowBlock &block = m_blocks.at(placed.block);
        const FlowBlock::Paint &paint = placed.continuation ? block.continuation->paint : block.paint;
        if (paint)
            paint(p, placed.rect.translated(m_body.topLeft()));
    }
    paintFooter(p, page);
    painter.restore();
}

bool renderTo(QPagedPaintDevice *device, const PrintDocument &document, const PageSetup &setup, QString *error,
              const PageRange &range)
{
    if (device == nullptr)
        return fail(error, PageRenderer::tr("there is no printer to print on"));
    if (!setup.applyTo(device))
        return fail(error, PageRenderer::tr("the printer does not accept this paper size, orientation and margins"));
    // A printer may have adjusted the layout (its own minimum margins): lay out for what it took.
    const PageSetup effective = PageSetup::fromLayout(device->pageLayout(), setup.greyscale);
    const PageRenderer renderer(document, effective);
    if (!renderer.isUsable())
        return fail(error, PageRenderer::tr("the margins leave too little room on the page"));

    const int first = std::max(1, range.first);
    const int last = range.last <= 0 ? renderer.pageCount() : std::min(range.last, renderer.pageCount());
    if (first > last)
        return fail(error, PageRenderer::tr("the document has no page %1").arg(first));

    if (auto *pdf = dynamic_cast<QPdfWriter *>(device)) {
        pdf->setTitle(document.title());
        pdf->setCreator(QStringLiteral("MoraleDesk"));
    }
    QPainter painter;
    if (!painter.begin(device))
        return fail(error, PageRenderer::tr("cannot start printing"));
    for (int page = first - 1; page < last; ++page) {
        if (page > first - 1 && !device->newPage()) {
            painter.end();
            return fail(error, PageRenderer::tr("cannot start page %1").arg(page + 1));
        }
        renderer.paintPage(painter, page);
    }
    if (!painter.end())
        return fail(error, PageRenderer::tr("printing did not finish"));
    return true;
}

QImage renderPageToImage(const PrintDocument &document, int page, const PageSetup &setup, int dpi)
{
    const PageRenderer renderer(document, setup);
    const QRectF paper = setup.paperRectPoints();
    const QRectF printable = setup.printableRectPoints();
    const qreal scale = dpi / 72.0;
    QImage image(static_cast<int>(std::ceil(paper.width() * scale)), static_cast<int>(std::ceil(paper.height() * scale)),
                 QImage::Format_RGB32);
    const int dotsPerMeter = qRound(dpi / 0.0254);
    image.setDotsPerMeterX(dotsPerMeter);
    image.setDotsPerMeterY(dotsPerMeter);
    image.fill(Qt::white);
    QPainter painter(&image);
    painter.translate(printable.left() * scale, printable.top() * scale);
    renderer.paintPage(painter, page);
    painter.end();
    return image;
}

int pageCount(const PrintDocument &document, const PageSetup &setup)
{
    return PageRenderer(document, setup).pageCount();
}

QByteArray renderPdf(const PrintDocument &document, const PageSetup &setup, QString *error)
{
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    {
        QPdfWriter writer(&buffer);
        if (!renderTo(&writer, document, setup, error))
            return {};
    }
    return buffer.data();
}

bool exportPdf(const QString &fileName, const PrintDocument &document, const PageSetup &setup, QString *error)
{
    const QByteArray bytes = renderPdf(document, setup, error);
    if (bytes.isEmpty())
        return false;
    // A device or a pipe (-o /dev/null, a FIFO) is written through, never replaced by a file; "-" is standard output.
    return OutputFile::write(fileName, bytes, error, SafeSave::Backup::None);
}

} // namespace md
