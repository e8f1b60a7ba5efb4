#!/bin/sh
# The long crash-safety test (docs/reliability.md, "Crash safety"): a process saving a battlegroup, and one
# playing a game with the recovery copy written after every action, are killed with SIGKILL thousands of
# times; after each kill the file must be the complete old or new version and the recovery copy the state
# of the last completed action. The suite runs 200 trials; this runs as many as you ask, half in each mode.
#
#   tests/save-kill-test.sh [BUILD_DIR] [TRIALS] [SEED]
#
# BUILD_DIR defaults to build/release, TRIALS to 2000; SEED replays a failed run.
set -eu

build=${1:-build/release}
trials=${2:-2000}
test_binary="$build/tests/tst_savekill"

if [ ! -x "$test_binary" ]; then
    echo "save-kill-test: $test_binary not found; build the tst_savekill target first" >&2
    exit 2
fi

export MORALEDESK_SAVEKILL_TRIALS="$trials"
if [ $# -ge 3 ]; then
    export MORALEDESK_SAVEKILL_SEED="$3"
fi
export QT_QPA_PLATFORM=offscreen
# Thousands of trials run past Qt Test's five-minute limit per test function.
export QTEST_FUNCTION_TIMEOUT=86400000
exec "$test_binary" killWhileSaving killWhilePlaying
