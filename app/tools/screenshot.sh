#!/usr/bin/env bash
# Usage: bash app/tools/screenshot.sh [out.png] — runs the real app under Xvfb, drives it with
# xdotool (tiny test model, a prompt, Generate, a 3-prompt queue) and saves a screenshot.
# Needs: apt-get install -y xvfb xdotool imagemagick libgl1-mesa-dri libegl1 libxkbcommon-x11-0
set -euo pipefail
cd "$(dirname "$0")/../.."
out=${1:-docs/screenshot.png}
# BIN_DIR: prebuilt candela and candela-engine (default: this checkout's build).
bin=${BIN_DIR:-${CARGO_TARGET_DIR:-target}/debug}
[ -n "${BIN_DIR:-}" ] || cargo build -q -p candela -p candela-engine
export DISPLAY=:97 CANDELA_DATA_DIR=$(mktemp -d) XDG_DATA_HOME=$(mktemp -d)
Xvfb $DISPLAY -screen 0 1440x920x24 >/dev/null 2>&1 & xvfb=$!
sleep 1
start=$(date +%s.%N)
"$bin/candela" >/dev/null 2>&1 & app=$!
trap 'kill $app $xvfb 2>/dev/null || true' EXIT
until xdotool search --onlyvisible --name '^Candela$' >/dev/null 2>&1; do sleep 0.02; done
echo "window visible after $(echo "$(date +%s.%N) - $start" | bc) s"
w=$(xdotool search --name '^Candela$' | head -1)
xdotool windowfocus --sync "$w"
sleep 1
at() { xdotool mousemove "$1" "$2" click 1; sleep 0.3; }
typed() { xdotool type --delay 15 "$1"; sleep 0.2; }
number() { at "$1" "$2"; xdotool key ctrl+a; typed "$3"; xdotool key Return; sleep 0.2; }
at 189 102; typed "$PWD/tests/parity/models/sd1"; xdotool key Return; sleep 1
at 719 91; typed "a lighthouse on a cliff at dusk, oil painting"
at 719 146; typed "blurry, low quality"
number 589 176 256; number 684 176 256; number 447 199 12
at 1230 85; typed "a red fox in snow"; xdotool key shift+Return
typed "a city street at night"; xdotool key shift+Return; typed "a bowl of fruit"
at 1115 131   # Add to queue
at 1107 207   # Run queue
sleep 25   # the queue finishes (slower while other builds run)
at 422 246    # Generate
sleep 1.5
import -window root "$out"
echo "saved $out"
