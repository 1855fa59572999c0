#!/usr/bin/env bash
# Usage: bash app/tools/idle_cpu.sh [max_percent] — issue 19, bug 7: the real app, idle under
# Xvfb (software rendering) with its CPU worker ready, must use less than max_percent
# (default 10) of one core over 10 s: it repaints when something changes and for the
# meter twice a second, not continuously. Prints the measured share.
# Needs: apt-get install -y xvfb; BIN_DIR with prebuilt candela (default target/debug).
set -euo pipefail
cd "$(dirname "$0")/../.."
max=${1:-10}
bin=${BIN_DIR:-${CARGO_TARGET_DIR:-target}/debug}
[ -n "${BIN_DIR:-}" ] || cargo build -q -p candela
export DISPLAY=:95 CANDELA_DATA_DIR=$(mktemp -d) XDG_DATA_HOME=$(mktemp -d)
Xvfb $DISPLAY -screen 0 1400x900x24 >/dev/null 2>&1 & xvfb=$!
sleep 1
"$bin/candela" >/dev/null 2>&1 & app=$!
trap 'kill $app $xvfb 2>/dev/null || true' EXIT
sleep 8   # window up, worker started, first frames drawn
ticks() { awk '{print $14 + $15}' /proc/$app/stat; }
hz=$(getconf CLK_TCK)
a=$(ticks); sleep 10; b=$(ticks)
pct=$(( (b - a) * 100 / (hz * 10) ))
echo "idle: ${pct}% of one core over 10 s (limit ${max}%)"
[ "$pct" -lt "$max" ] || { echo "FAIL: the idle app uses ${pct}% of a core"; exit 1; }
