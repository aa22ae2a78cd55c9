#!/usr/bin/env bash
# Build Klondike.app with the shared PyInstaller spec and wrap it in a .dmg (macOS only).
#
# Usage (from anywhere; uses the active Python, e.g. an activated venv):
#   bash packaging/macos/build_dmg.sh
#
# Needs: Python >= 3.12 with the project installed (pip install .) and PyInstaller
# (pip install pyinstaller); hdiutil (part of macOS).
# Output: dist/Klondike.app and dist/klondike-qt-<version>-macos-<arch>.dmg
# Optional: KLONDIKE_CODESIGN_IDENTITY="Developer ID Application: …" signs the app
# (PyInstaller signs it with that identity); notarisation is a separate step.
set -euo pipefail

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
cd "$ROOT"

if [ "$(uname -s)" != "Darwin" ]; then
  echo "build_dmg.sh runs on macOS only (it needs hdiutil)." >&2
  exit 2
fi

PYTHON=${PYTHON:-python3}
VERSION=$("$PYTHON" -c 'import tomllib; print(tomllib.load(open("pyproject.toml","rb"))["project"]["version"])')
ARCH=$(uname -m)
APP="dist/Klondike.app"
DMG="dist/klondike-qt-${VERSION}-macos-${ARCH}.dmg"

"$PYTHON" -m PyInstaller --noconfirm --clean packaging/pyinstaller/klondike-qt.spec

# Smoke test: the bundled binary starts, shows its window and exits.
QT_QPA_PLATFORM=offscreen KLONDIKE_BENCH_EXIT_AFTER_SHOW=1 \
  "$APP/Contents/MacOS/klondike-qt" --profile "$(mktemp -d)"

# A folder with the app and a link to /Applications, so the player can drag it across.
STAGE=$(mktemp -d)
trap 'rm -rf "$STAGE"' EXIT
cp -R "$APP" "$STAGE/"
ln -s /Applications "$STAGE/Applications"
rm -f "$DMG"
hdiutil create -volname "Klondike ${VERSION}" -srcfolder "$STAGE" -ov -format UDZO "$DMG"
hdiutil verify "$DMG"
echo "Built $DMG"
