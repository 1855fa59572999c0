#!/usr/bin/env bash
# Usage: bash app/tools/screenshots.sh — the README's screenshots: the real app under Xvfb
# at 1024x700 and at 1920x1080 (docs/screenshot-1024x700.png, docs/screenshot-1920x1080.png),
# with the tiny test model, a finished three-prompt queue and a generated image. The app is
# set up through its own saved files (settings.json, queue.json in the data folder) and
# driven by keyboard only (--run-queue, then Ctrl+Enter), so no click depends on a layout.
# Needs: apt-get install -y xvfb xdotool imagemagick libgl1-mesa-dri (or Pillow for the
# grab: PYTHON=/path/to/python with PIL); BIN_DIR with prebuilt
# candela and candela-engine (default: this checkout's debug build).
set -euo pipefail
trap 'kill $(jobs -p) 2>/dev/null || true' EXIT
cd "$(dirname "$0")/../.."
root=$PWD
bin=${BIN_DIR:-${CARGO_TARGET_DIR:-target}/debug}
[ -n "${BIN_DIR:-}" ] || cargo build -q -p candela -p candela-engine
# The whole screen as a PNG: ImageMagick's import where installed, else Pillow (with XCB).
grab() {
  if command -v import >/dev/null; then
    DISPLAY=$1 import -window root "$2"
  else
    "${PYTHON:-python3}" -c 'import sys; from PIL import ImageGrab; ImageGrab.grab(xdisplay=sys.argv[1]).save(sys.argv[2])' "$1" "$2"
  fi
}
shot() {
  local w=$1 h=$2 out=$3 display=$4
  local data out_dir
  data=$(mktemp -d); out_dir=$(mktemp -d)
  cat > "$data/settings.json" <<JSON
{"generate":{"prompt":"a lighthouse on a cliff at dusk, (oil painting:1.2), dramatic sky",
 "negative_prompt":"blurry, [low quality]","width":256,"height":256,"steps":12,"cfg":7.0,
 "sampler":"dpmpp_2m","schedule":"karras","clip_skip":1,"random_seed":false,"seed":1234,
 "batch_count":1},
 "model":"$root/tests/parity/models/sd1","recent_models":["$root/tests/parity/models/sd1"],
 "out_dir":"$out_dir","theme":"dark",
 "loras":[{"path":"$root/tests/parity/loras/sd1_kohya.safetensors","weight":0.8,"enabled":true}],
 "lora_dir":"$root/tests/parity/loras","embeddings_dir":"$root/tests/parity/embeddings"}
JSON
  cat > "$data/queue.json" <<JSON
{"items":[{"prompt":"a red fox in snow","done":0,"status":"Pending"},
 {"prompt":"a city street at night, neon","done":0,"status":"Pending"},
 {"prompt":"a bowl of fruit, still life","done":0,"status":"Pending"}],
 "images_per_prompt":1,"seed_policy":"Increment","base_seed":100,"issued":0,"out_dir":"$out_dir"}
JSON
  Xvfb ":$display" -screen 0 "${w}x${h}x24" >/dev/null 2>&1 & local xvfb=$!
  sleep 1
  DISPLAY=":$display" CANDELA_DATA_DIR=$data XDG_DATA_HOME=$data \
    "$bin/candela" --run-queue --window-size "${w}x${h}" >/dev/null 2>&1 & local app=$!
  until DISPLAY=":$display" xdotool search --onlyvisible --name '^Candela$' >/dev/null 2>&1; do
    sleep 0.1
  done
  local win
  win=$(DISPLAY=":$display" xdotool search --name '^Candela$' | head -1)
  DISPLAY=":$display" xdotool windowfocus "$win" || true
  # The queue's three images, then one from the Generate panel, caught mid-way.
  until [ "$(ls "$out_dir"/*.png 2>/dev/null | wc -l)" -ge 3 ]; do sleep 0.5; done
  sleep 1
  DISPLAY=":$display" xdotool key ctrl+Return
  until [ "$(ls "$out_dir"/*.png 2>/dev/null | wc -l)" -ge 4 ]; do sleep 0.2; done
  sleep 1.5
  grab ":$display" "$out"
  kill "$app" "$xvfb" 2>/dev/null || true
  echo "saved $out"
}
shot 1024 700 docs/screenshot-1024x700.png 93
[ -n "${ONLY_SMALL:-}" ] || shot 1920 1080 docs/screenshot-1920x1080.png 94
