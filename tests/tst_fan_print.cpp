// The fantasy printables (seed 004, Part C; issue 17): a race's Profile Sheet filled and blank and its colour-coded
// odds table, rendered by the one page renderer to PDF and to images: page counts, the cells a player reads (the
// C.7 vectors' odds from the PLACEHOLDER profile of the test fixture), the refusal of a class whose results cannot
// give odds, nothing painted outside the body or a block's own rect, colour and greyscale.
#include "FanFixtures.h"
#include "PaintedText.h"
#include "fantasy/print/FanBlankProfileSheetDocument.h"
#include "fantasy/print/FanOddsTableDocument.h"
#include "fantasy/print/FanPrintStyle.h"
#include "fantasy/print/FanPrintables.h"
#include "fantasy/print/FanProfileSheetDocument.h"
#include "fantasy/print/FanSheetParts.h"
#include "fantasy/rules/FanProfileCheck.h"
#include "print/PageRenderer.h"
#include "print/PrintPainter.h"

#include <QFile>
#include <QPainter>
#include <QRegularExpression>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

using namespace md;
using namespace md::fantasy;
using namespace md::test;

namespace {
// The placeholder profile with class C's results removed and a gap in class B's (no Retire band).
FanProfile brokenProfile()
{
    FanProfile p = placeholderProfile();
    p.results[static_cast<size_t>(FanProfile::index(FanClass::C))].clear();
    p.results[static_cast<size_t>(FanProfile::index(FanClass::B))].removeIf(
        [](const FanResultBand &band) { return band.result == FanResult::Retire; });
    return p;
}

const QStringList documents{u"sheet"_s, u"blank"_s, u"odds"_s, u"sheet-broken"_s, u"odds-broken"_s, u"sheet-empty"_s};

std::unique_ptr<PrintDocument> makeDocument(const QString &name)
{
    if (name == u"blank"_s)
        return std::make_unique<FanBlankProfileSheetDocument>();
    const FanProfile profile = name == u"sheet-empty"_s ? FanProfile{}
        : name.endsWith(u"-broken"_s)                  ? brokenProfile()
                                                        : placeholderProfile();
    if (name.startsWith(u"odds"_s))
        return std::make_unique<FanOddsTableDocument>(profile);
    return std::make_unique<FanProfileSheetDocument>(profile);
}

PageSetup paper(QPageSize::PageSizeId size = QPageSize::A4, QPageLayout::Orientation orientation = QPageLayout::Portrait,
                bool greyscale = false)
{
    PageSetup s;
    s.pageSize = QPageSize(size);
    s.orientation = orientation;
    s.greyscale = greyscale;
    return s;
}

PageSetup a4(bool greyscale = false) { return paper(QPageSize::A4, QPageLayout::Portrait, greyscale); }

// Each block's painted texts, in order, at the A4 body's size.
QList<QStringList> blockTexts(const PrintDocument &doc)
{
    const QSizeF body = PageRenderer(doc, a4()).bodyRect().size();
    PaintedText device;
    QPainter painter(&device);
    PrintPainter p(painter, false);
    QList<QStringList> blocks;
    for (const FlowBlock &block : doc.blocks(body)) {
        device.clear();
        if (block.paint)
            block.paint(p, QRectF(0, 0, body.width(), block.height));
        blocks << device.texts();
    }
    painter.end();
    return blocks;
}

// Each block's texts run together, so a cell's wrapped lines read as one.
QStringList blockLines(const QList<QStringList> &blocks)
{
    QStringList lines;
    for (const QStringList &b : blocks)
        lines << b.join(u' ');
    return lines;
}

QString joined(const QList<QStringList> &blocks) { return blockLines(blocks).join(u' '); }

QStringList pageTexts(const PrintDocument &doc, const PageSetup &setup, int page)
{
    const PageRenderer renderer(doc, setup);
    PaintedText device;
    QPainter painter(&device);
    renderer.paintPage(painter, page);
    painter.end();
    return device.texts();
}

// The odds table's rows by class: the rows (MMV first) after each class's heading, with the full name where a
// cell too narrow for it printed "UA".
QMap<FanClass, QList<QStringList>> oddsRows(const FanOddsTableDocument &doc)
{
    QMap<FanClass, QList<QStringList>> rows;
    std::optional<FanClass> current;
    for (QStringList b : blockTexts(doc)) {
        for (FanClass c : {FanClass::A, FanClass::B, FanClass::C}) {
            if (b == QStringList{FanProfileCheck::className(doc.profile(), c)})
                current = c;
        }
        if (!current || b.size() != 10 || !b.at(1).contains(u'\u2013'))
            continue;
        b.replaceInStrings(QRegularExpression(u"^UA$"_s), enumDisplayName(FanResult::UncontrolledAdvance));
        rows[*current] << b;
    }
    return rows;
}

struct Ink
{
    int dark = 0;     // anything but white paper
    int coloured = 0; // not grey
};

Ink inkOf(const QImage &image, const QRect &area = {})
{
    const QRect r = area.isNull() ? image.rect() : area.intersected(image.rect());
    Ink ink;
    for (int y = r.top(); y <= r.bottom(); ++y) {
        const auto *line = reinterpret_cast<const QRgb *>(image.constScanLine(y));
        for (int x = r.left(); x <= r.right(); ++x) {
            const QRgb c = line[x];
            ink.dark += qGray(c) < 250 ? 1 : 0;
            ink.coloured += qAbs(qRed(c) - qGreen(c)) <= 2 && qAbs(qGreen(c) - qBlue(c)) <= 2 ? 0 : 1;
        }
    }
    return ink;
}

// Pixels painted on `image` outside `inside` (in pixels), counting the antialiasing of an edge as inside.
int paintedOutside(const QImage &image, const QRectF &inside)
{
    const QRectF allowed = inside.adjusted(-1.0, -1.0, 1.0, 1.0);
    int n = 0;
    for (int y = 0; y < image.height(); ++y) {
        const auto *line = reinterpret_cast<const QRgb *>(image.constScanLine(y));
        for (int x = 0; x < image.width(); ++x)
            n += line[x] != qRgb(255, 255, 255) && !allowed.contains(QPointF(x + 0.5, y + 0.5)) ? 1 : 0;
    }
    return n;
}

template<typename T>
bool isA(const std::unique_ptr<PrintDocument> &doc)
{
    return dynamic_cast<const T *>(doc.get()) != nullptr;
}

// A block painted alone at 144 dpi with white all round: the pixels it paints outside its own rect.
int blockOverflow(const FlowBlock &block, qreal width)
{
    constexpr qreal margin = 20.0;
    constexpr int dpi = 144;
    constexpr qreal scale = dpi / 72.0;
    QImage image(int((width + 2 * margin) * scale), int((block.height + 2 * margin) * scale), QImage::Format_RGB32);
    image.setDotsPerMeterX(qRound(dpi / 0.0254));
    image.setDotsPerMeterY(qRound(dpi / 0.0254));
    image.fill(Qt::white);
    QPainter painter(&image);
    painter.scale(scale, scale);
    painter.setRenderHints(QPainter::Antialiasing | QPainter::TextAntialiasing);
    PrintPainter p(painter, false);
    const QRectF rect(margin, margin, width, block.height);
    block.paint(p, rect);
    painter.end();
    return paintedOutside(image, QRectF(rect.topLeft() * scale, rect.size() * scale));
}
} // namespace

class TestFanPrint : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void pages_data();
    void pages();
    void blocksStayInTheirRects();
    void colourAndGreyscale_data();
    void colourAndGreyscale();
    void sheetCells();
    void sheetOfABrokenProfile();
    void blankSheet();
    void oddsVectors_data();
    void oddsVectors();
    void oddsRowsFollowTheRules();
    void oddsRefusal();
    void printables();
};

void TestFanPrint::pages_data()
{
    QTest::addColumn<QString>("document");
    QTest::addColumn<int>("size");
    QTest::addColumn<int>("orientation");
    QTest::addColumn<int>("maxPages");
    const auto row = [](const QString &doc, int max, QPageSize::PageSizeId size = QPageSize::A4,
                        QPageLayout::Orientation orientation = QPageLayout::Portrait) {
        const char *way = size == QPageSize::Letter ? "-letter" : orientation == QPageLayout::Landscape ? "-landscape" : "";
        QTest::addRow("%s%s", qPrintable(doc), way) << doc << int(size) << int(orientation) << max;
    };
    for (const QString &d : documents) // the placeholder's sheet is one A4 page, the blank one too; the odds two at most
        row(d, d == u"odds"_s ? 2 : 1);
    row(u"sheet"_s, 1, QPageSize::Letter);
    row(u"blank"_s, 1, QPageSize::Letter);
    row(u"odds"_s, 3, QPageSize::Letter);
    row(u"sheet"_s, 2, QPageSize::A4, QPageLayout::Landscape);
    row(u"blank"_s, 2, QPageSize::A4, QPageLayout::Landscape);
    row(u"odds"_s, 3, QPageSize::A4, QPageLayout::Landscape);
}

void TestFanPrint::pages()
{
    QFETCH(QString, document);
    QFETCH(int, size);
    QFETCH(int, orientation);
    QFETCH(int, maxPages);
    const auto doc = makeDocument(document);
    const auto setupFor = [&](bool greyscale) {
        return paper(QPageSize::PageSizeId(size), QPageLayout::Orientation(orientation), greyscale);
    };
    const PageSetup setup = setupFor(false);
    const PageRenderer renderer(*doc, setup);
    const int pages = renderer.pageCount();
    QVERIFY2(pages >= 1 && pages <= maxPages, qPrintable(u"%1 pages"_s.arg(pages)));
    QVERIFY(doc->footer().contains(u"MoraleDesk"_s) && doc->footer().contains(u"Fantasy BMV + D4"_s));
    const QRectF body(QPointF(0, 0), renderer.bodyRect().size());
    for (int page = 0; page < pages; ++page) {
        const QStringList texts = pageTexts(*doc, setup, page);
        QVERIFY(texts.contains(doc->title()) && texts.contains(doc->footer()));
        QVERIFY2(texts.contains(u"Page %1 of %2"_s.arg(page + 1).arg(pages)), qPrintable(texts.join(u'|')));
        QVERIFY2(!renderer.pages().at(page).isEmpty(), qPrintable(u"page %1 is empty"_s.arg(page + 1)));
        for (const PlacedBlock &placed : renderer.pages().at(page)) {
            const QRectF r = placed.rect;
            QVERIFY2(r.left() >= -0.01 && r.right() <= body.right() + 0.01 && r.top() >= -0.01 && r.bottom() <= body.bottom() + 0.01,
                     qPrintable(u"page %1, block %2 leaves the body"_s.arg(page + 1).arg(placed.block)));
        }
        // On the page (72 dpi: a pixel is a point): the margins, and the gaps between the body and the header's and
        // footer's rules, stay white.
        const QImage image = renderPageToImage(*doc, page, setup, 72);
        const QRectF printable = setup.printableRectPoints();
        const QRect onPage = renderer.bodyRect().translated(printable.topLeft()).toRect();
        QCOMPARE(paintedOutside(image, printable), 0);
        QCOMPARE(inkOf(image, QRect(0, onPage.top() - 4, image.width(), 3)).dark, 0);
        QCOMPARE(inkOf(image, QRect(0, onPage.bottom() + 2, image.width(), 3)).dark, 0);
        QVERIFY(inkOf(image, onPage).dark > 1000);
    }
    // Through the real renderer into PDF files; MD_FAN_PRINT_DIR keeps them for a look (pdftoppm).
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString keep = qEnvironmentVariable("MD_FAN_PRINT_DIR");
    for (const bool greyscale : {false, true}) {
        const QString file = (keep.isEmpty() ? dir.path() : keep)
            + u"/%1%2.pdf"_s.arg(QString::fromLatin1(QTest::currentDataTag()), greyscale ? u"-grey"_s : QString());
        QString error;
        QVERIFY2(exportPdf(file, *doc, setupFor(greyscale), &error), qPrintable(error));
        QFile pdf(file);
        QVERIFY(pdf.open(QIODevice::ReadOnly));
        const QByteArray bytes = pdf.readAll();
        QVERIFY(bytes.startsWith("%PDF-"));
        QCOMPARE(int(bytes.count("/Type /Page\n") + bytes.count("/Type /Page\r") + bytes.count("/Type /Page ")), pages);
    }
}

void TestFanPrint::blocksStayInTheirRects()
{
    // Each block paints inside its own rect only, at twice the resolution: a cell's colour within its row.
    for (const QString &name : documents) {
        const auto doc = makeDocument(name);
        const QSizeF body = PageRenderer(*doc, a4()).bodyRect().size();
        const QList<FlowBlock> blocks = doc->blocks(body);
        for (qsizetype i = 0; i < blocks.size(); ++i)
            QVERIFY2(blockOverflow(blocks.at(i), body.width()) == 0, qPrintable(u"%1: block %2 paints outside its rect"_s.arg(name).arg(i)));
    }
}

void TestFanPrint::colourAndGreyscale_data()
{
    QTest::addColumn<QString>("document");
    for (const QString &d : {u"sheet"_s, u"blank"_s, u"odds"_s})
        QTest::newRow(qPrintable(d)) << d;
}

void TestFanPrint::colourAndGreyscale()
{
    QFETCH(QString, document);
    const auto doc = makeDocument(document);
    const int pages = pageCount(*doc, a4());
    QCOMPARE(pageCount(*doc, a4(true)), pages); // the mode changes inks, never the layout
    // Colour-coded: the results' colours on the first page.
    QVERIFY(inkOf(renderPageToImage(*doc, 0, a4(), 60)).coloured > 200);
    for (int page = 0; page < pages; ++page) {
        const Ink grey = inkOf(renderPageToImage(*doc, page, a4(true), 60));
        QCOMPARE(grey.coloured, 0);
        QVERIFY(grey.dark > 1000);
        // The same words name the results in both modes, so the greyscale page reads without colour.
        QCOMPARE(pageTexts(*doc, a4(true), page), pageTexts(*doc, a4(), page));
    }
    // Four fills, four greys, each with its own hatching or none: told apart without colour.
    QSet<QRgb> colours;
    QSet<QRgb> greys;
    QSet<int> hatches;
    for (FanResult r : FanPrintStyle::results) {
        const Swatch s = FanPrintStyle::swatch(r);
        colours << s.colour.rgb();
        greys << s.greyscale.rgb();
        hatches << int(s.hatch);
        QVERIFY(s.greyscale.red() == s.greyscale.blue() && qGray(s.colour.rgb()) > 120); // black text legible on it
    }
    QVERIFY(colours.size() == 4 && greys.size() == 4 && hatches.size() == 4);
}

void TestFanPrint::sheetCells()
{
    const FanProfile profile = placeholderProfile();
    const FanProfileSheetDocument doc(profile);
    const QList<QStringList> blocks = blockTexts(doc);
    const QString all = joined(blocks);
    // The race as it is (a PLACEHOLDER is just data), its revision in the header, the class names.
    QVERIFY2(all.contains(profile.race) && profile.race.startsWith(u"PLACEHOLDER"_s), qPrintable(all));
    QCOMPARE(doc.subtitle(), u"Revision 1 \u00b7 "_s + profile.race);
    for (const QString &name : {u"Guards"_s, u"Regulars"_s, u"Militia"_s})
        QVERIFY(all.contains(name));
    // The BMV chart, C.6's rows (C's last value with a real minus sign).
    QVERIFY(blocks.contains(QStringList{u"Class B (Regulars)"_s, u"9"_s, u"8"_s, u"7"_s, u"6"_s, u"5"_s, u"4"_s, u"3"_s,
                                        u"2"_s, u"1"_s, u"0"_s}));
    QVERIFY(blocks.contains(QStringList{u"Class C (Militia)"_s, u"8"_s, u"7"_s, u"6"_s, u"5"_s, u"4"_s, u"3"_s, u"2"_s,
                                        u"1"_s, u"0"_s, u"\u22121"_s}));
    const QStringList lines = blockLines(blocks);
    // Modifiers: label, signed value, "each" for per instance.
    QVERIFY(blocks.contains(QStringList{u"Unit is being attacked in flank"_s, u"\u22122"_s}));
    QVERIFY(blocks.contains(QStringList{u"Each free visible friendly character or unit within 10 cm"_s, u"+1"_s, u"each"_s}));
    QVERIFY(blocks.contains(QStringList{u"Unit is in heavy cover"_s, u"+3"_s}));
    // When to Test Morale, numbered; the hated races.
    QVERIFY(blocks.contains(QStringList{u"1."_s, u"Unit suffers casualties from missile fire"_s}));
    QVERIFY(blocks.contains(QStringList{u"3."_s, u"Unit loses a round of combat"_s}));
    QVERIFY(lines.contains(u"Hated races (\u201cHated foe within 20 cm\u201d, C.3 step 3) PLACEHOLDER Other Race"_s));
    // The Morale Results by class, in FMV order with their ranges.
    QVERIFY2(lines.contains(u"Class B (Regulars) Rout \u2264 6 Retire 7\u20138 Carry On 9\u201312 Uncontrolled Advance \u2265 13"_s),
             qPrintable(lines.join(u'\n')));
    QVERIFY(lines.contains(u"Class A (Guards) Rout \u2264 5 Retire 6\u20137 Carry On 8\u201313 Uncontrolled Advance \u2265 14"_s));
    QVERIFY(lines.contains(u"Class C (Militia) Rout \u2264 7 Retire 8\u20139 Carry On 10\u201311 Uncontrolled Advance \u2265 12"_s));
    // On the page: the race in the body, as it is.
    const QString page = pageTexts(doc, a4(), 0).join(u' ');
    QVERIFY2(page.contains(u"PLACEHOLDER Example Race"_s), qPrintable(page));
}

void TestFanPrint::sheetOfABrokenProfile()
{
    const QString all = joined(blockTexts(FanProfileSheetDocument(brokenProfile())));
    QVERIFY2(all.contains(u"No ranges entered"_s), qPrintable(all));
    QVERIFY2(all.contains(u"Not usable yet: gap after the range 6 or less (Rout): no result for FMV 7\u20138."_s), qPrintable(all));
    // A sheet with nothing entered says so for each table.
    const QString empty = joined(blockTexts(FanProfileSheetDocument(FanProfile{})));
    for (const QString &line : {u"(no name yet)"_s, u"No modifiers entered."_s, u"None listed."_s, u"Nothing listed"_s,
                                u"No ranges entered"_s})
        QVERIFY2(empty.contains(line), qPrintable(line));
}

void TestFanPrint::blankSheet()
{
    const FanBlankProfileSheetDocument doc;
    const QList<QStringList> blocks = blockTexts(doc);
    const QString all = joined(blocks);
    // Nobody's data: no race, no numbers but the chart's headings and the list's numbers.
    QVERIFY(!all.contains(u"PLACEHOLDER"_s) && !all.contains(u"Guards"_s));
    for (int step = 0; step <= 90; step += 10)
        QVERIFY(all.contains(u"%1 %"_s.arg(step)));
    for (int n = 1; n <= FanSheetParts::blankTriggerRows; ++n)
        QVERIFY(blocks.contains(QStringList{u"%1."_s.arg(n)}));
    QVERIFY(!blocks.contains(QStringList{u"%1."_s.arg(FanSheetParts::blankTriggerRows + 1)}));
    // The results: the four on their colours over a row per class, with room to write the FMVs.
    QVERIFY2(blockLines(blocks).contains(u"Rout Retire Carry On Uncontrolled Advance Class A FMV FMV FMV FMV Class B FMV FMV "
                                         "FMV FMV Class C FMV FMV FMV FMV"_s),
             qPrintable(blockLines(blocks).join(u'\n')));
    // The modifiers' table has its blank rows: rows with nothing painted, one per modifier to write in.
    int emptyBlocks = 0;
    for (const QStringList &b : blocks)
        emptyBlocks += b.isEmpty() ? 1 : 0;
    const QSizeF body = PageRenderer(doc, a4()).bodyRect().size();
    const int rows = FanBlankProfileSheetDocument::modifierRows(body);
    QCOMPARE(emptyBlocks, rows);
    // As many as the page holds, so the sheet stays one sheet of paper: one more would not fit.
    QVERIFY(rows >= FanBlankProfileSheetDocument::minModifierRows && rows < FanBlankProfileSheetDocument::maxModifierRows);
    QCOMPARE(PageFlow::paginate(FanSheetParts::sheet(nullptr, body.width(), rows + 1), body.width(), body.height()).size(), 2);
    QSizeF letter = body;
    letter.setHeight(body.height() - 50.0); // Letter is 50 points shorter than A4
    QVERIFY(FanBlankProfileSheetDocument::modifierRows(letter) < rows);
    QCOMPARE(doc.subtitle(), u"Blank: may be photocopied"_s);
}

void TestFanPrint::oddsVectors_data()
{
    QTest::addColumn<int>("moraleClass");
    QTest::addColumn<int>("mmv");
    QTest::addColumn<QStringList>("cells"); // FMVs, the four faces, the odds of Rout, Retire, Carry On, UA
    const QString none = u"\u2013"_s;
    const QString ro = u"Rout"_s, re = u"Retire"_s, co = u"Carry On"_s, ua = u"Uncontrolled Advance"_s;
    QTest::newRow("004-V3 B 8") << int(FanClass::B) << 8 << QStringList{u"9\u201312"_s, co, co, co, co, none, none, u"4/4"_s, none};
    QTest::newRow("004-V4 B 7") << int(FanClass::B) << 7 << QStringList{u"8\u201311"_s, re, co, co, co, none, u"1/4"_s, u"3/4"_s, none};
    QTest::newRow("004-V5 C 6") << int(FanClass::C) << 6 << QStringList{u"7\u201310"_s, ro, re, re, co, u"1/4"_s, u"2/4"_s, u"1/4"_s, none};
    QTest::newRow("004-V6 A 13") << int(FanClass::A) << 13 << QStringList{u"14\u201317"_s, ua, ua, ua, ua, none, none, none, u"4/4"_s};
    QTest::newRow("004-V8 A 10") << int(FanClass::A) << 10 << QStringList{u"11\u201314"_s, co, co, co, ua, none, none, u"3/4"_s, u"1/4"_s};
    QTest::newRow("004-V9 B 3") << int(FanClass::B) << 3 << QStringList{u"4\u20137"_s, ro, ro, ro, re, u"3/4"_s, u"1/4"_s, none, none};
}

void TestFanPrint::oddsVectors()
{
    QFETCH(int, moraleClass);
    QFETCH(int, mmv);
    QFETCH(QStringList, cells);
    const QList<QStringList> rows = oddsRows(FanOddsTableDocument(placeholderProfile())).value(FanClass(moraleClass));
    QStringList row;
    for (const QStringList &r : rows) {
        if (r.constFirst() == FanPrintStyle::number(mmv))
            row = r;
    }
    QCOMPARE(row, QStringList{FanPrintStyle::number(mmv)} + cells);
}

void TestFanPrint::oddsRowsFollowTheRules()
{
    const FanProfile profile = placeholderProfile();
    const QMap<FanClass, QList<QStringList>> rows = oddsRows(FanOddsTableDocument(profile));
    // From the lowest boundary - 4 to the highest + 1: A's 5…14 give 1…15, B's 6…13 give 2…14, C's 7…12 give 3…13.
    const QMap<FanClass, std::pair<int, int>> expected{{FanClass::A, {1, 15}}, {FanClass::B, {2, 14}}, {FanClass::C, {3, 13}}};
    for (auto it = expected.cbegin(); it != expected.cend(); ++it) {
        const QList<QStringList> classRows = rows.value(it.key());
        QVERIFY(FanOddsTableDocument::mmvRange(profile.resultsOf(it.key())) == std::optional(it.value()));
        QCOMPARE(int(classRows.size()), it.value().second - it.value().first + 1);
        for (qsizetype i = 0; i < classRows.size(); ++i) {
            const QStringList &row = classRows.at(i);
            const int mmv = it.value().first + int(i);
            QCOMPARE(row.constFirst(), FanPrintStyle::number(mmv));
            // Each face as the rules core looks it up (C.3 step 5); the odds add up to 4/4.
            int quarters = 0;
            for (int face = 1; face <= 4; ++face)
                QCOMPARE(row.at(1 + face), enumDisplayName(*FanTest::resultFor(profile.resultsOf(it.key()), mmv + face)));
            for (int k = 6; k < 10; ++k)
                quarters += row.at(k) == u"\u2013"_s ? 0 : row.at(k).section(u'/', 0, 0).toInt();
            QCOMPARE(quarters, 4);
        }
        // The open ends show: the first row is all Rout, the last all Uncontrolled Advance.
        QCOMPARE(classRows.constFirst().mid(6), (QStringList{u"4/4"_s, u"\u2013"_s, u"\u2013"_s, u"\u2013"_s}));
        QCOMPARE(classRows.constLast().mid(6), (QStringList{u"\u2013"_s, u"\u2013"_s, u"\u2013"_s, u"4/4"_s}));
    }
    // The legend names every result with its colour.
    const QString all = joined(blockTexts(FanOddsTableDocument(profile)));
    QVERIFY2(all.contains(u"Uncontrolled Advance (UA)"_s), qPrintable(all));
}

void TestFanPrint::oddsRefusal()
{
    const FanProfile broken = brokenProfile();
    const FanOddsTableDocument doc(broken);
    const QMap<FanClass, QList<QStringList>> rows = oddsRows(doc);
    QCOMPARE(int(rows.value(FanClass::A).size()), 15); // A is whole: its table prints
    QVERIFY(rows.value(FanClass::B).isEmpty());
    QVERIFY(rows.value(FanClass::C).isEmpty());
    const QString all = joined(blockTexts(doc));
    QVERIFY2(all.contains(u"Class C (Militia): no odds, the Morale Results table has no ranges for this class yet (C.6)."_s),
             qPrintable(all));
    QVERIFY2(all.contains(u"Class B (Regulars): no odds, the Morale Results have a gap or an overlap (C.3 step 5): gap after "
                          "the range 6 or less (Rout): no result for FMV 7\u20138."_s),
             qPrintable(all));
    QVERIFY(FanOddsTableDocument::refusal(broken, FanClass::A).isEmpty());
    // One band for every FMV: no boundary, no table, and a line that says why.
    FanProfile one = placeholderProfile();
    one.results[0] = {FanResultBand{{}, {}, FanResult::CarryOn}};
    QVERIFY(!FanOddsTableDocument::mmvRange(one.resultsOf(FanClass::A)));
    QVERIFY(joined(blockTexts(FanOddsTableDocument(one))).contains(u"Every FMV gives Carry On, whatever the MMV."_s));
}

void TestFanPrint::printables()
{
    const FanProfile profile = placeholderProfile();
    QCOMPARE(FanPrintables::keys(), (QStringList{u"profile-sheet"_s, u"blank-profile-sheet"_s, u"odds-table"_s}));
    QStringList offered;
    for (const PrintChoice &c : FanPrintables::choices().documents)
        offered << c.key;
    QCOMPARE(offered, FanPrintables::allKeys()); // the Profile Sheet printables and the army sheets (tst_fan_sheet)
    QVERIFY(isA<FanProfileSheetDocument>(FanPrintables::document(u"profile-sheet"_s, &profile)));
    QVERIFY(isA<FanBlankProfileSheetDocument>(FanPrintables::document(u"blank-profile-sheet"_s, nullptr)));
    QVERIFY(isA<FanOddsTableDocument>(FanPrintables::document(u"odds-table"_s, &profile)));
    QVERIFY(isA<FanProfileSheetDocument>(FanPrintables::document(PrintRequest{}, &profile))); // the first printable
    // No profile: the blank sheet only; an unknown key: nothing.
    QVERIFY(!FanPrintables::document(u"profile-sheet"_s, nullptr) && !FanPrintables::document(u"odds-table"_s, nullptr));
    QVERIFY(!FanPrintables::document(u"card"_s, &profile));
    FanProfile slashed = profile;
    slashed.race = u"Orcs/Goblins: west"_s;
    QCOMPARE(FanPrintables::fileName(u"odds-table"_s, &slashed), u"Orcs-Goblins- west - morale odds.pdf"_s);
    QCOMPARE(FanPrintables::fileName(u"blank-profile-sheet"_s, nullptr), u"blank race profile sheet.pdf"_s);
}

QTEST_MAIN(TestFanPrint)
#include "tst_fan_print.moc"
