// The Napoleonic printables (seed 003, Part B): the blank and filled army sheets and the one-page reference card,
// rendered by the one page renderer: page counts, the text a player reads (B.3.4's odds, the 15.54 chart, B.4.5's
// MFP table, every unit's current CMR), colour and greyscale. The export's arguments are in tst_nap_export.
#include "NapIoFixtures.h"
#include "NapPrintFixture.h"
#include "PaintedText.h"
#include "napoleonic/print/NapBlankSheetDocument.h"
#include "napoleonic/print/NapCardTables.h"
#include "napoleonic/print/NapFilledSheetDocument.h"
#include "napoleonic/print/NapPrintStyle.h"
#include "napoleonic/print/NapReferenceCardDocument.h"
#include "napoleonic/print/NapSheetParts.h"
#include "napoleonic/rules/NapCmr.h"
#include "napoleonic/rules/NapMfp.h"
#include "print/PageRenderer.h"
#include "print/PrintPainter.h"
#include "print/PrintParts.h"

#include <QPainter>
#include <QTest>

#include <memory>

using namespace md;
using namespace md::nap;
using namespace md::test::nap;
using namespace Qt::StringLiterals;

namespace {
std::unique_ptr<PrintDocument> makeDocument(const QString &name)
{
    if (name == u"card"_s)
        return std::make_unique<NapReferenceCardDocument>();
    if (name == u"blank"_s)
        return std::make_unique<NapBlankSheetDocument>();
    if (name == u"blank-big"_s)
        return std::make_unique<NapBlankSheetDocument>(12, 10);
    if (name == u"filled"_s)
        return std::make_unique<NapFilledSheetDocument>(midGameBattle());
    if (name == u"filled-empty"_s)
        return std::make_unique<NapFilledSheetDocument>(NapBattle{});
    qFatal("no document %s", qPrintable(name));
}

PageSetup setupFor(QPageSize::PageSizeId size, QPageLayout::Orientation orientation, bool greyscale = false)
{
    PageSetup s;
    s.pageSize = QPageSize(size);
    s.orientation = orientation;
    s.greyscale = greyscale;
    return s;
}

// Each block's painted texts (only the bold ones with `boldOnly`), in order, at a column of `width` points.
QList<QStringList> blockTexts(const PrintDocument &doc, bool boldOnly = false, qreal width = 252.0)
{
    PaintedText device;
    QPainter painter(&device);
    PrintPainter p(painter, false);
    QList<QStringList> blocks;
    for (const FlowBlock &block : doc.blocks(QSizeF(width, 760.0))) {
        device.clear();
        if (block.paint)
            block.paint(p, QRectF(0, 0, width, block.height));
        blocks << (boldOnly ? device.boldTexts() : device.texts());
    }
    painter.end();
    return blocks;
}

// The block (a table row) whose first text is `first`; empty when none.
QStringList rowStarting(const QList<QStringList> &blocks, const QString &first)
{
    for (const QStringList &texts : blocks) {
        if (!texts.isEmpty() && texts.constFirst() == first)
            return texts;
    }
    return {};
}

// The row whose first cell is `first`, however that cell wraps: its lines joined back into one text.
QStringList rowOf(const QList<QStringList> &blocks, const QString &first)
{
    for (const QStringList &texts : blocks) {
        QString joined;
        for (qsizetype i = 0; i < texts.size() && joined.size() < first.size(); ++i) {
            joined += (i ? u" "_s : QString()) + texts.at(i);
            if (joined == first)
                return QStringList{first} + texts.mid(i + 1);
        }
    }
    return {};
}

QStringList allTexts(const QList<QStringList> &blocks)
{
    QStringList all;
    for (const QStringList &b : blocks)
        all << b;
    return all;
}

// All the texts painted on one page, header and footer included.
QStringList pageTexts(const PrintDocument &doc, const PageSetup &setup, int page)
{
    const PageRenderer renderer(doc, setup);
    PaintedText device;
    QPainter painter(&device);
    renderer.paintPage(painter, page);
    painter.end();
    return device.texts();
}

bool isGrey(QRgb c) { return qAbs(qRed(c) - qGreen(c)) <= 2 && qAbs(qGreen(c) - qBlue(c)) <= 2; }

struct Ink
{
    int dark = 0;     // pixels darker than mid grey: text and rules
    int coloured = 0; // pixels that are not grey
};

Ink inkOf(const QImage &image)
{
    Ink ink;
    for (int y = 0; y < image.height(); ++y) {
        const auto *line = reinterpret_cast<const QRgb *>(image.constScanLine(y));
        for (int x = 0; x < image.width(); ++x) {
            ink.dark += qGray(line[x]) < 128 ? 1 : 0;
            ink.coloured += isGrey(line[x]) ? 0 : 1;
        }
    }
    return ink;
}

QString minus(int n) { return n < 0 ? PrintParts::signedNumber(n) : QString::number(n); }
} // namespace

class TestNapPrint : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void pageCounts_data();
    void pageCounts();
    void pagesAreInkedAndInsideTheBody_data();
    void pagesAreInkedAndInsideTheBody();
    void greyscale_data();
    void greyscale();
    void colours();
    void cardBands();
    void cardOdds_data();
    void cardOdds();
    void cardCmrTerms();
    void cardChart_data();
    void cardChart();
    void cardShockOdds();
    void cardMfp();
    void cardTiers();
    void filledSheetUnits();
    void filledSheetArmy();
    void filledSheetEmpty();
    void sampleSheet();
    void blankSheetOptions_data();
    void blankSheetOptions();
};

void TestNapPrint::pageCounts_data()
{
    QTest::addColumn<QString>("document");
    QTest::addColumn<int>("size");
    QTest::addColumn<int>("orientation");
    QTest::addColumn<int>("minPages");
    QTest::addColumn<int>("maxPages");
    for (const auto &[size, paper] : {std::pair{QPageSize::A4, "A4"}, std::pair{QPageSize::Letter, "Letter"}}) {
        for (const auto &[orientation, way] : {std::pair{QPageLayout::Portrait, "portrait"}, std::pair{QPageLayout::Landscape, "landscape"}}) {
            const auto row = [&](const char *doc, int min, int max) {
                QTest::addRow("%s %s %s", doc, paper, way) << QString::fromLatin1(doc) << int(size) << int(orientation) << min << max;
            };
            // The card is one sheet on either paper (in portrait, as the print dialog offers it).
            if (orientation == QPageLayout::Portrait)
                row("card", 1, 1);
            row("blank", 1, 4);
            row("blank-big", 5, 40);
            row("filled", 1, 4);
            row("filled-empty", 1, 1);
        }
    }
}

void TestNapPrint::pageCounts()
{
    QFETCH(QString, document);
    QFETCH(int, size);
    QFETCH(int, orientation);
    QFETCH(int, minPages);
    QFETCH(int, maxPages);
    const auto doc = makeDocument(document);
    const PageSetup setup = setupFor(QPageSize::PageSizeId(size), QPageLayout::Orientation(orientation));
    const int pages = pageCount(*doc, setup);
    QVERIFY2(pages >= minPages && pages <= maxPages, qPrintable(u"%1 pages"_s.arg(pages)));
    for (int page = 0; page < pages; ++page) {
        const QStringList texts = pageTexts(*doc, setup, page);
        QVERIFY2(texts.join(u' ').contains(u"Page %1 of %2"_s.arg(page + 1).arg(pages)), qPrintable(texts.join(u'|')));
        QVERIFY(texts.contains(doc->title()));
        QVERIFY(texts.contains(doc->footer()));
    }
}

void TestNapPrint::pagesAreInkedAndInsideTheBody_data()
{
    QTest::addColumn<QString>("document");
    QTest::addColumn<int>("size");
    QTest::addColumn<int>("orientation");
    for (const char *doc : {"card", "blank", "filled"}) {
        QTest::addRow("%s A4", doc) << QString::fromLatin1(doc) << int(QPageSize::A4) << int(QPageLayout::Portrait);
        QTest::addRow("%s Letter", doc) << QString::fromLatin1(doc) << int(QPageSize::Letter) << int(QPageLayout::Portrait);
        QTest::addRow("%s Letter landscape", doc) << QString::fromLatin1(doc) << int(QPageSize::Letter) << int(QPageLayout::Landscape);
    }
}

void TestNapPrint::pagesAreInkedAndInsideTheBody()
{
    QFETCH(QString, document);
    QFETCH(int, size);
    QFETCH(int, orientation);
    const auto doc = makeDocument(document);
    const PageSetup setup = setupFor(QPageSize::PageSizeId(size), QPageLayout::Orientation(orientation));
    const PageRenderer renderer(*doc, setup);
    const QRectF body(QPointF(0, 0), renderer.bodyRect().size());
    for (int p = 0; p < renderer.pageCount(); ++p) {
        QVERIFY2(!renderer.pages().at(p).isEmpty(), qPrintable(u"page %1 has no content"_s.arg(p + 1)));
        for (const PlacedBlock &placed : renderer.pages().at(p)) {
            const QRectF r = placed.rect;
            QVERIFY2(r.left() >= -0.01 && r.right() <= body.right() + 0.01 && r.top() >= -0.01 && r.bottom() <= body.bottom() + 0.01,
                     qPrintable(u"page %1, block %2 leaves the body"_s.arg(p + 1).arg(placed.block)));
        }
        const Ink ink = inkOf(renderPageToImage(*doc, p, setup, 60));
        // A blank page of lines to fill has less ink than a printed one, but never none.
        QVERIFY2(ink.dark > 1000, qPrintable(u"page %1: %2 dark pixels"_s.arg(p + 1).arg(ink.dark)));
    }
    // Colour-coded: the bands, states and standings in their colours.
    QVERIFY(inkOf(renderPageToImage(*doc, 0, setup, 60)).coloured > 200);
}

void TestNapPrint::greyscale_data()
{
    QTest::addColumn<QString>("document");
    for (const char *doc : {"card", "blank", "filled"})
        QTest::newRow(doc) << QString::fromLatin1(doc);
}

void TestNapPrint::greyscale()
{
    QFETCH(QString, document);
    const auto doc = makeDocument(document);
    const PageSetup colour = setupFor(QPageSize::A4, QPageLayout::Portrait);
    const PageSetup grey = setupFor(QPageSize::A4, QPageLayout::Portrait, true);
    const int pages = pageCount(*doc, grey);
    QCOMPARE(pages, pageCount(*doc, colour)); // the mode changes inks, never the layout
    for (int page = 0; page < pages; ++page) {
        const Ink ink = inkOf(renderPageToImage(*doc, page, grey, 60));
        QCOMPARE(ink.coloured, 0);
        QVERIFY(ink.dark > 1000);
        // The same letters and words name the results in both modes, so the greyscale page reads without colour.
        QCOMPARE(pageTexts(*doc, grey, page), pageTexts(*doc, colour, page));
    }
}

void TestNapPrint::colours()
{
    // B.3.4's bands, the states (15.0) and the standings (B.4.7): each its own colour and letter, and in greyscale a
    // grey that darkens as things get worse, so the page reads without colour.
    const QList<Swatch> bands{NapPrintStyle::swatch(NapResult::Pass), NapPrintStyle::swatch(NapResult::Disordered),
                              NapPrintStyle::swatch(NapResult::Routed)};
    const QList<Swatch> states{NapPrintStyle::swatch(NapUnitState::Good), NapPrintStyle::swatch(NapUnitState::Disordered),
                               NapPrintStyle::swatch(NapUnitState::Routed), NapPrintStyle::swatch(NapUnitState::Eliminated)};
    const QList<Swatch> tiers{NapPrintStyle::tierSwatch(0), NapPrintStyle::tierSwatch(0, true), NapPrintStyle::tierSwatch(1),
                              NapPrintStyle::tierSwatch(2), NapPrintStyle::tierSwatch(3)};
    for (const QList<Swatch> &set : {bands, states, tiers}) {
        QStringList letters;
        for (qsizetype i = 0; i < set.size(); ++i) {
            const Swatch &s = set.at(i);
            QVERIFY(!s.letter.isEmpty());
            QVERIFY(!letters.contains(s.letter));
            letters << s.letter;
            QVERIFY(s.colour != QColor(Qt::white));
            QCOMPARE(s.greyscale.red(), s.greyscale.green());
            if (i > 0) {
                QVERIFY(s.colour != set.at(i - 1).colour);
                QVERIFY(s.greyscale.lightness() < set.at(i - 1).greyscale.lightness());
            }
        }
    }
    QCOMPARE(bands.at(0).letter, u"P"_s);
    QCOMPARE(bands.at(1).letter, u"D"_s);
    QCOMPARE(bands.at(2).letter, u"R"_s);
    // Every swatch of the printouts is as wide as the widest letter needs, so columns line up.
    for (const Swatch &s : bands + states + tiers)
        QCOMPARE(s.width, bands.at(0).width);
}

void TestNapPrint::cardBands()
{
    // B.3.4 step 4: margin <= 0 passes, 1-4 disorders, 5 or more routs; each band's letter before its words.
    const QList<QStringList> blocks = blockTexts(NapReferenceCardDocument());
    const QStringList legend = rowStarting(blocks, u"P"_s);
    QCOMPARE(legend, (QStringList{u"P"_s, u"Passed: margin 0 or less"_s, u"D"_s, u"Morale Disordered: margin 1 to 4"_s,
                                  u"R"_s, u"Routed: margin 5 or more"_s}));
    // 15.28: +1 on a natural 1, -1 on a natural 10 (003-V4, V6).
    const QString joined = allTexts(blocks).join(u' ');
    QVERIFY2(joined.contains(u"a natural 1 gives T +1, a natural 10 gives T \u22121"_s), qPrintable(joined));
}

void TestNapPrint::cardOdds_data()
{
    QTest::addColumn<int>("target");
    QTest::addColumn<QStringList>("cells"); // pass, disorder, rout outside; the same in the Shock Phase; rally
    const QString none = u"\u2013"_s;
    // 003-V3 (T 5), V5 (T 6, 15.28), V7 (T -1), V8 (T 1), V9 (T 3), V10 (T 6), V12 (rally at T 4).
    QTest::newRow("V3 T 5") << 5 << QStringList{u"5"_s, u"4"_s, u"1"_s, u"5"_s, u"4"_s, u"1"_s, u"5"_s};
    QTest::newRow("V5 T 6") << 6 << QStringList{u"6"_s, u"4"_s, none, u"6"_s, u"3"_s, u"1"_s, u"6"_s};
    QTest::newRow("V7 T -1") << -1 << QStringList{none, u"3"_s, u"7"_s, none, u"3"_s, u"7"_s, none};
    QTest::newRow("V8 T 1") << 1 << QStringList{u"1"_s, u"4"_s, u"5"_s, u"1"_s, u"4"_s, u"5"_s, u"1"_s};
    QTest::newRow("V9 T 3") << 3 << QStringList{u"3"_s, u"4"_s, u"3"_s, u"3"_s, u"4"_s, u"3"_s, u"3"_s};
    QTest::newRow("V12 T 4") << 4 << QStringList{u"4"_s, u"4"_s, u"2"_s, u"4"_s, u"4"_s, u"2"_s, u"4"_s};
    QTest::newRow("T 11") << 11 << QStringList{u"10"_s, none, none, u"10"_s, none, none, u"10"_s};
    // 003-V6: at T -4 a natural 1 in the Shock Phase disorders instead of routing; at -5 it cannot.
    QTest::newRow("V6 T -4") << -4 << QStringList{none, none, u"10"_s, none, u"1"_s, u"9"_s, none};
    QTest::newRow("T -5") << -5 << QStringList{none, none, u"10"_s, none, none, u"10"_s, none};
}

void TestNapPrint::cardOdds()
{
    QFETCH(int, target);
    QFETCH(QStringList, cells);
    const QList<QStringList> blocks = blockTexts(NapReferenceCardDocument());
    const QStringList row = rowStarting(blocks, PrintParts::signedNumber(target));
    QCOMPARE(row, QStringList{PrintParts::signedNumber(target)} + cells);
    // Rows from 11 down to -5, and no other.
    int rows = 0;
    for (int t = NapCardTables::lowestTarget; t <= NapCardTables::highestTarget; ++t)
        rows += rowStarting(blocks, PrintParts::signedNumber(t)).isEmpty() ? 0 : 1;
    QCOMPARE(rows, 17);
    QVERIFY(rowStarting(blocks, PrintParts::signedNumber(12)).isEmpty());
    QVERIFY(rowStarting(blocks, PrintParts::signedNumber(-6)).isEmpty());
}

void TestNapPrint::cardCmrTerms()
{
    // B.3.1's terms as the rules core applies them.
    const QStringList all = allTexts(blockTexts(NapReferenceCardDocument()));
    // The value after its term, however the term's text wraps: after the line that ends it.
    const auto after = [&all](const QString &term) {
        for (qsizetype i = 0; i + 1 < all.size(); ++i) {
            if (all.at(i).size() >= 4 && term.endsWith(all.at(i)))
                return all.at(i + 1);
        }
        return QString();
    };
    QCOMPARE(after(u"Each figure lost, for good (15.52)"_s), u"\u22121"_s);
    QCOMPARE(after(u"Army exceeded its MFP the battleday before (15.96)"_s), u"\u22121"_s);
    QCOMPARE(after(u"Army demoralized, each hourly turn by tier (B.4.7)"_s), u"\u22121 / \u22122 / \u22123"_s);
    QCOMPARE(after(u"Each cannon lost this phase (15.53; 15.53a: for good)"_s), u"\u22121"_s);
    const QString joined = all.join(u' ');
    QVERIFY2(joined.contains(u"a headquarters base 8, Elite (15.26h)"_s), qPrintable(joined));
    // Half strength -2 once (15.52, B-35).
    QCOMPARE(after(u"Half strength: 2 \u00d7 lost \u2265 start, crew or cannon, once (B-35)"_s), u"\u22122"_s);
}

void TestNapPrint::cardChart_data()
{
    QTest::addColumn<QString>("rule");
    QTest::addColumn<QString>("value");
    QTest::addColumn<QString>("detail"); // in the situation's text
    QTest::newRow("N01") << u"N01"_s << u"\u22122"_s << u"burning"_s;
    // B-6's half-open bands, read off the rules core (003-V8, V9: -5 to 4", -3 to 8").
    QTest::newRow("N04-N06") << u"N04\u2013N06"_s << QString() << u"\u22125 to 4\u2033, \u22123 to 8\u2033, \u22121 to 16\u2033"_s;
    QTest::newRow("N07-N08") << u"N07\u2013N08"_s << QString() << u"\u22123 to 4\u2033, \u22121 to 8\u2033"_s;
    QTest::newRow("N12") << u"N12"_s << u"\u22122"_s << u"night"_s;
    QTest::newRow("N14 club") << u"N14"_s << u"\u22121"_s << u"[club data]"_s;
    QTest::newRow("N18-N20") << u"N18\u2013N20"_s << QString() << u"\u22121 from 20 %, \u22122 from 40 %, \u22123 from 60 %"_s;
    QTest::newRow("N21") << u"N21"_s << u"\u22121"_s << u"Line of Communication"_s;
    QTest::newRow("P01") << u"P01"_s << u"+1"_s << u"flank"_s;
    QTest::newRow("P03 club") << u"P03"_s << u"data"_s << u"[club data]"_s;
    QTest::newRow("P06 club") << u"P06"_s << u"data"_s << u"[club data]"_s;
}

void TestNapPrint::cardChart()
{
    QFETCH(QString, rule);
    QFETCH(QString, value);
    QFETCH(QString, detail);
    const QStringList row = rowStarting(blockTexts(NapReferenceCardDocument()), rule);
    QVERIFY2(row.size() >= 2, qPrintable(rule));
    // A band row has no single value: the situation follows the id.
    const QString situation = (value.isEmpty() ? row.mid(1) : row.mid(2)).join(u' ');
    if (!value.isEmpty())
        QCOMPARE(row.at(1), value);
    QVERIFY2(situation.contains(detail), qPrintable(situation));
    // The band rows stand for the rows they fold: no row of their own.
    QVERIFY(rowStarting(blockTexts(NapReferenceCardDocument()), u"N05"_s).isEmpty());
    QVERIFY(rowStarting(blockTexts(NapReferenceCardDocument()), u"N19"_s).isEmpty());
}

void TestNapPrint::cardShockOdds()
{
    // B.3.3 by 003-V11's edges: the bands as column headings, best for the attacker first.
    const QList<QStringList> blocks = blockTexts(NapReferenceCardDocument());
    QStringList header;
    for (const QStringList &b : blocks) {
        if (b.contains(u"Odds"_s))
            header = b;
    }
    QVERIFY(!header.isEmpty());
    const qsizetype at = header.indexOf(u"Odds"_s);
    // The headings may wrap: read them run together.
    QCOMPARE(header.mid(at + 1).join(QString()).remove(u' '),
             (QStringList{u"\u2265600%"_s, u"400\u2013599%"_s, u"300\u2013399%"_s, u"200\u2013299%"_s, u"75\u2013199%"_s,
                          u"50\u201374%"_s, u"\u226449%"_s})
                 .join(QString()));
    QCOMPARE(rowStarting(blocks, u"Adj."_s),
             (QStringList{u"Adj."_s, u"\u22124"_s, u"\u22123"_s, u"\u22122"_s, u"\u22121"_s, u"0"_s, u"+1"_s, u"+2"_s}));
}

void TestNapPrint::cardMfp()
{
    const QList<QStringList> blocks = blockTexts(NapReferenceCardDocument());
    // B.4.5 (1) with B-20: by strength band, and artillery or train last.
    QCOMPARE(rowStarting(blocks, u"Line (5\u20137)"_s).mid(1), (QStringList{u"1"_s, u"2"_s, u"3"_s, u"4"_s, u"2"_s}));
    QCOMPARE(rowStarting(blocks, u"Elite (8+)"_s).mid(1), (QStringList{u"2"_s, u"3"_s, u"4"_s, u"5"_s, u"3"_s}));
    bool militia = false;
    for (const QStringList &b : blocks) {
        if (!b.isEmpty() && b.constFirst().startsWith(u"Militia ("_s)) {
            QCOMPARE(b.mid(1), (QStringList{u"0"_s, u"1"_s, u"2"_s, u"3"_s, u"1"_s}));
            militia = true;
        }
    }
    QVERIFY(militia);
    // B.4.6: a few events by their values (E15 is half a point).
    QCOMPARE(rowStarting(blocks, u"E01"_s).mid(0, 2), (QStringList{u"E01"_s, u"1"_s}));
    QCOMPARE(rowStarting(blocks, u"E04"_s).mid(0, 2), (QStringList{u"E04"_s, u"2"_s}));
    QCOMPARE(rowStarting(blocks, u"E09"_s).mid(0, 2), (QStringList{u"E09"_s, u"15"_s}));
    QCOMPARE(rowStarting(blocks, u"E11"_s).mid(0, 2), (QStringList{u"E11"_s, u"4"_s}));
    QCOMPARE(rowStarting(blocks, u"E15"_s).mid(0, 2), (QStringList{u"E15"_s, u"0.5"_s}));
    QVERIFY(rowStarting(blocks, u"E19"_s).join(u' ').contains(u"[club data]"_s));
    int events = 0;
    for (int e = 1; e <= 20; ++e)
        events += rowStarting(blocks, u"E%1"_s.arg(e, 2, 10, QChar(u'0'))).isEmpty() ? 0 : 1;
    QCOMPARE(events, 20);
    // B.4.5 (2): officers.
    const QString joined = allTexts(blocks).join(u' ');
    QVERIFY2(joined.contains(u"Brigade 5, Division 5, Wing or corps 5, Army 15, Nation 15"_s), qPrintable(joined));
}

void TestNapPrint::cardTiers()
{
    // B.4.7 with B-25: 90 % reached, over 100 %, 150 % and 200 % reached; the rates -1, -2, -3 (003-V16, V17); each
    // standing with its letter in the swatch.
    const QList<QStringList> blocks = blockTexts(NapReferenceCardDocument());
    QCOMPARE(rowStarting(blocks, u"90"_s).mid(0, 4), (QStringList{u"90"_s, u"Warned"_s, u"U \u2265 90 %"_s, u"0"_s}));
    QCOMPARE(rowStarting(blocks, u"1"_s).mid(0, 4), (QStringList{u"1"_s, u"Tier 1"_s, u"U > 100 %"_s, u"\u22121"_s}));
    QCOMPARE(rowStarting(blocks, u"2"_s).mid(0, 4), (QStringList{u"2"_s, u"Tier 2"_s, u"U \u2265 150 %"_s, u"\u22122"_s}));
    QCOMPARE(rowStarting(blocks, u"3"_s).mid(0, 4), (QStringList{u"3"_s, u"Tier 3"_s, u"U \u2265 200 %"_s, u"\u22123"_s}));
}

void TestNapPrint::filledSheetUnits()
{
    const NapBattle battle = midGameBattle();
    const QList<QStringList> blocks = blockTexts(NapFilledSheetDocument(battle), false, 770.0);
    // Every unit, with its current CMR as the rules core works it out at the battle's phase (B.3.1).
    int units = 0;
    for (const NapArmy &army : battle.armies) {
        for (const NapCommand &command : army.commands) {
            for (const NapUnit &u : command.units) {
                const QStringList row = rowStarting(blocks, u.name);
                QVERIFY2(!row.isEmpty(), qPrintable(u.name));
                QCOMPARE(row.value(3), minus(NapCmr::current(battle, u.id).value));
                QCOMPARE(row.value(2), QString::number(u.startCmr));
                ++units;
            }
        }
    }
    QCOMPARE(units, 10);
    // The vectors: 003-V18's battery at 1 during the phase; half strength 6 - 6 - 2 (B.3.1); one figure lost.
    QCOMPARE(rowStarting(blocks, u"Foot battery"_s).mid(3, 4), (QStringList{u"1"_s, u"Line"_s, u"4 / 4"_s, u"3 / 6"_s}));
    QCOMPARE(rowStarting(blocks, u"1st Ligne"_s).mid(3, 3), (QStringList{u"\u22122"_s, u"Line"_s, u"6 / 12"_s}));
    QCOMPARE(rowStarting(blocks, u"2nd Ligne"_s).value(3), u"4"_s);
    QCOMPARE(rowStarting(blocks, u"Guard Grenadiers"_s).value(4), u"Elite"_s);
    // The states with their letters, and the circumstance tested this phase (15.21).
    const QStringList ligne = rowStarting(blocks, u"1st Ligne"_s);
    QVERIFY2(ligne.contains(u"D"_s) && ligne.contains(u"Disordered"_s) && ligne.contains(u"P-a"_s), qPrintable(ligne.join(u'|')));
    QVERIFY(rowStarting(blocks, u"2nd Ligne"_s).contains(u"Routed"_s));
    QVERIFY(rowStarting(blocks, u"Landwehr"_s).contains(u"Eliminated"_s));
    // After the phase the battery's temporary -3 is gone: 4 (003-V18).
    NapBattle later = battle;
    later.unit(u"fr-battery"_s)->cannonLostThisPhase = 0;
    setPhase(later, NapPhase::ReciprocalInfantryFire);
    QCOMPARE(rowStarting(blockTexts(NapFilledSheetDocument(later), false, 770.0), u"Foot battery"_s).value(3), u"4"_s);
}

void TestNapPrint::filledSheetArmy()
{
    const NapBattle battle = midGameBattle();
    const QList<QStringList> blocks = blockTexts(NapFilledSheetDocument(battle), false, 770.0);
    const QStringList all = allTexts(blocks);
    const QString joined = all.join(u' ');
    // Each army's MFP total from the rules core, the used total (003-V15's 20.5) and the standing.
    for (const NapArmy &army : battle.armies) {
        QVERIFY(all.contains(army.name));
        const QString total = u"MFP total %1, used %2"_s.arg(NapMfp::text(NapMfp::totalHalf(army, battle)),
                                                             NapMfp::text(army.mfpUsedHalf));
        QVERIFY2(joined.contains(total), qPrintable(total));
    }
    QVERIFY(joined.contains(u"used 20.5"_s));
    QVERIFY(all.contains(u"E01x3,E04x1,E07x1,E11x2,E12x1,E15x1"_s));
    // The ledger's marks for the French total: 90 % reached, over 100 %, 150 % and 200 % (B.4.7).
    const int m = NapMfp::totalHalf(*battle.army(u"french"_s), battle);
    QVERIFY(m > 0);
    QVERIFY2(all.contains(NapMfp::text(m * 2)), qPrintable(NapMfp::text(m * 2)));
    // Commands with level, officer and order; the pending check and the notes.
    QVERIFY(all.contains(u"1st Brigade"_s));
    QVERIFY2(joined.contains(u"order: Attack"_s), qPrintable(joined));
    // The French brigade's 7 of 39 figures lost is under 20 %: no N18-N20 yet. The Allied brigade's eliminated
    // Landwehr counts whole: 6 of 26 (23 %) is -1 (N18); with 8 Highlanders lost too, 14 of 26 (54 %) is -2 (N19).
    QVERIFY2(joined.contains(u"figures lost 7 of 39 (N18\u2013N20: 0)"_s), qPrintable(joined));
    QVERIFY2(joined.contains(u"figures lost 6 of 26 (N18\u2013N20: \u22121)"_s), qPrintable(joined));
    NapBattle heavy = battle;
    heavy.unit(u"al-highlanders"_s)->figuresLost = 8;
    const QString heavyText = allTexts(blockTexts(NapFilledSheetDocument(heavy), false, 770.0)).join(u' ');
    QVERIFY2(heavyText.contains(u"figures lost 14 of 26 (N18\u2013N20: \u22122)"_s), qPrintable(heavyText));
    QVERIFY(joined.contains(u"Not yet arrived"_s));
    const QStringList pending = rowStarting(blocks, u"Voltigeurs"_s);
    QVERIFY(!pending.isEmpty());
    QVERIFY2(joined.contains(u"Saw the 2nd Ligne rout"_s) && joined.contains(u"At once (15.32)"_s), qPrintable(joined));
    QVERIFY(all.contains(u"The Brunswickers arrive at 3 pm."_s));
    QVERIFY(all.contains(u"Reciprocal Artillery Fire"_s) || joined.contains(u"Artillery Fire"_s));
}

void TestNapPrint::filledSheetEmpty()
{
    const QStringList all = allTexts(blockTexts(NapFilledSheetDocument(NapBattle{})));
    QVERIFY(all.contains(u"This battle has no armies yet."_s));
    QVERIFY(all.contains(u"None pending."_s));
}

void TestNapPrint::sampleSheet()
{
    // The shipped sample, read through the envelope as the window and the command line read it.
    const NapLoadResult read = md::test::readNapFile(md::test::napSample());
    QVERIFY2(read.ok(), qPrintable(md::test::napLines(read.problems).join(u'\n')));
    const NapBattle &battle = *read.battle;
    const NapFilledSheetDocument doc(battle);
    const PageSetup setup = setupFor(QPageSize::A4, QPageLayout::Landscape);
    const int pages = pageCount(doc, setup);
    QVERIFY2(pages >= 1 && pages <= 4, qPrintable(QString::number(pages)));
    QStringList all;
    for (int page = 0; page < pages; ++page)
        all << pageTexts(doc, setup, page);
    QVERIFY(all.contains(battle.name));
    // Every unit of every army, with its current CMR (B.3.1) right after its start CMR.
    const QList<QStringList> blocks = blockTexts(doc, false, 770.0);
    int units = 0;
    for (const NapArmy &army : battle.armies) {
        QVERIFY(all.contains(army.name));
        for (const NapCommand &command : army.commands) {
            QVERIFY2(all.join(u' ').contains(command.name), qPrintable(command.name));
            for (const NapUnit &u : command.units) {
                const QStringList row = rowOf(blocks, u.name);
                QVERIFY2(!row.isEmpty(), qPrintable(u.name));
                QCOMPARE(row.value(2), QString::number(u.startCmr));
                QCOMPARE(row.value(3), minus(NapCmr::current(battle, u.id).value));
                ++units;
            }
        }
    }
    QVERIFY(units > 0);
}

void TestNapPrint::blankSheetOptions_data()
{
    QTest::addColumn<int>("commands");
    QTest::addColumn<int>("units");
    QTest::addColumn<int>("expectCommands");
    QTest::addColumn<int>("expectUnits");
    QTest::newRow("default") << NapBlankSheetDocument::defaultCommands << NapBlankSheetDocument::defaultUnits
                             << NapBlankSheetDocument::defaultCommands << NapBlankSheetDocument::defaultUnits;
    QTest::newRow("1 x 1") << 1 << 1 << 1 << 1;
    QTest::newRow("4 x 7") << 4 << 7 << 4 << 7;
    QTest::newRow("clamped low") << 0 << -3 << 1 << 1;
    QTest::newRow("clamped high") << 999 << 999 << NapBlankSheetDocument::maxCommands << NapBlankSheetDocument::maxUnits;
}

void TestNapPrint::blankSheetOptions()
{
    QFETCH(int, commands);
    QFETCH(int, units);
    QFETCH(int, expectCommands);
    QFETCH(int, expectUnits);
    const NapBlankSheetDocument doc(commands, units);
    QCOMPARE(doc.commands(), expectCommands);
    QCOMPARE(doc.units(), expectUnits);
    const QList<QStringList> blocks = blockTexts(doc, false, 770.0);
    int headers = 0;
    int rows = 0;
    for (const QStringList &b : blocks) {
        // A command's header: level to circle, the officer's boxes, the order boxes A/E/D/M.
        if (b.contains(u"Command"_s) && b.contains(u"Brigade"_s) && b.contains(u"Killed"_s) && b.contains(u"M"_s))
            ++headers;
        // A unit row: grades to circle, the state boxes G/D/R, the 15.21 ticks I and P.
        if (b.contains(u"Militia"_s) && b.contains(u"G"_s) && b.contains(u"R"_s) && b.contains(u"I"_s) && b.contains(u"P"_s))
            ++rows;
    }
    QCOMPARE(headers, expectCommands);
    QCOMPARE(rows, expectCommands * expectUnits);
    // The MFP ledger: the four marks to fill and the hours.
    const QStringList all = allTexts(blocks);
    for (const QString &mark : {u"MFP total M (B.4.5)"_s, u"90 %: announce (15.97)"_s, u"Over M: demoralized"_s,
                                u"150 %: tier 2"_s, u"200 %: tier 3"_s})
        QVERIFY2(all.contains(mark), qPrintable(mark));
    QCOMPARE(rowStarting(blocks, QString::number(NapSheetParts::ledgerRows)).size(), 1);
}

QTEST_MAIN(TestNapPrint)
#include "tst_nap_print.moc"
