#!/bin/sh
# Builds the Debian package in BUILD_DIR and checks it the way a user meets it: the desktop file, the
# AppStream metadata and lintian first, then install it with apt (as root, on Debian 12), run the
# installed program headless, check the MIME types are registered, and remove it again.
# Usage: packaging/check-package.sh BUILD_DIR   (a configured and built release tree)
set -eu

fail() {
    echo "check-package: FAILED: $*" >&2
    exit 1
}
step() {
    echo "check-package: $*"
}

[ $# -eq 1 ] || fail "usage: $0 BUILD_DIR"
build=$(cd "$1" 2>/dev/null && pwd) || fail "no build directory $1"
here=$(cd "$(dirname "$0")" && pwd)
[ -f "$build/CPackConfig.cmake" ] || fail "$build is not a configured build tree (no CPackConfig.cmake)"
[ "$(id -u)" -eq 0 ] || fail "installing the package needs root"
version=$(sed -n 's/^set(CPACK_PACKAGE_VERSION "\(.*\)")$/\1/p' "$build/CPackConfig.cmake")
[ -n "$version" ] || fail "no CPACK_PACKAGE_VERSION in $build/CPackConfig.cmake"

step "building the package (moraledesk $version)"
rm -f "$build"/moraledesk_*.deb
# Only what the package holds; cpack builds the rest of the tree itself unless it is already built.
cmake --build "$build" -j2 --target moraledesk moraledesk_packaging_files || fail "the build failed"
(cd "$build" && cpack -G DEB) || fail "cpack failed"
set -- "$build"/moraledesk_*.deb
[ $# -eq 1 ] && [ -f "$1" ] || fail "cpack made no single moraledesk_*.deb in $build"
deb=$1
step "package: $deb"

step "declared dependencies"
depends=$(dpkg-deb -f "$deb" Depends)
recommends=$(dpkg-deb -f "$deb" Recommends)
for p in qt6-qpa-plugins libqt6sql6-sqlite fonts-dejavu-core libqt6charts6 libqt6printsupport6; do
    echo "$depends" | grep -qw -- "$p" || fail "the package does not depend on $p (Depends: $depends)"
done
# Campaigns on a PostgreSQL server (docs/campaign-format.md) need Qt's driver; files do not.
echo "$depends, $recommends" | grep -qw -- libqt6sql6-psql \
    || fail "the package neither depends on nor recommends libqt6sql6-psql (Recommends: $recommends)"

step "desktop-file-validate"
desktop-file-validate "$here/org.moraledesk.MoraleDesk.desktop" || fail "desktop-file-validate reports errors"
step "appstreamcli validate"
appstreamcli validate --no-net --pedantic "$here/org.moraledesk.MoraleDesk.metainfo.xml" \
    || fail "appstreamcli validate reports errors"
step "lintian"
lintian --fail-on error "$deb" \
    || fail "lintian reports errors"

step "installing with apt"
export DEBIAN_FRONTEND=noninteractive
apt-get install -y -q "$deb" || fail "apt-get install of $deb failed"
trap 'apt-get remove -y -q moraledesk >/dev/null 2>&1 || true' EXIT

step "moraledesk --version"
out=$(env -u DISPLAY -u WAYLAND_DISPLAY -u QT_QPA_PLATFORM /usr/bin/moraledesk --version) \
    || fail "moraledesk --version exited with an error"
[ "$out" = "moraledesk $version" ] || fail "moraledesk --version printed \"$out\", not \"moraledesk $version\""

step "headless export"
pdf=$(mktemp --suffix=.pdf)
env -u DISPLAY -u WAYLAND_DISPLAY -u QT_QPA_PLATFORM \
    /usr/bin/moraledesk export table --from 1 --to 30 -o "$pdf" || fail "moraledesk export table failed"
pdfinfo "$pdf" >/dev/null || fail "the exported $pdf is not a readable PDF"
pages=$(pdfinfo "$pdf" | sed -n 's/^Pages: *//p')
[ "${pages:-0}" -ge 1 ] || fail "the exported PDF has no pages"
rm -f "$pdf"

step "the installed program reads every system's samples and prints WW1's card"
for sample in "$here"/../resources/samples/*.json; do
    env -u DISPLAY -u WAYLAND_DISPLAY -u QT_QPA_PLATFORM /usr/bin/moraledesk validate "$sample" \
        || fail "moraledesk validate $(basename "$sample") failed"
done
pdf=$(mktemp --suffix=.pdf)
env -u DISPLAY -u WAYLAND_DISPLAY -u QT_QPA_PLATFORM \
    /usr/bin/moraledesk export card --system ww1 -o "$pdf" || fail "moraledesk export card --system ww1 failed"
pages=$(pdfinfo "$pdf" | sed -n 's/^Pages: *//p')
[ "${pages:-0}" -eq 1 ] || fail "the WW1 reference card has ${pages:-0} pages, not one"
rm -f "$pdf"

step "desktop integration"
for f in /usr/share/applications/org.moraledesk.MoraleDesk.desktop \
         /usr/share/metainfo/org.moraledesk.MoraleDesk.metainfo.xml \
         /usr/share/mime/packages/org.moraledesk.MoraleDesk.xml \
         /usr/share/icons/hicolor/scalable/apps/org.moraledesk.MoraleDesk.svg \
         /usr/share/icons/hicolor/48x48/apps/org.moraledesk.MoraleDesk.png \
         /usr/share/man/man1/moraledesk.1.gz \
         /usr/share/doc/moraledesk/copyright \
         /usr/share/doc/moraledesk/changelog.Debian.gz; do
    [ -f "$f" ] || fail "the package did not install $f"
done
# The plug-ins, loaded on first use (app/charts, app/printer): where the program looks, every library found.
for plugin in /usr/lib/moraledesk/plugins/moraledesk_charts.so /usr/lib/moraledesk/plugins/moraledesk_printer.so; do
    [ -f "$plugin" ] || fail "the package did not install the plug-in $plugin"
    missing=$(ldd "$plugin" | grep 'not found' || true)
    [ -z "$missing" ] || fail "the plug-in $plugin needs libraries the package does not depend on: $missing"
done
# shared-mime-info's trigger normally does this; run it so the check does not depend on triggers.
update-mime-database /usr/share/mime || fail "update-mime-database failed"
for t in battlegroup campaign; do
    [ -f "/usr/share/mime/application/x-moraledesk-$t.xml" ] \
        || fail "application/x-moraledesk-$t is not in the MIME database"
done
if command -v xdg-mime >/dev/null 2>&1; then
    probe=$(mktemp -d)
    cp "$here/../resources/samples/first-contact.json" "$probe/probe.moraledesk"
    type=$(xdg-mime query filetype "$probe/probe.moraledesk")
    rm -rf "$probe"
    [ "$type" = "application/x-moraledesk-battlegroup" ] || fail "xdg-mime says a .moraledesk file is \"$type\""
fi

step "removing the package"
trap - EXIT
apt-get remove -y -q moraledesk || fail "apt-get remove moraledesk failed"
[ ! -e /usr/bin/moraledesk ] || fail "/usr/bin/moraledesk is still there after removal"
step "all checks passed for $(basename "$deb")"
