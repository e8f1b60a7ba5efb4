#!/bin/sh
# Runs every benchmark against its floor and prints one table of ratios (docs/performance.md).
#   bench/run-benchmarks.sh BUILD_DIR [REPETITIONS]
# BUILD_DIR must be configured with -DMORALEDESK_BUILD_BENCH=ON (the "bench" preset: build/bench) and built.
# The full Google Benchmark output of each program is kept in BUILD_DIR/bench/results/.
set -eu
build=${1:?usage: run-benchmarks.sh BUILD_DIR [REPETITIONS]}
repetitions=${2:-5}
bin="$build/bench"
out="$bin/results"
mkdir -p "$out"
export QT_QPA_PLATFORM=offscreen
if [ -z "${XDG_RUNTIME_DIR:-}" ]; then
    XDG_RUNTIME_DIR=$(mktemp -d)
    export XDG_RUNTIME_DIR
fi
for name in bench_startup bench_loss bench_fileio bench_parse bench_campaign; do
    if [ ! -x "$bin/$name" ]; then
        echo "run-benchmarks.sh: $bin/$name is missing; build the bench preset first" >&2
        exit 1
    fi
    echo "== $name" >&2
    "$bin/$name" --benchmark_repetitions="$repetitions" --benchmark_report_aggregates_only=true \
        >"$out/$name.txt"
done
echo "median of $repetitions repetitions; $(nproc) cores; $(date -u +%Y-%m-%d)"
printf '%-30s %14s   %-30s %14s %8s\n' case "median" floor "median" ratio
for name in bench_startup bench_loss bench_fileio bench_parse bench_campaign; do
    grep '^ratio:' "$out/$name.txt" | while read -r _ case time _unit _floorword floor ftime _funit _x ratio; do
        printf '%-30s %11s us   %-30s %11s us %8s\n' "$case" "$time" "$floor" "$ftime" "$ratio"
    done
done
