// WW1's printables (issue 14, Print): the blank and filled force sheets and the one-page reference card,
// rendered by the one page renderer: page counts, the text a player reads (Part A's thresholds and band odds),
// not blank, colour and greyscale. The export's arguments and `moraledesk export` are in tst_ww1_export.
#include "Ww1PrintFixture.h"
#include "PaintedText.h"
#include "cli/ExportSubcommand.h"
#include "document/GameFile.h"
#include "print/PageRenderer.h"
#include "print/PrintPainter.h"
#include "print/PrintParts.h"
#include "systems/BuiltInSystemUis.h"
#include "ww1/Ww1Export.h"
#include "ww1/Ww1State.h"
#include "ww1/print/Ww1BlankSheetDocument.h"
#include "ww1/print/Ww1FilledSheetDocument.h"
#include "ww1/print/Ww1Printables.h"
#include "ww1/print/Ww1ReferenceCardDocument.h"

#include <QCommandLineParser>
#include <QFileInfo>
#include <QPainter>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTextStream>

#include <memory>

using namespace md;
using namespace md::ww1;
using namespace md::test;
using namespace Qt::StringLiterals;

namespace {
std::unique_ptr<PrintDocument> makeDocument(const QString &name)
{
    if (name == u"card"_s)
        return std::make_unique<Ww1ReferenceCardDocument>();
    if (name == u"blank"_s)
        return std::make_unique<Ww1BlankSheetDocument>();
    if (name == u"blank-big"_s)
        return std::make_unique<Ww1BlankSheetDocument>(12, 10, 120);
    if (name == u"filled"_s)
        return std::make_unique<Ww1FilledSheetDocument>(midGameForce());
    if (name == u"filled-empty"_s)
        return std::make_unique<Ww1FilledSheetDocument>(Ww1Force{});
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
QList<QStringList> blockTexts(const PrintDocument &doc, bool boldOnly = false, qreal width = 523.0)
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
} // namespace

class TestWw1Print : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void pageCounts_data();
    void pageCounts();
    void pagesAreInkedAndInsideTheBody_data();
    void pagesAreInkedAndInsideTheBody();
    void greyscale_data();
    void greyscale();
    void cardGroupTable_data();
    void cardGroupTable();
    void cardBands_data();
    void cardBands();
    void cardModifiersFromTheRules();
    void blankThresholds_data();
    void blankThresholds();
    void filledSheet();
    void filledSheetReadings_data();
    void filledSheetReadings();
    void sampleSheet();
};

void TestWw1Print::pageCounts_data()
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
            // The card is one sheet on either paper, either way round.
            row("card", 1, 1);
            row("blank", 2, 4);
            row("blank-big", 6, 40);
            row("filled", 1, 3);
            row("filled-empty", 1, 1);
        }
    }
}

void TestWw1Print::pageCounts()
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
    // "Page X of Y" and the title on every page.
    for (int page = 0; page < pages; ++page) {
        const QStringList texts = pageTexts(*doc, setup, page);
        QVERIFY2(texts.join(u' ').contains(u"Page %1 of %2"_s.arg(page + 1).arg(pages)), qPrintable(texts.join(u'|')));
        QVERIFY(texts.contains(doc->title()));
        QVERIFY(texts.contains(doc->footer()));
    }
}

void TestWw1Print::pagesAreInkedAndInsideTheBody_data()
{
    QTest::addColumn<QString>("document");
    QTest::addColumn<int>("size");
    QTest::addColumn<int>("orientation");
    for (const char *doc : {"card", "blank", "filled"}) {
        QTest::addRow("%s A4", doc) << QString::fromLatin1(doc) << int(QPageSize::A4) << int(QPageLayout::Portrait);
        QTest::addRow("%s Letter landscape", doc) << QString::fromLatin1(doc) << int(QPageSize::Letter) << int(QPageLayout::Landscape);
    }
}

void TestWw1Print::pagesAreInkedAndInsideTheBody()
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
        // Not blank: text and rules on every page, and in colour mode some colour (the swatches).
        const Ink ink = inkOf(renderPageToImage(*doc, p, setup, 60));
        QVERIFY2(ink.dark > 2000, qPrintable(u"page %1: %2 dark pixels"_s.arg(p + 1).arg(ink.dark)));
    }
    QVERIFY(inkOf(renderPageToImage(*doc, 0, setup, 60)).coloured > 200);
}

void TestWw1Print::greyscale_data()
{
    QTest::addColumn<QString>("document");
    for (const char *doc : {"card", "blank", "filled"})
        QTest::newRow(doc) << QString::fromLatin1(doc);
}

void TestWw1Print::greyscale()
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
        QVERIFY(ink.dark > 2000);
        // The same letters name the results in both modes, so the greyscale card reads without colour.
        QCOMPARE(pageTexts(*doc, grey, page), pageTexts(*doc, colour, page));
    }
}

void TestWw1Print::cardGroupTable_data()
{
    QTest::addColumn<QString>("condition"); // the start of the row's first cell
    QTest::addColumn<QString>("modifier");
    QTest::addColumn<QString>("need");
    QTest::addColumn<QString>("carryOn");
    QTest::addColumn<QString>("withdraw");
    // A.3.1's table (A.7 002-G1, G6, G7).
    QTest::newRow("C1") << u"C1:"_s << u"0"_s << u"6+"_s << u"13/18 (26/36)"_s << u"5/18 (10/36)"_s;
    QTest::newRow("C2") << u"C2:"_s << u"\u22122"_s << u"8+"_s << u"5/12 (15/36)"_s << u"7/12 (21/36)"_s;
    QTest::newRow("C3") << u"C3:"_s << u"\u22124"_s << u"10+"_s << u"1/6 (6/36)"_s << u"5/6 (30/36)"_s;
}

void TestWw1Print::cardGroupTable()
{
    QFETCH(QString, condition);
    QFETCH(QString, modifier);
    QFETCH(QString, need);
    QFETCH(QString, carryOn);
    QFETCH(QString, withdraw);
    QStringList row;
    for (const QStringList &texts : blockTexts(Ww1ReferenceCardDocument())) {
        if (!texts.isEmpty() && texts.constFirst().startsWith(condition) && texts.contains(need))
            row = texts;
    }
    QVERIFY2(!row.isEmpty(), qPrintable(condition));
    // Condition (on one or more lines), modifier, need, then each odds after its swatch's letter.
    const qsizetype at = row.indexOf(need);
    QCOMPARE(row.at(at - 1), modifier);
    QVERIFY2(row.indexOf(carryOn) > at && row.indexOf(withdraw) > row.indexOf(carryOn), qPrintable(row.join(u'|')));
}

void TestWw1Print::cardBands_data()
{
    QTest::addColumn<int>("net");
    QTest::addColumn<QStringList>("cells"); // Carry on, No closer, Duck back, Surrender: "rolls: n/36" or a dash
    const QString none = u"\u2013"_s;
    // A.7 002-I1 to I5: the rolls of each band and the chance in 36ths.
    QTest::newRow("I1 net 0") << 0 << QStringList{u"7\u201312: 21/36"_s, u"3\u20136: 14/36"_s, u"2: 1/36"_s, none};
    QTest::newRow("I2 net -2") << -2 << QStringList{u"9\u201312: 10/36"_s, u"5\u20138: 20/36"_s, u"2\u20134: 6/36"_s, none};
    QTest::newRow("I3 net -5") << -5 << QStringList{u"12: 1/36"_s, u"8\u201311: 14/36"_s, u"5\u20137: 15/36"_s, u"2\u20134: 6/36"_s};
    QTest::newRow("I4 net +5") << 5 << QStringList{u"2\u201312: 36/36"_s, none, none, none};
    QTest::newRow("I5 net -8") << -8 << QStringList{none, u"11\u201312: 3/36"_s, u"8\u201310: 12/36"_s, u"2\u20137: 21/36"_s};
    // The stand of 002-I7 with net -1: a rolled 7 does not carry on.
    QTest::newRow("net -1") << -1 << QStringList{u"8\u201312: 15/36"_s, u"4\u20137: 18/36"_s, u"2\u20133: 3/36"_s, none};
}

void TestWw1Print::cardBands()
{
    QFETCH(int, net);
    QFETCH(QStringList, cells);
    const QList<QStringList> blocks = blockTexts(Ww1ReferenceCardDocument());
    QStringList row = rowStarting(blocks, PrintParts::signedNumber(net));
    QVERIFY2(!row.isEmpty(), qPrintable(PrintParts::signedNumber(net)));
    // The net, then each band's cell in the order of the columns.
    QCOMPARE(row, QStringList{PrintParts::signedNumber(net)} + cells);
    // Rows from +5 down to -8, and no other.
    int rows = 0;
    for (int n = Ww1ReferenceCardDocument::lowestNet; n <= Ww1ReferenceCardDocument::highestNet; ++n)
        rows += rowStarting(blocks, PrintParts::signedNumber(n)).isEmpty() ? 0 : 1;
    QCOMPARE(rows, 14);
    QVERIFY(rowStarting(blocks, PrintParts::signedNumber(6)).isEmpty());
    QVERIFY(rowStarting(blocks, PrintParts::signedNumber(-9)).isEmpty());
}

void TestWw1Print::cardModifiersFromTheRules()
{
    // A.3.3's IM1-IM8 with their values, and the bands' totals with A-9's edge (0 is Duck back).
    const QList<QStringList> bold = blockTexts(Ww1ReferenceCardDocument(), true);
    const QList<std::pair<QString, QString>> expected{{u"IM1"_s, u"+1"_s}, {u"IM2"_s, u"\u22121"_s},
                                                       {u"IM3"_s, u"\u22121 each"_s}, {u"IM4"_s, u"+1 each"_s},
                                                       {u"IM5"_s, u"\u22121"_s}, {u"IM6"_s, u"\u22122"_s},
                                                       {u"IM7"_s, u"+2"_s}, {u"IM8"_s, u"+1"_s}};
    for (const auto &[id, value] : expected) {
        // The id and the value are a row's only bold texts.
        QCOMPARE(rowStarting(bold, id), (QStringList{id, value}));
    }
    const QList<QStringList> blocks = blockTexts(Ww1ReferenceCardDocument());
    QStringList all;
    for (const QStringList &b : blocks)
        all << b;
    for (const QString &total : {u"7 or more"_s, u"3 to 6"_s, u"0 to 2"_s, u"\u22121 or less"_s})
        QVERIFY2(all.contains(total), qPrintable(total));
    // The triggers by their names, however the lines break.
    const QString joined = all.join(QString()).remove(u' ');
    for (const char *trigger : {"T1: under fire for the first time", "T2: entering an enemy position", "T3: first hand-to-hand combat"})
        QVERIFY2(joined.contains(QString::fromLatin1(trigger).remove(u' ')), trigger);
}

void TestWw1Print::blankThresholds_data()
{
    QTest::addColumn<int>("members");
    QTest::addColumn<QStringList>("thresholds"); // C1, C2, C3; a dash where the group cannot reach it
    // A.2.1 with: A.7 002-G1 (8: C1 at 2), G2/G3 (12: 3), G4-G7 (10: 3, 5, 8), G8 (4: C1 and C2 at 2).
    QTest::newRow("1") << 1 << QStringList{u"\u2013"_s, u"1"_s, u"1"_s};
    QTest::newRow("4") << 4 << QStringList{u"2"_s, u"2"_s, u"3"_s};
    QTest::newRow("8") << 8 << QStringList{u"2"_s, u"4"_s, u"6"_s};
    QTest::newRow("9") << 9 << QStringList{u"3"_s, u"5"_s, u"7"_s};
    QTest::newRow("10") << 10 << QStringList{u"3"_s, u"5"_s, u"8"_s};
    QTest::newRow("12") << 12 << QStringList{u"3"_s, u"6"_s, u"9"_s};
    QTest::newRow("13") << 13 << QStringList{u"4"_s, u"7"_s, u"10"_s};
    QTest::newRow("40") << 40 << QStringList{u"10"_s, u"20"_s, u"30"_s};
}

void TestWw1Print::blankThresholds()
{
    QFETCH(int, members);
    QFETCH(QStringList, thresholds);
    const QList<QStringList> blocks = blockTexts(Ww1BlankSheetDocument(3, 6, 40));
    // The strip whose header holds `members`, then its three rows.
    for (qsizetype i = 0; i + 3 < blocks.size(); ++i) {
        const QStringList &header = blocks.at(i);
        const qsizetype column = header.indexOf(QString::number(members));
        if (!header.contains(u"Members"_s) || column < 0)
            continue;
        const qsizetype offset = column - header.indexOf(u"Members"_s);
        for (int c = 0; c < 3; ++c) {
            const QStringList &row = blocks.at(i + 1 + c);
            QVERIFY2(row.constFirst().startsWith(u"C%1 ("_s.arg(c + 1)), qPrintable(row.join(u'|')));
            QCOMPARE(row.value(offset), thresholds.at(c));
        }
        return;
    }
    QFAIL("no thresholds strip with that starting size");
}

void TestWw1Print::filledSheet()
{
    const Ww1Force force = midGameForce();
    const QList<QStringList> blocks = blockTexts(Ww1FilledSheetDocument(force));
    QStringList all;
    for (const QStringList &b : blocks)
        all << b;
    const QString joined = all.join(u'|');
    // The platoon of 10: C1 at 3, C2 at 5, C3 at 8 casualties (A.2.1), C1 passed on a 7 in turn 2.
    QStringList c1;
    QStringList c2;
    QStringList c3;
    for (const QStringList &b : blocks) {
        if (b.isEmpty())
            continue;
        if (b.constFirst().startsWith(u"C1:"_s) && c1.isEmpty())
            c1 = b;
        else if (b.constFirst().startsWith(u"C2:"_s) && c2.isEmpty())
            c2 = b;
        else if (b.constFirst().startsWith(u"C3:"_s) && c3.isEmpty())
            c3 = b;
    }
    // Modifier, need, casualties that reach it, around the need (the condition's name may take two lines).
    const auto around = [](const QStringList &row, const QString &need) {
        const qsizetype at = row.indexOf(need);
        return at > 0 ? row.mid(at - 1, 3) : QStringList();
    };
    QCOMPARE(around(c1, u"6+"_s), (QStringList{u"0"_s, u"6+"_s, u"3"_s}));
    QCOMPARE(around(c2, u"8+"_s), (QStringList{u"\u22122"_s, u"8+"_s, u"5"_s}));
    QCOMPARE(around(c3, u"10+"_s), (QStringList{u"\u22124"_s, u"10+"_s, u"8"_s}));
    QVERIFY2(c1.contains(u"Carried on: rolled 7, turn 2"_s), qPrintable(c1.join(u'|')));
    // The section of 4 with 2 casualties: C1 and C2 due together, C3 at 3.
    QVERIFY2(joined.contains(u"group test due: C1, C2"_s), qPrintable(joined));
    QCOMPARE(all.count(u"Due now"_s), 2);
    // The company withdrew on a 4.
    QVERIFY(all.contains(u"Withdrew: rolled 4, turn 2"_s));
    QVERIFY(all.contains(u"Withdrawing"_s));
    for (const QString &text : {u"No. 1 Platoon"_s, u"Lt Ashby"_s, u"Lieutenant"_s, u"Lewis gun team"_s, u"NCO"_s, u"C4"_s,
                                u"Duck back"_s, u"Surrendered"_s, u"Bombing section"_s, u"B Company"_s,
                                u"Second wave goes in at dawn."_s, u"Carry on"_s})
        QVERIFY2(all.contains(text), qPrintable(text));
    // The tally marks each threshold under its box.
    for (const QString &mark : {u"C1"_s, u"C2"_s, u"C3"_s})
        QVERIFY(all.contains(mark));
    QVERIFY(joined.contains(u"10 at the start, 3 casualties, 7 effective"_s));
    // A.6's players' data is said to be theirs, not the rules.
    QVERIFY(joined.contains(u"not given by the rules"_s));
    QVERIFY(joined.contains(u"Captain > Lieutenant > 2nd Lieutenant"_s));
}

void TestWw1Print::filledSheetReadings_data()
{
    QTest::addColumn<bool>("roundDown");  // A-1's alternative: C1 rounded down above eight members
    QTest::addColumn<bool>("eachInTurn"); // A-4's alternative: conditions reached together tested each in turn
    QTest::addColumn<QString>("c1");      // the platoon of 10's C1 threshold
    QTest::newRow("the spec's readings") << false << false << u"3"_s;
    QTest::newRow("A-1 rounded down") << true << false << u"2"_s;
    QTest::newRow("A-4 each in turn") << false << true << u"3"_s;
}

void TestWw1Print::filledSheetReadings()
{
    QFETCH(bool, roundDown);
    QFETCH(bool, eachInTurn);
    QFETCH(QString, c1);
    Ww1Force force = midGameForce();
    force.rules.c1RoundDown = roundDown;
    force.rules.eachConditionInTurn = eachInTurn;
    const QList<QStringList> blocks = blockTexts(Ww1FilledSheetDocument(force));
    QStringList all;
    QStringList c1Row;
    for (const QStringList &b : blocks) {
        all << b;
        if (c1Row.isEmpty() && !b.isEmpty() && b.constFirst().startsWith(u"C1:"_s))
            c1Row = b;
    }
    // The sheet's thresholds follow the force's own reading (A.2.1 with A-1).
    const qsizetype need = c1Row.indexOf(u"6+"_s);
    QVERIFY(need > 0);
    QCOMPARE(c1Row.value(need + 1), c1);
    // A reading changed from the spec's is named on the sheet; the spec's own are not listed.
    const QString joined = all.join(u' ');
    QCOMPARE(joined.contains(u"changed from the spec's"_s), roundDown || eachInTurn);
    QCOMPARE(joined.contains(u"each in turn, least severe first"_s), eachInTurn);
}

void TestWw1Print::sampleSheet()
{
    // The shipped sample, read through the envelope as the window and the command line read it.
    const GameFile::Read read = GameFile::read(QStringLiteral(MORALEDESK_TEST_DATA "/../../resources/samples/ww1-trench-raid.json"));
    QVERIFY(read.ok());
    const Ww1Force *force = Ww1State::of(*read.state);
    QVERIFY(force);
    QVERIFY(!force->groups.isEmpty());
    const Ww1FilledSheetDocument doc(*force);
    const PageSetup setup = setupFor(QPageSize::A4, QPageLayout::Portrait);
    const int pages = pageCount(doc, setup);
    QVERIFY2(pages >= 1 && pages <= 3, qPrintable(QString::number(pages)));
    QStringList all;
    for (int page = 0; page < pages; ++page)
        all << pageTexts(doc, setup, page);
    QVERIFY(all.contains(force->name));
    for (const Ww1Group &g : force->groups) {
        QVERIFY2(all.contains(g.name), qPrintable(g.name));
        for (const Ww1Stand &st : g.stands)
            QVERIFY2(all.contains(st.name), qPrintable(st.name));
    }
}

QTEST_MAIN(TestWw1Print)
#include "tst_ww1_print.moc"
