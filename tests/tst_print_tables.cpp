// The page renderer (issue: print and PDF): the default paper and its names, the font and device-free
// measurements, and the morale table's cell colours, later pages and tiles, split without shrinking.
#include "PrintFixtures.h"
#include "PaintedText.h"
#include "ratio/BattlegroupReader.h"
#include "ratio/print/BlankSheetDocument.h"
#include "ratio/print/FilledSheetDocument.h"
#include "ratio/print/MoraleTableDocument.h"
#include "print/PageFlow.h"
#include "print/PageRenderer.h"
#include "print/PageSetup.h"
#include "print/PrintPainter.h"
#include "print/PrintFonts.h"
#include "ratio/print/ReferenceCardDocument.h"
#include "ratio/print/ResultStyle.h"
#include "ratio/rules/RatioMorale.h"

#include <QDir>
#include <QFileInfo>
#include <QFontInfo>
#include <QImage>
#include <QLocale>
#include <QTest>

#include <cmath>
#include <memory>
#include <set>

using namespace Qt::StringLiterals;
using namespace md::test;
using namespace md;

class TestPrintTables : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void defaultPaperFollowsLocale_data();
    void defaultPaperFollowsLocale();
    void pageSizeNames();
    void fontIsDejaVuSans();
    void measurementsDoNotDependOnTheDevice();
    void tableCellColours_data();
    void tableCellColours();
    void tableCellsOnLaterPages();
    void tableTilesCoverEveryCellOnce_data();
    void tableTilesCoverEveryCellOnce();
    void bigTableSplitsWithoutShrinking();
};

void TestPrintTables::defaultPaperFollowsLocale_data()
{
    QTest::addColumn<QString>("locale");
    QTest::addColumn<int>("expected");
    QTest::newRow("United States") << u"en_US"_s << static_cast<int>(QPageSize::Letter);
    QTest::newRow("Canada, English") << u"en_CA"_s << static_cast<int>(QPageSize::Letter);
    QTest::newRow("Canada, French") << u"fr_CA"_s << static_cast<int>(QPageSize::Letter);
    QTest::newRow("Mexico") << u"es_MX"_s << static_cast<int>(QPageSize::Letter);
    QTest::newRow("Philippines") << u"en_PH"_s << static_cast<int>(QPageSize::Letter);
    QTest::newRow("United Kingdom") << u"en_GB"_s << static_cast<int>(QPageSize::A4);
    QTest::newRow("Germany") << u"de_DE"_s << static_cast<int>(QPageSize::A4);
    QTest::newRow("France") << u"fr_FR"_s << static_cast<int>(QPageSize::A4);
    QTest::newRow("Australia") << u"en_AU"_s << static_cast<int>(QPageSize::A4);
    QTest::newRow("C locale") << u"C"_s << static_cast<int>(QPageSize::A4);
}

void TestPrintTables::defaultPaperFollowsLocale()
{
    QFETCH(QString, locale);
    QFETCH(int, expected);
    QCOMPARE(static_cast<int>(PageSetup::defaultForLocale(QLocale(locale))), expected);
}

void TestPrintTables::pageSizeNames()
{
    QCOMPARE(PageSetup::pageSizeFromName(u"A4"_s), QPageSize::A4);
    QCOMPARE(PageSetup::pageSizeFromName(u"a4"_s), QPageSize::A4);
    QCOMPARE(PageSetup::pageSizeFromName(u"Letter"_s), QPageSize::Letter);
    QCOMPARE(PageSetup::pageSizeFromName(u"LETTER"_s), QPageSize::Letter);
    QVERIFY(!PageSetup::pageSizeFromName(u"A3"_s));
    QVERIFY(!PageSetup::pageSizeFromName(QString()));
}

void TestPrintTables::fontIsDejaVuSans()
{
    const QFont font = PrintFonts::font(9.0, false, nullptr);
    QCOMPARE(QFontInfo(font).family(), u"DejaVu Sans"_s);
    // Never below the readable minimum, whatever is asked.
    QCOMPARE(PrintFonts::metrics(5.0).height(), PrintFonts::metrics(PrintFonts::minimumPointSize).height());
}

void TestPrintTables::measurementsDoNotDependOnTheDevice()
{
    // Layout measures once, in points; every device must then draw text exactly that wide, or text is
    // clipped (or overlaps) on some devices and not others.
    const QString text = u"Battlegroup Status Sheet: fire, office, flight, 1234567890"_s;
    for (const bool bold : {false, true}) {
        for (const qreal pt : {7.0, 8.5, 12.0}) {
            const qreal reference = PrintFonts::width(text, pt, bold);
            for (const int dpi : {36, 60, 96, 150, 300, 600, 1200}) {
                QImage device(1, 1, QImage::Format_RGB32);
                device.setDotsPerMeterX(qRound(dpi / 0.0254));
                device.setDotsPerMeterY(qRound(dpi / 0.0254));
                const QFontMetricsF metrics(PrintFonts::font(pt, bold, &device), &device);
                QVERIFY2(std::abs(metrics.horizontalAdvance(text) - reference) < 0.01,
                         qPrintable(u"%1 pt at %2 dpi: %3, laid out as %4"_s.arg(pt).arg(dpi).arg(metrics.horizontalAdvance(text)).arg(reference)));
            }
        }
    }
}

void TestPrintTables::tableCellColours_data()
{
    QTest::addColumn<int>("level");
    QTest::addColumn<int>("remaining");
    QTest::addColumn<int>("result");
    QTest::addColumn<QString>("text");
    // R5: the seed's table, e.g. level 13 with 8 remaining is .61, need 6, Shaken (yellow).
    QTest::newRow("13/8 Shaken") << 13 << 8 << static_cast<int>(FailureResult::Shaken) << u"6"_s;
    QTest::newRow("13/12 Cautious") << 13 << 12 << static_cast<int>(FailureResult::Cautious) << u"9"_s;
    QTest::newRow("13/3 Broken") << 13 << 3 << static_cast<int>(FailureResult::Broken) << u"2"_s;
    QTest::newRow("13/1 Eliminated") << 13 << 1 << static_cast<int>(FailureResult::Eliminated) << u"F"_s;
    QTest::newRow("13/13 automatic success") << 13 << 13 << static_cast<int>(FailureResult::None) << u"S"_s;
    QTest::newRow("8/6 Cautious") << 8 << 6 << static_cast<int>(FailureResult::Cautious) << u"7"_s;
    QTest::newRow("20/1 Eliminated") << 20 << 1 << static_cast<int>(FailureResult::Eliminated) << u"F"_s;
    QTest::newRow("20/10 Shaken") << 20 << 10 << static_cast<int>(FailureResult::Shaken) << u"5"_s;
    QTest::newRow("2/1 Shaken") << 2 << 1 << static_cast<int>(FailureResult::Shaken) << u"5"_s;
    QTest::newRow("10/1 Broken") << 10 << 1 << static_cast<int>(FailureResult::Broken) << u"1"_s;
}

void TestPrintTables::tableCellColours()
{
    QFETCH(int, level);
    QFETCH(int, remaining);
    QFETCH(int, result);
    QFETCH(QString, text);
    QCOMPARE(ratio::tableCell(level, remaining), text);
    constexpr int dpi = 100;
    const MoraleTableDocument doc(1, 20);
    for (const auto size : {QPageSize::A4, QPageSize::Letter}) {
        const PageSetup setup = setupFor(size, QPageLayout::Portrait);
        const auto cell = doc.locateCell(setup, level, remaining);
        QCOMPARE(cell.page, 0);
        const QImage image = renderPageToImage(doc, cell.page, setup, dpi);
        // The lower right of the cell is plain fill: the need is left of centre, the letter top right.
        const QPointF sample = QPointF(cell.rect.left() + cell.rect.width() * 0.8, cell.rect.top() + cell.rect.height() * 0.8)
            * (dpi / 72.0);
        const QColor expected = ResultStyle::colour(static_cast<FailureResult>(result));
        const QColor actual = image.pixelColor(sample.toPoint());
        QCOMPARE(actual.name(), expected.name());
    }
}

void TestPrintTables::tableCellsOnLaterPages()
{
    // A big range splits; a cell far down and across lands on a later page, still in its colour.
    const MoraleTableDocument doc(1, 100);
    const PageSetup setup = setupFor(QPageSize::A4, QPageLayout::Portrait);
    for (const auto &[level, remaining] : {std::pair{87, 40}, std::pair{100, 99}, std::pair{35, 1}, std::pair{61, 30}}) {
        const auto cell = doc.locateCell(setup, level, remaining);
        QVERIFY(cell.page > 0);
        const QImage image = renderPageToImage(doc, cell.page, setup, 100);
        const QPointF sample = QPointF(cell.rect.left() + cell.rect.width() * 0.8, cell.rect.top() + cell.rect.height() * 0.8)
            * (100 / 72.0);
        QCOMPARE(image.pixelColor(sample.toPoint()).name(), ResultStyle::colour(ratio::failureFor(level, remaining)).name());
    }
}

void TestPrintTables::tableTilesCoverEveryCellOnce_data()
{
    QTest::addColumn<int>("from");
    QTest::addColumn<int>("to");
    QTest::addColumn<int>("orientation");
    QTest::newRow("1-20 portrait") << 1 << 20 << static_cast<int>(QPageLayout::Portrait);
    QTest::newRow("1-100 portrait") << 1 << 100 << static_cast<int>(QPageLayout::Portrait);
    QTest::newRow("1-100 landscape") << 1 << 100 << static_cast<int>(QPageLayout::Landscape);
    QTest::newRow("40-75 portrait") << 40 << 75 << static_cast<int>(QPageLayout::Portrait);
    QTest::newRow("1-300 landscape") << 1 << 300 << static_cast<int>(QPageLayout::Landscape);
}

void TestPrintTables::tableTilesCoverEveryCellOnce()
{
    QFETCH(int, from);
    QFETCH(int, to);
    QFETCH(int, orientation);
    const MoraleTableDocument doc(from, to);
    const PageSetup setup = setupFor(QPageSize::A4, static_cast<QPageLayout::Orientation>(orientation));
    const PageRenderer renderer(doc, setup);
    const auto tiles = doc.tiles(renderer.bodyRect().size());
    QCOMPARE(renderer.pageCount(), static_cast<int>(tiles.size()));
    // Every cell with remaining <= level (the part of the table that holds a need) is printed exactly once.
    std::set<std::pair<int, int>> seen;
    for (const auto &t : tiles) {
        QVERIFY(t.firstLevel >= from && t.lastLevel <= to);
        for (int level = t.firstLevel; level <= t.lastLevel; ++level) {
            for (int remaining = t.firstRemaining; remaining <= std::min(level, t.lastRemaining); ++remaining)
                QVERIFY(seen.insert({level, remaining}).second);
        }
    }
    qsizetype expected = 0;
    for (int level = from; level <= to; ++level)
        expected += level;
    QCOMPARE(static_cast<qsizetype>(seen.size()), expected);
}

void TestPrintTables::bigTableSplitsWithoutShrinking()
{
    const PageSetup setup = setupFor(QPageSize::A4, QPageLayout::Portrait);
    const MoraleTableDocument small(1, 20);
    const MoraleTableDocument big(1, 100);
    QCOMPARE(pageCount(small, setup), 1);
    QVERIFY(pageCount(big, setup) > 4);
    // The same cell size on every page of every range: text is never shrunk to fit.
    const auto a = small.locateCell(setup, 13, 8);
    const auto b = big.locateCell(setup, 87, 40);
    QCOMPARE(a.rect.size(), b.rect.size());
    QCOMPARE(a.rect.width(), MoraleTableDocument::cellWidth);
    // Every page repeats the header row: the column numbers 1 … of its tile, with the level column.
    const PageRenderer renderer(big, setup);
    for (const auto &tile : big.tiles(renderer.bodyRect().size()))
        QVERIFY(tile.lastRemaining - tile.firstRemaining + 1 <= static_cast<int>((renderer.bodyRect().width() - MoraleTableDocument::rowHeaderWidth) / MoraleTableDocument::cellWidth));
}

QTEST_MAIN(TestPrintTables)
#include "tst_print_tables.moc"
