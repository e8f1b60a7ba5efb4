// Opening and saving a 10,000-member battlegroup file (1,000 squads of 10, generated at start-up in a
// temporary folder, never committed) against a bare QJsonDocument on the same bytes:
//   fileio/open/reader   BattlegroupReader::readFile: read, parse, build, validate every field and rule
//   fileio/open/floor    QFile::readAll + QJsonDocument::fromJson of the same file
//   fileio/save/writer   BattlegroupWriter::saveFile: serialise, SafeSave (.bak copy, QSaveFile, commit)
//   fileio/save/floor    QJsonDocument::toJson (the same indented format) + QSaveFile write and commit
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

#include <cstdio>

using namespace md;

namespace {

QTemporaryDir *workDir = nullptr;
QString sourceFile;

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
    benchmark::RegisterBenchmark("fileio/open/floor", openFloor)->UseRealTime()->Unit(benchmark::kMillisecond);
    benchmark::RegisterBenchmark("fileio/open/reader", openReader)->UseRealTime()->Unit(benchmark::kMillisecond);
    benchmark::RegisterBenchmark("fileio/save/floor", saveFloor)->UseRealTime()->Unit(benchmark::kMillisecond);
    benchmark::RegisterBenchmark("fileio/save/writer", saveWriter)->UseRealTime()->Unit(benchmark::kMillisecond);
    return md::bench::runWithRatios(argc, argv,
                                    {{"fileio/open/reader", "fileio/open/floor"}, {"fileio/save/writer", "fileio/save/floor"}});
}
