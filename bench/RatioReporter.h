#pragma once

// The benchmarks compare each case with a floor: the least a program could do for the same result. This
// reporter prints Google Benchmark's usual console output, remembers the real time of every case (the
// median when --benchmark_repetitions is given) and ends with one "ratio:" line per case/floor pair,
// which bench/run-benchmarks.sh collects into one table.

#include <benchmark/benchmark.h>

#include <cstdio>
#include <unistd.h>
#include <map>
#include <string>
#include <utility>
#include <vector>

namespace md::bench {

struct RatioPair
{
    std::string measured; // a registered benchmark name
    std::string floor;    // the benchmark it is divided by
};

class RatioReporter : public benchmark::ConsoleReporter
{
public:
    // Colours only on a terminal, so that a file or pipe gets plain "ratio:" lines to grep.
    explicit RatioReporter(std::vector<RatioPair> pairs)
        : benchmark::ConsoleReporter(::isatty(::fileno(stdout)) ? OO_Defaults : OO_Tabular)
        , m_pairs(std::move(pairs))
    {
    }

    void ReportRuns(const std::vector<Run> &runs) override
    {
        for (const Run &run : runs) {
            if (run.error_occurred)
                continue;
            const bool median = run.run_type == Run::RT_Aggregate && run.aggregate_name == "median";
            const bool single = run.run_type == Run::RT_Iteration && run.repetitions <= 1;
            if (median || single)
                m_seconds[run.run_name.function_name] = run.GetAdjustedRealTime() / benchmark::GetTimeUnitMultiplier(run.time_unit);
        }
        ConsoleReporter::ReportRuns(runs);
    }

    void Finalize() override
    {
        ConsoleReporter::Finalize();
        std::fflush(stdout);
        for (const RatioPair &pair : m_pairs) {
            const auto measured = m_seconds.find(pair.measured);
            const auto floor = m_seconds.find(pair.floor);
            if (measured == m_seconds.end() || floor == m_seconds.end() || floor->second <= 0)
                continue; // filtered out with --benchmark_filter
            std::printf("ratio: %-36s %12.1f us  floor %-30s %12.1f us  x %.2f\n", pair.measured.c_str(),
                        measured->second * 1e6, pair.floor.c_str(), floor->second * 1e6, measured->second / floor->second);
        }
        std::fflush(stdout);
    }

private:
    std::vector<RatioPair> m_pairs;
    std::map<std::string, double> m_seconds;
};

// Google Benchmark's main with the ratio lines at the end.
inline int runWithRatios(int argc, char **argv, std::vector<RatioPair> pairs)
{
    benchmark::Initialize(&argc, argv);
    if (benchmark::ReportUnrecognizedArguments(argc, argv))
        return 2;
    RatioReporter reporter(std::move(pairs));
    benchmark::RunSpecifiedBenchmarks(&reporter);
    benchmark::Shutdown();
    return 0;
}

} // namespace md::bench
