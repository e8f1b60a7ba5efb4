// Times PDF exports through the page renderer against a floor: a bare QPdfWriter program that draws the
// same 1-20 Morale Results Table grid (rectangles and texts) with no layout machinery at all.
//
//   bench_export [--repetitions N] [--roster FILE] [--case NAME]...
//
// Each case runs once to warm up (font loading), then the cases take turns N times; the median is
// reported, and a "ratio:" line per case against the floor (as bench/RatioReporter.h prints them, for
// bench/run-benchmarks.sh). Everything is written to memory, so the disk is not measured. See
// docs/performance.md.
#include "ratio/BattlegroupReader.h"
#include "ratio/print/FilledSheetDocument.h"
#include "ratio/print/MoraleTableDocument.h"
#include "print/PageRenderer.h"
#include "print/PrintFonts.h"
#include "ratio/print/ResultStyle.h"
#include "ratio/rules/RatioMorale.h"
#include "ww1/io/Ww1BodyReader.h"
#include "ww1/print/Ww1BlankSheetDocument.h"
#include "ww1/print/Ww1FilledSheetDocument.h"
#include "ww1/print/Ww1ReferenceCardDocument.h"

#include <QBuffer>
#include <QCommandLineParser>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QGuiApplication>
#include <QPainter>
#include <QPdfWriter>
#include <QTextStream>

#include <algorithm>
#include <cstdio>
#include <functional>
#include <vector>

using namespace md;

namespace {
struct Result
{
    double medianMs = 0;
    double minMs = 0;
    qsizetype bytes = 0;
};

struct Case
{
    QString name; // the ratio line's name: no spaces
    int pages = 1;
    std::function<QByteArray()> run;
    std::vector<double> times;
    Result result;
};

// Each case runs once to warm up (fonts, caches), then the cases take turns, `repetitions` rounds, so that
// a busy moment of the machine falls on all of them alike rather than on one case's whole series.
void measure(int repetitions, std::vector<Case> &cases)
{
    for (Case &c : cases)
        c.result.bytes = c.run().size();
    for (int i = 0; i < repetitions; ++i) {
        for (Case &c : cases) {
            QElapsedTimer timer;
            timer.start();
            const QByteArray pdf = c.run();
            c.times.push_back(static_cast<double>(timer.nsecsElapsed()) / 1e6);
            if (pdf.isEmpty())
                qFatal("an export produced nothing");
        }
    }
    for (Case &c : cases) {
        std::sort(c.times.begin(), c.times.end());
        const std::size_t n = c.times.size();
        c.result.medianMs = n % 2 == 1 ? c.times.at(n / 2) : (c.times.at(n / 2 - 1) + c.times.at(n / 2)) / 2;
        c.result.minMs = c.times.front();
    }
}

// The floor: the same grid, drawn straight onto a QPdfWriter in device pixels.
QByteArray floorGrid()
{
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    {
        QPdfWriter writer(&buffer);
        writer.setPageSize(QPageSize(QPageSize::A4));
        writer.setPageMargins(QMarginsF(12, 12, 12, 12), QPageLayout::Millimeter);
        writer.setTitle(QStringLiteral("Morale Results Table"));
        QPainter p(&writer);
        const qreal unit = writer.resolution() / 72.0; // device pixels per point
        QFont font(QStringLiteral("DejaVu Sans"));
        font.setPointSizeF(8.5);
        font.setBold(true);
        QFont small(QStringLiteral("DejaVu Sans"));
        small.setPointSizeF(7.0);
        const qreal w = 24 * unit;
        const qreal h = 16 * unit;
        p.setFont(font);
        p.drawText(QRectF(0, 0, 400 * unit, 20 * unit), Qt::AlignLeft, QStringLiteral("Morale Results Table"));
        const qreal top = 40 * unit;
        for (int level = 0; level <= 20; ++level) {
            for (int remaining = 0; remaining <= 20; ++remaining) {
                const QRectF cell(remaining * w, top + level * h, w, h);
                p.setPen(QPen(Qt::black, 0.3 * unit));
                if (level == 0 || remaining == 0) {
                    p.setBrush(QColor(0xe8, 0xe8, 0xe8));
                    p.drawRect(cell);
                    p.setFont(font);
                    p.drawText(cell, Qt::AlignCenter, QString::number(level == 0 ? remaining : level));
                    continue;
                }
                const bool beyond = remaining > level;
                const FailureResult result = beyond ? FailureResult::None : ratio::failureFor(level, remaining);
                p.setBrush(ResultStyle::colour(result));
                p.drawRect(cell);
                p.setFont(font);
                p.drawText(cell, Qt::AlignCenter, beyond ? QStringLiteral("-") : ratio::tableCell(level, remaining));
                const QString letter = ResultStyle::letter(result);
                if (!beyond && !letter.isEmpty()) {
                    p.setFont(small);
                    p.drawText(cell.adjusted(0, 0, -unit, 0), Qt::AlignRight | Qt::AlignTop, letter);
                }
            }
        }
        p.drawText(QRectF(0, 780 * unit, 500 * unit, 12 * unit), Qt::AlignRight, QStringLiteral("Page 1 of 1"));
    }
    return buffer.data();
}
} // namespace

int main(int argc, char **argv)
{
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen"); // no window is ever shown
    QGuiApplication app(argc, argv);
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral("Times PDF exports of the page renderer against a bare QPdfWriter."));
    parser.addHelpOption();
    parser.addOption({QStringLiteral("repetitions"), QStringLiteral("Timed runs per case (default 15)."), QStringLiteral("N"),
                      QStringLiteral("15")});
    parser.addOption({QStringLiteral("roster"), QStringLiteral("The 100-unit battlegroup file."), QStringLiteral("file"),
                      QStringLiteral(MORALEDESK_BIG_ROSTER)});
    parser.addOption({QStringLiteral("case"), QStringLiteral("Run only this case (repeatable): pdf_floor_grid_1_20, pdf_table_1_20, "
                                                             "pdf_filled_sheet_100_units, pdf_ww1_filled_sheet_sample, "
                                                             "pdf_ww1_blank_sheet, pdf_ww1_reference_card."),
                      QStringLiteral("name")});
    parser.process(app);
    const int repetitions = std::max(1, parser.value(QStringLiteral("repetitions")).toInt());

    const LoadResult loaded = BattlegroupReader::readFile(parser.value(QStringLiteral("roster")));
    if (!loaded.ok()) {
        QTextStream(stderr) << "bench_export: cannot read the roster\n";
        return 1;
    }
    QFile ww1File(QStringLiteral(MORALEDESK_WW1_SAMPLE));
    const QByteArray ww1Json = ww1File.open(QIODevice::ReadOnly) ? ww1File.readAll() : QByteArray();
    const ww1::Ww1LoadResult ww1Loaded = ww1::Ww1BodyReader().read(QJsonDocument::fromJson(ww1Json).object(), ww1Json);
    if (!ww1Loaded.ok()) {
        QTextStream(stderr) << "bench_export: cannot read the WW1 sample\n";
        return 1;
    }
    PageSetup a4;
    a4.pageSize = QPageSize(QPageSize::A4);
    PageSetup a4Landscape = a4;
    a4Landscape.orientation = QPageLayout::Landscape;
    const MoraleTableDocument table(1, 20);
    const FilledSheetDocument sheet(*loaded.battlegroup);
    const ww1::Ww1FilledSheetDocument ww1Sheet(*ww1Loaded.force);
    const ww1::Ww1BlankSheetDocument ww1Blank;
    const ww1::Ww1ReferenceCardDocument ww1Card;

    // The floor is the 1-20 table's page; the table is the case it is measured against (issue 19: at most
    // 1.5x). The other documents have no floor of their own: their columns say what a page costs them.
    const QString floorName = QStringLiteral("pdf_floor_grid_1_20");
    const QString tableName = QStringLiteral("pdf_table_1_20");
    std::vector<Case> cases;
    const auto add = [&](const QString &name, const PrintDocument &document, const PageSetup &setup) {
        cases.push_back({name, pageCount(document, setup), [&document, &setup] { return renderPdf(document, setup); }, {}, {}});
    };
    cases.push_back({floorName, 1, floorGrid, {}, {}});
    add(tableName, table, a4);
    add(QStringLiteral("pdf_filled_sheet_100_units"), sheet, a4);
    add(QStringLiteral("pdf_ww1_filled_sheet_sample"), ww1Sheet, a4);
    add(QStringLiteral("pdf_ww1_blank_sheet"), ww1Blank, a4Landscape);
    add(QStringLiteral("pdf_ww1_reference_card"), ww1Card, a4);
    const QStringList only = parser.values(QStringLiteral("case"));
    if (!only.isEmpty()) {
        std::erase_if(cases, [&](const Case &c) { return !only.contains(c.name); });
        if (cases.empty()) {
            QTextStream(stderr) << "bench_export: no case is named " << only.join(QStringLiteral(", ")) << '\n';
            return 2;
        }
    }
    measure(repetitions, cases);
    const Result *floor = nullptr;
    for (const Case &c : cases) {
        if (c.name == floorName)
            floor = &c.result;
    }

    QTextStream out(stdout);
    out << "bench_export: median of " << repetitions << " runs, A4, PDF written to memory\n";
    out << QStringLiteral("%1 %2 %3 %4 %5 %6 %7\n")
               .arg(QStringLiteral("case"), -30)
               .arg(QStringLiteral("pages"), 5)
               .arg(QStringLiteral("median ms"), 10)
               .arg(QStringLiteral("min ms"), 8)
               .arg(QStringLiteral("KiB"), 7)
               .arg(QStringLiteral("x floor"), 8)
               .arg(QStringLiteral("per page"), 9);
    for (const Case &c : cases) {
        const double ratio = floor != nullptr ? c.result.medianMs / floor->medianMs : 0.0;
        out << QStringLiteral("%1 %2 %3 %4 %5 %6 %7\n")
                   .arg(c.name, -30)
                   .arg(c.pages, 5)
                   .arg(c.result.medianMs, 10, 'f', 2)
                   .arg(c.result.minMs, 8, 'f', 2)
                   .arg(static_cast<double>(c.result.bytes) / 1024.0, 7, 'f', 1)
                   .arg(ratio, 8, 'f', 2)
                   .arg(ratio / c.pages, 9, 'f', 2);
    }
    out.flush();
    // The same "ratio:" line as bench/RatioReporter.h prints, for bench/run-benchmarks.sh: the table against
    // its floor.
    for (const Case &c : cases) {
        if (floor == nullptr || c.name != tableName || floor->medianMs <= 0)
            continue;
        std::printf("ratio: %-36s %12.1f us  floor %-30s %12.1f us  x %.2f\n", qPrintable(c.name), c.result.medianMs * 1e3,
                    qPrintable(floorName), floor->medianMs * 1e3, c.result.medianMs / floor->medianMs);
    }
    std::fflush(stdout);
    return 0;
}
