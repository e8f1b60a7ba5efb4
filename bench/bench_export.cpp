// Times PDF exports through the page renderer against a floor: a bare QPdfWriter program that draws the
// same 1-20 Morale Results Table grid (rectangles and texts) with no layout machinery at all.
//
//   bench_export [--repetitions N] [--roster FILE]
//
// Each case runs once to warm up (font loading), then N times; the median is reported. Everything is
// written to memory, so the disk is not measured. See docs/performance.md.
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

Result measure(int repetitions, const std::function<QByteArray()> &run)
{
    Result r;
    r.bytes = run().size(); // warm-up: fonts, caches
    std::vector<double> times;
    for (int i = 0; i < repetitions; ++i) {
        QElapsedTimer timer;
        timer.start();
        const QByteArray pdf = run();
        times.push_back(static_cast<double>(timer.nsecsElapsed()) / 1e6);
        if (pdf.isEmpty())
            qFatal("an export produced nothing");
    }
    std::sort(times.begin(), times.end());
    r.medianMs = times.at(times.size() / 2);
    r.minMs = times.front();
    return r;
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

    const Result floor = measure(repetitions, floorGrid);
    const Result tableResult = measure(repetitions, [&] { return renderPdf(table, a4); });
    const Result sheetResult = measure(repetitions, [&] { return renderPdf(sheet, a4); });
    const int sheetPages = pageCount(sheet, a4);

    QTextStream out(stdout);
    out << "bench_export: median of " << repetitions << " runs, A4, PDF written to memory\n";
    out << QStringLiteral("%1 %2 %3 %4 %5\n")
               .arg(QStringLiteral("case"), -44)
               .arg(QStringLiteral("median ms"), 10)
               .arg(QStringLiteral("min ms"), 8)
               .arg(QStringLiteral("KiB"), 7)
               .arg(QStringLiteral("x floor"), 8);
    const auto row = [&](const QString &name, const Result &r) {
        out << QStringLiteral("%1 %2 %3 %4 %5\n")
                   .arg(name, -44)
                   .arg(r.medianMs, 10, 'f', 2)
                   .arg(r.minMs, 8, 'f', 2)
                   .arg(static_cast<double>(r.bytes) / 1024.0, 7, 'f', 1)
                   .arg(r.medianMs / floor.medianMs, 8, 'f', 2);
    };
    row(QStringLiteral("floor: bare QPdfWriter, 1-20 grid (1 page)"), floor);
    row(QStringLiteral("renderer: Morale Results Table 1-20 (1 page)"), tableResult);
    row(QStringLiteral("renderer: filled sheet, 100 units (%1 pages)").arg(sheetPages), sheetResult);
    out << QStringLiteral("per page, 100-unit sheet: %1 ms (%2 x floor)\n")
               .arg(sheetResult.medianMs / sheetPages, 0, 'f', 2)
               .arg(sheetResult.medianMs / sheetPages / floor.medianMs, 0, 'f', 2);
    return 0;
}
