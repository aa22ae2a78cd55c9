#!/usr/bin/env bash
# Install klondike-qt into .venv (with what it needs) and start the game.
# Arguments go to the game: bash tools/play.sh --deal 42 --draw 3
set -euo pipefail
source "$(dirname "$0")/_common.sh"
[ "$(uname -s)" = Linux ] && install_debian_packages $RUN_PACKAGES
make_venv ""
exec "$VENV/bin/klondike-qt" "$@"
