#!/usr/bin/env bash
# One entry point for a newcomer: sets up everything on a fresh Debian / Raspberry Pi OS machine
# (apt packages, a virtual environment, the project), then runs what was asked:
#   ./run.sh demo [args]   play a scripted 10-seat game on the simulated table
#   ./run.sh test [args]   the whole test suite (what CI runs) and the linter
#   ./run.sh sim | bench | pihost ARGS...
set -euo pipefail
cd "$(dirname "$0")"

APT_PACKAGES=(espeak-ng libportaudio2 libasound2-plugins alsa-utils sox python3-venv python3-dev gcc
              shellcheck systemd  # these two: the tests check the unit and installer
              # club records: a throwaway PostgreSQL server for the store's tests, WeasyPrint's
              # libraries and a font with Cyrillic for the PDF protocol, poppler-utils to open
              # that PDF, chromium for the HTML protocol in a headless browser
              postgresql libpango-1.0-0 libpangoft2-1.0-0 fonts-dejavu-core poppler-utils
              chromium)           # also the web tests' browser (Playwright; never `playwright install`)

need_apt=()
for p in "${APT_PACKAGES[@]}"; do
    dpkg -s "$p" >/dev/null 2>&1 || need_apt+=("$p")
done
if [ ${#need_apt[@]} -gt 0 ]; then
    SUDO=""; [ "$(id -u)" -eq 0 ] || SUDO="sudo"
    echo "run.sh: installing ${need_apt[*]}" >&2
    $SUDO apt-get update -q >&2
    DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -q "${need_apt[@]}" >&2
fi

PY=${PYTHON:-python3}
if [ ! -x .venv/bin/python ]; then
    "$PY" -m venv .venv
fi
stamp=.venv/.pihost-installed
want=$(sha256sum pyproject.toml | cut -c1-16)
if [ ! -f "$stamp" ] || [ "$(cat "$stamp")" != "$want" ]; then
    .venv/bin/python -m pip install -q --upgrade pip >&2
    .venv/bin/python -m pip install -q -e '.[test]' >&2
    echo "$want" > "$stamp"
fi

cmd=${1:-demo}; shift || true
case "$cmd" in
    test)
        .venv/bin/python -m ruff check .
        # chromium is installed above: a browser test that cannot find it fails, not skips.
        # Two worker processes (pytest-xdist), each test file whole in one of them: the long
        # runs (Piper, the crash run, the browsers) go side by side; PIHOST_TEST_WORKERS=0 runs
        # everything in this one process, a higher number uses more cores.
        PIHOST_REQUIRE_BROWSER=1 exec .venv/bin/python -m pytest \
            -n "${PIHOST_TEST_WORKERS:-2}" --dist loadfile "$@" ;;
    demo|sim) exec .venv/bin/pihost "$cmd" "$@" ;;
    bench)
        for b in bench/*.py; do
            [ "$b" = bench/compile_engine.py ] && continue  # a build step, not a benchmark
            echo "== $b"; .venv/bin/python "$b" "$@"
        done ;;
    pihost) exec .venv/bin/pihost "$@" ;;
    *) echo "usage: ./run.sh demo|test|sim|bench|pihost ARGS" >&2; exit 2 ;;
esac
