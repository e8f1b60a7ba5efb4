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

#include <QBuffer>
#include <QCommandLineParser>
#include <QElapsedTimer>
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
                                                             "pdf_filled_sheet_100_units."),
                      QStringLiteral("name")});
    parser.process(app);
    const int repetitions = std::max(1, parser.value(QStringLiteral("repetitions")).toInt());

    const LoadResult loaded = BattlegroupReader::readFile(parser.value(QStringLiteral("roster")));
    if (!loaded.ok()) {
        QTextStream(stderr) << "bench_export: cannot read the roster\n";
        return 1;
    }
    PageSetup a4;
    a4.pageSize = QPageSize(QPageSize::A4);
    const MoraleTableDocument table(1, 20);
    const FilledSheetDocument sheet(*loaded.battlegroup);

    std::vector<Case> cases;
    cases.push_back({QStringLiteral("pdf_floor_grid_1_20"), floorGrid, {}, {}});
    cases.push_back({QStringLiteral("pdf_table_1_20"), [&] { return renderPdf(table, a4); }, {}, {}});
    cases.push_back({QStringLiteral("pdf_filled_sheet_100_units"), [&] { return renderPdf(sheet, a4); }, {}, {}});
    const QStringList only = parser.values(QStringLiteral("case"));
    if (!only.isEmpty()) {
        std::erase_if(cases, [&](const Case &c) { return !only.contains(c.name); });
        if (cases.empty()) {
            QTextStream(stderr) << "bench_export: no case is named " << only.join(QStringLiteral(", ")) << '\n';
            return 2;
        }
    }
    measure(repetitions, cases);
    const auto find = [&](const QString &name) -> const Result * {
        for (const Case &c : cases) {
            if (c.name == name)
                return &c.result;
        }
        return nullptr;
    };
    const int sheetPages = pageCount(sheet, a4);

    QTextStream out(stdout);
    out << "bench_export: median of " << repetitions << " runs, A4, PDF written to memory\n";
    out << QStringLiteral("%1 %2 %3 %4\n")
               .arg(QStringLiteral("case"), -44)
               .arg(QStringLiteral("median ms"), 10)
               .arg(QStringLiteral("min ms"), 8)
               .arg(QStringLiteral("KiB"), 7);
    for (const Case &c : cases) {
        QString name = c.name;
        if (c.name == QLatin1String("pdf_filled_sheet_100_units"))
            name += QStringLiteral(" (%1 pages)").arg(sheetPages);
        out << QStringLiteral("%1 %2 %3 %4\n")
                   .arg(name, -44)
                   .arg(c.result.medianMs, 10, 'f', 2)
                   .arg(c.result.minMs, 8, 'f', 2)
                   .arg(static_cast<double>(c.result.bytes) / 1024.0, 7, 'f', 1);
    }
    out.flush();
    // The same "ratio:" lines as bench/RatioReporter.h, for bench/run-benchmarks.sh.
    const Result *floor = find(QStringLiteral("pdf_floor_grid_1_20"));
    for (const Case &c : cases) {
        if (floor == nullptr || &c.result == floor || floor->medianMs <= 0)
            continue;
        std::printf("ratio: %-36s %12.1f us  floor %-30s %12.1f us  x %.2f\n", qPrintable(c.name), c.result.medianMs * 1e3,
                    "pdf_floor_grid_1_20", floor->medianMs * 1e3, c.result.medianMs / floor->medianMs);
    }
    std::fflush(stdout);
    return 0;
}
