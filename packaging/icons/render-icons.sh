#!/bin/sh
# Regenerates the hicolor PNGs from the SVG; the PNGs are committed, so the build never needs this.
# Uses rsvg-convert (librsvg2-bin) when present, else ImageMagick's convert with an SVG delegate.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
svg="$here/org.moraledesk.MoraleDesk.svg"
for size in 16 22 24 32 48 64 128 256 512; do
    mkdir -p "$here/hicolor/${size}x${size}"
    out="$here/hicolor/${size}x${size}/org.moraledesk.MoraleDesk.png"
    if command -v rsvg-convert >/dev/null 2>&1; then
        rsvg-convert --width "$size" --height "$size" --keep-aspect-ratio --output "$out" "$svg"
    elif command -v convert >/dev/null 2>&1; then
        convert -background none -density 384 "$svg" -resize "${size}x${size}" -strip "PNG32:$out"
    else
        echo "render-icons: needs rsvg-convert (librsvg2-bin) or ImageMagick's convert" >&2
        exit 1
    fi
    echo "render-icons: $out"
done
