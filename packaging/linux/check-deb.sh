#!/usr/bin/env bash
# make dist-check: unpack the .deb into a temporary root and prove the installed program starts,
# knows its version, and passes its self-test (an AI match, the table, a proof PDF).
set -euo pipefail
cd "$(dirname "$0")/../.."
deb=$(ls -t dist/salle_*.deb | head -n 1)
root=$(mktemp -d)
trap 'rm -rf "$root"' EXIT
dpkg-deb -x "$deb" "$root"
expected=$(${PYTHON:-python3} -c 'import tomllib; print(tomllib.load(open("pyproject.toml", "rb"))["project"]["version"])')
got=$(QT_QPA_PLATFORM=offscreen "$root/opt/salle/salle" --version)
[[ "$got" == "Salle $expected" ]] || { echo "dist-check: --version says '$got', expected 'Salle $expected'" >&2; exit 1; }
echo "dist-check: $got"
if command -v desktop-file-validate >/dev/null; then
    desktop-file-validate "$root/usr/share/applications/salle.desktop"
fi
if command -v appstreamcli >/dev/null; then
    appstreamcli validate --no-net --pedantic "$root/usr/share/metainfo/io.salle.Salle.metainfo.xml" || \
        appstreamcli validate --no-net "$root/usr/share/metainfo/io.salle.Salle.metainfo.xml"
fi
mkdir -p "$root/home"
QT_QPA_PLATFORM=offscreen HOME="$root/home" "$root/opt/salle/salle" selftest
echo "dist-check: $(basename "$deb") $(du -h "$deb" | cut -f1) passed"
