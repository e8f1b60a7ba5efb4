// Opening and saving a 10,000-member battlegroup file (1,000 squads of 10, generated at start-up in a
// temporary folder, never committed) against a bare QJsonDocument on the same bytes:
//   fileio/open/reader   BattlegroupReader::readFile: read, parse, build, validate every field and rule
//   fileio/open/floor    QFile::readAll + QJsonDocument::fromJson of the same file
//   fileio/save/writer   BattlegroupWriter::saveFile: serialise, SafeSave (.bak copy, QSaveFile, commit)
//   fileio/save/floor    QJsonDocument::toJson (the same indented format) + QSaveFile write and commit
//
// Memory: each case's peak heap (the most bytes held from malloc at once while it runs, above what was held
// when it started) is measured once before the timings, by a malloc/free that counts (HeapCounter below), and
// printed as "memory:" lines with the same ratios (and as a counter on each case's timing line).
//
//   bench_fileio [--benchmark_repetitions=N] [google benchmark flags]
#include "RatioReporter.h"

#include "ratio/editors/UnitTemplates.h"
#include "ratio/BattlegroupReader.h"
#include "ratio/io/BattlegroupWriter.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QSaveFile>
#include <QTemporaryDir>

#include <atomic>
#include <cstdio>
#include <cstdlib>
#include <malloc.h>

using namespace md;

// The heap this process holds, counted in malloc and free (glibc: the program's own definitions take the place
// of the C library's for every library it loads, Qt included). Counting is off unless a measurement runs.
extern "C" {
void *__libc_malloc(std::size_t);
void *__libc_calloc(std::size_t, std::size_t);
void *__libc_realloc(void *, std::size_t);
void __libc_free(void *);
}

namespace {
std::atomic<bool> counting {false};
std::atomic<long long> heapNow {0};
std::atomic<long long> heapPeak {0};

void counted(long long delta)
{
    const long long now = heapNow.fetch_add(delta, std::memory_order_relaxed) + delta;
    long long peak = heapPeak.load(std::memory_order_relaxed);
    while (now > peak && !heapPeak.compare_exchange_weak(peak, now, std::memory_order_relaxed)) { }
}
} // namespace

extern "C" {
void *malloc(std::size_t size)
{
    void *p = __libc_malloc(size);
    if (p && counting.load(std::memory_order_relaxed))
        counted(static_cast<long long>(malloc_usable_size(p)));
    return p;
}

void *calloc(std::size_t count, std::size_t size)
{
    void *p = __libc_calloc(count, size);
    if (p && counting.load(std::memory_order_relaxed))
        counted(static_cast<long long>(malloc_usable_size(p)));
    return p;
}

void *realloc(void *old, std::size_t size)
{
    const long long before = old && counting.load(std::memory_order_relaxed) ? static_cast<long long>(malloc_usable_size(old)) : 0;
    void *p = __libc_realloc(old, size);
    if (counting.load(std::memory_order_relaxed)) {
        if (p)
            counted(static_cast<long long>(malloc_usable_size(p)) - before);
        else if (size == 0)
            counted(-before);
    }
    return p;
}

void free(void *p)
{
    if (p && counting.load(std::memory_order_relaxed))
        counted(-static_cast<long long>(malloc_usable_size(p)));
    __libc_free(p);
}
}

namespace {

QTemporaryDir *workDir = nullptr;
QString sourceFile;

struct Peaks
{
    long long openReader = 0;
    long long openFloor = 0;
    long long saveWriter = 0;
    long long saveFloor = 0;
};
Peaks peaks;

void reportPeak(benchmark::State &state, long long bytes)
{
    state.counters["peak_heap_MiB"] = static_cast<double>(bytes) / 1048576.0;
}

Battlegroup tenThousand()
{
    Battlegroup bg;
    bg.name = QStringLiteral("Bench: 1,000 squads");
    bg.side = QStringLiteral("Bench");
    bg.rules.leaders = true;
    const IdGenerator ids = idGeneratorFor(bg);
    for (int i = 0; i < 1000; ++i)
        bg.units.append(squadTemplate(ids, QStringLiteral("Squad %1").arg(i + 1)));
    return bg;
}

QByteArray readAll(const QString &fileName)
{
    QFile file(fileName);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

void openReader(benchmark::State &state)
{
    for (auto _ : state) {
        const LoadResult loaded = BattlegroupReader::readFile(sourceFile);
        if (!loaded.ok()) {
            state.SkipWithError("the reader refused the generated file");
            break;
        }
        benchmark::DoNotOptimize(loaded.battlegroup->units.constData());
    }
    state.SetBytesProcessed(state.iterations() * QFileInfo(sourceFile).size());
    reportPeak(state, peaks.openReader);
}

void openFloor(benchmark::State &state)
{
    for (auto _ : state) {
        const QJsonDocument doc = QJsonDocument::fromJson(readAll(sourceFile));
        if (!doc.isObject()) {
            state.SkipWithError("not a JSON object");
            break;
        }
        benchmark::DoNotOptimize(doc);
    }
    state.SetBytesProcessed(state.iterations() * QFileInfo(sourceFile).size());
    reportPeak(state, peaks.openFloor);
}

void saveWriter(benchmark::State &state)
{
    const LoadResult loaded = BattlegroupReader::readFile(sourceFile);
    const QString target = workDir->filePath(QStringLiteral("saved-by-writer.json"));
    for (auto _ : state) {
        QString error;
        if (!loaded.ok() || !BattlegroupWriter::saveFile(*loaded.battlegroup, target, &error)) {
            state.SkipWithError("the save failed");
            break;
        }
    }
    reportPeak(state, peaks.saveWriter);
}

void saveFloor(benchmark::State &state)
{
    const QJsonDocument doc = QJsonDocument::fromJson(readAll(sourceFile));
    const QString target = workDir->filePath(QStringLiteral("saved-by-floor.json"));
    for (auto _ : state) {
        QSaveFile file(target);
        if (!file.open(QIODevice::WriteOnly) || file.write(doc.toJson(QJsonDocument::Indented)) < 0 || !file.commit()) {
            state.SkipWithError("the save failed");
            break;
        }
    }
    reportPeak(state, peaks.saveFloor);
}

// The peak heap of one run of `work`, above what was held when it started (bytes).
template<typename Work> long long peakHeap(Work &&work)
{
    heapNow.store(0);
    heapPeak.store(0);
    counting.store(true);
    work();
    counting.store(false);
    return heapPeak.load();
}

void measurePeaks()
{
    peaks.openFloor = peakHeap([] {
        const QJsonDocument doc = QJsonDocument::fromJson(readAll(sourceFile));
        benchmark::DoNotOptimize(doc);
    });
    peaks.openReader = peakHeap([] {
        const LoadResult loaded = BattlegroupReader::readFile(sourceFile);
        benchmark::DoNotOptimize(loaded.battlegroup->units.constData());
    });
    {
        const QJsonDocument doc = QJsonDocument::fromJson(readAll(sourceFile));
        const QString target = workDir->filePath(QStringLiteral("saved-by-floor.json"));
        peaks.saveFloor = peakHeap([&] {
            QSaveFile file(target);
            if (file.open(QIODevice::WriteOnly))
                file.write(doc.toJson(QJsonDocument::Indented));
            file.commit();
        });
    }
    {
        const LoadResult loaded = BattlegroupReader::readFile(sourceFile);
        const QString target = workDir->filePath(QStringLiteral("saved-by-writer.json"));
        peaks.saveWriter = peakHeap([&] { BattlegroupWriter::saveFile(*loaded.battlegroup, target); });
    }
}

void printPeak(const char *measured, long long bytes, const char *floor, long long floorBytes)
{
    std::printf("memory: %-30s %10.2f MiB  floor %-30s %10.2f MiB  x %.2f\n", measured, static_cast<double>(bytes) / 1048576.0, floor,
                static_cast<double>(floorBytes) / 1048576.0, floorBytes > 0 ? static_cast<double>(bytes) / static_cast<double>(floorBytes) : 0.0);
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QTemporaryDir dir;
    workDir = &dir;
    sourceFile = dir.filePath(QStringLiteral("ten-thousand.json"));
    QString error;
    if (!BattlegroupWriter::saveFile(tenThousand(), sourceFile, &error)) {
        std::fprintf(stderr, "bench_fileio: cannot write the generated file: %s\n", qPrintable(error));
        return 1;
    }
    std::printf("bench_fileio: %lld bytes, 10,000 soldiers in 1,000 squads\n",
                static_cast<long long>(QFileInfo(sourceFile).size()));
    measurePeaks();
    benchmark::RegisterBenchmark("fileio/open/floor", openFloor)->UseRealTime()->Unit(benchmark::kMillisecond);
    benchmark::RegisterBenchmark("fileio/open/reader", openReader)->UseRealTime()->Unit(benchmark::kMillisecond);
    benchmark::RegisterBenchmark("fileio/save/floor", saveFloor)->UseRealTime()->Unit(benchmark::kMillisecond);
    benchmark::RegisterBenchmark("fileio/save/writer", saveWriter)->UseRealTime()->Unit(benchmark::kMillisecond);
    const int status = md::bench::runWithRatios(
        argc, argv, {{"fileio/open/reader", "fileio/open/floor"}, {"fileio/save/writer", "fileio/save/floor"}});
    // The peak heap of each case, measured once before the timings (the heap does not vary between runs).
    printPeak("fileio/open/reader", peaks.openReader, "fileio/open/floor", peaks.openFloor);
    printPeak("fileio/save/writer", peaks.saveWriter, "fileio/save/floor", peaks.saveFloor);
    return status;
}
