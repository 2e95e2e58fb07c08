#!/usr/bin/env bash
# Builds dist/Salle.app and dist/Salle-<version>.dmg on macOS 13 or later (needs Xcode's
# command-line tools). The spec's BUNDLE() makes the app: its .icns, the bundle id io.salle.Salle,
# the minimum system and the save document type (packaging/README.md).
#   python3 -m venv .venv && .venv/bin/pip install -r requirements/dist.txt  (the locked runtime and PyInstaller)
#   bash packaging/macos/build-dmg.sh
set -euo pipefail
cd "$(dirname "$0")/../.."
version=$(.venv/bin/python -c 'import tomllib; print(tomllib.load(open("pyproject.toml", "rb"))["project"]["version"])')
rm -rf dist/Salle.app dist/salle
# the translations' catalogues and Qt's resources (the window icon), as make and the pip build make them
.venv/bin/python packaging/generated.py
.venv/bin/pyinstaller packaging/salle.spec --distpath dist --workpath build/pyinstaller --noconfirm
plutil -lint dist/Salle.app/Contents/Info.plist
# the disk image opens on Salle.app beside a link to /Applications: drag one onto the other to install
stage=$(mktemp -d)
trap 'rm -rf "$stage"' EXIT
ditto dist/Salle.app "$stage/Salle.app"  # keeps the bundle's links and signature as they are
ln -s /Applications "$stage/Applications"
hdiutil create -volname Salle -srcfolder "$stage" -ov -format UDZO "dist/Salle-$version.dmg"
echo "dist/Salle-$version.dmg"
