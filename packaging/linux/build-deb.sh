#!/usr/bin/env bash
# Builds dist/salle_<version>_<arch>.deb from the PyInstaller bundle in dist/salle (make dist).
# The program goes under /opt/salle, a launcher in /usr/games, the menu entry, icon, save type
# and AppStream metadata where desktops look for them. Depends is computed by dpkg-shlibdeps from
# what the bundle links: the bundle carries Python, Qt and Pillow's libraries; everything else
# (glibc, the C++ runtime, X11/Wayland, fontconfig ...) comes from the system it is installed on.
set -euo pipefail
cd "$(dirname "$0")/../.."
[[ -x dist/salle/salle ]] || { echo "build-deb: no bundle in dist/salle; run make dist" >&2; exit 1; }
for tool in dpkg-shlibdeps patchelf; do
    command -v "$tool" >/dev/null || { echo "build-deb: $tool is missing: sudo apt-get install dpkg-dev patchelf" >&2; exit 1; }
done
python=${PYTHON:-python3}
field() {  # a [project] field of pyproject.toml (the one place for the version and maintainer)
    $python -c 'import sys, tomllib; p = tomllib.load(open("pyproject.toml", "rb"))["project"]
a = p["authors"][0]
print({"version": p["version"], "maintainer": a["name"] + " <" + a["email"] + ">"}[sys.argv[1]])' "$1"
}
version=$(field version)
maintainer=$(field maintainer)
changelog_version=$(dpkg-parsechangelog -l packaging/linux/changelog -S Version)
[[ "$changelog_version" == "$version" ]] || {
    echo "build-deb: packaging/linux/changelog's newest entry is $changelog_version, pyproject.toml says $version" >&2; exit 1; }
release_date=$(date -u -d "$(dpkg-parsechangelog -l packaging/linux/changelog -S Date)" +%F)
arch=$(dpkg --print-architecture)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
stage="$work/debian/salle"  # dpkg-shlibdeps knows the package being built by this layout
install -d -m 755 "$stage/DEBIAN" "$stage/opt" "$stage/usr/games" "$stage/usr/share/applications" \
    "$stage/usr/share/icons/hicolor/scalable/apps" "$stage/usr/share/metainfo" "$stage/usr/share/mime/packages" \
    "$stage/usr/share/doc/salle" "$stage/usr/share/man/man6"
cp -a dist/salle "$stage/opt/salle"
bundle="$stage/opt/salle"

# Permissions as Debian wants them whatever the umask: folders and programs 755, libraries and
# data 644 (a library needs no execute bit to be loaded).
find "$bundle" -type d -exec chmod 755 {} +
find "$bundle" -type f -exec chmod 644 {} +
chmod 755 "$bundle/salle"
# Python's extension modules remember the build machine's Python folder as their library search
# path; the bundle's own libpython is loaded already when they are, so the path only leaks.
while IFS= read -r -d '' lib; do
    if readelf -d "$lib" 2>/dev/null | grep -Eq '\((RUNPATH|RPATH)\).*\[/'; then
        patchelf --remove-rpath "$lib"
    fi
done < <(find "$bundle" -type f -name '*.so*' -print0)

cat > "$stage/usr/games/salle" <<'LAUNCH'
#!/bin/sh
exec /opt/salle/salle "$@"
LAUNCH
chmod 755 "$stage/usr/games/salle"
install -m 644 packaging/linux/io.salle.Salle.desktop "$stage/usr/share/applications/io.salle.Salle.desktop"
install -m 644 assets/icons/salle.svg "$stage/usr/share/icons/hicolor/scalable/apps/io.salle.Salle.svg"
# the same icon drawn at each size a desktop looks up (16x16/apps/io.salle.Salle.png ... 256x256)
QT_QPA_PLATFORM=offscreen $python packaging/icons.py --hicolor "$stage/usr/share/icons/hicolor" io.salle.Salle >/dev/null
install -m 644 packaging/linux/io.salle.Salle.xml "$stage/usr/share/mime/packages/io.salle.Salle.xml"
sed -e "s/@VERSION@/$version/" -e "s/@DATE@/$release_date/" \
    packaging/linux/io.salle.Salle.metainfo.xml > "$stage/usr/share/metainfo/io.salle.Salle.metainfo.xml"
sed -e "s/@VERSION@/$version/" packaging/linux/salle.6 | gzip -9n > "$stage/usr/share/man/man6/salle.6.gz"
gzip -9nc packaging/linux/changelog > "$stage/usr/share/doc/salle/changelog.gz"
$python packaging/linux/copyright.py "$stage/usr/share/doc/salle/copyright"
find "$stage/usr" -type d -exec chmod 755 {} +
find "$stage/usr" -type f -exec chmod 644 {} + && chmod 755 "$stage/usr/games/salle"

# Depends from what the bundle links. dpkg-shlibdeps fails when a library some bundled object
# needs is on neither side (e.g. libxcb-icccm.so.4 missing on the build machine): no .deb then.
printf 'Source: salle\n\nPackage: salle\nArchitecture: any\n' > "$work/debian/control"
mapfile -t objects < <(cd "$work" && find debian/salle/opt -type f \( -name '*.so' -o -name '*.so.*' -o -name salle \) \
    -exec sh -c 'head -c4 "$1" | grep -q ELF' _ {} \; -print | sort)
libdirs=()
while IFS= read -r dir; do libdirs+=("-l${dir#"$work/"}"); done < <(find "$bundle" -type f -name '*.so*' -printf '%h\n' | sort -u)
if ! (cd "$work" && dpkg-shlibdeps --warnings=0 -O "${libdirs[@]}" "${objects[@]}") > "$work/shlibs" 2> "$work/shlibs.err"; then
    cat "$work/shlibs.err" >&2
    echo "build-deb: a library a bundled object needs is neither shipped nor installed here (above): install its package and build again, or drop what needs it" >&2
    exit 1
fi
depends=$(sed -n 's/^shlibs:Depends=//p' "$work/shlibs")
# Two floors come from a shlibs file (the version the build machine happens to have), not from
# symbols: Qt calls only zstd's streaming functions (in every zstd 1.x) and libX11-xcb's two
# functions (in every 1.x). Left as they are, Ubuntu 22.04 (zstd 1.4.8, libX11 1.7.5) could not
# install Salle; check-chroot.sh installs and self-tests it there.
for relaxed in libzstd1 libx11-xcb1; do
    depends=$(sed -E "s/(^|, )$relaxed \([^)]*\)/\1$relaxed/" <<< "$depends")
done
[[ -n "$depends" ]] || { echo "build-deb: dpkg-shlibdeps found no dependencies" >&2; exit 1; }

(cd "$stage" && find . -path ./DEBIAN -prune -o -type f -printf '%P\0' | sort -z | xargs -0 md5sum) > "$stage/DEBIAN/md5sums"
chmod 644 "$stage/DEBIAN/md5sums"
cat > "$stage/DEBIAN/control" <<CONTROL
Package: salle
Version: $version
Architecture: $arch
Maintainer: $maintainer
Installed-Size: $(du -sk --exclude=DEBIAN "$stage" | cut -f1)
Depends: $depends
Section: games
Priority: optional
Description: table for duelling card games
 Salle is a desktop table for four two-player duelling card games:
 En Garde, Ready...Fence!, Audatia and Barditus. Play against a computer
 opponent at three levels that knows only what its own seat could know,
 or hot-seat with a friend on one screen; save and resume games, look
 back on a practice history, and print the cards as print-and-play
 sheets with bleed and crop marks.
 .
 The package carries its own Python and Qt under /opt/salle.
CONTROL
mkdir -p dist
out="dist/salle_${version}_${arch}.deb"
dpkg-deb --root-owner-group -Zxz --build "$stage" "$out" >/dev/null
echo "$out"
