#!/usr/bin/env bash
# Builds dist/salle_<version>_<arch>.deb from the PyInstaller bundle in dist/salle (make dist).
# The program goes under /opt/salle, a launcher in /usr/bin, the menu entry, icon and AppStream
# metadata where desktops look for them.
set -euo pipefail
cd "$(dirname "$0")/../.."
[[ -x dist/salle/salle ]] || { echo "build-deb: no bundle in dist/salle; run make dist" >&2; exit 1; }
python=${PYTHON:-python3}
version=$($python -c 'import tomllib; print(tomllib.load(open("pyproject.toml", "rb"))["project"]["version"])')
arch=$(dpkg --print-architecture)
stage=$(mktemp -d)
trap 'rm -rf "$stage"' EXIT
install -d "$stage/DEBIAN" "$stage/opt" "$stage/usr/bin" "$stage/usr/share/applications" \
    "$stage/usr/share/icons/hicolor/scalable/apps" "$stage/usr/share/metainfo"
cp -a dist/salle "$stage/opt/salle"
cat > "$stage/usr/bin/salle" <<'LAUNCH'
#!/bin/sh
exec /opt/salle/salle "$@"
LAUNCH
chmod 755 "$stage/usr/bin/salle"
install -m 644 packaging/linux/salle.desktop "$stage/usr/share/applications/salle.desktop"
install -m 644 assets/icons/salle.svg "$stage/usr/share/icons/hicolor/scalable/apps/salle.svg"
sed -e "s/@VERSION@/$version/" -e "s/@DATE@/$(date -u +%F)/" packaging/linux/io.salle.Salle.metainfo.xml \
    > "$stage/usr/share/metainfo/io.salle.Salle.metainfo.xml"
# The bundle carries Qt and most libraries; these it takes from the system (graphics drivers,
# the X connection, fonts' configuration), and glibc at least as new as the build machine's.
cat > "$stage/DEBIAN/control" <<CONTROL
Package: salle
Version: $version
Architecture: $arch
Maintainer: Salle team <salle@users.noreply.invalid>
Installed-Size: $(du -sk "$stage" | cut -f1)
Depends: libc6 (>= 2.36), libegl1, libgl1, libxcb1, libxcb-icccm4, libxcb-keysyms1, libfontconfig1,
 libdrm2, libwayland-client0
Section: games
Priority: optional
Homepage: https://salle.invalid/
Description: table for duelling card games
 Play En Garde against an honest AI or hot-seat on one screen, and print
 print-and-play card proofs with bleed and crop marks.
CONTROL
mkdir -p dist
out="dist/salle_${version}_${arch}.deb"
dpkg-deb --root-owner-group -Zxz --build "$stage" "$out" >/dev/null
echo "$out"
