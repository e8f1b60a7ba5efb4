#!/bin/sh
# CI: builds the fuzz preset, replays every seed and past crash (ctest), then fuzzes each target for a
# short run. Fails on the first crash, hang, leak or broken invariant, printing the input's path.
#
#   tests/fuzz/ci-short-run.sh [RUNS]      (default 20000 executions per target)
set -eu

here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
runs=${1:-20000}
cd "$root"
# A fixed seed makes CI's short run repeatable: the same tree fuzzes the same inputs, so a change cannot be
# blocked by a finding that chance brought to a different run. Longer runs (run-fuzzer.sh) stay random;
# FUZZ_FLAGS overrides this.
export FUZZ_FLAGS="${FUZZ_FLAGS:--seed=1}"

cmake --preset fuzz
cmake --build --preset fuzz -j2
ctest --preset fuzz

for target in fuzz_battlegroup_reader fuzz_ww1_reader fuzz_nap_reader fuzz_fan_profile fuzz_fan_reader fuzz_command_line fuzz_export_arguments fuzz_campaign_import \
              fuzz_campaign_file fuzz_recovery_file; do
    echo "== $target: $runs runs"
    # The campaign target opens an SQLite file per run, and the recovery target writes and syncs three
    # files per run: a tenth and a quarter of the runs keep them in step with the others.
    n=$runs
    [ "$target" = fuzz_campaign_file ] && n=$((runs / 10))
    [ "$target" = fuzz_recovery_file ] && n=$((runs / 4))
    log=$root/build/fuzz/fuzz-runs/$target.log
    mkdir -p "$(dirname "$log")"
    if ! "$here/run-fuzzer.sh" "$target" "$n" "$root/build/fuzz" > "$log" 2>&1; then
        tail -n 60 "$log"
        exit 1
    fi
    grep -E '^(#[0-9]+ +DONE|Done|stat::)' "$log" || true
done
