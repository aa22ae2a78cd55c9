#!/usr/bin/env bash
# Install everything the tests need (Debian packages, .venv with the test extra)
# and run the whole suite. Extra arguments go to pytest.
set -euo pipefail
source "$(dirname "$0")/_common.sh"
[ "$(uname -s)" = Linux ] && install_debian_packages $RUN_PACKAGES $TEST_PACKAGES
make_venv test
cd "$KLONDIKE_ROOT"
export QT_QPA_PLATFORM=offscreen
exec "$VENV/bin/python" -m pytest -n "${KLONDIKE_TEST_WORKERS:-2}" "$@"
