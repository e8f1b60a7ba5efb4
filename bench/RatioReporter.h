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
    // Empty: the real times are compared. Otherwise a user counter of both (e.g. "peak_MiB" of bench_startup)
    // and its unit; the line names the case "measured[counter]".
    std::string counter = {};
    std::string unit = {};
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
            if (median || single) {
                m_seconds[run.run_name.function_name] = run.GetAdjustedRealTime() / benchmark::GetTimeUnitMultiplier(run.time_unit);
                for (const auto &[name, counter] : run.counters)
                    m_counters[run.run_name.function_name + "[" + name + "]"] = counter.value;
            }
        }
        ConsoleReporter::ReportRuns(runs);
    }

    void Finalize() override
    {
        ConsoleReporter::Finalize();
        std::fflush(stdout);
        for (const RatioPair &pair : m_pairs) {
            if (!pair.counter.empty()) {
                const std::string measuredName = pair.measured + "[" + pair.counter + "]";
                const auto measured = m_counters.find(measuredName);
                const auto floor = m_counters.find(pair.floor + "[" + pair.counter + "]");
                if (measured == m_counters.end() || floor == m_counters.end() || floor->second <= 0)
                    continue;
                std::printf("ratio: %-36s %12.1f %s  floor %-30s %12.1f %s  x %.2f\n", measuredName.c_str(), measured->second,
                            pair.unit.c_str(), pair.floor.c_str(), floor->second, pair.unit.c_str(), measured->second / floor->second);
                continue;
            }
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
    std::map<std::string, double> m_counters; // "name[counter]": the median's (or single run's) value
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
