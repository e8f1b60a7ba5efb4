#!/bin/sh
# Runs one libFuzzer target for a given number of executions over its working corpus in the build folder
# (seeded from tests/fuzz/corpus, which stays as committed). Exit status is non-zero when the fuzzer finds a crash,
# a hang, a leak or a broken invariant; the input that did it is kept and its path printed.
#
#   tests/fuzz/run-fuzzer.sh TARGET RUNS [BUILD_DIR]      e.g. run-fuzzer.sh fuzz_battlegroup_reader 50000
#
# Extra libFuzzer flags can be given in FUZZ_FLAGS (e.g. FUZZ_FLAGS=-max_total_time=600).
set -eu

if [ $# -lt 2 ]; then
    echo "usage: $0 TARGET RUNS [BUILD_DIR]" >&2
    exit 2
fi
target=$1
runs=$2
here=$(cd "$(dirname "$0")" && pwd)
build=${3:-$here/../../build/fuzz}
binary=$build/tests/fuzz/$target
if [ ! -x "$binary" ]; then
    echo "$0: $binary is not built (cmake --preset fuzz && cmake --build --preset fuzz)" >&2
    exit 2
fi

case $target in
    fuzz_command_line) dict=command_line.dict; max_len=4096 ;;
    fuzz_export_arguments) dict=export_arguments.dict; max_len=4096 ;;
    fuzz_campaign_file) dict=campaign_file.dict; max_len=65536 ;;
    fuzz_ww1_reader) dict=ww1.dict; max_len=32768 ;;
    fuzz_nap_reader) dict=nap.dict; max_len=32768 ;;
    fuzz_fan_profile) dict=fantasy.dict; max_len=16384 ;;
    fuzz_fan_reader) dict=fan.dict; max_len=32768 ;;
    *) dict=battlegroup.dict; max_len=32768 ;;
esac

work=$build/fuzz-runs/$target
# The corpus grows across runs in the build folder; the seeds are added again in case they changed.
mkdir -p "$work/corpus" "$work/artifacts"
cp "$here/corpus/$target"/* "$work/corpus/"
if [ -d "$here/regressions/$target" ]; then
    cp "$here/regressions/$target"/* "$work/corpus/"
fi

export QT_QPA_PLATFORM=offscreen
export ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=1:abort_on_error=1}"
export UBSAN_OPTIONS="${UBSAN_OPTIONS:-print_stacktrace=1:halt_on_error=1}"
status=0
"$binary" "$work/corpus" \
    -runs="$runs" -max_len="$max_len" -timeout=10 -rss_limit_mb=2048 -malloc_limit_mb=2048 \
    -dict="$here/$dict" -artifact_prefix="$work/artifacts/" -print_final_stats=1 ${FUZZ_FLAGS:-} || status=$?
if [ "$status" -ne 0 ]; then
    echo "$0: $target failed (exit $status); the input is in:" >&2
    ls -1 "$work"/artifacts/* >&2 2>/dev/null || true
fi
exit "$status"
