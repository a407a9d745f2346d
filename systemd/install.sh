#!/usr/bin/env bash
# Install (or update) the Mafia host box on Raspberry Pi OS Bookworm. Run as root on the Pi,
# from a checkout of the repository:
#
#   sudo systemd/install.sh             install or update, then (re)start the service
#   sudo systemd/install.sh --dry-run   print every step, change nothing (root not needed)
#   sudo systemd/install.sh --no-start  install and enable, but do not start now
#   sudo systemd/install.sh --voice NAME   also install the Piper voice NAME (ru_RU-irina-medium)
#
# Steps: apt packages; the `pihost` system user in the gpio and audio groups; the code in
# /opt/pihost with its venv (pip install -e /opt/pihost[pi]); /etc/pihost/table.yaml from the
# example if absent, then checked; state and cache folders; the speech model, the natural voice
# (piper-tts and the voice, when voice.engine is piper or --voice is given) and the rendered
# espeak-ng phrases (as the service user, with the service's environment; Piper's phrases the
# box renders in the background); the systemd unit, enabled and started. Running it again is
# safe: each step skips what is already done, and an update restarts the box, which resumes an
# unfinished game from its journal.
set -euo pipefail

PREFIX=/opt/pihost
VENV=$PREFIX/.venv
ETC=/etc/pihost
CONFIG=$ETC/table.yaml
UNIT=/etc/systemd/system/pihost.service
USER_NAME=pihost
STATE=/var/lib/pihost
CACHE=/var/cache/pihost
SRC=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
APT_PACKAGES=(espeak-ng libportaudio2 libasound2-plugins alsa-utils python3-venv python3-dev
              python3-lgpio liblgpio-dev swig rsync)

DRY_RUN=0
START=1
VOICE=""
while [ $# -gt 0 ]; do
    case "$1" in
        --dry-run) DRY_RUN=1 ;;
        --no-start) START=0 ;;
        --voice=*) VOICE=${1#--voice=} ;;
        --voice)
            if [ $# -lt 2 ] || [ -z "$2" ]; then
                echo "install.sh: --voice needs a Piper voice name (like ru_RU-irina-medium)" >&2
                exit 2
            fi
            VOICE=$2; shift ;;
        -h|--help) sed -n '2,17p' "${BASH_SOURCE[0]}" | sed 's/^# \{0,1\}//'; exit 0 ;;
        *) echo "install.sh: unknown option '$1' (try --help)" >&2; exit 2 ;;
    esac
    shift
done
if [ -n "$VOICE" ] && ! [[ $VOICE =~ ^[A-Za-z0-9][A-Za-z0-9_.+-]*$ ]]; then
    echo "install.sh: --voice '$VOICE' is not a Piper voice name (like ru_RU-irina-medium)" >&2
    exit 2
fi

step() { printf '==> %s\n' "$*"; }
skip() { printf '    (skipped: %s)\n' "$*"; }
# Run a command, or only show it in a dry run.
run() {
    if [ "$DRY_RUN" = 1 ]; then
        local a line="    +"
        for a in "$@"; do
            if [[ $a =~ ^[A-Za-z0-9_./=:,@%+-]+$ ]]; then line+=" $a"; else line+=" $(printf '%q' "$a")"; fi
        done
        printf '%s\n' "$line"
    else
        "$@"
    fi
}
# The service's own environment (PIHOST_CACHE, VOSK_MODEL_PATH, ...), read from the unit so the
# model and the phrases land where the service will look for them.
# systemd adds STATE_DIRECTORY itself (from StateDirectory=).
mapfile -t SERVICE_ENV < <(sed -n 's/^Environment=//p' "$SRC/systemd/pihost.service")
SERVICE_ENV+=("STATE_DIRECTORY=$STATE")
as_service_user() {
    run runuser -u "$USER_NAME" -- env -C "$STATE" "${SERVICE_ENV[@]}" "$@"
}
# One config value (KEY) as the service will see it (its environment decides the default
# folders), or DEFAULT while there is no venv or config yet (a first dry run).
config_get() {
    if [ -x "$VENV/bin/python" ] && [ -f "$CONFIG" ]; then
        if [ "$(id -u)" -eq 0 ] && id -u "$USER_NAME" >/dev/null 2>&1 && [ -d "$STATE" ]; then
            # not as root: the same check, as the service user (see the config step)
            runuser -u "$USER_NAME" -- env -C "$STATE" "${SERVICE_ENV[@]}" \
                "$VENV/bin/python" -m pihost.config "$CONFIG" --get "$1"
        else
            env "${SERVICE_ENV[@]}" "$VENV/bin/python" -m pihost.config "$CONFIG" --get "$1"
        fi
    else
        echo "$2"
    fi
}

if [ "$DRY_RUN" = 0 ] && [ "$(id -u)" -ne 0 ]; then
    echo "install.sh: run as root (sudo $0), or with --dry-run to see the steps" >&2
    exit 1
fi
[ -f "$SRC/pyproject.toml" ] || { echo "install.sh: no pyproject.toml in $SRC" >&2; exit 1; }
# shellcheck disable=SC1091
codename=$( . /etc/os-release 2>/dev/null && echo "${VERSION_CODENAME:-unknown}" )
[ "$codename" = bookworm ] || echo "install.sh: warning: made for Raspberry Pi OS Bookworm, this is '$codename'" >&2
[ "$DRY_RUN" = 1 ] && echo "install.sh: dry run, nothing is changed"

step "apt packages: ${APT_PACKAGES[*]}"
missing=()
for p in "${APT_PACKAGES[@]}"; do
    dpkg -s "$p" >/dev/null 2>&1 || missing+=("$p")
done
if [ ${#missing[@]} -gt 0 ]; then
    run apt-get update -q
    run env DEBIAN_FRONTEND=noninteractive apt-get install -y -q "${missing[@]}"
else
    skip "all installed"
fi

step "system user $USER_NAME in the gpio and audio groups"
getent group gpio >/dev/null || run groupadd --system gpio
if id -u "$USER_NAME" >/dev/null 2>&1; then
    skip "user $USER_NAME exists"
else
    run useradd --system --user-group --home-dir "$STATE" --no-create-home \
        --shell /usr/sbin/nologin --comment "Mafia host box" "$USER_NAME"
fi
run usermod -a -G gpio,audio "$USER_NAME"

step "code in $PREFIX"
if [ "$SRC" = "$PREFIX" ]; then
    skip "running from $PREFIX"
else
    run install -d -m 0755 "$PREFIX"
    run rsync -a --delete --chown=root:root --chmod=go-w \
        --exclude=/.venv --exclude=/.git --exclude=__pycache__ --exclude='*.egg-info' \
        "$SRC/" "$PREFIX/"
fi

step "virtual environment $VENV (sees apt's python3-lgpio)"
if [ -x "$VENV/bin/python" ]; then
    skip "venv exists"
else
    run python3 -m venv --system-site-packages "$VENV"
fi
run "$VENV/bin/python" -m pip install -q --upgrade pip
run "$VENV/bin/python" -m pip install -q -e "${PREFIX}[pi]"
# The service cannot write bytecode under ProtectSystem=strict: compile it now, for fast starts.
run "$VENV/bin/python" -m compileall -q "$PREFIX/pihost" "$PREFIX/engine"

step "folders: $STATE (journals, model, Piper voices), $CACHE (phrases)"
run install -d -o "$USER_NAME" -g "$USER_NAME" -m 0750 "$STATE" "$STATE/vosk" "$STATE/games" \
    "$STATE/piper-voices" "$CACHE" "$CACHE/voices"

step "config $CONFIG"
run install -d -m 0755 "$ETC"
if [ -f "$CONFIG" ]; then
    skip "$CONFIG exists, kept"
else
    run install -m 0640 -o root -g "$USER_NAME" "$PREFIX/etc/table.example.yaml" "$CONFIG"
fi
# Checked, and the settings in effect for the service printed; a mistake stops here. The check
# parses a file an admin edited (pihost.config reads it within size, nesting and alias limits),
# and it runs as the service user, not as root: it sees the folders as the box will.
as_service_user "$VENV/bin/python" -m pihost.config "$CONFIG"

lang=$(config_get table.language ru)
step "speech model for '$lang' (pihost model install)"
if [ "$(config_get listen.enabled true)" != true ]; then
    skip "listen.enabled is false"
elif [ "$(config_get listen.model null)" != null ]; then
    skip "listen.model is set in $CONFIG"
else
    # Into the folder of models the service searches ($VOSK_MODEL_PATH); kept if already there.
    as_service_user "$VENV/bin/pihost" model install --lang "$lang" --dir "$STATE/vosk"
fi

step "natural voice (pihost voice install)"
engine=$(config_get voice.engine espeak)
model=$(config_get voice.model null)
piper_voice=()
if [ -n "$VOICE" ]; then
    piper_voice=("$VOICE")
elif [ "$engine" != piper ]; then
    skip "voice.engine is $engine; for a natural voice set voice.engine: piper in $CONFIG and run this again (or --voice NAME)"
elif [ "$model" = null ]; then
    piper_voice=(--lang "$lang")     # the phrase pack's own Piper voice
elif [[ $model == */* ]]; then
    skip "voice.model is the file $model"
else
    piper_voice=("$model")
fi
if [ ${#piper_voice[@]} -gt 0 ]; then
    run "$VENV/bin/python" -m pip install -q -e "${PREFIX}[pi,piper]"
    # Into the folder of voices the service searches ($PIHOST_PIPER_VOICES); kept if there.
    as_service_user "$VENV/bin/pihost" voice install "${piper_voice[@]}" --dir "$STATE/piper-voices"
fi

step "phrases (pihost voices render), with the config's voice, rate and cache"
# espeak-ng's phrases: the box speaks them until Piper's are rendered (in the background).
render=(voices render --engine espeak --lang "$lang" --seats "$(config_get table.seats 10)"
        --cache "$(config_get voice.cache_dir "$CACHE/voices")")
rate=$(config_get voice.rate null)
voice=$(config_get voice.voice null)
[ "$rate" = null ] || render+=(--rate "$rate")
[ "$voice" = null ] || render+=(--voice "$voice")
as_service_user "$VENV/bin/pihost" "${render[@]}"

step "systemd unit $UNIT"
run install -m 0644 "$PREFIX/systemd/pihost.service" "$UNIT"
run systemctl daemon-reload
if [ "$START" = 0 ]; then
    run systemctl enable pihost
elif systemctl is-active --quiet pihost 2>/dev/null; then
    run systemctl enable pihost
    run systemctl restart pihost   # new code; the box resumes an unfinished game
else
    run systemctl enable --now pihost
fi
step "done: follow the box with  journalctl -u pihost -f"
