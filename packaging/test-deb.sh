#!/usr/bin/env bash
# Usage: bash packaging/test-deb.sh [screenshot.png]  (SKIP_BUILD=1 to reuse the release build)
# Builds the .deb, unpacks it into an empty root (dpkg -x: no system install, no root
# needed), starts the app from its desktop entry's Exec line under Xvfb with a bare
# environment, checks that it found its worker inside the package, generates one image
# with the tiny test model and saves a screenshot (default docs/install-deb.png).
# Needs: apt-get install -y xvfb xdotool imagemagick libgl1-mesa-dri libegl1 libxkbcommon-x11-0
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
shot="${1:-$repo/docs/install-deb.png}"
deb="$("$repo/packaging/build-deb.sh" | grep '\.deb$')"
root="$(mktemp -d)"; data="$(mktemp -d)"
dpkg-deb --info "$deb" | grep -E 'Package|Version|Depends'
dpkg -x "$deb" "$root"
echo "package: $(du -h "$deb" | cut -f1) ($deb), installed $(du -sh "$root/usr" | cut -f1)"

# The CUDA workers: every library they load resolves inside the package, except the
# driver's libcuda.so.1 (absent on a machine without the driver: that is the one allowed).
if [[ "${CUDA_WORKERS:-1}" != 0 ]]; then
  workers=("$root"/usr/lib/candela/candela-engine-cuda*)
  [[ -e "${workers[0]}" ]] || { echo "no CUDA worker in the package"; exit 1; }
  for w in "${workers[@]}"; do
    deps="$(env -u LD_LIBRARY_PATH ldd "$w")"
    missing="$(awk '/not found/ {print $1}' <<<"$deps" | grep -vx 'libcuda.so.1' || true)"
    [[ -z "$missing" ]] || { echo "$(basename "$w"): not found: $missing"; exit 1; }
    outside="$(awk '/=>/ {print $1, $3}' <<<"$deps" | grep -E '^lib(cu|nvrtc)' | grep -v " $root/" | grep -v '^libcuda.so.1 ' || true)"
    [[ -z "$outside" ]] || { echo "$(basename "$w"): CUDA libraries from outside the package: $outside"; exit 1; }
    echo "$(basename "$w"): $(grep -cE '=> '"$root" <<<"$deps") libraries from the package, libcuda.so.1 from the driver"
  done
fi

desktop="$root/usr/share/applications/candela.desktop"
exec_line="$(sed -n 's/^Exec=//p' "$desktop" | sed 's/ %[fFuUdDnNickvm]//g')"
cmd="${exec_line%% *}"
[[ -x "$root/usr/bin/$cmd" ]] || { echo "Exec=$exec_line: $root/usr/bin/$cmd missing"; exit 1; }
icon="$(sed -n 's/^Icon=//p' "$desktop")"
[[ -f "$root/usr/share/icons/hicolor/256x256/apps/$icon.png" ]] || { echo "icon $icon missing"; exit 1; }

export DISPLAY=:96
Xvfb $DISPLAY -screen 0 1440x920x24 >/dev/null 2>&1 & xvfb=$!
sleep 1
# A bare environment: nothing from this checkout on PATH, a fresh data folder.
env -i DISPLAY=$DISPLAY HOME="$data" PATH=/usr/bin:/bin CANDELA_DATA_DIR="$data" \
  "$root/usr/bin/$cmd" >"$data/stdout.txt" 2>&1 & app=$!
trap 'kill $app $xvfb 2>/dev/null || true; rm -rf "$root"' EXIT
for _ in $(seq 200); do xdotool search --onlyvisible --name '^Candela$' >/dev/null 2>&1 && break; sleep 0.1; done
w=$(xdotool search --name '^Candela$' | head -1)
xdotool windowfocus --sync "$w"
for _ in $(seq 100); do grep -q "worker started" "$data/logs/candela.log" 2>/dev/null && break; sleep 0.1; done
grep "worker started" "$data/logs/candela.log"
grep -q "worker started: candela-engine serve" "$data/logs/candela.log" \
  || { echo "the app did not start the packaged candela-engine"; exit 1; }

at() { xdotool mousemove "$1" "$2" click 1; sleep 0.3; }
typed() { xdotool type --delay 15 "$1"; sleep 0.2; }
number() { at "$1" "$2"; xdotool key ctrl+a; typed "$3"; xdotool key Return; sleep 0.2; }
at 189 102; typed "$repo/tests/parity/models/sd1"; xdotool key Return; sleep 1
at 719 91; typed "a candle on a wooden table, warm light"
number 589 176 256; number 684 176 256; number 447 199 12
at 422 246    # Generate
for _ in $(seq 300); do ls "$data"/outputs/*.png "$data"/Pictures/Candela/*.png >/dev/null 2>&1 && break; sleep 0.1; done
sleep 1.5
import -window root "$shot"
kill -0 $app || { echo "the app exited:"; cat "$data/stdout.txt"; exit 1; }
echo "saved $shot; log: $(wc -l < "$data/logs/candela.log") lines in $data/logs/candela.log"
