#!/usr/bin/env bash
# Session 32, call 6: the session's last build (self-attention of SD 1.x's 40-wide heads
# over 128-key tiles, cross-attention over 64) checked once: parity in f16 on the card's and
# Turing's paths, bench-ops' attention rows, SD 1.5 and SDXL 1024 steps.
# usage (GPU machine, repo root, .gpu carried): bash tools/gpu/final_check_32.sh
set -u
source tools/gpu/common.sh
CASES="sd1_euler sdxl_euler" PLANS="none" DTYPES="f16" ARCHS="native 75" bash tools/gpu/parity_smoke.sh 2>&1 | grep '^{\|rror'
$E bench-ops --device cuda --dtype f16 --iters 20 2>&1 | grep -i 'flash attention\|joint\|error'
b --random-weights sd15 --width 1024 --height 1024 --steps 10
b --random-weights sdxl --width 1024 --height 1024 --steps 10
