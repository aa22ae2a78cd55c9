#!/usr/bin/env bash
# Install everything the tests need (Debian packages, .venv with the test extra),
# run ruff and mypy, then the whole suite. Extra arguments go to pytest (and skip
# the two checks).
set -euo pipefail
source "$(dirname "$0")/_common.sh"
[ "$(uname -s)" = Linux ] && install_debian_packages $RUN_PACKAGES $TEST_PACKAGES && install_npm
make_venv test
cd "$KLONDIKE_ROOT"
if [ $# -eq 0 ]; then
  # The whole check: the linter and the type checker first (configured in
  # pyproject.toml); any finding fails the run. With arguments (a chosen test),
  # only pytest runs.
  echo "ruff check:"
  "$VENV/bin/ruff" check klondike_qt tests bench tools
  echo "mypy:"
  "$VENV/bin/mypy"
fi
export QT_QPA_PLATFORM=offscreen
exec "$VENV/bin/python" -m pytest -n "${KLONDIKE_TEST_WORKERS:-2}" "$@"
