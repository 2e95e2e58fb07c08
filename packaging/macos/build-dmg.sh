#!/usr/bin/env bash
# Builds dist/Salle.app and dist/Salle-<version>.dmg on macOS (needs Xcode's command-line tools).
#   python3 -m venv .venv && .venv/bin/pip install -e '.[dist]'
#   .venv/bin/pyside6-rcc resources.qrc -o gui/resources_rc.py
#   bash packaging/macos/build-dmg.sh
set -euo pipefail
cd "$(dirname "$0")/../.."
version=$(.venv/bin/python -c 'import tomllib; print(tomllib.load(open("pyproject.toml", "rb"))["project"]["version"])')
.venv/bin/pyinstaller packaging/salle.spec --distpath dist --workpath build/pyinstaller --noconfirm
# Wrap the one-folder bundle as an application: Contents/MacOS holds the program.
app=dist/Salle.app
rm -rf "$app"
mkdir -p "$app/Contents/MacOS" "$app/Contents/Resources"
cp -R dist/salle/ "$app/Contents/MacOS/"
cat > "$app/Contents/Info.plist" <<PLIST
<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
<plist version="1.0"><dict>
  <key>CFBundleName</key><string>Salle</string>
  <key>CFBundleIdentifier</key><string>io.salle.Salle</string>
  <key>CFBundleVersion</key><string>$version</string>
  <key>CFBundleShortVersionString</key><string>$version</string>
  <key>CFBundleExecutable</key><string>salle</string>
  <key>CFBundlePackageType</key><string>APPL</string>
  <key>NSHighResolutionCapable</key><true/>
</dict></plist>
PLIST
hdiutil create -volname Salle -srcfolder "$app" -ov -format UDZO "dist/Salle-$version.dmg"
echo "dist/Salle-$version.dmg"
