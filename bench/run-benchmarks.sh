#!/bin/sh
# Runs every benchmark against its floor and prints one table of ratios (docs/performance.md).
#   bench/run-benchmarks.sh BUILD_DIR [REPETITIONS]
# BUILD_DIR must be configured with -DMORALEDESK_BUILD_BENCH=ON (the "bench" preset: build/bench) and built.
# REPETITIONS (at least 5, default 5) is how many timed runs each case's median is taken over.
# Every bench_* program in BUILD_DIR/bench is run: the Google Benchmark ones with --benchmark_repetitions and
# their repetitions interleaved at random (a case and its floor then meet the same moments of a busy machine),
# bench_export (its own timing loop) with --repetitions. Each ends with one "ratio:" line per case/floor pair
#   ratio: CASE TIME UNIT floor FLOOR TIME UNIT x RATIO
# and the table below lists every such line. The full output of each program is kept in BUILD_DIR/bench/results/.
set -eu
build=${1:?usage: run-benchmarks.sh BUILD_DIR [REPETITIONS]}
repetitions=${2:-5}
case $repetitions in
'' | *[!0-9]*)
    echo "run-benchmarks.sh: REPETITIONS must be a whole number, not \"$repetitions\"" >&2
    exit 2
    ;;
esac
if [ "$repetitions" -lt 5 ]; then
    echo "run-benchmarks.sh: REPETITIONS must be at least 5 (a median of fewer runs says little), not $repetitions" >&2
    exit 2
fi
bin="$build/bench"
out="$bin/results"
mkdir -p "$out"
export QT_QPA_PLATFORM=offscreen
if [ -z "${XDG_RUNTIME_DIR:-}" ]; then
    XDG_RUNTIME_DIR=$(mktemp -d)
    export XDG_RUNTIME_DIR
fi

# The programs every bench build has, then any other bench_* program found beside them.
known="bench_startup bench_loss bench_fileio bench_parse bench_campaign bench_export"
for name in $known; do
    if [ ! -x "$bin/$name" ]; then
        echo "run-benchmarks.sh: $bin/$name is missing; build the bench preset first" >&2
        exit 1
    fi
done
programs=$known
for path in "$bin"/bench_*; do
    name=${path##*/}
    [ -f "$path" ] && [ -x "$path" ] || continue
    case " $programs " in
    *" $name "*) ;;
    *) programs="$programs $name" ;;
    esac
done

# A program that fails is named at the end; the others still run and their ratios are listed.
failed=""
for name in $programs; do
    echo "== $name" >&2
    status=0
    case $name in
    bench_export) "$bin/$name" --repetitions "$repetitions" >"$out/$name.txt" || status=$? ;;
    *) "$bin/$name" --benchmark_repetitions="$repetitions" --benchmark_enable_random_interleaving=true \
        --benchmark_report_aggregates_only=true >"$out/$name.txt" || status=$? ;;
    esac
    if [ "$status" -ne 0 ]; then
        echo "run-benchmarks.sh: $name failed (exit status $status; see $out/$name.txt)" >&2
        failed="$failed $name"
    elif ! grep -q '^ratio:' "$out/$name.txt"; then
        echo "run-benchmarks.sh: $name printed no ratio: line (see $out/$name.txt)" >&2
        failed="$failed $name"
    fi
done

echo "median of $repetitions repetitions; $(nproc) cores; $(date -u +%Y-%m-%d)"
printf '%-36s %15s   %-30s %15s %8s\n' case "median" floor "median" ratio
for name in $programs; do
    grep '^ratio:' "$out/$name.txt" | while read -r _ case time unit _floorword floor ftime funit _x ratio; do
        printf '%-36s %11s %-3s   %-30s %11s %-3s %8s\n' "$case" "$time" "$unit" "$floor" "$ftime" "$funit" "$ratio"
    done
done
if [ -n "$failed" ]; then
    echo "run-benchmarks.sh: no ratios from:$failed" >&2
    exit 1
fi
