#!/bin/sh
# Installs what MoraleDesk needs to build, run and test on Debian 12, from Debian's own archive.
# Beyond the build itself: clang + its runtime for the fuzz targets, Google Benchmark and the sqlite3
# shell for bench/, and the Debian packaging and validation tools the CI checks the package with.
# Campaigns on a club's server: Qt's PostgreSQL driver, and PostgreSQL 15 itself, which the campaign tests
# start as a throwaway server (tests/with-postgres.sh; nothing is started or enabled here).
# Does nothing when everything is already there, so it is cheap to run before every build.
set -eu

PACKAGES="g++ cmake ninja-build ccache qt6-base-dev qt6-tools-dev qt6-l10n-tools libqt6sql6-sqlite \
libqt6sql6-psql postgresql-15 \
qt6-svg-dev qt6-charts-dev libqt6opengl6-dev libgl-dev fonts-dejavu-core xvfb xauth x11-utils imagemagick poppler-utils \
qt6-translations-l10n \
clang libclang-rt-14-dev \
libbenchmark-dev sqlite3 \
dpkg-dev file desktop-file-utils appstream lintian"

missing=""
for p in $PACKAGES; do
    if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed"; then
        missing="$missing $p"
    fi
done

if [ -z "$missing" ]; then
    echo "install-build-deps: all build dependencies are installed"
    exit 0
fi

SUDO=""
if [ "$(id -u)" -ne 0 ]; then
    if command -v sudo >/dev/null 2>&1; then
        SUDO="sudo"
    else
        echo "install-build-deps: missing packages:$missing; run this script as root" >&2
        exit 1
    fi
fi

echo "install-build-deps: installing$missing"
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -q
# shellcheck disable=SC2086
$SUDO apt-get install -y -q --no-install-recommends $missing
