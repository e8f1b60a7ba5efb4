#!/bin/sh
# The long campaign kill test (docs/campaign-format.md, "Integrity and backups"): a process recording battles
# is killed with SIGKILL thousands of times; after each kill the campaign must open with integrity_check ok and
# hold every battle whose commit returned. The suite runs 30 trials; this runs as many as you ask.
#
#   tests/campaign-kill-test.sh [BUILD_DIR] [TRIALS] [SEED]
#
# BUILD_DIR defaults to build/release, TRIALS to 2000 (about ten minutes); SEED replays a failed run.
set -eu

build=${1:-build/release}
trials=${2:-2000}
test_binary="$build/tests/tst_campaignkill"

if [ ! -x "$test_binary" ]; then
    echo "campaign-kill-test: $test_binary not found; build the tst_campaignkill target first" >&2
    exit 2
fi

export MORALEDESK_KILL_TRIALS="$trials"
if [ $# -ge 3 ]; then
    export MORALEDESK_KILL_SEED="$3"
fi
export QT_QPA_PLATFORM=offscreen
exec "$test_binary" killWhileRecording
