// Reading time must be linear in the text whatever its strings hold (issue 12, linear parsing): valid
// battlegroup files of 12 MB, all of it unit notes (each at its limit of 20,000 characters), read from
// memory by BattlegroupReader::fromJson, as a document and a campaign snapshot are:
//   parse/plain        notes of plain text (the floor)
//   parse/newlines     notes of `\n` escapes only
//   parse/e-acute      notes of `\u00e9` escapes only
//   parse/backslashes  notes of `\\` escapes only (the one escape, with `\"`, that QJsonDocument still
//                      decodes one character at a time)
// Each escape case is divided by the plain one.
//
//   bench_parse [--benchmark_repetitions=N] [google benchmark flags]
#include "RatioReporter.h"

#include "ratio/BattlegroupReader.h"
#include "ratio/model/FileLimits.h"

#include <QByteArray>

#include <cstdio>

using namespace md;

namespace {

constexpr qsizetype fileBytes = 12 * 1000 * 1000;

// Units whose notes repeat `piece` up to the notes limit, until the file holds `fileBytes`.
QByteArray battlegroupOfNotes(const QByteArray &piece, int charactersPerPiece)
{
    QByteArray notes;
    for (int characters = 0; characters + charactersPerPiece <= limits::maxNotesLength; characters += charactersPerPiece)
        notes += piece;
    QByteArray json = R"({"format": 1, "ruleSystem": "ratio-morale", "name": "Bench", "units": [)";
    for (int u = 1; json.size() < fileBytes; ++u) {
        const QByteArray id = QByteArray::number(u);
        json += QByteArray(u > 1 ? "," : "") + R"({"id": "u)" + id + R"(", "name": "Unit", "kind": "infantry", "notes": ")" + notes
            + R"(", "pieces": [{"id": "p)" + id + R"(", "kind": "soldier"}]})";
    }
    return json + "]}";
}

void read(benchmark::State &state, const QByteArray &json)
{
    for (auto _ : state) {
        const LoadResult loaded = BattlegroupReader::fromJson(json);
        if (!loaded.ok()) {
            state.SkipWithError(qPrintable(loaded.problems.value(0).toString()));
            break;
        }
        benchmark::DoNotOptimize(loaded.battlegroup->units.constData());
    }
    state.SetBytesProcessed(state.iterations() * json.size());
}

} // namespace

int main(int argc, char **argv)
{
    static const QByteArray plain = battlegroupOfNotes("Plain text.", 11);
    static const QByteArray newlines = battlegroupOfNotes(R"(\n)", 1);
    static const QByteArray eAcute = battlegroupOfNotes(R"(\u00e9)", 1);
    static const QByteArray backslashes = battlegroupOfNotes(R"(\\)", 1);
    std::printf("bench_parse: files of %lld, %lld, %lld and %lld bytes\n", static_cast<long long>(plain.size()),
                static_cast<long long>(newlines.size()), static_cast<long long>(eAcute.size()),
                static_cast<long long>(backslashes.size()));
    const auto add = [](const char *name, const QByteArray &json) {
        benchmark::RegisterBenchmark(name, [&json](benchmark::State &state) { read(state, json); })
            ->UseRealTime()
            ->Unit(benchmark::kMillisecond);
    };
    add("parse/plain", plain);
    add("parse/newlines", newlines);
    add("parse/e-acute", eAcute);
    add("parse/backslashes", backslashes);
    return md::bench::runWithRatios(argc, argv,
                                    {{"parse/newlines", "parse/plain"},
                                     {"parse/e-acute", "parse/plain"},
                                     {"parse/backslashes", "parse/plain"}});
}
