#!/usr/bin/env bash
# Usage: bash app/tools/signals.sh — issue 19, bug 1, with the real app under Xvfb: for each
# of SIGTERM, SIGINT, SIGHUP and SIGKILL sent to the app in the middle of a queue image,
# the worker must be gone within 2 s of the app, no image may appear afterwards, and a
# restart (`candela --run-queue`) must finish the queue with exactly one PNG per prompt.
# Needs: apt-get install -y xvfb; BIN_DIR with prebuilt candela (default target/debug).
set -euo pipefail
cd "$(dirname "$0")/../.."
bin=${BIN_DIR:-${CARGO_TARGET_DIR:-target}/debug}
[ -n "${BIN_DIR:-}" ] || cargo build -q -p candela
model=$PWD/tests/parity/models/sd1
export DISPLAY=:96
Xvfb $DISPLAY -screen 0 1400x900x24 >/dev/null 2>&1 & xvfb=$!
trap 'kill $xvfb 2>/dev/null || true' EXIT
sleep 1
fail() { echo "FAIL: $*"; exit 1; }
pngs() { find "$1" -maxdepth 1 -name '*.png' | wc -l; }
worker_of() { pgrep -P "$1" | head -1; }

for sig in TERM INT HUP KILL; do
    root=$(mktemp -d)
    out=$root/out
    mkdir -p "$out" "$root/data" "$root/xdg/candela"
    export CANDELA_DATA_DIR=$root/data XDG_DATA_HOME=$root/xdg
    # Three prompts, slow enough (300 steps of the tiny model) to be caught mid-image.
    cat > "$root/data/queue.json" <<EOF
{"items":[{"prompt":"first","done":0,"status":"Pending"},{"prompt":"second","done":0,"status":"Pending"},{"prompt":"third","done":0,"status":"Pending"}],
 "images_per_prompt":1,"seed_policy":"Increment","base_seed":1,"issued":0,"out_dir":"$out"}
EOF
    # eframe's storage: the settings as RON inside a RON map.
    printf '{"app":"(model:\\"%s\\",out_dir:\\"%s\\",generate:(width:64,height:64,steps:300,random_seed:false,seed:1))"}' \
        "$model" "$out" > "$root/xdg/candela/app.ron"
    "$bin/candela" --run-queue >"$root/app.log" 2>&1 & app=$!
    # Wait for the worker to be stepping on the first image.
    for _ in $(seq 600); do
        grep -q '"Running"' "$root/data/queue.json" 2>/dev/null && [ -n "$(worker_of $app)" ] && break
        sleep 0.1
    done
    worker=$(worker_of $app)
    [ -n "$worker" ] || fail "SIG$sig: no worker started ($(cat "$root/app.log"))"
    sleep 1.5
    kill -$sig $app
    for _ in $(seq 100); do kill -0 $app 2>/dev/null || break; sleep 0.1; done
    kill -0 $app 2>/dev/null && fail "SIG$sig: the app is still running after 10 s"
    for _ in $(seq 20); do kill -0 $worker 2>/dev/null || break; sleep 0.1; done
    kill -0 $worker 2>/dev/null && fail "SIG$sig: the worker $worker outlived the app"
    before=$(pngs "$out")
    sleep 3
    [ "$(pngs "$out")" = "$before" ] || fail "SIG$sig: an image appeared after the app ended"
    # A restart finishes the queue: one PNG per prompt, none made twice.
    "$bin/candela" --run-queue >>"$root/app.log" 2>&1 & app=$!
    for _ in $(seq 1200); do
        [ "$(grep -c '"Done"' "$root/data/queue.json")" = 3 ] && break
        sleep 0.1
    done
    kill -TERM $app; wait $app || true
    [ "$(grep -c '"Done"' "$root/data/queue.json")" = 3 ] || fail "SIG$sig: the queue did not finish after a restart"
    [ "$(pngs "$out")" = 3 ] || fail "SIG$sig: $(pngs "$out") PNGs for 3 prompts: $(ls "$out")"
    echo "SIG$sig: ok (worker gone with the app; 3 prompts, 3 images after a restart)"
    rm -rf "$root"
done
