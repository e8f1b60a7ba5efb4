#!/usr/bin/env bash
# The layer rules of docs/architecture.md, checked from the source tree (registered with ctest as check_layers).
#
#   usage: tests/check-layers.sh [source-dir]        (default: the folder above this script)
#
# Hard rules (any breach: exit 1):
#   1. core/ includes nothing from app/, and no Qt header outside Qt Core (no Gui, no Widgets).
#   2. core/kernel/ includes only core/kernel/: it names no rule system and not the registry of them.
#   3. A rule system keeps to itself: core/<s>/ and app/<s>/ include nothing of another system <t>'s
#      core/<t>/ or app/<t>/, and core/<s>/ does not include core/systems/ (which names every system).
#      The systems are the folders core/*/ other than kernel/ and systems/.
#   4. No include cycle between folders: a graph of folders (core/kernel, core/ratio/model, app,
#      app/widgets, ...) with an edge for every `#include "…"` that resolves into another folder; each
#      strongly connected set of folders is reported once, with the includes that close it.
#   5. A system's headers are included and its types named (the class, struct and enum names its headers
#      declare, and its namespace) nowhere outside its own folders, tests/ and bench/; the two
#      registration files (core/systems/BuiltInSystems.cpp, app/systems/BuiltInSystemUis.cpp) are where each
# system is named and are exempt.
#
# An include is resolved as the compiler would find it: beside the including file, then under the include
# roots core/ and app/, then (for the bare names of app/cli and app/campaign, which are include folders of
# their own) by a unique file name under core/ or app/. What resolves to nothing (Version.h, generated) is
# skipped. CHECK_LAYERS_KEEP=1 keeps the work files (includes, edges) and prints where.
set -u
export LC_ALL=C

root="${1:-$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)}"
cd "$root" || { echo "check-layers: no such folder: $root" >&2; exit 2; }
[ -d core ] && [ -d app ] || { echo "check-layers: $root has no core/ and app/" >&2; exit 2; }

tmp="$(mktemp -d)"
[ -n "${CHECK_LAYERS_KEEP:-}" ] && echo "check-layers: work files in $tmp" || trap 'rm -rf "$tmp"' EXIT

errors=0
warnings=0
fail() { echo "ERROR: $*"; errors=$((errors + 1)); }
warn() { echo "warning: $*"; warnings=$((warnings + 1)); }

# Every source file of the layers, and every header by its base name (for bare includes).
find core app -type f \( -name '*.h' -o -name '*.cpp' \) | sort >"$tmp/files"
grep '\.h$' "$tmp/files" | awk -F/ '{ print $NF "\t" $0 }' | sort >"$tmp/byname"

# The rule systems: core/*/ but the kernel and the registry.
systems=()
for d in core/*/; do
    d="${d%/}"; d="${d#core/}"
    case "$d" in kernel|systems) ;; *) systems+=("$d") ;; esac
done

# file:line<TAB>from-file<TAB>include-text<TAB>resolved-file (empty when unresolved)
resolve_all() {
    local file line text dir cand n
    while IFS= read -r file; do
        dir="$(dirname "$file")"
        grep -nE '^[[:space:]]*#[[:space:]]*include[[:space:]]*"[^"]+"' "$file" \
            | sed -E 's/^([0-9]+):.*"([^"]+)".*/\1\t\2/' \
            | while IFS=$'\t' read -r line text; do
                cand=""
                if [ -f "$dir/$text" ]; then
                    cand="$dir/$text"
                elif [ -f "core/$text" ]; then
                    cand="core/$text"
                elif [ -f "app/$text" ]; then
                    cand="app/$text"
                elif [[ "$text" != */* ]]; then
                    n="$(awk -F'\t' -v b="$text" '$1 == b' "$tmp/byname" | wc -l)"
                    [ "$n" -eq 1 ] && cand="$(awk -F'\t' -v b="$text" '$1 == b { print $2 }' "$tmp/byname")"
                fi
                # Normalise "a/b/../c" to "a/c".
                if [ -n "$cand" ]; then
                    cand="$(realpath -m --relative-to=. "$cand")"
                fi
                printf '%s:%s\t%s\t%s\t%s\n' "$file" "$line" "$file" "$text" "$cand"
            done
    done <"$tmp/files"
}
resolve_all >"$tmp/includes"

# ---- 1. core/ includes nothing from app/, and Qt Core only --------------------------------------------------
while IFS=$'\t' read -r where from text to; do
    case "$from" in core/*) ;; *) continue ;; esac
    case "$to" in app/*) fail "$where: core/ includes app/: \"$text\" ($to)" ;; esac
done <"$tmp/includes"

qt_headers="$(qtpaths6 --query QT_INSTALL_HEADERS 2>/dev/null || qmake6 -query QT_INSTALL_HEADERS 2>/dev/null || true)"
while IFS= read -r hit; do
    where="${hit%%:#*}"
    header="$(sed -E 's/.*<([^>]+)>.*/\1/' <<<"$hit")"
    case "$header" in
        QtCore/*) continue ;;
        Qt*/*) fail "$where: core/ includes <$header>: Qt Core only" ; continue ;;
    esac
    if [ -n "$qt_headers" ] && [ -d "$qt_headers/QtCore" ]; then
        [ -e "$qt_headers/QtCore/$header" ] || fail "$where: core/ includes <$header>, which is not Qt Core"
    else
        case "$header" in
            QWidget|QApplication|QGuiApplication|QPainter|QImage|QPixmap|QColor|QFont|QAction|QIcon|QPageLayout|QPdfWriter|QPrinter|QSql*)
                fail "$where: core/ includes <$header>, which is not Qt Core" ;;
        esac
    fi
done < <(grep -rnE '^[[:space:]]*#[[:space:]]*include[[:space:]]*<Q[^>]*>' core --include='*.h' --include='*.cpp' | sort)

# ---- 2. the kernel names no system and not the registry ----------------------------------------------------
while IFS=$'\t' read -r where from text to; do
    case "$from" in core/kernel/*) ;; *) continue ;; esac
    [ -z "$to" ] && continue
    case "$to" in core/kernel/*) ;; *) fail "$where: core/kernel includes $to: the kernel includes only itself" ;; esac
done <"$tmp/includes"

# ---- 3. a system keeps to itself ---------------------------------------------------------------------------
system_of() { # the system a path belongs to, or nothing
    local s
    for s in "${systems[@]}"; do
        case "$1" in core/"$s"/*|app/"$s"/*) echo "$s"; return ;; esac
    done
}
while IFS=$'\t' read -r where from text to; do
    [ -z "$to" ] && continue
    s="$(system_of "$from")"
    [ -z "$s" ] && continue
    t="$(system_of "$to")"
    if [ -n "$t" ] && [ "$t" != "$s" ]; then
        fail "$where: system '$s' includes system '$t': $to"
    fi
    case "$from:$to" in
        core/*:core/systems/*) fail "$where: core/$s includes the registry of every system: $to" ;;
    esac
done <"$tmp/includes"

# ---- 4. no include cycle between folders -------------------------------------------------------------------
awk -F'\t' '$4 != "" {
    f = $2; sub("/[^/]*$", "", f)
    t = $4; sub("/[^/]*$", "", t)
    if (f != t) print f "\t" t "\t" $1
}' "$tmp/includes" | sort -t$'\t' -k1,1 -k2,2 -k3,3V >"$tmp/edges"
# A cycle is a set of folders each reachable from every other (a strongly connected component of the graph,
# by its transitive closure: a few dozen folders). Each is one error, with every include edge inside it.
awk -F'\t' '{ print $1 "\t" $2 }' "$tmp/edges" | sort -u >"$tmp/pairs"
awk -F'\t' 'BEGIN { n = 0 }
    { if (!($1 in id)) { id[$1] = n; name[n++] = $1 } if (!($2 in id)) { id[$2] = n; name[n++] = $2 }
      r[id[$1], id[$2]] = 1 }
    END {
        for (k = 0; k < n; k++) for (i = 0; i < n; i++) if ((i, k) in r) for (j = 0; j < n; j++) if ((k, j) in r) r[i, j] = 1
        for (i = 0; i < n; i++) {
            if (done[i] || !((i, i) in r)) continue
            line = name[i]; done[i] = 1
            for (j = i + 1; j < n; j++) if (!done[j] && ((i, j) in r) && ((j, i) in r)) { line = line " " name[j]; done[j] = 1 }
            print line
        }
    }' "$tmp/pairs" >"$tmp/loops"
while IFS= read -r loop; do
    fail "include cycle between folders: $loop"
    read -r -a members <<<"$loop"
    for a in "${members[@]}"; do
        for b in "${members[@]}"; do
            [ "$a" = "$b" ] && continue
            awk -F'\t' -v a="$a" -v b="$b" '$1 == a && $2 == b' "$tmp/edges"
        done
    done | sort | awk -F'\t' '
        { key = $1 " -> " $2; if (key != last) { if (last != "") print "    " last " (" count "): " list
                                                  last = key; count = 0; list = "" }
          count++; if (count <= 3) list = list (count > 1 ? ", " : "") $3; else if (count == 4) list = list ", ..." }
        END { if (last != "") print "    " last " (" count "): " list }'
done <"$tmp/loops"

# ---- rule 5: a system's names outside its folders --------------------------------------------------------
exempt_named() {
    case "$1" in core/systems/BuiltInSystems.cpp|app/systems/BuiltInSystemUis.cpp) return 0 ;; esac
    return 1
}
outside_files() { # every source file outside system $1's folders, tests/ and bench/, minus the registrations
    find core app -type f \( -name '*.h' -o -name '*.cpp' \) | sort | while IFS= read -r f; do
        case "$f" in core/"$1"/*|app/"$1"/*) continue ;; esac
        exempt_named "$f" && continue
        echo "$f"
    done
}
for s in "${systems[@]}"; do
    : >"$tmp/named"
    outside_files "$s" >"$tmp/outside"
    # Includes of its headers.
    while IFS=$'\t' read -r where from text to; do
        [ -z "$to" ] && continue
        grep -qxF "$from" "$tmp/outside" || continue
        case "$to" in core/"$s"/*|app/"$s"/*) echo "ERROR: $where: includes $s's $to" >>"$tmp/named" ;; esac
    done <"$tmp/includes"
    # Its types: what its headers declare as class, struct or enum, and its namespace.
    find "core/$s" "app/$s" -name '*.h' 2>/dev/null \
        | xargs -r grep -hoE '^(class|struct|enum class|enum struct|enum)[[:space:]]+[A-Z][A-Za-z0-9_]*[[:space:]]*(final)?[[:space:]]*($|[:{])' \
        | sed -E 's/^(class|struct|enum class|enum struct|enum)[[:space:]]+([A-Za-z0-9_]+).*/\2/' \
        | sort -u >"$tmp/names"
    [ -s "$tmp/names" ] || continue
    pattern="\\b($(paste -sd'|' "$tmp/names"))\\b|\\b$s::"
    while IFS= read -r f; do
        # Code only: line comments and string literals are not names.
        sed -E 's://.*$::; s/"([^"\\]|\\.)*"/""/g' "$f" | grep -nE "$pattern" | while IFS= read -r hit; do
            line="${hit%%:*}"
            names="$(grep -oE "$pattern" <<<"${hit#*:}" | sort -u | paste -sd' ')"
            echo "ERROR: $f:$line: names $s's $names"
        done
    done <"$tmp/outside" >>"$tmp/named"
    cat "$tmp/named"
    errors=$((errors + $(wc -l <"$tmp/named")))
done

echo "check-layers: $(wc -l <"$tmp/files") files, $(wc -l <"$tmp/pairs") folder edges, systems: ${systems[*]:-none}; $errors error(s), $warnings warning(s)"
[ "$errors" -eq 0 ]
