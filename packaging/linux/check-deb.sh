#!/usr/bin/env bash
# make dist-check: what a distribution reviewer and a user on another system would meet, proved on
# the built .deb: the glibc floor of every bundled object, that every library they need is shipped
# or named in Depends, lintian (errors only those packaging/README.md allows, each for its file), the desktop
# entry, AppStream and save type, then the unpacked program's version, self-test, and its first
# frame on a real X server (xvfb-run).
set -euo pipefail
cd "$(dirname "$0")/../.."
# The oldest glibc the README claims: Ubuntu 22.04's (Debian 12 has 2.36).
GLIBC_FLOOR=2.35
python=${PYTHON:-python3}
fail() { echo "dist-check: $*" >&2; exit 1; }
for tool in lintian desktop-file-validate appstreamcli update-mime-database xvfb-run objdump; do
    command -v "$tool" >/dev/null || fail "$tool is missing: sudo apt-get install lintian desktop-file-utils appstream shared-mime-info xvfb binutils"
done
deb=$(ls -t dist/salle_*.deb | head -n 1)
root=$(mktemp -d)
trap 'rm -rf "$root"' EXIT
dpkg-deb -x "$deb" "$root"
dpkg-deb -e "$deb" "$root/DEBIAN"
bundle="$root/opt/salle"
mapfile -t objects < <(find "$bundle" -type f -exec sh -c 'head -c4 "$1" | grep -q ELF' _ {} \; -print | sort)
(( ${#objects[@]} > 50 )) || fail "only ${#objects[@]} ELF objects in the bundle"

# 1. The glibc floor: no bundled object may ask for a newer glibc symbol than the floor.
above=()
for f in "${objects[@]}"; do
    v=$(objdump -T "$f" | { grep -o 'GLIBC_[0-9][0-9.]*' || true; } | sed 's/GLIBC_//' | sort -uV | tail -n 1)
    if [[ -n "$v" ]] && [[ "$(printf '%s\n%s\n' "$v" "$GLIBC_FLOOR" | sort -V | tail -n 1)" != "$GLIBC_FLOOR" ]]; then
        above+=("${f#"$root"} needs GLIBC_$v")
    fi
done
(( ${#above[@]} == 0 )) || fail "above the glibc floor $GLIBC_FLOOR: $(printf '\n  %s' "${above[@]}")"
echo "dist-check: ${#objects[@]} bundled objects, none needs more than glibc $GLIBC_FLOOR"

# 2. Every library a bundled object needs is shipped, or provided by a package in Depends (on
# this machine: the file the loader would find, and the package dpkg says owns it).
depends=$(sed -n 's/^Depends: //p' "$root/DEBIAN/control")
[[ -n "$depends" && "$depends" != *$'\n'* ]] || fail "Depends is missing or not on one line"
mapfile -t depended < <(tr ',|' '\n\n' <<< "$depends" | sed 's/(.*)//; s/:any//; s/ //g' | grep -v '^$' | sort -u)
declare -A shipped=()
while IFS= read -r name; do shipped[$name]=1; done < <(find "$bundle" \( -type f -o -type l \) -printf '%f\n')
declare -A needers=()
for f in "${objects[@]}"; do
    for lib in $(readelf -d "$f" | sed -n 's/.*(NEEDED).*\[\(.*\)\]/\1/p'); do
        [[ -n "${shipped[$lib]:-}" ]] || needers[$lib]="${needers[$lib]:-} ${f##*/}"
    done
done
# (every list is read from a variable: a pipe closed early would kill the check with SIGPIPE)
cache=$(ldconfig -p)
depended_lines=$(printf '%s\n' "${depended[@]}")
missing=()
for lib in "${!needers[@]}"; do
    path=$(awk -v l="$lib" '$1 == l {print $NF}' <<< "$cache")
    path=${path%%$'\n'*}
    if [[ -z "$path" ]]; then missing+=("$lib (needed by${needers[$lib]}): on neither side"); continue; fi
    owners=$(dpkg -S "$(readlink -f "$path")" 2>/dev/null || dpkg -S "$path" 2>/dev/null || true)
    owner=${owners%%:*}
    grep -qx -- "$owner" <<< "$depended_lines" ||
        missing+=("$lib (needed by${needers[$lib]}) is in ${owner:-no package}, which Depends does not name")
done
(( ${#missing[@]} == 0 )) || fail "libraries neither shipped nor depended on: $(printf '\n  %s' "${missing[@]}")"
echo "dist-check: ${#needers[@]} system libraries, each from a package in Depends (${#depended[@]} packages)"

# 3. lintian: every error is one packaging/README.md allows for that file (its "lintian" table,
# read by lintian_allowed.py: one tag on one file, each with its reason).
report=$(lintian --tag-display-limit 0 "$deb" 2>&1 || true)
unexplained=$($python packaging/linux/lintian_allowed.py <<< "$report") ||
    fail "lintian errors packaging/README.md does not allow for their file: $(head -n 20 <<< "$unexplained")"
echo "dist-check: lintian: $(grep -c '^E:' <<< "$report" || true) errors, each allowed for its file; $(grep -c '^W:' <<< "$report" || true) warnings"

# 4. The desktop around it: one id for the entry, the icon and AppStream; the save type known.
id=io.salle.Salle
desktop="$root/usr/share/applications/$id.desktop"
desktop-file-validate "$desktop"
grep -qx "Icon=$id" "$desktop" || fail "the desktop entry's icon is not $id"
[[ -f "$root/usr/share/icons/hicolor/scalable/apps/$id.svg" ]] || fail "no icon $id.svg"
for size in 16 24 32 48 64 128 256; do
    [[ -f "$root/usr/share/icons/hicolor/${size}x$size/apps/$id.png" ]] || fail "no ${size}px icon $id.png"
done
appstreamcli validate --no-net --pedantic --explain "$root/usr/share/metainfo/$id.metainfo.xml" >/dev/null ||
    appstreamcli validate --no-net --explain "$root/usr/share/metainfo/$id.metainfo.xml"
grep -q "<id>$id</id>" "$root/usr/share/metainfo/$id.metainfo.xml" || fail "AppStream id is not $id"
grep -q "<launchable type=\"desktop-id\">$id.desktop</launchable>" "$root/usr/share/metainfo/$id.metainfo.xml" ||
    fail "AppStream does not launch $id.desktop"
for shot in $(sed -n 's#.*<image>.*/screenshots/\(.*\)</image>.*#\1#p' "$root/usr/share/metainfo/$id.metainfo.xml"); do
    [[ -f "docs/screenshots/$shot" ]] || fail "AppStream names screenshot $shot, which docs/screenshots lacks"
done
mime=$(sed -n 's/^MimeType=\([^;]*\);.*/\1/p' "$desktop")
mkdir -p "$root/mime/packages" && cp "$root/usr/share/mime/packages/$id.xml" "$root/mime/packages/"
refused=$(XDG_DATA_DIRS="$root" update-mime-database "$root/mime" 2>&1)  # it says, but exits 0
[[ -z "$refused" ]] || fail "update-mime-database refuses $id.xml: $refused"
grep -q "^50:$mime:\*\.salle$" "$root/mime/globs2" || fail "*.salle is not $mime"
echo "dist-check: $id: desktop entry, icon, AppStream and the save type $mime agree"

# 5. The program itself: its version, the self-test, the first frame on a real X server.
expected=$($python -c 'import tomllib; print(tomllib.load(open("pyproject.toml", "rb"))["project"]["version"])')
got=$(QT_QPA_PLATFORM=offscreen "$bundle/salle" --version)
[[ "$got" == "Salle $expected" ]] || fail "--version says '$got', expected 'Salle $expected'"
echo "dist-check: $got"
mkdir -p "$root/home"
QT_QPA_PLATFORM=offscreen HOME="$root/home" "$bundle/salle" selftest
frame=$(env -u WAYLAND_DISPLAY QT_QPA_PLATFORM=xcb HOME="$root/home" SALLE_HOME="$root/home/salle" \
    SALLE_QUIT_AFTER_FIRST_FRAME=1 timeout 60 xvfb-run -a -s "-screen 0 1440x900x24" "$bundle/salle" 2>&1) ||
    fail "the table did not start on an X server: $frame"
grep -qx "first-frame" <<< "$frame" || fail "no first frame on the X server: $frame"
echo "dist-check: the table painted its first frame on an X server (xcb)"
if nodisplay=$(env -u DISPLAY -u WAYLAND_DISPLAY -u QT_QPA_PLATFORM HOME="$root/home" "$bundle/salle" 2>&1); then
    fail "with no display at all the program did not refuse to start"
fi
[[ "$nodisplay" != *$'\n'* && "$nodisplay" == *"no display"* ]] || fail "with no display it said: $nodisplay"
echo "dist-check: with no display it says so in one line"
echo "dist-check: $(basename "$deb") $(du -h "$deb" | cut -f1), installed $(sed -n 's/^Installed-Size: //p' "$root/DEBIAN/control") KiB, passed"
